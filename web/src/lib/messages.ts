import { MSG } from '@ifa/shared/messages';
import type { TFunction } from 'i18next';
import type { AppCatalog } from '../i18n/locales/es/app';
import { ApiError, NetworkError } from './api-client';
import { isOffline } from './offline/network';

// Compile-time proof that every Spanish message of the contract has a catalog key.
type MsgTextKey = { [K in keyof typeof MSG]: (typeof MSG)[K] extends string ? K : never }[keyof typeof MSG];
type Untranslated = Exclude<MsgTextKey, keyof AppCatalog['validation']>;
const everyMessageTranslated: [Untranslated] extends [never] ? true : Untranslated = true;
void everyMessageTranslated;

/**
 * The shared schemas and the server speak the spec's Spanish (`MSG`). To show them in the
 * user's language we map each Spanish text back to its key and render `validation.<key>`:
 * Spanish stays verbatim, English and French get their own words.
 */
const keyByText = new Map<string, string>(
  Object.entries(MSG).flatMap(([key, value]) => (typeof value === 'string' ? [[value, key] as const] : [])),
);

/** Client-only messages (spec 5) that are not in `MSG`. */
export const CLIENT_MSG = {
  passwordsMismatch: 'Las contraseñas no coinciden',
  forgotEmailRequired: 'Por favor ingresa tu email',
  forgotEmailInvalid: 'Por favor ingresa un email válido',
  /** The contribute form asks where a text comes from (issue 36); the contract leaves it optional for older clients. */
  contributionSourceKindRequired: 'Elige de dónde viene el texto',
} as const;
for (const [key, value] of Object.entries(CLIENT_MSG)) keyByText.set(value, key);

const TOO_MANY = /^Demasiados intentos fallidos\. Inténtalo de nuevo en (\d+) minutos?\.$/;

/** Translates a Spanish message from the contract; unknown texts are shown as they are. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByText.get(message);
  if (key) return t(`validation.${key}`);
  const tooMany = TOO_MANY.exec(message);
  if (tooMany) return t('validation.tooManyAttempts', { count: Number(tooMany[1]) });
  return message;
}

/**
 * The spec's client rule (section 8): show the server's detail when it gives one, else the
 * screen's default message.
 */
export function errorMessage(t: TFunction, error: unknown, fallback: string): string {
  // Offline (DESIGN.md 5d), an action that needs the server says so, in the learner's language.
  if (error instanceof NetworkError) return t(isOffline() ? 'validation.offline' : 'validation.network');
  if (error instanceof ApiError) {
    if (error.status >= 500) return fallback;
    return translateMessage(t, error.displayMessage) ?? fallback;
  }
  return fallback;
}
