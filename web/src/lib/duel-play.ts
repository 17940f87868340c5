import type { ResponseBody, SignsGameMode } from '@ifa/shared';
import { paths } from '../config/paths';
import { callApi } from './api-client';
import { route } from './route';
import type { OrishaSettings, SignsSettings } from './quick-play';

/**
 * A duel's game (issue 28, DESIGN.md 5c) is played on its game's own page, opened as
 * `/games/orisha?duel=<id>` or `/games/signs?duel=<id>`: the page starts it through the duel's
 * route instead of its own (the server builds the duel's questions), then plays it as any game.
 * Here, what both the duels feature and the game pages need.
 */
export const DUEL_PARAM = 'duel';

export type DuelDetail = ResponseBody<'duel'>;
export type DuelPlay = ResponseBody<'duelPlay'>;

/** SWR keys of the duels' data, by user: another account on this device never sees this one's. */
export const duelsKey = (userId: string) => ['/social/duels', userId] as const;
export const duelKey = (userId: string, duelId: string) => ['/social/duels/{id}', userId, duelId] as const;

export const duelPath = (id: string) => `${paths.community.duelos}/${encodeURIComponent(id)}`;
export const duelGamePath = (duel: Pick<DuelDetail, 'id' | 'game'>) =>
  `${duel.game === 'ifa_signs' ? paths.games.signs : paths.games.orisha}?${DUEL_PARAM}=${encodeURIComponent(duel.id)}`;

export const fetchDuel = (duelId: string) => callApi(route('duel'), { params: { duelId } });

/** POST /games/duels/{id}/play: the learner's side starts; a second start is refused (409). */
export const startDuelGame = (duelId: string, signal?: AbortSignal) => callApi(route('duelPlay'), { params: { duelId }, ...(signal ? { signal } : {}) });

/** The duel's settings as the Orisha game's chart keeps its own (always timed: DESIGN.md 5c). */
export const orishaSettingsOf = (duel: DuelDetail): OrishaSettings => ({
  difficulty: duel.difficulty,
  topics: duel.topics as OrishaSettings['topics'],
  mode: duel.mode as OrishaSettings['mode'],
  timed: true,
});

export const signsSettingsOf = (duel: DuelDetail): SignsSettings => ({
  difficulty: duel.difficulty,
  topics: duel.topics as SignsSettings['topics'],
  oddun_set: 'random',
  selected_odduns: [],
  question_count: 10,
  game_mode: duel.mode as SignsGameMode,
  timed: true,
});
