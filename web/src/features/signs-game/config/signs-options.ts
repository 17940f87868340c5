import { SIGNS_TOPICS, UNAVAILABLE_SIGNS_TOPICS, type SignsTopic } from '@ifa/shared';

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
 * The custom set's fixed list (spec 2), with the patterns of the Meji rows of the catalogue
 * (shared/data/odu-catalogue.tsv: first four characters = right column). The server matches
 * these names against each sign's name and aliases (Oyeku = Oyekun, Okanran = Okana).
 */
export const CUSTOM_SIGNS = [
  { name: 'Baba Ejiogbe', pattern: '11111111' },
  { name: 'Oyeku Meji', pattern: '00000000' },
  { name: 'Iwori Meji', pattern: '01100110' },
  { name: 'Odi Meji', pattern: '10011001' },
  { name: 'Iroso Meji', pattern: '11001100' },
  { name: 'Ojuani Meji', pattern: '00110011' },
  { name: 'Obara Meji', pattern: '10001000' },
  { name: 'Okanran Meji', pattern: '00010001' },
] as const;

export const CUSTOM_SIGN_NAMES: readonly string[] = CUSTOM_SIGNS.map((sign) => sign.name);
