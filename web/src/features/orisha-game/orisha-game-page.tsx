import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PreparingScreen } from '../../components/preparing-screen';

/** /games/orisha: the full game arrives in a later issue; this route module keeps its place and guard. */
export default function OrishaGamePage() {
  const { t } = useTranslation();
  return <PreparingScreen icon={Sparkles} name={t('games.orisha.name')} />;
}
