import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import type { Person } from '../api/friends';

/**
 * Another learner in a list: initial, name, @username, what the list adds, and the row's actions,
 * beside them where the list is wide enough (a container query: the side column is narrow on a
 * wide screen too).
 */
export function PersonRow({ person, testId, children, actions }: { person: Person; testId: string; children?: ReactNode; actions: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-parchment p-4 @lg:flex-row @lg:items-start @lg:justify-between" data-testid={testId}>
      <div className="flex min-w-0 items-start gap-3">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-forest-soft text-lg font-bold text-forest" aria-hidden="true">
          {person.full_name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink" data-testid="person-name">
            {person.full_name}
          </p>
          <p className="text-sm break-all text-muted">@{person.username}</p>
          {children}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 @lg:justify-end">{actions}</div>
    </li>
  );
}

/** A titled list of learners, or its empty state in words. */
export function PeopleCard({ title, icon, empty, count, testId, children }: { title: string; icon: ReactNode; empty: string; count: number; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card title={count > 0 ? t('friends.titleCount', { title, count }) : title} icon={icon} testId={testId}>
      {count > 0 ? <ul className="@container space-y-3">{children}</ul> : <p className="text-sm text-muted" data-testid={`${testId}-empty`}>{empty}</p>}
    </Card>
  );
}
