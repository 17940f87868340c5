import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { OFFLINE_API_CACHE } from '@ifa/shared/pwa';
import { Rating, createEmptyCard, fsrs } from 'ts-fsrs';
import { SCHEDULER_PARAMETERS } from '../functions/src/domain/practice/schedule';
import { storedCard } from './support/ddb';
import { expect, signedInAs, test, toast } from './support/fixtures';

/**
 * Practice anywhere (issue 35, DESIGN.md 5d) as a learner meets it: one online visit, then the
 * network off. From the start URL the app opens, Baba Ejiogbe is studied from the device's copy,
 * a review session is answered with feedback judged on the device, and an action that needs the
 * server says so. Back online the answers are sent once (even when the first sync's response is
 * lost and it is sent again), the schedule is ts-fsrs's at each answer's own time, and the
 * dashboard shows the streak and the XP once.
 */
test.use({ serviceWorkers: 'allow', bypassCSP: true });

const reference = fsrs(SCHEDULER_PARAMETERS);

/** Offline, really: the page's requests and the service worker's own fetches both fail. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', abortWorkerFetches);
}
async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', abortWorkerFetches);
  await context.setOffline(false);
}
const abortWorkerFetches = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback());

/** The API answers the worker keeps (shared/src/pwa.ts), by path and query. */
const keptReads = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
  }, OFFLINE_API_CACHE);

async function meOf(request: APIRequestContext, token: string) {
  return (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { experience_points: number };
}
async function summaryOf(request: APIRequestContext, token: string) {
  return (await (await request.get('/api/practice/summary', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    streak: { current: number; today_done: boolean };
    goal: { xp_today: number };
  };
}

/** The answers the device queued, as IndexedDB holds them (web/src/lib/offline/outbox.ts). */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Array<{ key: string; subject_id: string; kind: string; answer: string; answered_at: string; sent?: boolean }>>((resolve, reject) => {
        const open = indexedDB.open('ifa-practice-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );

test('offline after one visit: study a sign, answer a review, and it all counts once back online', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { auth } = await signedInAs(page, request);
  const token = auth.access_token;
  // Ten new cards today (the smallest setting): the session is the ten signs' read cards.
  expect((await request.put('/api/user/preferences', { headers: { authorization: `Bearer ${token}` }, data: { new_cards_per_day: 10 } })).status()).toBe(200);
  const xpBefore = (await meOf(request, token)).experience_points;

  // The one online visit: the worker installs, takes the page, and keeps what offline study needs.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => keptReads(page), { timeout: 60_000 })
    .toEqual(expect.arrayContaining(['/api/auth/me', '/api/practice/review/offline', '/api/ifa-signs/study-pack', '/api/ifa-signs/odduns?level=expert']));

  await goOffline(context);
  await page.goto('/dashboard');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Sin conexión.');

  // Baba Ejiogbe, never opened online, from the study pack the device keeps.
  await page.goto('/games/signs?sign=baba-ejiogbe');
  await expect(page.getByTestId('study-view')).toBeVisible();
  await expect(page.locator('#sign-name')).toContainText('Baba Ejiogbe');
  await expect(page.getByTestId('section-meaning').locator('[lang]').first()).toBeVisible();

  // The orisha guide and the rituals, from the device too.
  await page.goto('/games/orisha/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Guía de los Orishas' })).toBeVisible();
  await expect(page.getByTestId('guide-list').getByRole('article').first()).toBeVisible();
  await page.goto('/games/rituals');
  await expect(page.getByRole('heading', { level: 1, name: 'Rituales guiados' })).toBeVisible();
  await page.getByRole('button', { name: 'Principiante', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aprende los rituales' })).toBeVisible();
  await expect(page.getByTestId('ritual-details').getByRole('heading', { level: 2 })).toBeVisible();

  // An action that needs the server says so instead of failing.
  await page.goto('/games/orisha');
  await page.getByTestId('quick-play-start').click();
  await expect(toast(page, 'Esto necesita conexión y ahora estás sin conexión. Inténtalo cuando vuelvas a estar en línea.')).toBeVisible();

  // The daily review, judged on the device: each new sign is taught, then asked.
  await page.goto('/practice');
  let right = 0;
  for (let answered = 0; answered < 10; answered += 1) {
    await expect(page.getByTestId('teach-card')).toBeVisible();
    const name = (await page.getByTestId('teach-name').textContent())!.trim();
    await page.getByTestId('teach-ready').click();
    const options = page.getByTestId('read-option');
    await expect(options.first()).toBeVisible();
    // The first two answered wrong, the rest right (the card just taught the name).
    await (answered < 2 ? options.filter({ hasNotText: name }).first() : options.filter({ hasText: name }).first()).click();
    await expect(page.getByTestId('review-feedback')).toBeVisible();
    await expect(page.getByTestId('feedback-queued')).toContainText('Guardada en este dispositivo');
    if ((await page.getByTestId('feedback-verdict').textContent())?.includes('¡Correcto!')) right += 1;
    await page.getByTestId('feedback-continue').click();
  }
  await expect(page.getByTestId('review-completed')).toBeVisible();
  await expect(page.getByTestId('summary-queued')).toContainText('Sin conexión: tus 10 respuestas están guardadas en este dispositivo.');
  await expect(page.getByTestId('offline-waiting')).toHaveText('10 respuestas esperan la conexión para enviarse.');
  expect(right).toBe(8);
  const waiting = await queued(page);
  expect(waiting).toHaveLength(10);

  // Online again, the first sync's answer is lost on the way back: the server applied it, the
  // device does not know, and sends the same answers again at the next chance.
  let lost = 0;
  await page.route('**/api/practice/review/sync', async (route) => {
    if (lost++ === 0) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.fallback();
  });
  await goOnline(context);
  await expect.poll(() => lost, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.goto('/dashboard');
  await expect(toast(page, 'Se enviaron 10 respuestas guardadas sin conexión (+40 XP)')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  // The server holds each answer once: XP for the 8 right ones, once; the day counted.
  const xpAfter = (await meOf(request, token)).experience_points;
  expect(xpAfter - xpBefore).toBe(8 * 5);
  const summary = await summaryOf(request, token);
  expect(summary.streak).toMatchObject({ current: 1, today_done: true });
  expect(summary.goal.xp_today).toBe(8 * 5);

  // Each card as ts-fsrs schedules a card met and answered at the answer's own time.
  for (const answer of waiting) {
    const card = await storedCard(auth.user.id, answer.subject_id, 'read');
    const at = new Date(answer.answered_at);
    const wasRight = answer.answer === (await nameOf(request, token, answer.subject_id));
    const expected = reference.next(createEmptyCard(at), at, wasRight ? Rating.Good : Rating.Again).card;
    expect(card?.gsi2sk, answer.subject_id).toBe(expected.due.toISOString());
  }

  // The dashboard shows the streak and the XP.
  await page.reload();
  await expect(page.getByTestId('streak-flame').first()).toContainText('1 día');
  await expect(page.getByTestId('streak-flame').first()).toHaveAttribute('data-today-done', 'true');
});

async function nameOf(request: APIRequestContext, token: string, id: string) {
  const detail = (await (await request.get(`/api/ifa-signs/oddun/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { name: string };
  return detail.name;
}
