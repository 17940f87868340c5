import { useTranslation } from 'react-i18next';

interface QuestionProgressProps {
  /** 1-based number of the question on screen. */
  current: number;
  total: number;
}

/** 'Question n of total' with its percent bar (spec 2, playing screen). */
export function QuestionProgress({ current, total }: QuestionProgressProps) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.round((current / total) * 100) : 0;
  const label = t('play.progress.question', { n: current, total });
  return (
    <div className="w-full" data-testid="question-progress">
      <div className="mb-1.5 flex items-center justify-between text-sm text-muted">
        <span>{label}</span>
        <span aria-hidden="true">{t('play.progress.percent', { percent })}</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-sand"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-forest transition-[width] duration-500 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
