import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { SignGlyph } from '../../../components/sign-glyph';
import { Spinner } from '../../../components/spinner';
import { useOddun } from '../api/get-oddun';
import { OddunDetails } from './oddun-details';
import { useOddunsDialog } from './odduns-provider';
import { RevisionsList } from './revisions-list';
import { usePatternLabel } from './use-pattern-label';

/** Spec 2: the view modal (all fields, the drawn sign) with its revisions (issue 9). */
export function OddunViewDialog({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const { open, close } = useOddunsDialog();
  const { data: oddun, error } = useOddun(id);
  const patternLabel = usePatternLabel();

  return (
    <Modal open={id !== null} onClose={close} title={oddun ? t('admin.odduns.viewTitle', { name: oddun.name, position: oddun.position }) : t('admin.odduns.view')}>
      {error ? <p className="text-clay">{t('admin.odduns.loadOneError')}</p> : null}
      {!oddun && !error ? <Spinner /> : null}
      {oddun && id ? (
        <div className="space-y-6" data-testid="oddun-view">
          <div className="flex items-center gap-4 rounded-2xl bg-sand/60 p-4">
            <SignGlyph pattern={oddun.binary_pattern} className="h-20 w-24 shrink-0 text-forest" label={patternLabel(oddun.name, oddun.binary_pattern)} />
            <div className="min-w-0">
              <p className="font-display text-xl font-semibold text-ink">{oddun.name}</p>
              <p className="font-mono text-sm text-muted">{oddun.binary_pattern}</p>
              <Button variant="secondary" size="sm" className="mt-2" icon={<Pencil className="h-4 w-4" aria-hidden="true" />} onClick={() => open({ type: 'edit', id })}>
                {t('admin.odduns.edit')}
              </Button>
            </div>
          </div>
          <OddunDetails oddun={oddun} />
          <RevisionsList id={id} onRestore={(revision) => open({ type: 'restore-revision', id, revision, version: oddun.version })} />
        </div>
      ) : null}
    </Modal>
  );
}
