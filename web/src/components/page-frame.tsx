import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { Button } from './button';
import { cx } from './cx';
import { Spinner } from './spinner';

const WIDTHS = { narrow: 'max-w-3xl', medium: 'max-w-4xl', wide: 'max-w-6xl' } as const;

/**
 * A signed-in page of its own (friends, inbox, my deities, duels): the header, the main landmark
 * the skip link reaches, the page's title and intro, and its body.
 */
export function PageFrame({
  title,
  intro,
  aside,
  width = 'wide',
  testId,
  children,
}: {
  title?: string;
  intro?: string;
  /** More under the intro (a notice about the page). */
  aside?: ReactNode;
  width?: keyof typeof WIDTHS;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none" data-testid={testId}>
        <div className={cx('mx-auto px-4 pb-16 pt-6 sm:px-6 sm:pt-10', WIDTHS[width])}>
          {title ? (
            <header className="mb-6">
              <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
              {intro ? <p className="mt-2 max-w-2xl text-muted">{intro}</p> : null}
              {aside}
            </header>
          ) : null}
          {children}
        </div>
      </main>
    </>
  );
}

/** A page's data in its three moments: failed (said, with a retry), loaded (the content), or on its way (said). */
export function LoadState({
  failed,
  ready,
  texts,
  onRetry,
  children,
}: {
  failed: boolean;
  ready: boolean;
  texts: { failed: string; retry: string; loading: string };
  onRetry: () => void;
  children: () => ReactNode;
}) {
  if (failed) {
    return (
      <div role="alert" className="rounded-2xl bg-clay-soft p-4 text-ink">
        <p>{texts.failed}</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  if (!ready) {
    return (
      <p className="flex items-center gap-2 text-muted" role="status">
        <Spinner size="sm" decorative />
        {texts.loading}
      </p>
    );
  }
  return <>{children()}</>;
}
