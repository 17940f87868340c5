import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/cx';
import { formatLongDate } from '../../../../lib/format';
import { completionBand } from '../sections';
import { useSourceLabel } from './source-badge';

const BAND_CLASSES = {
  green: { badge: 'bg-green-100 text-green-900', bar: 'bg-green-600' },
  yellow: { badge: 'bg-yellow-100 text-yellow-900', bar: 'bg-yellow-500' },
  orange: { badge: 'bg-orange-100 text-orange-900', bar: 'bg-orange-500' },
  red: { badge: 'bg-red-100 text-red-900', bar: 'bg-red-600' },
} as const;

interface DataSourcesPanelProps {
  source: string | undefined;
  completion: number | undefined;
  hasData: boolean | undefined;
  reference: string | undefined;
  updatedAt: string | undefined;
}

/**
 * Admins only (spec 2 and 6): the sign's main source, its completion with spec 4's colour rule
 * (always with the number), and the rich-data flag as Completo/Básico.
 */
export function DataSourcesPanel({ source, completion, hasData, reference, updatedAt }: DataSourcesPanelProps) {
  const { t, i18n } = useTranslation();
  const sourceLabel = useSourceLabel();
  const percent = completion ?? 0;
  const band = BAND_CLASSES[completionBand(percent)];
  return (
    <section aria-labelledby="data-sources-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6" data-testid="data-sources-panel">
      <h3 id="data-sources-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Database className="h-5 w-5 text-forest" aria-hidden="true" />
        {t('encyclopedia.admin.panelTitle')}
      </h3>
      <dl className="mt-4 grid gap-4 text-sm">
        <div>
          <dt className="text-muted">{t('encyclopedia.admin.mainSource')}</dt>
          <dd className="mt-0.5 font-semibold text-ink" data-testid="main-source">
            {sourceLabel(source)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('encyclopedia.admin.completion')}</dt>
          <dd className="mt-1 flex items-center gap-3">
            <span className={cx('rounded-full px-2.5 py-0.5 text-sm font-semibold', band.badge)} data-testid="completion-badge">
              {t('encyclopedia.admin.completionValue', { percent })}
            </span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-sand" aria-hidden="true">
              <span className={cx('block h-full rounded-full', band.bar)} style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('encyclopedia.admin.richData')}</dt>
          <dd className="mt-0.5 font-semibold text-ink" data-testid="rich-data">
            {hasData ? t('encyclopedia.admin.complete') : t('encyclopedia.admin.basic')}
          </dd>
        </div>
        {reference ? (
          <div>
            <dt className="text-muted">{t('encyclopedia.admin.reference')}</dt>
            <dd className="mt-0.5 break-words text-ink" lang="es">
              {reference}
            </dd>
          </div>
        ) : null}
        {updatedAt ? (
          <div>
            <dt className="text-muted">{t('encyclopedia.admin.updated')}</dt>
            <dd className="mt-0.5 text-ink">{formatLongDate(updatedAt, i18n.language)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
