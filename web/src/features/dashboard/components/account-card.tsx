import type { User } from '@ifa/shared';
import { ArrowRight, ShieldCheck, UserCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { AccountChangeModal } from './account-change-modal';

/** Spec 2: admins see a link to /admin; everyone else the 'Change Account Type' button. */
export function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (user.role === 'admin') {
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
  return (
    <Card title={t('dashboard.accountChange.title')} icon={<UserCog className="h-5 w-5" aria-hidden="true" />}>
      <p className="text-sm text-muted">{t('dashboard.accountChange.text')}</p>
      <Button variant="secondary" className="mt-4 w-full" onClick={() => setOpen(true)}>
        {t('dashboard.accountChange.button')}
      </Button>
      <AccountChangeModal open={open} onClose={() => setOpen(false)} user={user} />
    </Card>
  );
}
