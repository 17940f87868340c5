import { randomBytes } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  MSG,
  ORISHA_LEVELS,
  PAUSE_ALLOWANCE_SECONDS,
  SIGNS_LEVELS,
  ECONOMY,
  type Difficulty,
  type GameId,
  type Language,
} from '@ifa/shared';
import {
  completeSessionItem,
  createGameSession,
  loadGameSession,
  recordAnswer,
  recordHint,
  recordPause,
  sessionRead,
  type GameResult,
  type GameSession,
  type LoadedSession,
} from '../data/game-sessions.js';
import { ledgerPut } from '../data/ledger.js';
import { gamePlayedItem, raiseBestScore } from '../data/progress.js';
import { retryTransaction } from '../data/retry-transaction.js';
import { countStat } from '../data/stats.js';
import { currentDifficultyItem, getUser, referrerRewardItem, userRewardItem, type UserRecord } from '../data/users.js';
import { referralRewardDue, scoreGame } from '../domain/economy.js';
import { applyAnswer, pauseAt, remainingStrikes, resumeAt, secondsLeft, type Evaluation, type PlayState } from '../domain/game-engine.js';
import type { DuelRole } from '../domain/duel.js';
import type { BuiltQuestion } from '../domain/game-types.js';
import { ddb, epochSeconds } from '../lib/ddb.js';
import { HttpError, badRequest, notFound } from '../lib/errors.js';
import { log } from '../lib/log.js';
import { countEvent } from '../lib/metrics.js';
import { duelCompletion } from './duels.js';
import { recordGameDay, recordMetCards } from './practice-days.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const newSessionId = () => randomBytes(12).toString('base64url');

export interface StartedGame {
  session_id: string;
  questions: BuiltQuestion[];
  /** Seconds per question; 0 when untimed. */
  time_limit: number;
  timed: boolean;
  max_errors: number;
  expires_at: string;
}

export interface StartOptions {
  /** false: untimed (no deadline; XP at the beginner factor). Default true. */
  timed?: boolean;
  /** The answer mode chosen, kept with the session. */
  mode?: string;
  now?: Date;
  /** A duel's game (services/duel-play.ts): its session id, its duel, and the duel's writes. */
  duel?: { sessionId: string; id: string; role: DuelRole; alsoWrite: TransactItem[] };
}

/**
 * Creates the session with the level's timer and strike limit from the server's table. An
 * untimed game keeps the level's strikes and no deadline (DESIGN.md 5, WCAG 2.2.1).
 */
export async function startGame(
  game: GameId,
  user: UserRecord,
  difficulty: Difficulty,
  questions: BuiltQuestion[],
  options: StartOptions = {},
): Promise<StartedGame> {
  const now = options.now ?? new Date();
  const timed = options.timed ?? true;
  const limits = game === 'orisha_matching'
    ? { seconds: ORISHA_LEVELS[difficulty].seconds, strikes: ORISHA_LEVELS[difficulty].strikes }
    : { seconds: SIGNS_LEVELS[difficulty].seconds, strikes: SIGNS_LEVELS[difficulty].maxErrors };
  const id = options.duel?.sessionId ?? newSessionId();
  const state: PlayState = {
    index: 0,
    correct: 0,
    wrong: 0,
    strikes: limits.strikes,
    seconds: limits.seconds,
    timed,
    total: questions.length,
    turn_started_at: now.getTime(),
    disqualified: false,
    paused_at: null,
    paused_ms: 0,
  };
  const expires = await createGameSession(
    {
      id,
      game,
      user_id: user.id,
      difficulty,
      language: user.language as Language,
      ...(options.mode ? { mode: options.mode } : {}),
      ...(options.duel ? { duel: { id: options.duel.id, role: options.duel.role } } : {}),
      state,
      created_at: now.toISOString(),
    },
    questions,
    now,
    [currentDifficultyItem(user.id, difficulty), ...(options.duel?.alsoWrite ?? [])],
  );
  countEvent('GameStarted', game);
  return {
    session_id: id,
    questions,
    time_limit: timed ? limits.seconds : 0,
    timed,
    max_errors: limits.strikes,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** What `prefetchSession` read: the session with its questions, or null when there is none. */
export type Loaded = LoadedSession | null;

/**
 * The eventually consistent read an answer begins with (see `answerQuestion`), made in the
 * same request as the user's (group-handler.ts `prefetch`).
 */
export const prefetchSession = (sessionId: string) => sessionRead(sessionId);

/** The session of this user and game, or the right error (DESIGN.md 5: others get 404). */
async function ownSession(sessionId: string, user: UserRecord, game: GameId, now: Date, consistent = true, preloaded?: Loaded) {
  const loaded = preloaded !== undefined ? preloaded : await loadGameSession(sessionId, consistent);
  if (!loaded || loaded.session.user_id !== user.id || loaded.session.game !== game) throw notFound(MSG.gameNotFound);
  if (loaded.session.expires_at <= epochSeconds(now)) throw new HttpError(410, MSG.gameExpired);
  return loaded;
}

export interface AnswerOutcome {
  session: GameSession;
  question: BuiltQuestion;
  evaluation: Evaluation;
  state: PlayState;
  late: boolean;
  finished: boolean;
  remaining_strikes: number;
  result: GameResult | null;
}

/**
 * One answer: in order, once (a conditional write lets one of many parallel answers count),
 * late (timed games) or timed-out answers count as wrong. A finished signs game completes at once.
 */
export async function answerQuestion(
  game: GameId,
  user: UserRecord,
  sessionId: string,
  questionId: string,
  submitted: string[],
  options: { isTimeout?: boolean; completeWhenFinished?: boolean; now?: Date; preloaded?: Loaded } = {},
): Promise<AnswerOutcome> {
  const now = options.now ?? new Date();
  // First with an eventually consistent read; a refusal that could come from a stale read
  // (answered, out of order, write condition failed) is checked once more consistently.
  let attempt;
  for (const consistent of [false, true]) {
    try {
      attempt = await tryAnswer(game, user, sessionId, questionId, submitted, now, consistent, options.isTimeout ?? false, consistent ? undefined : options.preloaded);
    } catch (error) {
      // A session created a moment ago may not be visible to an eventually consistent read yet.
      if (!consistent && error instanceof HttpError && error.status === 404) continue;
      throw error;
    }
    if (!(attempt instanceof HttpError) || attempt.status !== 409) break;
  }
  if (attempt instanceof HttpError) throw attempt;
  const { session, question, step } = attempt!;

  let result: GameResult | null = null;
  if (step.finished && options.completeWhenFinished) {
    result = await completeGame(game, user, sessionId, now);
  }
  return {
    session,
    question,
    evaluation: step.evaluation,
    state: step.next,
    late: step.late,
    finished: step.finished,
    remaining_strikes: remainingStrikes(step.next),
    result,
  };
}

async function tryAnswer(
  game: GameId,
  user: UserRecord,
  sessionId: string,
  questionId: string,
  submitted: string[],
  now: Date,
  consistent: boolean,
  isTimeout: boolean,
  preloaded?: Loaded,
) {
  const { session, questions } = await ownSession(sessionId, user, game, now, consistent, preloaded);
  if (session.result || session.state.disqualified || session.state.index >= session.state.total) return new HttpError(409, MSG.gameOver);
  const question = questions.find((q) => q.id === questionId);
  if (!question) throw badRequest(MSG.questionUnknown);
  if (questionId in session.answered) return new HttpError(409, MSG.questionAnswered);
  if (questions[session.state.index]?.id !== questionId) return new HttpError(409, MSG.questionOutOfOrder);
  const step = applyAnswer(session.state, question, submitted, { now: now.getTime(), isTimeout });
  const recorded = await recordAnswer(session.id, question.id, session.state.index, step.next, step.evaluation.correct);
  if (!recorded) return new HttpError(409, MSG.questionAnswered);
  return { session, question, step };
}

/**
 * Stops (a dialog opened over the game) or restarts the open question's clock (issue 34 point
 * 7), on the server that judges the deadline, so the countdown the learner sees and the one the
 * answer is judged by stand still together, within the game's PAUSE_ALLOWANCE_SECONDS. Either
 * game, a duel's too. Sent twice, or beside an answer, it counts once (recordPause's condition).
 */
export async function pauseClock(user: UserRecord, sessionId: string, paused: boolean, now: Date = new Date()) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const loaded = await loadGameSession(sessionId, true);
    if (!loaded || loaded.session.user_id !== user.id) throw notFound(MSG.gameNotFound);
    if (loaded.session.expires_at <= epochSeconds(now)) throw new HttpError(410, MSG.gameExpired);
    const { state } = loaded.session;
    if (loaded.session.result || state.disqualified || state.index >= state.total) throw new HttpError(409, MSG.gameOver);
    const next = paused ? pauseAt(state, now.getTime()) : resumeAt(state, now.getTime());
    if (next === state || (await recordPause(sessionId, state, next))) {
      return {
        paused: next.paused_at !== null,
        seconds_left: secondsLeft(next, now.getTime()),
        pause_left_seconds: Math.floor((PAUSE_ALLOWANCE_SECONDS * 1000 - next.paused_ms - (next.paused_at === null ? 0 : now.getTime() - next.paused_at)) / 1000),
      };
    }
  }
  // Three reads each overtaken by another change of this game (its answers come one by one).
  throw new HttpError(409, MSG.questionAnswered);
}

/**
 * The type-answer hint (DESIGN.md 5): the first letter and the length of the (main) answer of
 * the current typed question (a signs type_answer question, or any question of an Orisha game
 * started with mode=type_answer); each costs 5 XP of this game's XP (scoreGame), once per
 * question.
 */
export async function hintFor(game: GameId, user: UserRecord, sessionId: string, questionId: string, now: Date = new Date()) {
  const { session, questions } = await ownSession(sessionId, user, game, now);
  if (session.result || session.state.disqualified) throw new HttpError(409, MSG.gameOver);
  const question = questions.find((q) => q.id === questionId);
  if (!question) throw badRequest(MSG.questionUnknown);
  if (questionId in session.answered) throw new HttpError(409, MSG.questionAnswered);
  if (questions[session.state.index]?.id !== questionId) throw new HttpError(409, MSG.questionOutOfOrder);
  // Only typed answers: on a choice question the first letter and the length would pick the option.
  const typed = question.type === 'type_answer' || session.mode === 'type_answer';
  if (!typed || question.is_multiple_answer || question.correct_answers.length !== 1) throw badRequest(MSG.hintUnavailable);
  const hints = await recordHint(session.id, questionId, session.state.index);
  if (hints === null) throw new HttpError(409, MSG.hintUnavailable);
  const answer = question.correct_answers[0]!;
  const letters = [...answer];
  return {
    question_id: questionId,
    first_letter: letters[0]!,
    length: letters.length,
    mask: letters.map((c, i) => (i === 0 || c === ' ' ? c : '_')).join(' '),
    xp_cost: ECONOMY.hintCostXp,
    hints_used: hints,
  };
}

/**
 * Ends the game and pays it exactly once, in one transaction: the session's result, the
 * user's XP and cowries with their ledger item, progress, the global counter and, on the
 * first completed game of a referred user, the referrer's reward. Unanswered questions count
 * as not correct. Completing again returns the stored result without paying.
 */
export async function completeGame(game: GameId, user: UserRecord, sessionId: string, now: Date = new Date()): Promise<GameResult> {
  // Cancelled: completed meanwhile (the next read returns the stored result), or a conflict.
  const completion = await retryTransaction(async (): Promise<{ result: GameResult; paid?: { session: GameSession; questions: BuiltQuestion[]; xp: number } }> => {
    const { session, questions } = await ownSession(sessionId, user, game, now);
    if (session.result) return { result: session.result };
    const score = scoreGame({
      correct: session.state.correct,
      total: session.state.total,
      difficulty: session.difficulty,
      disqualified: session.state.disqualified,
      hintsUsed: session.hints,
      timed: session.state.timed,
    });
    const at = now.toISOString();
    const player = (await getUser(user.id, true)) ?? user;
    const result: GameResult = {
      percentage: score.percentage,
      passed: score.passed,
      correct_answers: session.state.correct,
      total_questions: session.state.total,
      xp_earned: score.xp,
      cowries_earned: score.cowries,
      disqualified: session.state.disqualified,
      experience_points: player.experience_points + score.xp,
    };
    // A duel's game also records its side, and may decide the duel (services/duels.ts).
    const duel = session.duel ? await duelCompletion(session, questions, result, now) : { items: [], myBonusXp: 0 };
    result.experience_points = player.experience_points + score.xp + duel.myBonusXp;
    if (duel.myBonusXp) result.bonus_xp = duel.myBonusXp;
    const referrer = player.referred_by_user_id && !player.referral_reward_paid ? await getUser(player.referred_by_user_id, true) : null;
    const payReferrer = referralRewardDue(player, referrer);
    const closesReferral = Boolean(player.referred_by_user_id && !player.referral_reward_paid);
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          completeSessionItem(session.id, result, at),
          userRewardItem(player.id, { xp: score.xp + duel.myBonusXp, cowries: score.cowries, closeReferral: closesReferral }, at),
          ...(score.xp || score.cowries
            ? [ledgerPut(player.id, { cowries: score.cowries, xp: score.xp, reason: 'game_reward', ref: session.id }, at)]
            : []),
          gamePlayedItem(player.id, game, at),
          ...(payReferrer && referrer
            ? [
                referrerRewardItem(referrer.id, ECONOMY.referrerRewardCowries, at),
                ledgerPut(referrer.id, { cowries: ECONOMY.referrerRewardCowries, xp: 0, reason: 'referral_reward', ref: player.id }, at),
              ]
            : []),
          ...duel.items,
        ],
      }),
    );
    return { result, paid: { session, questions, xp: score.xp } };
  }, { on: 'cancelled', retries: 15 });
  // Only the request whose transaction paid the game goes on, once, outside the retried attempt:
  // a failure below must not run the attempt again, which would find the game completed and skip it.
  const { result, paid } = completion;
  if (paid) {
    // Apart from the learner's transaction (data/stats.ts).
    await countStat('games_completed', 1, now);
    await raiseBestScore(user.id, game, result.percentage);
    countEvent('GameCompleted', game);
    await afterGame(user.id, paid.session, paid.questions, paid.xp, now);
  }
  return result;
}

/**
 * Daily practice after a paid game (issue 12): the day counts for the streak and the goal, and the
 * signs and orisha facts the learner answered about get their review cards. The game is already paid: a failure
 * here is logged, not turned into a failed completion.
 */
async function afterGame(userId: string, session: GameSession, questions: BuiltQuestion[], xp: number, now: Date) {
  try {
    const answered = questions.filter((q) => q.id in session.answered);
    const met = { signs: answered.flatMap((q) => q.sign_id ?? []), facts: answered.flatMap((q) => q.fact ?? []) };
    await Promise.all([recordGameDay(userId, xp, now), recordMetCards(userId, met, now)]);
  } catch (error) {
    log('error', 'daily practice not recorded after a game', { session: session.id, error: String(error) });
  }
}
