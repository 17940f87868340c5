import type { PracticeAchievement } from '@ifa/shared';
import { Award, CalendarCheck, CheckCircle2, Crown, Flame, Footprints, Gem, Lock, Repeat, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { cx } from '../../../components/cx';

interface AchievementsProps {
  gamesPlayed: number;
  bestScore: number;
  /** Daily practice's achievements the server has granted (issue 12: the practice summary). */
  practice?: readonly PracticeAchievement[] | undefined;
}

/**
 * Spec 4 and 9: first game, 5 games, best score >= 90, best score exactly 100; issue 12 adds
 * 7 and 30 days in a row, the 16 Meji mastered and all 256 signs mastered.
 */
export function Achievements({ gamesPlayed, bestScore, practice = [] }: AchievementsProps) {
  const { t } = useTranslation();
  const items = [
    { key: 'firstGame', icon: Footprints, done: gamesPlayed >= 1 },
    { key: 'fiveGames', icon: Repeat, done: gamesPlayed >= 5 },
    { key: 'score90', icon: Award, done: bestScore >= 90 },
    { key: 'perfect', icon: Crown, done: bestScore === 100 },
    { key: 'streak_7', icon: Flame, done: practice.includes('streak_7') },
    { key: 'streak_30', icon: CalendarCheck, done: practice.includes('streak_30') },
    { key: 'meji_mastered', icon: Gem, done: practice.includes('meji_mastered') },
    { key: 'all_mastered', icon: Trophy, done: practice.includes('all_mastered') },
  ] as const;
  return (
    <Card title={t('dashboard.achievements.title')} icon={<Award className="h-5 w-5" aria-hidden="true" />}>
      <ul className="space-y-3" data-testid="achievements">
        {items.map(({ key, icon: Icon, done }) => (
          <li key={key} className="flex items-center gap-3" data-unlocked={done}>
            <span
              className={cx('inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl', done ? 'bg-gold text-night' : 'bg-sand text-muted')}
              aria-hidden="true"
            >
              <Icon className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className={cx('font-semibold', done ? 'text-ink' : 'text-ink/80')}>{t(`dashboard.achievements.${key}.name`)}</p>
              <p className="text-sm text-muted">{t(`dashboard.achievements.${key}.description`)}</p>
            </div>
            {done ? (
              <CheckCircle2 className="h-5 w-5 text-forest" aria-label={t('dashboard.achievements.unlocked')} role="img" />
            ) : (
              <Lock className="h-4 w-4 text-muted" aria-label={t('dashboard.achievements.locked')} role="img" />
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
