import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PreparingScreen } from '../../components/preparing-screen';

/** Spec 2, /games/yoruba: a coming-soon placeholder. */
export default function YorubaPage() {
  const { t } = useTranslation();
  return <PreparingScreen variant="coming-soon" icon={Languages} name={t('games.yoruba.name')} description={t('games.yoruba.description')} />;
}
