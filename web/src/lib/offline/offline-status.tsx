import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { callApi } from '../api-client';
import { route } from '../route';
import { useSession } from '../auth/session';
import { formatNumber } from '../format';
import { notify } from '../notify';
import { useOffline } from './network';
import { flushOutbox, useWaitingCount } from './outbox';

/**
 * Practice anywhere (DESIGN.md 5d), on every signed-in screen: a banner while the device is
 * offline or answers wait to be sent, the queue sent when the network comes back, and, while
 * online, the study content and the next review fetched so the service worker keeps them
 * (web/build/pwa.ts). Loaded after the header, from the precache when offline.
 */
export default function OfflineStatus() {
  const { user } = useSession();
  const offline = useOffline();
  const waiting = useWaitingCount(user?.id ?? null);
  useKeeper(user?.id ?? null, user?.language ?? 'es', offline);
  const { t, i18n } = useTranslation();
  if (!offline && !waiting) return null;
  const count = formatNumber(waiting, i18n.language);
  return (
    <div role="status" className="border-b border-gold/40 bg-gold-soft text-ink" data-testid="offline-banner">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm sm:px-6">
        {offline ? <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> : <RefreshCw className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />}
        <span>
          {offline ? <strong className="font-semibold">{t('offline.banner')}</strong> : null}
          {offline ? ' ' : null}
          {waiting ? <span data-testid="offline-waiting">{t(offline ? 'offline.waiting' : 'offline.sending', { count: waiting, n: count })}</span> : offline ? t('offline.canStudy') : null}
        </span>
      </p>
    </div>
  );
}

/** Reads kept fresh at most this often while the learner moves between screens. */
const KEEP_EVERY_MS = 10 * 60_000;
/** The study pack is large (all 256 signs): fetched again at most daily, or in another language. */
const STUDY_PACK_EVERY_MS = 24 * 60 * 60_000;
const STAMP = 'ifa.offline.kept';

function stamp(key: string): number {
  try {
    return Number(localStorage.getItem(`${STAMP}.${key}`)) || 0;
  } catch {
    return 0;
  }
}
function setStamp(key: string) {
  try {
    localStorage.setItem(`${STAMP}.${key}`, String(Date.now()));
  } catch {
    // kept again next time
  }
}

/**
 * Online: the answers waiting are sent (then the learner's XP and practice are loaded again),
 * and the reads the worker keeps are fetched once the worker controls the page: the session and
 * the practice summary, the next review, the orisha guide and the signs in the learner's language,
 * the list of signs. On a data-saving
 * connection the study pack waits for the learner to open the encyclopedia.
 */
function useKeeper(userId: string | null, language: string, offline: boolean) {
  const { t } = useTranslation();
  const { refreshUser } = useSession();
  useEffect(() => {
    if (!userId || offline) return;
    let live = true;
    void (async () => {
      const flushed = await flushOutbox(userId).catch(() => null);
      if (flushed?.sent && live) {
        notify.success(t('offline.synced', { count: flushed.sent, xp: flushed.xpEarned }));
        void refreshUser();
        void mutate((key) => typeof key === 'string' && key.startsWith('/practice'));
      }
      if (!live || !(await controlled())) return;
      const keep = async (key: string, every: number, fetch: () => Promise<unknown>) => {
        if (Date.now() - stamp(key) < every) return;
        await fetch().then(() => setStamp(key), () => undefined);
      };
      // The session and the dashboard's practice: on the first visit they were read before the worker took the page.
      await keep(`me.${userId}`, KEEP_EVERY_MS, () => Promise.all([callApi(route('me')), callApi(route('practiceSummary'))]));
      await keep(`review.${userId}`, KEEP_EVERY_MS, () => callApi(route('reviewOffline')));
      await keep(`guide.${language}`, KEEP_EVERY_MS, () => callApi(route('orishaGuide'), { query: { language } }));
      await keep('signs', KEEP_EVERY_MS, () => callApi(route('oddunList'), { query: { level: 'expert' } }));
      const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
      if (!saveData) await keep(`study.${userId}.${language}`, STUDY_PACK_EVERY_MS, () => callApi(route('studyPack')));
    })();
    return () => {
      live = false;
    };
  }, [userId, language, offline, refreshUser, t]);
}

/** Whether the app's service worker controls this page (only then is what is fetched kept). */
async function controlled(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  if (navigator.serviceWorker.controller) return true;
  // The first visit: the worker claims the page once it has installed (web/build/pwa.ts).
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(false), 30_000);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}
