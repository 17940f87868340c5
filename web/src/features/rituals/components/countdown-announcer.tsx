import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { countdownAnnouncement } from '../countdown';
import { RitualActor } from '../machine/ritual-actor';

/**
 * What a screen reader hears of the step countdown (issue 27): that a step's countdown starts
 * and that its suggested time is met, never each second (WCAG 4.1.3). It sits on the page
 * rather than in the practice view because a live region only speaks changes made after it is
 * in the page: here the first step is heard too.
 */
export function CountdownAnnouncer() {
  const { t, i18n } = useTranslation();
  const ritual = RitualActor.useSelector((s) => s.context.ritual);
  const done = RitualActor.useSelector((s) => s.context.done);
  const left = RitualActor.useSelector((s) => s.context.stepLeft);
  // The same words for the whole count: the region speaks at a step's start and at its end.
  const announcement = countdownAnnouncement(ritual, done, left);

  let text = '';
  if (announcement?.kind === 'started') {
    const { step, seconds } = announcement;
    text = t('rituals.countdown.announceStarted', { n: step, count: seconds, seconds: formatNumber(seconds, i18n.language) });
  } else if (announcement?.kind === 'reached') {
    text = t(announcement.lastStep ? 'rituals.countdown.announceReachedLast' : 'rituals.countdown.announceReached', { n: announcement.step });
  }
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="countdown-announcer">
      {text}
    </p>
  );
}
