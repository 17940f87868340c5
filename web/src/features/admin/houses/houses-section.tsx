import { AdminHousesQuery } from '@ifa/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { dissolveHouse } from '../api/dissolve-house';
import { useHouses } from '../api/get-houses';
import { refresh } from '../api/keys';
import { ListStatus } from '../components/list-status';
import { adminErrorMessage, translateAdminMessage } from '../lib/admin-messages';
import { useTableUrlState } from '../lib/url-state';
import { HousesTable, type HouseRow } from './houses-table';

/**
 * The religious houses (DESIGN.md 5c: an admin can dissolve a house), newest first, the page in
 * the URL. The list says whether there is a next page, not how many: a page at a time.
 */
export function HousesSection() {
  const { t } = useTranslation();
  const { state, setPage } = useTableUrlState(AdminHousesQuery);
  const { data, error, isLoading, mutate } = useHouses(state);
  // The one dialog of this section: which house is about to be dissolved.
  const [doomed, setDoomed] = useState<HouseRow | null>(null);
  const houses = data?.houses ?? [];

  const dissolve = async () => {
    if (!doomed) return;
    try {
      const result = await dissolveHouse(doomed.id);
      notify.success(translateAdminMessage(t, result.message) ?? t('admin.houses.dissolved', { name: doomed.name }));
      setDoomed(null);
      await refresh('admin/houses');
    } catch (error) {
      notify.error(adminErrorMessage(t, error, t('admin.houses.dissolveError')));
    }
  };

  return (
    <section aria-labelledby="houses-title" className="space-y-6">
      <h2 id="houses-title" className="text-2xl font-semibold text-ink">
        {t('admin.nav.houses')}
      </h2>
      <p className="text-muted">{t('admin.houses.intro')}</p>
      <div>
        {houses.length ? (
          <HousesTable houses={houses} onDissolve={setDoomed} />
        ) : (
          <ListStatus loading={isLoading} error={error} empty emptyText={t('admin.houses.empty')} errorText={t('admin.houses.loadError')} onRetry={() => void mutate()} />
        )}
        {data && (data.page > 1 || data.has_more) ? (
          <nav aria-label={t('admin.houses.pagination')} className="mt-4 flex items-center justify-end gap-2" data-testid="houses-pagination">
            <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => setPage(data.page - 1)} icon={<ChevronLeft className="h-4 w-4" aria-hidden="true" />}>
              <span className="sr-only min-[420px]:not-sr-only">{t('admin.pagination.previous')}</span>
            </Button>
            <span className="px-1 text-sm font-semibold whitespace-nowrap text-ink" aria-live="polite">
              {t('admin.houses.page', { page: data.page })}
            </span>
            <Button variant="secondary" size="sm" disabled={!data.has_more} onClick={() => setPage(data.page + 1)}>
              <span className="sr-only min-[420px]:not-sr-only">{t('admin.pagination.next')}</span>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </div>
      <ConfirmDialog
        open={doomed !== null}
        tone="danger"
        title={doomed ? t('admin.houses.dissolveTitle', { name: doomed.name }) : ''}
        {...(doomed ? { description: t('admin.houses.dissolveText', { name: doomed.head.full_name, count: doomed.member_count }) } : {})}
        confirmLabel={t('admin.houses.dissolveConfirm')}
        onConfirm={dissolve}
        onClose={() => setDoomed(null)}
        testId="dissolve-house-dialog"
      />
    </section>
  );
}
