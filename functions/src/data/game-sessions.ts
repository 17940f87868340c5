import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type GetCommandOutput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { GAME_SESSION_TTL_SECONDS, type Difficulty, type GameId, type Language } from '@ifa/shared';
import type { DuelRole } from '../domain/duel.js';
import type { PlayState } from '../domain/game-engine.js';
import type { BuiltQuestion } from '../domain/game-types.js';
import { BoundedMap } from '../lib/bounded-map.js';
import { TABLE, ddb, epochSeconds } from '../lib/ddb.js';
import { gameSessionKey } from './keys.js';
import { itemOf, transactWrite, type ItemsRead } from './paging.js';
import { countStat } from './stats.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A game is two TTL items under `GAME#<id>` (docs/decisions/002-game-session-items.md): the
 * small SESSION item that every answer updates (its play state and per-question results), and
 * the QUESTIONS item, written once, holding the questions WITH their answers (never sent to
 * the client). One consistent Query reads both; an answer writes only the small one.
 */
export interface GameResult {
  percentage: number;
  passed: boolean;
  correct_answers: number;
  total_questions: number;
  xp_earned: number;
  cowries_earned: number;
  disqualified: boolean;
  /**
   * The player's total XP with this game's (issue 27: the completion screen's level progress and
   * level-up moment). Absent from results stored before it existed.
   */
  experience_points?: number;
  /** XP paid with the game beside `xp_earned` (a duel it won), in `experience_points` too (issue 34: the level-up moment). */
  bonus_xp?: number;
}

export interface GameSession {
  id: string;
  game: GameId;
  user_id: string;
  difficulty: Difficulty;
  language: Language;
  /** The answer mode chosen at start (Orisha `mode`, signs `game_mode`); absent on older sessions. */
  mode?: string;
  /** A duel's game: which duel, and which side plays it (DESIGN.md 5c). */
  duel?: { id: string; role: DuelRole };
  state: PlayState;
  /** question id -> 1 right / 0 wrong */
  answered: Record<string, 0 | 1>;
  hints: number;
  created_at: string;
  expires_at: number;
  result: GameResult | null;
}

const questionsKey = (id: string) => ({ pk: gameSessionKey(id).pk, sk: 'QUESTIONS' });

/**
 * The QUESTIONS item never changes once written, so a container keeps those of the games it
 * started or served lately: their answers then read only the small SESSION item beside the
 * user (group-handler.ts), within DESIGN.md 8's capacity budget (an answer <= 1 RCU). Reading
 * the questions too would not fit: BatchGetItem charges each item apart, 0.5 RCU per started
 * 4 KB when eventually consistent, and the user (~1 KB) and the session (~0.5 KB) already make
 * 1 RCU. Measured with ReturnConsumedCapacity: user + session + questions is 1.5 RCU for a
 * 10-question game (questions 2.9-3.6 KB) and 3-3.5 RCU for a 50-question one (16-20 KB). An
 * answer served by another container reads them once (that answer costs so much), then keeps
 * them. The play state is still read from the table every time. Bounded; the least recently
 * used game goes first.
 */
const keptQuestions = new BoundedMap<string, BuiltQuestion[]>(500);

export async function createGameSession(
  session: Omit<GameSession, 'expires_at' | 'result' | 'answered' | 'hints'>,
  questions: BuiltQuestion[],
  now: Date,
  alsoWrite: TransactItem[] = [],
) {
  const expires_at = epochSeconds(now) + GAME_SESSION_TTL_SECONDS;
  // A running clock has no `paused_at` (recordPause's condition reads its absence).
  const { state: { paused_at: _paused, ...state }, ...meta } = session;
  // The QUESTIONS item first, on its own: it never changes, and in a transaction every item
  // costs twice its write units (DESIGN.md 8), ~3 KB of questions 6 WCU instead of 3. A game is
  // its SESSION item, so questions whose session then fails to start are an orphan nobody reads,
  // gone with its TTL; written in this order, a session never exists without its questions.
  await ddb.send(new PutCommand({ TableName: TABLE, Item: { ...questionsKey(session.id), type: 'GameQuestions', questions, expires_at } }));
  // The learner's own item rides along (their difficulty, a duel's record): two starts of theirs
  // at once meet there, and the one cancelled by the conflict runs again.
  await transactWrite(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: { ...gameSessionKey(session.id), type: 'GameSession', ...meta, ...state, answered: {}, hinted: {}, hints: 0, completed: false, expires_at },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...alsoWrite,
      ],
    }),
  );
  // Apart from the learner's transaction, once the game exists (data/stats.ts).
  await countStat('games_started', 1, now);
  // The game's answers often come to the container that started it.
  keptQuestions.set(session.id, questions);
  return expires_at;
}

export type LoadedSession = { session: GameSession; questions: BuiltQuestion[] };

/**
 * The game's SESSION item, and its QUESTIONS item unless this container already keeps them,
 * as a read another request can carry (an answer's rides with the user's, group-handler.ts).
 */
export function sessionRead(id: string): ItemsRead<LoadedSession | null> {
  const kept = keptQuestions.get(id);
  const sessionKey = gameSessionKey(id);
  return {
    keys: kept ? [sessionKey] : [sessionKey, questionsKey(id)],
    from: (items) => {
      const meta = itemOf(items, sessionKey);
      const questions = kept ?? (itemOf(items, questionsKey(id))?.questions as BuiltQuestion[] | undefined);
      if (!meta || !questions) return null;
      keptQuestions.set(id, questions);
      return { session: sessionOf(meta), questions };
    },
  };
}

/**
 * Both items in one Query (or the SESSION item alone when this container already has the
 * game's questions). Answers read eventually consistent first (half the capacity, DESIGN.md 8)
 * and fall back to a consistent read when the state looks stale; the conditional write keeps
 * the rules exact either way.
 */
export async function loadGameSession(id: string, consistent = true): Promise<LoadedSession | null> {
  const read = sessionRead(id);
  if (read.keys.length === 1) {
    const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: read.keys[0], ConsistentRead: consistent }));
    return read.from(out.Item ? [out.Item] : []);
  }
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': gameSessionKey(id).pk },
      ConsistentRead: consistent,
    }),
  );
  return read.from(out.Items ?? []);
}

function sessionOf(meta: NonNullable<GetCommandOutput['Item']>): GameSession {
  return {
    id: meta.id,
    game: meta.game,
    user_id: meta.user_id,
    difficulty: meta.difficulty,
    language: meta.language,
    ...(meta.mode ? { mode: meta.mode } : {}),
    ...(meta.duel ? { duel: { id: String(meta.duel.id), role: meta.duel.role as DuelRole } } : {}),
    state: {
      index: meta.index,
      correct: meta.correct,
      wrong: meta.wrong,
      strikes: meta.strikes,
      seconds: meta.seconds,
      // Sessions stored before untimed play have no `timed`: they were timed.
      timed: meta.timed !== false,
      total: meta.total,
      turn_started_at: meta.turn_started_at,
      disqualified: meta.disqualified,
      // Sessions stored before the pause existed never paused.
      paused_at: typeof meta.paused_at === 'number' ? meta.paused_at : null,
      paused_ms: typeof meta.paused_ms === 'number' ? meta.paused_ms : 0,
    },
    answered: meta.answered ?? {},
    hints: meta.hints ?? 0,
    created_at: meta.created_at,
    expires_at: meta.expires_at,
    result: meta.result ?? null,
  };
}

/**
 * Records one answer. The condition (same question index, game not over) lets exactly one of
 * many parallel answers to a question count; the others get false.
 */
export async function recordAnswer(id: string, questionId: string, expectedIndex: number, next: PlayState, right: boolean): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: gameSessionKey(id),
        UpdateExpression:
          // An answer resumes a paused clock (game-engine.ts applyAnswer): the pause ends with it.
          'SET answered.#q = :r, #index = :next, correct = :correct, wrong = :wrong, turn_started_at = :turn, disqualified = :dq, paused_ms = :pms REMOVE paused_at',
        ConditionExpression: '#index = :expected AND completed = :false AND attribute_not_exists(answered.#q)',
        ExpressionAttributeNames: { '#q': questionId, '#index': 'index' },
        ExpressionAttributeValues: {
          ':r': right ? 1 : 0,
          ':next': next.index,
          ':correct': next.correct,
          ':wrong': next.wrong,
          ':turn': next.turn_started_at,
          ':dq': next.disqualified,
          ':pms': next.paused_ms,
          ':expected': expectedIndex,
          ':false': false,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Stops or restarts the clock of the open question (game-engine.ts pauseAt / resumeAt), on
 * condition that the question and the pause are still as read: of a pause and an answer, or two
 * pauses, sent at once, one counts; the other is told (false) and reads again.
 */
export async function recordPause(id: string, read: PlayState, next: PlayState): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: gameSessionKey(id),
        UpdateExpression: next.paused_at === null ? 'SET turn_started_at = :turn, paused_ms = :pms REMOVE paused_at' : 'SET paused_at = :at',
        ConditionExpression: `#index = :expected AND completed = :false AND ${read.paused_at === null ? 'attribute_not_exists(paused_at)' : 'paused_at = :was'}`,
        ExpressionAttributeNames: { '#index': 'index' },
        ExpressionAttributeValues: {
          ':expected': read.index,
          ':false': false,
          ...(read.paused_at === null ? {} : { ':was': read.paused_at }),
          ...(next.paused_at === null ? { ':turn': next.turn_started_at, ':pms': next.paused_ms } : { ':at': next.paused_at }),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Transaction item: mark the game completed with its result, only once. */
export function completeSessionItem(id: string, result: GameResult, at: string): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: gameSessionKey(id),
      UpdateExpression: 'SET completed = :true, #result = :result, completed_at = :at',
      ConditionExpression: 'attribute_exists(pk) AND completed = :false',
      ExpressionAttributeNames: { '#result': 'result' },
      ExpressionAttributeValues: { ':true': true, ':false': false, ':result': result, ':at': at },
    },
  };
}

/** Records a hint for the current question, once per question. False when refused. */
export async function recordHint(id: string, questionId: string, expectedIndex: number): Promise<number | null> {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: gameSessionKey(id),
        UpdateExpression: 'ADD hints :one SET hinted.#q = :true',
        ConditionExpression: '#index = :expected AND completed = :false AND attribute_not_exists(hinted.#q)',
        ExpressionAttributeNames: { '#q': questionId, '#index': 'index' },
        ExpressionAttributeValues: { ':one': 1, ':true': true, ':expected': expectedIndex, ':false': false },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return (out.Attributes?.hints as number) ?? null;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}
