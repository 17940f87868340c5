import { zodResolver } from '@hookform/resolvers/zod';
import { CONTRIBUTION_MAX_LENGTH, CONTRIBUTION_TYPES, ContributeRequest } from '@ifa/shared';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../../components/button';
import { cx } from '../../../../components/cx';
import { SelectField, TextField } from '../../../../components/form-field';
import { Modal } from '../../../../components/modal';
import { errorMessage, translateMessage } from '../../../../lib/messages';
import { notify } from '../../../../lib/notify';
import { contribute } from '../api/contribute';
import type { SectionKey } from '../sections';

/** What the learner fills in; sign, section and author come from the screen and the session. */
const ContributeForm = z.pick(ContributeRequest, { type: true, content: true, source: true });
/** The longest source the contract takes (shared ContributionSource). */
const SOURCE_MAX_LENGTH = 300;
type ContributeValues = z.input<typeof ContributeForm>;

interface ContributeModalProps {
  /** The section being contributed to; null when closed. */
  section: SectionKey | null;
  oddunId: string;
  signName: string;
  userId: string;
  onClose: () => void;
}

/** Spec 2 and 5: section label, type, free text (non-blank), submit and cancel. */
export function ContributeModal({ section, oddunId, signName, userId, onClose }: ContributeModalProps) {
  const { t } = useTranslation();
  const sectionLabel = section ? t(`encyclopedia.sections.${section}`) : '';
  const typeRef = useRef<HTMLSelectElement | null>(null);
  return (
    <Modal
      open={section !== null}
      onClose={onClose}
      title={t('encyclopedia.contribute.title')}
      description={t('encyclopedia.contribute.description', { section: sectionLabel, sign: signName })}
      initialFocusRef={typeRef}
    >
      {section ? <ContributeFormBody section={section} sectionLabel={sectionLabel} oddunId={oddunId} userId={userId} onDone={onClose} typeRef={typeRef} /> : null}
    </Modal>
  );
}

interface BodyProps {
  section: SectionKey;
  sectionLabel: string;
  oddunId: string;
  userId: string;
  onDone: () => void;
  typeRef: React.RefObject<HTMLSelectElement | null>;
}

/** Mounted only while the modal is open, so every opening starts with an empty form. */
function ContributeFormBody({ section, sectionLabel, oddunId, userId, onDone, typeRef }: BodyProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<ContributeValues, unknown, z.output<typeof ContributeForm>>({
    resolver: zodResolver(ContributeForm),
    reValidateMode: 'onSubmit',
    defaultValues: { type: 'improvement', content: '', source: '' },
  });
  const contentError = translateMessage(t, form.formState.errors.content?.message);
  const sourceError = translateMessage(t, form.formState.errors.source?.message);
  const type = form.watch('type');
  const { ref: registerTypeRef, ...typeField } = form.register('type');

  const submit = form.handleSubmit(async (values) => {
    try {
      await contribute({
        oddun_id: oddunId,
        section,
        type: values.type,
        content: values.content,
        user_id: userId,
        ...(values.source ? { source: values.source } : {}),
      });
      notify.success(t('validation.contributionSent'));
      onDone();
    } catch (error) {
      notify.error(errorMessage(t, error, t('encyclopedia.contribute.error')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="contribute-form">
      <p className="text-sm">
        <span className="font-semibold text-ink">{t('encyclopedia.contribute.section')}: </span>
        <span className="text-ink" data-testid="contribute-section">
          {sectionLabel}
        </span>
      </p>
      <SelectField
        label={t('encyclopedia.contribute.type')}
        // What each type does once approved (DESIGN.md 5e): an addition never removes text.
        hint={t(`encyclopedia.contribute.typeHints.${type}`)}
        {...typeField}
        ref={(element) => {
          registerTypeRef(element);
          typeRef.current = element;
        }}
      >
        {CONTRIBUTION_TYPES.map((option) => (
          <option key={option} value={option}>
            {t(`encyclopedia.contribute.types.${option}`)}
          </option>
        ))}
      </SelectField>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {t('encyclopedia.contribute.content')}
        </label>
        <textarea
          id={id}
          rows={6}
          maxLength={CONTRIBUTION_MAX_LENGTH}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${id}-error` : `${id}-hint`}
          className={cx(
            'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm',
            contentError ? 'border-clay bg-clay-soft/40' : 'border-line hover:border-[#cdbd9f]',
          )}
          {...form.register('content', { onChange: () => form.clearErrors('content') })}
        />
        {contentError ? (
          <p id={`${id}-error`} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-clay">
            <span aria-hidden="true">●</span>
            <span>{contentError}</span>
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {t('encyclopedia.contribute.contentHint')}
          </p>
        )}
      </div>
      <TextField
        label={t('encyclopedia.contribute.source')}
        hint={t('encyclopedia.contribute.sourceHint')}
        error={sourceError}
        maxLength={SOURCE_MAX_LENGTH}
        autoComplete="off"
        {...form.register('source', { onChange: () => form.clearErrors('source') })}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('encyclopedia.contribute.submitting') : t('encyclopedia.contribute.submit')}
        </Button>
      </div>
    </form>
  );
}
