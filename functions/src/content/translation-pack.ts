/**
 * The generated translation files (generated/meji-translations*.json, written by `npm run
 * content`): per language, one pack (translations.ts) as brotli-compressed JSON in base64. Why
 * compressed: see translations.ts. A Lambda unpacks a language the first time it is asked for it
 * and keeps it for the container's life.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { Language } from '@ifa/shared';
import type { SignTranslation, TranslationPack } from './translations.js';

/** A generated file: a language without translations yet is absent (or null). */
export type PackedTranslations = Partial<Record<Language, string | null>>;

/** The file's JSON for these packs (deterministic: the same packs give the same text). */
export function packTranslations(packs: Partial<Record<Language, TranslationPack>>): PackedTranslations {
  return Object.fromEntries(
    Object.entries(packs).map(([language, pack]) => [
      language,
      brotliCompressSync(Buffer.from(JSON.stringify(pack)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).toString('base64'),
    ]),
  );
}

/** The pack of one language, decoded. */
export function unpackTranslations(file: PackedTranslations, language: Language): TranslationPack {
  const data = file[language];
  return data ? (JSON.parse(brotliDecompressSync(Buffer.from(data, 'base64')).toString('utf8')) as TranslationPack) : {};
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
