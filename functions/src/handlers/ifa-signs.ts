import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ECONOMY, MSG, OddunListQuery, SIGNS_LEVELS, endpoints, type Difficulty, type Language, type Oddun, type ResponseBody } from '@ifa/shared';
import { reviewsRead, type ContentReview } from '../data/content-reviews.js';
import { getOddun, getSecret, hasSecret, oddunRead } from '../data/odduns.js';
import { translationsRead } from '../data/sign-translations.js';
import type { TranslationLookup } from '../content/translations.js';
import { purchaseSecret } from '../data/wallet.js';
import { verifyAccessToken } from '../domain/tokens.js';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors.js';
import { etagOf, notModified } from '../lib/etag.js';
import { jwtKey } from '../lib/jwt-secret.js';
import { log } from '../lib/log.js';
import { countEvent } from '../lib/metrics.js';
import { signDetail } from '../services/sign-detail.js';
import { FIGURES_CACHE_CONTROL, platformFigures } from '../services/platform-figures.js';
import { signOfTheDay } from '../services/sign-of-day.js';
import { studyPack } from '../services/study-pack.js';
import { markReviewed, requestChanges, reviewQueue } from '../services/content-review.js';
import { reviewContribution, submitContribution } from '../services/contribution-review.js';
import { editSection } from '../services/section-edit.js';
import { knownSignListEtag, signList } from '../services/sign-list.js';
import { SIGN_LIST_CACHE_CONTROL } from '../services/sign-list-policy.js';
import { groupHandler, lambdaRouteKey, Reply } from '../http/group-handler.js';
import { fromEdge } from '../http/middleware/edge-only.js';
import { ifaSignsSchemas } from '@ifa/shared/routes/ifa-signs';

const STUDY_PACK_CACHE_CONTROL = 'private, no-cache';

const poolSize = (level: Difficulty | 'encyclopedia') => (level === 'encyclopedia' ? 256 : SIGNS_LEVELS[level].signs);

const groupRoutes = groupHandler('ifa-signs', ifaSignsSchemas, {

  oddunList: async ({ query, event }) => {
    const list = await signList(poolSize(query.level));
    const headers = { etag: list.etag, 'cache-control': list.cacheControl };
    // A 304 has no body (group-handler.ts drops it): the list is not even read.
    if (notModified(event, list.etag)) return new Reply(undefined as unknown as ResponseBody<'oddunList'>, 304, headers);
    return new Reply(await list.body(), 200, headers);
  },

  oddunDetail: async ({ params, user, event, prefetched }) => {
    const { oddun, reviews, translations } = prefetched as { oddun: Oddun | null; reviews: ContentReview[]; translations: TranslationLookup };
    if (!oddun) throw notFound(MSG.oddunNotFound);
    // The secret is read only for those who may see it: a second request, for them alone.
    const secret = user.role === 'admin' || user.purchased_secrets.includes(params.id) ? await getSecret(params.id) : null;
    // In the learner's stored language (DESIGN.md 6): the web sends nothing more.
    const body = signDetail(oddun, secret, (user.language ?? 'es') as Language, translations, reviews);
    const etag = etagOf(body);
    const headers = { etag, 'cache-control': 'private, max-age=0, must-revalidate' };
    return new Reply(body, notModified(event, etag) ? 304 : 200, headers);
  },

  // Revalidated on every use (no-cache): the device keeps it in IndexedDB, the browser only answers 304s.
  studyPack: async ({ user, event }) => {
    const pack = await studyPack((user.language ?? 'es') as Language);
    if (pack.etag && notModified(event, pack.etag)) return new Reply(undefined as unknown as ResponseBody<'studyPack'>, 304, { etag: pack.etag, 'cache-control': STUDY_PACK_CACHE_CONTROL });
    const body = await pack.body();
    const etag = pack.etag ?? etagOf(body);
    return new Reply(body, notModified(event, etag) ? 304 : 200, { etag, 'cache-control': STUDY_PACK_CACHE_CONTROL });
  },

  reviewQueue: async ({ user }) => reviewQueue(user),
  reviewMark: async ({ user, params, body }) => markReviewed(user, params, body, new Date()),
  reviewContribution: async ({ user, params, body }) => reviewContribution(user, params.id, body, new Date()),
  reviewEdit: async ({ user, params, body }) => editSection(user, params, body, new Date()),
  reviewRequestChanges: async ({ user, params, body }) => requestChanges(user, params, body, new Date()),

  contribute: async ({ body, user }) => {
    // The author is the token's user; naming another user is refused.
    if (body.user_id && body.user_id !== user.id) throw forbidden(MSG.contributeForOther);
    const contribution = await submitContribution(user, body);
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

  // Public: the learner's language when signed in, else the one asked for, else Spanish.
  signOfDay: async ({ query, user }) => signOfTheDay(query.language ?? user?.language ?? 'es', new Date()),

  // Public, the same for everyone: cacheable by the browser, and answered 304 when unchanged.
  platformFigures: async ({ event }) => {
    const figures = await platformFigures();
    const etag = etagOf(figures);
    const headers = { etag, 'cache-control': FIGURES_CACHE_CONTROL };
    return new Reply(figures, notModified(event, etag) ? 304 : 200, headers);
  },
},
  // A sign detail is a hot path (DESIGN.md 8): the sign is read in the user's request.
  // The sign, its sections' reviews (issue 36) and its translations (decision 024) in the request
  // that reads the user: one round trip.
  {
    oddunDetail: ({ params }) => {
      const sign = oddunRead(params.id);
      const reviews = reviewsRead(params.id);
      const translations = translationsRead(params.id);
      return {
        keys: [...sign.keys, ...reviews.keys, ...translations.keys],
        from: (items) => ({ oddun: sign.from(items), reviews: reviews.from(items), translations: translations.from(items) }),
      };
    },
  },
);

const LIST_ROUTE_KEY = lambdaRouteKey(endpoints.oddunList);

/**
 * A learner's repeat load of the list, answered 304 before the user item is read: 0 RCU
 * (DESIGN.md 8), where the group's middleware would read the user first (0.5 RCU). Only when
 * this container knows the list's current ETag without a read (services/sign-list.ts), the
 * request carries it, and its token is valid (signature and expiry, as group-handler.ts checks
 * it). Anything else, a refusal included, goes the ordinary way through the group handler.
 *
 * The one answer that does not load the user (DESIGN.md 4 loads it on every authenticated
 * request so a deactivated user is refused at once): a 304 carries no data, and says only that
 * the copy the caller already holds, the same for every learner, is still current.
 */
async function revalidatedList(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2 | undefined> {
  // A request that skipped CloudFront goes the ordinary way, to the group's 403 (edge-only.ts).
  if (event.routeKey !== LIST_ROUTE_KEY || !event.headers?.['if-none-match'] || !fromEdge(event)) return undefined;
  const query = OddunListQuery.safeParse(event.queryStringParameters ?? {});
  if (!query.success) return undefined;
  const etag = knownSignListEtag(poolSize(query.data.level));
  if (!etag || !notModified(event, etag)) return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(event.headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  try {
    await verifyAccessToken(token, await jwtKey());
  } catch {
    return undefined;
  }
  return { statusCode: 304, headers: { etag, 'cache-control': SIGN_LIST_CACHE_CONTROL } };
}

export async function handler(event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> {
  const started = Date.now();
  const revalidated = await revalidatedList(event);
  if (!revalidated) return groupRoutes(event, context);
  // The group's request line (http/middleware/request-log.ts), for the answer that skipped it.
  log('info', 'request', { route: event.routeKey, status: 304, latencyMs: Date.now() - started, apiRequestId: event.requestContext?.requestId, revalidated: true });
  return revalidated;
}
