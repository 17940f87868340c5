import type { ReactNode } from 'react';
import { cx } from './cx';

interface StatTileProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone?: 'forest' | 'gold' | 'clay' | 'ink';
  testId?: string;
}

const tones = {
  forest: 'bg-forest-soft text-forest',
  gold: 'bg-gold-soft text-gold-ink',
  clay: 'bg-clay-soft text-clay',
  ink: 'bg-sand text-ink',
};

export function StatTile({ label, value, icon, tone = 'forest', testId }: StatTileProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm last:odd:col-span-2 sm:flex-row sm:items-center sm:gap-4 lg:last:odd:col-span-1" data-testid={testId}>
      <span className={cx('inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl sm:h-12 sm:w-12 sm:rounded-2xl [&_svg]:h-5 [&_svg]:w-5 sm:[&_svg]:h-6 sm:[&_svg]:w-6', tones[tone])} aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0 max-w-full">
        <p className="text-sm text-muted">{label}</p>
        <p className="break-words font-display text-xl font-semibold leading-tight text-ink sm:text-2xl" data-testid={testId ? `${testId}-value` : undefined}>
          {value}
        </p>
      </div>
    </div>
  );
}
