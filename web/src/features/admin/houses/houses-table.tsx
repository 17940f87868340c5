import type { AdminHousesResponse } from '@ifa/shared';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { CardList, ListCard } from '../components/card-list';
import { DataTable } from '../components/data-table';

export type HouseRow = AdminHousesResponse['houses'][number];

function Head({ house }: { house: HouseRow }) {
  return (
    <>
      <p className="font-semibold text-ink">{house.head.full_name}</p>
      <p className="break-all text-muted">@{house.head.username}</p>
    </>
  );
}

function DissolveButton({ house, onDissolve }: { house: HouseRow; onDissolve: (house: HouseRow) => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" size="sm" icon={<Trash2 className="h-4 w-4" aria-hidden="true" />} onClick={() => onDissolve(house)} aria-label={t('admin.houses.dissolveLabel', { name: house.name })}>
      {t('admin.houses.dissolve')}
    </Button>
  );
}

/** The houses of one page (cards on a phone), each with its head, its size and a way to dissolve it. */
export function HousesTable({ houses, onDissolve }: { houses: HouseRow[]; onDissolve: (house: HouseRow) => void }) {
  const { t, i18n } = useTranslation();
  const members = (house: HouseRow) => t('admin.houses.members', { count: house.member_count, shown: formatNumber(house.member_count, i18n.language) });
  return (
    <>
      <CardList label={t('admin.houses.tableLabel')}>
        {houses.map((house) => (
          <ListCard
            key={house.id}
            testId={`house-card-${house.id}`}
            title={<p className="font-semibold break-words">{house.name}</p>}
            facts={[
              [t('admin.houses.columns.head'), <Head key="head" house={house} />],
              [t('admin.houses.columns.members'), members(house)],
              [t('admin.houses.columns.created'), formatDateTime(house.created_at, i18n.language)],
            ]}
          >
            <DissolveButton house={house} onDissolve={onDissolve} />
          </ListCard>
        ))}
      </CardList>
      <DataTable
        label={t('admin.houses.tableLabel')}
        testId="houses-table"
        minWidthClass="min-w-[44rem]"
        rows={houses}
        rowKey={(house) => house.id}
        rowAttributes={(house) => ({ 'data-testid': `house-row-${house.id}`, 'data-name': house.name })}
        columns={[
          { header: t('admin.houses.columns.name'), cell: (house) => <span className="font-semibold break-words text-ink">{house.name}</span> },
          { header: t('admin.houses.columns.head'), cell: (house) => <Head house={house} /> },
          { header: t('admin.houses.columns.members'), cell: members, className: 'whitespace-nowrap' },
          { header: t('admin.houses.columns.created'), cell: (house) => formatDateTime(house.created_at, i18n.language), className: 'whitespace-nowrap' },
          { header: t('admin.houses.columns.actions'), cell: (house) => <DissolveButton house={house} onDissolve={onDissolve} /> },
        ]}
      />
    </>
  );
}
