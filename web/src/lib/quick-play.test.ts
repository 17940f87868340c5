import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadQuickPlay, parseOrishaSettings, parseSignsSettings, quickGame, rememberSettings, type SignsSettings } from './quick-play';

const SIGNS: SignsSettings = { difficulty: 'beginner', topics: ['recognition'], oddun_set: 'meyi', selected_odduns: [], question_count: 10, game_mode: 'multiple_choice', timed: true };

describe('the settings a quick play keeps (issue 27, part 6)', () => {
  it('reads back what the contract allows, and refuses anything else as absent', () => {
    expect(parseSignsSettings(SIGNS)).toEqual(SIGNS);
    expect(parseSignsSettings({ ...SIGNS, topics: [] })).toBeNull();
    expect(parseSignsSettings({ ...SIGNS, topics: ['recognition', 'astrology'] })).toBeNull();
    expect(parseSignsSettings({ ...SIGNS, question_count: 12 })).toBeNull();
    expect(parseSignsSettings({ ...SIGNS, oddun_set: 'custom', selected_odduns: [] })).toBeNull();
    expect(parseSignsSettings({ ...SIGNS, timed: 'yes' })).toBeNull();
    expect(parseSignsSettings('nonsense')).toBeNull();
    // The custom set keeps its signs; any other set sends none.
    expect(parseSignsSettings({ ...SIGNS, oddun_set: 'custom', selected_odduns: ['Odi Meji'] })?.selected_odduns).toEqual(['Odi Meji']);
    expect(parseSignsSettings({ ...SIGNS, selected_odduns: ['Odi Meji'] })?.selected_odduns).toEqual([]);
    expect(parseOrishaSettings({ difficulty: 'expert', topics: ['days'], mode: 'type_answer', timed: false })).toEqual({ difficulty: 'expert', topics: ['days'], mode: 'type_answer', timed: false });
    expect(parseOrishaSettings({ difficulty: 'expert', topics: ['days'], mode: 'telepathy', timed: false })).toBeNull();
  });
});

describe('what this device remembers', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is nothing at first: the Signs game is the quick game', () => {
    expect(loadQuickPlay('u1')).toEqual({ last: null, signs: null, orisha: null });
    expect(quickGame(loadQuickPlay('u1'))).toBe('signs');
  });

  it('keeps each game per learner, and the game started last', () => {
    rememberSettings('u1', 'signs', SIGNS);
    rememberSettings('u1', 'orisha', { difficulty: 'advanced', topics: ['random'], mode: 'multiple_choice', timed: true });
    expect(loadQuickPlay('u1')).toMatchObject({ last: 'orisha', signs: SIGNS, orisha: { difficulty: 'advanced' } });
    expect(quickGame(loadQuickPlay('u1'))).toBe('orisha');
    expect(loadQuickPlay('u2').signs).toBeNull();
  });

  it('reads a damaged or refused storage as nothing remembered', () => {
    store.set('ifa.quickPlay.u1', '{not json');
    expect(loadQuickPlay('u1')).toEqual({ last: null, signs: null, orisha: null });
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberSettings('u1', 'signs', SIGNS)).not.toThrow();
    expect(loadQuickPlay('u1').signs).toBeNull();
  });
});
