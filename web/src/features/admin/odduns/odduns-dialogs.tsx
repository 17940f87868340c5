import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { deleteOddun } from '../api/delete-oddun';
import { refreshOddunRevisions } from '../api/get-oddun-revisions';
import { refresh } from '../api/keys';
import { restoreOddunRevision } from '../api/restore-oddun-revision';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { adminErrorMessage } from '../lib/admin-messages';
import { BulkImportDialog } from './bulk-import-dialog';
import { DataSourcesDialog } from './data-sources-dialog';
import { OddunFormDialog } from './oddun-form-dialog';
import { OddunViewDialog } from './oddun-view-dialog';
import { useOddunsDialog } from './odduns-provider';
import { formatDateTime } from '../../../lib/format';

const refreshSigns = () => refresh('admin/odduns', 'admin/odduns/stats', 'admin/oddun', 'admin/oddun/revisions', 'admin/odduns/deleted', 'admin/odduns/data-sources');

/** Every dialog of the signs section; the provider decides which one is open. */
export function OddunsDialogs() {
  const { t, i18n } = useTranslation();
  const { dialog, open, close } = useOddunsDialog();

  const remove = async () => {
    if (dialog?.type !== 'delete') return;
    try {
      await deleteOddun(dialog.oddun.id, dialog.oddun.version);
      notify.success(t('admin.odduns.deleted'));
      close();
      await refreshSigns();
    } catch (error) {
      notify.error(adminErrorMessage(t, error, t('admin.odduns.deleteError')));
    }
  };

  const restoreRevision = async () => {
    if (dialog?.type !== 'restore-revision') return;
    try {
      await restoreOddunRevision(dialog.id, dialog.revision.id, dialog.version);
      notify.success(t('admin.revisions.restored'));
      open({ type: 'view', id: dialog.id });
      await Promise.all([refreshSigns(), refreshOddunRevisions(dialog.id)]);
    } catch (error) {
      notify.error(adminErrorMessage(t, error, t('admin.revisions.restoreError')));
    }
  };

  const restoreDeleted = async () => {
    if (dialog?.type !== 'restore-deleted') return;
    try {
      await restoreOddunRevision(dialog.deleted.id, dialog.deleted.revision_id);
      notify.success(t('admin.deleted.restored', { name: dialog.deleted.name }));
      close();
      await refreshSigns();
    } catch (error) {
      notify.error(adminErrorMessage(t, error, t('admin.revisions.restoreError')));
    }
  };

  return (
    <>
      <OddunViewDialog id={dialog?.type === 'view' ? dialog.id : null} />
      <OddunFormDialog mode={dialog?.type === 'create' ? dialog : dialog?.type === 'edit' ? dialog : null} />
      <ConfirmDialog
        open={dialog?.type === 'delete'}
        tone="danger"
        title={dialog?.type === 'delete' ? t('admin.odduns.deleteTitle', { name: dialog.oddun.name }) : ''}
        description={t('admin.odduns.deleteText')}
        confirmLabel={t('admin.odduns.deleteConfirm')}
        onConfirm={remove}
        onClose={close}
        testId="delete-oddun-dialog"
      />
      <ConfirmDialog
        open={dialog?.type === 'restore-revision'}
        title={t('admin.revisions.confirmTitle')}
        description={
          dialog?.type === 'restore-revision'
            ? t('admin.revisions.confirmText', {
                action: t(`admin.revisions.actions.${dialog.revision.action}`),
                date: formatDateTime(dialog.revision.at, i18n.language),
                name: dialog.revision.by.name,
              })
            : ''
        }
        confirmLabel={t('admin.revisions.restore')}
        onConfirm={restoreRevision}
        onClose={() => (dialog?.type === 'restore-revision' ? open({ type: 'view', id: dialog.id }) : close())}
        testId="restore-revision-dialog"
      />
      <ConfirmDialog
        open={dialog?.type === 'restore-deleted'}
        title={dialog?.type === 'restore-deleted' ? t('admin.deleted.confirmTitle', { name: dialog.deleted.name }) : ''}
        description={dialog?.type === 'restore-deleted' ? t('admin.deleted.confirmText', { position: dialog.deleted.position }) : ''}
        confirmLabel={t('admin.deleted.restore')}
        onConfirm={restoreDeleted}
        onClose={close}
        testId="restore-deleted-dialog"
      />
      <BulkImportDialog open={dialog?.type === 'import'} onClose={close} />
      <DataSourcesDialog open={dialog?.type === 'sources'} onClose={close} />
    </>
  );
}
