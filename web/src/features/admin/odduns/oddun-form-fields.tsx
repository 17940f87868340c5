import { DATA_SOURCES } from '@ifa/shared';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form-field';
import { TextAreaField } from '../components/text-area-field';
import { LIST_FIELDS, LONG_TEXT_FIELDS, type OddunFormValues } from '../lib/oddun-form';
import { sourceLabel } from './source-label';

interface GroupProps {
  values: OddunFormValues;
  set: <K extends keyof OddunFormValues>(key: K, value: OddunFormValues[K]) => void;
}

const LIST_IN_IDENTITY = ['alternative_names'] as const;
const CLASSIFICATION_LISTS = ['colors'] as const;
const CONTENT_LISTS = LIST_FIELDS.filter((key) => !(LIST_IN_IDENTITY as readonly string[]).includes(key) && !(CLASSIFICATION_LISTS as readonly string[]).includes(key));

function Group({ title, children, open }: { title: string; children: React.ReactNode; open?: boolean }) {
  return (
    <details className="group rounded-2xl border border-line" open={open}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 font-semibold text-ink hover:bg-sand [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown className="h-5 w-5 text-muted transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-4 border-t border-line p-4">{children}</div>
    </details>
  );
}

/** The sign's other names and title (position, name and pattern are above). */
export function IdentityFields({ values, set }: GroupProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('admin.fields.traditional_name')} value={values.traditional_name} onChange={(e) => set('traditional_name', e.target.value)} />
      <TextField label={t('admin.fields.traditional_subtitle')} value={values.traditional_subtitle} onChange={(e) => set('traditional_subtitle', e.target.value)} />
      <TextField label={t('admin.fields.yoruba_name')} value={values.yoruba_name} onChange={(e) => set('yoruba_name', e.target.value)} />
      <TextAreaField label={t('admin.fields.alternative_names')} hint={t('admin.odduns.form.oneAPerLine')} value={values.alternative_names} onChange={(e) => set('alternative_names', e.target.value)} />
      <TextField label={t('admin.fields.title')} value={values.title} onChange={(e) => set('title', e.target.value)} data-testid="field-title" />
    </>
  );
}

/** Texts and lists of the study screen, folded so the form stays short on a phone. */
export function ContentFields({ values, set }: GroupProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group title={t('admin.odduns.form.texts')}>
        {LONG_TEXT_FIELDS.map((key) => (
          <TextAreaField key={key} label={t(`admin.fields.${key}`)} rows={4} value={values[key]} onChange={(e) => set(key, e.target.value)} />
        ))}
      </Group>
      <Group title={t('admin.odduns.form.lists')}>
        <p className="text-sm text-muted">{t('admin.odduns.form.oneAPerLine')}</p>
        {CONTENT_LISTS.map((key) => (
          <TextAreaField key={key} label={t(`admin.fields.${key}`)} rows={4} value={values[key]} onChange={(e) => set(key, e.target.value)} />
        ))}
      </Group>
      <Group title={t('admin.odduns.form.classification')}>
        <TextField label={t('admin.fields.element')} value={values.element} onChange={(e) => set('element', e.target.value)} />
        <TextField label={t('admin.fields.direction')} value={values.direction} onChange={(e) => set('direction', e.target.value)} />
        <TextAreaField label={t('admin.fields.colors')} hint={t('admin.odduns.form.oneAPerLine')} value={values.colors} onChange={(e) => set('colors', e.target.value)} />
        <TextField label={t('admin.fields.display_pattern')} value={values.display_pattern} onChange={(e) => set('display_pattern', e.target.value)} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">{t('admin.odduns.form.kind')}</legend>
          {(['is_meji', 'is_combination'] as const).map((key) => (
            <label key={key} className="flex min-h-11 items-center gap-3 text-ink">
              <input type="checkbox" checked={values[key]} onChange={(e) => set(key, e.target.checked)} className="h-5 w-5 accent-forest" />
              {t(`admin.fields.${key}`)}
            </label>
          ))}
        </fieldset>
        <SelectField label={t('admin.fields.data_source')} value={values.data_source} onChange={(e) => set('data_source', e.target.value)}>
          {DATA_SOURCES.map((source) => (
            <option key={source} value={source}>
              {sourceLabel(t, source)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.fields.fuente')} value={values.fuente} onChange={(e) => set('fuente', e.target.value)} />
      </Group>
    </>
  );
}
