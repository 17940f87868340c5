import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, countdownFace, countdownPhase, countDown, remainingFraction, stepDuration } from './countdown';
import { findRitual } from './data/rituals';

const moyuba = findRitual('basic_moyuba')!;
const plain = (n: number) => String(n);

describe('step countdown rules', () => {
  it("reads each step's suggested duration, and 0 without a step", () => {
    expect([0, 1, 2, 3, 4].map((i) => stepDuration(moyuba, i))).toEqual([3, 3, 4, 4, 3]);
    expect(stepDuration(moyuba, 5)).toBe(0);
    expect(stepDuration(null, 0)).toBe(0);
  });

  it('counts down to zero and no further', () => {
    expect([3, 1, 0].map(countDown)).toEqual([2, 0, 0]);
  });

  it('says reached at zero even while paused', () => {
    expect(countdownPhase(2, false)).toBe('running');
    expect(countdownPhase(2, true)).toBe('paused');
    expect(countdownPhase(0, true)).toBe('reached');
    expect(countdownPhase(0, false)).toBe('reached');
  });

  it('fills the ring with the part left, within 0 and 1', () => {
    expect(remainingFraction(3, 3)).toBe(1);
    expect(remainingFraction(1, 4)).toBe(0.25);
    expect(remainingFraction(0, 4)).toBe(0);
    expect(remainingFraction(5, 4)).toBe(1);
    expect(remainingFraction(1, 0)).toBe(0);
  });

  it('shows seconds under a minute and m:ss from a minute on, with the formatter given', () => {
    expect(countdownFace(9, plain)).toEqual({ text: '9', unit: 'seconds' });
    expect(countdownFace(59, plain)).toEqual({ text: '59', unit: 'seconds' });
    expect(countdownFace(60, plain)).toEqual({ text: '1:00', unit: 'minutes' });
    expect(countdownFace(65, plain)).toEqual({ text: '1:05', unit: 'minutes' });
    expect(countdownFace(754, plain)).toEqual({ text: '12:34', unit: 'minutes' });
    expect(countdownFace(-1, plain)).toEqual({ text: '0', unit: 'seconds' });
    const arabic = new Intl.NumberFormat('ar-EG');
    expect(countdownFace(65, (n) => arabic.format(n)).text).toBe('١:٠٥');
  });

  it('announces a step starting and its time reached, and nothing between or after the ritual', () => {
    expect(countdownAnnouncement(moyuba, 0, 3)).toEqual({ kind: 'started', step: 1, seconds: 3 });
    // The same words while it counts: a live region holding them stays silent.
    expect(countdownAnnouncement(moyuba, 0, 1)).toEqual(countdownAnnouncement(moyuba, 0, 3));
    expect(countdownAnnouncement(moyuba, 2, 0)).toEqual({ kind: 'reached', step: 3, lastStep: false });
    expect(countdownAnnouncement(moyuba, 4, 0)).toEqual({ kind: 'reached', step: 5, lastStep: true });
    expect(countdownAnnouncement(moyuba, 5, 0)).toBeNull();
    expect(countdownAnnouncement(null, 0, 0)).toBeNull();
  });
});
