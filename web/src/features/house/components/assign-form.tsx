import { ASSIGNMENT_KINDS, HOUSE, type AssignmentKind } from '@ifa/shared';
import { ClipboardPlus } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { cx } from '../../../components/cx';
import { TextField } from '../../../components/form-field';
import { assignPractice } from '../api/house-actions';
import { dueBounds } from '../lib/due-date';
import { OrishaPicker, SignPicker } from './subject-pickers';
import type { HouseActions } from './use-house-action';

/**
 * The head assigns practice (DESIGN.md 5c): a set of signs, or of orishas (their facts), by a
 * due day (tomorrow unless chosen). It appears in every member's daily practice.
 */
export function AssignForm({ timeZone, actions }: { timeZone: string | undefined; actions: HouseActions }) {
  const { t } = useTranslation();
  const kindId = useId();
  const bounds = useMemo(() => dueBounds(timeZone), [timeZone]);
  const [kind, setKind] = useState<AssignmentKind>('signs');
  const [subjects, setSubjects] = useState<string[]>([]);
  const [due, setDue] = useState(bounds.initial);
  const [errors, setErrors] = useState<{ subjects?: string | undefined; due?: string | undefined }>({});

  const choose = (next: AssignmentKind) => {
    setKind(next);
    setSubjects([]);
    setErrors((current) => ({ ...current, subjects: undefined }));
  };
  const toggle = (id: string) => {
    setSubjects((current) => (current.includes(id) ? current.filter((s) => s !== id) : current.length < HOUSE.maxAssignmentSubjects ? [...current, id] : current));
    setErrors((current) => ({ ...current, subjects: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      subjects: subjects.length === 0 ? t('validation.assignmentSubjectsRequired') : undefined,
      due: !/^\d{4}-\d{2}-\d{2}$/.test(due) || due < bounds.min || due > bounds.max ? t('validation.assignmentDueInvalid') : undefined,
    };
    setErrors(found);
    if (found.subjects || found.due) return;
    const result = await actions.run('assign', () => assignPractice({ kind, subjects, due }));
    if (result) {
      setSubjects([]);
      setDue(bounds.initial);
    }
  };

  return (
    <Card title={t('house.assign.title')} icon={<ClipboardPlus className="h-5 w-5" aria-hidden="true" />} testId="house-assign">
      <p className="text-sm text-muted">{t('house.assign.text')}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-5" noValidate>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t('house.assign.kind')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {ASSIGNMENT_KINDS.map((option) => (
              <label
                key={option}
                className={cx(
                  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest',
                  kind === option ? 'border-forest bg-forest-soft text-forest' : 'border-line text-ink hover:bg-sand',
                )}
              >
                <input type="radio" name={kindId} value={option} checked={kind === option} onChange={() => choose(option)} className="h-4 w-4 accent-forest" data-testid={`assign-kind-${option}`} />
                {t(`house.assignments.kind.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'signs' ? <SignPicker selected={subjects} onToggle={toggle} error={errors.subjects} /> : <OrishaPicker selected={subjects} onToggle={toggle} error={errors.subjects} />}
        <TextField
          type="date"
          label={t('house.assign.due')}
          hint={t('house.assign.dueHint', { days: HOUSE.maxDueDays })}
          error={errors.due}
          value={due}
          min={bounds.min}
          max={bounds.max}
          onChange={(event) => {
            setDue(event.target.value);
            setErrors((current) => ({ ...current, due: undefined }));
          }}
          className="sm:max-w-xs"
          data-testid="assign-due"
        />
        <Button type="submit" loading={actions.busy === 'assign'} data-testid="assign-submit">
          {t('house.assign.submit')}
        </Button>
      </form>
    </Card>
  );
}
