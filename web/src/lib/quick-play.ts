import {
  DIFFICULTIES,
  ODDUN_SETS,
  ORISHA_MODES,
  ORISHA_TOPICS,
  SIGNS_GAME_MODES,
  SIGNS_QUESTION_COUNTS,
  SIGNS_TOPICS,
  type Difficulty,
  type OrishaMode,
  type OrishaTopic,
  type SignsGameMode,
  type SignsTopic,
} from '@ifa/shared';

/**
 * 'Jugar rápido' (issue 27, part 6): each game's last started settings, kept on this device per
 * learner, so the dashboard and the games' menus can start the same game again in one tap. The
 * games write them when the server has started a game with them; a stored value that no longer
 * fits the contract (a topic renamed, a count dropped) reads as absent and the game's recommended
 * settings are used instead. Checked by hand rather than with the contract's zod schemas so the
 * dashboard's chunk carries no schema library.
 */

export type QuickGame = 'signs' | 'orisha';
export const QUICK_GAMES: readonly QuickGame[] = ['signs', 'orisha'];

/** The body of POST /games/ifa-signs/start without the fields the server decides. */
export interface SignsSettings {
  difficulty: Difficulty;
  topics: SignsTopic[];
  oddun_set: (typeof ODDUN_SETS)[number];
  selected_odduns: string[];
  question_count: number;
  game_mode: SignsGameMode;
  timed: boolean;
}

/** The query of the Orisha game's start. */
export interface OrishaSettings {
  difficulty: Difficulty;
  topics: OrishaTopic[];
  mode: OrishaMode;
  timed: boolean;
}

export interface QuickPlay {
  /** The game started last on this device; null before any. */
  last: QuickGame | null;
  signs: SignsSettings | null;
  orisha: OrishaSettings | null;
}

/** The search parameter a game page reads once to start at once with its quick settings. */
export const QUICK_PARAM = 'quick';

const storageKey = (userId: string) => `ifa.quickPlay.${userId}`;

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const listOf = <T extends string>(list: readonly T[], value: unknown, min = 1): value is T[] =>
  Array.isArray(value) && value.length >= min && value.every((item) => oneOf(list, item));

export function parseSignsSettings(value: unknown): SignsSettings | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const odduns = v.selected_odduns;
  const ok =
    oneOf(DIFFICULTIES, v.difficulty) &&
    listOf(SIGNS_TOPICS, v.topics) &&
    oneOf(ODDUN_SETS, v.oddun_set) &&
    Array.isArray(odduns) &&
    odduns.length <= 256 &&
    odduns.every((name) => typeof name === 'string' && name.length > 0 && name.length <= 64) &&
    (v.oddun_set !== 'custom' || odduns.length > 0) &&
    (SIGNS_QUESTION_COUNTS as readonly unknown[]).includes(v.question_count) &&
    oneOf(SIGNS_GAME_MODES, v.game_mode) &&
    typeof v.timed === 'boolean';
  if (!ok) return null;
  return {
    difficulty: v.difficulty as Difficulty,
    topics: [...(v.topics as SignsTopic[])],
    oddun_set: v.oddun_set as SignsSettings['oddun_set'],
    selected_odduns: v.oddun_set === 'custom' ? [...(odduns as string[])] : [],
    question_count: v.question_count as number,
    game_mode: v.game_mode as SignsGameMode,
    timed: v.timed as boolean,
  };
}

export function parseOrishaSettings(value: unknown): OrishaSettings | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!oneOf(DIFFICULTIES, v.difficulty) || !listOf(ORISHA_TOPICS, v.topics) || !oneOf(ORISHA_MODES, v.mode) || typeof v.timed !== 'boolean') return null;
  return { difficulty: v.difficulty, topics: [...v.topics], mode: v.mode, timed: v.timed };
}

function readStored(userId: string): unknown {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    // Storage refused (private mode) or a value that is not JSON: nothing remembered.
    return null;
  }
}

/** What this device remembers of the learner's games. */
export function loadQuickPlay(userId: string): QuickPlay {
  const stored = readStored(userId);
  const v = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return {
    last: oneOf(QUICK_GAMES, v.last) ? v.last : null,
    signs: parseSignsSettings(v.signs),
    orisha: parseOrishaSettings(v.orisha),
  };
}

/** Remembers a game's settings once the server has started a game with them. */
export function rememberSettings(userId: string, game: 'signs', settings: SignsSettings): void;
export function rememberSettings(userId: string, game: 'orisha', settings: OrishaSettings): void;
export function rememberSettings(userId: string, game: QuickGame, settings: SignsSettings | OrishaSettings): void {
  const next = { ...loadQuickPlay(userId), last: game, [game]: settings };
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // A full or refused storage only loses the shortcut, never the game.
  }
}

/** The game 'Jugar rápido' starts from the dashboard: the last one played, else the Signs game. */
export const quickGame = (quick: QuickPlay): QuickGame => quick.last ?? 'signs';
