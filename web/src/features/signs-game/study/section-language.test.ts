import { describe, expect, it } from 'vitest';
import { attributeLanguages, sectionLanguage, sectionText, studySections } from './sections';

const byKey = (sections: ReturnType<typeof studySections>, key: string) => sections.find((s) => s.key === key)!;

describe('the language of each study section (DESIGN.md 6)', () => {
  it('marks translated sections with the learner\'s language and the project\'s note, and untranslated ones as Spanish with theirs', () => {
    const sections = studySections({
      meaning: 'The meaning.',
      refranes: ['Un refrán editado.'],
      taboos: ['A taboo.'],
      translation: { language: 'en', by: 'project', reviewed: null, sections: ['meaning', 'taboos'], untranslated: ['refranes'] },
    });
    expect(byKey(sections, 'meaning')).toMatchObject({ lang: 'en', note: 'translated' });
    expect(byKey(sections, 'taboos')).toMatchObject({ lang: 'en', note: 'translated' });
    expect(byKey(sections, 'refranes')).toMatchObject({ lang: 'es', note: 'untranslated' });
    expect(byKey(sections, 'ofrendas')).toMatchObject({ lang: 'es' });
    expect(byKey(sections, 'ofrendas')).not.toHaveProperty('note');
  });

  it('leaves a Spanish learner\'s sections as they were: Spanish, no note', () => {
    const sections = studySections({ meaning: 'Significado.' });
    expect(byKey(sections, 'meaning')).toMatchObject({ lang: 'es' });
    expect(sections.every((s) => !('note' in s))).toBe(true);
    expect(sectionLanguage({}, 'secret')).toEqual({ lang: 'es' });
  });
});

describe('a section translated item by item (issue 34)', () => {
  const marker = { language: 'en', by: 'project', reviewed: null } as const;

  it('keeps a section with one new entry in the learner\'s language and marks only that entry as Spanish', () => {
    const sections = studySections({
      refranes: ['One proverb.', 'Another proverb.', 'Un refrán nuevo.'],
      translation: { ...marker, sections: ['taboos'], untranslated: ['refranes'], pending: { refranes: [2] } },
    });
    expect(byKey(sections, 'refranes')).toMatchObject({ lang: 'en', note: 'translated', spanishItems: [2] });
  });

  it('counts the items of the field they come from: a paragraph of the description, the subtitle under the name', () => {
    const sections = studySections({
      descripcion: 'First paragraph.\n\nUn párrafo añadido.',
      traditional_name: 'Ogbe Yeku',
      traditional_subtitle: 'Subtítulo corregido',
      translation: { ...marker, sections: [], untranslated: ['extended_description', 'traditional_name'], pending: { descripcion: [1], traditional_subtitle: [0] } },
    } as never);
    expect(byKey(sections, 'extended_description')).toMatchObject({ lang: 'en', note: 'translated', spanishItems: [1] });
    expect(byKey(sections, 'traditional_name')).toMatchObject({ lang: 'en', spanishItems: [1] });
    // The subtitle alone, as the summary shows it, is Spanish.
    expect(sectionLanguage({ translation: { ...marker, sections: [], untranslated: ['traditional_name'], pending: { traditional_subtitle: [0] } } }, 'traditional_name', [['traditional_subtitle', 0]])).toEqual({ lang: 'es', note: 'untranslated' });
  });

  it('shows a section with no item left in the learner\'s language wholly as Spanish, with its one note', () => {
    const sections = studySections({ refranes: ['Uno.', 'Dos.'], translation: { ...marker, sections: [], untranslated: ['refranes'] } });
    expect(byKey(sections, 'refranes')).toEqual(expect.objectContaining({ lang: 'es', note: 'untranslated' }));
    expect(byKey(sections, 'refranes')).not.toHaveProperty('spanishItems');
  });

  it('gives each attribute its own language', () => {
    const attributes = attributeLanguages({
      element: 'Aire y luz',
      colors: ['White', 'Silver'],
      translation: { ...marker, sections: [], untranslated: ['attributes'], pending: { element: [0] } },
    });
    expect(attributes.note).toBe('translated');
    expect([attributes.langOf('element'), attributes.spanish('element')]).toEqual(['es', true]);
    expect([attributes.langOf('colors', 1), attributes.spanish('colors', 1)]).toEqual(['en', false]);
  });
});

describe('a translation a learner suggested (issue 36)', () => {
  const credit = { name: 'Ana P.', source_kind: 'book', source: 'Manual de Ifá, p. 12', on: '2025-05-01T00:00:00.000Z' } as const;

  it('credits the section whose translation is the applied suggestion, and no other', () => {
    const sections = studySections({
      meaning: 'The meaning.',
      refranes: ['One proverb.', 'Un refrán nuevo.'],
      taboos: ['A taboo.'],
      translation: { language: 'en', by: 'project', reviewed: null, sections: ['meaning', 'taboos'], untranslated: ['refranes'], pending: { refranes: [1] }, credits: { taboos: credit, refranes: credit } },
    });
    expect(byKey(sections, 'taboos')).toMatchObject({ lang: 'en', note: 'translated', credit });
    expect(byKey(sections, 'refranes')).toMatchObject({ lang: 'en', note: 'translated', spanishItems: [1], credit });
    expect(byKey(sections, 'meaning')).not.toHaveProperty('credit');
  });

  it('gives the section as one text to start a suggestion from: entries one a line, paragraphs apart by a blank line', () => {
    const sections = studySections({ meaning: 'First.\n\nSecond.', taboos: ['One.', 'Two.'], translation: { language: 'fr', by: 'project', reviewed: null, sections: ['meaning', 'taboos'], untranslated: [] } });
    expect(sectionText(sections, 'taboos')).toEqual({ lang: 'fr', text: 'One.\nTwo.' });
    expect(sectionText(sections, 'meaning')).toEqual({ lang: 'fr', text: 'First.\n\nSecond.' });
    expect(sectionText(sections, 'ofrendas')).toBeUndefined();
    expect(sectionText(sections, 'secret')).toBeUndefined();
  });
});
