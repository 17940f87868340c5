import { BellRing, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { SelectField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { removeReminder } from '../api/delete-reminders';
import { useReminders, type RemindersState } from '../api/get-reminders';
import { saveReminder } from '../api/update-reminders';
import { useRemindersCatalog } from './reminders-catalog';
import { timeZoneLabel } from './time-zones';
import {
  DEFAULT_HOUR,
  HOURS,
  PushSetupError,
  canReceivePush,
  deviceSubscription,
  hourLabel,
  madeWithKey,
  notificationPermission,
  reminderMessageKey,
  subscribeDevice,
  type PushProblem,
} from './reminders-push';

type Busy = 'enable' | 'change' | 'disable' | null;

/**
 * 'Recordatorios' (issue 35 point 4, DESIGN.md 5d): a daily Web Push reminder at an hour of the
 * learner's clock, on this browser. Turning it on asks for the notification permission, subscribes
 * this browser with the server's VAPID key and sends the subscription with the hour; turning it
 * off removes this browser on the server, then unsubscribes it. Loaded lazily by the profile page,
 * with its own texts (reminders-catalog.ts).
 */
export default function RemindersCard({ userId, timeZone }: { userId: string; timeZone: string }) {
  const { t, i18n } = useTranslation();
  useRemindersCatalog();
  const { data: state, error: loadError, mutate } = useReminders(userId);
  /** This browser holds a subscription made with the server's key (unknown until read). */
  const [here, setHere] = useState<boolean | null>(null);
  const [hour, setHour] = useState<number | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<PushProblem | null>(() => (!canReceivePush() ? 'unsupported' : notificationPermission() === 'denied' ? 'denied' : null));

  useEffect(() => {
    if (!state) return;
    let live = true;
    void deviceSubscription()
      .then((subscription) => live && setHere(Boolean(subscription && state.enabled && madeWithKey(subscription, state.public_key))))
      .catch(() => live && setHere(false));
    return () => {
      live = false;
    };
  }, [state]);

  const chosen = hour ?? state?.hour ?? DEFAULT_HOUR;
  const time = hourLabel(state?.hour ?? chosen, i18n.language);

  const failed = (error: unknown) => {
    if (error instanceof PushSetupError) return setProblem(error.problem);
    const key = error instanceof ApiError ? reminderMessageKey(error.displayMessage) : undefined;
    notify.error(key ? t(`reminders.errors.${key}`) : errorMessage(t, error, t('reminders.error')));
  };

  const turnOn = async (kind: 'enable' | 'change') => {
    if (!state || busy) return;
    setBusy(kind);
    setProblem(null);
    try {
      const subscription = await subscribeDevice(state.public_key);
      const saved = await saveReminder({ hour: chosen, subscription });
      await mutate(saved.reminders, { revalidate: false });
      setHere(true);
      setHour(null);
      notify.success(t(kind === 'enable' ? 'reminders.saved' : 'reminders.changed'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const turnOff = async () => {
    if (busy) return;
    setBusy('disable');
    try {
      const subscription = await deviceSubscription();
      if (subscription) {
        // The server first: if it cannot be told, this browser stays subscribed and nothing is pretended.
        const removed = await removeReminder(subscription.endpoint);
        await subscription.unsubscribe();
        await mutate(removed.reminders, { revalidate: false });
      }
      setHere(false);
      notify.success(t('reminders.removed'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('reminders.title')} icon={<BellRing className="h-5 w-5" aria-hidden="true" />} testId="reminders-card" className="mt-6">
      <p className="text-sm text-muted">{t('reminders.description')}</p>
      {loadError ? <p className="mt-4 text-sm font-medium text-clay">{t('reminders.loadError')}</p> : null}
      {state ? (
        <div className="mt-4 space-y-4">
          <Status state={state} here={here} time={time} />
          {problem ? (
            <p className="flex items-start gap-2 rounded-2xl bg-sand px-4 py-3 text-sm text-ink" role="status" data-testid="reminders-problem">
              <BellOff className="mt-0.5 h-4 w-4 shrink-0 text-clay" aria-hidden="true" />
              {t(`reminders.${problem}`)}
            </p>
          ) : null}
          {problem === 'unsupported' ? null : (
            <div className="space-y-3">
              <SelectField
                className="max-w-xs"
                label={t('reminders.hour')}
                hint={t('reminders.hourHint', { zone: timeZoneLabel(timeZone) })}
                value={String(chosen)}
                onChange={(event) => setHour(Number(event.target.value))}
                data-testid="reminders-hour"
              >
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {hourLabel(h, i18n.language)}
                  </option>
                ))}
              </SelectField>
              <div className="flex flex-wrap gap-3">
              {here ? (
                <>
                  <Button variant="secondary" loading={busy === 'change'} disabled={busy !== null || chosen === state.hour} onClick={() => void turnOn('change')} data-testid="reminders-change">
                    {busy === 'change' ? t('reminders.changing') : t('reminders.change')}
                  </Button>
                  <Button variant="secondary" loading={busy === 'disable'} disabled={busy !== null} onClick={() => void turnOff()} data-testid="reminders-disable">
                    {busy === 'disable' ? t('reminders.disabling') : t('reminders.disable')}
                  </Button>
                </>
              ) : (
                <Button loading={busy === 'enable'} disabled={busy !== null || here === null || problem === 'denied'} onClick={() => void turnOn('enable')} data-testid="reminders-enable">
                  {busy === 'enable' ? t('reminders.enabling') : state.enabled ? t('reminders.enableHere') : t('reminders.enable')}
                </Button>
              )}
              </div>
            </div>
          )}
        </div>
      ) : null}
    </Card>
  );
}

/** On here, on other browsers only, or off: what the learner gets and when. */
function Status({ state, here, time }: { state: RemindersState; here: boolean | null; time: string }) {
  const { t } = useTranslation();
  const text = !state.enabled ? t('reminders.off') : here ? t('reminders.onHere', { time }) : t('reminders.onElsewhere', { count: state.devices, time });
  return (
    <p className="font-semibold text-ink" data-testid="reminders-status" aria-live="polite">
      {text}
    </p>
  );
}
