import { expect, type APIRequestContext } from '@playwright/test';

/** The Authorization header of a token, for API calls made beside the browser. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The stack's dev admin signed in through the API (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD, set by the e2e setup). */
export async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
