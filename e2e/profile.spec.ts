import { ES, expect, registerViaApi, signedInAs, test, toast, uniqueUser } from './support/fixtures';

test.describe('profile', () => {
  test('language changes to English and French at once, persist across reloads, and back', async ({ page, request }) => {
    const { user } = await signedInAs(page, request);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText(user.full_name);
    await expect(page.getByTestId('profile-username')).toHaveText(`@${user.username}`);
    await expect(page.getByTestId('profile-role')).toHaveText('Aleyo');
    // Spec 2: member-since as a long Spanish date, e.g. '21 de noviembre de 2026'.
    await expect(page.getByTestId('profile-member-since')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);

    await page.getByRole('button', { name: 'Cambiar idioma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar idioma' });
    await expect(dialog.getByRole('button', { name: /Español/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'English' }).click();
    await expect(toast(page, 'Language updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(user.full_name);
    await expect(page.getByText('My profile')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('profile-member-since')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Change language' })).toBeVisible();
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('dialog', { name: 'Change language' }).getByRole('button', { name: 'Français' }).click();
    await expect(toast(page, 'Langue mise à jour avec succès')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.reload();
    await expect(page.getByText('Mon profil')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Mon tableau de bord' }).click();
    await expect(page.getByTestId('welcome')).toHaveText(`Bienvenue, ${user.full_name}`);
    await expect(page.getByTestId('stat-language')).toHaveText('Français');
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Changer de langue' }).click();
    await page.getByRole('dialog', { name: 'Changer de langue' }).getByRole('button', { name: 'Español' }).click();
    await expect(toast(page, ES.languageSuccess)).toBeVisible();
    await expect(page.getByText('Mi perfil')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the referral code copies with a 2 s confirmation and its shared link pre-fills registration', async ({ page, request, context, browser, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const { auth } = await signedInAs(page, request);
    const code = auth.user.referral_code;
    await page.goto('/profile');
    await expect(page.getByTestId('referral-code')).toHaveText(code);

    const copy = page.getByTestId('copy-code');
    await copy.click();
    await expect(toast(page, ES.copySuccess)).toBeVisible();
    await expect(copy).toHaveAttribute('data-copied', 'true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(copy).toHaveAttribute('data-copied', 'false', { timeout: 3500 });

    // 'Compartir Enlace': no Web Share API in this browser, so the link is copied.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.getByRole('button', { name: 'Compartir Enlace' }).click();
    await expect(toast(page, 'Enlace copiado al portapapeles')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(baseURL!).origin}/register?ref=${code}`);

    // A friend opens the link in their own browser.
    const friendContext = await browser.newContext({ baseURL: baseURL! });
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect(friend.getByLabel('Código de referido (opcional)')).toHaveValue(code);
    const newcomer = uniqueUser('ref');
    await friend.getByLabel('Nombre completo').fill(newcomer.full_name);
    await friend.getByLabel('Nombre de usuario').fill(newcomer.username);
    await friend.getByLabel('Correo electrónico').fill(newcomer.email);
    await friend.getByLabel('Contraseña', { exact: true }).fill(newcomer.password);
    await friend.getByLabel('Confirmar contraseña').fill(newcomer.password);
    await friend.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(friend.getByTestId('welcome')).toHaveText(`Bienvenido, ${newcomer.full_name}`);
    // The referral bonus (DESIGN.md 5) shows in the cowrie tile: 50 + 25.
    await expect(friend.getByTestId('tile-cowries-value')).toHaveText('75');
    await friendContext.close();
  });

  test('an unknown referral code is refused on its field', async ({ page }) => {
    const user = uniqueUser('badref');
    await page.goto('/register?ref=ZZZZ2222');
    await expect(page.getByLabel('Código de referido (opcional)')).toHaveValue('ZZZZ2222');
    await page.getByLabel('Nombre completo').fill(user.full_name);
    await page.getByLabel('Nombre de usuario').fill(user.username);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByLabel('Confirmar contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByLabel('Código de referido (opcional)')).toHaveAccessibleDescription('El código de referido no es válido');
    await expect(page).toHaveURL(/\/register\?ref=ZZZZ2222$/);
  });
});

test.describe('account type', () => {
  test('the account-type request is on the profile, sent once, and a second one is refused', async ({ page, request }) => {
    const user = uniqueUser('acct');
    const auth = await registerViaApi(request, user);
    await page.addInitScript((token) => localStorage.setItem('ifa.token', token), auth.access_token);
    // Issue 34: the dashboard stays about practice; the request lives on the profile.
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-quick-play')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar tipo de cuenta' })).toHaveCount(0);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Cambiar tipo de cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar tipo de cuenta' });
    const send = dialog.getByRole('button', { name: 'Enviar solicitud' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Santero').check();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(toast(page, ES.accountChangeSuccess)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Cambiar tipo de cuenta' }).click();
    await dialog.getByLabel('Babalawo').check();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(toast(page, 'Ya tienes una solicitud de cambio de cuenta pendiente')).toBeVisible();
    // Keyboard: Escape closes the modal.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
