/**
 * The element values of the catalogue (meji.ts) in English and French. There are only six, so
 * the signs game translates them instead of quoting Spanish study text; a value an admin adds
 * later has no entry and is then shown as Spanish study text (`translateElement` gives null).
 */
import { foldName, type Language } from '@ifa/shared';

const ELEMENTS: Readonly<Record<string, Readonly<Record<Exclude<Language, 'es'>, string>>>> = {
  'Luz (el Sol, el día)': { en: 'Light (the Sun, the day)', fr: 'Lumière (le Soleil, le jour)' },
  'Oscuridad (la noche)': { en: 'Darkness (the night)', fr: 'Obscurité (la nuit)' },
  'Agua (el mar)': { en: 'Water (the sea)', fr: 'Eau (la mer)' },
  'Hierro (el metal)': { en: 'Iron (metal)', fr: 'Fer (le métal)' },
  'Viento (el aire)': { en: 'Wind (the air)', fr: 'Vent (l’air)' },
  'Agua dulce (los ríos)': { en: 'Fresh water (the rivers)', fr: 'Eau douce (les rivières)' },
};

const fold = foldName;
const byKey = new Map(Object.entries(ELEMENTS).map(([es, t]) => [fold(es), t]));

/** The element in the language asked for; Spanish as it is; null when no translation exists. */
export function translateElement(value: string, language: Language): string | null {
  if (language === 'es') return value.trim();
  return byKey.get(fold(value))?.[language] ?? null;
}

/** The Spanish values that have a translation (tests check the catalogue against it). */
export const TRANSLATED_ELEMENTS = Object.keys(ELEMENTS);
