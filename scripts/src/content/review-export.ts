import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language, Oddun, OddunProvenanceSection } from '@ifa/shared';
import { parseDocument, type Document } from 'yaml';
import { localizeSign } from '../../../functions/src/content/localize-sign.js';
import { sectionIn } from '../../../functions/src/content/section-review.js';
import type { TranslationLookup } from '../../../functions/src/content/translations.js';
import { exportTexts, type TextWritten } from './text-export.js';

/**
 * Reviews reach the data files (issue 36, deliverable 3): the reviews experts made in a deployed
 * stage's panel, and the texts changed there (text-export.ts), written into the YAML content files
 * so they return to the repository and reach every stage. A Spanish review becomes the section's `reviewed` in the Meji's file; a review of a
 * translation goes under `translation.reviews` in that language's file. A review is written only
 * when the file's text is the text that was reviewed (the same fingerprint): a section edited in
 * the panel since, or in the file, is reported and left pending. Comments and layout of the files
 * are kept (yaml's document API).
 */
export interface ReviewToExport {
  oddun_id: string;
  section: OddunProvenanceSection;
  language: Language;
  by: string;
  on: string;
  text_hash: string;
}

export interface ExportOutcome {
  /** Sections whose text changed in the panel, written into the files (text-export.ts). */
  texts: TextWritten[];
  written: Array<{ file: string; oddun_id: string; section: string; language: Language }>;
  skipped: Array<{ oddun_id: string; section: string; language: Language; why: string }>;
}

/** The Meji file's key for a section ('traditional_name' lives in `names`). */
const yamlKeyOf = (section: OddunProvenanceSection) => (section === 'traditional_name' ? 'names' : section);

/** The files of the sixteen Meji by sign id, Spanish and translations (`NN-name.yaml`). */
function mejiFiles(dataDir: string, records: readonly Oddun[]) {
  const byPosition = new Map(records.map((r) => [r.position, r]));
  const files = new Map<string, { key: string; es: string }>();
  for (const name of readdirSync(join(dataDir, 'meji')).filter((f) => /^\d\d-.+\.yaml$/.test(f))) {
    const record = byPosition.get(Number(name.slice(0, 2)));
    if (record) files.set(record.id, { key: name, es: join(dataDir, 'meji', name) });
  }
  return files;
}

/** What is exported: the panel's reviews and texts, and what the content files hold now. */
export interface ExportInput {
  reviews: readonly ReviewToExport[];
  /** The catalogue as the content files build it (content/build-odduns.ts), and their translations. */
  files: readonly Oddun[];
  fileTranslations: TranslationLookup;
  /** The stage's signs and translations, as the panel left them. */
  table: readonly Oddun[];
  tableTranslations: TranslationLookup;
}

/**
 * Writes the panel's texts (text-export.ts), then its reviews, into the content files under
 * `dataDir` (functions/src/content/data). A review is checked against the files as they are once
 * the texts are written: a review of a text the panel changed and the export brought is kept.
 */
export function exportReviews(input: ExportInput, dataDir: string): ExportOutcome {
  const outcome: ExportOutcome = { texts: [], written: [], skipped: [] };
  const files = mejiFiles(dataDir, input.files);
  const docs = new Map<string, Document>();
  const open = (path: string) => {
    let doc = docs.get(path);
    if (!doc) docs.set(path, (doc = parseDocument(readFileSync(path, 'utf8'))));
    return doc;
  };
  const exported = exportTexts(input, files, dataDir, open);
  outcome.texts = exported.written;
  const byId = new Map(exported.records.map((r) => [r.id, r]));
  for (const review of input.reviews) {
    const skip = (why: string) => outcome.skipped.push({ oddun_id: review.oddun_id, section: review.section, language: review.language, why });
    const record = byId.get(review.oddun_id);
    const file = files.get(review.oddun_id);
    if (!record || !file) {
      skip('not a Meji of the content files');
      continue;
    }
    const now = sectionIn(record, review.section, review.language, localizeSign(record, review.language, exported.translations));
    if (!now || now.hash !== review.text_hash) {
      skip("the file's text is not the text that was reviewed");
      continue;
    }
    const path = review.language === 'es' ? file.es : join(dataDir, 'meji', review.language, file.key);
    const doc = open(path);
    const mark = doc.createNode({ by: review.by, on: review.on });
    mark.flow = true;
    doc.setIn(review.language === 'es' ? [yamlKeyOf(review.section), 'reviewed'] : ['translation', 'reviews', review.section], mark);
    outcome.written.push({ file: path, oddun_id: review.oddun_id, section: review.section, language: review.language });
  }
  // The files' texts are folded at 100 columns: written back the same, the diff shows only what changed.
  for (const [path, doc] of docs) writeFileSync(path, doc.toString({ lineWidth: 100 }));
  return outcome;
}
