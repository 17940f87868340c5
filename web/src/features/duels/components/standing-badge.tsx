import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import type { Duel } from '../api/duels';
import { standingOf, type DuelStanding } from './duel-status';

const TONES: Record<DuelStanding, string> = {
  yourTurn: 'bg-clay text-white',
  waiting: 'bg-sand text-ink',
  won: 'bg-forest text-white',
  lost: 'bg-clay-soft text-ink',
  draw: 'bg-gold-soft text-gold-ink',
  declined: 'bg-sand text-ink',
  noWinner: 'bg-sand text-ink',
};

/** Where the duel stands for the reader, in words (never by colour alone). */
export function StandingBadge({ duel }: { duel: Duel }) {
  const { t } = useTranslation();
  const standing = standingOf(duel);
  return (
    <span className={cx('inline-flex rounded-full px-3 py-1 text-sm font-semibold', TONES[standing])} data-testid="duel-standing">
      {t(`duels.standing.${standing}`, { name: duel.them.full_name })}
    </span>
  );
}
