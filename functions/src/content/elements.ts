/**
 * The element values of the catalogue (meji.ts) in English and French. There are only six, so
 * the signs game translates them instead of quoting Spanish study text; a value an admin adds
 * later has no entry and is then shown as Spanish study text (`translateElement` gives null).
 */
import { foldName, type Language } from '@ifa/shared';

interface ElementTranslation {
  /** The catalogue's Spanish value. */
  es: string;
  /**
   * `foldName(es)`, written out: folding at load compiled foldName's Unicode regexes in every
   * cold start of the games Lambda (3 ms). A wrong key fails the element test of
   * test/unit/content-catalogue.test.ts, which looks up every catalogue value.
   */
  key: string;
  en: string;
  fr: string;
}

const ELEMENTS: readonly ElementTranslation[] = [
  { es: 'Luz (el Sol, el día)', key: 'luz el sol el dia', en: 'Light (the Sun, the day)', fr: 'Lumière (le Soleil, le jour)' },
  { es: 'Oscuridad (la noche)', key: 'oscuridad la noche', en: 'Darkness (the night)', fr: 'Obscurité (la nuit)' },
  { es: 'Agua (el mar)', key: 'agua el mar', en: 'Water (the sea)', fr: 'Eau (la mer)' },
  { es: 'Hierro (el metal)', key: 'hierro el metal', en: 'Iron (metal)', fr: 'Fer (le métal)' },
  { es: 'Viento (el aire)', key: 'viento el aire', en: 'Wind (the air)', fr: 'Vent (l’air)' },
  { es: 'Agua dulce (los ríos)', key: 'agua dulce los rios', en: 'Fresh water (the rivers)', fr: 'Eau douce (les rivières)' },
];

const byKey = new Map(ELEMENTS.map((e) => [e.key, e]));

/** The element in the language asked for; Spanish as it is; null when no translation exists. */
export function translateElement(value: string, language: Language): string | null {
  if (language === 'es') return value.trim();
  return byKey.get(foldName(value))?.[language] ?? null;
}

/** The Spanish values that have a translation (tests check the catalogue against it). */
export const TRANSLATED_ELEMENTS = ELEMENTS.map((e) => e.es);
