import { AdminContributionsQuery } from '@ifa/shared';
import { CheckCircle2, Clock, FileText, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useContributionStats } from '../api/get-contribution-stats';
import { useContributions } from '../api/get-contributions';
import { ListStatus } from '../components/list-status';
import { MetricTile } from '../components/metric-tile';
import { Pagination } from '../components/pagination';
import { StatusFilter } from '../components/status-filter';
import { useTableUrlState } from '../lib/url-state';
import { ContributionConfirmDialog } from './contribution-confirm-dialog';
import { ContributionDetailsDialog } from './contribution-details-dialog';
import { ContributionsProvider } from './contributions-provider';
import { ContributionsTable } from './contributions-table';

/** Spec 2: contributions management (tiles, status filter, paged table, details modal). */
export function ContributionsSection() {
  const { t, i18n } = useTranslation();
  const { state, update, setPage } = useTableUrlState(AdminContributionsQuery);
  const { data, error, isLoading, mutate } = useContributions(state);
  const stats = useContributionStats().data;
  const n = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, i18n.language));
  const contributions = data?.contributions ?? [];

  return (
    <ContributionsProvider>
      <section aria-labelledby="contributions-title" className="space-y-6">
        <h2 id="contributions-title" className="text-2xl font-semibold text-ink">
          {t('admin.nav.contributions')}
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <MetricTile testId="contrib-stat-total" label={t('admin.contributions.stats.total')} value={n(stats?.total_contributions)} icon={<FileText />} tone="ink" />
          <MetricTile testId="contrib-stat-pending" label={t('admin.contributions.stats.pending')} value={n(stats?.pending_contributions)} icon={<Clock />} tone="gold" />
          <MetricTile testId="contrib-stat-approved" label={t('admin.contributions.stats.approved')} value={n(stats?.approved_contributions)} icon={<CheckCircle2 />} tone="forest" />
          <MetricTile testId="contrib-stat-rejected" label={t('admin.contributions.stats.rejected')} value={n(stats?.rejected_contributions)} icon={<XCircle />} tone="clay" />
        </div>
        <StatusFilter value={state.status} onChange={(status) => update({ status: status === 'pending' ? undefined : status })} testId="contributions-status" />
        <div>
          {contributions.length ? (
            <ContributionsTable contributions={contributions} />
          ) : (
            <ListStatus loading={isLoading} error={error} empty emptyText={t('admin.contributions.empty')} errorText={t('admin.contributions.loadError')} onRetry={() => void mutate()} />
          )}
          {data ? (
            <Pagination
              page={data.pagination.page}
              totalPages={data.pagination.total_pages}
              total={data.pagination.total}
              summary={t('admin.contributions.count', { count: data.pagination.total })}
              label={t('admin.contributions.pagination')}
              onPage={setPage}
            />
          ) : null}
        </div>
      </section>
      <ContributionDetailsDialog />
      <ContributionConfirmDialog />
    </ContributionsProvider>
  );
}
