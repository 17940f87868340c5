/**
 * How fresh the encyclopedia's list of signs is kept (DESIGN.md 8: cacheable with ETag and
 * Cache-Control, a repeat load costs 0 RCU). Plain numbers, no imports: the CDK reads them too
 * (infra/lib/site.ts caps CloudFront's copy at `maxAgeSeconds`).
 *
 * An admin's edit reaches every learner within `maxStaleSeconds` (50 s):
 * - a container trusts the catalogue version it read for `versionTrustSeconds` (10 s): the
 *   list it answered just before the edit may go out for that long;
 * - browsers and CloudFront keep an answer for `maxAgeSeconds` (30 s), then may show it for
 *   `staleWhileRevalidateSeconds` (10 s) more while they revalidate in the background.
 * Under a minute, like the games' catalogue: a correction to a sign is not urgent to the
 * second, and the learner who reloads within those seconds costs nothing (a browser or edge
 * hit, or a 304 from a container that already knows the version).
 */
export const SIGN_LIST_FRESHNESS = {
  versionTrustSeconds: 10,
  /**
   * gsi1, which the list is read from, is eventually consistent (usually well under a second
   * behind the table): for this long after a change, a container does not bind what it reads to
   * the new version's ETag (the answer carries a content hash and `no-cache` instead).
   */
  settleSeconds: 10,
  maxAgeSeconds: 30,
  staleWhileRevalidateSeconds: 10,
} as const;

export const SIGN_LIST_MAX_STALE_SECONDS =
  Math.max(SIGN_LIST_FRESHNESS.versionTrustSeconds, SIGN_LIST_FRESHNESS.settleSeconds) +
  SIGN_LIST_FRESHNESS.maxAgeSeconds +
  SIGN_LIST_FRESHNESS.staleWhileRevalidateSeconds;

/**
 * `public`: the list holds no per-user field (has_secret says whether a sign HAS a secret, not
 * whether this learner bought it), so any cache may keep it; CloudFront keys its copy on the
 * Authorization header anyway, because the route wants a signed-in user (infra/lib/site.ts).
 */
export const SIGN_LIST_CACHE_CONTROL =
  `public, max-age=${SIGN_LIST_FRESHNESS.maxAgeSeconds}, stale-while-revalidate=${SIGN_LIST_FRESHNESS.staleWhileRevalidateSeconds}`;

/** Right after a change: revalidate every time (see `settleSeconds`). */
export const SIGN_LIST_SETTLING_CACHE_CONTROL = 'no-cache';

/**
 * Bumped when the list's JSON changes shape with a deploy (fields added, renamed): the ETag
 * of the same catalogue version then changes too, so no browser keeps the old shape.
 */
export const SIGN_LIST_SHAPE = 1;
