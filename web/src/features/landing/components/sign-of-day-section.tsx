import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOfDayPlaceholder } from './sign-of-day-placeholder';

/** Its own chunk: the landing's initial JS has a budget (DESIGN.md 8) and this sits below the hero. */
const SignOfDayContent = lazy(() => import('./sign-of-day-content'));

/**
 * 'Signo del día' on the landing (issue 12, point 5). The heading and the reserved box render
 * with the page; the sign's code and its request wait until the box nears the viewport, so the
 * first paint and the hero's largest paint never wait for them.
 */
export function SignOfDaySection() {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="render-when-near bg-parchment" aria-labelledby="sign-of-day-title">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <div className="text-center">
          <h2 id="sign-of-day-title" className="text-3xl font-semibold text-ink sm:text-4xl">
            {t('landing.signOfDay.title')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('landing.signOfDay.subtitle')}</p>
        </div>
        <div ref={box} className="mt-10 flex min-h-[30rem] flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:min-h-[19rem] sm:p-8">
          {near ? (
            <Suspense fallback={<SignOfDayPlaceholder />}>
              <SignOfDayContent />
            </Suspense>
          ) : (
            <SignOfDayPlaceholder />
          )}
        </div>
      </div>
    </section>
  );
}
