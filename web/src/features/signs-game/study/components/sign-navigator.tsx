import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';

interface SignNavigatorProps {
  /** 0-based place of the shown sign in the list previous/next move through (-1: not in it). */
  index: number;
  total: number;
  searching: boolean;
  /** The shown sign's name as the naming setting gives it (Yorùbá parts marked `lang="yo"`). */
  name: React.ReactNode;
  onStep: (delta: 1 | -1) => void;
}

/**
 * Previous/next (spec 2): through the search results while searching, else through all signs
 * with 'sign X of N' and a progress bar. The place and the sign's name are announced politely.
 */
export function SignNavigator({ index, total, searching, name, onStep }: SignNavigatorProps) {
  const { t } = useTranslation();
  const place = index >= 0 ? t(searching ? 'encyclopedia.nav.result' : 'encyclopedia.nav.position', { n: index + 1, total }) : '';
  const percent = total > 0 && index >= 0 ? Math.round(((index + 1) / total) * 100) : 0;
  return (
    <nav aria-label={t('encyclopedia.nav.label')} className="rounded-3xl border border-line bg-white p-3 shadow-sm sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onStep(-1)}
          disabled={index <= 0}
          aria-label={t('encyclopedia.nav.previousSign')}
          icon={<ChevronLeft className="h-4 w-4" aria-hidden="true" />}
        >
          <span className="hidden sm:inline">{t('encyclopedia.nav.previous')}</span>
        </Button>
        <p className="min-w-0 text-center text-sm font-semibold text-ink" aria-live="polite" data-testid="study-place">
          {place}
          {place ? <span className="sr-only">: {name}</span> : null}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onStep(1)}
          disabled={index < 0 || index >= total - 1}
          aria-label={t('encyclopedia.nav.nextSign')}
          icon={<ChevronRight className="h-4 w-4" aria-hidden="true" />}
          className="flex-row-reverse"
        >
          <span className="hidden sm:inline">{t('encyclopedia.nav.next')}</span>
        </Button>
      </div>
      {searching ? null : (
        <div
          role="progressbar"
          aria-label={t('encyclopedia.nav.progress')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={place}
          className="mt-3 h-2 overflow-hidden rounded-full bg-sand"
        >
          <div className="h-full rounded-full bg-forest motion-safe:transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
    </nav>
  );
}
