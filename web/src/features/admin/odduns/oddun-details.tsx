import type { AdminOddun } from '@ifa/shared';
import { useTranslation } from 'react-i18next';
import { FLAG_FIELDS, LIST_FIELDS, LONG_TEXT_FIELDS, TEXT_FIELDS } from '../lib/oddun-form';
import { sourceLabel } from './source-label';
import { formatDateTime } from '../../../lib/format';

const ORDER = ['position', 'name', 'binary_pattern', ...TEXT_FIELDS, ...LONG_TEXT_FIELDS, ...LIST_FIELDS, ...FLAG_FIELDS] as const;

/** A value of the secret (lists, texts, nested objects) as nested lists. */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (Array.isArray(value))
    return (
      <ul className="list-disc space-y-1 pl-5">
        {value.map((item, index) => (
          <li key={index}>
            <Value value={item} />
          </li>
        ))}
      </ul>
    );
  if (value && typeof value === 'object')
    return (
      <dl className="space-y-2">
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <div key={key}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t(`admin.secretFields.${key}`, { defaultValue: key.replace(/_/g, ' ') })}</dt>
            <dd>
              <Value value={item} />
            </dd>
          </div>
        ))}
      </dl>
    );
  if (typeof value === 'boolean') return <>{value ? t('admin.common.yes') : t('admin.common.no')}</>;
  return <span className="whitespace-pre-line">{String(value)}</span>;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Spec 2, view modal: every field of the sign, its bookkeeping, and its secret. */
export function OddunDetails({ oddun }: { oddun: AdminOddun }) {
  const { t, i18n } = useTranslation();
  const record = oddun as Record<string, unknown>;
  const rows: Array<[string, React.ReactNode]> = ORDER.filter((key) => !isEmpty(record[key])).map((key) => [t(`admin.fields.${key}`), <Value key={key} value={record[key]} />]);
  rows.push(
    [t('admin.fields.data_source'), sourceLabel(t, oddun.data_source)],
    [t('admin.fields.completion_percentage'), t('admin.overview.percentValue', { value: oddun.completion_percentage })],
    [t('admin.fields.has_data'), oddun.has_data ? t('admin.odduns.complete') : t('admin.odduns.basic')],
    [t('admin.fields.updated_at'), formatDateTime(oddun.updated_at, i18n.language)],
    [t('admin.fields.created_at'), formatDateTime(oddun.created_at, i18n.language)],
    [t('admin.fields.version'), String(oddun.version)],
    [t('admin.fields.id'), oddun.id],
  );
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-line rounded-2xl border border-line" data-testid="oddun-details">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-2.5 text-sm sm:grid-cols-[9rem_1fr] sm:gap-3">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="secret-title" className="rounded-2xl border border-gold/50 bg-gold-soft/40 p-4 text-sm">
        <h3 id="secret-title" className="mb-2 font-semibold text-ink">
          {t('admin.fields.secret_content')}
        </h3>
        {isEmpty(oddun.secret_content) ? <p className="text-muted">{t('admin.odduns.noSecret')}</p> : <Value value={oddun.secret_content} />}
      </section>
    </div>
  );
}
