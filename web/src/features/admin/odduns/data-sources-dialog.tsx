import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { formatDecimal, formatNumber } from '../../../lib/format';
import { useDataSources } from '../api/get-data-sources';
import { sourceLabel } from './source-label';

/** Spec 2 and 3: per data source, its counts and the first 10 signs, plus how many more. */
export function DataSourcesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useDataSources(open);
  const n = (value: number) => formatNumber(value, i18n.language);
  const sources = data ? Object.entries(data.sources_breakdown).sort(([, a], [, b]) => a.info.priority - b.info.priority) : [];

  return (
    <Modal open={open} onClose={onClose} title={t('admin.dataSources.title')} description={t('admin.dataSources.description')}>
      {error ? <p className="text-clay">{t('admin.dataSources.loadError')}</p> : null}
      {!data && !error ? <Spinner /> : null}
      {data ? (
        <div className="space-y-5" data-testid="data-sources">
          <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
            {[
              [t('admin.dataSources.total'), n(data.summary.total_odduns)],
              [t('admin.dataSources.count'), n(data.summary.sources_count)],
              [t('admin.dataSources.best'), data.summary.highest_quality_source ? sourceLabel(t, data.summary.highest_quality_source) : '—'],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-sand/60 p-3">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          {sources.map(([source, entry]) => (
            <section key={source} aria-labelledby={`source-${source}`} className="rounded-2xl border border-line p-4 text-sm" data-testid="data-source" data-source={source}>
              <h3 id={`source-${source}`} className="font-semibold text-ink">
                {sourceLabel(t, source, entry.info.label)}
              </h3>
              <p className="text-muted">{t('admin.dataSources.priority', { priority: entry.info.priority })}</p>
              <p className="mt-2 text-ink">
                {t('admin.dataSources.stats', { count: entry.count, value: n(entry.count), withData: n(entry.with_data), completion: formatDecimal(entry.avg_completion, i18n.language) })}
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {entry.odduns.map((oddun) => (
                  <li key={oddun.id} className="rounded-full bg-sand px-2.5 py-0.5 text-xs text-ink">
                    {t('admin.dataSources.example', { position: oddun.position, name: oddun.name })}
                  </li>
                ))}
              </ul>
              {entry.more > 0 ? <p className="mt-2 text-muted" data-testid="more">{t('admin.dataSources.more', { count: entry.more })}</p> : null}
            </section>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
