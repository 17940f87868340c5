import { useSyncExternalStore } from 'react';

/**
 * Optional sounds (issue 27, part 9): off until the learner turns them on, remembered on this
 * device. The cues are a few notes made with the Web Audio API rather than audio files: nothing
 * to license or download, and the notes follow the moment (a short rise for a passed game, a
 * longer one for a new level).
 */

const STORAGE_KEY = 'ifa.sounds';
const listeners = new Set<() => void>();

function readEnabled(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundsEnabled(enabled: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    // Refused storage: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the learner has turned sounds on (false by default and on the server's render). */
export const useSoundsEnabled = () => useSyncExternalStore(subscribe, readEnabled, () => false);

export type Cue = 'pass' | 'levelUp';

/** Frequencies (Hz) of each cue's notes: a major arpeggio, one octave wider for a new level. */
export const CUE_NOTES: Record<Cue, readonly number[]> = {
  pass: [523.25, 659.25, 783.99],
  levelUp: [523.25, 659.25, 783.99, 1046.5, 1318.51],
};

const NOTE_SECONDS = 0.12;

/** Plays a cue when sounds are on; silent (never an error) where audio is unavailable. */
export function playCue(cue: Cue) {
  if (!readEnabled()) return;
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const start = context.currentTime + 0.05;
    CUE_NOTES[cue].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + i * NOTE_SECONDS;
      // A soft attack and decay: a chime, not a beep.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, at + NOTE_SECONDS * 2.5);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS * 2.5);
    });
    window.setTimeout(() => void context.close(), (CUE_NOTES[cue].length * NOTE_SECONDS + 0.5) * 1000);
  } catch {
    // Autoplay refused or no audio device: the screen says it all in words anyway.
  }
}
