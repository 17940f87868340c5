import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AUTH, EDGE_HEADERS } from '@ifa/shared';
import { matchRoute, toEvent } from '../../../scripts/src/local/gateway.js';
import { clientAddress, throttleAddress } from '../../src/domain/client-address.js';
import { nextStep, retryMinutes } from '../../src/domain/throttle-rules.js';
import { config, throttleLimit } from '../../src/lib/config.js';

describe('throttleAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(throttleAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress(' 127.0.0.1 ')).toBe('127.0.0.1');
  });

  it('turns an IPv4-mapped IPv6 address (a dual-stack socket) into its IPv4', () => {
    expect(throttleAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(throttleAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts IPv6 by its /64, however the address is written', () => {
    const prefix = '2001:db8:85a3:8d3::/64';
    expect(throttleAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(prefix);
    expect(throttleAddress('2001:0DB8:85A3:08D3::1')).toBe(prefix);
    expect(throttleAddress('2001:db8:85a3:8d3::ffff:1.2.3.4')).toBe(prefix);
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('2001:db8:85a3:8d4::1')).not.toBe(prefix);
  });

  it('refuses what is not an address', () => {
    for (const raw of [undefined, '', 'localhost', '203.0.113.9:443', '256.1.1.1', '1.2.3', '2001:db8::1::2', '[::1]', 'unknown']) {
      expect(throttleAddress(raw), String(raw)).toBeNull();
    }
  });
});

describe('clientAddress', () => {
  const secret = 'the-origin-secret';
  const through = (viewer: string, presented: string | undefined) => ({
    headers: { [EDGE_HEADERS.viewerAddress]: viewer, ...(presented === undefined ? {} : { [EDGE_HEADERS.originVerify]: presented }) },
    sourceIp: '130.176.0.10',
  });

  it('believes the viewer header only with the right origin secret', () => {
    expect(clientAddress(through('203.0.113.9', secret), secret)).toBe('203.0.113.9');
    expect(clientAddress(through('2001:db8:1:2::99', secret), secret)).toBe('2001:db8:1:2::/64');
  });

  it('falls back to the TCP peer for a wrong, missing or unconfigured secret', () => {
    expect(clientAddress(through('203.0.113.9', 'guess'), secret)).toBe('130.176.0.10');
    expect(clientAddress(through('203.0.113.9', `${secret}x`), secret)).toBe('130.176.0.10');
    expect(clientAddress(through('203.0.113.9', undefined), secret)).toBe('130.176.0.10');
    expect(clientAddress(through('203.0.113.9', secret), undefined)).toBe('130.176.0.10');
    expect(clientAddress(through('203.0.113.9', ''), '')).toBe('130.176.0.10');
  });

  it('falls back to the TCP peer when the vouched header is not an address', () => {
    expect(clientAddress(through('not-an-ip', secret), secret)).toBe('130.176.0.10');
    expect(clientAddress({ sourceIp: '::ffff:10.1.2.3' }, secret)).toBe('10.1.2.3');
  });
});

describe('nextStep', () => {
  const rule = { name: 'login-address', limit: 5, windowSeconds: 900 };
  const now = 1_700_000_000;

  it('counts (creating the window) when there is none, starts over an expired one (TTL deletes late)', () => {
    expect(nextStep(rule, undefined, now)).toEqual({ kind: 'count' });
    expect(nextStep(rule, { attempts: 5, expires_at: now }, now)).toEqual({ kind: 'open' });
    expect(nextStep(rule, { attempts: 99, expires_at: now - 3600 }, now)).toEqual({ kind: 'open' });
  });

  it('counts in a live window with room, refuses a full one until it ends', () => {
    expect(nextStep(rule, { attempts: 4, expires_at: now + 10 }, now)).toEqual({ kind: 'count' });
    expect(nextStep(rule, { attempts: 5, expires_at: now + 10 }, now)).toEqual({ kind: 'refuse', retryAfterSeconds: 10 });
    expect(nextStep(rule, { attempts: 7, expires_at: now + 900 }, now)).toEqual({ kind: 'refuse', retryAfterSeconds: 900 });
  });
});

describe('retryMinutes', () => {
  it('rounds up to whole minutes and never says 0', () => {
    expect(retryMinutes(900)).toBe(15);
    expect(retryMinutes(899)).toBe(15);
    expect(retryMinutes(841)).toBe(15);
    expect(retryMinutes(840)).toBe(14);
    expect(retryMinutes(1)).toBe(1);
    expect(retryMinutes(0)).toBe(1);
  });
});

describe('the local gateway playing CloudFront', () => {
  const url = new URL('http://localhost:3000/api/auth/login');
  const forged = { [EDGE_HEADERS.viewerAddress]: '203.0.113.1', [EDGE_HEADERS.originVerify]: 'a-guess' };
  const req = { method: 'POST', httpVersion: '1.1', headers: forged, socket: { remoteAddress: '127.8.9.10', localAddress: '127.0.0.1' } } as unknown as IncomingMessage;
  const event = (secret?: string) => toEvent(req, url, Buffer.from('{}'), matchRoute('POST', url.pathname)!, { originVerifySecret: secret });

  it('writes the viewer address from the socket over a forged one, and drops a forged secret', () => {
    const direct = event();
    expect(direct.headers[EDGE_HEADERS.viewerAddress]).toBe('127.8.9.10');
    expect(direct.headers).not.toHaveProperty(EDGE_HEADERS.originVerify);
    // Without a secret the caller reached "API Gateway" directly: it is the TCP peer.
    expect(direct.requestContext.http.sourceIp).toBe('127.8.9.10');
    expect(clientAddress({ headers: direct.headers, sourceIp: direct.requestContext.http.sourceIp }, 's3cret')).toBe('127.8.9.10');
  });

  it('with an origin secret, adds it and reports the edge as the TCP peer, as behind CloudFront', () => {
    const edge = event('s3cret');
    expect(edge.headers[EDGE_HEADERS.originVerify]).toBe('s3cret');
    expect(edge.requestContext.http.sourceIp).toBe('127.0.0.1');
    expect(clientAddress({ headers: edge.headers, sourceIp: edge.requestContext.http.sourceIp }, 's3cret')).toBe('127.8.9.10');
  });
});

describe('per-address limits from the environment', () => {
  it('are the strict defaults unless a local stack raises them', () => {
    expect(config.registerMaxPerAddress).toBe(AUTH.registerMaxPerAddress);
    expect(config.forgotMaxPerAddress).toBe(AUTH.forgotMaxPerAddress);
    expect(throttleLimit('THROTTLE_REGISTER_PER_ADDRESS', 20, {}, 'local')).toBe(20);
    expect(throttleLimit('THROTTLE_REGISTER_PER_ADDRESS', 20, { THROTTLE_REGISTER_PER_ADDRESS: '' }, 'local')).toBe(20);
    expect(throttleLimit('THROTTLE_REGISTER_PER_ADDRESS', 20, { THROTTLE_REGISTER_PER_ADDRESS: '10000' }, 'local')).toBe(10000);
  });

  it('refuse an override in production, and nonsense anywhere', () => {
    expect(() => throttleLimit('THROTTLE_REGISTER_PER_ADDRESS', 20, { THROTTLE_REGISTER_PER_ADDRESS: '10000' }, 'production')).toThrow(/local stacks only/);
    for (const raw of ['0', '-3', '2.5', 'many']) {
      expect(() => throttleLimit('THROTTLE_FORGOT_PER_ADDRESS', 10, { THROTTLE_FORGOT_PER_ADDRESS: raw }, 'local'), raw).toThrow(/positive integer/);
    }
    // Production with the variable unset is the normal case.
    expect(throttleLimit('THROTTLE_FORGOT_PER_ADDRESS', 10, {}, 'production')).toBe(10);
  });
});
