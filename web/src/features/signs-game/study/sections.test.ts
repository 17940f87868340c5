import { CONTRIBUTION_SECTIONS } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../../../functions/src/content/build-odduns';
import { readSecret } from './secret-content';
import { completionBand, isPendingReview, studySections, type StudySection } from './sections';

const catalogue = buildCatalogue('2026-01-01T00:00:00.000Z');
const byKey = (sections: StudySection[], key: string) => sections.find((s) => s.key === key)!;

describe('study sections', () => {
  it('are the sixteen contribution sections in the spec order', () => {
    expect(studySections({}).map((s) => s.key)).toEqual([...CONTRIBUTION_SECTIONS]);
  });

  it('say why a prayer or chant is empty, and that other sections have nothing yet', () => {
    const sections = studySections({ meaning: '  ' });
    expect(byKey(sections, 'rezo')).toMatchObject({ kind: 'text', paragraphs: [], placeholder: 'unsourced' });
    expect(byKey(sections, 'suyere')).toMatchObject({ placeholder: 'unsourced' });
    expect(byKey(sections, 'meaning')).toMatchObject({ paragraphs: [], placeholder: 'empty' });
    expect(byKey(sections, 'taboos')).toMatchObject({ kind: 'list', items: [], placeholder: 'empty' });
  });

  it('show a total above 3 entries, above 5 for proverbs', () => {
    const four = ['a', 'b', 'c', 'd'];
    const six = [...four, 'e', 'f'];
    const s = studySections({ ofrendas: four, taboos: ['a', 'b', 'c'], refranes: four });
    expect(byKey(s, 'ofrendas')).toMatchObject({ showTotal: true });
    expect(byKey(s, 'taboos')).toMatchObject({ showTotal: false });
    expect(byKey(s, 'refranes')).toMatchObject({ showTotal: false });
    expect(byKey(studySections({ refranes: six }), 'refranes')).toMatchObject({ showTotal: true });
  });

  it('read both spellings, plants as text or list, and keep paragraphs', () => {
    const s = studySections({
      descripcion: 'Uno.\n\nDos.',
      en_este_oddun_nace: ['La luz'],
      obras: ['Una obra'],
      plantas: 'Algodón',
      traditional_name: 'Baba Ejiogbe',
      traditional_subtitle: 'Primer signo',
    } as never);
    expect(byKey(s, 'extended_description')).toMatchObject({ paragraphs: ['Uno.', 'Dos.'] });
    expect(byKey(s, 'nace_en_este_signo')).toMatchObject({ items: ['La luz'] });
    expect(byKey(s, 'obras_del_signo')).toMatchObject({ items: ['Una obra'] });
    expect(byKey(s, 'plantas')).toMatchObject({ kind: 'text', paragraphs: ['Algodón'] });
    expect(byKey(s, 'traditional_name')).toMatchObject({ paragraphs: ['Baba Ejiogbe', 'Primer signo'] });
  });

  it('fill the curated Meji and mark the rest of the real catalogue honestly', () => {
    const ejiogbe = studySections(catalogue[0]!);
    expect(byKey(ejiogbe, 'meaning')).toMatchObject({ kind: 'text' });
    expect((byKey(ejiogbe, 'refranes') as { items: string[] }).items.length).toBeGreaterThan(0);
    expect(byKey(ejiogbe, 'rezo')).toMatchObject({ paragraphs: [], placeholder: 'unsourced' });
    const generated = studySections(catalogue[16]!);
    expect(catalogue[16]!.data_source).toBe('generated');
    expect(byKey(generated, 'taboos')).toMatchObject({ items: [], placeholder: 'empty' });
  });

  it('carry each section its provenance, and mark unreviewed sections with text as pending review', () => {
    const project = { kind: 'project' as const, title: 'Redacción del proyecto' };
    const s = studySections({
      meaning: 'Texto.',
      refranes: [],
      taboos: ['Uno'],
      provenance: {
        meaning: { sources: [project], reviewed: null },
        refranes: { sources: [project], reviewed: null },
        taboos: { sources: [project], reviewed: { by: 'Revisor', on: '2026-01-31' } },
        ofrendas: { sources: [], reviewed: null },
      },
    });
    expect(byKey(s, 'meaning')).toMatchObject({ provenance: { reviewed: null } });
    expect(isPendingReview(byKey(s, 'meaning'))).toBe(true);
    // Nothing to review in an empty section; a reviewed one is not pending; no sources = no provenance.
    expect(isPendingReview(byKey(s, 'refranes'))).toBe(false);
    expect(isPendingReview(byKey(s, 'taboos'))).toBe(false);
    expect(byKey(s, 'ofrendas').provenance).toBeUndefined();
    expect(isPendingReview(byKey(studySections({ meaning: 'Texto.' }), 'meaning'))).toBe(false);
  });

  it('mark the real catalogue pending review: curated Meji sections and the generated texts', () => {
    const ejiogbe = studySections(catalogue[0]!);
    for (const key of ['meaning', 'extended_description', 'refranes', 'patakines']) expect(isPendingReview(byKey(ejiogbe, key)), key).toBe(true);
    expect(byKey(ejiogbe, 'rezo').provenance).toBeUndefined();
    const generated = studySections(catalogue[16]!);
    expect(isPendingReview(byKey(generated, 'meaning'))).toBe(true);
    expect(byKey(generated, 'meaning').provenance!.sources[0]).toMatchObject({ kind: 'project', title: 'Redacción del proyecto' });
  });

  it('colour the completion by spec 4 bands', () => {
    expect([100, 80, 79, 50, 49, 20, 19, 0].map(completionBand)).toEqual(['green', 'green', 'yellow', 'yellow', 'orange', 'orange', 'red', 'red']);
  });
});

describe('secret content', () => {
  it('reads the six parts, nested or flat, and tolerates gaps', () => {
    expect(readSecret(undefined)).toBeNull();
    expect(
      readSecret({
        secret_works: ['w'],
        advanced_patakines: 'p',
        spiritual_secrets: { advanced_prayers: ['r'], secret_offerings: ['o', 7], hidden_taboos: [] },
        ritual_instructions: ['i'],
      }),
    ).toEqual({
      secret_works: ['w'],
      advanced_patakines: ['p'],
      advanced_prayers: ['r'],
      secret_offerings: ['o'],
      hidden_taboos: [],
      ritual_instructions: ['i'],
    });
    expect(readSecret({ advanced_prayers: ['flat'] })?.advanced_prayers).toEqual(['flat']);
  });
});
