import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { approveContribution } from '../api/approve-contribution';
import { refresh } from '../api/keys';
import { rejectContribution } from '../api/reject-contribution';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { withDetail } from '../lib/admin-messages';
import { LIST_FIELDS } from '../lib/oddun-form';
import { useContributionsDialog } from './contributions-provider';

/** Spec 4 and 8: approve and reject each need a confirmation; both are final. */
export function ContributionConfirmDialog() {
  const { t } = useTranslation();
  const { dialog, open, close } = useContributionsDialog();
  const confirm = dialog?.type === 'confirm' ? dialog : null;

  const decide = async () => {
    if (!confirm) return;
    const { contribution, notes, decision, version } = confirm;
    try {
      if (decision === 'reject') {
        await rejectContribution(contribution.id, notes);
        notify.success(t('admin.contributions.rejected'));
      } else {
        await approveContribution(contribution.id, { apply: decision === 'apply', adminNotes: notes, version });
        notify.success(t('admin.contributions.approved'), decision === 'apply' ? { description: t('admin.contributions.appliedNote') } : undefined);
      }
      close();
      await refresh('admin/contributions', 'admin/contributions/stats', ...(decision === 'apply' ? (['admin/odduns', 'admin/oddun', 'admin/oddun/revisions', 'admin/odduns/stats'] as const) : []));
    } catch (error) {
      notify.error(withDetail(t, error, t('admin.contributions.decideError')));
    }
  };

  const decision = confirm?.decision ?? 'approve';
  const sign = confirm ? (confirm.contribution.oddun_name ?? confirm.contribution.oddun_id) : '';
  // DESIGN.md 5e: an addition adds (one more entry to a list or a name, a new paragraph to a
  // text); a correction or an improvement replaces the section, whose text stays in the history.
  const section = confirm?.contribution.section ?? '';
  const isList = (LIST_FIELDS as readonly string[]).includes(section) || section === 'traditional_name';
  const type = confirm?.contribution.type;
  // A translation suggestion (issue 36) replaces the section's translation; the Spanish stays.
  const applyKey = type === 'translation' ? 'applyTranslationText' : type === 'addition' ? (isList ? 'applyListText' : 'applyAddText') : 'applyReplaceText';
  const textKey = decision === 'apply' ? `admin.contributions.confirm.${applyKey}` : `admin.contributions.confirm.${decision}Text`;
  return (
    <ConfirmDialog
      open={confirm !== null}
      tone={decision === 'reject' ? 'danger' : 'primary'}
      title={t(`admin.contributions.confirm.${decision}Title`)}
      description={
        confirm
          ? t(textKey, {
              name: confirm.contribution.user_name,
              sign,
              section: t(`admin.fields.${confirm.contribution.section}`, { defaultValue: confirm.contribution.section }),
            })
          : ''
      }
      confirmLabel={t(`admin.contributions.confirm.${decision}`)}
      onConfirm={decide}
      onClose={() => (confirm ? open({ type: 'details', contribution: confirm.contribution, notes: confirm.notes }) : close())}
      testId="contribution-confirm"
    >
      {confirm?.notes.trim() ? <p className="rounded-xl bg-sand/60 p-3 text-sm text-ink">{t('admin.notes.shown', { notes: confirm.notes.trim() })}</p> : null}
    </ConfirmDialog>
  );
}
