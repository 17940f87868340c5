import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PreparingScreen } from '../../components/preparing-screen';

/** /games/rituals: the guided practice arrives in a later issue. */
export default function RitualsPage() {
  const { t } = useTranslation();
  return <PreparingScreen icon={Flame} name={t('games.rituals.name')} />;
}
