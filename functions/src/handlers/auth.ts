import { MSG } from '@ifa/shared';
import { toPublicUser } from '../data/users.js';
import { groupHandler, Reply } from '../http/group-handler.js';
import { authSchemas } from '@ifa/shared/routes/auth';
import { sourceAddress } from '../http/source-address.js';
import { forgotPassword, issueToken, login, registerFrom, resetPassword } from '../services/accounts.js';

export const handler = groupHandler('auth', authSchemas, {
  register: async ({ body, event }) => {
    const user = await registerFrom(sourceAddress(event), body);
    return new Reply({ access_token: await issueToken(user), token_type: 'bearer' as const, user: toPublicUser(user) }, 201);
  },
  login: async ({ body, event }) => {
    const user = await login(body.email, body.password, sourceAddress(event));
    return { access_token: await issueToken(user), token_type: 'bearer' as const, user: toPublicUser(user) };
  },
  me: async ({ user }) => toPublicUser(user),
  forgotPassword: async ({ body, event }) => ({
    success: true as const,
    message: MSG.forgotPasswordSent,
    ...(await forgotPassword(body.email, sourceAddress(event))),
  }),
  resetPassword: async ({ body }) => {
    await resetPassword(body.token, body.new_password);
    return { success: true, message: MSG.passwordUpdated };
  },
});
