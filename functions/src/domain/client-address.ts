import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { EDGE_HEADERS } from '@ifa/shared';

/**
 * The address a throttle counts by (docs/decisions/006-throttling.md), or null when `raw` is
 * not an IP address. IPv4 stays as it is; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a
 * dual-stack socket reports) becomes its IPv4; other IPv6 addresses count by their /64 prefix,
 * because one subscriber is usually given a whole /64 and could otherwise change address on
 * every guess.
 *
 * Hand-written rather than a library: Node's `net` validates addresses but cannot expand one,
 * and the expansion is a few lines that the unit tests cover; the project may not add packages.
 */
export function throttleAddress(raw: string | undefined): string | null {
  const text = raw?.trim().replace(/%.*$/, '') ?? '';
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return null;
  const groups = ipv6Groups(text);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of a presented secret with the expected one. */
function sameSecret(presented: string | undefined, expected: string): boolean {
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Whether a request carries the origin secret CloudFront adds to every /api request: it came
 * through CloudFront (and its WAF and throttles), not straight to the execute-api address.
 */
export function cameThroughEdge(headers: Record<string, string | undefined> | undefined, originSecret: string): boolean {
  return sameSecret(headers?.[EDGE_HEADERS.originVerify], originSecret);
}

export interface RequestOrigin {
  headers?: Record<string, string | undefined>;
  /** The TCP peer API Gateway saw: the viewer itself, or a CloudFront edge server. */
  sourceIp: string;
}

/**
 * Who sent the request, as a throttle key. Behind CloudFront the TCP peer is an edge server
 * shared by many viewers, so the viewer's address comes from the header a CloudFront Function
 * writes (overwriting whatever the viewer sent). That header is believed only when the request
 * also carries the origin secret CloudFront adds: a caller who reaches API Gateway directly can
 * forge the address header but not the secret, and is then counted by its own TCP address.
 */
export function clientAddress(origin: RequestOrigin, originSecret: string | undefined): string {
  if (originSecret && cameThroughEdge(origin.headers, originSecret)) {
    const viewer = throttleAddress(origin.headers?.[EDGE_HEADERS.viewerAddress]);
    if (viewer) return viewer;
  }
  return throttleAddress(origin.sourceIp) ?? origin.sourceIp;
}
