import type { Ritual } from './data/rituals';

/**
 * The countdown of a practice step's suggested duration (issue 27): pure rules the ritual
 * machine and the countdown panel share. The duration is a suggestion: reaching zero says so
 * and never moves the learner on.
 */

/** The suggested seconds of the step at `index`; 0 with no ritual or past the last step. */
export const stepDuration = (ritual: Ritual | null, index: number): number => ritual?.steps[index]?.duration ?? 0;

/** The seconds left after one more second of the step; never below zero. */
export const countDown = (left: number): number => Math.max(0, left - 1);

/** What the countdown shows: counting, held by the practice's pause, or the suggested time reached. */
export type CountdownPhase = 'running' | 'paused' | 'reached';

/** Reached wins over paused: a learner who pauses after zero still reads that the time is met. */
export const countdownPhase = (left: number, paused: boolean): CountdownPhase => (left <= 0 ? 'reached' : paused ? 'paused' : 'running');

/** The part of the suggested time still left, from 1 (just started) to 0: the ring's filled arc. */
export const remainingFraction = (left: number, total: number): number => (total > 0 ? Math.min(1, Math.max(0, left / total)) : 0);

/**
 * The ring's face: seconds alone under a minute ('9'), m:ss from a minute on ('1:05'), with the
 * unit the caption names. Digits come from `format` (Intl, in the interface language).
 */
export function countdownFace(left: number, format: (n: number) => string): { text: string; unit: 'seconds' | 'minutes' } {
  const whole = Math.max(0, Math.floor(left));
  if (whole < 60) return { text: format(whole), unit: 'seconds' };
  const seconds = whole % 60;
  return { text: `${format(Math.floor(whole / 60))}:${seconds < 10 ? format(0) : ''}${format(seconds)}`, unit: 'minutes' };
}

/**
 * What a screen reader is told, and when (WCAG 4.1.3 without a voice every second): a step's
 * countdown starting and its suggested time reached. The text only changes at those moments,
 * so a polite live region speaks only then. Null outside a step being practised.
 */
export type CountdownAnnouncement = { kind: 'started'; step: number; seconds: number } | { kind: 'reached'; step: number; lastStep: boolean } | null;

export function countdownAnnouncement(ritual: Ritual | null, done: number, left: number): CountdownAnnouncement {
  if (!ritual || done >= ritual.steps.length) return null;
  const step = done + 1;
  if (left <= 0) return { kind: 'reached', step, lastStep: step === ritual.steps.length };
  return { kind: 'started', step, seconds: stepDuration(ritual, done) };
}
