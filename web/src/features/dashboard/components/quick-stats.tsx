import type { User } from '@ifa/shared';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { formatMonthYear } from '../../../lib/format';

export function QuickStats({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const rows = [
    { key: 'accountType', value: t(`roles.${user.role}`), testId: 'stat-role' },
    { key: 'difficulty', value: t(`difficulties.${user.current_difficulty ?? 'beginner'}`), testId: 'stat-difficulty' },
    { key: 'language', value: t(`languages.${user.language}`), testId: 'stat-language' },
    { key: 'memberSince', value: formatMonthYear(user.created_at, i18n.language), testId: 'stat-member-since' },
  ] as const;
  return (
    <Card title={t('dashboard.stats.title')} icon={<Info className="h-5 w-5" aria-hidden="true" />}>
      <dl className="divide-y divide-line">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
            <dt className="text-sm text-muted">{t(`dashboard.stats.${row.key}`)}</dt>
            <dd className="text-right font-semibold text-ink" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
