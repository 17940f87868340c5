import { PRACTICE } from '@ifa/shared';
import { LEGS } from './legs';

/**
 * The mastery map (issue 12, deliver 3) as pure functions: a sign's level from the predicted
 * recall (FSRS retrievability, 0..1) of its 'read' and 'build' cards, where each sign sits in
 * the 16 x 16 grid, and how the keyboard moves over the grid.
 */

export const MASTERY_LEVELS = ['unseen', 'weak', 'learning', 'known'] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** Below this recall a card is weak (project choice: it is likely to be forgotten soon). */
export const WEAK_BELOW = 0.7;
/** From this recall a card is known; shared with the server's count of mastered signs. */
export const KNOWN_FROM = PRACTICE.masteredRecall;

/**
 * A sign's level: the lowest recall among the cards the learner has met. Known (mastered)
 * needs BOTH cards at `KNOWN_FROM` or more and past their learning steps (`settled`), as the
 * server counts mastered signs (a sign read well but never built, or just answered, is still
 * being learnt). No card met: unseen.
 */
export function levelOf(read: number | null, build: number | null, settled = true): MasteryLevel {
  const met = [read, build].filter((r): r is number => r !== null && Number.isFinite(r));
  if (met.length === 0) return 'unseen';
  const lowest = Math.min(...met);
  if (lowest < WEAK_BELOW) return 'weak';
  if (lowest < KNOWN_FROM || met.length < 2 || !settled) return 'learning';
  return 'known';
}

/**
 * A recall as a whole percentage, rounded DOWN so a card just under the mastery line never
 * shows '90' (0.895 -> 89). The epsilon absorbs binary fractions (0.29 * 100 = 28.999...).
 */
export const recallPercent = (recall: number) => Math.max(0, Math.min(100, Math.floor(recall * 100 + 1e-9)));

export function countLevels(signs: ReadonlyArray<{ read: number | null; build: number | null; settled?: boolean }>): Record<MasteryLevel, number> {
  const counts: Record<MasteryLevel, number> = { unseen: 0, weak: 0, learning: 0, known: 0 };
  for (const s of signs) counts[levelOf(s.read, s.build, s.settled ?? true)]++;
  return counts;
}

/**
 * The 16 principal columns (from ./legs.ts: a leg's four marks, top to bottom; 1 single, 0 double) in the
 * Lucumí order of the Meji: Ogbe, Oyeku, Iwori, Odi, Irosun, Ojuani, Obara, Okana, Ogunda, Osa,
 * Ika, Otrupon, Otura, Irete, Oshe, Ofun (DESIGN.md 6; the tests check it against the catalogue).
 */
export const LEG_COLUMNS: readonly string[] = LEGS.map((leg) => leg.column);
export const GRID_SIZE = LEG_COLUMNS.length;

/**
 * Where a sign sits in the map, from its pattern alone (never from its position): row = its
 * right leg (first four characters), column = its left leg (last four). Null for a pattern
 * that is not two principal columns.
 */
export function cellOf(pattern: string): { row: number; col: number } | null {
  if (!/^[01]{8}$/.test(pattern)) return null;
  const row = LEG_COLUMNS.indexOf(pattern.slice(0, 4));
  const col = LEG_COLUMNS.indexOf(pattern.slice(4));
  return row < 0 || col < 0 ? null : { row, col };
}

/** The signs laid out as grid[row][col] (null where no sign was given). */
export function placeSigns<T extends { pattern: string }>(signs: readonly T[]): Array<Array<T | null>> {
  const grid: Array<Array<T | null>> = Array.from({ length: GRID_SIZE }, () => Array<T | null>(GRID_SIZE).fill(null));
  for (const sign of signs) {
    const cell = cellOf(sign.pattern);
    if (cell) grid[cell.row]![cell.col] = sign;
  }
  return grid;
}

/**
 * Where focus goes in the grid on a key (APG data grid keys), or null when the key does not
 * move: arrows by one cell (no wrap), Home/End to the row's ends, Ctrl+Home/End to the grid's
 * corners, PageUp/PageDown by four rows.
 */
export function moveInGrid(at: { row: number; col: number }, key: string, ctrl = false, size = GRID_SIZE): { row: number; col: number } | null {
  const last = size - 1;
  const clamp = (n: number) => Math.max(0, Math.min(last, n));
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: last, col: last } : { row: at.row, col: last };
    case 'PageUp':
      return { row: clamp(at.row - 4), col: at.col };
    case 'PageDown':
      return { row: clamp(at.row + 4), col: at.col };
    default:
      return null;
  }
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
const graphemes = (text: string) => (segmenter ? [...segmenter.segment(text)].map((s) => s.segment) : [...text]);

/**
 * Short leg names for the grid's headers on a phone: the shortest prefix of at least three
 * letters (whole graphemes, so a tone mark stays on its letter) that tells all the legs apart.
 */
export function abbreviateLegs(legs: readonly string[]): string[] {
  const split = legs.map(graphemes);
  const longest = Math.max(0, ...split.map((g) => g.length));
  for (let n = 3; n <= longest; n++) {
    const short = split.map((g) => g.slice(0, n).join(''));
    if (new Set(short.map((s) => s.toLocaleLowerCase())).size === short.length) return short;
  }
  return [...legs];
}
