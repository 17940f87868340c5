import { Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PreparingScreen } from '../../components/preparing-screen';

/** Spec 2, /games/sureye: a coming-soon placeholder. */
export default function SureyePage() {
  const { t } = useTranslation();
  return <PreparingScreen variant="coming-soon" icon={Music} name={t('games.sureye.name')} description={t('games.sureye.description')} />;
}
