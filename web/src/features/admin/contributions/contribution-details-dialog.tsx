import type { Contribution } from '@ifa/shared';
import { Check, FilePenLine, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ContributionSource } from '../../../components/contribution-source';
import { Modal } from '../../../components/modal';
import { StatusBadge } from '../components/status-badge';
import { TextAreaField } from '../components/text-area-field';
import { useContributionsDialog } from './contributions-provider';
import { ContributionPreview, TranslationPreview, useContributionPreview, type PreviewState } from './contribution-preview';
import { formatDateTime } from '../../../lib/format';

/**
 * Whether 'approve and apply' is offered, and if not why: the secret has a structure of its own,
 * a title takes no addition (the server refuses both), and an addition already in the section
 * would change nothing. Waits for the preview: nothing is applied unseen (DESIGN.md 5e).
 */
function applyBlock(contribution: Contribution, preview: PreviewState): 'secret' | 'title' | 'unchanged' | 'waiting' | null {
  if (contribution.section === 'secret') return 'secret';
  // A translation suggestion (issue 36) replaces the section's English or French translation, as a
  // reviewer applying it does; its preview is the suggestion itself (TranslationPreview), and the
  // server answers 400 when it cannot be applied (not as many entries as the Spanish, nothing new).
  if (contribution.type === 'translation') return null;
  if (preview.status !== 'ready') return 'waiting';
  if (!preview.effect) return 'title';
  return preview.effect.unchanged ? 'unchanged' : null;
}

/** Spec 2: the details modal; a pending contribution can be approved, approved and applied, or rejected. */
export function ContributionDetailsDialog() {
  const { t, i18n } = useTranslation();
  const { dialog, open, close } = useContributionsDialog();
  const details = dialog?.type === 'details' ? dialog : null;
  const contribution = details?.contribution;
  const translation = contribution?.type === 'translation';
  const preview = useContributionPreview(contribution, contribution?.status === 'pending' && !translation);
  const blocked = contribution ? applyBlock(contribution, preview) : null;
  const language = contribution?.language ?? 'es';
  const rows: Array<[string, React.ReactNode]> = contribution
    ? [
        [t('admin.contributions.columns.user'), contribution.user_name],
        [t('admin.contributions.columns.sign'), contribution.oddun_name ?? contribution.oddun_id],
        [t('admin.contributions.section'), t(`admin.fields.${contribution.section}`, { defaultValue: contribution.section })],
        [t('admin.contributions.columns.type'), t(`admin.contributions.types.${contribution.type}`)],
        [t('admin.contributions.language'), <span lang={language}>{t(`languages.${language}`)}</span>],
        [t('admin.contributions.columns.date'), formatDateTime(contribution.created_at, i18n.language)],
        [
          t('admin.contributions.source'),
          contribution.source || contribution.source_kind ? <ContributionSource bare kind={contribution.source_kind} source={contribution.source} /> : t('admin.contributions.noSource'),
        ],
        [t('admin.contributions.credit'), contribution.credit_name || contribution.user_name],
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
            <p lang={language} className="mt-1 whitespace-pre-line break-words rounded-xl bg-sand/60 p-3 text-ink" data-testid="contribution-content">
              {contribution.content}
            </p>
          </div>
          {contribution.status === 'pending' ? (
            <>
              <TextAreaField label={t('admin.notes.label')} hint={t('admin.notes.hint')} value={details.notes} maxLength={2000} onChange={(event) => open({ ...details, notes: event.target.value })} />
              {translation ? <TranslationPreview contribution={contribution} /> : contribution.section !== 'secret' ? <ContributionPreview state={preview} /> : null}
              {blocked === 'secret' ? <p className="text-sm text-muted">{t('admin.contributions.cannotApply')}</p> : null}
              {blocked === 'title' ? <p className="text-sm text-muted">{t('admin.contributions.cannotAdd')}</p> : null}
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
                <Button variant="secondary" icon={<X className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ ...details, type: 'confirm', decision: 'reject' })}>
                  {t('admin.contributions.reject')}
                </Button>
                <Button variant="secondary" icon={<Check className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ ...details, type: 'confirm', decision: 'approve' })}>
                  {t('admin.contributions.approve')}
                </Button>
                <Button disabled={blocked !== null} icon={<FilePenLine className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ ...details, type: 'confirm', decision: 'apply', ...(preview.status === 'ready' ? { version: preview.version } : {}) })}>
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
              {contribution.reviewer_name ? (
                <div>
                  <dt className="text-muted">{t('admin.contributions.reviewedBy')}</dt>
                  <dd className="text-ink">{contribution.reviewer_name}</dd>
                </div>
              ) : null}
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
