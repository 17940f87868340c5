import type { User } from '@ifa/shared';
import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { AccountChangeModal } from './account-change-modal';

/**
 * Spec 2's 'Change Account Type', on the profile (issue 34): it is about the account, and the
 * dashboard stays about practice. Admins have no type to ask for.
 */
export function AccountTypeCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (user.role === 'admin') return null;
  return (
    <Card title={t('dashboard.accountChange.title')} icon={<UserCog className="h-5 w-5" aria-hidden="true" />} testId="account-type-card">
      <p className="text-sm text-muted">{t('dashboard.accountChange.text')}</p>
      <Button variant="secondary" className="mt-4 w-full" onClick={() => setOpen(true)}>
        {t('dashboard.accountChange.button')}
      </Button>
      <AccountChangeModal open={open} onClose={() => setOpen(false)} user={user} />
    </Card>
  );
}
