import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useCurrentUser } from '../../../lib/auth/session';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCowrieBalance } from './api/get-cowrie-balance';
import { useOdduns } from '../../../lib/sign-catalogue';
import { StudyBrowser } from './components/study-browser';
import { StudyHeader } from './components/study-header';
import { StudyNotices } from './components/study-notices';

/**
 * The encyclopedia (study view) of the Signs of Ifá game. Interface agreed between the signs
 * game (which renders it in its `study` state) and the encyclopedia (which owns this folder).
 */
export interface StudyViewProps {
  /**
   * Open on this sign (deep link `/games/signs?sign=<id>`) when the address names none; else the
   * first sign. From then on the address (`?sign=`) is the sign on screen (study-address.ts).
   */
  initialSignId?: string | undefined;
  /** Back to the signs game's menu. */
  onBack: () => void;
}

/**
 * Spec 2, study screen. Renders the screen's only h1; the page around it gives the header and
 * `<main>`.
 */
export function StudyView({ initialSignId, onBack }: StudyViewProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const list = useOdduns();
  const balance = useCowrieBalance(user.id);
  // The game's own title comes back when the learner leaves the encyclopedia (declared before
  // the hook that sets ours, so it keeps the title from before).
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  useDocumentTitle(t('encyclopedia.title'));

  // Spec 8: a failed load says so as a toast too; the screen keeps a retry.
  const failed = Boolean(list.error) && !list.data;
  useEffect(() => {
    if (failed) notify.error(t('encyclopedia.loadError'));
  }, [failed, t]);

  let body;
  if (list.data?.odduns.length) {
    body = (
      <StudyBrowser signs={list.data.odduns} initialSignId={initialSignId} user={user} balance={balance.data?.cowrie_shells ?? user.cowrie_shells} onLeave={onBack} />
    );
  } else if (failed || list.data) {
    body = (
      <div className="flex flex-col items-start gap-4 rounded-3xl border border-clay/30 bg-clay-soft p-6" data-testid="study-load-error">
        <p className="font-semibold text-clay">{t('encyclopedia.loadError')}</p>
        <Button onClick={() => void list.mutate()} loading={list.isValidating}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex justify-center py-16 text-forest">
        <Spinner size="lg" label={t('encyclopedia.loading')} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16 pt-6 sm:px-6 sm:pt-8" data-testid="study-view">
      <StudyHeader onBack={onBack} balance={balance.data?.cowrie_shells ?? user.cowrie_shells} />
      <StudyNotices />
      {body}
    </div>
  );
}
