import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useSession } from '../../lib/auth/session';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Leaving a game in progress asks once (issue 27, part 6): the game's own 'leave' button and any
 * navigation away from the page (a header link, the browser's back button) open the same
 * question; the answer 'leave' goes, with no second question. A reload or a closed tab is not
 * asked: the browser's own prompt cannot say why, and the session on the server simply expires.
 */
export function useLeaveGuard(inProgress: boolean): { confirmLeave: (leave: () => void) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  // A learner who logs out is taken home at once: only a signed-in change of page is asked.
  const signedIn = useSession().user !== null;
  // Only a change of page is blocked: the game's own search parameters may change in place.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => inProgress && signedIn && currentLocation.pathname !== nextLocation.pathname);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const confirmLeave = useCallback((leave: () => void) => (inProgress ? setPending(() => leave) : leave()), [inProgress]);
  const open = pending !== null || blocker.state === 'blocked';
  const close = () => {
    setPending(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = async () => {
    const go = pending;
    setPending(null);
    if (blocker.state === 'blocked') blocker.proceed();
    else go?.();
  };

  return {
    confirmLeave,
    dialog: (
      <ConfirmDialog
        open={open}
        title={t('play.leave.title')}
        description={t('play.leave.text')}
        confirmLabel={t('play.leave.confirm')}
        cancelLabel={t('play.leave.stay')}
        tone="danger"
        onConfirm={leave}
        onClose={close}
        testId="leave-dialog"
      />
    ),
  };
}
