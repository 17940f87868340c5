import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';

interface PaginationProps {
  page: number;
  totalPages: number;
  total: number;
  /** What the list counts, already translated with the total ('256 signos'). */
  summary: string;
  label: string;
  onPage: (page: number) => void;
  testId?: string;
}

/** Server pagination (spec 2: paged tables, 20 a page). */
export function Pagination({ page, totalPages, summary, label, onPage, testId }: PaginationProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3" data-testid={testId}>
      <p className="text-sm text-muted">{summary}</p>
      <div className="flex items-center gap-2">
        {/* Below 420 px the arrows stand alone; their words stay for screen readers. */}
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} icon={<ChevronLeft className="h-4 w-4" aria-hidden="true" />}>
          <span className="sr-only min-[420px]:not-sr-only">{t('admin.pagination.previous')}</span>
        </Button>
        <span className="whitespace-nowrap px-1 text-sm font-semibold text-ink" aria-live="polite" data-testid={testId ? `${testId}-page` : undefined}>
          {t('admin.pagination.page', { page, total: totalPages })}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          <span className="sr-only min-[420px]:not-sr-only">{t('admin.pagination.next')}</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
