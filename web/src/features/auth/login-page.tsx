import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { Button } from '../../components/button';
import { PasswordField, TextField } from '../../components/form-field';
import { paths } from '../../config/paths';
import { returnPath } from '../../lib/auth/return-to';
import { useSession } from '../../lib/auth/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { login } from './api/login';
import { AuthLayout } from './components/auth-layout';
import { ForgotPasswordModal } from './components/forgot-password-modal';
import { FormAlert } from './components/form-alert';
import { LoginForm } from './schemas';
import { useAuthForm } from './use-auth-form';

/** Spec 2, /login. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const [forgotOpen, setForgotOpen] = useState(false);
  useDocumentTitle(t('auth.login.submit'));
  const {
    handleSubmit,
    field,
    errorOf,
    serverError,
    setServerError,
    showFailure,
    formState: { isSubmitting },
  } = useAuthForm(LoginForm, { email: '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { access_token, user } = await login(values);
      signIn(access_token, user);
      notify.success(t('toasts.loginSuccess'));
      await navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      showFailure(error, t('toasts.loginError'));
    }
  });

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={{ text: t('auth.login.noAccount'), linkLabel: t('auth.login.registerLink'), to: paths.register }}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('auth.login.title')}>
        <FormAlert message={serverError} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          error={errorOf('email')}
          {...field('email')}
        />
        <div>
          <PasswordField label={t('auth.password')} autoComplete="current-password" error={errorOf('password')} {...field('password')} />
          <div className="mt-2 text-right">
            <button type="button" onClick={() => setForgotOpen(true)} className="min-h-11 rounded px-1 text-sm font-semibold text-forest underline-offset-4 hover:underline">
              {t('auth.login.forgot')}
            </button>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthLayout>
  );
}
