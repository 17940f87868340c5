import { CONTRIBUTION_SECTIONS, paragraphsOf, studyItemsOf, type OddunProvenance, type Provenance, type TranslationCredit } from '@ifa/shared';
import type { OddunDetail } from './api/get-oddun';

export type SectionKey = (typeof CONTRIBUTION_SECTIONS)[number];

/**
 * One section of the study screen, in the spec's order (spec 2): its text as paragraphs or its
 * list, or the premium secret (drawn by its own panel).
 */
export type StudySection = (
  | { key: 'secret'; kind: 'secret'; provenance?: Provenance }
  | { key: Exclude<SectionKey, 'secret'>; kind: 'text'; paragraphs: string[]; placeholder: Placeholder; provenance?: Provenance }
  | { key: Exclude<SectionKey, 'secret'>; kind: 'list'; items: string[]; showTotal: boolean; placeholder: Placeholder; provenance?: Provenance }
) &
  SectionLanguage;

/**
 * The language a section's text is in (DESIGN.md 6, from the detail's `translation`): `lang`
 * marks it (WCAG 3.1.2); `note` says 'translated by the project · pending review' or 'not yet
 * translated' on an English or French screen. Texts are translated item by item (shared
 * study-items.ts): in a section otherwise translated, `spanishItems` are the indexes of its items
 * (paragraphs or entries) still in Spanish, each marked on screen and in `lang="es"`. Spanish
 * learners get neither.
 */
export interface SectionLanguage {
  lang: string;
  note?: 'translated' | 'untranslated';
  spanishItems?: number[];
  /** The translation shown is a learner's suggestion a reviewer applied (issue 36): whom to credit, and its source. */
  credit?: TranslationCredit;
}

/** Where an item of a section comes from: the sign's field and its index among that field's items (`translation.pending` names it so). */
export type ItemOrigin = readonly [field: string, index: number];

/**
 * A section's language from the sign's `translation` marker (absent: the stored Spanish).
 * `origins`, one per item the section shows, tell a section partly translated (some of its
 * fields' items `pending`) from one wholly in Spanish.
 */
export function sectionLanguage(oddun: Pick<Entry, 'translation'>, key: string, origins: readonly ItemOrigin[] = []): SectionLanguage {
  const marker = oddun.translation;
  if (!marker) return { lang: 'es' };
  const credit = marker.credits?.[key as keyof NonNullable<typeof marker.credits>];
  const translated: SectionLanguage = credit ? { lang: marker.language, note: 'translated', credit } : { lang: marker.language, note: 'translated' };
  if ((marker.sections as readonly string[]).includes(key)) return translated;
  if (!(marker.untranslated as readonly string[]).includes(key)) return { lang: 'es' };
  const pending: Partial<Record<string, readonly number[]>> = marker.pending ?? {};
  const partly = origins.some(([field]) => pending[field] !== undefined);
  const spanishItems = origins.flatMap(([field, index], i) => (pending[field]?.includes(index) ? [i] : []));
  if (partly && spanishItems.length < origins.length) return { ...translated, spanishItems };
  return { lang: 'es', note: 'untranslated' };
}

/**
 * The summary's attributes (element, direction, colours: one section of three fields), each item in
 * its own language: `langOf` gives a field's item its `lang`, `spanish` whether it is one still in
 * Spanish inside a section otherwise translated (marked on screen).
 */
export function attributeLanguages(oddun: Pick<Entry, 'translation' | 'element' | 'direction' | 'colors'>) {
  const origins: ItemOrigin[] = (['element', 'direction', 'colors'] as const).flatMap((field) => studyItemsOf(oddun[field]).map((_, i) => [field, i] as const));
  const language = sectionLanguage(oddun, 'attributes', origins);
  const spanishKeys = new Set((language.spanishItems ?? []).map((i) => origins[i]!.join('#')));
  const spanish = (field: string, index = 0) => spanishKeys.has(`${field}#${index}`);
  return { note: language.note, spanish, langOf: (field: string, index = 0) => (spanish(field, index) ? 'es' : language.lang) };
}

/**
 * 'unsourced': the prayers and the chant are left empty on purpose until a sourced text exists
 * (no liturgy is invented, functions/src/content/meji.ts); 'empty': nothing written yet.
 */
export type Placeholder = 'unsourced' | 'empty';

/** Spec 2: 'Total: N' when a list has more than 3 entries, more than 5 for proverbs. */
export const totalThreshold = (key: SectionKey) => (key === 'refranes' ? 5 : 3);

/** Both spellings of some fields occur in the data (spec 3). */
type Entry = Partial<OddunDetail> & { en_este_oddun_nace?: unknown; obras?: unknown };

const clean = (value: unknown): string[] => {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim().length > 0).map((v) => v.trim());
  return [];
};

/** A field of the sign and its stored value. */
type Source = readonly [field: string, value: unknown];
interface Gathered {
  texts: string[];
  origins: ItemOrigin[];
}

/** A long text keeps its paragraphs (blank lines between them); a list beside it gives each entry's paragraphs. */
function paragraphs(...sources: Source[]): Gathered {
  const out: Gathered = { texts: [], origins: [] };
  for (const [field, value] of sources) {
    const texts = typeof value === 'string' ? paragraphsOf(value) : clean(value).flatMap(paragraphsOf);
    texts.forEach((text, index) => {
      out.texts.push(text);
      out.origins.push([field, index]);
    });
  }
  return out;
}

/** The first of the fields that has text (both spellings of a field occur: spec 3). */
const firstWithText = (...sources: Source[]): Source[] => sources.filter(([, value]) => clean(value).length > 0).slice(0, 1);

/** The first field with entries, each entry an item (the server counts them the same way: study-items.ts). */
function firstFilled(...sources: Source[]): Gathered {
  const found = sources.find(([, value]) => studyItemsOf(value).length > 0);
  if (!found) return { texts: [], origins: [] };
  const texts = studyItemsOf(found[1]);
  return { texts, origins: texts.map((_, index) => [found[0], index] as const) };
}

const UNSOURCED = new Set<SectionKey>(['rezo', 'rezo_personalizado', 'suyere']);
const placeholderOf = (key: SectionKey): Placeholder => (UNSOURCED.has(key) ? 'unsourced' : 'empty');

type Unmarked = (
  | Omit<Extract<StudySection, { kind: 'text' }>, keyof SectionLanguage>
  | Omit<Extract<StudySection, { kind: 'list' }>, keyof SectionLanguage>
  | { key: 'secret'; kind: 'secret' }
) & { origins?: ItemOrigin[] };

const text = (key: Exclude<SectionKey, 'secret'>, { texts, origins }: Gathered): Unmarked => ({
  key,
  kind: 'text',
  paragraphs: texts,
  placeholder: placeholderOf(key),
  origins,
});
const list = (key: Exclude<SectionKey, 'secret'>, { texts, origins }: Gathered): Unmarked => ({
  key,
  kind: 'list',
  items: texts,
  showTotal: texts.length > totalThreshold(key),
  placeholder: placeholderOf(key),
  origins,
});

/**
 * A section's provenance from the sign's `provenance` (issue 11), when the record has one for it
 * and it names at least one source; records written before it existed have none.
 */
export function provenanceOf(provenance: unknown, key: SectionKey): Provenance | undefined {
  if (!provenance || typeof provenance !== 'object') return undefined;
  const entry = (provenance as OddunProvenance)[key as keyof OddunProvenance];
  if (!entry || !Array.isArray(entry.sources) || entry.sources.length === 0) return undefined;
  return entry;
}

/** Learners see 'pendiente de revisión' on a section with text whose provenance is not reviewed. */
export function isPendingReview(section: StudySection): boolean {
  if (!section.provenance || section.provenance.reviewed) return false;
  if (section.kind === 'text') return section.paragraphs.length > 0;
  if (section.kind === 'list') return section.items.length > 0;
  return true;
}

/** The sixteen sections of a sign, in the spec's order; the keys are the contribution sections. */
export function studySections(oddun: Entry): StudySection[] {
  const field = (name: string): Source => [name, (oddun as Record<string, unknown>)[name]];
  const sections: Unmarked[] = [
    text('title', paragraphs(field('title'))),
    text('traditional_name', paragraphs(field('traditional_name'), field('traditional_subtitle'))),
    { key: 'secret', kind: 'secret' },
    text('rezo', paragraphs(['rezo', oddun.rezo ?? oddun.rezo_principal], field('rezos_adicionales'))),
    text('rezo_personalizado', paragraphs(field('rezo_personalizado'))),
    text('suyere', paragraphs(field('suyere'))),
    text('meaning', paragraphs(field('meaning'))),
    text('extended_description', paragraphs(...firstWithText(field('extended_description'), field('descripcion')))),
    list('nace_en_este_signo', firstFilled(field('nace_en_este_signo'), field('en_este_oddun_nace'))),
    list('consejos_espirituales', firstFilled(field('consejos_espirituales'))),
    list('ofrendas', firstFilled(field('ofrendas'))),
    // Plants come as one text or as a list (spec 3).
    typeof oddun.plantas === 'string' ? text('plantas', paragraphs(field('plantas'))) : list('plantas', firstFilled(field('plantas'))),
    list('refranes', firstFilled(field('refranes'))),
    list('patakines', firstFilled(field('patakines'))),
    list('obras_del_signo', firstFilled(field('obras_del_signo'), field('obras'))),
    list('taboos', firstFilled(field('taboos'))),
  ];
  return sections.map(({ origins, ...section }) => {
    const provenance = provenanceOf(oddun.provenance, section.key);
    const language = sectionLanguage(oddun, section.key, origins);
    return (provenance ? { ...section, ...language, provenance } : { ...section, ...language }) as StudySection;
  });
}

/**
 * A section as the learner reads it, as one text to start a translation suggestion from (issue
 * 36): a list's entries one a line, a text's paragraphs apart by a blank line (how the server
 * counts a suggestion's items against the Spanish). None for the secret or an empty section.
 */
export function sectionText(sections: readonly StudySection[], key: SectionKey): { lang: string; text: string } | undefined {
  const section = sections.find((s) => s.key === key);
  if (!section || section.kind === 'secret') return undefined;
  const text = section.kind === 'list' ? section.items.join('\n') : section.paragraphs.join('\n\n');
  return text ? { lang: section.lang, text } : undefined;
}

/** Spec 4: the completion badge's colour band (shown with the number, never alone). */
export function completionBand(percent: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'yellow';
  if (percent >= 20) return 'orange';
  return 'red';
}
