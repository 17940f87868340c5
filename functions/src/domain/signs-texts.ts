/**
 * What the signs game says, in the user's language (es/en/fr): prompts, true/false options,
 * the matching prompt, pair labels and the section names of `learning_reference`.
 *
 * The study texts a question quotes (refranes, patakines, taboos...) are not here: they exist
 * only in Spanish and travel apart, in `quote` (see signs-questions.ts). So a template never
 * embeds such a text: `v` is a value that reads the same in every language (a pattern, a
 * yoruba name, a translated element), or undefined when the value is given as the quote.
 * Sign names stay as they are.
 */
import { MSG, type Language } from '@ifa/shared';

export type VariantKey =
  | 'pattern_shown'
  | 'yoruba_name'
  | 'binary_pattern'
  | 'binary_pattern_typed'
  | 'element'
  | 'element_typed'
  | 'born_in_sign'
  | 'prohibitions'
  | 'spiritual'
  | 'refranes'
  | 'patakines'
  | 'sureye';

export interface VariantText {
  /** Section label for `learning_reference` ('Baba Ejiogbe — Refranes'). */
  section: string;
  /** What the pairs of a matching question join. */
  pairLabel: string;
  /** The question. `name` is the sign the fact is about; `v` the value when shown inline. */
  ask(name: string, v?: string): string;
  /** A true/false statement: `name` is the sign named (maybe not the owner of the fact). */
  statement(name: string, v?: string): string;
}

export interface SignsTexts {
  trueOption: string;
  falseOption: string;
  matching(pairLabel: string): string;
  fewerQuestions(built: number, requested: number): string;
  variants: Record<VariantKey, VariantText>;
}

/** Spanish: the prompts as the game has always asked them (the quoted text now travels apart). */
const es: SignsTexts = {
  trueOption: 'Verdadero',
  falseOption: 'Falso',
  matching: (label) => `Relaciona cada signo con su pareja (${label}).`,
  fewerQuestions: MSG.fewerQuestions,
  variants: {
    pattern_shown: {
      section: 'Patrón binario',
      pairLabel: 'signo — patrón binario',
      ask: () => '¿Qué signo es este?',
      statement: (n) => `El signo que se muestra es ${n}.`,
    },
    yoruba_name: {
      section: 'Nombre yoruba',
      pairLabel: 'signo — nombre yoruba',
      ask: (n) => `¿Cuál es el nombre yoruba de ${n}?`,
      statement: (n, v) => `El nombre yoruba de ${n} es ${v}.`,
    },
    binary_pattern: {
      section: 'Patrón binario',
      pairLabel: 'signo — patrón binario',
      ask: (n) => `¿Cuál es el patrón binario de ${n}?`,
      statement: (n, v) => `El patrón binario de ${n} es ${v}.`,
    },
    binary_pattern_typed: {
      section: 'Patrón binario',
      pairLabel: 'signo — patrón binario',
      ask: (_n, v) => `¿Qué signo tiene el patrón binario ${v}?`,
      statement: (n, v) => `El patrón binario de ${n} es ${v}.`,
    },
    element: {
      section: 'Elemento',
      pairLabel: 'signo — elemento',
      ask: (n) => `¿Qué elemento se asocia con ${n}?`,
      statement: (n, v) => (v ? `El elemento que se asocia con ${n} es ${v}.` : `El elemento citado se asocia con ${n}.`),
    },
    element_typed: {
      section: 'Elemento',
      pairLabel: 'signo — elemento',
      ask: (_n, v) => (v ? `¿Qué signo se asocia con el elemento ${v}?` : '¿Qué signo se asocia con el elemento citado?'),
      statement: (n, v) => (v ? `El elemento que se asocia con ${n} es ${v}.` : `El elemento citado se asocia con ${n}.`),
    },
    born_in_sign: {
      section: 'Nace en este signo',
      pairLabel: 'signo — lo que nace en él',
      ask: () => '¿En qué signo nace lo siguiente?',
      statement: (n) => `En ${n} nace lo siguiente.`,
    },
    prohibitions: {
      section: 'Tabúes',
      pairLabel: 'signo — prohibición',
      ask: () => '¿A qué signo pertenece esta prohibición?',
      statement: (n) => `Esta prohibición pertenece a ${n}.`,
    },
    spiritual: {
      section: 'Consejos espirituales',
      pairLabel: 'signo — consejo',
      ask: () => '¿A qué signo pertenece este consejo?',
      statement: (n) => `Este consejo pertenece a ${n}.`,
    },
    refranes: {
      section: 'Refranes',
      pairLabel: 'signo — refrán',
      ask: () => '¿A qué signo pertenece este refrán?',
      statement: (n) => `Este refrán pertenece a ${n}.`,
    },
    patakines: {
      section: 'Patakines',
      pairLabel: 'signo — patakí',
      ask: () => '¿Con qué signo se asocia este patakí?',
      statement: (n) => `Este patakí se asocia con ${n}.`,
    },
    sureye: {
      section: 'Suyere',
      pairLabel: 'signo — suyere',
      ask: () => '¿A qué signo pertenece este suyere?',
      statement: (n) => `Este suyere pertenece a ${n}.`,
    },
  },
};

const en: SignsTexts = {
  trueOption: 'True',
  falseOption: 'False',
  matching: (label) => `Match each sign with its pair (${label}).`,
  fewerQuestions: (built, requested) => `Only ${built} of ${requested} questions could be created from the available content`,
  variants: {
    pattern_shown: {
      section: 'Binary pattern',
      pairLabel: 'sign — binary pattern',
      ask: () => 'Which sign is this?',
      statement: (n) => `The sign shown is ${n}.`,
    },
    yoruba_name: {
      section: 'Yoruba name',
      pairLabel: 'sign — Yoruba name',
      ask: (n) => `What is the Yoruba name of ${n}?`,
      statement: (n, v) => `The Yoruba name of ${n} is ${v}.`,
    },
    binary_pattern: {
      section: 'Binary pattern',
      pairLabel: 'sign — binary pattern',
      ask: (n) => `What is the binary pattern of ${n}?`,
      statement: (n, v) => `The binary pattern of ${n} is ${v}.`,
    },
    binary_pattern_typed: {
      section: 'Binary pattern',
      pairLabel: 'sign — binary pattern',
      ask: (_n, v) => `Which sign has the binary pattern ${v}?`,
      statement: (n, v) => `The binary pattern of ${n} is ${v}.`,
    },
    element: {
      section: 'Element',
      pairLabel: 'sign — element',
      ask: (n) => `Which element is associated with ${n}?`,
      statement: (n, v) => (v ? `The element associated with ${n} is ${v}.` : `The quoted element is associated with ${n}.`),
    },
    element_typed: {
      section: 'Element',
      pairLabel: 'sign — element',
      ask: (_n, v) => (v ? `Which sign is associated with the element ${v}?` : 'Which sign is associated with the quoted element?'),
      statement: (n, v) => (v ? `The element associated with ${n} is ${v}.` : `The quoted element is associated with ${n}.`),
    },
    born_in_sign: {
      section: 'Born in this sign',
      pairLabel: 'sign — what is born in it',
      ask: () => 'In which sign is the following born?',
      statement: (n) => `The following is born in ${n}.`,
    },
    prohibitions: {
      section: 'Taboos',
      pairLabel: 'sign — taboo',
      ask: () => 'Which sign does this taboo belong to?',
      statement: (n) => `This taboo belongs to ${n}.`,
    },
    spiritual: {
      section: 'Spiritual advice',
      pairLabel: 'sign — advice',
      ask: () => 'Which sign does this advice belong to?',
      statement: (n) => `This advice belongs to ${n}.`,
    },
    refranes: {
      section: 'Proverbs',
      pairLabel: 'sign — proverb',
      ask: () => 'Which sign does this proverb belong to?',
      statement: (n) => `This proverb belongs to ${n}.`,
    },
    patakines: {
      section: 'Patakís',
      pairLabel: 'sign — patakí',
      ask: () => 'Which sign is this patakí associated with?',
      statement: (n) => `This patakí is associated with ${n}.`,
    },
    sureye: {
      section: 'Suyere',
      pairLabel: 'sign — suyere',
      ask: () => 'Which sign does this suyere belong to?',
      statement: (n) => `This suyere belongs to ${n}.`,
    },
  },
};

/** French elides 'de' before a vowel: 'le motif binaire d’Ofun Meji'. */
const deFr = (name: string) => (/^[aeiouyàâéèêëîïôöûü]/iu.test(name) ? `d’${name}` : `de ${name}`);

const fr: SignsTexts = {
  trueOption: 'Vrai',
  falseOption: 'Faux',
  matching: (label) => `Associez chaque signe à sa paire (${label}).`,
  fewerQuestions: (built, requested) =>
    built === 1
      ? `Une seule question sur ${requested} a pu être créée avec le contenu disponible`
      : `Seules ${built} questions sur ${requested} ont pu être créées avec le contenu disponible`,
  variants: {
    pattern_shown: {
      section: 'Motif binaire',
      pairLabel: 'signe — motif binaire',
      ask: () => 'Quel est ce signe ?',
      statement: (n) => `Le signe affiché est ${n}.`,
    },
    yoruba_name: {
      section: 'Nom yoruba',
      pairLabel: 'signe — nom yoruba',
      ask: (n) => `Quel est le nom yoruba ${deFr(n)} ?`,
      statement: (n, v) => `Le nom yoruba ${deFr(n)} est ${v}.`,
    },
    binary_pattern: {
      section: 'Motif binaire',
      pairLabel: 'signe — motif binaire',
      ask: (n) => `Quel est le motif binaire ${deFr(n)} ?`,
      statement: (n, v) => `Le motif binaire ${deFr(n)} est ${v}.`,
    },
    binary_pattern_typed: {
      section: 'Motif binaire',
      pairLabel: 'signe — motif binaire',
      ask: (_n, v) => `Quel signe a le motif binaire ${v} ?`,
      statement: (n, v) => `Le motif binaire ${deFr(n)} est ${v}.`,
    },
    element: {
      section: 'Élément',
      pairLabel: 'signe — élément',
      ask: (n) => `Quel élément est associé à ${n} ?`,
      statement: (n, v) => (v ? `L’élément associé à ${n} est ${v}.` : `L’élément cité est associé à ${n}.`),
    },
    element_typed: {
      section: 'Élément',
      pairLabel: 'signe — élément',
      ask: (_n, v) => (v ? `Quel signe est associé à l’élément ${v} ?` : 'Quel signe est associé à l’élément cité ?'),
      statement: (n, v) => (v ? `L’élément associé à ${n} est ${v}.` : `L’élément cité est associé à ${n}.`),
    },
    born_in_sign: {
      section: 'Naît dans ce signe',
      pairLabel: 'signe — ce qui y naît',
      ask: () => 'Dans quel signe naît ce qui suit ?',
      statement: (n) => `Ce qui suit naît dans ${n}.`,
    },
    prohibitions: {
      section: 'Interdits',
      pairLabel: 'signe — interdit',
      ask: () => 'À quel signe appartient cet interdit ?',
      statement: (n) => `Cet interdit appartient à ${n}.`,
    },
    spiritual: {
      section: 'Conseils spirituels',
      pairLabel: 'signe — conseil',
      ask: () => 'À quel signe appartient ce conseil ?',
      statement: (n) => `Ce conseil appartient à ${n}.`,
    },
    refranes: {
      section: 'Proverbes',
      pairLabel: 'signe — proverbe',
      ask: () => 'À quel signe appartient ce proverbe ?',
      statement: (n) => `Ce proverbe appartient à ${n}.`,
    },
    patakines: {
      section: 'Patakís',
      pairLabel: 'signe — patakí',
      ask: () => 'À quel signe ce patakí est-il associé ?',
      statement: (n) => `Ce patakí est associé à ${n}.`,
    },
    sureye: {
      section: 'Suyere',
      pairLabel: 'signe — suyere',
      ask: () => 'À quel signe appartient ce suyere ?',
      statement: (n) => `Ce suyere appartient à ${n}.`,
    },
  },
};

export const SIGNS_TEXTS: Readonly<Record<Language, SignsTexts>> = { es, en, fr };
