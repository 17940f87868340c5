/*
 * Daily practice reminders (DESIGN.md 5d, docs/decisions/022-reminders.md): the service worker's
 * push and notification-click handlers. Workbox's generated worker (web/build/pwa.ts) loads this
 * file with importScripts; plain JavaScript because nothing compiles a public file.
 *
 * A push message is the JSON the sender writes (functions/src/domain/reminder-text.ts): the title
 * and text in the learner's language, and the app path a click opens (the daily review).
 */

const APP_NAME = 'Academia Ifá';
const DEFAULT_PATH = '/practice';
const ICON = '/icons/icon-192.png';

/** A path of this app only: a message cannot send the learner to another site. */
function appPath(value) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_PATH;
  return new URL(value, self.location.origin).origin === self.location.origin ? value : DEFAULT_PATH;
}

function messageOf(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  const title = typeof message.title === 'string' && message.title ? message.title : APP_NAME;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // A newer reminder replaces one still shown.
      tag: typeof message.tag === 'string' ? message.tag : 'ifa-practice-reminder',
      lang: typeof message.lang === 'string' ? message.lang : 'es',
      icon: ICON,
      data: { url: appPath(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = appPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      // An open window of the app is brought forward and sent to the review; else a new one opens.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        await client.focus();
        try {
          await client.navigate(path);
        } catch {
          // A window this worker does not control cannot be navigated from here: open the review beside it.
          await self.clients.openWindow(path);
        }
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
