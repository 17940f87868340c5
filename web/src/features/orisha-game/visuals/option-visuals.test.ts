import { LANGUAGES, type Language } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
// The server's knowledge base and question builder: every option it can send is checked here.
import { ORISHAS, distractorsFor, sameGroup, topicValues, type OrishaFactTopic } from '../../../../../functions/src/content/orishas';
import { seededRng } from '../../../../../functions/src/domain/game-types';
import { buildOrishaQuestions } from '../../../../../functions/src/domain/orisha-questions';
import { ANIMAL_PICTURES, DRAWN_TOPICS, questionVisuals, visualFor, type Visual } from './option-visuals';

const pictureOf = (v: Visual) => (v.kind === 'picture' ? v.picture : null);

/** Every value of a topic in the knowledge base, as [es, en, fr] (what the server can offer as an option). */
function itemsOf(field: 'animals' | 'plants') {
  const items = new Map<string, readonly [string, string, string]>();
  for (const o of ORISHAS) for (const v of o.entry[field].values) items.set(v.es, [v.es, v.en, v.fr]);
  return [...items.values()];
}

describe('image match visuals', () => {
  it('draws a swatch for every colour the knowledge base has, in es, en and fr', () => {
    const missing = ORISHAS.flatMap((o) => LANGUAGES.flatMap((l) => o.colors[l])).filter((c) => visualFor('colors', c).kind !== 'swatch');
    expect(missing).toEqual([]);
  });

  it('places every weekday of the knowledge base on the week strip', () => {
    for (const o of ORISHAS) {
      const days = LANGUAGES.map((l) => o.days[l].map((d) => visualFor('days', d)));
      expect(days[0]!.every((v) => v.kind === 'week')).toBe(true);
      // The same day in the three languages.
      expect(days[1]).toEqual(days[0]);
      expect(days[2]).toEqual(days[0]);
    }
    expect(visualFor('days', 'Sábado')).toEqual({ kind: 'week', day: 5 });
    expect(visualFor('days', 'monday')).toEqual({ kind: 'week', day: 0 });
  });

  it('gives each animal of the knowledge base its picture in es, en and fr, or none where no emoji shows it', () => {
    const report = itemsOf('animals').map(([es, en, fr]) => {
      const [a, b, c] = [visualFor('animals', es), visualFor('animals', en), visualFor('animals', fr)].map(pictureOf);
      // The learner's language never changes the picture.
      expect([b, c], `${es} / ${en} / ${fr}`).toEqual([a, a]);
      return `${es}: ${a ?? '-'}`;
    });
    // The report a reviewer reads; a new animal in the data fails here until it is mapped or left out on purpose.
    expect(report.filter((r) => r.endsWith(': -'))).toEqual(['jutía: -', 'codorniz: -', 'aura tiñosa: -', 'gallina de guinea: -']);
    expect(report).toHaveLength(28);
    expect(visualFor('animals', 'Gallo')).toEqual({ kind: 'picture', picture: 'rooster' });
    expect(visualFor('animals', 'tortue d’eau douce')).toEqual({ kind: 'picture', picture: 'turtle' });
    expect(visualFor('animals', 'talking birds (such as the parrot)')).toEqual({ kind: 'picture', picture: 'parrot' });
  });

  it('maps only spellings the knowledge base really sends', () => {
    const known = new Set(itemsOf('animals').map((t) => t.join(' / ')));
    const stale = Object.values(ANIMAL_PICTURES)
      .flat()
      .map((t) => t.join(' / '))
      .filter((t) => !known.has(t));
    expect(stale).toEqual([]);
  });

  it('never gives one picture to two animals that could meet in one question', () => {
    // What can meet: two values of the asked orisha (a question asking for two), a value and a
    // wrong option, two wrong options; never two group mates of data/orisha-equivalents.
    const clashes = new Set<string>();
    for (const lang of LANGUAGES) {
      for (const o of ORISHAS.filter((x) => x.entry.animals.asked)) {
        const options = [...topicValues(o, 'animals', lang), ...distractorsFor(o, 'animals', lang)];
        for (const [i, a] of options.entries()) {
          for (const b of options.slice(i + 1)) {
            const [pa, pb] = [pictureOf(visualFor('animals', a)), pictureOf(visualFor('animals', b))];
            if (pa && pa === pb && !sameGroup('animals', lang, a, b)) clashes.add(`${a} / ${b}: ${pa}`);
          }
        }
      }
    }
    expect([...clashes]).toEqual([]);
  });

  it('leaves every plant undrawn: too few have a fitting emoji for a question of four', () => {
    const plants = itemsOf('plants');
    expect(plants.length).toBeGreaterThan(30);
    expect(plants.flat().filter((p) => visualFor('plants', p).kind !== 'none')).toEqual([]);
    expect(questionVisuals('plants', ['maíz', 'palma', 'lechuga', 'albahaca'])).toBeNull();
  });

  it('draws nothing for offerings and domains', () => {
    expect(visualFor('symbols', 'miel')).toEqual({ kind: 'none' });
    expect(visualFor('attributes', 'el mar')).toEqual({ kind: 'none' });
  });
});

describe('one question drawn or played as multiple choice', () => {
  it('draws a question whose options each have a picture of their own', () => {
    expect(questionVisuals('animals', ['gallo', 'perro', 'pato', 'venado'])?.map(pictureOf)).toEqual(['rooster', 'dog', 'duck', 'deer']);
    expect(questionVisuals('animals', ['rooster', 'dog', 'duck', 'deer'])?.map(pictureOf)).toEqual(['rooster', 'dog', 'duck', 'deer']);
    expect(questionVisuals('animals', ['coq', 'chien', 'canard', 'cerf'])?.map(pictureOf)).toEqual(['rooster', 'dog', 'duck', 'deer']);
    expect(questionVisuals('colors', ['rojo', 'rojo oscuro', 'vino', 'coral'])).toHaveLength(4);
    expect(questionVisuals('days', ['lunes', 'martes', 'jueves', 'sábado'])).toHaveLength(4);
  });

  it('falls back when one option has no picture', () => {
    expect(questionVisuals('animals', ['gallo', 'perro', 'jutía', 'venado'])).toBeNull();
    expect(questionVisuals('animals', ['rooster', 'dog', 'guinea fowl', 'deer'])).toBeNull();
    expect(questionVisuals('colors', ['rojo', 'verde', 'azul', 'turquesa'])).toBeNull();
  });

  it('falls back when two options would show the same picture', () => {
    expect(questionVisuals('animals', ['chivo', 'chiva', 'perro', 'pato'])).toBeNull();
    expect(questionVisuals('colors', ['rosado', 'rosa', 'rojo', 'azul'])).toBeNull();
  });

  it('never draws a topic image match does not draw', () => {
    expect(questionVisuals('symbols', ['miel', 'ron', 'coco', 'maíz'])).toBeNull();
  });

  it('draws a fair share of the questions of every drawn topic, in es, en and fr', () => {
    // A topic whose questions can almost never be drawn belongs with the undrawn ones (README.md).
    const share = (topic: OrishaFactTopic, lang: Language) => {
      const questions = Array.from({ length: 30 }, (_, seed) => buildOrishaQuestions([topic], lang, seededRng(seed + 1), { mode: 'image_match' })).flat();
      return questions.filter((q) => questionVisuals(q.topic, q.options)).length / questions.length;
    };
    const shares = Object.fromEntries(DRAWN_TOPICS.flatMap((topic) => LANGUAGES.map((lang) => [`${topic}.${lang}`, Math.round(share(topic, lang) * 100)])));
    for (const [key, percent] of Object.entries(shares)) expect(percent, key).toBeGreaterThanOrEqual(key.startsWith('animals') ? 30 : 100);
  });
});
