import { namePairOf, type Naming } from '@ifa/shared/naming';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignGlyph } from '../../../../components/sign-glyph';
import { NameText } from '../../../../components/yoruba-text';
import type { OddunSummary } from '../../../../lib/sign-catalogue';
import { signAddress } from '../study-address';

interface StudySearchProps {
  query: string;
  /** The signs that match, best first; undefined outside a search. */
  results: readonly OddunSummary[] | undefined;
  /** The sign on screen (marked as the current result). */
  currentId: string;
  naming: Naming;
  onSearch: (query: string) => void;
  onClear: () => void;
  /** A result was chosen (its link changes the address; the screen then shows that sign). */
  onOpen: (id: string) => void;
}

/**
 * Spec 2: a name or a number; the count of results (announced politely as it changes), the
 * results themselves (number, name, drawing: each a link to its sign) and a 'clear search'
 * link. Results show as you type; Enter keeps you in the box.
 */
export function StudySearch({ query, results, currentId, naming, onSearch, onClear, onOpen }: StudySearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const resultCount = results?.length;
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
      {results?.length ? (
        // Its own scroll box: a long list (every sign with an 'O') does not push the sign away.
        <ol
          aria-label={t('encyclopedia.search.resultsLabel')}
          className="max-h-72 space-y-1 overflow-y-auto overscroll-contain rounded-2xl border border-line bg-white p-1.5 shadow-sm"
          data-testid="search-results"
        >
          {results.map((sign) => (
            <li key={sign.id}>
              <Link
                to={signAddress(sign.id)}
                aria-current={sign.id === currentId ? 'page' : undefined}
                onClick={() => onOpen(sign.id)}
                className="flex min-h-11 items-center gap-3 rounded-xl px-2.5 py-1.5 text-ink hover:bg-sand aria-[current=page]:bg-forest-soft"
                data-testid="search-result"
              >
                {sign.binary_pattern ? <SignGlyph pattern={sign.binary_pattern} className="h-8 w-9 shrink-0 text-forest" /> : <span className="w-9 shrink-0" />}
                <span className="w-14 shrink-0 text-sm font-semibold text-muted" data-testid="search-result-number">
                  {t('encyclopedia.search.resultNumber', { n: sign.position })}
                </span>
                <span className="min-w-0 break-words font-semibold" data-testid="search-result-name">
                  <NameText pair={namePairOf({ name: sign.name ?? sign.id, yoruba_name: sign.yoruba_name })} naming={naming} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
    </form>
  );
}
