import { ECONOMY, MSG, SIGNS_LEVELS, type Difficulty, type Oddun, type ResponseBody } from '@ifa/shared';
import { createContribution } from '../data/contributions.js';
import { getOddun, getSecret, hasSecret, listOddunSummaries, oddunRead, type OddunSummary } from '../data/odduns.js';
import { purchaseSecret } from '../data/wallet.js';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors.js';
import { etagOf, notModified } from '../lib/etag.js';
import { countEvent } from '../lib/metrics.js';
import { groupHandler, Reply } from '../http/group-handler.js';
import { ifaSignsSchemas } from '@ifa/shared/routes/ifa-signs';
import storedOpenApi from '../content/generated/openapi.json' with { type: 'json' };

/**
 * The catalogue changes only when an admin edits it, so each container keeps the list for a
 * minute: the hot list endpoint costs no read most of the time (DESIGN.md 8).
 */
const LIST_TTL_MS = 60_000;
const listCache = new Map<number, { at: number; body: { odduns: OddunSummary[]; total: number }; etag: string }>();

async function cachedList(maxPosition: number) {
  const hit = listCache.get(maxPosition);
  if (hit && Date.now() - hit.at < LIST_TTL_MS) return hit;
  const odduns = await listOddunSummaries(maxPosition);
  const body = { odduns, total: odduns.length };
  const entry = { at: Date.now(), body, etag: etagOf(body) };
  listCache.set(maxPosition, entry);
  return entry;
}

/**
 * The OpenAPI document, built from the route table by `npm run content` and stored gzipped
 * (scripts/src/content/openapi.ts): neither the builder nor the other groups' schemas are in
 * this Lambda. Unpacked at the first request for it (zlib loaded then), once per container.
 */
let openApi: Promise<{ body: ResponseBody<'openApi'>; etag: string }> | undefined;
const unpackOpenApi = async () => {
  const { gunzipSync } = await import('node:zlib');
  return { body: JSON.parse(gunzipSync(Buffer.from(storedOpenApi.gzip_base64, 'base64')).toString('utf8')) as ResponseBody<'openApi'>, etag: storedOpenApi.etag };
};

const poolSize = (level: Difficulty | 'encyclopedia') => (level === 'encyclopedia' ? 256 : SIGNS_LEVELS[level].signs);

export const handler = groupHandler('ifa-signs', ifaSignsSchemas, {
  openApi: async ({ event }) => {
    openApi ??= unpackOpenApi();
    const { body, etag } = await openApi;
    // Changes only with a deploy: browsers may keep it a few minutes, then revalidate by ETag.
    const headers = { etag, 'cache-control': 'public, max-age=300' };
    return new Reply(body, notModified(event, etag) ? 304 : 200, headers);
  },

  oddunList: async ({ query, event }) => {
    const { body, etag } = await cachedList(poolSize(query.level));
    const headers = { etag, 'cache-control': 'private, max-age=0, must-revalidate' };
    if (notModified(event, etag)) return new Reply(body, 304, headers);
    return new Reply(body, 200, headers);
  },

  oddunDetail: async ({ params, user, event, prefetched }) => {
    const oddun = prefetched as Oddun | null;
    if (!oddun) throw notFound(MSG.oddunNotFound);
    // The secret is read only for those who may see it: a second request, for them alone.
    const secret = user.role === 'admin' || user.purchased_secrets.includes(params.id) ? await getSecret(params.id) : null;
    const body = { ...oddun, secret_unlocked: Boolean(secret), ...(secret ? { secret_content: secret } : {}) };
    const etag = etagOf(body);
    const headers = { etag, 'cache-control': 'private, max-age=0, must-revalidate' };
    return new Reply(body, notModified(event, etag) ? 304 : 200, headers);
  },

  contribute: async ({ body, user }) => {
    // The author is the token's user; naming another user is refused.
    if (body.user_id && body.user_id !== user.id) throw forbidden(MSG.contributeForOther);
    const oddun = await getOddun(body.oddun_id);
    if (!oddun) throw notFound(MSG.oddunNotFound);
    const contribution = await createContribution({
      user_id: user.id,
      user_name: user.full_name || user.username,
      oddun_id: oddun.id,
      oddun_name: oddun.name,
      section: body.section,
      type: body.type,
      content: body.content,
    });
    countEvent('ContributionSubmitted');
    return new Reply({ success: true as const, message: MSG.contributionSent, contribution_id: contribution.id }, 201);
  },

  purchaseSecret: async ({ body, user }) => {
    if (!(await hasSecret(body.oddun_id))) {
      throw (await getOddun(body.oddun_id)) ? badRequest(MSG.noSecret) : notFound(MSG.oddunNotFound);
    }
    // The price is the server's; the client's `cost` is ignored (DESIGN.md 5).
    const outcome = await purchaseSecret(user.id, body.oddun_id, ECONOMY.secretPrice);
    // Only a real sale counts: buying an owned secret again is answered but charges nothing.
    if (outcome.status === 'purchased') countEvent('SecretPurchased');
    switch (outcome.status) {
      case 'purchased':
      case 'already_owned':
        return {
          success: true as const,
          new_balance: outcome.balance,
          already_owned: outcome.status === 'already_owned',
          purchased_secrets: [...outcome.owned].sort(),
        };
      case 'insufficient':
        throw badRequest(MSG.insufficientCowries);
      case 'no_user':
        throw unauthorized();
    }
  },
},
  // A sign detail is a hot path (DESIGN.md 8): the sign is read in the user's request.
  { oddunDetail: ({ params }) => oddunRead(params.id) },
);
