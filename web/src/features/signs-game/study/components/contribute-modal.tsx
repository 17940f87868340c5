import { zodResolver } from '@hookform/resolvers/zod';
import { CONTRIBUTION_MAX_LENGTH, ContributeRequest, ODDUN_LIST_SECTIONS, TRANSLATABLE_SECTIONS, type Language } from '@ifa/shared';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../../components/button';
import { cx } from '../../../../components/cx';
import { Modal } from '../../../../components/modal';
import { isLanguage } from '../../../../i18n';
import { ApiError } from '../../../../lib/api-client';
import { CLIENT_MSG, errorMessage, translateMessage } from '../../../../lib/messages';
import { notify } from '../../../../lib/notify';
import { contribute } from '../api/contribute';
import type { SectionKey } from '../sections';
import { CreditField, LanguageAndType, SourceFields } from './contribute-fields';

/**
 * The contract's request as the form checks it, its object-level rules included (a translation
 * only in English or French, a book or a house named, a link that is one), so each message lands
 * on its field. The contract leaves `source_kind` optional for older clients; this form asks for
 * it (issue 36: every contribution says where it comes from). (z.pick/omit refuse a schema with
 * refinements, so sign, section and author are form values the learner never edits.)
 */
const ContributeForm = ContributeRequest.check(
  z.refine((c) => c.source_kind !== undefined, { message: CLIENT_MSG.contributionSourceKindRequired, path: ['source_kind'] }),
);
export type ContributeValues = z.input<typeof ContributeForm>;
type FieldName = keyof ContributeValues;
const FIELDS: readonly string[] = ['type', 'language', 'section', 'content', 'source_kind', 'source', 'credit_name'] satisfies FieldName[];

/** The section as the learner reads it now, to start a translation suggestion from. */
export interface SectionText {
  lang: string;
  text: string;
}

interface ContributeModalProps {
  /** The section being contributed to; null when closed. */
  section: SectionKey | null;
  oddunId: string;
  signName: string;
  userId: string;
  /** Prefills the name to credit (blank sends none: the server credits the full name). */
  userName: string;
  current?: SectionText | undefined;
  onClose: () => void;
}

/** Spec 2 and 5, issue 36: section, language, type, text (non-blank), its source and the credit. */
export function ContributeModal({ section, oddunId, signName, userId, userName, current, onClose }: ContributeModalProps) {
  const { t } = useTranslation();
  const sectionLabel = section ? t(`encyclopedia.sections.${section}`) : '';
  const firstRef = useRef<HTMLElement | null>(null);
  return (
    <Modal
      open={section !== null}
      onClose={onClose}
      title={t('encyclopedia.contribute.title')}
      description={t('encyclopedia.contribute.description', { section: sectionLabel, sign: signName })}
      initialFocusRef={firstRef}
    >
      {section ? (
        <ContributeFormBody section={section} sectionLabel={sectionLabel} oddunId={oddunId} userId={userId} userName={userName} current={current} onDone={onClose} firstRef={firstRef} />
      ) : null}
    </Modal>
  );
}

interface BodyProps {
  section: SectionKey;
  sectionLabel: string;
  oddunId: string;
  userId: string;
  userName: string;
  current: SectionText | undefined;
  onDone: () => void;
  firstRef: React.RefObject<HTMLElement | null>;
}

/** Mounted only while the modal is open, so every opening starts with a fresh form. */
function ContributeFormBody({ section, sectionLabel, oddunId, userId, userName, current, onDone, firstRef }: BodyProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const translatable = (TRANSLATABLE_SECTIONS as readonly string[]).includes(section);
  // The learner's language by default; Spanish for a section that takes no translation suggestion.
  const initialLanguage: Language = translatable && isLanguage(i18n.language) ? i18n.language : 'es';
  // A translation suggestion starts from the text read now, when it is in that language.
  const prefillFor = (language: Language) => (language !== 'es' && current?.lang === language ? current.text : '');
  const form = useForm<ContributeValues, unknown, z.output<typeof ContributeForm>>({
    resolver: zodResolver(ContributeForm),
    reValidateMode: 'onSubmit',
    defaultValues: {
      oddun_id: oddunId,
      section,
      language: initialLanguage,
      type: initialLanguage === 'es' ? 'improvement' : 'translation',
      source_kind: undefined,
      source: '',
      credit_name: userName,
      content: prefillFor(initialLanguage),
    },
  });
  const { errors } = form.formState;
  const language = form.watch('language') ?? 'es';
  const type = form.watch('type');
  const contentError = translateMessage(t, errors.content?.message);
  const sectionError = translateMessage(t, errors.section?.message);

  const chooseLanguage = (next: Language) => {
    // Text the form put there goes with the language it was in; the learner's own stays.
    if (form.getValues('content') === prefillFor(language)) form.setValue('content', prefillFor(next));
    form.setValue('language', next);
    form.setValue('type', next === 'es' ? 'improvement' : 'translation');
    form.clearErrors(['language', 'type', 'section', 'content']);
  };

  const submit = form.handleSubmit(async ({ source_kind, source, credit_name, ...values }) => {
    try {
      await contribute({
        ...values,
        user_id: userId,
        ...(source_kind ? { source_kind } : {}),
        ...(source && source_kind !== 'own' ? { source } : {}),
        ...(credit_name ? { credit_name } : {}),
      });
      notify.success(t('validation.contributionSent'));
      onDone();
    } catch (error) {
      // The server's reasons on their fields too (a translation with too few entries, a bad link).
      if (error instanceof ApiError) for (const { field, message } of error.fieldErrors) if (FIELDS.includes(field)) form.setError(field as FieldName, { type: 'server', message });
      notify.error(errorMessage(t, error, t('encyclopedia.contribute.error')));
    }
  });

  const contentHint =
    type === 'translation'
      ? [
          t((ODDUN_LIST_SECTIONS as readonly string[]).includes(section) ? 'encyclopedia.contribute.contentHints.translationList' : 'encyclopedia.contribute.contentHints.translationText'),
          prefillFor(language) ? t('encyclopedia.contribute.contentHints.prefilled') : '',
        ].join(' ')
      : t('encyclopedia.contribute.contentHint');

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="contribute-form">
      <div className="text-sm">
        <p>
          <span className="font-semibold text-ink">{t('encyclopedia.contribute.section')}: </span>
          <span className="text-ink" data-testid="contribute-section">
            {sectionLabel}
          </span>
        </p>
        {sectionError ? (
          <p role="alert" className="mt-1 text-sm font-medium text-clay">
            {sectionError}
          </p>
        ) : null}
      </div>
      <LanguageAndType form={form} translatable={translatable} language={language} onLanguage={chooseLanguage} firstRef={firstRef} />
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {t('encyclopedia.contribute.content')}
        </label>
        <textarea
          id={id}
          lang={language}
          rows={type === 'translation' ? 8 : 6}
          maxLength={CONTRIBUTION_MAX_LENGTH}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? `${id}-error` : `${id}-hint`}
          className={cx(
            'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm',
            contentError ? 'border-clay bg-clay-soft/40' : 'border-line hover:border-[#cdbd9f]',
          )}
          data-testid="contribute-content"
          {...form.register('content', { onChange: () => form.clearErrors('content') })}
        />
        {contentError ? (
          <p id={`${id}-error`} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-clay">
            <span aria-hidden="true">●</span>
            <span>{contentError}</span>
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {contentHint}
          </p>
        )}
      </div>
      <SourceFields form={form} />
      <CreditField form={form} />
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
