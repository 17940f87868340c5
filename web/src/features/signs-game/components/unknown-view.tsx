import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useSignsSend } from '../signs-game-context';
import { VIEW_HEADING_ID } from './step-layout';

/** Spec 2: an unknown state says so and offers the way back to the menu. */
export function UnknownView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <CircleHelp className="h-12 w-12 text-clay" aria-hidden="true" />
      <h1 id={VIEW_HEADING_ID} tabIndex={-1} className="mt-4 text-3xl font-semibold text-ink outline-none">
        {t('signsGame.unknown.title')}
      </h1>
      <p className="mt-3 text-muted">{t('signsGame.unknown.text')}</p>
      <Button className="mt-8" onClick={() => send({ type: 'MENU' })}>
        {t('play.backToMenu')}
      </Button>
    </div>
  );
}
