import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type { ReviewTeach } from '../../shared/src/schemas/responses/practice';
import { expect } from './fixtures';

/**
 * Daily practice (issue 12) arranged through the real API with the learner's own token: what a
 * learner would do in another tab (play a Signs game, answer a few review cards), so a browser
 * test can start from a learner with cards, due dates and mix-ups.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface SignsQuestion {
  id: string;
  options: string[];
}

/**
 * A 10-question untimed Signs game on the 16 Meji, each question answered with its first
 * option, to the end (the game completes with its last answer, right or wrong): the signs it
 * asked about get their 'read' and 'build' cards, due at once.
 */
export async function playSignsGame(request: APIRequestContext, token: string) {
  const start = await request.post('/api/games/ifa-signs/start', {
    headers: bearer(token),
    data: { difficulty: 'beginner', topics: ['recognition'], oddun_set: 'meyi', question_count: 10, game_mode: 'multiple_choice', timed: false },
  });
  expect(start.status(), await start.text()).toBe(200);
  const game = (await start.json()) as { session_id: string; questions: SignsQuestion[] };
  for (const question of game.questions) {
    const answer = await request.post('/api/games/ifa-signs/answer', {
      headers: bearer(token),
      data: { session_id: game.session_id, question_id: question.id, answer: question.options[0] ?? '' },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const body = (await answer.json()) as { game_results?: unknown };
    if (body.game_results) return body.game_results;
  }
  throw new Error('the Signs game did not complete after its last answer');
}

/**
 * An untimed Orisha game on colours, each question answered with its first option(s) until it
 * ends (the strikes may end it early), then completed: the facts it asked about get their 'fact'
 * cards, due at once.
 */
export async function playOrishaGame(request: APIRequestContext, token: string) {
  const start = await request.post('/api/games/orisha-matching/start?difficulty=beginner&topics=colors&timed=false', { headers: bearer(token) });
  expect(start.status(), await start.text()).toBe(200);
  const game = (await start.json()) as { session_id: string; questions: Array<SignsQuestion & { is_multiple_answer: boolean }> };
  for (const question of game.questions) {
    const chosen = question.options.slice(0, question.is_multiple_answer ? 2 : 1);
    const answer = await request.post(`/api/games/${game.session_id}/answer`, {
      headers: bearer(token),
      data: { question_id: question.id, answer: chosen[0], ...(question.is_multiple_answer ? { answers: chosen } : {}) },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    if (((await answer.json()) as { disqualified: boolean }).disqualified) break;
  }
  const complete = await request.get(`/api/games/${game.session_id}/complete`, { headers: bearer(token) });
  expect(complete.status(), await complete.text()).toBe(200);
}

export interface ReviewQuestionView {
  id: string;
  kind: 'read' | 'build' | 'fact';
  options?: string[];
  name?: string;
  pattern?: string;
  /** A new card of a sign the learner never met: shown before it is asked (DESIGN.md 5b). */
  teach?: ReviewTeach;
}

/** POST /practice/review/start with the learner's token. */
export async function startReview(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post('/api/practice/review/start', { headers: bearer(token), data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { session_id: string; questions: ReviewQuestionView[] };
}

/** POST /practice/review/answer with the learner's token. */
export async function answerReview(request: APIRequestContext, token: string, data: { session_id: string; question_id: string; answer: string }) {
  const response = await request.post('/api/practice/review/answer', { headers: bearer(token), data: { ...data, elapsed_ms: 3000 } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { correct: boolean; rating: string; sign_id: string; build?: { swapped: boolean; built_name: string } };
}

/**
 * Ogbe Yeku met through 'practise these' sessions answered through the API: its read card right,
 * its build card with the legs swapped (00001111, wrong), so the learner has met one sign and has
 * one mix-up. A first session on a sign never met serves its read card alone, taught (the one
 * planner: the build card waits for another day); once the read card is answered, a second
 * session serves both, the build card first. Returns the name of the sign built instead.
 */
export async function practiseOgbeYekuWithSwappedLegs(request: APIRequestContext, token: string) {
  const first = await startReview(request, token, { mode: 'focus', signs: ['ogbe-yeku'] });
  expect(first.questions.map((q) => [q.kind, Boolean(q.teach)]), 'a new sign: its read card alone, taught').toEqual([['read', true]]);
  const read = await answerReview(request, token, { session_id: first.session_id, question_id: first.questions[0]!.id, answer: 'Ogbe Yeku' });
  expect(read.correct, 'read answered Ogbe Yeku').toBe(true);

  const session = await startReview(request, token, { mode: 'focus', signs: ['ogbe-yeku'] });
  expect(session.questions.map((q) => q.kind), 'the sign met: its build card, then its read card').toEqual(['build', 'read']);
  let builtName = '';
  for (const question of session.questions) {
    const answer = question.kind === 'read' ? 'Ogbe Yeku' : '00001111';
    const result = await answerReview(request, token, { session_id: session.session_id, question_id: question.id, answer });
    expect(result.correct, `${question.kind} answered ${answer}`).toBe(question.kind === 'read');
    if (result.build) builtName = result.build.built_name;
  }
  return builtName;
}

/** Puts the learner's interface in another language (as the profile's language dialog does). */
export async function setLanguage(request: APIRequestContext, token: string, language: 'es' | 'en' | 'fr') {
  const response = await request.put('/api/user/language', { headers: bearer(token), data: { language } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The mean seconds per review card kind that the learner waits on the product (the answer sent to
 * its feedback shown, then 'Continuar' to the next question shown: the UI and the server's round
 * trips), for the bench's practice simulation: test-results/practice-seconds.json
 * at the repository root. Informative only: no test asserts on it.
 */
export function writePracticeSeconds(samples: Record<'read' | 'build', number[]>) {
  const mean = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : 0);
  const dir = fileURLToPath(new URL('../../test-results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const seconds = { read: mean(samples.read), build: mean(samples.build) };
  writeFileSync(`${dir}practice-seconds.json`, `${JSON.stringify(seconds)}\n`);
  return seconds;
}
