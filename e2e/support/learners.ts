import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, registerViaApi, uniqueUser, useToken, type TestUser } from './fixtures';

/**
 * Learners who deal with each other (friends, duels: issue 28), each registered through the API,
 * and the second one's own browser beside the test's page.
 */
export interface Learner {
  user: TestUser;
  token: string;
  id: string;
}

export async function learner(request: APIRequestContext, prefix: string, extra: Record<string, unknown> = {}): Promise<Learner> {
  const user = uniqueUser(prefix);
  const auth = await registerViaApi(request, user, extra);
  return { user, token: auth.access_token, id: auth.user.id };
}

/** A second learner's browser, watched for console errors as the fixture's page is; `close` checks there were none. */
export async function secondBrowser(browser: Browser, baseURL: string | undefined, who: Learner) {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await useToken(page, who.token);
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'console errors of the second learner').toEqual([]);
    },
  };
}
