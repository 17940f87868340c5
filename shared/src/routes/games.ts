import * as G from '../schemas/games.js';
import { OrishaGuideQuery, OrishaGuideResponse } from '../schemas/orisha-guide.js';
import type { GroupSchemas } from './types.js';

export const gamesSchemas = {
  orishaStart: { query: G.OrishaStartQuery, response: G.OrishaStartResponse },
  orishaAnswer: { params: G.SessionParams, body: G.OrishaAnswerRequest, response: G.OrishaAnswerResponse },
  gameHint: { params: G.SessionParams, body: G.HintRequest, response: G.HintResponse },
  orishaComplete: { params: G.SessionParams, response: G.OrishaCompleteResponse },
  orishaGuide: { query: OrishaGuideQuery, response: OrishaGuideResponse },
  signsStart: { body: G.SignsStartRequest, response: G.SignsStartResponse },
  signsAnswer: { body: G.SignsAnswerRequest, response: G.SignsAnswerResponse },
} as const satisfies GroupSchemas<'games'>;
