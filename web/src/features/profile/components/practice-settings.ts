import type { RequestBody, User } from '@ifa/shared';

export type PracticeSettingsValues = User['practice'];
export type PracticeField = keyof PracticeSettingsValues;
export const PRACTICE_FIELDS = ['time_zone', 'daily_goal', 'new_cards_per_day'] as const satisfies readonly PracticeField[];

type PreferencesBody = RequestBody<'updatePreferences'>;

/**
 * The PUT /user/preferences body for what the learner changed (absent settings stay as they
 * are on the server). The form offers only the contract's goals and counts; any other value is
 * still sent as it is, so the server answers with its own field message (the contract checks it).
 */
export function changedSettings(saved: PracticeSettingsValues, draft: PracticeSettingsValues): PreferencesBody {
  const body: PreferencesBody = {};
  if (draft.time_zone !== saved.time_zone) body.time_zone = draft.time_zone;
  if (draft.daily_goal !== saved.daily_goal) body.daily_goal = draft.daily_goal as PreferencesBody['daily_goal'];
  if (draft.new_cards_per_day !== saved.new_cards_per_day) body.new_cards_per_day = draft.new_cards_per_day as PreferencesBody['new_cards_per_day'];
  return body;
}

export const isPracticeField = (name: string): name is PracticeField => (PRACTICE_FIELDS as readonly string[]).includes(name);
