import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { isOffline } from '../../../lib/offline/network';
import { translateMessage } from '../../../lib/messages';

/**
 * The server's admin messages that carry a number, a pattern or an email are functions in
 * `MSG` (`oddunPositionTaken(n)`, ...), so the shared text-to-key map cannot know them: they are
 * recognised here and shown in the UI language with their value.
 */
const NUMBERED: Array<{ pattern: RegExp; show: (t: TFunction, match: RegExpExecArray) => string }> = [
  { pattern: /^Ya existe un oddun en la posición (\d+)$/, show: (t, m) => t('admin.messages.positionTaken', { position: Number(m[1]) }) },
  { pattern: /^Ya existe un oddun con el patrón binario ([01]+)$/, show: (t, m) => t('admin.messages.patternTaken', { pattern: m[1] }) },
  {
    pattern: /^Repetido en esta importación \(igual que el elemento (\d+)\)$/,
    show: (t, m) => t('admin.messages.importDuplicate', { index: Number(m[1]) }),
  },
  { pattern: /^Contraseña actualizada para (.+)$/, show: (t, m) => t('admin.users.passwordSet', { email: m[1] }) },
  { pattern: /^Usuario (.+) eliminado exitosamente$/, show: (t, m) => t('admin.users.deleted', { email: m[1] }) },
];

/** A Spanish message of the admin API in the UI language (unknown texts shown as they are). */
export function translateAdminMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  for (const { pattern, show } of NUMBERED) {
    const match = pattern.exec(message);
    if (match) return show(t, match);
  }
  return translateMessage(t, message);
}

/** The server's reason for a refusal when it gives one (spec 8), else the action's default message. */
export function adminErrorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return t(isOffline() ? 'validation.offline' : 'validation.network');
  if (error instanceof ApiError && error.status < 500) return translateAdminMessage(t, error.displayMessage) ?? fallback;
  return fallback;
}

/** True when the server refused because the sign changed since it was read (DESIGN.md 5: 409). */
export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Spec 8: 'Error al aprobar/rechazar la contribución' followed by the server's detail. */
export function withDetail(t: TFunction, error: unknown, message: string): string {
  const detail = error instanceof ApiError && error.status < 500 ? translateAdminMessage(t, error.displayMessage) : undefined;
  if (error instanceof NetworkError) return `${message}: ${t(isOffline() ? 'validation.offline' : 'validation.network')}`;
  return detail ? `${message}: ${detail}` : message;
}
