import type { User } from '@ifa/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { CardList, ListCard } from '../components/card-list';
import { DataTable } from '../components/data-table';
import { ReviewerLanguages, RoleSelect, UserActions, UserIdentity } from './user-controls';

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
                [
                  t('admin.users.columns.role'),
                  <div key="role">
                    <RoleSelect user={user} self={self} reasonId={`self-card-${user.id}`} />
                    <ReviewerLanguages user={user} />
                  </div>,
                ],
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
      <DataTable
        label={t('admin.users.tableLabel')}
        testId="users-table"
        minWidthClass="min-w-[48rem]"
        rows={users}
        rowKey={(user) => user.id}
        rowAttributes={(user) => ({ 'data-testid': `user-row-${user.username}` })}
        columns={[
          { header: t('admin.users.columns.user'), cell: (user) => <UserIdentity user={user} self={user.id === currentUserId} /> },
          {
            header: t('admin.users.columns.role'),
            cell: (user) => (
              <>
                <RoleSelect user={user} self={user.id === currentUserId} reasonId={`self-${user.id}`} />
                <ReviewerLanguages user={user} />
              </>
            ),
          },
          { header: t('admin.users.columns.language'), cell: (user) => t(`languages.${user.language}`) },
          {
            header: t('admin.users.columns.level'),
            cell: (user) => (
              <>
                {t('common.level', { level: user.level })}
                <span className="block text-muted">{t('common.xp', { xp: formatNumber(user.experience_points, i18n.language) })}</span>
              </>
            ),
          },
          { header: t('admin.users.columns.created'), cell: (user) => formatDate(user.created_at, i18n.language), className: 'whitespace-nowrap' },
          { header: t('admin.users.columns.actions'), cell: (user) => <UserActions user={user} self={user.id === currentUserId} reasonId={`self-${user.id}`} /> },
        ]}
      />
    </>
  );
}
