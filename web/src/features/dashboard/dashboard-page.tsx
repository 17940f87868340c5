import { Gamepad2, Shell, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../components/app-header';
import { LevelBadge } from '../../components/level-badge';
import { StatTile } from '../../components/stat-tile';
import { XpProgressCard } from '../../components/xp-progress-card';
import { useCurrentUser } from '../../lib/auth/session';
import type { User } from '@ifa/shared';
import { formatNumber } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRenderSteps } from '../../lib/use-render-steps';
import { useCowrieBalance } from './api/get-cowrie-balance';
import { usePracticeSummary } from '../../lib/practice-summary';
import { useProgress } from './api/get-progress';
import { AccountCard } from './components/account-card';
import { Achievements } from './components/achievements';
import { CommunityList } from './components/community-list';
import { GamesList } from './components/games-list';
import { PracticeCard } from './components/practice-card';
import { QuickPlayButton } from './components/quick-play-button';
import { QuickStats } from './components/quick-stats';
import { SignOfDayCard } from './components/sign-of-day-card';

/**
 * The figures: each data source re-renders only the part that shows it (a response arriving
 * does not render the whole dashboard again: DESIGN.md 8, total blocking time).
 */
function Tiles({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const { gamesPlayed } = useGameTotals(user.id);
  const balance = useCowrieBalance(user.id);
  const cowries = balance.data?.cowrie_shells ?? user.cowrie_shells;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <section aria-label={t('dashboard.tiles.label')} className="mt-8">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile testId="tile-level" label={t('dashboard.tiles.level')} value={n(user.level)} icon={<Star className="h-6 w-6" />} tone="gold" />
        <StatTile testId="tile-xp" label={t('dashboard.tiles.xp')} value={n(user.experience_points)} icon={<Sparkles className="h-6 w-6" />} tone="forest" />
        <StatTile testId="tile-cowries" label={t('dashboard.tiles.cowries')} value={n(cowries)} icon={<Shell className="h-6 w-6" />} tone="clay" />
        <StatTile testId="tile-games" label={t('dashboard.tiles.gamesPlayed')} value={n(gamesPlayed)} icon={<Gamepad2 className="h-6 w-6" />} tone="ink" />
      </div>
    </section>
  );
}

/** Games played and the best score over both games (SWR shares the requests between the parts that ask). */
function useGameTotals(userId: string) {
  const orisha = useProgress(userId, 'orisha_matching');
  const signs = useProgress(userId, 'ifa_signs');
  return {
    gamesPlayed: (orisha.data?.total_games_played ?? 0) + (signs.data?.total_games_played ?? 0),
    bestScore: Math.max(orisha.data?.best_score ?? 0, signs.data?.best_score ?? 0),
  };
}

function PracticeSection({ userId }: { userId: string }) {
  const practice = usePracticeSummary(userId);
  return <PracticeCard userId={userId} summary={practice.data} failed={Boolean(practice.error)} />;
}

function AchievementsSection({ userId }: { userId: string }) {
  const { gamesPlayed, bestScore } = useGameTotals(userId);
  const practice = usePracticeSummary(userId);
  return <Achievements gamesPlayed={gamesPlayed} bestScore={bestScore} practice={practice.data?.achievements} />;
}

/** Spec 2, /dashboard: the home of a signed-in learner. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('dashboard.title'));
  // The page renders in five steps, top to bottom: the greeting, the figures, the day's practice
  // and the sign of the day, the games and the community, then the side column; each is painted
  // before the next (one render, commit and layout of the whole page was the longest task of a
  // signed-in visit). Each step adds below or beside what is shown, so nothing on screen moves.
  const step = useRenderSteps(5);
  const showTiles = step >= 2;
  const showToday = step >= 3;
  const showRest = step >= 4;
  const showSide = step >= 5;

  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6 sm:pt-10">
          <section className="flex flex-wrap items-end justify-between gap-4" aria-labelledby="welcome">
            <div>
              <h1 id="welcome" className="text-3xl font-semibold text-ink sm:text-4xl" data-testid="welcome">
                {t('dashboard.welcome', { name: user.full_name })}
              </h1>
              <p className="mt-2 text-muted">{t('dashboard.subtitle')}</p>
            </div>
            {/* The header shows the badge from 420 px up; narrower phones see it here. */}
            <span className="min-[420px]:hidden">
              <LevelBadge level={user.level} />
            </span>
            <QuickPlayButton user={user} />
          </section>

          {showTiles && <Tiles user={user} />}

          {/* Issue 12: the day's practice and the sign of the day come first, after the figures. */}
          {showToday && (
            <div className="render-when-near mt-8 grid gap-6 lg:grid-cols-5">
              <div className="lg:col-span-3">
                <PracticeSection userId={user.id} />
              </div>
              <div className="lg:col-span-2">
                <SignOfDayCard />
              </div>
            </div>
          )}

          {showRest && (
            <div className="render-when-near mt-8 grid gap-6 lg:grid-cols-3">
              <div className="space-y-6 lg:col-span-2">
                <GamesList />
                <CommunityList />
              </div>
              {showSide && (
                <div className="space-y-6">
                  <XpProgressCard level={user.level} experiencePoints={user.experience_points} />
                  <AchievementsSection userId={user.id} />
                  <QuickStats user={user} />
                  <AccountCard user={user} />
                </div>
              )}
            </div>
          )}
        </div>
      </main>
    </>
  );
}
