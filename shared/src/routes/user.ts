import * as U from '../schemas/user.js';
import type { GroupSchemas } from './types.js';

export const userSchemas = {
  updateLanguage: { body: U.UpdateLanguageRequest, response: U.UpdateLanguageResponse },
  updatePreferences: { body: U.UpdatePreferencesRequest, response: U.UpdatePreferencesResponse },
  cowrieBalance: { response: U.CowrieBalanceResponse },
  accountChangeRequest: { body: U.AccountChangeRequest, response: U.AccountChangeResponse, status: 201 },
} as const satisfies GroupSchemas<'user'>;
