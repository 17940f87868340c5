import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { mejiTranslations } from '../../../scripts/src/content/collections.js';
import { CONTENT_ROOT, compileContent, loadTranslations } from '../../../scripts/src/content/compile.js';
import { buildCatalogue } from '../../src/content/build-odduns.js';
import { GENERATED_NOTE_IN } from '../../src/content/combinations.js';
import { localizeSign } from '../../src/content/localize-sign.js';
import { MEJI_ENTRIES, STUDY_NOTE_IN } from '../../src/content/meji.js';
import type { ContentCollection } from '../../src/content/schemas/collection.js';
import { mejiCollection, type MejiEntry } from '../../src/content/schemas/meji.js';
import type { MejiTranslation, TranslationLanguage } from '../../src/content/schemas/meji-translation.js';
import { mejiIdOf, signTranslationOf, translatedSecret, type TranslationPack } from '../../src/content/translations.js';
import { looksSpanish, spanishSentences } from '../support/spanish-text.js';

/**
 * A stand-in translation of a Spanish Meji file, made here only to exercise the plumbing (the
 * real English and French files are the translators'): every text is '<language> <field> <i>',
 * the same sections and the same number of entries as the Spanish.
 */
function fixtureOf(es: MejiEntry, language: TranslationLanguage): MejiTranslation {
  const list = (field: string, items: readonly string[]) => items.map((_, i) => `${language} ${field} ${i + 1}`);
  return {
    key: es.key,
    language,
    translation: { of: 'es', by: 'project', reviewed: null },
    names: { traditional_subtitle: `${language} subtitle` },
    title: `${language} title`,
    meaning: `${language} meaning. A second sentence.`,
    extended_description: list('paragraph', es.extended_description.paragraphs),
    ...(es.attributes
      ? {
          attributes: {
            ...(es.attributes.element ? { element: `${language} element` } : {}),
            ...(es.attributes.direction ? { direction: `${language} direction` } : {}),
            ...(es.attributes.colors ? { colors: list('color', es.attributes.colors) } : {}),
          },
        }
      : {}),
    nace_en_este_signo: list('born', es.nace_en_este_signo.items),
    consejos_espirituales: list('advice', es.consejos_espirituales.items),
    ofrendas: list('offering', es.ofrendas.items),
    plantas: list('plant', es.plantas.items),
    refranes: list('proverb', es.refranes.items),
    patakines: list('patakí', es.patakines.items),
    obras_del_signo: list('work', es.obras_del_signo.items),
    taboos: list('taboo', es.taboos.items),
    secret: {
      secret_works: list('secret work', es.secret.secret_works),
      advanced_patakines: list('advanced patakí', es.secret.advanced_patakines),
      advanced_prayers: list('prayer', es.secret.advanced_prayers),
      secret_offerings: list('secret offering', es.secret.secret_offerings),
      hidden_taboos: list('hidden taboo', es.secret.hidden_taboos),
      ritual_instructions: list('instruction', es.secret.ritual_instructions),
    },
  };
}

const OJUANI = MEJI_ENTRIES.find((e) => e.key === '06-ojuani-meji')!;
const EJIOGBE = MEJI_ENTRIES.find((e) => e.position === 1)!;

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A content root with the Spanish files of `entries` and the given translations (`<lang>/<key>.yaml`). */
function tempRoot(entries: readonly MejiEntry[], files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'meji-translations-'));
  temps.push(root);
  const dir = join(root, 'data', 'meji');
  mkdirSync(dir, { recursive: true });
  for (const e of entries) cpSync(join(CONTENT_ROOT, 'data', 'meji', `${e.key}.yaml`), join(dir, `${e.key}.yaml`));
  for (const [path, value] of Object.entries(files)) {
    mkdirSync(join(dir, path.split('/')[0]!), { recursive: true });
    writeFileSync(join(dir, path), typeof value === 'string' ? value : stringify(value));
  }
  return root;
}

const check = (entries: readonly MejiEntry[], root: string) =>
  loadTranslations(mejiTranslations, entries, (e) => e.key, join(root, 'data', 'meji'));

describe('the translation files are validated against their Spanish file (DESIGN.md 6)', () => {
  it('accepts a translation with the same sections and counts in both languages', () => {
    const root = tempRoot([OJUANI], { 'en/06-ojuani-meji.yaml': fixtureOf(OJUANI, 'en'), 'fr/06-ojuani-meji.yaml': fixtureOf(OJUANI, 'fr') });
    const { errors, byLanguage } = check([OJUANI], root);
    expect(errors).toEqual([]);
    expect(byLanguage.en).toHaveLength(1);
    expect(byLanguage.fr).toHaveLength(1);
  });

  it('fails when a Meji lacks its French file, naming the file', () => {
    const root = tempRoot([OJUANI], { 'en/06-ojuani-meji.yaml': fixtureOf(OJUANI, 'en') });
    const { errors } = check([OJUANI], root);
    expect(errors).toEqual([expect.stringMatching(/meji\/fr\/06-ojuani-meji\.yaml: missing/)]);
  });

  it('lists every section whose count differs from the Spanish, and a section the Spanish does not have', () => {
    const en = fixtureOf(OJUANI, 'en');
    const wrong = { ...en, refranes: en.refranes.slice(1), secret: { ...en.secret, hidden_taboos: [...en.secret.hidden_taboos, 'one more'] } };
    if (!OJUANI.attributes) Object.assign(wrong, { attributes: { element: 'Fire' } });
    const root = tempRoot([OJUANI], { 'en/06-ojuani-meji.yaml': wrong, 'fr/06-ojuani-meji.yaml': fixtureOf(OJUANI, 'fr') });
    const { errors } = check([OJUANI], root);
    expect(errors).toContainEqual(expect.stringMatching(new RegExp(`en/06-ojuani-meji\\.yaml: refranes: tiene ${OJUANI.refranes.items.length - 1} entradas y el español ${OJUANI.refranes.items.length}`)));
    expect(errors).toContainEqual(expect.stringMatching(/en\/06-ojuani-meji\.yaml: secret\.hidden_taboos: tiene/));
    if (!OJUANI.attributes) expect(errors).toContainEqual(expect.stringMatching(/en\/06-ojuani-meji\.yaml: attributes: el archivo en español no tiene esta sección/));
  });

  it('refuses a file of the wrong shape, the wrong language, or no Spanish file to translate', () => {
    const fr = fixtureOf(OJUANI, 'fr');
    const { title: _t, ...untitled } = fixtureOf(OJUANI, 'en');
    const root = tempRoot([OJUANI], {
      'en/06-ojuani-meji.yaml': { ...untitled, sources: [] },
      'fr/06-ojuani-meji.yaml': { ...fr, language: 'en' },
      'fr/99-nada.yaml': fr,
    });
    const { errors } = check([OJUANI], root);
    expect(errors).toContainEqual(expect.stringMatching(/en\/06-ojuani-meji\.yaml: title: /));
    expect(errors).toContainEqual(expect.stringMatching(/en\/06-ojuani-meji\.yaml: \(file\): .*sources/));
    expect(errors).toContainEqual(expect.stringMatching(/fr\/06-ojuani-meji\.yaml: language: es 'en', debe ser 'fr'/));
    expect(errors).toContainEqual(expect.stringMatching(/fr\/99-nada\.yaml: no 99-nada\.yaml/));
  });

  it('npm run content writes nothing while a language is missing, and the packs once all are in', () => {
    // The collection without the check across the 16 files: the temporary root holds one Meji.
    const collection = { ...mejiCollection, check: undefined, translations: mejiTranslations } as unknown as ContentCollection;
    const partial = tempRoot([OJUANI], { 'en/06-ojuani-meji.yaml': fixtureOf(OJUANI, 'en') });
    const failed = compileContent([collection], partial);
    expect(failed.results[0]!.errors).toEqual([expect.stringMatching(/fr\/06-ojuani-meji\.yaml: missing/)]);
    expect(failed.written).toEqual([]);
    expect(existsSync(join(partial, 'generated'))).toBe(false);

    const complete = tempRoot([OJUANI], { 'en/06-ojuani-meji.yaml': fixtureOf(OJUANI, 'en'), 'fr/06-ojuani-meji.yaml': fixtureOf(OJUANI, 'fr') });
    const done = compileContent([collection], complete);
    expect(done.results[0]!.errors).toEqual([]);
    const written = JSON.parse(readFileSync(join(complete, 'generated', 'meji-translations.json'), 'utf8')) as Record<TranslationLanguage, TranslationPack>;
    const id = mejiIdOf(OJUANI);
    const detail = written.fr[id]!;
    expect(detail.fields).toMatchObject({ title: 'fr title', refranes: OJUANI.refranes.items.map((_, i) => `fr proverb ${i + 1}`) });
    expect(detail.fields.extended_description).toContain(STUDY_NOTE_IN.fr);
    expect(detail.secret?.fields.ritual_instructions?.[0]).toMatch(/^Matériel d’étude avancé/);
    // Whole: both ways of matching, which the readers choose between (translationView).
    expect(Object.keys(detail.items ?? {})).toEqual(Object.keys(detail.fields));
    expect(Object.keys(detail.basis ?? {})).toEqual(Object.keys(detail.fields));
    expect(written.en[id]!.fields.title).toBe('en title');
    // A rebuild with the same files writes nothing.
    expect(compileContent([collection], complete).written).toEqual([]);
  });
});

describe('a sign record in the learner\'s language', () => {
  const now = '2026-01-01T00:00:00.000Z';
  const catalogue = buildCatalogue(now);
  const ejiogbe = catalogue.find((o) => o.position === 1)!;
  const translation = signTranslationOf(EJIOGBE, fixtureOf(EJIOGBE, 'en'), 'en');
  const lookup = (id: string) => (id === ejiogbe.id ? translation : undefined);

  it('serves every section of a Meji translated, marked as the project\'s and unreviewed', () => {
    const { record, marker } = localizeSign(ejiogbe, 'en', lookup);
    expect(record).toMatchObject({ title: 'en title', traditional_subtitle: 'en subtitle', refranes: expect.arrayContaining(['en proverb 1']) });
    expect(marker).toMatchObject({ language: 'en', by: 'project', reviewed: null, untranslated: [] });
    expect(marker!.sections).toEqual(expect.arrayContaining(['title', 'traditional_name', 'meaning', 'extended_description', 'refranes', 'taboos']));
    // The names stay as they are; Spanish learners get the record untouched.
    expect(record.name).toBe(ejiogbe.name);
    expect(localizeSign(ejiogbe, 'es', lookup)).toEqual({ record: ejiogbe });
  });

  it('falls back to the Spanish of the one entry an admin added since the translation, and says which', () => {
    const edited = { ...ejiogbe, refranes: [...ejiogbe.refranes!, 'Un refrán añadido por un administrador.'] };
    const { record, marker } = localizeSign(edited, 'en', lookup);
    expect(record.refranes).toEqual([...(translation.fields.refranes as string[]), 'Un refrán añadido por un administrador.']);
    expect(record.taboos).toEqual(translation.fields.taboos);
    expect(marker!.untranslated).toEqual(['refranes']);
    expect(marker!.pending).toEqual({ refranes: [ejiogbe.refranes!.length] });
    expect(marker!.sections).not.toContain('refranes');
  });

  it('translates the secret only while none of its lists changed', () => {
    const seed = { secret_works: ['x'], advanced_patakines: [], ritual_instructions: [], spiritual_secrets: { advanced_prayers: [], secret_offerings: [], hidden_taboos: [] } };
    expect(translatedSecret(seed, translation)).toBeNull();
  });

  it('gives a generated sign its English and French template text, and Spanish once edited', () => {
    const ogbeYeku = catalogue.find((o) => o.position === 17)!;
    for (const language of ['en', 'fr'] as const) {
      const { record, marker } = localizeSign(ogbeYeku, language, () => undefined);
      expect(marker!.untranslated).toEqual([]);
      expect(marker!.sections).toEqual(expect.arrayContaining(['title', 'traditional_name', 'meaning', 'extended_description']));
      expect(record.extended_description).toContain(GENERATED_NOTE_IN[language]);
      for (const field of ['title', 'traditional_subtitle', 'meaning', 'extended_description', 'descripcion', 'fuente'] as const) {
        expect(spanishSentences(String(record[field]), language, [record.name]), `${language} ${field}`).toEqual([]);
      }
      expect(record.provenance?.meaning?.sources[0]?.where).not.toMatch(/texto generado/);
    }
    const edited = { ...ogbeYeku, meaning: `${ogbeYeku.meaning} Añadido.` };
    const { record, marker } = localizeSign(edited, 'en', () => undefined);
    expect(record.meaning).toBe(edited.meaning);
    expect(marker!.untranslated).toEqual(['meaning']);
    expect(record.title).not.toBe(ogbeYeku.title);
  });

  it('every generated sign reads as English or French in those languages', () => {
    for (const sign of catalogue.filter((o) => o.data_source === 'generated')) {
      for (const language of ['en', 'fr'] as const) {
        const { record } = localizeSign(sign, language, () => undefined);
        const text = [record.title, record.traditional_subtitle, record.meaning, record.extended_description, record.descripcion].join('\n');
        expect(spanishSentences(text, language, [sign.name, sign.yoruba_name ?? '']), `${sign.id} ${language}`).toEqual([]);
      }
    }
  });

  it('the detector finds the Spanish study texts and passes their translations', () => {
    expect(looksSpanish(OJUANI.meaning.text, 'en')).toBe(true);
    expect(looksSpanish(OJUANI.meaning.text, 'fr')).toBe(true);
    expect(OJUANI.refranes.items.filter((r) => looksSpanish(r, 'en')).length).toBeGreaterThan(0);
    expect(looksSpanish('Gratitude before visible and invisible enemies; what is received without thanks escapes.', 'en')).toBe(false);
    expect(looksSpanish('Ce que l’on reçoit sans remercier s’échappe comme l’eau dans un panier, il y a des ennemis.', 'fr')).toBe(false);
  });
});
