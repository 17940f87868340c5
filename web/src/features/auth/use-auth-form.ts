import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as z from 'zod/mini';
import { errorMessage } from '../../lib/messages';
import { notify } from '../../lib/notify';
import { useTranslatedErrors } from './use-translated-errors';

/**
 * The form wiring every auth screen shares: the shared zod schema as the resolver,
 * validation on submit, errors translated from the contract's Spanish, and spec 5's rule that
 * an error clears as soon as its field is edited (the server's message too).
 */
export function useAuthForm<TIn extends FieldValues, TOut>(schema: z.ZodMiniType<TOut, TIn>, defaultValues: DefaultValues<TIn>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues,
  });
  const errorOf = useTranslatedErrors(form.formState.errors);
  const field = (name: Path<TIn>) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setServerError(null);
      },
    });
  const { t } = useTranslation();
  /** Spec 8: the server's detail when it gives one, else the screen's default; shown on the form and as a toast. */
  const showFailure = (error: unknown, fallback: string) => {
    const message = errorMessage(t, error, fallback);
    setServerError(message);
    notify.error(message);
  };
  return { ...form, field, errorOf, serverError, setServerError, showFailure };
}
