import type { User } from '@ifa/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { CardList, ListCard } from '../components/card-list';
import { rowClass, TableRegion, tdClass, thClass } from '../components/table-region';
import { formatDate } from '../lib/format';
import { RoleSelect, UserActions, UserIdentity } from './user-controls';

/** Spec 2: the users table (cards on a phone); role change, password and delete, none on your own account. */
export function UsersTable({ users, currentUserId }: { users: User[]; currentUserId: string }) {
  const { t, i18n } = useTranslation();
  const level = (user: User) => `${t('common.level', { level: user.level })} · ${t('common.xp', { xp: formatNumber(user.experience_points, i18n.language) })}`;
  return (
    <>
      <CardList label={t('admin.users.tableLabel')} testId="users-cards">
        {users.map((user) => {
          const self = user.id === currentUserId;
          return (
            <ListCard
              key={user.id}
              testId={`user-card-${user.username}`}
              title={<UserIdentity user={user} self={self} />}
              facts={[
                [t('admin.users.columns.role'), <RoleSelect key="role" user={user} self={self} reasonId={`self-card-${user.id}`} />],
                [t('admin.users.columns.language'), t(`languages.${user.language}`)],
                [t('admin.users.columns.level'), level(user)],
                [t('admin.users.columns.created'), formatDate(user.created_at, i18n.language)],
              ]}
            >
              <UserActions user={user} self={self} reasonId={`self-card-${user.id}`} />
            </ListCard>
          );
        })}
      </CardList>
      <TableRegion label={t('admin.users.tableLabel')} testId="users-table">
        <table className="w-full min-w-[48rem] text-sm">
          <thead>
            <tr>
              <th scope="col" className={thClass}>{t('admin.users.columns.user')}</th>
              <th scope="col" className={thClass}>{t('admin.users.columns.role')}</th>
              <th scope="col" className={thClass}>{t('admin.users.columns.language')}</th>
              <th scope="col" className={thClass}>{t('admin.users.columns.level')}</th>
              <th scope="col" className={thClass}>{t('admin.users.columns.created')}</th>
              <th scope="col" className={thClass}>{t('admin.users.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const self = user.id === currentUserId;
              return (
                <tr key={user.id} className={rowClass} data-testid={`user-row-${user.username}`}>
                  <td className={tdClass}>
                    <UserIdentity user={user} self={self} />
                  </td>
                  <td className={tdClass}>
                    <RoleSelect user={user} self={self} reasonId={`self-${user.id}`} />
                  </td>
                  <td className={tdClass}>{t(`languages.${user.language}`)}</td>
                  <td className={tdClass}>
                    {t('common.level', { level: user.level })}
                    <span className="block text-muted">{t('common.xp', { xp: formatNumber(user.experience_points, i18n.language) })}</span>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(user.created_at, i18n.language)}</td>
                  <td className={tdClass}>
                    <UserActions user={user} self={self} reasonId={`self-${user.id}`} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableRegion>
    </>
  );
}
