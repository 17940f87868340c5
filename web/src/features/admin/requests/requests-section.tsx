import { AdminAccountRequestsQuery } from '@ifa/shared';
import { CheckCircle2, Clock, Inbox, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useAccountRequestStats } from '../api/get-account-request-stats';
import { useAccountRequests } from '../api/get-account-requests';
import { ListStatus } from '../components/list-status';
import { MetricTile } from '../components/metric-tile';
import { Pagination } from '../components/pagination';
import { StatusFilter } from '../components/status-filter';
import { useTableUrlState } from '../lib/url-state';
import { RequestDecisionDialog, type RequestDecision } from './request-decision-dialog';
import { RequestsTable } from './requests-table';

/** The learners' requests to become santero or babalawo (spec 2 and 4: reviewed by an admin). */
export function RequestsSection() {
  const { t, i18n } = useTranslation();
  const { state, update, setPage } = useTableUrlState(AdminAccountRequestsQuery);
  const { data, error, isLoading, mutate } = useAccountRequests(state);
  const stats = useAccountRequestStats().data;
  // The one dialog of this section: which request is being decided, and how.
  const [decision, setDecision] = useState<RequestDecision | null>(null);
  const n = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, i18n.language));
  const requests = data?.requests ?? [];

  return (
    <section aria-labelledby="requests-title" className="space-y-6">
      <h2 id="requests-title" className="text-2xl font-semibold text-ink">
        {t('admin.nav.requests')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <MetricTile label={t('admin.status.all')} value={n(stats?.total)} icon={<Inbox />} tone="ink" />
        <MetricTile label={t('admin.status.pending')} value={n(stats?.pending)} icon={<Clock />} tone="gold" testId="requests-pending" />
        <MetricTile label={t('admin.status.approved')} value={n(stats?.approved)} icon={<CheckCircle2 />} tone="forest" />
        <MetricTile label={t('admin.status.rejected')} value={n(stats?.rejected)} icon={<XCircle />} tone="clay" />
      </div>
      <StatusFilter value={state.status} onChange={(status) => update({ status: status === 'pending' ? undefined : status })} testId="requests-status" />
      <div>
        {requests.length ? (
          <RequestsTable requests={requests} onDecide={setDecision} />
        ) : (
          <ListStatus loading={isLoading} error={error} empty emptyText={t('admin.requests.empty')} errorText={t('admin.requests.loadError')} onRetry={() => void mutate()} />
        )}
        {data ? (
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.total_pages}
            total={data.pagination.total}
            summary={t('admin.requests.count', { count: data.pagination.total })}
            label={t('admin.requests.pagination')}
            onPage={setPage}
          />
        ) : null}
      </div>
      <RequestDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}
