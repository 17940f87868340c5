import { MSG } from '@ifa/shared/messages';
import { ApiError } from './api-client';

/**
 * What a failed game request means for the game on screen (issue 10, point 4). The game
 * machines use these as guards, so a failure is a transition (STYLE.md, Game flows).
 */

/**
 * The session is gone: expired (410, sessions live 2 h) or not found (404: deleted, or never
 * this learner's). Nothing sent for it can succeed any more: the game ends with a message.
 */
export const isSessionGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

/** The server's database is away for now (503 + Retry-After): the game waits, intact, for a retry. */
export const isServiceUnavailable = (error: unknown) => error instanceof ApiError && error.status === 503;

/**
 * The server already holds an answer to this question: a request that timed out on the way
 * (a 503 after the database got the write) was recorded after all. Sending it again can only
 * be refused, so the game moves on to the next question.
 */
export const isAlreadyAnswered = (error: unknown) => error instanceof ApiError && error.status === 409 && error.detail === MSG.questionAnswered;
