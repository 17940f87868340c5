import { PASSWORD_MIN, type User } from '@ifa/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { notify } from '../../../lib/notify';
import { setUserPassword } from '../api/set-user-password';
import { adminErrorMessage } from '../lib/admin-messages';

/** Spec 2 and 5: set another user's password (at least 6 characters). */
export function PasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (password.length < PASSWORD_MIN) {
      setError(t('validation.passwordMin'));
      return;
    }
    setSaving(true);
    try {
      await setUserPassword(user.id, password);
      notify.success(t('admin.users.passwordSet', { email: user.email }));
      close();
    } catch (failure) {
      notify.error(adminErrorMessage(t, failure, t('admin.users.passwordError')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={user !== null}
      onClose={close}
      title={t('admin.users.passwordTitle')}
      {...(user ? { description: t('admin.users.passwordText', { name: user.full_name, email: user.email }) } : {})}
    >
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="password-dialog">
        <PasswordField
          label={t('admin.users.newPassword')}
          value={password}
          autoComplete="new-password"
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint={t('admin.users.passwordHint')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('admin.users.passwordSave')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
