import { ArrowRight, LayoutDashboard } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { cx } from '../../../components/cx';
import { paths } from '../../../config/paths';
import { BUILD_POOLS, POOL_LEVEL } from '../lib/practice-params';
import { useReviewSelector, useReviewSend } from '../machine/review-context';
import { PracticeLayout } from './practice-layout';

/** The build drill's first screen: which signs to build (the signs game's four pools). */
export function PoolChooserView() {
  const { t } = useTranslation();
  const send = useReviewSend();
  const pool = useReviewSelector((s) => s.context.pool);
  const name = useId();
  return (
    <PracticeLayout
      title={t('review.title.build')}
      intro={t('buildDrill.intro')}
      testId="build-pools"
      footer={
        <>
          <Button size="lg" disabled={!pool} onClick={() => send({ type: 'START' })} icon={<ArrowRight className="h-5 w-5" aria-hidden="true" />} data-testid="build-start">
            {t('buildDrill.start')}
          </Button>
          <ButtonLink to={paths.dashboard} variant="ghost" size="lg" icon={<LayoutDashboard className="h-5 w-5" aria-hidden="true" />}>
            {t('buildDrill.dashboard')}
          </ButtonLink>
        </>
      }
    >
      {/* A native radio group: arrow keys move the choice, as screen readers expect. */}
      <fieldset>
        <legend className="mb-3 font-display text-xl font-semibold text-ink">{t('buildDrill.poolLegend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {BUILD_POOLS.map((size) => {
            const checked = size === pool;
            return (
              <label
                key={size}
                className={cx(
                  'flex cursor-pointer items-start gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                  checked ? 'border-forest bg-forest-soft' : 'border-line bg-white hover:border-forest',
                )}
              >
                <input type="radio" name={name} className="mt-1 h-4 w-4 shrink-0 accent-forest" checked={checked} onChange={() => send({ type: 'SET_POOL', pool: size })} data-testid={`pool-${size}`} />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{t(`difficulties.${POOL_LEVEL[size]}`)}</span>
                  <span className="mt-0.5 block text-sm text-muted">{t('buildDrill.pool', { count: size })}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </PracticeLayout>
  );
}
