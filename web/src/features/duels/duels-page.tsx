import { ChevronRight, Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { LoadState, PageFrame } from '../../components/page-frame';
import { useCurrentUser } from '../../lib/auth/session';
import { duelPath } from '../../lib/duel-play';
import { formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDuels, useOpponentOptions, type Duel } from './api/duels';
import { ChallengeCard } from './components/challenge-card';
import { SECTIONS, sectionOf, standingOf, type DuelSection } from './components/duel-status';
import { StandingBadge } from './components/standing-badge';

/**
 * /duelos (issue 28, DESIGN.md 5c): challenge a friend or a member of the house; the duels where it is the learner's turn,
 * those waiting for the other, and the finished ones, newest first.
 */
export default function DuelsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const duels = useDuels(user.id);
  const friends = useOpponentOptions(user.id);
  useDocumentTitle(t('duels.title'));

  return (
    <PageFrame title={t('duels.title')} intro={t('duels.intro')} testId="duels-page">
      <LoadState
        failed={Boolean(duels.error || friends.error)}
        ready={Boolean(duels.data && friends.data)}
        texts={{ failed: t('duels.loadError'), retry: t('duels.retry'), loading: t('duels.loading') }}
        onRetry={() => {
          void duels.mutate();
          void friends.mutate();
        }}
      >
        {() => (
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-2">
              <ChallengeCard userId={user.id} friends={friends.data ?? []} />
            </div>
            <div className="space-y-6 lg:col-span-3">
              {SECTIONS.map((section) => (
                <DuelList key={section} section={section} duels={(duels.data?.duels ?? []).filter((duel) => sectionOf(duel) === section)} />
              ))}
            </div>
          </div>
        )}
      </LoadState>
    </PageFrame>
  );
}

function DuelList({ section, duels }: { section: DuelSection; duels: Duel[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t(`duels.sections.${section}`)} icon={<Swords className="h-5 w-5" aria-hidden="true" />} testId={`duels-${section}`}>
      {duels.length === 0 ? (
        <p className="text-sm text-muted">{t(`duels.empty.${section}`)}</p>
      ) : (
        <ul className="space-y-3">
          {duels.map((duel) => (
            <li key={duel.id}>
              <Link
                to={duelPath(duel.id)}
                className="group flex items-center gap-3 rounded-2xl border border-line bg-parchment p-4 hover:border-forest/40 hover:bg-forest-soft/60"
                data-testid="duel-row"
                data-standing={standingOf(duel)}
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-ink">{t('duels.row.versus', { name: duel.them.full_name })}</span>
                  <span className="mt-0.5 block text-sm text-muted">
                    {t(`duels.games.${duel.game}`)} · {t(`difficulties.${duel.difficulty}`)} ·{' '}
                    <time dateTime={duel.created_at}>{formatDateTime(duel.created_at, i18n.language)}</time>
                  </span>
                  <span className="mt-2 block">
                    <StandingBadge duel={duel} />
                  </span>
                </span>
                <ChevronRight className="h-5 w-5 shrink-0 text-forest transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
