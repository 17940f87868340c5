import { describe, expect, it } from 'vitest';
import { sectionLanguage, studySections } from './sections';

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
