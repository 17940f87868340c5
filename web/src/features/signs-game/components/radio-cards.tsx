import { useId, type ReactNode } from 'react';
import { cx } from '../../../components/cx';

interface RadioCardsProps<T extends string | number> {
  legend: string;
  value: T;
  options: readonly { value: T; title: string; text?: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
  columns?: string;
  testId?: string;
}

/** A native radio group drawn as cards: arrow keys move the choice, as screen readers expect. */
export function RadioCards<T extends string | number>({ legend, value, options, onChange, columns = 'sm:grid-cols-2', testId }: RadioCardsProps<T>) {
  const name = useId();
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-3 font-display text-xl font-semibold text-ink">{legend}</legend>
      <div className={cx('grid gap-3', columns)}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked ? 'border-forest bg-forest-soft' : 'border-line bg-white hover:border-forest',
              )}
            >
              <input type="radio" name={name} className="mt-1 h-4 w-4 shrink-0 accent-forest" checked={checked} onChange={() => onChange(option.value)} />
              <span className="min-w-0">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  {option.icon ? (
                    <span className="text-forest" aria-hidden="true">
                      {option.icon}
                    </span>
                  ) : null}
                  {option.title}
                </span>
                {option.text ? <span className="mt-0.5 block text-sm text-muted">{option.text}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
