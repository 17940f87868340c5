import * as U from '../schemas/user.js';
import type { GroupSchemas } from './types.js';

export const authSchemas = {
  register: { body: U.RegisterRequest, status: 201 },
  login: { body: U.LoginRequest },
  me: {},
  forgotPassword: { body: U.ForgotPasswordRequest },
  resetPassword: { body: U.ResetPasswordRequest },
  logout: {},
  logoutAll: {},
  openApi: {},
} as const satisfies GroupSchemas<'auth'>;
