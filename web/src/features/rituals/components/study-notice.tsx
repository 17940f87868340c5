import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/cx';

/**
 * What these practices are and are not (DESIGN.md 6): a rehearsal of the form; the real words
 * come from the learner's house and godparent or babalawo.
 */
export function StudyNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="note" className={cx('flex gap-3 rounded-2xl border border-gold/40 bg-gold-soft p-4 text-sm text-ink', className)} data-testid="study-notice">
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t('rituals.notice.title')}. </strong>
        {t('rituals.notice.text')}
      </p>
    </div>
  );
}
