import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface StudySearchProps {
  query: string;
  /** How many signs match; undefined outside a search. */
  resultCount: number | undefined;
  onSearch: (query: string) => void;
  onClear: () => void;
}

/**
 * Spec 2: a name or a number; the count of results (announced politely as it changes) and a
 * 'clear search' link. Results show as you type; Enter keeps you in the box.
 */
export function StudySearch({ query, resultCount, onSearch, onClear }: StudySearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const searching = resultCount !== undefined;
  return (
    <form role="search" aria-labelledby={`${id}-label`} onSubmit={(event) => event.preventDefault()} className="space-y-2">
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-semibold text-ink">
        {t('encyclopedia.search.label')}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('encyclopedia.search.placeholder')}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          className="block w-full rounded-xl border border-line bg-white py-3 pl-12 pr-4 text-base text-ink shadow-sm placeholder:text-[#6f6558] hover:border-[#cdbd9f]"
          data-testid="study-search"
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('encyclopedia.search.hint')}
      </p>
      <div className="flex min-h-6 flex-wrap items-center gap-x-4 gap-y-1">
        {/* Always present, so each new count is announced. */}
        <p role="status" className="text-sm font-semibold text-ink" data-testid="search-count">
          {searching ? t('encyclopedia.search.results', { count: resultCount }) : ''}
          {searching && resultCount === 0 ? <span className="ml-2 font-normal text-muted">{t('encyclopedia.search.none', { query: query.trim() })}</span> : null}
        </p>
        {searching ? (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-forest underline underline-offset-4 hover:text-forest-dark"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t('encyclopedia.search.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
