import { CONTRIBUTION_SECTIONS, type OddunProvenance, type Provenance } from '@ifa/shared';
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
 * translated' on an English or French screen. Spanish learners get neither.
 */
export interface SectionLanguage {
  lang: string;
  note?: 'translated' | 'untranslated';
}

/** A section's language from the sign's `translation` marker (absent: the stored Spanish). */
export function sectionLanguage(oddun: Pick<Entry, 'translation'>, key: string): SectionLanguage {
  const marker = oddun.translation;
  if (!marker) return { lang: 'es' };
  if ((marker.sections as readonly string[]).includes(key)) return { lang: marker.language, note: 'translated' };
  if ((marker.untranslated as readonly string[]).includes(key)) return { lang: 'es', note: 'untranslated' };
  return { lang: 'es' };
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
/** A long text keeps its paragraphs (blank lines between them). */
const paragraphs = (...values: unknown[]) => values.flatMap(clean).flatMap((text) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean));
const firstFilled = (...values: unknown[]) => values.map(clean).find((v) => v.length > 0) ?? [];

const UNSOURCED = new Set<SectionKey>(['rezo', 'rezo_personalizado', 'suyere']);
const placeholderOf = (key: SectionKey): Placeholder => (UNSOURCED.has(key) ? 'unsourced' : 'empty');

type Unmarked = Omit<Extract<StudySection, { kind: 'text' }>, keyof SectionLanguage> | Omit<Extract<StudySection, { kind: 'list' }>, keyof SectionLanguage> | { key: 'secret'; kind: 'secret' };

const text = (key: Exclude<SectionKey, 'secret'>, ...values: unknown[]): Unmarked => ({
  key,
  kind: 'text',
  paragraphs: paragraphs(...values),
  placeholder: placeholderOf(key),
});
const list = (key: Exclude<SectionKey, 'secret'>, items: string[]): Unmarked => ({
  key,
  kind: 'list',
  items,
  showTotal: items.length > totalThreshold(key),
  placeholder: placeholderOf(key),
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
  const sections: Unmarked[] = [
    text('title', oddun.title),
    text('traditional_name', oddun.traditional_name, oddun.traditional_subtitle),
    { key: 'secret', kind: 'secret' },
    text('rezo', oddun.rezo ?? oddun.rezo_principal, oddun.rezos_adicionales),
    text('rezo_personalizado', oddun.rezo_personalizado),
    text('suyere', oddun.suyere),
    text('meaning', oddun.meaning),
    text('extended_description', firstFilled(oddun.extended_description, oddun.descripcion)),
    list('nace_en_este_signo', firstFilled(oddun.nace_en_este_signo, oddun.en_este_oddun_nace)),
    list('consejos_espirituales', clean(oddun.consejos_espirituales)),
    list('ofrendas', clean(oddun.ofrendas)),
    // Plants come as one text or as a list (spec 3).
    typeof oddun.plantas === 'string' ? text('plantas', oddun.plantas) : list('plantas', clean(oddun.plantas)),
    list('refranes', clean(oddun.refranes)),
    list('patakines', clean(oddun.patakines)),
    list('obras_del_signo', firstFilled(oddun.obras_del_signo, oddun.obras)),
    list('taboos', clean(oddun.taboos)),
  ];
  return sections.map((section) => {
    const provenance = provenanceOf(oddun.provenance, section.key);
    const language = sectionLanguage(oddun, section.key);
    return (provenance ? { ...section, ...language, provenance } : { ...section, ...language }) as StudySection;
  });
}

/** Spec 4: the completion badge's colour band (shown with the number, never alone). */
export function completionBand(percent: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'yellow';
  if (percent >= 20) return 'orange';
  return 'red';
}
