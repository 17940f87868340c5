import type { Contribution } from '@ifa/shared';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { CardList, ListCard } from '../components/card-list';
import { StatusBadge } from '../components/status-badge';
import { DataTable } from '../components/data-table';
import { useContributionsDialog } from './contributions-provider';
import { formatDateTime } from '../../../lib/format';

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
  // Issue 36: the type, and the language when the text is not Spanish (a translation suggestion).
  const typeOf = (c: Contribution) => (
    <>
      {t(`admin.contributions.types.${c.type}`)}
      {c.language && c.language !== 'es' ? (
        <>
          {' · '}
          <span lang={c.language}>{t(`languages.${c.language}`)}</span>
        </>
      ) : null}
    </>
  );
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
              [t('admin.contributions.columns.type'), typeOf(contribution)],
              [t('admin.contributions.columns.date'), formatDateTime(contribution.created_at, i18n.language)],
              [
                t('admin.contributions.columns.content'),
                <span key="c" lang={contribution.language ?? 'es'} className="line-clamp-3">
                  {contribution.content}
                </span>,
              ],
            ]}
          >
            <DetailsButton contribution={contribution} />
          </ListCard>
        ))}
      </CardList>
      <DataTable
        label={t('admin.contributions.tableLabel')}
        testId="contributions-table"
        minWidthClass="min-w-[52rem]"
        rows={contributions}
        rowKey={(contribution) => contribution.id}
        rowAttributes={(contribution) => ({ 'data-testid': 'contribution-row', 'data-id': contribution.id })}
        columns={[
          { header: t('admin.contributions.columns.date'), cell: (contribution) => formatDateTime(contribution.created_at, i18n.language), className: 'whitespace-nowrap' },
          { header: t('admin.contributions.columns.user'), cell: (contribution) => contribution.user_name },
          {
            header: t('admin.contributions.columns.sign'),
            cell: (contribution) => (
              <>
                <p className="font-semibold text-ink">{contribution.oddun_name ?? contribution.oddun_id}</p>
                <p className="text-muted">{section(contribution)}</p>
              </>
            ),
          },
          { header: t('admin.contributions.columns.type'), cell: typeOf },
          {
            header: t('admin.contributions.columns.content'),
            cell: (contribution) => (
              <p lang={contribution.language ?? 'es'} className="line-clamp-2 max-w-72 text-ink">
                {contribution.content}
              </p>
            ),
          },
          { header: t('admin.contributions.columns.status'), cell: (contribution) => <StatusBadge status={contribution.status} /> },
          { header: t('admin.contributions.columns.actions'), cell: (contribution) => <DetailsButton contribution={contribution} /> },
        ]}
      />
    </>
  );
}
