import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { currentQuestion, orishaMachine } from './orisha-machine';

/** One game per page: the panels read it through narrow selectors (STYLE.md, Game flows). */
export const OrishaGame = createActorContext(orishaMachine);

type Snapshot = SnapshotFrom<typeof orishaMachine>;
export type View = 'level' | 'topics' | 'mode' | 'playing' | 'expired' | 'completed';

/** Which panel the page shows; the in-between states belong to the panel that started them. */
export function viewOf(snapshot: Snapshot): View {
  if (snapshot.matches('level')) return 'level';
  if (snapshot.matches('topics')) return 'topics';
  if (snapshot.matches('mode') || snapshot.matches('starting')) return 'mode';
  if (snapshot.matches('playing')) return 'playing';
  if (snapshot.matches('expired')) return 'expired';
  return 'completed';
}

export const selectQuestion = (s: Snapshot) => currentQuestion(s.context);
/** The open question takes answers; afterwards the choice is locked (spec 4). */
export const selectIsOpen = (s: Snapshot) => s.matches({ playing: { round: 'question' } });
export const selectFeedback = (s: Snapshot) => s.context.feedback;
