import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/messages';

/** The schemas speak the spec's Spanish; this shows each field's message in the UI language. */
export function useTranslatedErrors<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation();
  return (name: keyof T & string): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? translateMessage(t, message) : undefined;
  };
}
