import { DIFFICULTIES } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rituals as en } from '../../../i18n/locales/en/rituals';
import { rituals as es } from '../../../i18n/locales/es/rituals';
import { rituals as fr } from '../../../i18n/locales/fr/rituals';
import { RITUAL_CATEGORIES, RITUAL_IDS, RITUALS, STEP_TYPES, ritualForLevel, suitsLevel } from './rituals';

/** The shape of spec 3 'Ritual' (texts apart), checked on the data an editor may change. */
const RitualSchema = z.object({
  id: z.enum(RITUAL_IDS),
  category: z.enum(RITUAL_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  audio_url: z.null(),
  total_duration: z.number().int().positive(),
  steps: z
    .array(z.object({ id: z.string().regex(/^[a-z_]+$/), duration: z.number().int().positive(), type: z.enum(STEP_TYPES) }))
    .min(1)
    .refine((steps) => new Set(steps.map((s) => s.id)).size === steps.length, 'step ids are unique'),
});

const catalogs = { es: es.rituals, en: en.rituals, fr: fr.rituals };

describe('built-in rituals (spec 9)', () => {
  it.each([
    ['basic_moyuba', 'moyubas', 5, 17],
    ['candle_preparation', 'luminarias', 5, 55],
    ['four_winds', 'ceremonias', 5, 42],
  ] as const)('%s is a %s ritual of %i steps and %i s', (id, category, steps, seconds) => {
    const ritual = RITUALS.find((r) => r.id === id);
    expect(ritual).toBeDefined();
    expect(RitualSchema.parse(ritual)).toBeTruthy();
    expect(ritual!.category).toBe(category);
    expect(ritual!.steps).toHaveLength(steps);
    expect(ritual!.total_duration).toBe(seconds);
    expect(ritual!.steps.reduce((sum, s) => sum + s.duration, 0)).toBe(seconds);
  });

  it('holds exactly the three rituals of the spec', () => {
    expect(RITUALS.map((r) => r.id)).toEqual([...RITUAL_IDS]);
  });

  it('opens each level on a ritual within reach', () => {
    for (const level of DIFFICULTIES) expect(suitsLevel(ritualForLevel(level), level)).toBe(true);
    expect(RITUALS.filter((r) => suitsLevel(r, 'beginner')).map((r) => r.id)).toEqual(['basic_moyuba']);
    expect(RITUALS.filter((r) => suitsLevel(r, 'expert'))).toHaveLength(3);
  });
});

describe.each(Object.entries(catalogs))('ritual texts in %s', (_language, catalog) => {
  it('name, description and every step instruction exist and are not blank', () => {
    for (const ritual of RITUALS) {
      const texts = catalog.catalog[ritual.id];
      expect(texts.name.trim(), ritual.id).not.toBe('');
      expect(texts.description.trim(), ritual.id).not.toBe('');
      const stepTexts = texts.steps as Record<string, string>;
      expect(Object.keys(stepTexts).sort(), ritual.id).toEqual(ritual.steps.map((s) => s.id).sort());
      for (const step of ritual.steps) expect(stepTexts[step.id]?.trim(), `${ritual.id}.${step.id}`).toBeTruthy();
    }
  });

  it('names every category and step type', () => {
    for (const category of RITUAL_CATEGORIES) expect(catalog.categories[category]).toBeTruthy();
    for (const type of STEP_TYPES) expect(catalog.stepTypes[type]).toBeTruthy();
  });
});

describe('content rules (no invented liturgy)', () => {
  // A spoken step sends the learner to the words of their own house or elder, never to ours.
  const ownWords = { es: /casa|mayor|propias palabras/, en: /house|elder|own words/, fr: /maison|aîné|propres mots/ };
  it.each(Object.entries(catalogs))('%s: speech and prayer steps point to the words taught in the house', (language, catalog) => {
    for (const ritual of RITUALS) {
      const stepTexts = catalog.catalog[ritual.id].steps as Record<string, string>;
      for (const step of ritual.steps.filter((s) => s.type === 'speech' || s.type === 'prayer')) {
        expect(stepTexts[step.id], `${ritual.id}.${step.id}`).toMatch(ownWords[language as keyof typeof ownWords]);
      }
    }
  });

  it.each(Object.entries(catalogs))('%s: no step quotes a text to recite', (_language, catalog) => {
    for (const ritual of RITUALS) {
      for (const text of Object.values(catalog.catalog[ritual.id].steps as Record<string, string>)) expect(text).not.toMatch(/["“”«»]/);
    }
  });
});
