import { REQUESTABLE_ROLES, type RequestableRole, type User } from '@ifa/shared';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { Button } from '../../../components/button';
import { cx } from '../../../components/cx';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/messages';
import { requestAccountChange } from '../api/request-account-change';

/** Spec 2 and 5: choose santero or babalawo; submit stays disabled until a role is chosen. */
export function AccountChangeModal({ open, onClose, user }: { open: boolean; onClose: () => void; user: User }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<RequestableRole | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setRole(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!role) return;
    setSending(true);
    try {
      await requestAccountChange({ requested_role: role, current_role: user.role });
      notify.success(t('toasts.accountChangeSuccess'));
      close();
    } catch (error) {
      // The server's reason (e.g. a request already pending) when it gives one, else the spec's text.
      notify.error(errorMessage(t, error, t('toasts.accountChangeError')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('dashboard.accountChange.title')} description={t('dashboard.accountChange.description')}>
      <form onSubmit={submit} className="space-y-6">
        <p className="text-sm text-ink">{t('dashboard.accountChange.current', { role: t(`roles.${user.role}`) })}</p>
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-ink">{t('dashboard.accountChange.choice')}</legend>
          <div className="grid gap-3">
            {REQUESTABLE_ROLES.filter((r) => r !== user.role).map((option) => (
              <label
                key={option}
                className={cx(
                  'flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                  role === option ? 'border-forest bg-forest-soft' : 'border-line hover:border-forest/40',
                )}
              >
                <input
                  type="radio"
                  name="requested_role"
                  value={option}
                  checked={role === option}
                  onChange={() => setRole(option)}
                  className="mt-1 h-4 w-4 accent-forest"
                />
                <span className="flex-1">
                  <span className="block font-semibold text-ink">{t(`roles.${option}`)}</span>
                  <span className="mt-0.5 block text-sm text-muted">{t(`dashboard.accountChange.${option}`)}</span>
                </span>
                {role === option ? <CheckCircle2 className="h-5 w-5 text-forest" aria-hidden="true" /> : null}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!role} loading={sending}>
            {sending ? t('dashboard.accountChange.submitting') : t('dashboard.accountChange.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
