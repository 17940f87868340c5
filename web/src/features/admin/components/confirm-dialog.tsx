import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { DangerButton } from './danger-button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  /** Danger for what removes or refuses; primary for approvals. */
  tone?: 'danger' | 'primary';
  /** The action; the dialog stays open (and usable) while it runs and when it fails. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
  testId?: string;
}

/** Spec 8: a confirmation precedes every destructive or final admin action. */
export function ConfirmDialog({ open, title, description, confirmLabel, tone = 'primary', onConfirm, onClose, children, testId }: ConfirmDialogProps) {
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
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <ConfirmButton onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </ConfirmButton>
        </div>
      </div>
    </Modal>
  );
}
