import { ArrowLeft, Check, Play, RotateCcw, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageFrame } from '../../components/page-frame';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/auth/session';
import { duelGamePath, type DuelDetail } from '../../lib/duel-play';
import { formatDateTime, formatNumber } from '../../lib/format';
import { errorMessage } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/use-document-title';
import { declineDuel, duelsKey, useDuel } from './api/duels';
import { modeName, topicName } from './components/challenge-card';
import { standingOf } from './components/duel-status';
import { StandingBadge } from './components/standing-badge';
import { useSendChallenge } from './components/use-send-challenge';

/**
 * /duelos/:duelId: the duel as the learner may see it (DESIGN.md 5c): whose turn, the window,
 * the score once both have played, each question with both answers, and what can be done now:
 * play, decline, or ask for a rematch.
 */
export default function DuelPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { duelId = '' } = useParams();
  const duel = useDuel(user.id, duelId);
  useDocumentTitle(t('duels.page.title'));

  return (
    <PageFrame width="medium" testId="duel-page">
      <ButtonLink to={paths.community.duelos} variant="ghost" size="sm" icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />}>
        {t('duels.page.back')}
      </ButtonLink>
      {duel.error ? (
        <div role="alert" className="mt-4 rounded-2xl bg-clay-soft p-4 text-ink">
          <p>{errorMessage(t, duel.error, t('duels.loadError'))}</p>
        </div>
      ) : duel.data ? (
        <DuelContent userId={user.id} duel={duel.data} onChange={() => void duel.mutate()} />
      ) : (
        <p className="mt-4 flex items-center gap-2 text-muted" role="status">
          <Spinner size="sm" decorative />
          {t('duels.loading')}
        </p>
      )}
    </PageFrame>
  );
}

function DuelContent({ userId, duel, onChange }: { userId: string; duel: DuelDetail; onChange: () => void }) {
  const { t, i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const [declining, setDeclining] = useState(false);
  const n = (value: number) => formatNumber(value, i18n.language);
  const standing = standingOf(duel);

  const challenge = useSendChallenge(userId);
  const rematch = () => challenge.send({ opponent_id: duel.them.user_id, game: duel.game, difficulty: duel.difficulty, topics: duel.topics, mode: duel.mode });

  return (
    <div className="mt-4 space-y-6">
      <header>
        <h1 className="font-display text-3xl font-semibold break-words text-ink sm:text-4xl">{t('duels.page.heading', { name: duel.them.full_name })}</h1>
        <p className="mt-2 text-muted">
          {t(`duels.games.${duel.game}`)} · {t(`difficulties.${duel.difficulty}`)} · {modeName(t, duel.game, duel.mode)}
        </p>
        <p className="mt-1 text-sm text-muted">{t('duels.page.topics', { topics: duel.topics.map((topic) => topicName(t, duel.game, topic)).join(', ') })}</p>
      </header>

      <Card testId="duel-summary">
        <div className="flex flex-wrap items-center gap-3">
          <StandingBadge duel={duel} />
          {duel.outcome === 'won' ? (
            <span className="inline-flex items-center gap-1.5 font-semibold text-forest" data-testid="duel-bonus">
              <Sparkles className="h-4 w-4" aria-hidden="true" />
              {t('duels.page.bonus', { xp: n(duel.winner_bonus_xp) })}
            </span>
          ) : null}
        </div>
        <p className="mt-3 text-ink" data-testid="duel-explanation">
          {t(`duels.explain.${standing}`, {
            name: duel.them.full_name,
            deadline: formatDateTime(duel.deadline, i18n.language),
            context: standing === 'waiting' && !duel.me.played ? 'unfinished' : duel.reason === 'forfeit' ? 'forfeit' : duel.reason === 'expired' ? 'expired' : undefined,
          })}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3" data-testid="duel-scores">
          {[
            { who: t('duels.page.you'), side: duel.me },
            { who: duel.them.full_name, side: duel.them },
          ].map(({ who, side }) => (
            <div key={side.user_id} className="rounded-2xl border border-line bg-parchment p-4">
              <dt className="text-sm font-semibold break-words text-muted">{who}</dt>
              {side.correct !== null && side.total !== null ? (
                <dd className="mt-1 font-display text-3xl font-semibold text-forest">{t('duels.page.score', { correct: n(side.correct), total: n(side.total) })}</dd>
              ) : (
                <dd className="mt-1 text-lg font-semibold text-ink">{side.played ? t('duels.page.playedHidden') : t('duels.page.notPlayed')}</dd>
              )}
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          {duel.can_play ? (
            <ButtonLink to={duelGamePath(duel)} size="lg" icon={<Play className="h-5 w-5" aria-hidden="true" />} data-testid="play-duel">
              {t('duels.page.play')}
            </ButtonLink>
          ) : null}
          {duel.can_decline ? (
            <Button variant="secondary" size="lg" onClick={() => setDeclining(true)} data-testid="decline-duel">
              {t('duels.page.decline')}
            </Button>
          ) : null}
          {duel.status !== 'open' ? (
            <Button variant="secondary" size="lg" loading={challenge.busy} onClick={() => void rematch()} icon={<RotateCcw className="h-5 w-5" aria-hidden="true" />} data-testid="rematch">
              {t('duels.page.rematch')}
            </Button>
          ) : null}
        </div>
      </Card>

      {duel.questions.length > 0 ? <Comparison duel={duel} /> : null}

      <ConfirmDialog
        open={declining}
        title={t('duels.page.declineTitle')}
        description={t('duels.page.declineText', { name: duel.them.full_name })}
        confirmLabel={t('duels.page.decline')}
        onConfirm={async () => {
          try {
            await declineDuel(duel.id);
            notify.success(t('validation.duelDeclined'));
            void mutate(duelsKey(userId));
            onChange();
          } catch (failure) {
            notify.error(errorMessage(t, failure, t('duels.page.declineError')));
            onChange();
          } finally {
            setDeclining(false);
          }
        }}
        onClose={() => setDeclining(false)}
        testId="decline-dialog"
      />
    </div>
  );
}

/** Each question as the learner was asked it, with both answers once the duel is over (their own before). */
function Comparison({ duel }: { duel: DuelDetail }) {
  const { t } = useTranslation();
  const mark = (right: boolean | null, testId: string) =>
    right === null ? (
      <span className="text-muted">{t('duels.compare.hidden')}</span>
    ) : (
      <span className={right ? 'inline-flex items-center gap-1 font-semibold text-forest' : 'inline-flex items-center gap-1 font-semibold text-clay'} data-testid={testId}>
        {right ? <Check className="h-4 w-4" aria-hidden="true" /> : <X className="h-4 w-4" aria-hidden="true" />}
        {right ? t('duels.compare.right') : t('duels.compare.wrong')}
      </span>
    );
  return (
    <Card title={t('duels.compare.title')} testId="duel-comparison">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('duels.compare.caption', { name: duel.them.full_name })}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 pr-3">
                {t('duels.compare.number')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('duels.compare.question')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('duels.page.you')}
              </th>
              <th scope="col" className="py-2">
                {duel.them.full_name}
              </th>
            </tr>
          </thead>
          <tbody>
            {duel.questions.map((row) => (
              <tr key={row.number} className="border-b border-line/60 align-top" data-testid="duel-question">
                <td className="py-2 pr-3 text-muted">{row.number}</td>
                <th scope="row" className="py-2 pr-3 font-normal break-words text-ink">
                  {row.prompt}
                </th>
                <td className="py-2 pr-3">{mark(row.mine, 'mine')}</td>
                <td className="py-2">{mark(row.theirs, 'theirs')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
