import type { ResponseBody } from '@ifa/shared';
import { getCatalogueVersion, listOddunSummaries, LIST_FIELDS, type CatalogueVersion } from '../data/odduns.js';
import { etagOf } from '../lib/etag.js';
import {
  SIGN_LIST_CACHE_CONTROL,
  SIGN_LIST_FRESHNESS,
  SIGN_LIST_SETTLING_CACHE_CONTROL,
  SIGN_LIST_SHAPE,
} from './sign-list-policy.js';

type ListBody = ResponseBody<'oddunList'>;

/**
 * The encyclopedia's list of signs, about 100 RCU to read (DESIGN.md 8), with its ETag taken
 * from the catalogue version (data/odduns.ts) rather than from the content: a container that
 * knows the version answers a matching If-None-Match without reading the list, and, within
 * `versionTrustSeconds` of reading the version, without reading anything.
 */
export interface SignList {
  etag: string;
  cacheControl: string;
  /** The list itself: from this container's copy, or read now. */
  body: () => Promise<ListBody>;
}

interface Known extends CatalogueVersion {
  checkedAt: number;
}

let known: Known | undefined;
let checking: Promise<Known> | undefined;
/** One copy per pool (a level's maxPosition), bound to the version it was read under. */
const copies = new Map<number, { token: string; body: Promise<ListBody> }>();

const trusted = (k: Known | undefined, now: number): k is Known => k !== undefined && now - k.checkedAt < SIGN_LIST_FRESHNESS.versionTrustSeconds * 1000;
const settled = (k: Known, now: number) => now - k.changedAt >= SIGN_LIST_FRESHNESS.settleSeconds * 1000;

/** The ETag of a pool's list under a catalogue version. */
export const listEtag = (token: string, maxPosition: number) => etagOf({ catalogue: token, pool: maxPosition, shape: SIGN_LIST_SHAPE, fields: LIST_FIELDS });

async function catalogueVersion(now: number): Promise<Known> {
  if (trusted(known, now)) return known;
  // Concurrent requests of one container (the local gateway runs many) share one read.
  checking ??= getCatalogueVersion()
    .then((version) => (known = { ...version, checkedAt: now }))
    .finally(() => (checking = undefined));
  return checking;
}

async function readList(maxPosition: number): Promise<ListBody> {
  const odduns = await listOddunSummaries(maxPosition);
  return { odduns, total: odduns.length };
}

/**
 * The current ETag of a pool's list when this container can tell it without any read: it read
 * the version less than `versionTrustSeconds` ago, and the version has settled. Otherwise
 * undefined (the caller goes the ordinary way).
 */
export function knownSignListEtag(maxPosition: number, now = Date.now()): string | undefined {
  if (!trusted(known, now) || !settled(known, now)) return undefined;
  return listEtag(known.token, maxPosition);
}

export async function signList(maxPosition: number, now = Date.now()): Promise<SignList> {
  // The version first, the list after it: the list read is never older than the version it is
  // bound to.
  const version = await catalogueVersion(now);
  if (!settled(version, now)) {
    // Just changed: gsi1 may not show the change yet. Answer what it shows, bound to nothing.
    const body = await readList(maxPosition);
    return { etag: etagOf(body), cacheControl: SIGN_LIST_SETTLING_CACHE_CONTROL, body: async () => body };
  }
  return {
    etag: listEtag(version.token, maxPosition),
    cacheControl: SIGN_LIST_CACHE_CONTROL,
    body: () => {
      let copy = copies.get(maxPosition);
      if (copy?.token !== version.token) {
        copy = { token: version.token, body: readList(maxPosition) };
        copies.set(maxPosition, copy);
        // A failed read is not kept: the next request reads again.
        const mine = copy;
        mine.body.catch(() => {
          if (copies.get(maxPosition) === mine) copies.delete(maxPosition);
        });
      }
      return copy.body;
    },
  };
}
