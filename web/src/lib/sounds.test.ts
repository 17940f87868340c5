import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUE_NOTES, playCue, setSoundsEnabled } from './sounds';

/** An AudioContext that records the notes it is asked to play. */
class RecordingContext {
  static played: number[] = [];
  currentTime = 0;
  destination = {};
  createOscillator() {
    const oscillator = { type: '', frequency: { value: 0 }, connect: (node: unknown) => node, start: () => RecordingContext.played.push(oscillator.frequency.value), stop: () => undefined };
    return oscillator;
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node };
  }
  close() {
    return Promise.resolve();
  }
}

describe('optional sounds (issue 27, part 9)', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) });
    vi.stubGlobal('window', { AudioContext: RecordingContext, setTimeout: () => 0 });
    RecordingContext.played = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are off by default: no note is played', () => {
    playCue('pass');
    expect(RecordingContext.played).toEqual([]);
  });

  it('once turned on, play the cue’s notes, and stop again when turned off', () => {
    setSoundsEnabled(true);
    playCue('levelUp');
    expect(RecordingContext.played).toEqual([...CUE_NOTES.levelUp]);
    setSoundsEnabled(false);
    playCue('pass');
    expect(RecordingContext.played).toHaveLength(CUE_NOTES.levelUp.length);
  });

  it('stay silent, never an error, where the browser has no audio', () => {
    setSoundsEnabled(true);
    vi.stubGlobal('window', { setTimeout: () => 0 });
    expect(() => playCue('pass')).not.toThrow();
    expect(RecordingContext.played).toEqual([]);
  });
});
