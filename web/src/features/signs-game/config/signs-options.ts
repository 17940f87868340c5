import { SIGNS_TOPICS, UNAVAILABLE_SIGNS_TOPICS, type SignsTopic } from '@ifa/shared';
import { PRINCIPAL_SIGNS } from '@ifa/shared/naming';

/**
 * The choices of the signs game's setup screens (spec 2 "Signs of Ifa game", spec 9).
 * Words live in the `signsGame` catalog; this file holds only the facts the screens need.
 */

/** Spec 9's difficulty tags of the topics. */
export const TOPIC_DIFFICULTY: Record<SignsTopic, 'easy' | 'medium' | 'hard'> = {
  recognition: 'easy',
  binary_patterns: 'easy',
  sureye: 'medium',
  born_in_sign: 'medium',
  prohibitions: 'medium',
  elements: 'medium',
  spiritual: 'hard',
  refranes: 'hard',
  patakines: 'hard',
};

/**
 * Topics the catalogue has no content for (`UNAVAILABLE_SIGNS_TOPICS`, shared with the server).
 * The catalogue carries no sourced suyere texts and the project invents no liturgy, so a
 * sureye-only game would be refused by the server: the card is shown as not yet available,
 * with the reason (`signsGame.topics.sureyeReason`), it cannot be selected, and 'random'
 * leaves it out.
 */
export const UNAVAILABLE_TOPICS: readonly SignsTopic[] = SIGNS_TOPICS.filter((topic) => Boolean(UNAVAILABLE_SIGNS_TOPICS[topic]));

export const AVAILABLE_TOPICS: readonly SignsTopic[] = SIGNS_TOPICS.filter((topic) => !UNAVAILABLE_TOPICS.includes(topic));

/**
 * The custom set's fixed list (spec 2): the first eight Meji, named as the catalogue names them
 * (Oyekun Meji, Okana Meji: the Lucumí spellings every other screen shows) from the one list of
 * principal signs in shared/, each drawn from its pattern (right column twice). `name` is what
 * the server receives (it matches names and aliases); `yoruba` is for the naming setting.
 */
export const CUSTOM_SIGNS: readonly { name: string; yoruba: string; pattern: string }[] = PRINCIPAL_SIGNS.slice(0, 8).map((sign) => ({
  name: sign.meji.lucumi,
  yoruba: sign.meji.yoruba,
  pattern: sign.column + sign.column,
}));

export const CUSTOM_SIGN_NAMES: readonly string[] = CUSTOM_SIGNS.map((sign) => sign.name);
