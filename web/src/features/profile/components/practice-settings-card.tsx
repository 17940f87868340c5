import { DAILY_GOALS, NEW_CARDS_PER_DAY, PRACTICE } from '@ifa/shared';
import { CalendarClock, LocateFixed } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { cx } from '../../../components/cx';
import { SelectField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { formatNumber } from '../../../lib/format';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { updatePreferences } from '../api/update-preferences';
import { changedSettings, isPracticeField, type PracticeField, type PracticeSettingsValues } from './practice-settings';
import { deviceTimeZone, supportedTimeZones, timeZoneLabel, timeZoneOptions } from './time-zones';

/**
 * 'Práctica diaria' settings (issue 12): the time zone the learner's days count in, the daily
 * goal in XP and the new cards a day. Saved together with PUT /user/preferences; the server's
 * field messages show under their fields, in the UI language.
 */
export function PracticeSettingsCard({ saved }: { saved: PracticeSettingsValues }) {
  const { t, i18n } = useTranslation();
  const { updateUser } = useSession();
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<PracticeField, string>>>({});
  const [saving, setSaving] = useState(false);
  const device = useMemo(deviceTimeZone, []);
  const zones = useMemo(() => timeZoneOptions(supportedTimeZones(), saved.time_zone, device), [saved.time_zone, device]);
  const changes = changedSettings(saved, draft);
  const n = (value: number) => formatNumber(value, i18n.language);

  const set = <F extends PracticeField>(field: F, value: PracticeSettingsValues[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || Object.keys(changes).length === 0) return;
    setSaving(true);
    setErrors({});
    try {
      const { user } = await updatePreferences(changes);
      updateUser(user);
      setDraft(user.practice);
      notify.success(t('profile.practice.saved'));
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors.filter(({ field }) => isPracticeField(field)) : [];
      setErrors(Object.fromEntries(fieldErrors.map(({ field, message }) => [field, translateMessage(t, message) ?? message])));
      notify.error(errorMessage(t, error, t('profile.practice.error')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('profile.practice.title')} icon={<CalendarClock className="h-5 w-5" aria-hidden="true" />} testId="practice-settings-card" className="mt-6">
      <form onSubmit={(event) => void save(event)} noValidate aria-label={t('profile.practice.title')} className="space-y-6">
        <p className="text-sm text-muted">{t('profile.practice.description')}</p>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
          <SelectField
            label={t('profile.practice.timeZone')}
            hint={device ? t('profile.practice.deviceZone', { zone: timeZoneLabel(device) }) : undefined}
            error={errors.time_zone}
            value={draft.time_zone}
            onChange={(event) => set('time_zone', event.target.value)}
            data-testid="practice-time-zone"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            className="sm:mt-7"
            disabled={!device || draft.time_zone === device}
            onClick={() => device && set('time_zone', device)}
            icon={<LocateFixed className="h-4 w-4" aria-hidden="true" />}
          >
            {t('profile.practice.useDevice')}
          </Button>
        </div>

        <Choices legend={t('profile.practice.dailyGoal')} error={errors.daily_goal}>
          {DAILY_GOALS.map((goal) => (
            <Choice key={goal} name="daily_goal" checked={draft.daily_goal === goal} onChange={() => set('daily_goal', goal)} testId={`daily-goal-${goal}`}>
              <span className="font-semibold text-ink">{t('common.xp', { xp: n(goal) })}</span>
              <span className="text-sm text-muted">{t('profile.practice.goalHint', { count: goal / PRACTICE.xpPerReviewAnswer })}</span>
            </Choice>
          ))}
        </Choices>

        <Choices legend={t('profile.practice.newCards')} hint={t('profile.practice.newCardsHint')} error={errors.new_cards_per_day}>
          {NEW_CARDS_PER_DAY.map((count) => (
            <Choice key={count} name="new_cards_per_day" checked={draft.new_cards_per_day === count} onChange={() => set('new_cards_per_day', count)} testId={`new-cards-${count}`}>
              <span className="font-semibold text-ink">{n(count)}</span>
              {count === PRACTICE.defaultNewCardsPerDay ? <span className="text-sm text-muted">{t('profile.practice.recommended')}</span> : null}
            </Choice>
          ))}
        </Choices>

        <Button type="submit" loading={saving} disabled={Object.keys(changes).length === 0} data-testid="practice-settings-save">
          {saving ? t('profile.practice.saving') : t('profile.practice.save')}
        </Button>
      </form>
    </Card>
  );
}

/** A radio group with its legend, an optional hint and the server's message for it. */
function Choices({ legend, hint, error, children }: { legend: string; hint?: string; error?: string | undefined; children: ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={described}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-3 sm:grid-cols-3">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-clay" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ChoiceProps {
  name: string;
  checked: boolean;
  onChange: () => void;
  testId: string;
  children: ReactNode;
}

function Choice({ name, checked, onChange, testId, children }: ChoiceProps) {
  return (
    <label
      className={cx(
        'flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl border-2 px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest',
        checked ? 'border-forest bg-forest-soft' : 'border-line hover:border-forest/40 hover:bg-sand',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="mt-1 h-4 w-4 accent-forest" data-testid={testId} />
      <span className="flex min-w-0 flex-col">{children}</span>
    </label>
  );
}
