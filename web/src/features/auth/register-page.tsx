import { LANGUAGES } from '@ifa/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify';
import { Button } from '../../components/button';
import { PasswordField, SelectField, TextField } from '../../components/form-field';
import { paths } from '../../config/paths';
import { currentLanguage } from '../../i18n';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { register as registerAccount } from './api/register';
import { AuthLayout } from './components/auth-layout';
import { FormAlert } from './components/form-alert';
import { RegisterForm } from './schemas';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['full_name', 'username', 'email', 'language', 'referred_by', 'password', 'confirmPassword'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/** Spec 2, /register. `?ref=CODE` pre-fills the referral code. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  useDocumentTitle(t('auth.register.title'));
  const {
    handleSubmit,
    setError,
    setFocus,
    field,
    errorOf,
    serverError,
    setServerError,
    showFailure,
    formState: { isSubmitting },
  } = useAuthForm(RegisterForm, {
    full_name: '',
    username: '',
    email: '',
    // Spanish by default (spec 2); a visitor who switched the interface keeps that choice.
    language: currentLanguage(),
    referred_by: (params.get('ref') ?? '').trim().toUpperCase().slice(0, 32),
    password: '',
    confirmPassword: '',
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setServerError(null);
    try {
      const { access_token, user } = await registerAccount(body);
      signIn(access_token, user);
      notify.success(t('toasts.registerSuccess'));
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      // Field errors from the server (e.g. a taken email) go on their fields.
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        let focused = false;
        for (const { field: name, message } of error.fieldErrors) {
          if (!isField(name)) continue;
          setError(name, { type: 'server', message });
          if (!focused) {
            setFocus(name);
            focused = true;
          }
        }
      }
      showFailure(error, t('toasts.registerError'));
    }
  });

  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={{ text: t('auth.register.haveAccount'), linkLabel: t('auth.register.loginLink'), to: paths.login }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('auth.register.title')}>
        <FormAlert message={serverError} />
        <TextField label={t('auth.register.fullName')} autoComplete="name" error={errorOf('full_name')} {...field('full_name')} />
        <TextField
          label={t('auth.register.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('auth.register.usernameHint')}
          error={errorOf('username')}
          {...field('username')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errorOf('email')}
          {...field('email')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label={t('auth.register.language')} error={errorOf('language')} {...field('language')}>
            {LANGUAGES.map((lng) => (
              <option key={lng} value={lng} lang={lng}>
                {t(`languages.${lng}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('auth.register.referral')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t('auth.register.referralHint')}
            error={errorOf('referred_by')}
            {...field('referred_by')}
          />
        </div>
        <PasswordField label={t('auth.password')} autoComplete="new-password" error={errorOf('password')} {...field('password')} />
        <PasswordField label={t('auth.register.confirmPassword')} autoComplete="new-password" error={errorOf('confirmPassword')} {...field('confirmPassword')} />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
