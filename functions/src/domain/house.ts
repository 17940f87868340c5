import { createHash } from 'node:crypto';
import { HOUSE, type AssignmentKind } from '@ifa/shared';

/**
 * The religious house's rules (issue 28, DESIGN.md 5c), pure: invite codes, an assignment's id and
 * due day, the week of the ranking and its order.
 */

/** Letters and digits a reader cannot mistake for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An invite code from random bytes (one byte a letter: 31 letters, so a slight bias, harmless for a code that is also claimed). */
export function inviteCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < HOUSE.codeLength) throw new Error('inviteCodeFrom: not enough bytes');
  return Array.from(bytes.subarray(0, HOUSE.codeLength), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * An assignment's id from what it asks (kind, subjects in any order, due day): the same
 * assignment sent twice, or by two tabs at once, is one.
 */
export function assignmentIdOf(kind: AssignmentKind, subjects: readonly string[], due: string): string {
  const canonical = `${kind}|${[...new Set(subjects)].sort().join(',')}|${due}`;
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}

const DAY_MS = 86_400_000;
const dayToMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const msToDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` (calendar days, `yyyy-mm-dd`). */
export const addDays = (day: string, days: number) => msToDay(dayToMs(day) + days * DAY_MS);

/** A due day is a real calendar day from today up to HOUSE.maxDueDays ahead (the head's today). */
export function dueDayValid(due: string, today: string): boolean {
  const ms = dayToMs(due);
  return Number.isFinite(ms) && msToDay(ms) === due && due >= today && due <= addDays(today, HOUSE.maxDueDays);
}

/** The Monday that starts the week of `day` (ISO weeks: the ranking runs Monday to today). */
export function weekStart(day: string): string {
  const weekday = new Date(dayToMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export interface RankEntry {
  user_id: string;
  xp: number;
  username: string;
}

/**
 * The weekly ranking: most XP first, then by username; equal XP shares a rank, and the next
 * rank skips as many ('1, 1, 3').
 */
export function rankByXp<T extends RankEntry>(entries: readonly T[]): Array<T & { rank: number }> {
  const sorted = [...entries].sort((a, b) => b.xp - a.xp || a.username.localeCompare(b.username));
  return sorted.map((e) => ({ ...e, rank: sorted.findIndex((o) => o.xp === e.xp) + 1 }));
}
