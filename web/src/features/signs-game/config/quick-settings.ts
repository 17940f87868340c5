import type { Difficulty } from '@ifa/shared';
import type { SignsSettings } from '../../../lib/quick-play';
import { AVAILABLE_TOPICS, TOPIC_DIFFICULTY } from './signs-options';

/** The topic tags (spec 9) a level's recommended game asks about: a beginner starts with the easy ones. */
const TAGS_FOR: Record<Difficulty, ReadonlyArray<'easy' | 'medium' | 'hard'>> = {
  beginner: ['easy'],
  intermediate: ['easy', 'medium'],
  advanced: ['easy', 'medium', 'hard'],
  expert: ['easy', 'medium', 'hard'],
};

/**
 * 'Jugar rápido' before any game on this device (issue 27, part 6): the learner's level, the
 * topics that level's tags allow (among those with content), the 16 Meji, 10 questions of
 * multiple choice, timed: the setup screens' own defaults.
 */
export function recommendedSignsSettings(difficulty: Difficulty): SignsSettings {
  return {
    difficulty,
    topics: AVAILABLE_TOPICS.filter((topic) => TAGS_FOR[difficulty].includes(TOPIC_DIFFICULTY[topic])),
    oddun_set: 'meyi',
    selected_odduns: [],
    question_count: 10,
    game_mode: 'multiple_choice',
    timed: true,
  };
}
