/**
 * The two naming traditions of the signs and the orishas (issue 11): the Lucumí (Cuban) names
 * the project has always shown, and the Yorùbá spelling with its tone marks. A learner setting
 * chooses what the games and the encyclopedia show; answers and searches accept both, with or
 * without tone marks. A module of its own: the web app's shared chunks need only this.
 */
export const NAMINGS = ['lucumi', 'yoruba', 'both'] as const;
export type Naming = (typeof NAMINGS)[number];
export const DEFAULT_NAMING: Naming = 'lucumi';

/** A name in both traditions; `yoruba` is missing where no Yorùbá form is recorded. */
export interface NamePair {
  lucumi: string;
  yoruba?: string | null | undefined;
}

/** One piece of a displayed name: `lang: 'yo'` marks Yorùbá text (rendered with `lang="yo"`). */
export interface NamePart {
  text: string;
  lang?: 'yo';
}

/**
 * The pieces of a name as the setting wants it: Lucumí only; Yorùbá only (falling back to the
 * Lucumí name where none is recorded); or both, 'Baba Ejiogbe (Èjì Ogbè)'.
 */
export function nameParts(pair: NamePair, naming: Naming): NamePart[] {
  const yoruba = pair.yoruba?.trim();
  if (!yoruba || naming === 'lucumi') return [{ text: pair.lucumi }];
  if (naming === 'yoruba') return [{ text: yoruba, lang: 'yo' }];
  if (foldName(yoruba) === foldName(pair.lucumi)) return [{ text: yoruba, lang: 'yo' }];
  return [{ text: pair.lucumi }, { text: ' (' }, { text: yoruba, lang: 'yo' }, { text: ')' }];
}

/** The displayed name as plain text (for prompts, titles, aria labels). */
export function displayName(pair: NamePair, naming: Naming): string {
  return nameParts(pair, naming)
    .map((p) => p.text)
    .join('');
}

/**
 * The form names are compared in: without tone marks or other diacritics (ẹ ọ ṣ à é ñ -> e o s a
 * e n), lowercase, words separated by one space, no punctuation. 'Ọ̀yẹ̀kú Méjì' -> 'oyeku meji'.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A sign or an orisha as the setting names it: its Lucumí `name` and its Yorùbá `yoruba_name`. */
export const namePairOf = (entry: { name: string; yoruba_name?: string | null | undefined }): NamePair => ({
  lucumi: entry.name,
  yoruba: entry.yoruba_name,
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text cut into pieces so that each occurrence of a Yorùbá term (a question's `yo_terms`) is
 * its own piece marked `lang: 'yo'`; the longest term wins where terms overlap ('Èjì Ogbè' before
 * 'Ogbè'). Matching is exact after Unicode NFC, so a term is marked only where it is written.
 */
export function splitYoTerms(text: string, terms: readonly string[] | undefined): NamePart[] {
  const source = text.normalize('NFC');
  const wanted = [...new Set((terms ?? []).map((t) => t.normalize('NFC').trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!wanted.length || !source) return source ? [{ text: source }] : [];
  // Whole words only: 'Ogbè' is not marked inside a longer word.
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${wanted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{M}])`, 'gu');
  const parts: NamePart[] = [];
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: source.slice(last, match.index) });
    parts.push({ text: match[0], lang: 'yo' });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}

/**
 * The sixteen principal signs (the legs), in the Lucumí order of their Meji: each leg's name in
 * both traditions, its column (four marks top to bottom, 1 single, 0 double) and its Meji's
 * name. The one list the web app names legs and Meji from (the mastery map's headers, the
 * signs game's custom set), so every screen spells them as the catalogue does
 * (functions/src/content/odu-catalogue.ts, PRINCIPAL_ODU; a web test checks they agree).
 */
export interface PrincipalSign {
  /** The leg on its own, in Lucumí ('Oyekun', 'Iroso') and Yorùbá with tone marks ('Ọ̀yẹ̀kú'). */
  leg: { lucumi: string; yoruba: string };
  column: string;
  /** Its Meji: 'Oyekun Meji' / 'Ọ̀yẹ̀kú Méjì'. */
  meji: { lucumi: string; yoruba: string };
}

/** A leg and its Meji ('<leg> Meji' / '<leg> Méjì' unless named otherwise); Yorùbá in NFC. */
const principal = (lucumi: string, yoruba: string, column: string, meji?: { lucumi: string; yoruba: string }): PrincipalSign => ({
  leg: { lucumi, yoruba: yoruba.normalize('NFC') },
  column,
  meji: { lucumi: meji?.lucumi ?? `${lucumi} Meji`, yoruba: (meji?.yoruba ?? `${yoruba} Méjì`).normalize('NFC') },
});

export const PRINCIPAL_SIGNS: readonly PrincipalSign[] = [
  principal('Ogbe', 'Ogbè', '1111', { lucumi: 'Baba Ejiogbe', yoruba: 'Èjì Ogbè' }),
  principal('Oyekun', 'Ọ̀yẹ̀kú', '0000'),
  principal('Iwori', 'Ìwòrì', '0110'),
  principal('Odi', 'Òdí', '1001'),
  principal('Iroso', 'Ìrosùn', '1100'),
  principal('Ojuani', 'Ọ̀wọ́nrín', '0011'),
  principal('Obara', 'Ọ̀bàrà', '1000'),
  principal('Okana', 'Ọ̀kànràn', '0001'),
  principal('Ogunda', 'Ògúndá', '1110'),
  principal('Osa', 'Ọ̀sá', '0111'),
  principal('Ika', 'Ìká', '0100'),
  principal('Otrupon', 'Òtúrúpọ̀n', '0010'),
  principal('Otura', 'Òtúrá', '1011'),
  principal('Irete', 'Ìrẹtẹ̀', '1101'),
  principal('Oshe', 'Ọ̀ṣẹ́', '1010'),
  principal('Ofun', 'Òfún', '0101'),
];

const BY_COLUMN = new Map(PRINCIPAL_SIGNS.map((sign) => [sign.column, sign]));

/**
 * A sign's Yorùbá name from its 8-character pattern (first four = right column), composed as the
 * catalogue composes it: a Meji's own name ('Èjì Ogbè'), otherwise the right leg then the left
 * ('Ogbè Ọ̀yẹ̀kú' for Ogbe Yeku). For screens that get a sign's pattern but not its Yorùbá name.
 */
export function yorubaNameOfPattern(pattern: string): string | undefined {
  const right = BY_COLUMN.get(pattern.slice(0, 4));
  const left = BY_COLUMN.get(pattern.slice(4, 8));
  if (!right || !left || pattern.length !== 8) return undefined;
  return right === left ? right.meji.yoruba : `${right.leg.yoruba} ${left.leg.yoruba}`;
}
