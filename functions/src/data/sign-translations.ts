import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@ifa/shared';
import { ODU_CATALOGUE } from '../content/odu-catalogue.js';
import { slugify } from '../content/slug.js';
import type { SignTranslation, TranslationLookup } from '../content/translations.js';
import { TABLE, ddb } from '../lib/ddb.js';
import { signTranslationKey } from './keys.js';
import { batchGet, itemOf, type ItemsRead } from './paging.js';

/**
 * The Meji's study texts in English and French (DESIGN.md 6, decision 024): one item per sign and
 * language, `ODDUN#<id>` / `TRANSLATION#<language>`, the whole translation (content/translations.ts)
 * as brotli-compressed JSON. Compressed because every detail in another language reads one: a
 * translation of about 9 KB is stored in about 3 KB, one read unit instead of three. The seed
 * writes them from the content files; readers take the part they match (`translationView`).
 */
const LANGUAGES = ['en', 'fr'] as const satisfies readonly Language[];

/** The ids of the sixteen Meji, the only signs with translations of their own (the others follow templates). */
export const MEJI_IDS: readonly string[] = ODU_CATALOGUE.filter((f) => f.is_meji).map((f) => slugify(f.name));
const IS_MEJI = new Set(MEJI_IDS);

const encode = (translation: SignTranslation) =>
  brotliCompressSync(Buffer.from(JSON.stringify(translation)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const decode = (data: Uint8Array): SignTranslation => JSON.parse(brotliDecompressSync(data).toString('utf8')) as SignTranslation;
const hashOf = (translation: SignTranslation) => createHash('sha256').update(JSON.stringify(translation)).digest('hex').slice(0, 16);

/** The lookup over items read: each decoded once, when first asked for. */
function lookupOf(items: ReadonlyArray<Record<string, unknown>>): TranslationLookup {
  const decoded = new Map<string, SignTranslation>();
  return (id, language) => {
    const key = signTranslationKey(id, language);
    const cacheKey = `${key.pk}|${key.sk}`;
    const known = decoded.get(cacheKey);
    if (known) return known;
    const item = itemOf(items as Parameters<typeof itemOf>[0], key);
    if (!item?.data) return undefined;
    const translation = decode(item.data as Uint8Array);
    decoded.set(cacheKey, translation);
    return translation;
  };
}

/**
 * A sign's translations, to ride in another request's BatchGetItem (the detail's): the learner's
 * language is not known before the user is read, so both; none for a sign that is not a Meji.
 */
export function translationsRead(id: string): ItemsRead<TranslationLookup> {
  const keys = IS_MEJI.has(id) ? LANGUAGES.map((language) => signTranslationKey(id, language)) : [];
  return { keys, from: lookupOf };
}

/** The translations of the given signs into one language (Spanish: none read). */
export async function translationsOf(ids: readonly string[], language: Language): Promise<TranslationLookup> {
  if (language === 'es') return () => undefined;
  const keys = ids.filter((id) => IS_MEJI.has(id)).map((id) => signTranslationKey(id, language));
  return lookupOf(keys.length ? await batchGet(keys) : []);
}

/** Every Meji's translation into one language: the signs game, the study pack, the review queue. */
export const mejiTranslations = (language: Language) => translationsOf(MEJI_IDS, language);

/**
 * Seed write (idempotent): stores the translation when the content files changed it. A stage's
 * translations follow its content files; what reviewers do in the panel is kept apart
 * (data/content-reviews.ts), so nothing here is overwritten that someone made by hand.
 */
export async function seedSignTranslation(id: string, language: Language, translation: SignTranslation, now: string): Promise<'written' | 'unchanged'> {
  const hash = hashOf(translation);
  const key = signTranslationKey(id, language);
  const current = await ddb.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true, ProjectionExpression: 'seed_hash' }));
  if (current.Item?.seed_hash === hash) return 'unchanged';
  await ddb.send(new PutCommand({ TableName: TABLE, Item: { ...key, type: 'SignTranslation', language, data: encode(translation), seed_hash: hash, updated_at: now } }));
  return 'written';
}
