import type { Difficulty, GameId } from '@ifa/shared';

/**
 * What the load saw happen, from the answers it got: the learners registered, the games started,
 * each answer's verdict, each result, the review sessions, the purchases, the friendships asked,
 * the houses joined and the duplicates sent at once. The checks (checks.ts) hold the table and the
 * admin counters to it. A write that got no answer, or a 503 after every retry, may or may not
 * have taken effect: it is counted as `unsure`, and the checks allow exactly that much doubt.
 */

export interface GameResultSeen {
  correct_answers: number;
  total_questions: number;
  xp_earned: number;
  cowries_earned: number;
  disqualified: boolean;
  percentage: number;
}

export interface GameSeen {
  id: string;
  userId: string;
  game: GameId;
  difficulty: Difficulty;
  timed: boolean;
  questions: number;
  duelId: string | null;
  /** Answers the server accepted, by verdict. */
  right: number;
  wrong: number;
  /** Answers whose fate is unknown (no answer, 503 after the retries). */
  unsureAnswers: number;
  /** Every result the server answered for it (a completion sent twice answers twice). */
  results: GameResultSeen[];
  /** A completion whose fate is unknown. */
  unsureCompletion: boolean;
}

export interface ReviewSeen {
  id: string;
  userId: string;
  /** The last verdict of each card (a card forgotten is asked again at the end: 'q3', 'q3.2'). */
  lastVerdict: Map<string, boolean>;
  unsureAnswers: number;
  results: Array<{ answered: number; correct: number; total: number; xp_earned: number }>;
  unsureCompletion: boolean;
  assignment: { houseId: string; id: string } | null;
}

export interface PairSeen {
  a: string;
  b: string;
  /** A to B and B to A sent at the same moment. */
  crossing: boolean;
  /** Every step answered 2xx. */
  settled: boolean;
  note: string;
}

export interface HouseSeen {
  id: string;
  headId: string;
  /** Learners whose join answered 2xx (a join sent twice at once counts once). */
  members: Set<string>;
  unsureJoins: number;
  /** Assignment id -> members whose focus session of it completed with every question answered. */
  done: Map<string, Set<string>>;
  /** The assignments the head has made and not deleted, oldest first. */
  assignments: string[];
  /** Focus sessions of an assignment completed by a member. */
  practised: number;
}

/** Requests sent twice at the same moment, and what each answered. */
export interface DuplicateSeen {
  kind: 'answer' | 'duel play' | 'game completion' | 'review completion' | 'join' | 'accept' | 'secret purchase' | 'streak freeze' | 'crossing friend requests';
  ref: string;
  statuses: number[];
}

export interface PurchasesSeen {
  /** Secret purchases answered 2xx with already_owned false: each must be one charge. */
  secrets: Map<string, number>;
  freezes: number;
  unsure: number;
}

export class Observed {
  readonly registered = new Map<string, { index: number; referrer: string | null; language: string }>();
  unsureRegistrations = 0;
  readonly games = new Map<string, GameSeen>();
  unsureStarts = 0;
  readonly reviews = new Map<string, ReviewSeen>();
  readonly pairs: PairSeen[] = [];
  readonly houses = new Map<string, HouseSeen>();
  readonly duplicates: DuplicateSeen[] = [];
  readonly purchases = new Map<string, PurchasesSeen>();
  readonly duels = new Map<string, { challenger: string; opponent: string; sessions: string[] }>();
  /** Activities that ended on an unexpected answer or an error of the load itself. */
  readonly failures: string[] = [];

  purchasesOf(userId: string): PurchasesSeen {
    let p = this.purchases.get(userId);
    if (!p) {
      p = { secrets: new Map(), freezes: 0, unsure: 0 };
      this.purchases.set(userId, p);
    }
    return p;
  }

  startGame(g: Omit<GameSeen, 'right' | 'wrong' | 'unsureAnswers' | 'results' | 'unsureCompletion'>): GameSeen {
    const seen: GameSeen = { ...g, right: 0, wrong: 0, unsureAnswers: 0, results: [], unsureCompletion: false };
    this.games.set(g.id, seen);
    return seen;
  }

  /** Games completed (a result answered) and still unsure, per user and game. */
  completedBy(userId: string, game: GameId): { done: number; unsure: number } {
    let done = 0;
    let unsure = 0;
    for (const g of this.games.values()) {
      if (g.userId !== userId || g.game !== game) continue;
      if (g.results.length) done += 1;
      else if (g.unsureCompletion || g.unsureAnswers) unsure += 1;
    }
    return { done, unsure };
  }
}
