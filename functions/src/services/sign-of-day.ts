import { MSG, type Language } from '@ifa/shared';
import { ODU_CATALOGUE, yorubaNameOfLegs } from '../content/odu-catalogue.js';
import { detailTranslation } from '../content/translations-detail.js';
import { getOddun } from '../data/odduns.js';
import { signIdOf } from '../domain/practice/review-questions.js';
import { signOfDayLine, signOfDayPosition, utcDay } from '../domain/practice/sign-of-day.js';

/*
 * Served by the ifa-signs group, whose sign detail already bundles every Meji translation, so
 * the line is localised from that one pack: in the progress group it needed a second pack of
 * its own (DESIGN.md 8 bundle budget).
 */

/**
 * The sign of the day: the same for everyone, from the UTC date (DESIGN.md 5b), with one short
 * line of its study text (in the learner's language where translated) and the notice that it is study
 * material, not a personal reading.
 */
export async function signOfTheDay(language: Language, now: Date) {
  const fact = ODU_CATALOGUE[signOfDayPosition(now) - 1]!;
  const id = signIdOf(fact.position);
  const sign = await getOddun(id);
  return {
    date: utcDay(now),
    id,
    name: sign?.name ?? fact.name,
    yoruba_name: yorubaNameOfLegs(fact.right_leg, fact.left_leg),
    pattern: fact.binary_pattern,
    // In the learner's language where translated, else Spanish (domain/practice/sign-of-day.ts).
    ...signOfDayLine(sign, language, detailTranslation),
    generated: sign?.data_source === 'generated',
    notice: SIGN_OF_DAY_NOTICE[language],
  };
}

const SIGN_OF_DAY_NOTICE: Record<Language, string> = {
  es: MSG.signOfDayNotice,
  en: 'Study material, not a personal reading: the sign of the day is the same for everyone and does not replace a consultation.',
  fr: "Matériel d'étude, pas une lecture personnelle : le signe du jour est le même pour tous et ne remplace pas une consultation.",
};
