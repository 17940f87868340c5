import { CONTRIBUTION_SECTIONS, SIGNS_TOPICS } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
// The catalogue's own facts (test only: app code never imports server code).
import { ODU_CATALOGUE } from '../../../../../functions/src/content/odu-catalogue';
import { slugify } from '../../../../../functions/src/content/slug';
import { sectionAnchor, signAddress, signIdOf, studyLinkOf, SUMMARY_ANCHOR } from './study-address';

describe("the encyclopedia's address", () => {
  it('names the sign on screen, and a section when one is given', () => {
    expect(signAddress('iroso-meji')).toBe('/games/signs?sign=iroso-meji');
    expect(signAddress('ogbe-wene', sectionAnchor('refranes'))).toBe('/games/signs?sign=ogbe-wene#section-refranes');
  });

  it('derives the same id from a name as the catalogue does, for all 256 signs', () => {
    for (const fact of ODU_CATALOGUE) expect(signIdOf(fact.name), fact.name).toBe(slugify(fact.name));
    expect(signIdOf('Ogbe Weñe')).toBe('ogbe-wene');
  });
});

describe("'Dónde estudiarlo' as a link", () => {
  it('opens the sign it names on the section of the question’s topic', () => {
    expect(studyLinkOf('Baba Ejiogbe — Refranes', 'refranes')).toBe('/games/signs?sign=baba-ejiogbe#section-refranes');
    expect(studyLinkOf('Ogbe Weñe — Tabúes', 'prohibitions')).toBe('/games/signs?sign=ogbe-wene#section-taboos');
    // The section label is in the learner's language; the topic decides the anchor.
    expect(studyLinkOf('Oyekun Meji — Sayings', 'refranes')).toBe('/games/signs?sign=oyekun-meji#section-refranes');
    expect(studyLinkOf('Oyekun Meji — Patrón binario', 'recognition')).toBe(`/games/signs?sign=oyekun-meji#${SUMMARY_ANCHOR}`);
  });

  it('points every topic at a section the study screen has (or at the sign’s summary)', () => {
    const anchors = new Set<string>([SUMMARY_ANCHOR, ...CONTRIBUTION_SECTIONS.map(sectionAnchor)]);
    for (const topic of SIGNS_TOPICS) {
      const link = studyLinkOf('Odi Meji — x', topic)!;
      expect(anchors.has(link.split('#')[1]!), topic).toBe(true);
    }
  });

  it('stays plain text when the reference names no sign', () => {
    expect(studyLinkOf(null, 'refranes')).toBeUndefined();
    expect(studyLinkOf('Refranes', 'refranes')).toBeUndefined();
    expect(studyLinkOf(' — Refranes', 'refranes')).toBeUndefined();
  });
});
