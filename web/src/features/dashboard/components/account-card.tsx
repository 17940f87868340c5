import type { User } from '@ifa/shared';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';

/**
 * Spec 2: admins see a link to /admin. A learner's account-type request lives on the profile
 * (issue 34: the dashboard stays about practice).
 */
export function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation();
  if (user.role !== 'admin') return null;
  return (
    <Card title={t('dashboard.admin')} icon={<ShieldCheck className="h-5 w-5" aria-hidden="true" />}>
      <p className="text-sm text-muted">{t('dashboard.adminText')}</p>
      <ButtonLink to={paths.admin} className="mt-4 w-full" data-testid="admin-link">
        {t('dashboard.admin')}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </ButtonLink>
    </Card>
  );
}
