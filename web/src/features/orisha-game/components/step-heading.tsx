import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';

interface StepHeadingProps {
  step: number;
  title: string;
  intro: string;
  onBack?: () => void;
}

export const STEPS = 3;

/**
 * The heading of each set-up panel. Focus moves to it when the panel appears, so keyboard and
 * screen-reader users start at the new step instead of a button that no longer exists.
 */
export function StepHeading({ step, title, intro, onBack }: StepHeadingProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mb-6">
      {onBack ? (
        <Button variant="ghost" size="sm" className="-ml-2 mb-3" onClick={onBack} icon={<ArrowLeft className="h-4 w-4" aria-hidden="true" />}>
          {t('play.back')}
        </Button>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-ink">
        {t('games.orisha.name')} · {t('orishaGame.step', { n: step, total: STEPS })}
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 text-3xl font-semibold text-ink outline-none sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 max-w-prose text-muted">{intro}</p>
    </div>
  );
}
