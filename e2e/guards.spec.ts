import { expect, loginViaUi, signedInAs, test, useToken } from './support/fixtures';

test.describe('routes and guards (spec 2)', () => {
  test('visitors are sent to /login from protected routes, and unknown paths go home', async ({ page }) => {
    for (const path of ['/dashboard', '/profile', '/games/orisha', '/games/signs', '/games/rituals', '/games/yoruba', '/admin']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
    await page.goto('/no-existe/para-nada');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aprende Ifá');
  });

  test('a signed-in learner skips /login, cannot open /admin, sees the coming-soon screens and reaches the games', async ({ page, request }) => {
    await signedInAs(page, request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('admin-link')).toHaveCount(0);
    // The account-type request lives on the profile (issue 34, point 8).
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Cambiar tipo de cuenta' })).toBeVisible();

    // The landing's main buttons lead to the dashboard now.
    await page.goto('/');
    await expect(page.getByTestId('hero-primary')).toHaveAttribute('href', '/dashboard');

    await page.goto('/games/sureye');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suyeres');
    await expect(page.getByText('Próximamente', { exact: true })).toBeVisible();
    await expect(page.getByText('En desarrollo', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The three games are real screens now, one click from the dashboard.
    for (const [name, heading] of [
      ['Juego de los Orishas', 'Elige tu nivel'],
      ['Signos de Ifá', 'Signos de Ifá'],
      ['Rituales guiados', 'Rituales guiados'],
    ] as const) {
      await page.goto('/dashboard');
      await page.getByTestId('games-list').getByRole('link', { name: new RegExp(name) }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('an admin reaches /admin from the dashboard link', async ({ page }) => {
    await loginViaUi(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('stat-role')).toHaveText('Administrador');
    await expect(page.getByRole('button', { name: 'Cambiar tipo de cuenta' })).toHaveCount(0);
    await page.getByTestId('admin-link').click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel de administración');
  });

  test('a spinner shows while the session loads, and a rejected token clears the session', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await useToken(page, 'not-a-valid-token');
    await page.goto('/dashboard');
    await expect(page.getByTestId('page-spinner')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('ifa.token'))).toBeNull();
  });
});
