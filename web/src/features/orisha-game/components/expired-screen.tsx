import { ArrowLeft, Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { OrishaGame } from '../machine/orisha-game-context';

/**
 * The session expired (games last 2 h) or is gone on the server (issue 10): the game ends
 * here, with what happened and the way back to the game's menu, instead of a broken screen.
 */
export function ExpiredScreen() {
  const { t } = useTranslation();
  const { send } = OrishaGame.useActorRef();
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen changed under the learner's hands: move the focus (and screen readers) here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center" data-testid="orisha-expired">
      <Hourglass className="h-12 w-12 text-clay" aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-semibold text-ink outline-none">
        {t('play.expired.title')}
      </h1>
      <p className="mt-3 text-muted">{t('play.expired.text')}</p>
      <Button className="mt-8" size="lg" onClick={() => send({ type: 'BACK' })} icon={<ArrowLeft className="h-5 w-5" aria-hidden="true" />}>
        {t('play.expired.back')}
      </Button>
    </section>
  );
}
