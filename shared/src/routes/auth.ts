import { MessageResponse } from '../schemas/common.js';
import * as U from '../schemas/user.js';
import type { GroupSchemas } from './types.js';

export const authSchemas = {
  register: { body: U.RegisterRequest, response: U.AuthResponse, status: 201 },
  login: { body: U.LoginRequest, response: U.AuthResponse },
  me: { response: U.User },
  forgotPassword: { body: U.ForgotPasswordRequest, response: U.ForgotPasswordResponse },
  resetPassword: { body: U.ResetPasswordRequest, response: MessageResponse },
} as const satisfies GroupSchemas<'auth'>;
