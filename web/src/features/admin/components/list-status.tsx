import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';

interface ListStatusProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  errorText: string;
  onRetry: () => void;
}

/** What a list says instead of rows: loading, failed (with retry), or nothing found. */
export function ListStatus({ loading, error, empty, emptyText, errorText, onRetry }: ListStatusProps) {
  const { t } = useTranslation();
  if (error && empty)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-6 text-center">
        <p className="text-ink">{errorText}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (loading && empty)
    return (
      <div className="flex justify-center rounded-2xl border border-line bg-white p-8 text-forest">
        <Spinner />
      </div>
    );
  if (empty) return <p className="rounded-2xl border border-line bg-white p-6 text-center text-muted">{emptyText}</p>;
  return null;
}
