import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../components/app-header';
import { useNaming } from '../../components/yoruba-text';
import { Button, ButtonLink } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import type { Language } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrishaGuide } from '../../lib/orisha-guide';
import { OrishaCard } from './components/orisha-card';
import { filterOrishas } from './filter';

/**
 * /games/orisha/guide: the encyclopedia of the orishas (issue 11). The same data files the Orisha
 * game asks from, in the learner's language and naming tradition, each fact with its sources and
 * its review state; a search by any spelling (`?q=` fills it on arrival).
 */
export default function OrishaGuidePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const naming = useNaming();
  const { data, error, isLoading, mutate } = useOrishaGuide(language);
  // `?q=` opens the guide already searched (My deities links each orisha here).
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  useDocumentTitle(t('orishaGuide.title'));

  const shown = data ? filterOrishas(data.orishas, deferred) : [];
  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
          <header className="mb-6">
            <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{t('orishaGuide.title')}</h1>
            <p className="mt-2 max-w-2xl text-muted">{t('orishaGuide.intro')}</p>
            <ButtonLink to={paths.games.orisha} className="mt-4" data-testid="guide-play">
              {t('orishaGuide.play')}
            </ButtonLink>
          </header>

          <div className="mb-6">
            <label htmlFor={searchId} className="block font-semibold text-ink">
              {t('orishaGuide.search')}
            </label>
            <p id={`${searchId}-hint`} className="text-sm text-muted">
              {t('orishaGuide.searchHint')}
            </p>
            <div className="relative mt-2">
              <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" aria-hidden="true" />
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                aria-describedby={`${searchId}-hint ${searchId}-count`}
                className="min-h-11 w-full rounded-xl border border-line bg-white pl-10 pr-3 text-ink"
                data-testid="guide-search"
              />
            </div>
            {data ? (
              <p id={`${searchId}-count`} className="mt-2 text-sm text-muted" role="status" data-testid="guide-count">
                {t('orishaGuide.count', { count: shown.length })}
              </p>
            ) : null}
          </div>

          {isLoading ? (
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          ) : error || !data ? (
            <div className="rounded-2xl border border-clay/40 bg-clay-soft p-5" role="alert">
              <p className="font-semibold text-clay">{t('orishaGuide.loadError')}</p>
              <Button className="mt-3" onClick={() => void mutate()}>
                {t('orishaGuide.retry')}
              </Button>
            </div>
          ) : shown.length === 0 ? (
            <p className="rounded-2xl border border-line bg-white p-5 text-muted" data-testid="guide-none">
              {t('orishaGuide.none')}
            </p>
          ) : (
            <div className="space-y-5" data-testid="guide-list">
              {shown.map((orisha) => (
                <OrishaCard key={orisha.id} orisha={orisha} naming={naming} />
              ))}
            </div>
          )}
        </div>
      </main>
    </>
  );
}
