import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { createOddun } from '../api/create-oddun';
import { useOddun } from '../api/get-oddun';
import { refresh } from '../api/keys';
import { updateOddun } from '../api/update-oddun';
import { refreshOddunRevisions } from '../api/get-oddun-revisions';
import { isStaleVersion, translateAdminMessage } from '../lib/admin-messages';
import { OddunForm, type FormProblem } from './oddun-form';
import { useOddunsDialog } from './odduns-provider';

/** What the server's refusal of a 400 says, when it says the sign already exists (spec 8). */
const alreadyExists = (error: unknown) => error instanceof ApiError && error.status === 400 && /^Ya existe/.test(error.displayMessage ?? '');

const refreshSigns = () => refresh('admin/odduns', 'admin/odduns/stats', 'admin/oddun', 'admin/oddun/revisions', 'admin/odduns/deleted', 'admin/odduns/data-sources');

/** Spec 2: the create and edit modals of a sign. */
export function OddunFormDialog({ mode }: { mode: { type: 'create' } | { type: 'edit'; id: string } | null }) {
  const { t } = useTranslation();
  const { close } = useOddunsDialog();
  const editId = mode?.type === 'edit' ? mode.id : null;
  const { data: oddun, error, mutate } = useOddun(editId);

  const detailOf = (failure: unknown) => (failure instanceof ApiError && failure.status < 500 ? translateAdminMessage(t, failure.displayMessage) : undefined);

  const create = async (body: Parameters<typeof createOddun>[0]): Promise<FormProblem | null> => {
    try {
      await createOddun(body);
      notify.success(t('admin.odduns.created'));
      close();
      await refreshSigns();
      return null;
    } catch (failure) {
      const detail = detailOf(failure);
      notify.error(alreadyExists(failure) && detail ? detail : t('admin.odduns.createError'));
      return { message: detail ?? t('admin.odduns.createError') };
    }
  };

  const update = async (body: Omit<Parameters<typeof updateOddun>[1], 'version'>): Promise<FormProblem | null> => {
    if (!oddun) return null;
    try {
      await updateOddun(oddun.id, { ...body, version: oddun.version });
      notify.success(t('admin.odduns.updated'));
      close();
      await Promise.all([refreshSigns(), refreshOddunRevisions(oddun.id)]);
      return null;
    } catch (failure) {
      const detail = detailOf(failure);
      const stale = isStaleVersion(failure);
      notify.error((stale || alreadyExists(failure)) && detail ? detail : t('admin.odduns.updateError'));
      return { message: detail ?? t('admin.odduns.updateError'), stale };
    }
  };

  const title = mode?.type === 'edit' ? (oddun ? t('admin.odduns.editTitle', { name: oddun.name }) : t('admin.odduns.edit')) : t('admin.odduns.createTitle');
  return (
    <Modal open={mode !== null} onClose={close} title={title} {...(mode?.type === 'create' ? { description: t('admin.odduns.createDescription') } : {})}>
      {mode?.type === 'create' ? <OddunForm submitLabel={t('admin.odduns.createSubmit')} onSubmit={create} onCancel={close} /> : null}
      {mode?.type === 'edit' && error ? <p className="text-clay">{t('admin.odduns.loadOneError')}</p> : null}
      {mode?.type === 'edit' && !oddun && !error ? <Spinner /> : null}
      {mode?.type === 'edit' && oddun ? (
        // A new version (after 'reload') starts the form again from what is stored now.
        <OddunForm
          key={`${oddun.id}:${oddun.version}`}
          initial={oddun}
          submitLabel={t('admin.odduns.editSubmit')}
          onSubmit={update}
          onCancel={close}
          onReload={() => void mutate()}
        />
      ) : null}
    </Modal>
  );
}
