import { MSG, type ResponseBody } from '@ifa/shared';
import storedOpenApi from '../content/generated/openapi.json' with { type: 'json' };
import { notModified } from '../lib/etag.js';
import { toPublicUser } from '../data/users.js';
import { groupHandler, Reply } from '../http/group-handler.js';
import { authSchemas } from '@ifa/shared/routes/auth';
import { sourceAddress } from '../http/source-address.js';
import { forgotPassword, issueToken, login, registerFrom, resetPassword } from '../services/accounts.js';
import { logout, logoutEverywhere } from '../services/sessions.js';

/**
 * The OpenAPI document, built from the route table by `npm run content` and stored gzipped
 * (scripts/src/content/openapi.ts): neither the builder nor the other groups' schemas are in
 * this Lambda (the auth group's: the smallest of the public ones). Unpacked at the first request for it (zlib loaded then), once per container.
 */
let openApi: Promise<{ body: ResponseBody<'openApi'>; etag: string }> | undefined;
const unpackOpenApi = async () => {
  const { gunzipSync } = await import('node:zlib');
  return { body: JSON.parse(gunzipSync(Buffer.from(storedOpenApi.gzip_base64, 'base64')).toString('utf8')) as ResponseBody<'openApi'>, etag: storedOpenApi.etag };
};

export const handler = groupHandler('auth', authSchemas, {
  register: async ({ body, event }) => {
    const user = await registerFrom(sourceAddress(event), body);
    return new Reply({ access_token: await issueToken(user), token_type: 'bearer' as const, user: toPublicUser(user) }, 201);
  },
  login: async ({ body, event }) => {
    const { user, access_token } = await login(body.email, body.password, sourceAddress(event));
    return { access_token, token_type: 'bearer' as const, user: toPublicUser(user) };
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
  logout: async ({ user, session }) => {
    await logout(user, session);
    return { success: true, message: MSG.loggedOut };
  },
  logoutAll: async ({ user }) => {
    await logoutEverywhere(user);
    return { success: true, message: MSG.loggedOutEverywhere };
  },
  openApi: async ({ event }) => {
    openApi ??= unpackOpenApi();
    const { body, etag } = await openApi;
    // Changes only with a deploy: browsers may keep it a few minutes, then revalidate by ETag.
    const headers = { etag, 'cache-control': 'public, max-age=300' };
    return new Reply(body, notModified(event, etag) ? 304 : 200, headers);
  },
});
