import { MSG } from '@ifa/shared';
import { toPublicUser } from '../data/users.js';
import { groupHandler, Reply } from '../http/group-handler.js';
import { forgotPassword, issueToken, login, register, resetPassword } from '../services/accounts.js';

export const handler = groupHandler('auth', {
  register: async ({ body }) => {
    const user = await register(body);
    return new Reply({ access_token: await issueToken(user), token_type: 'bearer' as const, user: toPublicUser(user) }, 201);
  },
  login: async ({ body }) => {
    const user = await login(body.email, body.password);
    return { access_token: await issueToken(user), token_type: 'bearer' as const, user: toPublicUser(user) };
  },
  me: async ({ user }) => toPublicUser(user),
  forgotPassword: async ({ body }) => ({
    success: true as const,
    message: MSG.forgotPasswordSent,
    ...(await forgotPassword(body.email)),
  }),
  resetPassword: async ({ body }) => {
    await resetPassword(body.token, body.new_password);
    return { success: true, message: MSG.passwordUpdated };
  },
});
