import {
  DUEL_WINNER_BONUS_XP,
  GAME_SESSION_TTL_SECONDS,
  type Difficulty,
  type DuelGame,
  type DuelOutcome,
  type DuelStatus,
} from '@ifa/shared';

/**
 * The rules of a duel (DESIGN.md 5c) as pure functions of its record and the clock: who may play
 * or decline, when it is decided and how, and what each side may see of the other. Both play the
 * same question set (built from the duel's seed, which never leaves the server); the one with
 * more right answers wins; equal is a draw; when the window closes, the one who has not played
 * forfeits (a game begun before the close may still be finished while its session lives).
 */
export type DuelRole = 'challenger' | 'opponent';
export type DuelReason = 'score' | 'forfeit' | 'declined' | 'expired';

export interface SideResult {
  correct: number;
  total: number;
  percentage: number;
  disqualified: boolean;
  finished_at: string;
}

export interface DuelSide {
  user_id: string;
  username: string;
  full_name: string;
  /** The side's game session, once started. */
  session_id?: string;
  started_at?: string;
  result?: SideResult;
}

export interface DuelRecord {
  id: string;
  game: DuelGame;
  difficulty: Difficulty;
  topics: string[];
  mode: string;
  created_at: string;
  /** When the window closes (DUEL_WINDOW_HOURS after the challenge). */
  deadline: string;
  status: DuelStatus;
  challenger: DuelSide;
  opponent: DuelSide;
  winner: DuelRole | null;
  reason: DuelReason | null;
  /** Raised by every write: the condition that lets one of two parallel writes through. */
  version: number;
}

export interface Decision {
  winner: DuelRole | null;
  reason: DuelReason;
}

export const otherRole = (role: DuelRole): DuelRole => (role === 'challenger' ? 'opponent' : 'challenger');

export function roleOf(duel: DuelRecord, userId: string): DuelRole | null {
  if (duel.challenger.user_id === userId) return 'challenger';
  if (duel.opponent.user_id === userId) return 'opponent';
  return null;
}

const past = (iso: string, now: Date) => now.getTime() >= Date.parse(iso);

/** A side that began before the close and whose game session still lives may yet finish. */
const mayStillFinish = (side: DuelSide, now: Date) =>
  !side.result && side.started_at !== undefined && now.getTime() < Date.parse(side.started_at) + GAME_SESSION_TTL_SECONDS * 1000;

/** By score: more right answers wins; the same number is a draw. */
function byScore(challenger: SideResult, opponent: SideResult): Decision {
  if (challenger.correct === opponent.correct) return { winner: null, reason: 'score' };
  return { winner: challenger.correct > opponent.correct ? 'challenger' : 'opponent', reason: 'score' };
}

/** How the duel ends now, or null while it is still open. */
export function decide(duel: DuelRecord, now: Date): Decision | null {
  if (duel.status !== 'open') return null;
  const { challenger, opponent } = duel;
  if (challenger.result && opponent.result) return byScore(challenger.result, opponent.result);
  if (!past(duel.deadline, now) || mayStillFinish(challenger, now) || mayStillFinish(opponent, now)) return null;
  if (challenger.result) return { winner: 'challenger', reason: 'forfeit' };
  if (opponent.result) return { winner: 'opponent', reason: 'forfeit' };
  return { winner: null, reason: 'expired' };
}

/** The duel with its decision applied (status done), as it is then stored. */
export const decided = (duel: DuelRecord, decision: Decision): DuelRecord => ({ ...duel, status: 'done', winner: decision.winner, reason: decision.reason });

/** Only a win pays the bonus; a draw, a forfeit by both or a declined challenge pays none. */
export const bonusFor = (duel: DuelRecord, role: DuelRole) => (duel.status === 'done' && duel.winner === role ? DUEL_WINNER_BONUS_XP : 0);

export const canPlay = (duel: DuelRecord, role: DuelRole, now: Date) => duel.status === 'open' && !duel[role].session_id && !past(duel.deadline, now);

/** The one challenged may say no, until they start playing. */
export const canDecline = (duel: DuelRecord, role: DuelRole) => duel.status === 'open' && role === 'opponent' && !duel.opponent.session_id;

export function outcomeFor(duel: DuelRecord, role: DuelRole): DuelOutcome | null {
  if (duel.status === 'open') return null;
  if (duel.status === 'declined' || duel.winner === null) return duel.reason === 'score' ? 'draw' : 'none';
  return duel.winner === role ? 'won' : 'lost';
}

/** A side as `reader` may see it: the other's score only once the duel is over. */
function sideView(side: DuelSide, shown: boolean) {
  const result = shown ? side.result : undefined;
  return {
    user_id: side.user_id,
    username: side.username,
    full_name: side.full_name,
    started: side.session_id !== undefined,
    played: side.result !== undefined,
    correct: result?.correct ?? null,
    total: result?.total ?? null,
    percentage: result?.percentage ?? null,
    disqualified: result?.disqualified ?? null,
  };
}

/** The duel as `role` sees it (shared/src/schemas/responses/social.ts DuelView). */
export function duelView(duel: DuelRecord, role: DuelRole, now: Date) {
  const them = otherRole(role);
  const mine = duel[role];
  return {
    id: duel.id,
    game: duel.game,
    difficulty: duel.difficulty,
    topics: duel.topics,
    mode: duel.mode,
    status: duel.status,
    created_at: duel.created_at,
    deadline: duel.deadline,
    role,
    me: sideView(mine, true),
    them: sideView(duel[them], duel.status !== 'open'),
    outcome: outcomeFor(duel, role),
    reason: duel.reason,
    winner_bonus_xp: DUEL_WINNER_BONUS_XP,
    can_play: canPlay(duel, role, now),
    can_decline: canDecline(duel, role),
    unfinished_session_id: duel.status === 'open' && mine.session_id && !mine.result ? mine.session_id : null,
  };
}
