import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, ORISHA_GUIDE_TOPICS, ORISHA_TOPICS, foldName, type OrishaGuideEntry } from '@ifa/shared';
import { parse, stringify } from 'yaml';
import { CONTENT_ROOT, loadCollection } from '../../../scripts/src/content/compile.js';
import {
  ORISHAS,
  ORISHA_TOPIC_FIELDS,
  alsoValues,
  answerKey,
  distractorsFor,
  notWrongFor,
  orishaById,
  orishaGuide,
  sharedValues,
  topicValues,
  type OrishaFactTopic,
} from '../../src/content/orishas.js';
import { equivalentsCollection, orishaCollection, type OrishaEntry } from '../../src/content/schemas/orishas.js';

const TOPICS = Object.keys(ORISHA_TOPIC_FIELDS) as OrishaFactTopic[];

describe('orisha data files', () => {
  it('validate with the zod schema, one file per orisha named after its id', () => {
    const result = loadCollection<OrishaEntry>(orishaCollection);
    expect(result.errors).toEqual([]);
    expect(result.entries.map((e) => e.id)).toEqual(ORISHAS.map((o) => o.id));
    const files = readdirSync(join(CONTENT_ROOT, 'data', 'orishas'));
    expect(files.sort()).toEqual(ORISHAS.map((o) => `${o.id}.yaml`).sort());
    expect(loadCollection(equivalentsCollection).errors).toEqual([]);
  });

  it('explain their fields to an editor at the top of each file', () => {
    for (const o of ORISHAS) {
      const text = readFileSync(join(CONTENT_ROOT, 'data', 'orishas', `${o.id}.yaml`), 'utf8');
      expect(text.startsWith('# Ficha de un orisha'), o.id).toBe(true);
      for (const field of ['also', 'varies', 'sources', 'reviewed']) expect(text, `${o.id}: ${field}`).toContain(`#     ${field}`);
    }
  });

  describe('and refuse a bad edit, naming the file and the field', () => {
    const root = mkdtempSync(join(tmpdir(), 'orishas-content-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const source = (id: string) => parse(readFileSync(join(CONTENT_ROOT, 'data', 'orishas', `${id}.yaml`), 'utf8')) as Record<string, any>;
    const check = (files: Record<string, unknown>) => {
      const dir = join(root, 'data', 'orishas');
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), stringify(data));
      return loadCollection(orishaCollection, root).errors;
    };

    it('a valid copy passes', () => {
      expect(check({ 'oshun.yaml': source('oshun'), 'chango.yaml': source('chango') })).toEqual([]);
    });
    it('a fact without sources', () => {
      const o = source('oshun');
      o.colors.sources = [];
      expect(check({ 'oshun.yaml': o }).join('\n')).toMatch(/oshun\.yaml: colors\.sources: cada dato necesita al menos una fuente/);
    });
    it('a fact without its review mark, or with an invented shape', () => {
      const o = source('oshun');
      delete o.days.reviewed;
      o.number.reviewed = { by: 'X' };
      const errors = check({ 'oshun.yaml': o }).join('\n');
      expect(errors).toMatch(/days\.reviewed/);
      expect(errors).toMatch(/number\.reviewed\.on/);
    });
    it('a value repeated, or given both as a value and as an alternative', () => {
      const o = source('ochosi');
      o.colors.also.push({ es: 'Azul', en: 'blue', fr: 'bleu' });
      expect(check({ 'ochosi.yaml': o }).join('\n')).toMatch(/ochosi\.colors: 'Azul' aparece dos veces \(es\)/);
    });
    it('a missing translation', () => {
      const o = source('ochosi');
      delete o.plants.values[0].fr;
      expect(check({ 'ochosi.yaml': o }).join('\n')).toMatch(/ochosi\.yaml: plants\.values\.0\.fr/);
    });
    it('two orishas with one name or alias, and a file named after another id', () => {
      const a = source('aganyu');
      const b = source('chango');
      b.aliases.push('Aggayú');
      expect(check({ 'aganyu.yaml': a, 'chango.yaml': b }).join('\n')).toMatch(/el nombre 'aggayu' es de aganyu y de chango/);
      expect(check({ 'ogun.yaml': a }).join('\n')).toMatch(/must be named aganyu\.yaml/);
    });
  });
});

describe('orisha knowledge base', () => {
  it('has at least 16 orishas with unique ids', () => {
    expect(ORISHAS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(ORISHAS.map((o) => o.id)).size).toBe(ORISHAS.length);
  });

  it('maps every quiz topic except random to a data field', () => {
    expect([...TOPICS, 'random'].sort()).toEqual([...ORISHA_TOPICS].sort());
    expect(ORISHA_TOPIC_FIELDS.symbols).toBe('offerings');
    expect(ORISHA_TOPIC_FIELDS.attributes).toBe('domains');
  });

  it('fills every topic in es, en and fr, each fact with sources and a review mark', () => {
    for (const o of ORISHAS) {
      for (const lang of LANGUAGES) {
        expect(o.name[lang].trim(), `${o.id}.name.${lang}`).not.toBe('');
        expect(o.syncretism[lang].trim(), `${o.id}.syncretism.${lang}`).not.toBe('');
      }
      for (const topic of TOPICS) {
        for (const lang of LANGUAGES) {
          const values = topicValues(o, topic, lang);
          expect(values.length, `${o.id}.${topic}.${lang}`).toBeGreaterThan(0);
          const all = [...values, ...alsoValues(o, topic, lang)];
          expect(new Set(all.map(answerKey)).size, `${o.id}.${topic}.${lang} duplicates`).toBe(all.length);
        }
      }
      for (const fact of [o.entry.colors, o.entry.days, o.entry.domains, o.entry.offerings, o.entry.plants, o.entry.animals, o.entry.number, o.entry.syncretism]) {
        expect(fact.sources.length, o.id).toBeGreaterThan(0);
        expect(fact.reviewed === null || typeof fact.reviewed.by === 'string', o.id).toBe(true);
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

  it('records the alternatives the notes give, and the days as varying between houses', () => {
    expect(alsoValues(orishaById('ochosi')!, 'colors', 'es')).toEqual(expect.arrayContaining(['ámbar', 'coral']));
    expect(alsoValues(orishaById('aganyu')!, 'days', 'es')).toContain('domingo');
    expect(alsoValues(orishaById('obba')!, 'colors', 'es')).toContain('rosado');
    for (const o of ORISHAS) expect(o.entry.days.varies, o.id).toBe(true);
    // Near-synonyms of a right answer are never wrong: 'punzó' for Changó's red.
    expect(notWrongFor(orishaById('chango')!, 'colors', 'es')).toEqual(expect.arrayContaining(['rojo', 'punzó']));
  });

  it('spells Aganyú one way, with Aggayú as an alias, and carries the Yorùbá names with their tone marks', () => {
    const aganyu = orishaById('aganyu')!;
    expect(aganyu.name.es).toBe('Aganyú');
    expect(aganyu.aliases).toContain('Aggayú');
    expect(aganyu.yoruba).toBe('Aganjú');
    expect(orishaById('oshun')!.yoruba).toBe('Ọ̀ṣun');
    expect(orishaById('chango')!.yoruba).toBe('Ṣàngó');
    expect(orishaById('ogun')!.yoruba).toBe('Ògún');
    expect(orishaById('obatala')!.yoruba).toBe('Ọbàtálá');
    // Stored in NFC, so comparisons and search behave; folded, they read as the common spellings.
    const named = ORISHAS.filter((o) => o.yoruba);
    expect(named.length).toBeGreaterThanOrEqual(14);
    for (const o of named) expect(o.yoruba!.normalize('NFC'), o.id).toBe(o.yoruba);
    expect(foldName('Ọ̀ṣọ́ọ̀sì')).toBe('osoosi');
    expect(orishaById('ochosi')!.aliases).toContain('Osoosi');
  });
});

describe('quiz helpers', () => {
  it('offer at least 3 distractors that are never true of the asked orisha, nor near-synonyms of its values', () => {
    for (const o of ORISHAS) {
      for (const topic of TOPICS) {
        if (!o.entry[ORISHA_TOPIC_FIELDS[topic]].asked) continue;
        for (const lang of LANGUAGES) {
          const notWrong = new Set(notWrongFor(o, topic, lang).map(answerKey));
          const wrong = distractorsFor(o.id, topic, lang);
          expect(wrong.length, `${o.id}.${topic}.${lang}`).toBeGreaterThanOrEqual(3);
          for (const w of wrong) expect(notWrong.has(answerKey(w)), `${o.id}.${topic}.${lang}: ${w}`).toBe(false);
        }
      }
    }
  });

  it('keep accepted alternatives and group mates out of the distractors', () => {
    // Obbá's 'ámbar' and Inle's 'coral' are also Ochosi's colours; 'rojo oscuro' is a red for Changó.
    expect(distractorsFor('ochosi', 'colors', 'es')).not.toEqual(expect.arrayContaining(['ámbar']));
    expect(distractorsFor('ochosi', 'colors', 'es')).not.toContain('coral');
    expect(distractorsFor('chango', 'colors', 'es')).not.toContain('rojo oscuro');
    expect(distractorsFor('aganyu', 'days', 'en')).not.toContain('Sunday');
    expect(distractorsFor('orula', 'symbols', 'es')).not.toContain('coco');
    // ...and the check can fail: without the equivalents, 'rojo oscuro' comes back for Changó.
    expect(distractorsFor('chango', 'colors', 'es', ORISHAS, {})).toContain('rojo oscuro');
  });

  it('report values shared by several orishas', () => {
    expect(sharedValues('days', 'es').get('viernes')).toEqual(expect.arrayContaining(['chango', 'oya']));
    expect(sharedValues('colors', 'es').get('blanco')).toEqual(expect.arrayContaining(['obatala', 'chango', 'yemaya']));
    expect(distractorsFor('chango', 'colors', 'es')).not.toContain('blanco');
    expect(answerKey(' Miércoles ')).toBe('miercoles');
  });
});

describe('orisha guide export', () => {
  it('gives, per orisha, the name parts, every fact with its alternatives and provenance', () => {
    const guide = orishaGuide('es', 'both');
    // The shape the guide endpoint answers with.
    const asEntries: OrishaGuideEntry[] = guide;
    expect(asEntries).toHaveLength(ORISHAS.length);
    const oshun = guide.find((g) => g.id === 'oshun')!;
    expect(oshun).toMatchObject({ name: 'Oshún', yoruba: 'Ọ̀ṣun', display_name: 'Oshún (Ọ̀ṣun)' });
    expect(oshun.name_parts).toContainEqual({ text: 'Ọ̀ṣun', lang: 'yo' });
    expect(oshun.facts.map((f) => f.topic)).toEqual([...ORISHA_GUIDE_TOPICS]);
    const colors = oshun.facts.find((f) => f.topic === 'colors')!;
    expect(colors).toMatchObject({ values: ['amarillo', 'dorado'], varies: false, asked: true });
    expect(colors.also).toContain('ámbar');
    expect(colors.provenance.sources.length).toBeGreaterThan(0);
    expect(colors.provenance.reviewed).toBeNull();
    const days = guide.find((g) => g.id === 'aganyu')!.facts.find((f) => f.topic === 'days')!;
    expect(days).toMatchObject({ values: ['miércoles'], also: ['domingo'], varies: true });
    expect(guide.find((g) => g.id === 'osain')!.facts.find((f) => f.topic === 'number')).toMatchObject({ values: [], also: ['6', '7'] });
  });

  it('names the orishas as the setting wants, in the requested language', () => {
    expect(orishaGuide('en').find((g) => g.id === 'chango')).toMatchObject({ name: 'Chango', display_name: 'Chango' });
    expect(orishaGuide('en', 'yoruba').find((g) => g.id === 'chango')).toMatchObject({ display_name: 'Ṣàngó', name_parts: [{ text: 'Ṣàngó', lang: 'yo' }] });
    // No Yorùbá form recorded: the Lucumí name stays.
    expect(orishaGuide('fr', 'yoruba').find((g) => g.id === 'inle')).toMatchObject({ display_name: 'Inlé', yoruba: null });
  });
});
