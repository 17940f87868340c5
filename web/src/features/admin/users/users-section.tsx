import { AdminUsersQuery } from '@ifa/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/session';
import { useUsers } from '../api/get-users';
import { ListStatus } from '../components/list-status';
import { Pagination } from '../components/pagination';
import { SearchBox } from '../components/search-box';
import { useTableUrlState } from '../lib/url-state';
import { CreateAdminForm } from './create-admin-form';
import { UsersDialogs } from './users-dialogs';
import { UsersProvider } from './users-provider';
import { UsersTable } from './users-table';

/** Spec 2: users (server pagination and search by email or username prefix) and the create-admin form. */
export function UsersSection() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { state, update, setPage } = useTableUrlState(AdminUsersQuery);
  const { data, error, isLoading, mutate } = useUsers(state);
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const users = data?.users ?? [];

  return (
    <UsersProvider>
      <section aria-labelledby="users-title" className="space-y-6">
        <h2 id="users-title" className="text-2xl font-semibold text-ink">
          {t('admin.nav.users')}
        </h2>
        <SearchBox label={t('admin.users.search')} placeholder={t('admin.users.searchPlaceholder')} hint={t('admin.users.searchHint')} value={state.search ?? ''} onSearch={onSearch} testId="users-search" />
        <div>
          {users.length ? (
            <UsersTable users={users} currentUserId={me.id} />
          ) : (
            <ListStatus
              loading={isLoading}
              error={error}
              empty
              emptyText={t('admin.users.empty')}
              errorText={t('admin.users.loadError')}
              onRetry={() => void mutate()}
            />
          )}
          {data ? (
            <Pagination
              page={data.pagination.page}
              totalPages={data.pagination.total_pages}
              total={data.pagination.total}
              summary={t('admin.users.count', { count: data.total })}
              label={t('admin.users.pagination')}
              onPage={setPage}
              testId="users-pagination"
            />
          ) : null}
        </div>
        <CreateAdminForm />
      </section>
      <UsersDialogs />
    </UsersProvider>
  );
}
