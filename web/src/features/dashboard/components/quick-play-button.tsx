import { Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { paths } from '../../../config/paths';
import type { User } from '@ifa/shared';
import { loadQuickPlay, QUICK_PARAM, quickGame } from '../../../lib/quick-play';

/**
 * 'Jugar rápido' (issue 27, part 6): the game played last on this device, with its last
 * settings, or the Signs game at the learner's level; the game page starts it on arrival, so one
 * tap reaches the first question.
 */
export function QuickPlayButton({ user }: { user: User }) {
  const { t } = useTranslation();
  const describedBy = useId();
  const quick = loadQuickPlay(user.id);
  const game = quickGame(quick);
  const settings = quick[game];
  const words = { game: t(`games.${game}.name`), level: t(`difficulties.${settings?.difficulty ?? user.current_difficulty}`) };
  return (
    <div className="flex flex-col items-start gap-1.5 sm:items-end" data-testid="dashboard-quick-play">
      <ButtonLink to={`${paths.games[game]}?${QUICK_PARAM}=1`} size="lg" aria-describedby={describedBy} icon={<Zap className="h-5 w-5" aria-hidden="true" />} data-testid="dashboard-quick-play-start">
        {t('dashboard.quickPlay.action')}
      </ButtonLink>
      <span id={describedBy} className="text-sm text-muted" data-testid="dashboard-quick-play-summary">
        {settings ? t('dashboard.quickPlay.last', words) : t('dashboard.quickPlay.recommended', words)}
      </span>
    </div>
  );
}
