import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';

/** Where an error is shown: under the field the contract's rule is about, or for the whole form. */
export interface ActionError {
  message: string;
  onField: boolean;
}

/**
 * What a section's forms on the queue share (issue 36): the contract's rule checked before
 * sending (its message under the field), the server's answer as a toast, and the queue read again
 * after a change, or after a 409 (the text changed, or another reviewer was first): the reviewer
 * then sees the section as it is now.
 */
export function useQueueAction(onDone: () => void, fallback: string) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);

  /** The body as the contract parses it, or null with its first message shown under the field. */
  function checked<S extends z.ZodMiniType>(schema: S, body: z.input<S>): z.output<S> | null {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    setError({ message: translateMessage(t, result.error.issues[0]?.message) ?? fallback, onField: true });
    return null;
  }

  async function run(send: () => Promise<{ message: string }>, after?: () => void) {
    setSending(true);
    setError(null);
    try {
      const result = await send();
      notify.success(translateMessage(t, result.message) ?? result.message);
      after?.();
      onDone();
    } catch (failure) {
      setError({ message: errorMessage(t, failure, fallback), onField: false });
      if (failure instanceof ApiError && failure.status === 409) onDone();
    } finally {
      setSending(false);
    }
  }

  return {
    sending,
    error,
    /** What the form says above its buttons (the server's refusal), and what its field says (a rule it breaks). */
    formError: error && !error.onField ? error.message : null,
    fieldError: error?.onField ? error.message : null,
    /** The field was edited: the rule it broke is no longer shown. */
    fieldChanged: () => {
      if (error?.onField) setError(null);
    },
    /** A rule of this form's own, said under the field like the contract's. */
    fail: (message: string) => setError({ message, onField: true }),
    checked,
    run,
  };
}
