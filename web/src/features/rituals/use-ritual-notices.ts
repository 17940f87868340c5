import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { RitualActor } from './machine/ritual-actor';

/** Turns the machine's notices into the toasts of spec 8 (Rituals), in the UI language. */
export function useRitualNotices() {
  const { t } = useTranslation();
  const actorRef = RitualActor.useActorRef();
  useEffect(() => {
    const subscriptions = [
      actorRef.on('practiceStarted', () => notify.success(t('rituals.toasts.practiceStarted'))),
      actorRef.on('stepCompleted', ({ step }) => notify.success(t('rituals.toasts.stepCompleted', { n: step }))),
      actorRef.on('ritualCompleted', () => notify.success(t('rituals.toasts.ritualCompleted'))),
      actorRef.on('startError', () => notify.error(t('rituals.toasts.startError'))),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actorRef, t]);
}
