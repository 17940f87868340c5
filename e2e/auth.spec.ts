import { ES, expect, loginViaUi, registerViaApi, test, toast, uniqueUser } from './support/fixtures';

test.describe('registration and sign-in', () => {
  test('a learner registers from the landing page and lands on the dashboard', async ({ page }) => {
    const user = uniqueUser('reg');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aprende Ifá');
    // The platform's own figures (DESIGN.md 7), not the spec's fixed '12,000+'.
    await expect(page.getByTestId('platform-figures').locator('[data-figure="signs"]')).toHaveText('256');
    // No fixed per-game player count either ('2,500+ jugadores' was never a real figure).
    await expect(page.getByRole('heading', { level: 3, name: 'Juego de los Orishas' })).toBeAttached();
    await expect(page.locator('main')).not.toContainText(/jugadores/);
    await page.getByTestId('hero-primary').click();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel('Nombre completo').fill(user.full_name);
    await page.getByLabel('Nombre de usuario').fill(user.username);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await expect(page.getByLabel('Idioma preferido')).toHaveValue('es');
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByLabel('Confirmar contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, ES.registerSuccess)).toBeVisible();
    await expect(page.getByTestId('welcome')).toHaveText(`Bienvenido, ${user.full_name}`);
    await expect(page.getByTestId('tile-level-value')).toHaveText('1');
    await expect(page.getByTestId('tile-xp-value')).toHaveText('0');
    await expect(page.getByTestId('tile-cowries-value')).toHaveText('50');
    await expect(page.getByTestId('tile-games-value')).toHaveText('0');
    await expect(page.getByTestId('stat-role')).toHaveText('Aleyo');
    await expect(page.getByTestId('stat-difficulty')).toHaveText('Principiante');
    await expect(page.getByTestId('xp-of')).toHaveText('0 / 200 XP');
  });

  test('logout, a wrong password, then login again', async ({ page, request }) => {
    const user = uniqueUser('login');
    await registerViaApi(request, user);
    await loginViaUi(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, ES.loginSuccess)).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, ES.logout)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ifa.token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    await loginViaUi(page, user.email, 'not-the-password');
    await expect(page.getByTestId('form-alert')).toHaveText('Correo electrónico o contraseña incorrectos');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await expect(page.getByTestId('form-alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByTestId('welcome')).toHaveText(`Bienvenido, ${user.full_name}`);
  });

  test('login validation messages, cleared when the field is edited', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });
    await submit.click();
    await expect(page.getByText('El correo electrónico es requerido')).toBeVisible();
    await expect(page.getByText('La contraseña es requerida')).toBeVisible();

    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await expect(page.getByText('El correo electrónico es requerido')).toHaveCount(0);
    await page.getByLabel('Contraseña', { exact: true }).fill('123');
    await submit.click();
    await expect(page.getByText('Formato de correo inválido')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');

    // Show/hide password.
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('register validation messages and a taken email shown on its field', async ({ page, request }) => {
    const taken = uniqueUser('taken');
    await registerViaApi(request, taken);
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Crear cuenta' });
    await submit.click();
    for (const message of [
      'El nombre completo es requerido',
      'El nombre de usuario es requerido',
      'El correo electrónico es requerido',
      'La contraseña es requerida',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await page.getByLabel('Nombre completo').fill('Nueva Aprendiz');
    await page.getByLabel('Nombre de usuario').fill('ab');
    await page.getByLabel('Correo electrónico').fill('mal@correo');
    await page.getByLabel('Contraseña', { exact: true }).fill('abc');
    await submit.click();
    await expect(page.getByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeVisible();
    await expect(page.getByText('Formato de correo inválido')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();

    const user = uniqueUser('dup');
    await page.getByLabel('Nombre de usuario').fill(user.username);
    await page.getByLabel('Correo electrónico').fill(taken.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByLabel('Confirmar contraseña').fill('otra-cosa-distinta');
    await submit.click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();

    await page.getByLabel('Confirmar contraseña').fill(user.password);
    await expect(page.getByText('Las contraseñas no coinciden')).toHaveCount(0);
    await submit.click();
    await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription('El correo electrónico ya está registrado');
    await expect(page.getByLabel('Correo electrónico')).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('forgot password, then reset it with the token and sign in', async ({ page, request }) => {
    const user = uniqueUser('reset');
    await registerViaApi(request, user);
    await page.goto('/login');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Por favor ingresa tu email')).toBeVisible();
    await dialog.getByLabel('Correo electrónico').fill('sin-arroba');
    await expect(dialog.getByText('Por favor ingresa tu email')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Por favor ingresa un email válido')).toBeVisible();
    await dialog.getByLabel('Correo electrónico').fill(user.email);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, ES.forgotSuccess)).toBeVisible();

    // Outside production the token comes back and a development toast opens the reset screen.
    await toast(page, 'Modo desarrollo').getByRole('button', { name: 'Abrir enlace' }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const newPassword = `${user.password}-nueva`;
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar nueva contraseña').fill('no-coincide');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Confirmar nueva contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Contraseña actualizada. Ya puedes iniciar sesión.')).toBeVisible();

    await loginViaUi(page, user.email, newPassword);
    await expect(page.getByTestId('welcome')).toHaveText(`Bienvenido, ${user.full_name}`);

    // A used or made-up token is refused with the server's message.
    await page.goto('/reset-password?token=codigo-inventado');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-1');
    await page.getByLabel('Confirmar nueva contraseña').fill('otra-clave-1');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByTestId('form-alert')).toHaveText('El enlace de recuperación no es válido o ha expirado');
  });
});
