import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { changeUserRole } from '../api/change-user-role';
import { deleteUser } from '../api/delete-user';
import { refresh } from '../api/keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { adminErrorMessage } from '../lib/admin-messages';
import { PasswordDialog } from './password-dialog';
import { useUsersDialog } from './users-provider';

/** Every dialog of the users section, opened by the provider's single owner of that choice. */
export function UsersDialogs() {
  const { t } = useTranslation();
  const { dialog, close } = useUsersDialog();

  const changeRole = async () => {
    if (dialog?.type !== 'role') return;
    try {
      await changeUserRole(dialog.user.id, dialog.role);
      notify.success(t('admin.users.roleUpdated', { role: t(`roles.${dialog.role}`) }));
      close();
      await refresh('admin/users', 'admin/account-requests');
    } catch (error) {
      // The server's reason (the last admin, your own role) when it gives one (spec 8 default otherwise).
      notify.error(adminErrorMessage(t, error, t('admin.users.roleError')));
    }
  };

  const remove = async () => {
    if (dialog?.type !== 'delete') return;
    try {
      await deleteUser(dialog.user.id);
      notify.success(t('admin.users.deleted', { email: dialog.user.email }));
      close();
      await refresh('admin/users', 'admin/stats', 'admin/account-requests');
    } catch (error) {
      notify.error(adminErrorMessage(t, error, t('admin.users.deleteError')));
    }
  };

  return (
    <>
      <ConfirmDialog
        open={dialog?.type === 'role'}
        title={t('admin.users.roleConfirmTitle')}
        {...(dialog?.type === 'role'
          ? {
              description: t('admin.users.roleConfirmText', {
                name: dialog.user.full_name,
                email: dialog.user.email,
                from: t(`roles.${dialog.user.role}`),
                to: t(`roles.${dialog.role}`),
              }),
            }
          : {})}
        confirmLabel={t('admin.users.roleConfirm')}
        onConfirm={changeRole}
        onClose={close}
        testId="role-dialog"
      />
      <ConfirmDialog
        open={dialog?.type === 'delete'}
        tone="danger"
        title={dialog?.type === 'delete' ? t('admin.users.deleteTitle', { name: dialog.user.full_name }) : ''}
        {...(dialog?.type === 'delete' ? { description: t('admin.users.deleteText', { email: dialog.user.email }) } : {})}
        confirmLabel={t('admin.users.deleteConfirm')}
        onConfirm={remove}
        onClose={close}
        testId="delete-user-dialog"
      />
      <PasswordDialog user={dialog?.type === 'password' ? dialog.user : null} onClose={close} />
    </>
  );
}
