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

/** A stored translation and its version (every write adds one: a write made on an older one is refused). */
export interface StoredTranslation {
  translation: SignTranslation;
  version: number;
}

/** One sign's translation into one language, as it is now (strongly consistent: a write decides on it). */
export async function getStoredTranslation(id: string, language: Language): Promise<StoredTranslation | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: signTranslationKey(id, language), ConsistentRead: true }));
  return out.Item?.data ? { translation: decode(out.Item.data as Uint8Array), version: Number(out.Item.version ?? 0) } : null;
}

/**
 * Transaction item: the translation changed in the panel (a reviewer applied a learner's
 * suggestion, issue 36), on the version that was read. Marked as edited there, so the seed never
 * writes over it (the export to the content files is how it reaches the repository).
 */
export function translationChangePut(id: string, language: Language, stored: StoredTranslation, translation: SignTranslation, now: string) {
  return {
    Put: {
      TableName: TABLE,
      Item: { ...signTranslationKey(id, language), type: 'SignTranslation', language, data: encode(translation), version: stored.version + 1, panel_edited: true, updated_at: now },
      ConditionExpression: stored.version ? 'version = :v' : 'attribute_exists(pk) AND attribute_not_exists(version)',
      ...(stored.version ? { ExpressionAttributeValues: { ':v': stored.version } } : {}),
    },
  };
}

/**
 * Seed write (idempotent): stores the translation when the content files changed it, unless it
 * was changed in the panel since (a reviewer's applied suggestion is not overwritten by a deploy).
 */
export async function seedSignTranslation(id: string, language: Language, translation: SignTranslation, now: string): Promise<'written' | 'unchanged'> {
  const hash = hashOf(translation);
  const key = signTranslationKey(id, language);
  const current = await ddb.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true, ProjectionExpression: 'seed_hash, version, panel_edited' }));
  if (current.Item?.seed_hash === hash || current.Item?.panel_edited) return 'unchanged';
  const version = Number(current.Item?.version ?? 0) + 1;
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...key, type: 'SignTranslation', language, data: encode(translation), seed_hash: hash, version, updated_at: now },
        // Not over a panel change made between the read and this write.
        ConditionExpression: 'attribute_not_exists(panel_edited)',
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return 'unchanged';
    throw error;
  }
  return 'written';
}
