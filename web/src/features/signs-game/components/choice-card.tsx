import type { ReactNode } from 'react';
import { cx } from '../../../components/cx';

interface ChoiceCardProps {
  title: string;
  text?: string;
  /** Small facts under the text (level numbers...). */
  meta?: ReactNode;
  icon?: ReactNode;
  onChoose: () => void;
  tone?: 'plain' | 'gold';
  testId?: string;
}

/** A big button that chooses and moves on (levels, sign sets). */
export function ChoiceCard({ title, text, meta, icon, onChoose, tone = 'plain', testId }: ChoiceCardProps) {
  return (
    <button
      type="button"
      onClick={onChoose}
      data-testid={testId}
      className={cx(
        'group flex h-full w-full flex-col items-start gap-2 rounded-2xl border p-5 text-left shadow-sm transition-colors',
        tone === 'gold' ? 'border-gold/60 bg-gold-soft hover:bg-[#f3e2b0]' : 'border-line bg-white hover:border-forest hover:bg-forest-soft',
      )}
    >
      {icon ? (
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-forest-soft text-forest group-hover:bg-white" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="font-display text-lg font-semibold text-ink">{title}</span>
      {text ? <span className="text-sm text-muted">{text}</span> : null}
      {meta ? <span className="mt-auto pt-1 text-sm text-ink">{meta}</span> : null}
    </button>
  );
}
