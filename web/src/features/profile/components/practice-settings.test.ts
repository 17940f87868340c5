import { describe, expect, it } from 'vitest';
import { changedSettings, isPracticeField } from './practice-settings';

const saved = { time_zone: 'UTC', daily_goal: 50, new_cards_per_day: 20 };

describe('changedSettings', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedSettings(saved, { ...saved })).toEqual({});
  });

  it('sends only the settings the learner changed', () => {
    expect(changedSettings(saved, { ...saved, time_zone: 'America/Havana' })).toEqual({ time_zone: 'America/Havana' });
    expect(changedSettings(saved, { ...saved, daily_goal: 100, new_cards_per_day: 10 })).toEqual({ daily_goal: 100, new_cards_per_day: 10 });
  });

  it('passes a value the contract does not offer on to the server, which names the field', () => {
    expect(changedSettings(saved, { ...saved, daily_goal: 70 })).toEqual({ daily_goal: 70 });
  });
});

describe('isPracticeField', () => {
  it('knows the three practice settings and nothing else', () => {
    expect(isPracticeField('time_zone')).toBe(true);
    expect(isPracticeField('new_cards_per_day')).toBe(true);
    expect(isPracticeField('naming')).toBe(false);
  });
});
