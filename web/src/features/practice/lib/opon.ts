/**
 * The build-the-sign input (issue 12, deliver 2) as pure functions: the eight marks of a
 * pattern being built, how a tap changes a mark and how the keyboard moves over them.
 *
 * A pattern under construction is 8 characters (DESIGN.md 6): index 0..3 the RIGHT column top
 * to bottom, 4..7 the LEFT column top to bottom; '1' a single mark, '0' a double mark and '-'
 * a mark not set yet.
 */

export type Mark = '1' | '0' | '-';
export type Leg = 'right' | 'left';

export const MARKS = 8;
export const MARKS_PER_LEG = 4;
export const EMPTY_PATTERN = '--------';

const isMark = (c: string | undefined): c is Mark => c === '1' || c === '0' || c === '-';

/** Any string as an 8-mark pattern: missing or unknown characters read as not set. */
export function normalizePattern(value: string): string {
  let out = '';
  for (let i = 0; i < MARKS; i++) {
    const c = value[i];
    out += isMark(c) ? c : '-';
  }
  return out;
}

export const markAt = (value: string, index: number): Mark => {
  const c = value[index];
  return isMark(c) ? c : '-';
};

/** A tap: not set -> single -> double -> single (a set mark never goes back to unset by tapping). */
export function cycleMark(mark: string): Mark {
  return mark === '1' ? '0' : '1';
}

/** The pattern with one mark replaced (indexes outside 0..7 change nothing). */
export function setMark(value: string, index: number, mark: Mark): string {
  const pattern = normalizePattern(value);
  if (!Number.isInteger(index) || index < 0 || index >= MARKS) return pattern;
  return pattern.slice(0, index) + mark + pattern.slice(index + 1);
}

/** The pattern after a tap on one mark. */
export const cycleAt = (value: string, index: number) => setMark(value, index, cycleMark(markAt(value, index)));

/** Every mark set: the answer can be sent. */
export const isComplete = (value: string) => /^[01]{8}$/.test(value);

/** How many of the eight marks are set. */
export const marksSet = (value: string) => [...normalizePattern(value)].filter((c) => c !== '-').length;

/** Which leg and row (0..3, top to bottom) a mark index is. */
export function legOf(index: number): { leg: Leg; row: number } {
  return index < MARKS_PER_LEG ? { leg: 'right', row: index } : { leg: 'left', row: index - MARKS_PER_LEG };
}

export const indexOf = (leg: Leg, row: number) => (leg === 'right' ? row : MARKS_PER_LEG + row);

/**
 * Where focus goes from a mark on a navigation key, or null when the key does not move.
 * Up/Down stay in the column (no wrap); Left/Right cross to the same row of the other column
 * as drawn (the left leg on the left); Home/End go to the first and last mark in the order
 * the sign is marked (right leg top first, left leg bottom last).
 */
export function moveFocus(index: number, key: string): number | null {
  const { leg, row } = legOf(index);
  switch (key) {
    case 'ArrowUp':
      return indexOf(leg, Math.max(0, row - 1));
    case 'ArrowDown':
      return indexOf(leg, Math.min(MARKS_PER_LEG - 1, row + 1));
    case 'ArrowLeft':
      return indexOf('left', row);
    case 'ArrowRight':
      return indexOf('right', row);
    case 'Home':
      return 0;
    case 'End':
      return MARKS - 1;
    default:
      return null;
  }
}

const TYPED: Record<string, Mark> = { '1': '1', '2': '0', '0': '0', Delete: '-', Backspace: '-' };

/**
 * What a key does on a mark: navigation moves focus; '1' sets a single mark, '2' or '0' a double
 * one and focus goes on to the next mark in marking order, so a pattern can be typed in one go
 * (1 1 1 1 2 2 2 2 builds Ogbe Yeku); Delete or Backspace clears the mark. Space and Enter are
 * left to the native button (its click cycles the mark, as a tap does). Null: key not handled.
 * When `locked` (the answer was sent) only navigation works.
 */
export function keyAction(value: string, index: number, key: string, locked = false): { value: string; focus: number } | null {
  const moved = moveFocus(index, key);
  if (moved !== null) return { value: normalizePattern(value), focus: moved };
  const mark = TYPED[key];
  if (mark === undefined || locked) return null;
  const next = setMark(value, index, mark);
  const advance = mark !== '-' && index < MARKS - 1 ? index + 1 : index;
  return { value: next, focus: advance };
}

/** The indexes where a built pattern differs from the expected one (what the feedback outlines). */
export function diffMarks(value: string, expected: string): number[] {
  const built = normalizePattern(value);
  const right = normalizePattern(expected);
  const wrong: number[] = [];
  for (let i = 0; i < MARKS; i++) if (built[i] !== right[i]) wrong.push(i);
  return wrong;
}
