import type { OddunRevision } from '@ifa/shared';
import { History, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useOddunRevisions } from '../api/get-oddun-revisions';
import { formatDateTime } from '../../../lib/format';

/**
 * Issue 9, point 3: every change of the sign (who, when, what) newest first; a revision that
 * holds earlier values can be restored (after a confirmation, as a new change).
 */
export function RevisionsList({ id, onRestore }: { id: string; onRestore: (revision: OddunRevision) => void }) {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, size, setSize } = useOddunRevisions(id);
  const revisions = data?.flatMap((page) => page.revisions) ?? [];
  const hasMore = data?.at(-1)?.has_more ?? false;

  return (
    <section aria-labelledby="revisions-title" className="space-y-3" data-testid="revisions">
      <h3 id="revisions-title" className="flex items-center gap-2 font-semibold text-ink">
        <History className="h-4 w-4 text-forest" aria-hidden="true" />
        {t('admin.revisions.title')}
      </h3>
      {isLoading ? <Spinner size="sm" /> : null}
      {error ? <p className="text-sm text-clay">{t('admin.revisions.loadError')}</p> : null}
      {!isLoading && !error && revisions.length === 0 ? <p className="text-sm text-muted">{t('admin.revisions.empty')}</p> : null}
      <ol className="space-y-2">
        {revisions.map((revision) => (
          <li key={revision.id} className="rounded-xl border border-line p-3 text-sm" data-testid="revision" data-action={revision.action}>
            <p className="font-semibold text-ink">{t(`admin.revisions.actions.${revision.action}`)}</p>
            <p className="text-muted">{t('admin.revisions.by', { name: revision.by.name, date: formatDateTime(revision.at, i18n.language) })}</p>
            {revision.changed_fields.length ? (
              <p className="mt-1 text-muted">
                {t('admin.revisions.changed', { fields: revision.changed_fields.map((field) => t(`admin.fields.${field}`, { defaultValue: field })).join(', ') })}
              </p>
            ) : null}
            {revision.previous ? (
              <Button variant="secondary" size="sm" className="mt-2" icon={<RotateCcw className="h-4 w-4" aria-hidden="true" />} onClick={() => onRestore(revision)}>
                {t('admin.revisions.restore')}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {hasMore ? (
        <Button variant="ghost" size="sm" onClick={() => void setSize(size + 1)}>
          {t('admin.revisions.more')}
        </Button>
      ) : null}
    </section>
  );
}
