import { PartyPopper, Star } from 'lucide-react';
import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { playCue } from '../../lib/sounds';

interface LevelUpBannerProps {
  level: number;
  /** The id the page moves the focus to when the end screen opens (its view heading's id). */
  id?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A new level's moment (issue 34, deliverable 5): the first thing on the end screen, so it is in
 * view on a phone, and the element that takes the focus, so a screen reader reads it first; it
 * is also a polite status. It pops in and its star turns once, only when the learner allows
 * motion (`motion-safe`: nothing moves under prefers-reduced-motion); the chime plays when
 * sounds are on.
 */
export function LevelUpBanner({ level, id, ref }: LevelUpBannerProps) {
  const { t, i18n } = useTranslation();
  const shown = formatNumber(level, i18n.language);
  useEffect(() => {
    playCue('levelUp');
  }, []);
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="status"
      className="relative mb-6 flex items-center gap-4 overflow-hidden rounded-3xl bg-gradient-to-br from-gold-soft to-[#fff8e6] p-4 text-left shadow-md ring-2 ring-gold outline-none sm:p-5 motion-safe:animate-[pop_600ms_ease-out_both]"
      data-testid="level-up"
    >
      <span className="relative inline-flex h-16 w-16 shrink-0 items-center justify-center" aria-hidden="true">
        <Star className="absolute inset-0 h-16 w-16 fill-gold text-gold-ink motion-safe:animate-[spin_1.2s_ease-out_1]" strokeWidth={1.25} />
        <span className="relative font-display text-xl font-bold text-night">{shown}</span>
      </span>
      <div className="min-w-0">
        <p className="font-display text-2xl font-semibold leading-tight text-ink">{t('play.rewards.levelUp', { level: shown })}</p>
        <p className="mt-1 text-sm text-ink">{t('play.rewards.levelUpText')}</p>
      </div>
      <PartyPopper className="ml-auto hidden h-8 w-8 shrink-0 text-gold-ink sm:block" aria-hidden="true" />
    </div>
  );
}
