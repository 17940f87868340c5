import { ROLES, type Role, type User } from '@ifa/shared';
import { KeyRound, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useUsersDialog } from './users-provider';

/** The role of a user; choosing another opens the confirmation (your own role cannot change). */
export function RoleSelect({ user, self, reasonId }: { user: User; self: boolean; reasonId: string }) {
  const { t } = useTranslation();
  const { open } = useUsersDialog();
  return (
    <select
      value={user.role}
      disabled={self}
      aria-label={t('admin.users.roleFor', { name: user.full_name })}
      aria-describedby={self ? reasonId : undefined}
      onChange={(event) => open({ type: 'role', user, role: event.target.value as Role })}
      className="min-h-11 rounded-xl border border-line bg-white px-3 text-sm text-ink disabled:opacity-60"
      data-testid="role-select"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** Set password and delete; delete is disabled on your own account, with the reason written. */
export function UserActions({ user, self, reasonId }: { user: User; self: boolean; reasonId: string }) {
  const { t } = useTranslation();
  const { open } = useUsersDialog();
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" icon={<KeyRound className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ type: 'password', user })} aria-label={t('admin.users.passwordFor', { name: user.full_name })}>
          {t('admin.users.password')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={self}
          icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
          onClick={() => open({ type: 'delete', user })}
          aria-label={t('admin.users.deleteFor', { name: user.full_name })}
          aria-describedby={self ? reasonId : undefined}
        >
          {t('admin.users.delete')}
        </Button>
      </div>
      {self ? (
        <p id={reasonId} className="mt-2 max-w-64 text-xs text-muted">
          {t('admin.users.selfReason')}
        </p>
      ) : null}
    </>
  );
}

/** Name, 'you' badge, username and email. */
export function UserIdentity({ user, self }: { user: User; self: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="font-semibold text-ink">
        {user.full_name}
        {self ? <span className="ml-2 rounded-full bg-gold-soft px-2 py-0.5 text-xs text-gold-ink">{t('admin.users.you')}</span> : null}
      </p>
      <p className="text-muted">@{user.username}</p>
      <p className="break-all text-muted md:whitespace-nowrap md:break-normal">{user.email}</p>
    </>
  );
}
