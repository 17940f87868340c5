import type { Difficulty } from '@ifa/shared';
import type { OrishaSettings } from '../../lib/quick-play';

/**
 * 'Jugar rápido' before any Orisha game on this device (issue 27, part 6): the learner's level,
 * every topic ('random'), multiple choice, timed: the setup screens' own defaults.
 */
export const recommendedOrishaSettings = (difficulty: Difficulty): OrishaSettings => ({ difficulty, topics: ['random'], mode: 'multiple_choice', timed: true });
