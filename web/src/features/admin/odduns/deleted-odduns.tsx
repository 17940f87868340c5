import { ArchiveRestore, Trash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { useDeletedOdduns } from '../api/get-deleted-odduns';
import { useOddunsDialog } from './odduns-provider';
import { formatDateTime } from '../../../lib/format';

/** Issue 9, point 3: nothing an admin does loses data; a deleted sign comes back from its last revision. */
export function DeletedOdduns() {
  const { t, i18n } = useTranslation();
  const { open } = useOddunsDialog();
  const deleted = useDeletedOdduns().data?.deleted ?? [];
  if (!deleted.length) return null;
  return (
    <Card title={t('admin.deleted.title')} icon={<Trash className="h-5 w-5" aria-hidden="true" />} headingLevel={3} testId="deleted-odduns">
      <ul className="divide-y divide-line">
        {deleted.map((sign) => (
          <li key={sign.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm" data-testid="deleted-oddun" data-id={sign.id}>
            <div className="min-w-0">
              <p className="font-semibold text-ink">{t('admin.deleted.sign', { position: sign.position, name: sign.name })}</p>
              <p className="text-muted">{t('admin.deleted.by', { name: sign.deleted_by.name, date: formatDateTime(sign.deleted_at, i18n.language) })}</p>
            </div>
            <Button variant="secondary" size="sm" icon={<ArchiveRestore className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ type: 'restore-deleted', deleted: sign })} aria-label={t('admin.deleted.restoreFor', { name: sign.name })}>
              {t('admin.deleted.restore')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
