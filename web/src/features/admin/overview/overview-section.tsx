import { CheckCircle2, Gamepad2, Percent, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { formatDecimal, formatNumber } from '../../../lib/format';
import { useAdminStats } from '../api/get-admin-stats';
import { MetricTile } from '../components/metric-tile';
import { ChangeLabel } from './change-label';
import { LanguageChart } from './language-chart';
import { PendingReviews } from './pending-reviews';
import { QuickActions } from './quick-actions';

/** Spec 2: the four stat tiles with their real 7-day change, language demographics, quick actions. */
export function OverviewSection() {
  const { t, i18n } = useTranslation();
  const { data } = useAdminStats();
  const n = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, i18n.language));

  return (
    <section aria-labelledby="overview-title" className="space-y-8">
      <h2 id="overview-title" className="text-2xl font-semibold text-ink">
        {t('admin.nav.overview')}
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        <MetricTile
          testId="stat-users"
          label={t('admin.overview.totalUsers')}
          value={n(data?.total_users)}
          icon={<Users />}
          tone="forest"
          footer={<ChangeLabel value={data?.changes.total_users} unit="percent" testId="change-users" />}
        />
        <MetricTile
          testId="stat-started"
          label={t('admin.overview.gamesStarted')}
          value={n(data?.total_games_started)}
          icon={<Gamepad2 />}
          tone="gold"
          footer={<ChangeLabel value={data?.changes.total_games_started} unit="percent" testId="change-started" />}
        />
        <MetricTile
          testId="stat-completed"
          label={t('admin.overview.gamesCompleted')}
          value={n(data?.total_games_completed)}
          icon={<CheckCircle2 />}
          tone="clay"
          footer={<ChangeLabel value={data?.changes.total_games_completed} unit="percent" testId="change-completed" />}
        />
        <MetricTile
          testId="stat-rate"
          label={t('admin.overview.completionRate')}
          value={data ? t('admin.overview.percentValue', { value: formatDecimal(data.completion_rate, i18n.language) }) : '—'}
          icon={<Percent />}
          tone="ink"
          footer={<ChangeLabel value={data?.changes.completion_rate} unit="points" testId="change-rate" />}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card title={t('admin.overview.languages')} headingLevel={3} className="lg:col-span-2">
          <p className="mb-4 text-sm text-muted">{t('admin.overview.languagesHint')}</p>
          {data ? <LanguageChart languages={data.languages} /> : <p className="text-muted">—</p>}
        </Card>
        <PendingReviews />
      </div>
      <QuickActions />
    </section>
  );
}
