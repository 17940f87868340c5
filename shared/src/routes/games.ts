import { DuelParams } from '../schemas/social.js';
import * as G from '../schemas/games.js';
import { OrishaGuideQuery } from '../schemas/orisha-guide.js';
import type { GroupSchemas } from './types.js';

export const gamesSchemas = {
  orishaStart: { query: G.OrishaStartQuery },
  orishaAnswer: { params: G.SessionParams, body: G.OrishaAnswerRequest },
  gameHint: { params: G.SessionParams, body: G.HintRequest },
  gamePause: { params: G.SessionParams, body: G.PauseRequest },
  orishaComplete: { params: G.SessionParams },
  orishaGuide: { query: OrishaGuideQuery },
  signsStart: { body: G.SignsStartRequest },
  duelPlay: { params: DuelParams },
  signsAnswer: { body: G.SignsAnswerRequest },
} as const satisfies GroupSchemas<'games'>;
