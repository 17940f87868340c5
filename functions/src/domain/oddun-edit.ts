import {
  ODDUN_PROVENANCE_SECTIONS,
  OddunFields,
  applyContributionTo,
  type Contribution,
  type ContributionSourceKind,
  type OddunProvenance,
  type OddunProvenanceSection,
  type SourceRef,
} from '@ifa/shared';

/** The fields an admin edits (spec 3); the secret lives in its own item (DESIGN.md 3). */
export const EDITABLE_FIELDS = (Object.keys(OddunFields.shape) as Array<keyof OddunFields>).filter((k) => k !== 'secret_content');

/** Ids the admin routes use as path words (`/admin/odduns/stats`): never a sign's id. */
export const RESERVED_ODDUN_IDS = new Set(['stats', 'data-sources', 'deleted', 'bulk-import']);

/** The editable fields of a stored sign or a request, without unset ones. */
export function editableOf(record: Record<string, unknown>): OddunFields {
  return Object.fromEntries(EDITABLE_FIELDS.flatMap((k) => (record[k] === undefined || record[k] === null ? [] : [[k, record[k]]]))) as OddunFields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs, for a revision's summary (provenance follows the sections: not listed). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...EDITABLE_FIELDS.filter((k) => k !== 'provenance'), 'secret_content'];
  return keys.filter((k) => {
    if (k === 'secret_content' && (!after || !(k in after)) && before && !(k in before)) return false;
    return !same(before?.[k], after?.[k]);
  });
}

/**
 * The sign's fields with an approved contribution applied (DESIGN.md 5e): an addition adds (a new
 * paragraph, a new list entry), a correction or an improvement replaces the section. The rule is
 * the shared one (schemas/contribution.ts), so the admin's before/after preview shows what this
 * writes. Null when the section cannot take text (the secret; an addition to the title). The
 * result must still pass the field schema.
 */
export function applyContribution(fields: OddunFields, section: string, type: Contribution['type'], content: string): OddunFields | null {
  return applyContributionTo(fields, section, type, content);
}

/**
 * The source a learner cited (DESIGN.md 5e: book and page, a house's teaching...), added to the
 * sources of the section the contribution changed, after the entry that names the contribution
 * itself. A web address becomes a linked 'site'; any other text a 'book' entry whose title is the
 * learner's words; a house's teaching (issue 36) a 'book' entry that says so; 'my own words' none.
 * Sections without a provenance entry (the prayers, the chant) keep the source on the
 * contribution, which the revision names. Pure.
 */
export function withCitedSource(
  provenance: OddunProvenance | undefined,
  section: string,
  source: string | null | undefined,
  kind?: ContributionSourceKind | null,
): OddunProvenance | undefined {
  const cited = source?.trim();
  if (!cited || kind === 'own') return provenance;
  const isUrl = /^https?:\/\/\S+$/i.test(cited);
  const ref: SourceRef = isUrl ? { kind: 'site', title: cited, url: cited } : kind === 'house' ? { kind: 'book', title: cited, where: HOUSE_TEACHING } : { kind: 'book', title: cited };
  return withSource(provenance, section, ref);
}

/** How a house's teaching is cited among a section's sources (its name is the title). */
export const HOUSE_TEACHING = 'Enseñanza de una casa';

/** A contributor credited among a section's sources once their text is applied (issue 36), by the name they chose. */
export function withCredit(provenance: OddunProvenance | undefined, section: string, name: string): OddunProvenance | undefined {
  return withSource(provenance, section, { kind: 'contribution', title: name });
}

/** `ref` added to the section's sources, unless the section has no provenance or already cites it. */
function withSource(provenance: OddunProvenance | undefined, section: string, ref: SourceRef): OddunProvenance | undefined {
  const key = section as OddunProvenanceSection;
  if (!provenance || !(ODDUN_PROVENANCE_SECTIONS as readonly string[]).includes(section) || !provenance[key]) return provenance;
  const entry = provenance[key]!;
  if (entry.sources.some((s) => s.kind === ref.kind && s.title === ref.title)) return provenance;
  return { ...provenance, [key]: { ...entry, sources: [...entry.sources, ref] } };
}

/** The fields each provenance section covers (the others cover the field of their own name). */
const PROVENANCE_FIELDS: Partial<Record<OddunProvenanceSection, readonly string[]>> = {
  traditional_name: ['traditional_name', 'traditional_subtitle', 'yoruba_name', 'alternative_names'],
  // The study screen shows `descripcion` when there is no extended description (web sections.ts).
  extended_description: ['extended_description', 'descripcion'],
  attributes: ['element', 'direction', 'colors'],
  secret: ['secret_content'],
};
const fieldsOfSection = (section: OddunProvenanceSection) => PROVENANCE_FIELDS[section] ?? [section];

/**
 * The provenance after a change made through the panel (issue 11): a section whose text changed
 * is no longer what its reviewer read, so its review mark is cleared ('pendiente de revisión'),
 * and the change is named among its sources (`how`: an admin's edit, or an approved learner
 * contribution, with the date). Sections that did not change keep their provenance as it was,
 * whatever the request carried. Pure.
 */
export function provenanceAfterEdit(
  before: { fields: Record<string, unknown>; secret?: unknown },
  after: { fields: Record<string, unknown>; secret?: unknown },
  how: string,
  day: string,
): OddunProvenance | undefined {
  const previous = (before.fields.provenance ?? {}) as OddunProvenance;
  const next: OddunProvenance = { ...previous };
  const valueOf = (side: typeof before, field: string) => (field === 'secret_content' ? side.secret : side.fields[field]);
  for (const section of ODDUN_PROVENANCE_SECTIONS) {
    if (section === 'secret' && after.secret === undefined) continue; // the secret was not sent: unchanged
    const changed = fieldsOfSection(section).some((field) => !same(valueOf(before, field), valueOf(after, field)));
    if (!changed) continue;
    const sources = previous[section]?.sources ?? [];
    next[section] = { sources: [...sources, { kind: 'project', title: how, where: day }], reviewed: null };
  }
  return Object.keys(next).length ? next : undefined;
}

/** How a change made through the panel is named among a section's sources. */
export const PANEL_EDIT_SOURCE = 'Edición en el panel de administración';
/** How a reviewer's edit of a section is named among its sources (issue 36). */
export const REVIEWER_EDIT_SOURCE = 'Edición de un revisor en el panel de revisión';
export const CONTRIBUTION_SOURCE = 'Contribución de un aprendiz, aprobada en el panel';
