import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify';
import { Button, ButtonLink } from '../../components/button';
import { PasswordField } from '../../components/form-field';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { resetPassword } from './api/reset-password';
import { AuthLayout } from './components/auth-layout';
import { FormAlert } from './components/form-alert';
import { ResetForm } from './schemas';
import { useAuthForm } from './use-auth-form';

/** DESIGN.md 4: `/reset-password?token=` finishes the forgot-password flow. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  useDocumentTitle(t('auth.reset.title'));
  const {
    handleSubmit,
    field,
    errorOf,
    serverError,
    setServerError,
    showFailure,
    formState: { isSubmitting },
  } = useAuthForm(ResetForm, { password: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await resetPassword({ token, new_password: values.password });
      notify.success(t('toasts.resetSuccess'));
      await navigate(paths.login, { replace: true });
    } catch (error) {
      showFailure(error, t('toasts.resetError'));
    }
  });

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {token ? (
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('auth.reset.title')}>
          <FormAlert message={serverError} />
          <PasswordField label={t('auth.reset.newPassword')} autoComplete="new-password" error={errorOf('password')} {...field('password')} />
          <PasswordField label={t('auth.reset.confirmPassword')} autoComplete="new-password" error={errorOf('confirmPassword')} {...field('confirmPassword')} />
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
        </form>
      ) : (
        <div className="space-y-6">
          <FormAlert message={t('auth.reset.missingToken')} />
          <ButtonLink to={paths.login} size="lg" className="w-full">
            {t('auth.reset.goToLogin')}
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  );
}
