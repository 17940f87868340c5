import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coverPage } from './dialog-cover';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Sends focus here on open instead of the first focusable element. */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and returns
 * focus to the opener, which keeps it keyboard-operable (WCAG 2.1.1, 2.4.3).
 */
export function Modal({ open, onClose, title, description, children, initialFocusRef }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  // A game under an open dialog pauses its clock and its answer keys (dialog-cover.ts).
  useEffect(() => (open ? coverPage() : undefined), [open]);

  return (
    // The backdrop click below is the pointer's way to close; keyboard users have Escape, which
    // the dialog handles natively (onCancel), so the click needs no key handler of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[min(100%-2rem,32rem)] max-h-[calc(100dvh-2rem)] overflow-visible rounded-3xl bg-transparent p-0 text-ink"
    >
      {open ? (
        <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl border border-line bg-white p-6 shadow-2xl sm:p-8">
          <button
            type="button"
            onClick={onClose}
            className="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
            aria-label={t('common.close')}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
          <h2 id={titleId} className="pr-10 text-2xl font-semibold text-ink">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-2 text-muted">
              {description}
            </p>
          ) : null}
          <div className="mt-6">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
