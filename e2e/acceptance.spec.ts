import { ES, expect, test, toast, uniqueUser } from './support/fixtures';

/** Issue 5's acceptance: register from the landing, then French everywhere after a reload. */
test('a new learner registers from the landing page and studies in French after a reload', async ({ page }) => {
  const user = uniqueUser('fr');
  await page.goto('/');
  await page.getByRole('link', { name: 'Crear mi cuenta gratuita' }).click();
  await page.getByLabel('Nombre completo').fill(user.full_name);
  await page.getByLabel('Nombre de usuario').fill(user.username);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByLabel('Confirmar contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toast(page, ES.registerSuccess)).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveText(`Bienvenido, ${user.full_name}`);

  await page.getByRole('link', { name: 'Perfil y ajustes' }).click();
  await page.getByRole('button', { name: 'Cambiar idioma' }).click();
  await page.getByRole('dialog', { name: 'Cambiar idioma' }).getByRole('button', { name: 'Français' }).click();
  await expect(toast(page, 'Langue mise à jour avec succès')).toBeVisible();

  await page.reload();
  await expect(page).toHaveTitle('Mon profil · Academia Ifá');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Invitez votre communauté')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Partager le lien' })).toBeVisible();
  await expect(page.getByTestId('profile-language')).toHaveText('Français');
  await expect(page.getByTestId('profile-member-since')).toHaveText(/^\d{1,2} [a-zéû]+ \d{4}$/);

  await page.getByRole('navigation').getByRole('link', { name: 'Mon tableau de bord' }).click();
  await expect(page.getByTestId('welcome')).toHaveText(`Bienvenue, ${user.full_name}`);
  await expect(page.getByText('Parties jouées')).toBeVisible();
  await expect(page.getByTestId('stat-difficulty')).toHaveText('Débutant');
  await expect(page.getByRole('heading', { name: 'Communauté et pratique' })).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(toast(page, 'Session fermée')).toBeVisible();
  // Signed out, the screen returns to the visitor's own choice (never made here: Spanish), not
  // the learner's who just left (issue 27: the next person at this device is not greeted in French).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aprende Ifá paso a paso, con la profundidad que merece');
});
