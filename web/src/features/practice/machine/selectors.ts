import type { SnapshotFrom } from 'xstate';
import { currentQuestion, type reviewMachine } from './review-machine';

/** Narrow reads of the session for the components (each re-renders only when its part changes). */
type Snapshot = SnapshotFrom<typeof reviewMachine>;

export const selectQuestion = (s: Snapshot) => currentQuestion(s.context);
export const selectQuestionOpen = (s: Snapshot) => s.matches({ session: 'question' });
export const selectSending = (s: Snapshot) => s.matches({ session: 'submitting' });
/** The hint asked for the question on screen, while it is on screen. */
export const selectHint = (s: Snapshot) => (s.context.hint && s.context.hintFor === currentQuestion(s.context)?.id ? s.context.hint : null);
export const selectHinting = (s: Snapshot) => s.matches({ session: 'hinting' });
export const selectFeedbackShown = (s: Snapshot) => s.matches({ session: 'feedback' });
/** The learner's answer while it is sent and afterwards (the pressed name, the built pattern). */
export const selectSubmitted = (s: Snapshot) => s.context.submission?.answer ?? null;
export const selectLast = (s: Snapshot) => s.context.index + 1 >= (s.context.session?.questions.length ?? 0);
export const selectProgress = (s: Snapshot) => ({ current: s.context.index + 1, total: s.context.session?.questions.length ?? 0 });
export const selectStartFailed = (s: Snapshot) => s.matches({ starting: 'failed' });
export const selectFinishFailed = (s: Snapshot) => s.matches({ finishing: 'failed' });
