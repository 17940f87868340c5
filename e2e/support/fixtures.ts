import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startE2eStack } from './e2e-stack';

/** Spec 8 and 5 texts the tests look for, verbatim. */
export const ES = {
  registerSuccess: '¡Cuenta creada exitosamente!',
  loginSuccess: '¡Bienvenido de vuelta!',
  logout: 'Sesión cerrada',
  forgotSuccess: 'Si el email existe, recibirás instrucciones para recuperar tu contraseña',
  languageSuccess: 'Idioma actualizado exitosamente',
  copySuccess: 'Código copiado al portapapeles',
  accountChangeSuccess: '¡Solicitud enviada exitosamente! Tu solicitud será revisada por un administrador.',
} as const;

export interface TestUser {
  email: string;
  username: string;
  full_name: string;
  password: string;
}

export function uniqueUser(prefix = 'u'): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    email: `${prefix}-${id}@example.com`,
    username: `${prefix}_${id}`.slice(0, 30),
    full_name: `Aprendiz ${id.toUpperCase()}`,
    password: `clave-${id}`,
  };
}

/** Creates an account through the real API (for tests whose subject is not registration). */
export async function registerViaApi(request: APIRequestContext, user: TestUser, extra: Record<string, unknown> = {}) {
  const response = await request.post('/api/auth/register', {
    data: { ...user, language: 'es', referred_by: null, ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { access_token: string; user: { referral_code: string; id: string } };
}

/** Signs the browser in the way the app keeps a session: the token in localStorage. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('ifa.token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
}

export async function signedInAs(page: Page, request: APIRequestContext, user = uniqueUser()) {
  const auth = await registerViaApi(request, user);
  await useToken(page, auth.access_token);
  return { user, auth };
}

export async function loginViaUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** A toast by its exact text (sonner renders them in an aria-live region). */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A local stack of the test's own (scripts/src/e2e-server.ts): its origin and its admin. */
export interface PrivateStack {
  origin: string;
  admin: { email: string; password: string };
}

/**
 * Fails a test on an unexpected console error (STYLE.md, Tests). The browser's own line for a
 * 4xx answer the test provoked on purpose is not an app error.
 *
 * `privateStack` is a second stack, for tests that change what every other test reads (the
 * catalogue's signs): started on first use, once per worker, stopped with the worker. It is
 * declared here, on the one `test` every spec uses, so that a spec asking for it still runs in
 * the shared workers (a worker fixture of its own would give it a worker of its own, which
 * Playwright schedules after every other test).
 */
export const test = base.extend<{ consoleErrors: string[] }, { privateStack: PrivateStack }>({
  privateStack: [
    async ({}, use) => {
      const { info, stop } = await startE2eStack('private e2e stack', 150_000);
      await use({ origin: info.origin, admin: info.admin });
      stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
