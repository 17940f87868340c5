import { DIFFICULTIES } from '@ifa/shared';

/**
 * The three built-in rituals (spec 3 'Ritual', spec 9; DESIGN.md 6: they live in the client).
 * This file holds their structure; every word (name, description, each step's instruction)
 * lives in the `rituals` catalog part in es/en/fr, under `rituals.catalog.<id>`.
 *
 * Content rule: these are study practices that rehearse the FORM of a ritual. No step carries
 * a prayer, rezo, moyuba text, chant or Yoruba formula: a spoken step tells the learner to use
 * the words taught in their own house.
 */
export const STEP_TYPES = ['gesture', 'speech', 'sound', 'preparation', 'meditation', 'prayer', 'action', 'orientation', 'gratitude'] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const RITUAL_CATEGORIES = ['moyubas', 'luminarias', 'ceremonias'] as const;
export type RitualCategory = (typeof RITUAL_CATEGORIES)[number];

export type RitualDifficulty = (typeof DIFFICULTIES)[number];

export interface RitualStep {
  id: string;
  /** Suggested duration in seconds. */
  duration: number;
  type: StepType;
}

export interface Ritual {
  id: RitualId;
  category: RitualCategory;
  difficulty: RitualDifficulty;
  steps: readonly RitualStep[];
  /** Spec 3 keeps the field; no recording ships, 'listen to audio' reads the step aloud. */
  audio_url: null;
  /** The sum of the steps' durations, in seconds. */
  total_duration: number;
}

export const RITUAL_IDS = ['basic_moyuba', 'candle_preparation', 'four_winds'] as const;
export type RitualId = (typeof RITUAL_IDS)[number];

const ritual = (id: RitualId, category: RitualCategory, difficulty: RitualDifficulty, steps: RitualStep[]): Ritual => ({
  id,
  category,
  difficulty,
  steps,
  audio_url: null,
  total_duration: steps.reduce((sum, step) => sum + step.duration, 0),
});

/** Spec 9: basic moyuba 5 steps / 17 s, candle preparation 5 / 55 s, four winds 5 / 42 s. */
export const RITUALS: readonly Ritual[] = [
  ritual('basic_moyuba', 'moyubas', 'beginner', [
    { id: 'settle', duration: 3, type: 'preparation' },
    { id: 'greet', duration: 3, type: 'gesture' },
    { id: 'name_ancestors', duration: 4, type: 'speech' },
    { id: 'ask_blessing', duration: 4, type: 'prayer' },
    { id: 'thank', duration: 3, type: 'gratitude' },
  ]),
  ritual('candle_preparation', 'luminarias', 'intermediate', [
    { id: 'prepare_space', duration: 10, type: 'preparation' },
    { id: 'light', duration: 10, type: 'action' },
    { id: 'contemplate', duration: 15, type: 'meditation' },
    { id: 'intention', duration: 10, type: 'prayer' },
    { id: 'close', duration: 10, type: 'gratitude' },
  ]),
  ritual('four_winds', 'ceremonias', 'advanced', [
    { id: 'first_direction', duration: 9, type: 'orientation' },
    { id: 'second_direction', duration: 9, type: 'orientation' },
    { id: 'third_direction', duration: 9, type: 'orientation' },
    { id: 'fourth_direction', duration: 9, type: 'orientation' },
    { id: 'thank', duration: 6, type: 'gratitude' },
  ]),
];

export const findRitual = (id: string): Ritual | undefined => RITUALS.find((r) => r.id === id);

const rank = (difficulty: RitualDifficulty) => DIFFICULTIES.indexOf(difficulty);

/** Whether a ritual is within reach of the level the learner chose in the menu. */
export const suitsLevel = (r: Ritual, level: RitualDifficulty) => rank(r.difficulty) <= rank(level);

/** The ritual the learning view opens on: the hardest one within the chosen level. */
export function ritualForLevel(level: RitualDifficulty): Ritual {
  const within = RITUALS.filter((r) => suitsLevel(r, level));
  return within.at(-1) ?? RITUALS[0]!;
}
