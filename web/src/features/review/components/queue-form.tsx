import { useEffect, useId, useRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';

interface QueueFormProps {
  title: string;
  submitLabel: string;
  submitIcon: ReactNode;
  submitTestId: string;
  sending: boolean;
  /** An error about the whole form (the server's answer), read out as it appears. */
  error: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  testId: string;
  children: ReactNode;
}

/** One of a queue item's forms (mark reviewed, edit, ask for changes), opened in place under the text. */
export function QueueForm({ title, submitLabel, submitIcon, submitTestId, sending, error, onSubmit, onCancel, testId, children }: QueueFormProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      className="mt-4 flex flex-col gap-3 rounded-2xl border border-line bg-sand/40 p-3 sm:p-4"
      aria-labelledby={id}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      data-testid={testId}
    >
      <h4 id={id} className="font-semibold text-ink">
        {title}
      </h4>
      {children}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-clay" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" loading={sending} icon={submitIcon} data-testid={submitTestId}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('contentReview.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface QueueTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hints: string[];
  /** The contract's message about this field (role="alert"), in place of the hints. */
  error: string | null;
  /** Focused when the form opens: the reviewer opened it to write here. */
  focusOnOpen?: boolean;
  testId: string;
}

/** A labelled text area with its hints, or the rule it breaks. */
export function QueueTextArea({ label, hints, error, focusOnOpen, testId, className, ...rest }: QueueTextAreaProps) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) ref.current?.focus();
  }, [focusOnOpen]);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hints.length ? `${id}-hint` : undefined}
        className={cx('w-full rounded-xl border border-line bg-white px-3 py-2 text-base text-ink', className)}
        data-testid={testId}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-clay">
          {error}
        </p>
      ) : hints.length ? (
        <div id={`${id}-hint`} className="space-y-0.5 text-sm text-muted">
          {hints.map((hint) => (
            <p key={hint}>{hint}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A reviewer's note (up to 500 characters, the contract's limit), with the rule it breaks from
 * the form's action; editing it takes that message away.
 */
export function NoteArea({
  label,
  hint,
  action,
  value,
  onValue,
  required,
  focusOnOpen,
  testId,
}: {
  label: string;
  hint: string;
  action: { fieldError: string | null; fieldChanged: () => void };
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  focusOnOpen?: boolean;
  testId: string;
}) {
  return (
    <QueueTextArea
      label={label}
      hints={[hint]}
      error={action.fieldError}
      value={value}
      onChange={(event) => {
        onValue(event.target.value);
        action.fieldChanged();
      }}
      maxLength={500}
      rows={3}
      required={required}
      focusOnOpen={focusOnOpen}
      testId={testId}
    />
  );
}
