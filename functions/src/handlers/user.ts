import { MSG } from '@ifa/shared';
import { createAccountRequest } from '../data/account-requests.js';
import { getDeities, putDeities } from '../data/deities.js';
import { toPublicUser, updateUserFields } from '../data/users.js';
import { listContributionsByAuthor, toUserContribution } from '../data/contributions.js';
import { pagination } from '../data/paging.js';
import { badRequest, unauthorized } from '../lib/errors.js';
import { followTimeZone, remindersOf, removeReminderDevice, saveReminder } from '../services/reminders.js';
import { groupHandler } from '../http/group-handler.js';
import { userSchemas } from '@ifa/shared/routes/user';

export const handler = groupHandler('user', userSchemas, {
  updateLanguage: async ({ user, body }) => {
    const updated = await updateUserFields(user.id, { language: body.language });
    if (!updated) throw unauthorized(MSG.sessionInvalid);
    return { success: true as const, message: MSG.languageUpdated, user: toPublicUser(updated) };
  },
  updatePreferences: async ({ user, body }) => {
    const { naming, time_zone, daily_goal, new_cards_per_day } = body;
    const fields = Object.fromEntries(Object.entries({ naming, time_zone, daily_goal, new_cards_per_day }).filter(([, v]) => v !== undefined));
    const updated = await updateUserFields(user.id, fields);
    if (!updated) throw unauthorized(MSG.sessionInvalid);
    // A daily reminder follows the learner's clock to the new time zone (DESIGN.md 5d).
    if (time_zone && time_zone !== user.practice.time_zone) await followTimeZone(user.id, time_zone, new Date());
    return { success: true as const, message: MSG.preferencesUpdated, user: toPublicUser(updated) };
  },
  cowrieBalance: async ({ user }) => ({ cowrie_shells: user.cowrie_shells }),
  accountChangeRequest: async ({ user, body }) => {
    // The stored role counts, not the client's `current_role`.
    if (user.role === 'admin') throw badRequest(MSG.accountRequestAdmin);
    if (user.role === body.requested_role) throw badRequest(MSG.accountRequestSameRole);
    const request = await createAccountRequest(user.id, body.requested_role, user.role);
    if (!request) throw badRequest(MSG.accountRequestPending);
    const { user_id: _owner, ...shown } = request;
    return { success: true as const, message: MSG.accountRequestSent, request: shown };
  },
  // My deities (DESIGN.md 5c): only the token's user's own list, never another's by id.
  myDeities: async ({ user }) => getDeities(user.id),
  updateMyDeities: async ({ user, body }) => {
    const deities = await putDeities(user.id, body, new Date().toISOString());
    return { success: true as const, message: MSG.deitiesSaved, deities };
  },
  // Daily practice reminders (DESIGN.md 5d): the token's user's own, on the device that sends its subscription.
  reminders: async ({ user }) => remindersOf(user),
  updateReminders: async ({ user, body }) => saveReminder(user, body, new Date()),
  deleteReminders: async ({ user, body }) => removeReminderDevice(user, body.endpoint),
  // Only the token's user's own contributions (DESIGN.md 5e); no id is taken from the request.
  userContributions: async ({ user, query }) => {
    const { contributions, total } = await listContributionsByAuthor(user.id, query.page, query.limit);
    return { contributions: contributions.map(toUserContribution), pagination: pagination(query.page, query.limit, total) };
  },
});
