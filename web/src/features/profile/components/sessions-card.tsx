import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSession } from '../../../lib/auth/session';
import { errorMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { logoutEverywhere } from '../api/logout-everywhere';

/**
 * 'Cerrar sesión en todos los dispositivos' (DESIGN.md 4): for a phone lost or a shared computer
 * left signed in. Asked once; then every token of the account ends on the server, this one too,
 * and the learner is signed out here. If the server did not confirm, nothing is pretended: the
 * dialog stays open with the error.
 */
export function SessionsCard() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await logoutEverywhere();
    } catch (error) {
      notify.error(errorMessage(t, error, t('toasts.logoutEverywhereError')));
      return;
    }
    // The server ended this token too: signing out here asks it for nothing more.
    signOut(true);
    notify.success(t('toasts.logoutEverywhereSuccess'));
  };

  return (
    <Card title={t('profile.sessions.title')} icon={<MonitorSmartphone className="h-5 w-5" aria-hidden="true" />} testId="profile-sessions">
      <p className="text-muted">{t('profile.sessions.description')}</p>
      <Button variant="secondary" className="mt-5" onClick={() => setOpen(true)} icon={<LogOut className="h-4 w-4" aria-hidden="true" />}>
        {t('profile.sessions.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('profile.sessions.confirmTitle')}
        description={t('profile.sessions.confirmDescription')}
        confirmLabel={t('profile.sessions.confirm')}
        tone="danger"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        testId="logout-everywhere-dialog"
      />
    </Card>
  );
}
