import type { webcrypto } from 'node:crypto';
import { verifyAccessToken, type VerifiedToken } from '../domain/tokens.js';
import { BoundedMap } from '../lib/bounded-map.js';

type Key = webcrypto.CryptoKey | Uint8Array;

/**
 * The access tokens this container has verified lately, with their subject and expiry.
 *
 * A learner's requests carry the same token for a day, and verifying it again costs more than
 * anything else the stack does for a request of its own: jose checks HS256 with WebCrypto,
 * whose HMAC is a job on libuv's thread pool, about 8% of an answer's CPU on the main thread
 * alone (DESIGN.md 8, answer latency). Like an API Gateway authorizer's result cache, the
 * entry is keyed by the whole token, so a token that differs in any byte is verified in full;
 * an entry serves only until the token's own `exp`; and the cache is emptied if the signing
 * key ever changes (it is read once per cold start, lib/jwt-secret.ts).
 *
 * Only the token is taken on trust here: the user item is still read on every request
 * (DESIGN.md 4), so a deleted, deactivated or demoted user is refused at once as before.
 */
export function tokenVerifier(verify: (token: string, key: Key) => Promise<VerifiedToken> = verifyAccessToken, kept = 1000) {
  const known = new BoundedMap<string, VerifiedToken>(kept);
  let knownKey: Key | undefined;
  return async function subjectOf(token: string, key: Key, nowSeconds = Date.now() / 1000): Promise<string> {
    if (key !== knownKey) {
      known.clear();
      knownKey = key;
    }
    const seen = known.get(token);
    // jose's own rule: a token is expired from the second its `exp` names.
    if (seen && nowSeconds < seen.exp) return seen.sub;
    if (seen) known.delete(token);
    const verified = await verify(token, key);
    known.set(token, verified);
    return verified.sub;
  };
}
