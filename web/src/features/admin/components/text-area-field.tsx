import { useId, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../../components/cx';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string | undefined;
}

/** A labelled text area in the look of the shared form fields (which have none). */
export function TextAreaField({ label, hint, id, className, rows = 3, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        className={cx(
          'block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-[#8a7f70] hover:border-[#cdbd9f] focus-visible:outline-3 focus-visible:outline-offset-1',
          className,
        )}
        {...rest}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
