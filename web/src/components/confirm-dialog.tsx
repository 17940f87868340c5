import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DangerButton } from './danger-button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  /** The way out without acting; 'Cancelar' unless the question asks for other words. */
  cancelLabel?: string;
  /** Danger for what removes or refuses; primary for approvals. */
  tone?: 'danger' | 'primary';
  /** The action; the dialog stays open (and usable) while it runs and when it fails. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
  testId?: string;
}

/**
 * Asks once before an action that cannot be undone: every destructive or final admin action
 * (spec 8), leaving a game in progress and spending cowries (issue 27).
 */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, tone = 'primary', onConfirm, onClose, children, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  const ConfirmButton = tone === 'danger' ? DangerButton : Button;
  return (
    <Modal open={open} onClose={() => (busy ? undefined : onClose())} title={title} {...(description ? { description } : {})}>
      <div className="space-y-5" data-testid={testId}>
        {children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy} data-testid="confirm-cancel">
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <ConfirmButton onClick={() => void confirm()} loading={busy} data-testid="confirm-accept">
            {confirmLabel}
          </ConfirmButton>
        </div>
      </div>
    </Modal>
  );
}
