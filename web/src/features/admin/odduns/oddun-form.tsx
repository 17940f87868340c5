import type { AdminOddun } from '@ifa/shared';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { buildOddunBody, formValuesOf, type BuiltBody, type OddunFormError, type OddunFormValues } from '../lib/oddun-form';
import { ContentFields, IdentityFields } from './oddun-form-fields';
import { PatternField } from './pattern-field';

export interface FormProblem {
  message: string;
  /** A 409: the sign changed since it was read; offer to load the current version. */
  stale?: boolean;
}

interface OddunFormProps {
  initial?: AdminOddun;
  submitLabel: string;
  onSubmit: (body: Extract<BuiltBody, { ok: true }>['body']) => Promise<FormProblem | null>;
  onCancel: () => void;
  onReload?: () => void;
}

/** The create/edit form (spec 2 and 5); the caller sends it and says what went wrong. */
export function OddunForm({ initial, submitLabel, onSubmit, onCancel, onReload }: OddunFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<OddunFormValues>(() => formValuesOf(initial));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  // The form is long: a problem is brought into view, wherever the submit button was.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'center' });
  }, [problem]);
  const set = <K extends keyof OddunFormValues>(key: K, value: OddunFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (!problem?.stale) setProblem(null);
  };
  const messages: Record<OddunFormError, string> = {
    required: t('validation.oddunRequiredFields'),
    pattern: t('validation.oddunPatternInvalid'),
    position: t('admin.odduns.form.positionRange'),
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const built = buildOddunBody(values, initial);
    if (!built.ok) {
      setProblem({ message: messages[built.error] });
      return;
    }
    setSaving(true);
    try {
      setProblem(await onSubmit(built.body));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="oddun-form">
      {problem ? (
        <div ref={problemRef} role="alert" className="flex flex-col gap-3 rounded-2xl border border-clay/40 bg-clay-soft/60 p-4 text-sm text-ink" data-testid="form-problem">
          <p className="flex items-start gap-2">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-clay" aria-hidden="true" />
            <span>{problem.message}</span>
          </p>
          {problem.stale && onReload ? (
            <Button variant="secondary" size="sm" className="self-start" icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />} onClick={onReload}>
              {t('admin.odduns.form.reload')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className="text-sm text-muted">{t('admin.odduns.form.requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField label={`${t('admin.fields.position')} *`} type="number" inputMode="numeric" min={1} max={999} value={values.position} onChange={(e) => set('position', e.target.value)} hint={t('admin.odduns.form.positionHint')} data-testid="field-position" />
        <TextField label={`${t('admin.fields.name')} *`} value={values.name} maxLength={120} onChange={(e) => set('name', e.target.value)} data-testid="field-name" />
      </div>
      <PatternField value={values.binary_pattern} name={values.name} onChange={(pattern) => set('binary_pattern', pattern)} />
      <IdentityFields values={values} set={set} />
      <ContentFields values={values} set={set} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
