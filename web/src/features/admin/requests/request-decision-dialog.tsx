import type { AdminAccountRequest } from '@ifa/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { approveAccountRequest } from '../api/approve-account-request';
import { refresh } from '../api/keys';
import { rejectAccountRequest } from '../api/reject-account-request';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextAreaField } from '../components/text-area-field';
import { withDetail } from '../lib/admin-messages';

export type RequestDecision = { request: AdminAccountRequest; action: 'approve' | 'reject' };

/** Approve (the role changes at once) or reject with a note; a confirmation either way. */
export function RequestDecisionDialog({ decision, onClose }: { decision: RequestDecision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState('');
  const close = () => {
    setNotes('');
    onClose();
  };
  const request = decision?.request;
  const name = request?.user?.full_name ?? t('admin.requests.deletedUser');
  const role = request ? t(`roles.${request.requested_role}`) : '';

  const confirm = async () => {
    if (!decision) return;
    const approving = decision.action === 'approve';
    try {
      if (approving) await approveAccountRequest(decision.request.id, notes);
      else await rejectAccountRequest(decision.request.id, notes);
      notify.success(approving ? t('admin.requests.approved', { name, role }) : t('admin.requests.rejected'));
      close();
      await refresh('admin/account-requests', 'admin/account-requests/stats', 'admin/users');
    } catch (error) {
      notify.error(withDetail(t, error, t('admin.requests.decideError')));
    }
  };

  return (
    <ConfirmDialog
      open={decision !== null}
      tone={decision?.action === 'reject' ? 'danger' : 'primary'}
      title={decision?.action === 'reject' ? t('admin.requests.rejectTitle') : t('admin.requests.approveTitle')}
      description={decision?.action === 'reject' ? t('admin.requests.rejectText', { name, role }) : t('admin.requests.approveText', { name, role })}
      confirmLabel={decision?.action === 'reject' ? t('admin.requests.reject') : t('admin.requests.approve')}
      onConfirm={confirm}
      onClose={close}
      testId="request-dialog"
    >
      <TextAreaField label={t('admin.notes.label')} hint={t('admin.notes.hint')} value={notes} maxLength={2000} onChange={(event) => setNotes(event.target.value)} />
    </ConfirmDialog>
  );
}
