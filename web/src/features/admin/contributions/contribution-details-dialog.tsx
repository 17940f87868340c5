import type { Contribution } from '@ifa/shared';
import { Check, FilePenLine, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { StatusBadge } from '../components/status-badge';
import { TextAreaField } from '../components/text-area-field';
import { useContributionsDialog } from './contributions-provider';
import { formatDateTime } from '../../../lib/format';

/** The secret has a structure of its own: its text cannot be applied automatically (the server refuses it too). */
const canApply = (contribution: Contribution) => contribution.section !== 'secret';

/** Spec 2: the details modal; a pending contribution can be approved, approved and applied, or rejected. */
export function ContributionDetailsDialog() {
  const { t, i18n } = useTranslation();
  const { dialog, open, close } = useContributionsDialog();
  const details = dialog?.type === 'details' ? dialog : null;
  const contribution = details?.contribution;
  const rows: Array<[string, string]> = contribution
    ? [
        [t('admin.contributions.columns.user'), contribution.user_name],
        [t('admin.contributions.columns.sign'), contribution.oddun_name ?? contribution.oddun_id],
        [t('admin.contributions.section'), t(`admin.fields.${contribution.section}`, { defaultValue: contribution.section })],
        [t('admin.contributions.columns.type'), t(`admin.contributions.types.${contribution.type}`)],
        [t('admin.contributions.columns.date'), formatDateTime(contribution.created_at, i18n.language)],
      ]
    : [];

  return (
    <Modal open={details !== null} onClose={close} title={t('admin.contributions.detailsTitle')}>
      {details && contribution ? (
        <div className="space-y-5" data-testid="contribution-details">
          <StatusBadge status={contribution.status} />
          <dl className="grid gap-3 text-sm min-[420px]:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="text-sm font-semibold text-ink">{t('admin.contributions.columns.content')}</h3>
            <p className="mt-1 whitespace-pre-line rounded-xl bg-sand/60 p-3 text-ink" data-testid="contribution-content">
              {contribution.content}
            </p>
          </div>
          {contribution.status === 'pending' ? (
            <>
              <TextAreaField label={t('admin.notes.label')} hint={t('admin.notes.hint')} value={details.notes} maxLength={2000} onChange={(event) => open({ ...details, notes: event.target.value })} />
              {!canApply(contribution) ? <p className="text-sm text-muted">{t('admin.contributions.cannotApply')}</p> : null}
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
                <Button variant="secondary" icon={<X className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ ...details, type: 'confirm', decision: 'reject' })}>
                  {t('admin.contributions.reject')}
                </Button>
                <Button variant="secondary" icon={<Check className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ ...details, type: 'confirm', decision: 'approve' })}>
                  {t('admin.contributions.approve')}
                </Button>
                <Button disabled={!canApply(contribution)} icon={<FilePenLine className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ ...details, type: 'confirm', decision: 'apply' })}>
                  {t('admin.contributions.approveApply')}
                </Button>
              </div>
            </>
          ) : (
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="text-muted">{t('admin.notes.label')}</dt>
                <dd className="text-ink">{contribution.admin_notes || '—'}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('admin.contributions.reviewed')}</dt>
                <dd className="text-ink">
                  {formatDateTime(contribution.reviewed_at, i18n.language) || '—'}
                  {contribution.applied ? ` · ${t('admin.contributions.applied')}` : ''}
                </dd>
              </div>
            </dl>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
