import { useId, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

interface ChoiceGroupProps {
  legend: string;
  hint?: string | undefined;
  /** A message about the choice (role="alert"), in place of the hint. */
  error?: string | undefined;
  /** How the options are laid out (a grid that stacks them on a phone by default). */
  layout?: string;
  testId?: string;
  children: ReactNode;
}

/** A radio group: a fieldset with its legend, a hint or an error, and its options. */
export function ChoiceGroup({ legend, hint, error, layout = 'grid grid-cols-1 sm:grid-cols-2', testId, children }: ChoiceGroupProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined} data-testid={testId}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className={cx('mt-2 gap-2', layout)}>{children}</div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-clay">
          <span aria-hidden="true">●</span>
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

interface ChoiceOptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  testId?: string;
  /** The label's language when it differs from the page's (a language's own name: WCAG 3.1.2). */
  lang?: string;
  ref?: Ref<HTMLInputElement>;
  children: ReactNode;
}

/** One option of a ChoiceGroup: the whole box is the label, so it is an easy target on a phone. */
export function ChoiceOption({ name, value, checked, onChange, testId, lang, ref, children }: ChoiceOptionProps) {
  return (
    <label
      className={cx(
        'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border-2 px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        checked ? 'border-forest bg-forest-soft font-semibold text-ink' : 'border-line text-ink hover:border-forest/40 hover:bg-sand',
      )}
    >
      <input ref={ref} type="radio" name={name} value={value} checked={checked} onChange={onChange} className="h-4 w-4 shrink-0 accent-forest" data-testid={testId} />
      <span lang={lang} className="min-w-0">
        {children}
      </span>
    </label>
  );
}
