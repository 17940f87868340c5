import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';
import { COMPLETION_CLASSES, completionTone } from '../lib/completion';
import { formatDecimal } from '../../../lib/format';

/** Spec 4: the completion badge (colour by band, the number always written). */
export function CompletionBadge({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation();
  const tone = completionTone(percent);
  return (
    <span className={cx('inline-flex whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', COMPLETION_CLASSES[tone])} data-tone={tone} data-testid="completion-badge">
      {t('admin.overview.percentValue', { value: formatDecimal(percent, i18n.language) })}
    </span>
  );
}

/** Spec 4: 'Completo' when the sign has data, else 'Básico'. */
export function CompletenessLabel({ hasData }: { hasData: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cx('inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', hasData ? 'bg-forest-soft text-forest' : 'bg-sand text-ink')}>
      {hasData ? t('admin.odduns.complete') : t('admin.odduns.basic')}
    </span>
  );
}
