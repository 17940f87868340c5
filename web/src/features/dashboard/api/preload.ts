import { preload } from 'swr';
import { currentLanguage } from '../../../i18n';
import { sessionUserId } from '../../../lib/auth/token-claims';
import { cowrieBalanceKey, getCowrieBalance } from './get-cowrie-balance';
import { getPracticeSummary, practiceSummaryKey } from './get-practice-summary';
import { getProgress, progressKey } from './get-progress';
import { getSignOfDay, signOfDayKey } from './get-sign-of-day';

/**
 * Starts the dashboard's five requests as soon as its code has loaded (web/src/app/router.tsx),
 * beside the session's /auth/me rather than after it: the screen then renders once with its
 * figures, instead of waiting a round trip more and rendering again as each one arrives
 * (Lighthouse's largest paint and blocking time, DESIGN.md 8). The same keys and fetchers as the
 * hooks, so SWR hands each hook its request. The user id comes from the stored token, only to
 * name the cache entries: the server still checks the token on every request.
 */
export function preloadDashboard() {
  const userId = sessionUserId();
  if (!userId) return;
  void preload(progressKey(userId, 'orisha_matching'), () => getProgress('orisha_matching'));
  void preload(progressKey(userId, 'ifa_signs'), () => getProgress('ifa_signs'));
  void preload(cowrieBalanceKey(userId), () => getCowrieBalance());
  void preload(practiceSummaryKey(userId), () => getPracticeSummary());
  const language = currentLanguage();
  void preload(signOfDayKey(language), () => getSignOfDay(language));
}
