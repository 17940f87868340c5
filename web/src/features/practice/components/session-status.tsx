import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { selectProgress } from '../machine/selectors';
import { useReviewSelector } from '../machine/review-context';
import { dueLabel } from '../lib/due-label';

/**
 * 'Question n of total' with its bar, what the session holds (due and new cards) and the note
 * that there is no clock (the session is untimed: WCAG 2.2.1).
 */
export function SessionStatus() {
  const { t, i18n } = useTranslation();
  const { current, total } = useReviewSelector(selectProgress);
  const due = useReviewSelector((s) => s.context.session?.dueCount ?? 0);
  const capped = useReviewSelector((s) => s.context.session?.dueCapped ?? false);
  const fresh = useReviewSelector((s) => s.context.session?.newCount ?? 0);
  const mode = useReviewSelector((s) => s.context.mode);
  const n = (value: number) => formatNumber(value, i18n.language);
  const shown = Math.min(current, total);
  const percent = total > 0 ? Math.round((shown / total) * 100) : 0;
  const label = t('review.status.progress', { current: n(shown), total: n(total) });

  return (
    <section aria-label={t('review.status.label')} className="rounded-2xl border border-line bg-white p-4 shadow-sm short:px-4 short:py-2.5" data-testid="review-status">
      <div className="mb-3 flex flex-wrap items-center gap-2 text-sm short:mb-1.5">
        {mode !== 'build' && due > 0 ? <span className="rounded-full bg-sand px-3 py-1 font-semibold text-ink">{dueLabel(t, due, capped, n)}</span> : null}
        {mode !== 'build' && fresh > 0 ? <span className="rounded-full bg-gold-soft px-3 py-1 font-semibold text-gold-ink">{t('review.status.new', { count: fresh })}</span> : null}
        <span className="inline-flex items-center gap-1.5 text-muted">
          <Hourglass className="h-4 w-4" aria-hidden="true" />
          {t('review.status.untimed')}
        </span>
      </div>
      <div className="mb-1.5 text-sm text-muted" data-testid="review-progress">
        {label}
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-sand" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={shown}>
        <div className="h-full rounded-full bg-forest transition-[width] duration-500 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
