import type { Difficulty, OrishaMode, OrishaTopic, ResponseBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type StartedGame = ResponseBody<'orishaStart'>;

export interface StartGameInput {
  difficulty: Difficulty;
  topics: OrishaTopic[];
  mode: OrishaMode;
  timed: boolean;
}

/** POST /games/orisha-matching/start?difficulty=&topics=a,b&mode=&timed= (spec 7, DESIGN.md 5); empty body. */
export const startGame = ({ difficulty, topics, mode, timed }: StartGameInput, signal?: AbortSignal) =>
  callApi(route('orishaStart'), { query: { difficulty, topics: topics.join(','), mode, timed: timed ? 'true' : 'false' }, signal });
