import { MSG } from '@ifa/shared';
import { retryTransaction } from '../data/retry-transaction.js';
import type { UserRecord } from '../data/users.js';
import type { DuelRecord } from '../domain/duel.js';
import { seededRng, type BuiltQuestion, type Rng } from '../domain/game-types.js';
import { badRequest } from '../lib/errors.js';
import { duelStartPuts, duelToPlay } from './duels.js';
import { newSessionId, startGame } from './games.js';

/**
 * A side of a duel starts its game (DESIGN.md 5c): the questions are built from the duel's seed,
 * in this learner's language and naming (the same seed asks the same questions in every language:
 * functions/test/unit/duel.test.ts), timed with the level's normal timer and strikes; the session
 * and the duel's 'started' are one transaction, so a second start (or two at once) is refused.
 * The game is then answered and completed through its own routes.
 */
export async function playDuel(
  user: UserRecord,
  duelId: string,
  build: (duel: DuelRecord, rng: Rng) => Promise<{ questions: BuiltQuestion[]; refusal?: string | undefined }>,
  now: Date = new Date(),
) {
  return retryTransaction(
    async () => {
      const { duel, role } = await duelToPlay(user, duelId, now);
      const built = await build(duel, seededRng(duel.seed));
      if (!built.questions.length) throw badRequest(built.refusal ?? MSG.noQuestions);
      const sessionId = newSessionId();
      const started = await startGame(duel.game, user, duel.difficulty, built.questions, {
        timed: true,
        mode: duel.mode,
        now,
        duel: { sessionId, id: duel.id, role, alsoWrite: duelStartPuts(duel, role, sessionId, now) },
      });
      return { duel, started };
    },
    { on: 'cancelled', retries: 15 },
  );
}
