import { FileText, LayoutDashboard, RefreshCw, Shapes } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { tabSearch } from '../admin-tabs';
import { refreshAll } from '../api/keys';

/** Spec 2: odduns management, contributions management, refresh, back to dashboard. */
export function QuickActions() {
  const { t } = useTranslation();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshAll();
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Card title={t('admin.overview.quickActions')} headingLevel={3}>
      <div className="grid gap-3 sm:grid-cols-2">
        <ButtonLink to={{ pathname: paths.admin, search: tabSearch('odduns') }} variant="secondary" icon={<Shapes className="h-4 w-4" aria-hidden="true" />}>
          {t('admin.overview.manageOdduns')}
        </ButtonLink>
        <ButtonLink to={{ pathname: paths.admin, search: tabSearch('contributions') }} variant="secondary" icon={<FileText className="h-4 w-4" aria-hidden="true" />}>
          {t('admin.overview.manageContributions')}
        </ButtonLink>
        <Button variant="secondary" onClick={() => void refresh()} loading={refreshing} icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />}>
          {t('admin.overview.refresh')}
        </Button>
        <ButtonLink to={paths.dashboard} variant="secondary" icon={<LayoutDashboard className="h-4 w-4" aria-hidden="true" />}>
          {t('common.backToDashboard')}
        </ButtonLink>
      </div>
    </Card>
  );
}
