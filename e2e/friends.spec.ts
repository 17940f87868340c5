import type { APIRequestContext, Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test, toast, useToken } from './support/fixtures';
import { learner, secondBrowser, type Learner } from './support/learners';

/**
 * Friends and the inbox (issue 28, DESIGN.md 5c) as learners use them on the real stack: a
 * request by username or by share link, the unread count in the header and on the dashboard,
 * the inbox read on opening, accepting, what friends see, blocking; WCAG at phone and desktop
 * widths; English without Spanish.
 */
test.describe.configure({ mode: 'parallel' });
test.use({ bypassCSP: true });

const ES = {
  sent: 'Solicitud de amistad enviada',
  accepted: '¡Ahora sois amigos!',
  visibilityUpdated: 'Tus amigos verán lo que has elegido',
  blocked: 'Usuario bloqueado: ya no podrá encontrarte ni escribirte',
  notFound: 'No encontramos a nadie con ese nombre de usuario o código',
  hidden: 'No comparte su nivel ni su racha',
} as const;

/** A call to the social API as a learner, expected to succeed. */
async function social(request: APIRequestContext, who: Learner, method: 'post' | 'put' | 'delete', path: string, data?: unknown) {
  const response = await request[method](`/api/social${path}`, { headers: { authorization: `Bearer ${who.token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
}

const inboxLink = (page: Page) => page.getByTestId('inbox-link');

test('a request by username: the other sees the count, reads the inbox, accepts; what friends see; a block refuses the next request', async ({ page, browser, request, baseURL }) => {
  const a = await learner(request, 'fa');
  const b = await learner(request, 'fb');
  await useToken(page, a.token);
  const second = await secondBrowser(browser, baseURL, b);
  const pageB = second.page;

  // A asks B by username (typed as the lists show it, with '@').
  await page.goto('/amigos');
  await expect(page.getByRole('heading', { level: 1, name: 'Amigos' })).toBeVisible();
  await expect(page.getByTestId('friends-empty')).toBeVisible();
  await page.getByTestId('add-friend-submit').click();
  await expect(page.getByText('Indica el nombre de usuario o el código de tu amigo')).toBeVisible();
  await page.getByLabel('Nombre de usuario de tu amigo').fill(`@${b.user.username}`);
  await page.getByTestId('add-friend-submit').click();
  await expect(toast(page, ES.sent)).toBeVisible();
  await expect(page.getByTestId(`outgoing-${b.user.username}`)).toContainText(b.user.full_name);
  await expect(page.getByLabel('Nombre de usuario de tu amigo')).toHaveValue('');

  // B sees one unread message in the header and on the dashboard, and opens the inbox.
  await pageB.goto('/dashboard');
  await expect(inboxLink(pageB)).toHaveAccessibleName('Bandeja de entrada, 1 sin leer');
  await expect(pageB.getByTestId('inbox-count')).toHaveText('1');
  await expect(pageB.getByTestId('dashboard-inbox')).toHaveText('1 mensaje sin leer en tu bandeja de entrada');
  await inboxLink(pageB).click();
  await expect(pageB).toHaveURL(/\/bandeja$/);
  const item = pageB.getByTestId('inbox-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${a.user.full_name} quiere ser tu amigo`);
  await expect(item.getByTestId('inbox-new')).toHaveText('Nuevo');
  // Opening the inbox read it: the count drops to nothing, and stays so after a reload.
  await expect(inboxLink(pageB)).toHaveAccessibleName('Bandeja de entrada');
  await expect(inboxLink(pageB)).toHaveAttribute('data-unread', '0');
  await expect(pageB.getByTestId('inbox-count')).toHaveCount(0);
  await pageB.reload();
  await expect(pageB.getByTestId('inbox-item')).toHaveAttribute('data-read', 'true');
  await expect(pageB.getByTestId('inbox-new')).toHaveCount(0);

  // B accepts on /amigos.
  await pageB.getByRole('link', { name: 'Responder en Amigos' }).click();
  await expect(pageB).toHaveURL(/\/amigos$/);
  const incoming = pageB.getByTestId(`incoming-${a.user.username}`);
  await incoming.getByRole('button', { name: `Aceptar la solicitud de ${a.user.full_name}` }).click();
  await expect(toast(pageB, ES.accepted)).toBeVisible();
  await expect(pageB.getByTestId('incoming-empty')).toBeVisible();
  const aForB = pageB.getByTestId(`friend-${a.user.username}`);
  await expect(aForB.getByTestId('friend-stats')).toContainText('Nivel 1');
  await expect(aForB.getByTestId('friend-streak')).toHaveText('Racha de 0 días');

  // A sees B as a friend, with level and streak, and the answer in their inbox.
  await page.reload();
  const bForA = page.getByTestId(`friend-${b.user.username}`);
  await expect(bForA.getByTestId('friend-stats')).toContainText('Nivel 1');
  await expect(bForA.getByTestId('friend-streak')).toHaveText('Racha de 0 días');
  await expect(page.getByTestId('outgoing-empty')).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName('Bandeja de entrada, 1 sin leer');
  await inboxLink(page).click();
  await expect(page.getByTestId('inbox-item')).toContainText(`${b.user.full_name} aceptó tu solicitud`);
  await expect(inboxLink(page)).toHaveAttribute('data-unread', '0');

  // A chooses to share nothing: B no longer sees A's level.
  await page.goto('/amigos');
  await expect(page.getByTestId('visibility-basic')).toBeChecked();
  await page.getByTestId('visibility-none').check();
  await expect(toast(page, ES.visibilityUpdated)).toBeVisible();
  await pageB.reload();
  await expect(aForB.getByTestId('friend-hidden')).toHaveText(ES.hidden);
  await expect(aForB.getByTestId('friend-stats')).toHaveCount(0);
  await expect(aForB).not.toContainText('Nivel');

  // B blocks A (asked once); A's next request by username finds no one.
  await aForB.getByRole('button', { name: `Bloquear a ${a.user.full_name}` }).click();
  const dialog = pageB.getByRole('dialog', { name: `¿Bloquear a ${a.user.full_name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-accept').click();
  await expect(toast(pageB, ES.blocked)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(pageB.getByTestId('friends-empty')).toBeVisible();
  await expect(pageB.getByTestId(`blocked-${a.user.username}`)).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('friends-empty')).toBeVisible();
  await page.getByLabel('Nombre de usuario de tu amigo').fill(b.user.username);
  await page.getByTestId('add-friend-submit').click();
  await expect(page.getByTestId('add-friend').getByRole('alert')).toContainText(ES.notFound);
  await expect(toast(page, ES.notFound)).toBeVisible();
  await expect(page.getByTestId('outgoing-empty')).toBeVisible();

  await second.close();
});

test('a share link sends a request in one tap and leaves the address; the own link offers nothing', async ({ page, browser, request, baseURL }) => {
  const a = await learner(request, 'sa');
  const c = await learner(request, 'sc');
  await useToken(page, a.token);
  await page.goto('/amigos');
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/amigos\?code=[A-Z2-9]{8}$/);
  const { pathname, search } = new URL(link);

  // A's own link says so.
  await page.goto(`${pathname}${search}`);
  await expect(page.getByTestId('code-offer')).toContainText('Este es tu propio enlace');
  await expect(page.getByTestId('code-offer-send')).toHaveCount(0);
  await page.getByTestId('code-offer-dismiss').click();
  await expect(page).toHaveURL(/\/amigos$/);

  const second = await secondBrowser(browser, baseURL, c);
  const pageC = second.page;
  await pageC.goto(`${pathname}${search}`);
  await pageC.getByTestId('code-offer-send').click();
  await expect(toast(pageC, ES.sent)).toBeVisible();
  await expect(pageC).toHaveURL(/\/amigos$/);
  await expect(pageC.getByTestId('code-offer')).toHaveCount(0);
  await expect(pageC.getByTestId(`outgoing-${a.user.username}`)).toBeVisible();

  await page.reload();
  await expect(page.getByTestId(`incoming-${c.user.username}`)).toContainText(c.user.full_name);
  await second.close();
});

test('friends and inbox pages have no WCAG violation at 360 and 1280 px, with every list filled and the block dialog open', async ({ page, request }) => {
  const a = await learner(request, 'xa');
  const [asker, asked, friend, blocked] = await Promise.all([learner(request, 'xb'), learner(request, 'xc'), learner(request, 'xd'), learner(request, 'xe')]);
  await social(request, asker, 'post', '/friends/requests', { username: a.user.username });
  await social(request, a, 'post', '/friends/requests', { username: asked.user.username });
  await social(request, friend, 'post', '/friends/requests', { username: a.user.username });
  await social(request, a, 'post', `/friends/requests/${friend.id}/accept`);
  await social(request, friend, 'put', '/visibility', { friend_visibility: 'mastery' });
  await social(request, a, 'post', `/blocks/${blocked.id}`);
  await useToken(page, a.token);

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/amigos');
    await expect(page.getByTestId(`friend-${friend.user.username}`).getByTestId('friend-mastery')).toBeVisible();
    await expect(page.getByTestId(`incoming-${asker.user.username}`)).toBeVisible();
    await expect(page.getByTestId(`outgoing-${asked.user.username}`)).toBeVisible();
    await expect(page.getByTestId(`blocked-${blocked.user.username}`)).toBeVisible();
    expect(await violations(page), `/amigos at ${viewport.width} px`).toEqual([]);
    // Nothing wider than the screen on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `/amigos width at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);

    await page.getByTestId(`friend-${friend.user.username}`).getByTestId('block-friend').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page), `block dialog at ${viewport.width} px`).toEqual([]);
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('/bandeja');
    await expect(page.getByTestId('inbox-item')).toHaveCount(2);
    expect(await violations(page), `/bandeja at ${viewport.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `/bandeja width at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
  }
});

test('an English learner sees no Spanish on /amigos and reads the inbox in English', async ({ page, request }) => {
  const english = await learner(request, 'en', { language: 'en' });
  const asker = await learner(request, 'eb');
  await social(request, asker, 'post', '/friends/requests', { username: english.user.username });
  await useToken(page, english.token);

  await page.goto('/amigos');
  await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
  await expect(page.getByTestId(`incoming-${asker.user.username}`)).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName('Inbox, 1 unread');
  const text = await page.locator('main').innerText();
  for (const word of ['Amigos', 'amigo', 'Solicitud', 'solicitud', 'Enviar', 'Aceptar', 'Rechazar', 'Bloque', 'Qué ven', 'Nada', 'Nivel', 'racha', 'enlace', 'Tus ', 'Todavía', 'No tienes'])
    expect(text, word).not.toContain(word);
  await expect(page.getByTestId('visibility-basic')).toHaveAccessibleName(/^Level and streak/);

  await inboxLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByTestId('inbox-item')).toContainText(`${asker.user.full_name} wants to be your friend`);
  await expect(page.getByTestId('inbox-new')).toHaveText('New');
  await expect(inboxLink(page)).toHaveAccessibleName('Inbox');
});

test('a share link opened signed out asks to sign in, then comes back with its code and offers the request', async ({ page, request }) => {
  const sharer = await learner(request, 'ss');
  const visitor = await learner(request, 'sv');
  const code = (await (await request.get('/api/social/friends', { headers: { authorization: `Bearer ${sharer.token}` } })).json()).share_code as string;
  await page.goto(`/amigos?code=${code}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(visitor.user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(visitor.user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/amigos\\?code=${code}$`));
  await page.getByTestId('code-offer-send').click();
  await expect(toast(page, ES.sent)).toBeVisible();
  await expect(page.getByTestId(`outgoing-${sharer.user.username}`)).toBeVisible();
});
