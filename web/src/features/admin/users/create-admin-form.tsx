import { zodResolver } from '@hookform/resolvers/zod';
import { CreateAdminRequest, LANGUAGES } from '@ifa/shared';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PasswordField, SelectField, TextField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { createAdmin } from '../api/create-admin';
import { refresh } from '../api/keys';
import { adminErrorMessage } from '../lib/admin-messages';

type Values = z.input<typeof CreateAdminRequest>;
const FIELDS = ['full_name', 'username', 'email', 'password', 'language'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);
const EMPTY: Values = { full_name: '', username: '', email: '', password: '', language: 'es' };

/** Spec 2 and 5: create an admin; every field is required ('Todos los campos son obligatorios'). */
export function CreateAdminForm() {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof CreateAdminRequest>>({ resolver: zodResolver(CreateAdminRequest), defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: (typeof FIELDS)[number]) => translateMessage(t, errors[name]?.message);
  const field = (name: (typeof FIELDS)[number]) => form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (body) => {
    try {
      await createAdmin(body);
      notify.success(t('admin.createAdmin.success'));
      form.reset(EMPTY);
      await refresh('admin/users', 'admin/stats');
    } catch (error) {
      // A taken email or username goes on its field, and its text is the toast (spec 8: the server's detail).
      if (error instanceof ApiError) for (const { field: name, message } of error.fieldErrors) if (isField(name)) form.setError(name, { type: 'server', message });
      notify.error(adminErrorMessage(t, error, t('admin.createAdmin.error')));
    }
  });

  return (
    <Card title={t('admin.createAdmin.title')} icon={<UserPlus className="h-5 w-5" aria-hidden="true" />} headingLevel={3}>
      <p className="-mt-2 mb-5 text-sm text-muted">{t('admin.createAdmin.description')}</p>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="create-admin-form">
        <TextField label={t('admin.createAdmin.fullName')} autoComplete="off" {...field('full_name')} error={errorOf('full_name')} />
        <TextField label={t('admin.createAdmin.username')} autoComplete="off" {...field('username')} error={errorOf('username')} />
        <TextField label={t('admin.createAdmin.email')} type="email" autoComplete="off" {...field('email')} error={errorOf('email')} />
        <PasswordField label={t('admin.createAdmin.password')} autoComplete="new-password" {...field('password')} error={errorOf('password')} />
        <SelectField label={t('admin.createAdmin.language')} {...field('language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end sm:justify-end">
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
            {t('admin.createAdmin.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
