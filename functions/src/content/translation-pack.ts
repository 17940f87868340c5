/**
 * The generated translation files (generated/meji-translations*.json, written by `npm run
 * content`): per language, one pack (translations.ts) as brotli-compressed JSON in base64. Why
 * compressed: see translations.ts. A Lambda unpacks a language the first time it is asked for it
 * and keeps it for the container's life.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { Language } from '@ifa/shared';
import type { SignTranslation, TranslationPack } from './translations.js';

/**
 * A generated file: a language without translations yet is absent (or null). Under `es`, the
 * per-item fingerprints of the Spanish (`SignTranslation.items`), stored once: they are the same
 * for every language, and the detail Lambda would otherwise bundle them once per language.
 */
export type PackedTranslations = Partial<Record<Language, string | null>>;

const compress = (value: unknown) =>
  brotliCompressSync(Buffer.from(JSON.stringify(value)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).toString('base64');
const decompress = <T>(data: string): T => JSON.parse(brotliDecompressSync(Buffer.from(data, 'base64')).toString('utf8')) as T;

type Fingerprints = Record<string, SignTranslation['items']>;

/** The file's JSON for these packs (deterministic: the same packs give the same text). Throws if two languages disagree on the Spanish they translate. */
export function packTranslations(packs: Partial<Record<Language, TranslationPack>>): PackedTranslations {
  const spanish: Fingerprints = {};
  const out: PackedTranslations = {};
  for (const [language, pack] of Object.entries(packs) as [Language, TranslationPack][]) {
    const rest: TranslationPack = {};
    for (const [id, { items, ...translation }] of Object.entries(pack)) {
      rest[id] = translation;
      if (!items) continue;
      if (spanish[id] && JSON.stringify(spanish[id]) !== JSON.stringify(items)) throw new Error(`${id}: the ${language} translation was made from another Spanish text than the others`);
      spanish[id] = items;
    }
    out[language] = compress(rest);
  }
  return Object.keys(spanish).length ? { ...out, es: compress(spanish) } : out;
}

/** The pack of one language, decoded, its Spanish fingerprints put back. */
export function unpackTranslations(file: PackedTranslations, language: Language): TranslationPack {
  const data = language === 'es' ? undefined : file[language];
  if (!data) return {};
  const pack = decompress<TranslationPack>(data);
  const spanish = file.es ? decompress<Fingerprints>(file.es) : {};
  for (const [id, items] of Object.entries(spanish)) if (pack[id] && items) pack[id] = { ...pack[id], items };
  return pack;
}

/** A reader of one generated file: the translation of a sign into a language, unpacked once per language. */
export function translationReader(file: PackedTranslations): (id: string, language: Language) => SignTranslation | undefined {
  const packs = new Map<Language, TranslationPack>();
  return (id, language) => {
    if (language === 'es') return undefined;
    let pack = packs.get(language);
    if (!pack) packs.set(language, (pack = unpackTranslations(file, language)));
    return pack[id];
  };
}
