import type { Duel } from '../api/duels';

/** Where a duel stands for the reader: the list's sections and the page's headline follow it. */
export type DuelStanding = 'yourTurn' | 'waiting' | 'won' | 'lost' | 'draw' | 'declined' | 'noWinner';

export function standingOf(duel: Pick<Duel, 'status' | 'outcome' | 'can_play' | 'reason'>): DuelStanding {
  if (duel.status === 'open') return duel.can_play ? 'yourTurn' : 'waiting';
  if (duel.status === 'declined') return 'declined';
  if (duel.outcome === 'won' || duel.outcome === 'lost' || duel.outcome === 'draw') return duel.outcome;
  return 'noWinner';
}

/** The list's three sections, in this order. */
export const SECTIONS = ['yourTurn', 'waiting', 'finished'] as const;
export type DuelSection = (typeof SECTIONS)[number];
export const sectionOf = (duel: Duel): DuelSection => {
  const standing = standingOf(duel);
  return standing === 'yourTurn' || standing === 'waiting' ? standing : 'finished';
};
