import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from '../../../components/cx';

interface CheckCardProps {
  checked: boolean;
  onToggle: () => void;
  title: string;
  text?: string;
  /** Drawn beside the title (a sign's glyph). */
  art?: ReactNode;
  /** Small tags under the text (the topic's difficulty). */
  tags?: ReactNode;
  /** Not selectable, and why (shown and read with the control). */
  unavailableReason?: string;
  unavailableLabel?: string;
  testId?: string;
}

/** A card around a native checkbox: keyboard (Space), screen readers and forms work as usual. */
export function CheckCard({ checked, onToggle, title, text, art, tags, unavailableReason, unavailableLabel, testId }: CheckCardProps) {
  const reasonId = useId();
  const disabled = Boolean(unavailableReason);
  return (
    <label
      data-testid={testId}
      className={cx(
        'relative flex h-full items-start gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        disabled ? 'cursor-not-allowed border-dashed border-line bg-sand/60' : 'cursor-pointer shadow-sm',
        !disabled && (checked ? 'border-forest bg-forest-soft' : 'border-line bg-white hover:border-forest'),
      )}
    >
      <input
        type="checkbox"
        className="sr-only"
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-describedby={disabled ? reasonId : undefined}
      />
      <span
        className={cx(
          'mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-md border-2',
          checked ? 'border-forest bg-forest text-white' : 'border-[#8a7f70] bg-white',
          disabled && 'border-line bg-sand',
        )}
        aria-hidden="true"
      >
        {checked ? <Check className="h-3.5 w-3.5" strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-3">
          {art}
          <span className={cx('font-semibold', disabled ? 'text-muted' : 'text-ink')}>{title}</span>
        </span>
        {text ? <span className="mt-1 block text-sm text-muted">{text}</span> : null}
        {tags ? <span className="mt-2 flex flex-wrap gap-1.5">{tags}</span> : null}
        {disabled ? (
          <span id={reasonId} className="mt-2 block text-sm text-ink">
            <span className="font-semibold">{unavailableLabel}</span>
            {unavailableLabel ? ': ' : null}
            {unavailableReason}
          </span>
        ) : null}
      </span>
    </label>
  );
}
