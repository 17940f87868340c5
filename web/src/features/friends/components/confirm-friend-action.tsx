import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { blockUser, removeFriend } from '../api/friend-actions';
import type { Person } from '../api/friends';
import type { useFriendAction } from './use-friend-action';

/** What the page asks about before doing it: removing a friend, blocking a learner. */
export interface PendingConfirm {
  kind: 'remove' | 'block';
  person: Person;
}

/** The page's one confirmation dialog (spec 8: a destructive action is asked once). */
export function ConfirmFriendAction({ pending, actions, onClose }: { pending: PendingConfirm | null; actions: ReturnType<typeof useFriendAction>; onClose: () => void }) {
  const { t } = useTranslation();
  // The last question stays worded while the dialog closes.
  const last = useRef<PendingConfirm | null>(null);
  if (pending) last.current = pending;
  const shown = pending ?? last.current;
  const name = shown?.person.full_name ?? '';
  const remove = shown?.kind === 'remove';
  const confirm = async () => {
    if (!pending) return;
    const { user_id } = pending.person;
    const done = await actions.run(`${pending.kind}:${user_id}`, () => (remove ? removeFriend(user_id) : blockUser(user_id)));
    if (done) onClose();
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      title={remove ? t('friends.confirm.removeTitle', { name }) : t('friends.confirm.blockTitle', { name })}
      description={remove ? t('friends.confirm.removeText') : t('friends.confirm.blockText')}
      confirmLabel={remove ? t('friends.confirm.remove') : t('friends.confirm.block')}
      tone="danger"
      onConfirm={confirm}
      onClose={onClose}
      testId="friend-confirm"
    />
  );
}
