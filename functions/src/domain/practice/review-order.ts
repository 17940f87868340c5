import { CARD_KINDS, type CardKind } from '@ifa/shared';

/** What orders a due card in a review session. */
export interface DueRef {
  /** When the card fell due (ISO). */
  due: string;
  /** The sign's place in the catalogue (0 for an orisha fact card). */
  position: number;
  subject_id: string;
  kind: CardKind;
}

/**
 * The order of a session's due cards: most overdue first, and cards due at the same moment by
 * the sign's place in the catalogue, then subject, then kind (read, build, fact), so a sign's two
 * cards come together. The 'due now' index returns items with the same due time in no set order
 * (a game leaves all its signs due at once), and a session must not depend on that.
 */
export function compareDue(a: DueRef, b: DueRef): number {
  if (a.due !== b.due) return a.due < b.due ? -1 : 1;
  if (a.position !== b.position) return a.position - b.position;
  if (a.subject_id !== b.subject_id) return a.subject_id < b.subject_id ? -1 : 1;
  return CARD_KINDS.indexOf(a.kind) - CARD_KINDS.indexOf(b.kind);
}
