import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PreparingScreen } from '../../components/preparing-screen';

/** /admin (admins only, see RequireAdmin): the panel arrives in a later issue. */
export default function AdminPage() {
  const { t } = useTranslation();
  return <PreparingScreen icon={ShieldCheck} name={t('preparing.admin')} />;
}
