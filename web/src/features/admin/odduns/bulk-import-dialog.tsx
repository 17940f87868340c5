import type { BulkImportResponse } from '@ifa/shared';
import { AlertTriangle, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { notify } from '../../../lib/notify';
import { bulkImportOdduns } from '../api/bulk-import-odduns';
import { refresh } from '../api/keys';
import { adminErrorMessage, translateAdminMessage } from '../lib/admin-messages';
import { checkImportText } from '../lib/bulk-import-text';

const EXAMPLE = JSON.stringify([{ position: 300, name: 'Nombre del signo', binary_pattern: '10110100', meaning: '…' }], null, 2);

/**
 * Spec 2 and 5: paste a JSON array of signs. The text is checked here (required, JSON, an
 * array); each item is checked by the server, which creates new signs, skips existing ones and
 * lists every refused item with its index.
 */
export function BulkImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<BulkImportResponse | null>(null);
  const [sending, setSending] = useState(false);
  const close = () => {
    setText('');
    setProblem(null);
    setResult(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkImportText(text);
    if (!checked.ok) {
      setProblem(t(`admin.import.errors.${checked.error}`));
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const response = await bulkImportOdduns(checked.items);
      setResult(response);
      notify.success(t('admin.import.done', { created: response.summary.created, updated: response.summary.updated }));
      await refresh('admin/odduns', 'admin/odduns/stats', 'admin/odduns/deleted', 'admin/odduns/data-sources');
    } catch (error) {
      notify.error(adminErrorMessage(t, error, t('admin.import.error')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('admin.import.title')} description={t('admin.import.description')}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="import-dialog">
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-sm font-semibold text-ink">
            {t('admin.import.label')}
          </label>
          <textarea
            id={id}
            rows={10}
            value={text}
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            className="block w-full rounded-xl border border-line bg-white px-3 py-2 font-mono text-sm text-ink shadow-sm aria-[invalid=true]:border-clay"
            data-testid="import-text"
          />
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-clay">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {problem}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-sm text-muted">
              {t('admin.import.hint')}
            </p>
          )}
        </div>
        <Button variant="ghost" size="sm" onClick={() => setText(EXAMPLE)}>
          {t('admin.import.example')}
        </Button>
        {result ? <ImportResult result={result} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={sending}>
            {result ? t('common.close') : t('common.cancel')}
          </Button>
          <Button type="submit" loading={sending} icon={<Upload className="h-4 w-4" aria-hidden="true" />}>
            {t('admin.import.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function ImportResult({ result }: { result: BulkImportResponse }) {
  const { t } = useTranslation();
  const { summary, errors } = result;
  return (
    <section aria-labelledby="import-result" className="space-y-3 rounded-2xl border border-line bg-sand/50 p-4 text-sm" data-testid="import-result">
      <h3 id="import-result" className="font-semibold text-ink" aria-live="polite">
        {t('admin.import.summary', { created: summary.created, updated: summary.updated, skipped: summary.skipped, failed: summary.failed })}
      </h3>
      {errors.length ? (
        <>
          <p className="font-semibold text-ink">{t('admin.import.errorsTitle', { count: errors.length })}</p>
          <ul className="space-y-1.5" data-testid="import-errors">
            {errors.map((error) => (
              <li key={`${error.index}-${error.field ?? ''}`} className="rounded-lg bg-white p-2" data-index={error.index}>
                <span className="font-semibold">{t('admin.import.item', { index: error.index })}</span>{' '}
                {error.field ? <span className="font-mono text-xs text-muted">({error.field})</span> : null} {translateAdminMessage(t, error.reason)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
