import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PreparingScreen } from '../../components/preparing-screen';

/** /games/signs: the full game and encyclopedia arrive in a later issue. */
export default function SignsGamePage() {
  const { t } = useTranslation();
  return <PreparingScreen icon={BookOpen} name={t('games.signs.name')} />;
}
