import { describe, expect, it } from 'vitest';
import { SIGNS_TOPICS, UNAVAILABLE_SIGNS_TOPICS } from '@ifa/shared';
import { signs as en } from '../../../i18n/locales/en/signs';
import { signs as es } from '../../../i18n/locales/es/signs';
import { signs as fr } from '../../../i18n/locales/fr/signs';
import { AVAILABLE_TOPICS, UNAVAILABLE_TOPICS } from './signs-options';

describe('topics not yet available (issue 11, point 6)', () => {
  it('sureye is unavailable, as the server says, and every other topic is offered', () => {
    expect(UNAVAILABLE_TOPICS).toEqual(['sureye']);
    expect(Object.keys(UNAVAILABLE_SIGNS_TOPICS)).toEqual(['sureye']);
    expect(AVAILABLE_TOPICS).not.toContain('sureye');
    expect([...AVAILABLE_TOPICS, ...UNAVAILABLE_TOPICS].sort()).toEqual([...SIGNS_TOPICS].sort());
  });

  it('the reason is given in es, en and fr, and the server refuses in Spanish', () => {
    for (const catalog of [es, en, fr]) {
      expect(catalog.signsGame.topics.unavailable.trim()).not.toBe('');
      expect(catalog.signsGame.topics.sureyeReason).toMatch(/suyere/i);
    }
    expect(es.signsGame.topics.sureyeReason).toMatch(/fuente verificada/);
    expect(UNAVAILABLE_SIGNS_TOPICS.sureye).toMatch(/^El tema «Suyere» aún no está disponible/);
  });
});
