import { describe, expect, it } from 'vitest';
import { almostOf } from './almost';

describe("the 'casi' spelling of an answer's feedback", () => {
  it('is the right spelling the server sent for a one-letter slip', () => {
    expect(almostOf({ correct: true, almost: 'Yemayá' })).toBe('Yemayá');
  });

  it('is absent for an exact answer, a wrong one, or no feedback', () => {
    expect(almostOf({ correct: true })).toBeUndefined();
    expect(almostOf({ correct: false, almost: '' })).toBeUndefined();
    expect(almostOf(null)).toBeUndefined();
  });
});
