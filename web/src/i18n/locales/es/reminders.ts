import { REMINDER_MSG } from '@ifa/shared/messages';
import type { Widen } from './core';

/**
 * Daily practice reminders (DESIGN.md 5d): the profile's 'Recordatorios' card. Texts of their
 * own, loaded with the card (web/src/features/profile/components/reminders-catalog.ts), never
 * with the landing. `errors` holds the server's Spanish messages verbatim (REMINDER_MSG), by key, so the
 * card can show them in the learner's language.
 */
export const reminders = {
  reminders: {
    title: 'Recordatorios',
    description: 'Un aviso al día en este dispositivo, a la hora que elijas, con las tarjetas que tienes para repasar. No llega los días en que ya has practicado.',
    hour: 'Hora del recordatorio',
    hourHint: 'En tu zona horaria ({{zone}}); puedes cambiarla en Práctica diaria.',
    onHere: 'Activado en este dispositivo, cada día: {{time}}.',
    onElsewhere_one: 'Activado en {{count}} dispositivo, pero no en este; cada día: {{time}}.',
    onElsewhere_many: 'Activado en {{count}} dispositivos, pero no en este; cada día: {{time}}.',
    onElsewhere_other: 'Activado en {{count}} dispositivos, pero no en este; cada día: {{time}}.',
    off: 'Desactivado: no recibes recordatorios.',
    enable: 'Activar recordatorio',
    enableHere: 'Activar también aquí',
    enabling: 'Activando…',
    change: 'Cambiar la hora',
    changing: 'Guardando…',
    disable: 'Desactivar en este dispositivo',
    disabling: 'Desactivando…',
    unsupported: 'Este navegador no puede recibir notificaciones. En iPhone y iPad, añade la aplicación a la pantalla de inicio y ábrela desde allí.',
    denied: 'Las notificaciones están bloqueadas para este sitio. Permítelas en la configuración del navegador y vuelve a esta página.',
    dismissed: 'No se concedió el permiso para mostrar notificaciones. Pulsa de nuevo «Activar recordatorio» y acepta el aviso del navegador.',
    noWorker: 'La aplicación todavía se está instalando en este navegador. Recarga la página e inténtalo de nuevo.',
    saved: 'Recordatorio diario activado',
    changed: 'Hora del recordatorio cambiada',
    removed: 'Recordatorios desactivados en este dispositivo',
    error: 'No se pudo guardar el recordatorio. Inténtalo de nuevo.',
    loadError: 'No se pudieron cargar tus recordatorios.',
    errors: { ...REMINDER_MSG },
  },
};

export type RemindersCatalog = Widen<typeof reminders>;
