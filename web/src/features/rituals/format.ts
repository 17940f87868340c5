import type { TFunction } from 'i18next';

/** The practice clock as mm:ss (spec 2: 'timer'); minutes keep growing past 59. */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** A duration in words: '17 s', '1 min 5 s'. */
export function formatDuration(t: TFunction, totalSeconds: number): string {
  if (totalSeconds < 60) return t('rituals.meta.seconds', { count: totalSeconds });
  return t('rituals.meta.minutes', { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 });
}
