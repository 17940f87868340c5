import { ArrowLeft, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useSignsSend } from '../signs-game-context';
import { VIEW_HEADING_ID } from './step-layout';

/**
 * The session expired (games last 2 h) or is gone on the server (issue 10): the game ends
 * here, with what happened and the way back to the game's menu. The page moves the focus to
 * the heading when the view changes.
 */
export function ExpiredView() {
  const { t } = useTranslation();
  const send = useSignsSend();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" data-testid="signs-expired">
      <Hourglass className="h-12 w-12 text-clay" aria-hidden="true" />
      <h1 id={VIEW_HEADING_ID} tabIndex={-1} className="mt-4 text-3xl font-semibold text-ink outline-none">
        {t('play.expired.title')}
      </h1>
      <p className="mt-3 text-muted">{t('play.expired.text')}</p>
      <Button className="mt-8" size="lg" onClick={() => send({ type: 'MENU' })} icon={<ArrowLeft className="h-5 w-5" aria-hidden="true" />}>
        {t('play.expired.back')}
      </Button>
    </div>
  );
}
