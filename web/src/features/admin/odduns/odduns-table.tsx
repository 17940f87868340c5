import type { AdminOddun } from '@ifa/shared';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignGlyph } from '../../../components/sign-glyph';
import { CardList, ListCard } from '../components/card-list';
import { DataTable } from '../components/data-table';
import { CompletenessLabel, CompletionBadge } from './completion-badge';
import { useOddunsDialog } from './odduns-provider';
import { sourceLabel } from './source-label';

const iconButton = 'inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:bg-sand';

/** View, edit and delete: icon buttons named with the sign. */
function OddunActions({ oddun }: { oddun: AdminOddun }) {
  const { t } = useTranslation();
  const { open } = useOddunsDialog();
  return (
    <div className="flex gap-1.5">
      <button type="button" className={iconButton} aria-label={t('admin.odduns.viewFor', { name: oddun.name })} title={t('admin.odduns.view')} onClick={() => open({ type: 'view', id: oddun.id })}>
        <Eye className="h-4 w-4" aria-hidden="true" />
      </button>
      <button type="button" className={iconButton} aria-label={t('admin.odduns.editFor', { name: oddun.name })} title={t('admin.odduns.edit')} onClick={() => open({ type: 'edit', id: oddun.id })}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </button>
      <button type="button" className={`${iconButton} text-clay`} aria-label={t('admin.odduns.deleteFor', { name: oddun.name })} title={t('admin.odduns.delete')} onClick={() => open({ type: 'delete', oddun })}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

function SignCell({ oddun }: { oddun: AdminOddun }) {
  return (
    <div className="flex items-center gap-3">
      <SignGlyph pattern={oddun.binary_pattern} className="h-9 w-10 shrink-0 text-forest" />
      <div className="min-w-0">
        <p className="font-semibold text-ink" data-testid="oddun-name">
          {oddun.name}
        </p>
        <p className="font-mono text-xs text-muted">{oddun.binary_pattern}</p>
      </div>
    </div>
  );
}

/** Spec 2: the paged signs (cards on a phone), with view, edit and delete. */
export function OddunsTable({ odduns }: { odduns: AdminOddun[] }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean | undefined) => (value ? t('admin.common.yes') : t('admin.common.no'));
  return (
    <>
      <CardList label={t('admin.odduns.tableLabel')} testId="odduns-cards">
        {odduns.map((oddun) => (
          <ListCard
            key={oddun.id}
            testId="oddun-card"
            title={
              <div className="flex items-center justify-between gap-3">
                <SignCell oddun={oddun} />
                <span className="font-semibold tabular-nums text-muted">{t('admin.odduns.positionShort', { position: oddun.position })}</span>
              </div>
            }
            facts={[
              [t('admin.odduns.columns.completeness'), <CompletenessLabel key="c" hasData={oddun.has_data} />],
              [t('admin.odduns.columns.completion'), <CompletionBadge key="p" percent={oddun.completion_percentage} />],
              [t('admin.odduns.columns.meji'), yesNo(oddun.is_meji)],
              [t('admin.odduns.columns.source'), sourceLabel(t, oddun.data_source)],
            ]}
          >
            <OddunActions oddun={oddun} />
          </ListCard>
        ))}
      </CardList>
      <DataTable
        label={t('admin.odduns.tableLabel')}
        testId="odduns-table"
        minWidthClass="min-w-[46rem]"
        rows={odduns}
        rowKey={(oddun) => oddun.id}
        rowAttributes={(oddun) => ({ 'data-testid': 'oddun-row', 'data-id': oddun.id })}
        columns={[
          { header: t('admin.odduns.columns.position'), cell: (oddun) => oddun.position, className: 'font-semibold tabular-nums' },
          { header: t('admin.odduns.columns.sign'), cell: (oddun) => <SignCell oddun={oddun} /> },
          { header: t('admin.odduns.columns.meji'), cell: (oddun) => yesNo(oddun.is_meji) },
          { header: t('admin.odduns.columns.completeness'), cell: (oddun) => <CompletenessLabel hasData={oddun.has_data} /> },
          { header: t('admin.odduns.columns.completion'), cell: (oddun) => <CompletionBadge percent={oddun.completion_percentage} /> },
          { header: t('admin.odduns.columns.source'), cell: (oddun) => sourceLabel(t, oddun.data_source) },
          { header: t('admin.odduns.columns.actions'), cell: (oddun) => <OddunActions oddun={oddun} /> },
        ]}
      />
    </>
  );
}
