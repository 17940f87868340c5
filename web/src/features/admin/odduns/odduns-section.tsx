import { AdminOddunsQuery } from '@ifa/shared';
import { BarChart3, Database, Gem, Plus, Shapes, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatDecimal, formatNumber } from '../../../lib/format';
import { useOddunStats } from '../api/get-oddun-stats';
import { useOdduns } from '../api/get-odduns';
import { ListStatus } from '../components/list-status';
import { MetricTile } from '../components/metric-tile';
import { Pagination } from '../components/pagination';
import { useTableUrlState } from '../lib/url-state';
import { DeletedOdduns } from './deleted-odduns';
import { OddunsDialogs } from './odduns-dialogs';
import { OddunsFilters } from './odduns-filters';
import { OddunsProvider, useOddunsDialog } from './odduns-provider';
import { OddunsTable } from './odduns-table';

/** Spec 2: signs management. */
export function OddunsSection() {
  return (
    <OddunsProvider>
      <OddunsContent />
      <OddunsDialogs />
    </OddunsProvider>
  );
}

function OddunsContent() {
  const { t, i18n } = useTranslation();
  const { open } = useOddunsDialog();
  const { state, update, setPage } = useTableUrlState(AdminOddunsQuery);
  const { data, error, isLoading, mutate } = useOdduns(state);
  const stats = useOddunStats().data;
  const n = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, i18n.language));
  const odduns = data?.odduns ?? [];

  return (
    <section aria-labelledby="odduns-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="odduns-title" className="text-2xl font-semibold text-ink">
          {t('admin.nav.odduns')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" icon={<Plus className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ type: 'create' })}>
            {t('admin.odduns.create')}
          </Button>
          <Button variant="secondary" size="sm" icon={<Upload className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ type: 'import' })}>
            {t('admin.import.open')}
          </Button>
          <Button variant="secondary" size="sm" icon={<Database className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ type: 'sources' })}>
            {t('admin.dataSources.open')}
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <MetricTile testId="oddun-stat-total" label={t('admin.odduns.stats.total')} value={n(stats?.total_odduns)} icon={<Shapes />} tone="forest" />
        <MetricTile testId="oddun-stat-meji" label={t('admin.odduns.stats.meji')} value={n(stats?.meji_odduns)} icon={<Gem />} tone="gold" />
        <MetricTile testId="oddun-stat-data" label={t('admin.odduns.stats.withData')} value={n(stats?.odduns_with_data)} icon={<Database />} tone="clay" />
        <MetricTile
          testId="oddun-stat-completion"
          label={t('admin.odduns.stats.completion')}
          value={stats ? t('admin.overview.percentValue', { value: formatDecimal(stats.completion_percentage, i18n.language) }) : '—'}
          icon={<BarChart3 />}
          tone="ink"
        />
      </div>
      <OddunsFilters state={state} update={update} />
      <div>
        {odduns.length ? (
          <OddunsTable odduns={odduns} />
        ) : (
          <ListStatus loading={isLoading} error={error} empty emptyText={t('admin.odduns.empty')} errorText={t('admin.odduns.loadError')} onRetry={() => void mutate()} />
        )}
        {data ? (
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.total_pages}
            total={data.pagination.total}
            summary={t('admin.odduns.count', { count: data.pagination.total, value: n(data.pagination.total) })}
            label={t('admin.odduns.pagination')}
            onPage={setPage}
            testId="odduns-pagination"
          />
        ) : null}
      </div>
      <DeletedOdduns />
    </section>
  );
}
