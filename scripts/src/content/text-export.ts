import { join } from 'node:path';
import { ODDUN_LIST_SECTIONS, TRANSLATABLE_SECTIONS, paragraphsOf, type Language, type Oddun, type SourceRef } from '@ifa/shared';
import type { Document } from 'yaml';
import { STUDY_NOTE_IN } from '../../../functions/src/content/meji-record.js';
import { SourceRef as FileSourceRef } from '../../../functions/src/content/schemas/provenance.js';
import type { SignTranslation, TranslatedField, TranslationLookup } from '../../../functions/src/content/translations.js';

/**
 * Texts changed in a stage's panel reach the data files (issue 36, deliverable 3): a Meji section
 * an admin or a reviewer edited, or a contribution applied, is written into the Meji's Spanish file
 * with the sources the panel added and its review cleared, as the panel left it; a translation a
 * reviewer edited or a suggestion applied into that language's file. The sections of one field
 * each (TRANSLATABLE_SECTIONS); the rest (names, attributes, the secret) is edited in the files.
 * The study note the build adds at the end of a description is not written back.
 */
export interface TextWritten {
  file: string;
  oddun_id: string;
  section: string;
  language: Language;
}

/** A Meji's data files: the Spanish one and the key its translations share. */
export interface MejiFile {
  key: string;
  es: string;
}

type Value = string | string[];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A description's paragraphs without the study note the build appends. */
function ownParagraphs(value: string, language: Language): string[] {
  const paragraphs = paragraphsOf(value);
  return paragraphs.at(-1) === STUDY_NOTE_IN[language] ? paragraphs.slice(0, -1) : paragraphs;
}

/** The file's node for a section's value, in the shape each file keeps it. */
function fileValue(section: string, value: Value, language: Language): unknown {
  if (section === 'extended_description') return ownParagraphs(String(value), language);
  return Array.isArray(value) ? [...value] : value;
}

/** Where the value sits: the Spanish file keeps texts under `text`, paragraphs under `paragraphs`, lists under `items`; a translation, bare. */
function pathOf(section: string, language: Language): string[] {
  if (language !== 'es') return [section];
  if (section === 'extended_description') return [section, 'paragraphs'];
  return (ODDUN_LIST_SECTIONS as readonly string[]).includes(section) ? [section, 'items'] : [section, 'text'];
}

/**
 * Writes the panel's texts into `open`'s documents. Returns what it wrote, and the records and
 * translations as the files now hold them (for the reviews, which are checked against them).
 */
export function exportTexts(
  input: { table: readonly Oddun[]; files: readonly Oddun[]; tableTranslations: TranslationLookup; fileTranslations: TranslationLookup },
  mejiFiles: ReadonlyMap<string, MejiFile>,
  dataDir: string,
  open: (path: string) => Document,
): { written: TextWritten[]; records: Oddun[]; translations: TranslationLookup } {
  const written: TextWritten[] = [];
  const fileById = new Map(input.files.map((r) => [r.id, r]));
  const records = new Map(input.files.map((r) => [r.id, r]));
  const translations = new Map<string, SignTranslation>();
  for (const table of input.table) {
    const file = fileById.get(table.id);
    const files = mejiFiles.get(table.id);
    if (!file || !files) continue;
    let merged = file;
    for (const section of TRANSLATABLE_SECTIONS) {
      const now = table[section as keyof Oddun] as Value | undefined;
      if (now === undefined || same(now, file[section as keyof Oddun])) continue;
      const doc = open(files.es);
      doc.setIn(pathOf(section, 'es'), doc.createNode(fileValue(section, now, 'es')));
      // The panel cleared the review of what it changed, and may have cited sources (a learner's book, their name).
      const provenance = table.provenance?.[section as keyof NonNullable<Oddun['provenance']>];
      if (provenance) {
        doc.setIn([section, 'reviewed'], provenance.reviewed ? doc.createNode(provenance.reviewed) : null);
        const known = (file.provenance?.[section as keyof NonNullable<Oddun['provenance']>]?.sources ?? []).map((s) => JSON.stringify(s));
        for (const source of provenance.sources as SourceRef[]) {
          if (known.includes(JSON.stringify(source)) || !FileSourceRef.safeParse(source).success) continue;
          doc.addIn([section, 'sources'], doc.createNode(source));
        }
      }
      merged = { ...merged, [section]: now, ...(table.provenance ? { provenance: { ...merged.provenance, [section]: provenance } } : {}) } as Oddun;
      written.push({ file: files.es, oddun_id: table.id, section, language: 'es' });
    }
    records.set(table.id, merged);
    for (const language of ['en', 'fr'] as const) {
      const fromFiles = input.fileTranslations(table.id, language);
      const inTable = input.tableTranslations(table.id, language);
      if (!fromFiles || !inTable) continue;
      let translation = fromFiles;
      for (const section of TRANSLATABLE_SECTIONS) {
        const field = section as TranslatedField;
        const now = inTable.fields[field];
        if (now === undefined || same(now, fromFiles.fields[field])) continue;
        const path = join(dataDir, 'meji', language, files.key);
        const doc = open(path);
        doc.setIn(pathOf(section, language), doc.createNode(fileValue(section, now, language)));
        translation = {
          ...translation,
          fields: { ...translation.fields, [field]: now },
          items: { ...translation.items, [field]: inTable.items?.[field] ?? [] },
          basis: { ...translation.basis, ...(inTable.basis?.[field] ? { [field]: inTable.basis[field] } : {}) },
        };
        written.push({ file: path, oddun_id: table.id, section, language });
      }
      translations.set(`${language}:${table.id}`, translation);
    }
  }
  return {
    written,
    records: [...records.values()],
    translations: (id, language) => translations.get(`${language}:${id}`) ?? input.fileTranslations(id, language),
  };
}
