import { REMINDER_MSG } from '@ifa/shared/messages';
import { REMINDERS } from '@ifa/shared/reminders';
import { describe, expect, it } from 'vitest';
import { flattenKeys, keyExists, textAt } from '../../i18n/catalog-keys';
import { reminders as en } from '../../i18n/locales/en/reminders';
import { reminders as es } from '../../i18n/locales/es/reminders';
import { reminders as fr } from '../../i18n/locales/fr/reminders';
import { paths } from '../../config/paths';
import { HOURS, PushSetupError, bodyOf, canReceivePush, hourLabel, keyBytes, madeWithKey, reminderMessageKey } from './components/reminders-push';

/** The reminder card's source files as text (Vite's glob, so the test needs no Node types). */
const SOURCES = import.meta.glob(['./components/reminders-*.{ts,tsx}', './profile-page.tsx'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('the reminders catalog (its own texts, loaded with the card)', () => {
  it('has every key the card asks for, literal or built at run time, in es, en and fr', () => {
    const keys = new Set<string>();
    for (const text of Object.values(SOURCES)) for (const match of text.matchAll(/\bt\(\s*'(reminders\.[\w.]+)'/g)) keys.add(match[1]!);
    expect(keys.size).toBeGreaterThan(15);
    // Built at run time: each problem's text, each server message's, the plural of 'on elsewhere'.
    const dynamic = [...['unsupported', 'denied', 'dismissed', 'noWorker'].map((p) => `reminders.${p}`), ...Object.keys(REMINDER_MSG).map((k) => `reminders.errors.${k}`), 'reminders.onElsewhere'];
    for (const catalog of [es, en, fr]) expect([...keys, ...dynamic].filter((key) => !keyExists(catalog, key))).toEqual([]);
    expect(keyExists(es, 'reminders.nonsense')).toBe(false);
  });

  it('en and fr translate every Spanish text; Spanish shows the server\'s messages verbatim', () => {
    const spanish = flattenKeys(es.reminders);
    for (const catalog of [en, fr]) {
      expect(flattenKeys(catalog.reminders).sort()).toEqual([...spanish].sort());
      expect(spanish.filter((key) => textAt(catalog.reminders, key) === textAt(es.reminders, key))).toEqual([]);
    }
    expect(es.reminders.errors).toEqual(REMINDER_MSG);
  });
});

describe('the browser side of a reminder', () => {
  it('reads a VAPID key into the bytes a browser subscribes with, and knows a subscription made with it', () => {
    const key = 'BJTE8NESOjCDIfOBTLfvDA46PYj8vCG7a0Ha85FUgz4dDfjwzSy9eh1Hx5NrdF0SSgRsYQZZb5Mo9Kvvc5VuCeQ';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(madeWithKey({ options: { applicationServerKey: bytes.buffer, userVisibleOnly: true } }, key)).toBe(true);
    const other = new Uint8Array(bytes);
    other[64] = other[64]! ^ 1;
    expect(madeWithKey({ options: { applicationServerKey: other.buffer, userVisibleOnly: true } }, key)).toBe(false);
    expect(madeWithKey({ options: { applicationServerKey: null, userVisibleOnly: true } }, key)).toBe(false);
  });

  it('sends the server what toJSON() gives, and refuses a subscription without keys', () => {
    expect(bodyOf({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p', auth: 'a' } })).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });
    expect(() => bodyOf({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' })).toThrow(PushSetupError);
  });

  it('needs a service worker, the Push API and notifications', () => {
    expect(canReceivePush({ navigator: { serviceWorker: {} }, PushManager: class {}, Notification: class {} } as unknown as typeof globalThis)).toBe(true);
    expect(canReceivePush({ navigator: { serviceWorker: {} }, Notification: class {} } as unknown as typeof globalThis)).toBe(false);
    expect(canReceivePush({ navigator: {} } as unknown as typeof globalThis)).toBe(false);
  });

  it('offers every hour of the day, written as the interface language writes it', () => {
    expect(HOURS).toHaveLength(24);
    expect(HOURS[0]).toBe(REMINDERS.firstHour);
    expect(hourLabel(8, 'es')).toBe('8:00');
    expect(hourLabel(20, 'en')).toMatch(/^8:00\sPM$/);
    expect(hourLabel(20, 'fr')).toBe('20:00');
  });

  it('finds the key of a server message, to show it translated', () => {
    expect(reminderMessageKey(REMINDER_MSG.endpointInvalid)).toBe('endpointInvalid');
    expect(reminderMessageKey('otro texto')).toBeUndefined();
  });

  it('opens the review route of the app (the sender writes the same path into each reminder, the worker falls back to it)', () => {
    expect(REMINDERS.openPath).toBe(paths.practice.review);
    const worker = Object.values(import.meta.glob('../../../public/push-handler.js', { query: '?raw', import: 'default', eager: true }) as Record<string, string>)[0]!;
    expect(worker).toContain(`const DEFAULT_PATH = '${REMINDERS.openPath}';`);
    expect(worker).toContain(`'${REMINDERS.tag}'`);
  });
});
