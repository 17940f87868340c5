import type { UserContribution } from '@ifa/shared';
import { CheckCircle2, ChevronLeft, ChevronRight, Clock, MessageSquarePlus, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ContributionSource } from '../../../components/contribution-source';
import { cx } from '../../../components/cx';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useMyContributions } from '../api/get-my-contributions';

const look = {
  pending: { icon: Clock, className: 'border-[#e8cf6a] bg-[#fdf3c4] text-[#5f4700]' },
  approved: { icon: CheckCircle2, className: 'border-[#9cc7ae] bg-forest-soft text-forest' },
  rejected: { icon: XCircle, className: 'border-[#eea39a] bg-[#fbe2de] text-[#9b1c1c]' },
} as const;

/** The status in words with an icon: colour is never the only signal (WCAG 1.4.1). */
function StatusPill({ status }: { status: UserContribution['status'] }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = look[status];
  return (
    <span className={cx('inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', className)} data-testid="my-contribution-status">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {t(`profile.contributions.status.${status}`)}
    </span>
  );
}

/** DESIGN.md 5e: a learner sees their own contributions and where each one is. */
export function MyContributionsCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useMyContributions(page);
  const totalPages = data?.pagination.total_pages ?? 1;

  let body: React.ReactNode;
  if (error && !data) {
    body = (
      <div className="space-y-3">
        <p className="text-sm font-medium text-clay">{t('profile.contributions.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          {t('profile.contributions.retry')}
        </Button>
      </div>
    );
  } else if (isLoading && !data) {
    body = <p className="text-sm text-muted">{t('profile.contributions.loading')}</p>;
  } else if (!data?.contributions.length) {
    body = <p className="text-sm text-muted">{t('profile.contributions.empty')}</p>;
  } else {
    body = (
      <>
        <ul className="divide-y divide-line" data-testid="my-contributions-list">
          {data.contributions.map((contribution) => (
            <ContributionRow key={contribution.id} contribution={contribution} />
          ))}
        </ul>
        {totalPages > 1 ? (
          <nav aria-label={t('profile.contributions.pages')} className="mt-4 flex items-center justify-between gap-3">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)} icon={<ChevronLeft className="h-4 w-4" aria-hidden="true" />}>
              {t('profile.contributions.previous')}
            </Button>
            <span className="text-sm text-muted" aria-live="polite">
              {t('profile.contributions.page', { page, total: totalPages })}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)} icon={<ChevronRight className="h-4 w-4" aria-hidden="true" />}>
              {t('profile.contributions.next')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <Card title={t('profile.contributions.title')} icon={<MessageSquarePlus className="h-5 w-5" aria-hidden="true" />} testId="my-contributions">
      <p className="-mt-2 mb-4 text-sm text-muted">{t('profile.contributions.description')}</p>
      {body}
    </Card>
  );
}

function ContributionRow({ contribution }: { contribution: UserContribution }) {
  const { t, i18n } = useTranslation();
  // The profile loads the app's catalog, not the encyclopedia's: its own labels for sections and types.
  const section = t(`profile.contributions.sections.${contribution.section}`, { defaultValue: contribution.section });
  const sign = contribution.oddun_name ?? contribution.oddun_id;
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="my-contribution">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-ink">
          <Link to={`${paths.games.signs}?sign=${encodeURIComponent(contribution.oddun_id)}`} className="text-forest underline underline-offset-2">
            {sign}
          </Link>
          <span className="text-muted"> · {section}</span>
        </p>
        <StatusPill status={contribution.status} />
      </div>
      <p className="text-sm text-muted">
        {t(`profile.contributions.types.${contribution.type}`)}
        {contribution.language !== 'es' ? (
          <>
            {' · '}
            <span lang={contribution.language} data-testid="my-contribution-language">
              {t(`languages.${contribution.language}`)}
            </span>
          </>
        ) : null}
        {' · '}
        {formatDate(contribution.created_at, i18n.language)}
        {contribution.status === 'approved' && contribution.applied ? ` · ${t('profile.contributions.applied')}` : ''}
      </p>
      <p lang={contribution.language} className="line-clamp-3 whitespace-pre-line text-sm text-ink" data-testid="my-contribution-content">
        {contribution.content}
      </p>
      {contribution.source || contribution.source_kind ? (
        <p className="text-sm text-ink">
          <ContributionSource kind={contribution.source_kind} source={contribution.source} testId="my-contribution-source" />
        </p>
      ) : null}
      {/* The reviewer's note once decided (issue 36): why it was applied, or what to change. */}
      {contribution.status !== 'pending' && contribution.admin_notes ? (
        <p className="rounded-xl bg-sand/60 p-3 text-sm text-ink" data-testid="my-contribution-notes">
          <span className="font-semibold">{contribution.reviewer_name ? t('profile.contributions.noteBy', { name: contribution.reviewer_name }) : t('profile.contributions.notes')} </span>
          {contribution.admin_notes}
        </p>
      ) : null}
    </li>
  );
}
