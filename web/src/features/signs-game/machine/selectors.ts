import type { SnapshotFrom } from 'xstate';
import { currentQuestion, type signsMachine } from './signs-machine';

/** Narrow reads of the game for the components (each re-renders only when its part changes). */
type Snapshot = SnapshotFrom<typeof signsMachine>;

export const selectQuestion = (s: Snapshot) => currentQuestion(s.context);
export const selectQuestionOpen = (s: Snapshot) => s.matches({ playing: 'question' });
export const selectSending = (s: Snapshot) => s.matches({ playing: 'submitting' });
/** The learner's answer while it is sent and afterwards (the pressed option). */
export const selectSubmitted = (s: Snapshot) => s.context.submission?.answer ?? null;

export type FeedbackStage = 'none' | 'correct' | 'reading' | 'ready' | 'disqualified';
export function selectFeedbackStage(s: Snapshot): FeedbackStage {
  if (s.matches({ playing: { feedback: 'correct' } })) return 'correct';
  if (s.matches({ playing: { feedback: 'reading' } })) return 'reading';
  if (s.matches({ playing: { feedback: 'ready' } })) return 'ready';
  if (s.matches({ playing: { feedback: 'disqualified' } })) return 'disqualified';
  return 'none';
}

export const selectHintLoading = (s: Snapshot) => s.matches({ playing: { question: { hint: 'loading' } } });
