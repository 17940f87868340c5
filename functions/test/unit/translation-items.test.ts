import { describe, expect, it } from 'vitest';
import { Oddun, contributionEffect, studyItemsOf, type Oddun as OddunRecord } from '@ifa/shared';
import { loadCollection } from '../../../scripts/src/content/compile.js';
import { COLLECTIONS } from '../../../scripts/src/content/collections.js';
import { buildCatalogue, fileTranslation } from '../../src/content/build-odduns.js';
import { localizeSign } from '../../src/content/localize-sign.js';
import { MEJI_ENTRIES } from '../../src/content/meji.js';
import { checkTranslation, type MejiTranslation } from '../../src/content/schemas/meji-translation.js';
import { applyTranslation, translationOfFields, translationView } from '../../src/content/translations.js';
import { localized } from '../../src/domain/signs-questions.js';
import { signDetail } from '../../src/services/sign-detail.js';

/**
 * Translations that survive edits (issue 34, DESIGN.md 6): a sign's texts are translated item by
 * item (a paragraph, a list entry), on the real packs `npm run content` writes, so an approved
 * addition or correction to the Spanish leaves exactly that item in Spanish, named in the
 * marker's `pending`, and every other item in the learner's language.
 */
const catalogue = buildCatalogue('2026-01-01T00:00:00.000Z');
const OSHE = catalogue.find((o) => o.id === 'oshe-meji')!;
const enOf = (o: OddunRecord) => signDetail(o, null, 'en', fileTranslation);
const english = enOf(OSHE);

/** The sign's fields after an approved contribution, by the one rule the approval applies (shared contribution.ts). */
function approved(sign: OddunRecord, section: string, type: 'addition' | 'correction', content: string): OddunRecord {
  const effect = contributionEffect(sign as unknown as Record<string, unknown>, section, type, content);
  expect(effect && !effect.unchanged).toBe(true);
  return { ...sign, [effect!.field]: effect!.after };
}

describe('an approved addition leaves only the new item in Spanish', () => {
  const added = 'Quien siembra dulzura recoge miel.';
  const edited = approved(OSHE, 'refranes', 'addition', added);
  const detail = enOf(edited);

  it('keeps every earlier proverb in English and shows the new one in Spanish', () => {
    expect(english.refranes).toEqual(['There is no tomorrow that does not become yesterday.', 'A cat\'s kitten hunts mice.', 'The needle leads the thread.', 'By losing, one wins.']);
    expect(detail.refranes).toEqual([...english.refranes!, added]);
  });

  it('names the one item in `pending`, lists the section as not wholly translated, and leaves the other sections whole', () => {
    expect(detail.translation).toMatchObject({ language: 'en', untranslated: ['refranes'], pending: { refranes: [4] } });
    expect(detail.translation!.sections).not.toContain('refranes');
    expect(detail.translation!.sections).toEqual(expect.arrayContaining(['meaning', 'taboos', 'patakines', 'extended_description']));
    expect(detail.taboos).toEqual(english.taboos);
    // The contract the web reads.
    expect(Oddun.parse(detail).translation?.pending).toEqual({ refranes: [4] });
  });

  it('does the same for a paragraph added to a text: the earlier paragraphs stay translated', () => {
    const paragraph = 'Un párrafo nuevo aportado por un aprendiz y aprobado por el administrador.';
    const withParagraph = enOf(approved(OSHE, 'extended_description', 'addition', paragraph));
    const paragraphs = studyItemsOf(withParagraph.extended_description);
    expect(paragraphs.slice(0, -1)).toEqual(studyItemsOf(english.extended_description));
    expect(paragraphs.at(-1)).toBe(paragraph);
    expect(withParagraph.translation?.pending).toEqual({ extended_description: [paragraphs.length - 1] });

    const meaning = enOf(approved(OSHE, 'meaning', 'addition', 'Otra idea del signo.'));
    expect(meaning.meaning).toBe(`${english.meaning}\n\nOtra idea del signo.`);
    expect(meaning.translation?.pending).toEqual({ meaning: [1] });
  });

  it('works for a French learner and for a generated sign (translated from its templates) alike', () => {
    const french = signDetail(edited, null, 'fr', fileTranslation);
    expect(french.translation).toMatchObject({ language: 'fr', pending: { refranes: [4] } });
    expect(french.refranes!.slice(0, 4)).toEqual(signDetail(OSHE, null, 'fr', fileTranslation).refranes);

    const generated = catalogue.find((o) => o.data_source === 'generated')!;
    const before = enOf(generated);
    const after = enOf(approved(generated, 'extended_description', 'addition', 'Nota añadida por un administrador.'));
    expect(studyItemsOf(after.extended_description).slice(0, -1)).toEqual(studyItemsOf(before.extended_description));
    expect(Object.keys(after.translation?.pending ?? {})).toEqual(['extended_description']);
  });
});

describe('a corrected item is the only one in Spanish', () => {
  const corrected = [...OSHE.refranes!];
  corrected[1] = 'Hijo de gato caza ratones.';
  const detail = enOf(approved(OSHE, 'refranes', 'correction', corrected.join('\n')));

  it('shows the corrected proverb in Spanish and the three others in English', () => {
    expect(detail.refranes).toEqual([english.refranes![0], 'Hijo de gato caza ratones.', english.refranes![2], english.refranes![3]]);
    expect(detail.translation).toMatchObject({ untranslated: ['refranes'], pending: { refranes: [1] } });
  });

  it('keeps a translation wherever its Spanish moved, and whatever its spacing', () => {
    const reordered = enOf({ ...OSHE, refranes: [...OSHE.refranes!].reverse().map((r, i) => (i ? r : `  ${r.replace(' ', '   ')} `)) });
    expect(reordered.refranes).toEqual([...english.refranes!].reverse());
    expect(reordered.translation!.sections).toContain('refranes');
    expect(reordered.translation).not.toHaveProperty('pending');
  });

  it('shows a section whose every item changed wholly in Spanish, with no item to mark', () => {
    const replaced = enOf(approved(OSHE, 'refranes', 'correction', 'Uno nuevo.\nOtro nuevo.'));
    expect(replaced.refranes).toEqual(['Uno nuevo.', 'Otro nuevo.']);
    expect(replaced.translation).toMatchObject({ untranslated: ['refranes'] });
    expect(replaced.translation).not.toHaveProperty('pending');
  });

  it('translates each attribute on its own: a changed element leaves the colours translated', () => {
    const ejiogbe = catalogue.find((o) => o.position === 1)!;
    expect(ejiogbe.colors?.length).toBeGreaterThan(0);
    const detail = enOf({ ...ejiogbe, element: 'Aire y luz' });
    expect(detail.element).toBe('Aire y luz');
    expect(detail.colors).toEqual(enOf(ejiogbe).colors);
    expect(detail.translation).toMatchObject({ untranslated: ['attributes'], pending: { element: [0] } });
  });
});

describe('the signs game still quotes a field whole', () => {
  const edited = { ...OSHE, refranes: [...OSHE.refranes!, 'Un refrán nuevo.'] };

  it('the signs game quotes a changed list wholly in Spanish, the very stored value, and the rest translated', () => {
    const sign = edited as unknown as Parameters<typeof localized>[0];
    const game = localized(sign, 'en', fileTranslation);
    expect(game.refranes).toBe(sign.refranes);
    expect(game.taboos).not.toEqual(sign.taboos);
    expect(translationView(fileTranslation(OSHE.id, 'en')!, 'quiz').items).toBeUndefined();
  });

  it('the detail and the sign of the day mark just the paragraph added to a text, item by item', () => {
    const withParagraph = { ...OSHE, meaning: `${OSHE.meaning}\n\nOtra idea.` };
    const { marker } = localizeSign(withParagraph, 'en', fileTranslation);
    expect(marker?.pending).toEqual({ meaning: [1] });
    expect(marker?.untranslated).toContain('meaning');
  });
});

describe('building the per-item translation', () => {
  it('pairs item i with item i, and refuses a text whose paragraphs do not pair when strict', () => {
    const t = translationOfFields([['refranes', ['Uno.', 'Dos.'], ['One.', 'Two.']]], null, true);
    const { record, pending } = applyTranslation({ refranes: ['Dos.', 'Tres.'] }, t);
    expect(record.refranes).toEqual(['Two.', 'Tres.']);
    expect(pending).toEqual({ refranes: [1] });
    expect(() => translationOfFields([['meaning', 'Uno.\n\nDos.', 'One and two.']], null, true)).toThrow(/meaning: 1 elementos traducidos para 2/);
    // Not strict (the generated templates): that field is then matched whole only.
    expect(translationOfFields([['meaning', 'Uno.\n\nDos.', 'One and two.']], null, false).items).toEqual({});
  });

  it('npm run content reports, with its field, a translated text with another number of paragraphs than the Spanish', () => {
    const entry = MEJI_ENTRIES.find((e) => e.key === '15-oshe-meji')!;
    const english = loadCollection(COLLECTIONS.find((c) => c.name === 'meji')!).translations!.en!.find((t) => (t as MejiTranslation).key === entry.key) as MejiTranslation;
    expect(checkTranslation(entry, english, 'en')).toEqual([]);
    const problems = checkTranslation(entry, { ...english, meaning: `${english.meaning}\n\nAnd a second paragraph.` }, 'en');
    expect(problems).toEqual(['meaning: tiene 2 párrafos y el español 1: los mismos, en el mismo orden (una línea en blanco los separa)']);
  });

  it('every real translation pairs item by item in the detail pack', () => {
    for (const oddun of catalogue.filter((o) => o.is_meji)) {
      for (const language of ['en', 'fr'] as const) {
        const t = fileTranslation(oddun.id, language)!;
        for (const [field, value] of Object.entries(t.fields)) expect(t.items?.[field as keyof typeof t.items], `${oddun.id} ${language} ${field}`).toHaveLength(studyItemsOf(value).length);
        expect(signDetail(oddun, null, language, fileTranslation).translation).not.toHaveProperty('pending');
      }
    }
  });

  it('gives each reader its part: the detail every field item by item with the secret, the signs game its lists whole', () => {
    const full = fileTranslation(OSHE.id, 'fr')!;
    const detail = translationView(full, 'detail');
    expect(detail.items?.meaning).toHaveLength(studyItemsOf(OSHE.meaning).length);
    expect(detail.basis).toBeUndefined();
    expect(detail.secret?.fields.secret_works?.length).toBeGreaterThan(0);
    const quiz = translationView(full, 'quiz');
    expect(Object.keys(quiz.fields).sort()).toEqual(['consejos_espirituales', 'nace_en_este_signo', 'patakines', 'refranes', 'taboos']);
    expect(Object.keys(quiz.basis ?? {}).sort()).toEqual(Object.keys(quiz.fields).sort());
    expect(quiz.secret).toBeUndefined();
  });
});
