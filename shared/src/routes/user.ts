import * as U from '../schemas/user.js';
import { UserContributionsQuery } from '../schemas/contribution.js';
import type { GroupSchemas } from './types.js';

export const userSchemas = {
  updateLanguage: { body: U.UpdateLanguageRequest },
  updatePreferences: { body: U.UpdatePreferencesRequest },
  cowrieBalance: {},
  accountChangeRequest: { body: U.AccountChangeRequest, status: 201 },
  userContributions: { query: UserContributionsQuery },
  myDeities: {},
  updateMyDeities: { body: U.UpdateDeitiesRequest },
  reminders: {},
  updateReminders: { body: U.UpdateRemindersRequest },
  deleteReminders: { body: U.DeleteRemindersRequest },
} as const satisfies GroupSchemas<'user'>;
