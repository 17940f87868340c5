import { MSG, type Language } from '@ifa/shared';
import { ODU_CATALOGUE, yorubaNameOfLegs } from '../content/odu-catalogue.js';
import { oddunRead } from '../data/odduns.js';
import { batchGet } from '../data/paging.js';
import { translationsRead } from '../data/sign-translations.js';
import { signIdOf } from '../domain/practice/review-questions.js';
import { signOfDayLine, signOfDayPosition, utcDay } from '../domain/practice/sign-of-day.js';

/**
 * The sign of the day: the same for everyone, from the UTC date (DESIGN.md 5b), with one short
 * line of its study text (in the learner's language where translated) and the notice that it is study
 * material, not a personal reading.
 */
export async function signOfTheDay(language: Language, now: Date) {
  const fact = ODU_CATALOGUE[signOfDayPosition(now) - 1]!;
  const id = signIdOf(fact.position);
  // The sign and its translations in one request (decision 024).
  const signRead = oddunRead(id);
  const translationRead = translationsRead(id);
  const items = await batchGet([...signRead.keys, ...translationRead.keys]);
  const sign = signRead.from(items);
  return {
    date: utcDay(now),
    id,
    name: sign?.name ?? fact.name,
    yoruba_name: yorubaNameOfLegs(fact.right_leg, fact.left_leg),
    pattern: fact.binary_pattern,
    // In the learner's language where translated, else Spanish (domain/practice/sign-of-day.ts).
    ...signOfDayLine(sign, language, translationRead.from(items)),
    generated: sign?.data_source === 'generated',
    notice: SIGN_OF_DAY_NOTICE[language],
  };
}

const SIGN_OF_DAY_NOTICE: Record<Language, string> = {
  es: MSG.signOfDayNotice,
  en: 'Study material, not a personal reading: the sign of the day is the same for everyone and does not replace a consultation.',
  fr: "Matériel d'étude, pas une lecture personnelle : le signe du jour est le même pour tous et ne remplace pas une consultation.",
};
