import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { tabSearch, type AdminTab } from '../admin-tabs';
import { useAccountRequestStats } from '../api/get-account-request-stats';
import { useContributionStats } from '../api/get-contribution-stats';

/** What waits for an admin's decision, one click from its list. */
export function PendingReviews() {
  const { t } = useTranslation();
  const contributions = useContributionStats();
  const requests = useAccountRequestStats();
  const rows: Array<{ tab: AdminTab; label: string; count: number | undefined }> = [
    { tab: 'contributions', label: t('admin.overview.pendingContributions'), count: contributions.data?.pending_contributions },
    { tab: 'requests', label: t('admin.overview.pendingRequests'), count: requests.data?.pending },
  ];
  return (
    <Card title={t('admin.overview.pendingTitle')} headingLevel={3}>
      <ul className="divide-y divide-line">
        {rows.map((row) => (
          <li key={row.tab}>
            <Link to={{ pathname: paths.admin, search: tabSearch(row.tab) }} className="flex min-h-12 items-center justify-between gap-3 rounded-lg px-1 py-2 text-ink hover:bg-sand">
              <span>{row.label}</span>
              <span className="inline-flex items-center gap-1 font-semibold" data-testid={`pending-${row.tab}`}>
                {row.count ?? '—'}
                <ChevronRight className="h-4 w-4 text-muted" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
