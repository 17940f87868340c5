import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** i18n keys cannot hold a dot: 'ODDUNS2.txt' -> 'ODDUNS2_txt'. */
export function useSourceLabel() {
  const { t } = useTranslation();
  return (source: string | undefined) => (source ? t(`encyclopedia.sources.${source.replaceAll('.', '_')}`, { defaultValue: source }) : t('encyclopedia.admin.noSource'));
}

/** Admins only (spec 6): where a section's text comes from. */
export function SourceBadge({ source }: { source: string | undefined }) {
  const { t } = useTranslation();
  const label = useSourceLabel();
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-sand px-2.5 py-1 text-xs font-semibold text-ink" data-testid="source-badge">
      <Database className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{t('encyclopedia.admin.badge', { source: label(source) })}</span>
    </span>
  );
}
