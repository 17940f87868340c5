import { describe, expect, it } from 'vitest';
import { PRACTICE } from '@ifa/shared';
import { rateAnswer, slowAfterMs } from '@ifa/shared';

describe('review rating from the outcome (DESIGN.md 5b)', () => {
  it('the slow threshold is slowShare of the card\u2019s seconds: 8 s to read, 16 s to build', () => {
    expect(slowAfterMs('read')).toBe(PRACTICE.slowShare * PRACTICE.cardSeconds.read * 1000);
    expect(slowAfterMs('read')).toBe(8_000);
    expect(slowAfterMs('build')).toBe(16_000);
  });

  it('wrong is again, however fast and with or without a hint', () => {
    expect(rateAnswer({ correct: false, kind: 'read' })).toBe('again');
    expect(rateAnswer({ correct: false, kind: 'build', elapsedMs: 500 })).toBe('again');
    expect(rateAnswer({ correct: false, kind: 'read', hinted: true, elapsedMs: 60_000 })).toBe('again');
  });

  it('right is good, up to and including the slow threshold', () => {
    expect(rateAnswer({ correct: true, kind: 'read', elapsedMs: 0 })).toBe('good');
    expect(rateAnswer({ correct: true, kind: 'read', elapsedMs: 8_000 })).toBe('good');
    expect(rateAnswer({ correct: true, kind: 'build', elapsedMs: 16_000 })).toBe('good');
  });

  it('right by a one-letter slip of a typed answer (casi) is hard, however fast', () => {
    expect(rateAnswer({ correct: true, kind: 'read', elapsedMs: 1_000, almost: true })).toBe('hard');
    expect(rateAnswer({ correct: true, kind: 'fact', almost: true })).toBe('hard');
    expect(rateAnswer({ correct: true, kind: 'read', elapsedMs: 1_000, almost: false })).toBe('good');
  });

  it('right but slower than the threshold is hard', () => {
    expect(rateAnswer({ correct: true, kind: 'read', elapsedMs: 8_001 })).toBe('hard');
    expect(rateAnswer({ correct: true, kind: 'build', elapsedMs: 16_001 })).toBe('hard');
    // The threshold depends on the card: 12 s is slow to read, not to build.
    expect(rateAnswer({ correct: true, kind: 'read', elapsedMs: 12_000 })).toBe('hard');
    expect(rateAnswer({ correct: true, kind: 'build', elapsedMs: 12_000 })).toBe('good');
  });

  it('right with a hint is hard, even when fast', () => {
    expect(rateAnswer({ correct: true, kind: 'read', hinted: true, elapsedMs: 1000 })).toBe('hard');
    expect(rateAnswer({ correct: true, kind: 'build', hinted: true })).toBe('hard');
    expect(rateAnswer({ correct: true, kind: 'build', hinted: false, elapsedMs: 1000 })).toBe('good');
  });

  it('an unknown time is not slow', () => {
    expect(rateAnswer({ correct: true, kind: 'read' })).toBe('good');
    expect(rateAnswer({ correct: true, kind: 'read', elapsedMs: undefined })).toBe('good');
  });
});
