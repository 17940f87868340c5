/**
 * A small heuristic detector of Spanish text, for the tests of study content in the learner's
 * language (DESIGN.md 6): an English or French screen or payload must not quote the Spanish study
 * material. It looks for Spanish function words and endings that English and French do not use
 * ('el', 'los', 'del', 'para', 'una', '-ción' ...); 'que' and 'y' count only outside French,
 * where they are words too ('ce que', 'il y a'). Proper names carry none of them, so a text made
 * of names and translated words passes; the caller can also strip names it knows (`except`).
 */
export type TextLanguage = 'en' | 'fr';

const COMMON = ['el', 'los', 'del', 'para', 'una', 'por', 'con', 'pero', 'también', 'está', 'están', 'muy', 'cuando', 'donde', 'porque', 'hacia', 'según'];
/** Spanish words that are also French words ('ce que', 'il y a', 'las', 'sobre', 'en sus'). */
const NOT_FRENCH = ['que', 'y', 'se', 'lo', 'al', 'es', 'las', 'sus', 'sobre'];
/** A Spanish ending no English or French word has ('-ción', '-ciones'); 'ñ' is left out: sign names have it (Ogbe Weñe). */
const ENDINGS = /\p{L}{2,}(?:ción|ciones)(?!\p{L})/u;

const wordRe = (words: readonly string[]) => new RegExp(`(?<![\\p{L}\\p{M}’'-])(?:${words.join('|')})(?![\\p{L}\\p{M}’'-])`, 'giu');

/**
 * The Spanish words found in `text` read as `language` (empty: it reads as English or French).
 * `except`: texts removed first (proper names, Yorùbá terms the screen shows as they are).
 */
export function spanishMarkers(text: string, language: TextLanguage, except: readonly string[] = []): string[] {
  let clean = text;
  for (const name of [...except].sort((a, b) => b.length - a.length)) if (name.trim()) clean = clean.split(name).join(' ');
  const words = language === 'fr' ? COMMON : [...COMMON, ...NOT_FRENCH];
  const found = [...clean.matchAll(wordRe(words))].map((m) => m[0].toLowerCase());
  const ending = clean.match(ENDINGS)?.[0];
  return ending ? [...found, ending] : found;
}

/** Whether `text` looks Spanish: one strong word is enough in a short text, two in a long one. */
export function looksSpanish(text: string, language: TextLanguage, except: readonly string[] = []): boolean {
  const markers = spanishMarkers(text, language, except);
  const words = text.split(/\s+/).filter(Boolean).length;
  return markers.length >= (words > 12 ? 2 : 1);
}

/** The sentences of `text` that look Spanish (for a failure message that shows them). */
export function spanishSentences(text: string, language: TextLanguage, except: readonly string[] = []): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s && looksSpanish(s, language, except));
}
