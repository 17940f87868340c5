import { describe, expect, it } from 'vitest';
import { LANGUAGES, ORISHA_TOPICS } from '@ifa/shared';
import {
  ORISHAS,
  ORISHA_TOPIC_FIELDS,
  answerKey,
  distractorsFor,
  orishaById,
  sharedValues,
  topicValues,
  type OrishaFactTopic,
} from '../../src/content/orishas.js';

const TOPICS = Object.keys(ORISHA_TOPIC_FIELDS) as OrishaFactTopic[];

describe('orisha knowledge base', () => {
  it('has at least 16 orishas with unique ids', () => {
    expect(ORISHAS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(ORISHAS.map((o) => o.id)).size).toBe(ORISHAS.length);
  });

  it('maps every quiz topic except random to a field', () => {
    expect([...TOPICS, 'random'].sort()).toEqual([...ORISHA_TOPICS].sort());
    expect(ORISHA_TOPIC_FIELDS.symbols).toBe('offerings');
    expect(ORISHA_TOPIC_FIELDS.attributes).toBe('attributes');
  });

  it('fills every topic in es, en and fr with lists of equal length', () => {
    for (const o of ORISHAS) {
      for (const lang of LANGUAGES) {
        expect(o.name[lang].trim(), `${o.id}.name.${lang}`).not.toBe('');
        expect(o.syncretism[lang].trim(), `${o.id}.syncretism.${lang}`).not.toBe('');
      }
      for (const topic of TOPICS) {
        const lengths = LANGUAGES.map((lang) => topicValues(o, topic, lang).length);
        expect(lengths[0], `${o.id}.${topic}`).toBeGreaterThan(0);
        expect(new Set(lengths).size, `${o.id}.${topic} lengths ${lengths.join('/')}`).toBe(1);
        for (const lang of LANGUAGES) {
          const values = topicValues(o, topic, lang);
          expect(values.every((v) => v.trim().length > 0), `${o.id}.${topic}.${lang}`).toBe(true);
          expect(new Set(values.map(answerKey)).size, `${o.id}.${topic}.${lang} duplicates`).toBe(values.length);
        }
      }
      if (o.number !== null) expect(Number.isInteger(o.number) && o.number > 0, o.id).toBe(true);
    }
  });

  it('keeps the widely published associations', () => {
    const chango = orishaById('chango')!;
    expect(chango.colors.es).toEqual(['rojo', 'blanco']);
    expect(chango.number).toBe(6);
    expect(chango.syncretism.es).toBe('Santa Bárbara');
    expect(orishaById('yemaya')).toMatchObject({ number: 7, syncretism: { es: 'Virgen de Regla' } });
    expect(orishaById('yemaya')!.colors.es).toEqual(['azul', 'blanco']);
    expect(orishaById('oshun')).toMatchObject({ number: 5, syncretism: { es: 'Virgen de la Caridad del Cobre' } });
    expect(orishaById('obatala')).toMatchObject({ number: 8, syncretism: { es: 'Virgen de las Mercedes' } });
    expect(orishaById('elegua')!.colors.es).toEqual(['rojo', 'negro']);
    expect(orishaById('elegua')!.days.es).toEqual(['lunes']);
    expect(orishaById('ogun')).toMatchObject({ number: 7, syncretism: { es: 'San Pedro' } });
    expect(orishaById('ogun')!.days.en).toEqual(['Tuesday']);
    expect(orishaById('oya')).toMatchObject({ number: 9, syncretism: { es: 'Virgen de la Candelaria' } });
    expect(orishaById('babalu-aye')).toMatchObject({ number: 17, syncretism: { es: 'San Lázaro' } });
    expect(orishaById('orula')).toMatchObject({ number: 16, syncretism: { es: 'San Francisco de Asís' } });
    expect(orishaById('orula')!.colors.fr).toEqual(['vert', 'jaune']);
  });
});

describe('quiz helpers', () => {
  it('offer at least 3 distractors that never belong to the asked orisha', () => {
    for (const o of ORISHAS) {
      for (const topic of TOPICS) {
        for (const lang of LANGUAGES) {
          const own = new Set(topicValues(o, topic, lang).map(answerKey));
          const wrong = distractorsFor(o.id, topic, lang);
          expect(wrong.length, `${o.id}.${topic}.${lang}`).toBeGreaterThanOrEqual(3);
          for (const w of wrong) expect(own.has(answerKey(w)), `${o.id}.${topic}.${lang}: ${w}`).toBe(false);
        }
      }
    }
  });

  it('report values shared by several orishas', () => {
    expect(sharedValues('days', 'es').get('viernes')).toEqual(expect.arrayContaining(['chango', 'oya']));
    expect(sharedValues('colors', 'es').get('blanco')).toEqual(expect.arrayContaining(['obatala', 'chango', 'yemaya']));
    expect(distractorsFor('chango', 'colors', 'es')).not.toContain('blanco');
    expect(answerKey(' Miércoles ')).toBe('miercoles');
  });
});
