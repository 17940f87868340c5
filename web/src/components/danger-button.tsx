import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

/** The confirm button of a destructive action: the shared Button has no danger colour. */
export function DangerButton({ loading, className, children, disabled, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean }) {
  return (
    <button
      type="button"
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-clay px-5 text-[0.95rem] font-semibold text-white shadow-sm transition-colors hover:bg-[#8c3918] disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
