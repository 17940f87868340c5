import * as z from 'zod/mini';
import { LANGUAGES } from '../constants.js';

/** The facts the orisha guide shows, in its order: the quiz topics, then the number and the saint. */
export const ORISHA_GUIDE_TOPICS = ['colors', 'days', 'attributes', 'symbols', 'plants', 'animals', 'number', 'syncretism'] as const;
export type OrishaGuideTopic = (typeof ORISHA_GUIDE_TOPICS)[number];

/** `?language=` (default: the learner's interface language). */
export const OrishaGuideQuery = z.object({ language: z.optional(z.enum(LANGUAGES)) });
