import type { ReactNode } from 'react';
import { cx } from '../../../components/cx';

interface MetricTileProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone?: 'forest' | 'gold' | 'clay' | 'ink';
  /** A line under the value (the 7-day change). */
  footer?: ReactNode;
  testId?: string;
}

const tones = {
  forest: 'bg-forest-soft text-forest',
  gold: 'bg-gold-soft text-gold-ink',
  clay: 'bg-clay-soft text-clay',
  ink: 'bg-sand text-ink',
};

/** A stat tile of the panel (spec 2): label, value and, for the overview, its change. */
export function MetricTile({ label, value, icon, tone = 'forest', footer, testId }: MetricTileProps) {
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm" data-testid={testId}>
      <div className="flex items-center gap-3">
        <span className={cx('inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl [&_svg]:h-5 [&_svg]:w-5', tones[tone])} aria-hidden="true">
          {icon}
        </span>
        <p className="min-w-0 text-sm leading-snug text-muted">{label}</p>
      </div>
      <p className="break-words font-display text-2xl font-semibold leading-tight text-ink" data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </p>
      {footer ? <div className="text-sm">{footer}</div> : null}
    </div>
  );
}
