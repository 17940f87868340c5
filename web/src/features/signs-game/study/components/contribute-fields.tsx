import { CONTRIBUTION_SOURCE_KINDS, CONTRIBUTION_TYPES, type ContributeRequest, type Language } from '@ifa/shared';
import { LANGUAGES } from '@ifa/shared/languages';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { ChoiceGroup, ChoiceOption } from '../../../../components/choice-group';
import { SelectField, TextField } from '../../../../components/form-field';
import { translateMessage } from '../../../../lib/messages';
import type { ContributeValues } from './contribute-modal';

type Form = UseFormReturn<ContributeValues, unknown, z.output<typeof ContributeRequest>>;

/** The longest source and credit name the contract takes (shared ContributionSource, ContributionCredit). */
const SOURCE_MAX_LENGTH = 300;
const CREDIT_MAX_LENGTH = 80;
/** Spanish types: what each does to the sign's text; 'translation' is English's and French's only type. */
const SPANISH_TYPES = CONTRIBUTION_TYPES.filter((type) => type !== 'translation');

interface LanguageAndTypeProps {
  form: Form;
  translatable: boolean;
  language: Language;
  onLanguage: (language: Language) => void;
  /** The modal's first control, focused when it opens. */
  firstRef: React.RefObject<HTMLElement | null>;
}

/**
 * Issue 36: the language the text is in, then its type. In Spanish, an improvement, an addition or
 * a correction of the sign's text; in English or French the type is a translation suggestion (the
 * contract's rule). A section with no translation takes suggestions in Spanish only.
 */
export function LanguageAndType({ form, translatable, language, onLanguage, firstRef }: LanguageAndTypeProps) {
  const { t } = useTranslation();
  const name = useId();
  const type = form.watch('type');
  const typeError = translateMessage(t, form.formState.errors.type?.message);
  const { ref: registerTypeRef, ...typeField } = form.register('type');
  return (
    <>
      {translatable ? (
        <ChoiceGroup legend={t('encyclopedia.contribute.language')} hint={t('encyclopedia.contribute.languageHint')} layout="flex flex-wrap" testId="contribute-language">
          {LANGUAGES.map((option) => (
            <ChoiceOption
              key={option}
              name={name}
              value={option}
              lang={option}
              checked={language === option}
              onChange={() => onLanguage(option)}
              ref={
                language === option
                  ? (element) => {
                      firstRef.current = element;
                    }
                  : undefined
              }
            >
              {t(`languages.${option}`)}
            </ChoiceOption>
          ))}
        </ChoiceGroup>
      ) : (
        <p className="text-sm text-ink" data-testid="contribute-spanish-only">
          <span className="font-semibold">{t('encyclopedia.contribute.language')}: </span>
          <span lang="es">{t('languages.es')}</span>. <span className="text-muted">{t('encyclopedia.contribute.spanishOnly')}</span>
        </p>
      )}
      {language === 'es' ? (
        <SelectField
          label={t('encyclopedia.contribute.type')}
          // What each type does once approved (DESIGN.md 5e): an addition never removes text.
          hint={t(`encyclopedia.contribute.typeHints.${type}`)}
          error={typeError}
          {...typeField}
          ref={(element) => {
            registerTypeRef(element);
            if (!translatable) firstRef.current = element;
          }}
        >
          {SPANISH_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`encyclopedia.contribute.types.${option}`)}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="space-y-1.5 text-sm" data-testid="contribute-type-fixed">
          <p>
            <span className="font-semibold text-ink">{t('encyclopedia.contribute.type')}: </span>
            <span className="text-ink">{t('encyclopedia.contribute.types.translation')}</span>
          </p>
          <p className="text-muted">{t('encyclopedia.contribute.typeHints.translation')}</p>
          {typeError ? (
            <p role="alert" className="font-medium text-clay">
              {typeError}
            </p>
          ) : null}
        </div>
      )}
    </>
  );
}

/** Where the text comes from (a required choice) and its detail, labelled for that kind; none for one's own words. */
export function SourceFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const name = useId();
  const kind = form.watch('source_kind');
  const { errors } = form.formState;
  const kindError = translateMessage(t, errors.source_kind?.message);
  const sourceError = translateMessage(t, errors.source?.message);
  const choose = (next: (typeof CONTRIBUTION_SOURCE_KINDS)[number]) => {
    form.setValue('source_kind', next);
    if (next === 'own') form.setValue('source', '');
    form.clearErrors(['source_kind', 'source']);
  };
  return (
    <>
      <ChoiceGroup
        legend={t('encyclopedia.contribute.sourceKind')}
        hint={t(kind === 'own' ? 'encyclopedia.contribute.ownHint' : 'encyclopedia.contribute.sourceKindHint')}
        error={kindError}
        testId="contribute-source-kind"
      >
        {CONTRIBUTION_SOURCE_KINDS.map((option) => (
          <ChoiceOption key={option} name={name} value={option} checked={kind === option} onChange={() => choose(option)} testId={`source-kind-${option}`}>
            {t(`encyclopedia.contribute.sourceKinds.${option}`)}
          </ChoiceOption>
        ))}
      </ChoiceGroup>
      {kind && kind !== 'own' ? (
        <TextField
          key={kind}
          label={t(`encyclopedia.contribute.sourceDetail.${kind}`)}
          hint={t(`encyclopedia.contribute.sourceDetailHints.${kind}`)}
          error={sourceError}
          maxLength={SOURCE_MAX_LENGTH}
          autoComplete="off"
          {...(kind === 'link' ? { type: 'url', inputMode: 'url' as const } : {})}
          data-testid="contribute-source"
          {...form.register('source', { onChange: () => form.clearErrors('source') })}
        />
      ) : null}
    </>
  );
}

/** The name shown with the text once applied; the learner's full name unless they choose another. */
export function CreditField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('encyclopedia.contribute.credit')}
      hint={t('encyclopedia.contribute.creditHint')}
      error={translateMessage(t, form.formState.errors.credit_name?.message)}
      maxLength={CREDIT_MAX_LENGTH}
      autoComplete="name"
      data-testid="contribute-credit"
      {...form.register('credit_name', { onChange: () => form.clearErrors('credit_name') })}
    />
  );
}
