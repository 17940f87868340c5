import * as U from '../schemas/user.js';
import type { GroupSchemas } from './types.js';

export const userSchemas = {
  updateLanguage: { body: U.UpdateLanguageRequest },
  updatePreferences: { body: U.UpdatePreferencesRequest },
  cowrieBalance: {},
  accountChangeRequest: { body: U.AccountChangeRequest, status: 201 },
} as const satisfies GroupSchemas<'user'>;
