import type { Contribution } from '@ifa/shared';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { CardList, ListCard } from '../components/card-list';
import { StatusBadge } from '../components/status-badge';
import { rowClass, TableRegion, tdClass, thClass } from '../components/table-region';
import { formatDateTime } from '../lib/format';
import { useContributionsDialog } from './contributions-provider';

function DetailsButton({ contribution }: { contribution: Contribution }) {
  const { t } = useTranslation();
  const { open } = useContributionsDialog();
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Eye className="h-4 w-4" aria-hidden="true" />}
      onClick={() => open({ type: 'details', contribution, notes: contribution.admin_notes ?? '' })}
      aria-label={t('admin.contributions.detailsFor', { name: contribution.user_name, sign: contribution.oddun_name ?? contribution.oddun_id })}
    >
      {t('admin.contributions.details')}
    </Button>
  );
}

/** Spec 2: the paged contributions (cards on a phone); details and decisions in a modal. */
export function ContributionsTable({ contributions }: { contributions: Contribution[] }) {
  const { t, i18n } = useTranslation();
  const section = (c: Contribution) => t(`admin.fields.${c.section}`, { defaultValue: c.section });
  return (
    <>
      <CardList label={t('admin.contributions.tableLabel')}>
        {contributions.map((contribution) => (
          <ListCard
            key={contribution.id}
            testId="contribution-card"
            title={
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{contribution.oddun_name ?? contribution.oddun_id} · {section(contribution)}</p>
                <StatusBadge status={contribution.status} />
              </div>
            }
            facts={[
              [t('admin.contributions.columns.user'), contribution.user_name],
              [t('admin.contributions.columns.type'), t(`admin.contributions.types.${contribution.type}`)],
              [t('admin.contributions.columns.date'), formatDateTime(contribution.created_at, i18n.language)],
              [t('admin.contributions.columns.content'), <span key="c" className="line-clamp-3">{contribution.content}</span>],
            ]}
          >
            <DetailsButton contribution={contribution} />
          </ListCard>
        ))}
      </CardList>
      <TableRegion label={t('admin.contributions.tableLabel')} testId="contributions-table">
        <table className="w-full min-w-[52rem] text-sm">
          <thead>
            <tr>
              <th scope="col" className={thClass}>{t('admin.contributions.columns.date')}</th>
              <th scope="col" className={thClass}>{t('admin.contributions.columns.user')}</th>
              <th scope="col" className={thClass}>{t('admin.contributions.columns.sign')}</th>
              <th scope="col" className={thClass}>{t('admin.contributions.columns.type')}</th>
              <th scope="col" className={thClass}>{t('admin.contributions.columns.content')}</th>
              <th scope="col" className={thClass}>{t('admin.contributions.columns.status')}</th>
              <th scope="col" className={thClass}>{t('admin.contributions.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {contributions.map((contribution) => (
              <tr key={contribution.id} className={rowClass} data-testid="contribution-row" data-id={contribution.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(contribution.created_at, i18n.language)}</td>
                <td className={tdClass}>{contribution.user_name}</td>
                <td className={tdClass}>
                  <p className="font-semibold text-ink">{contribution.oddun_name ?? contribution.oddun_id}</p>
                  <p className="text-muted">{section(contribution)}</p>
                </td>
                <td className={tdClass}>{t(`admin.contributions.types.${contribution.type}`)}</td>
                <td className={tdClass}>
                  <p className="line-clamp-2 max-w-72 text-ink">{contribution.content}</p>
                </td>
                <td className={tdClass}>
                  <StatusBadge status={contribution.status} />
                </td>
                <td className={tdClass}>
                  <DetailsButton contribution={contribution} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </>
  );
}
