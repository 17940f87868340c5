import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSubjectNames, type Assignment, type House } from '../../../lib/house';
import { deleteAssignment, dissolveHouse, leaveHouse, removeMember, renewInvite } from '../api/house-actions';
import type { HouseActions } from './use-house-action';

type Member = NonNullable<House['members']>[number];

/** What the page asks about before doing it (spec 8: a destructive action is asked once). */
export type PendingConfirm =
  | { kind: 'leave' }
  | { kind: 'dissolve' }
  | { kind: 'renew' }
  | { kind: 'remove'; member: Member }
  | { kind: 'unassign'; assignment: Assignment };

/** The page's one confirmation dialog: its question, and the action once confirmed. */
export function HouseDialogs({ house, pending, actions, onClose }: { house: House; pending: PendingConfirm | null; actions: HouseActions; onClose: () => void }) {
  const { t } = useTranslation();
  // The last question stays worded while the dialog closes.
  const last = useRef<PendingConfirm | null>(null);
  if (pending) last.current = pending;
  const shown = pending ?? last.current;
  const subjectsOf = useSubjectNames(house.assignments);

  const texts = (() => {
    switch (shown?.kind) {
      case 'leave':
        return { title: t('house.confirm.leaveTitle', { name: house.name }), text: t('house.confirm.leaveText'), confirm: t('house.confirm.leave'), tone: 'danger' as const };
      case 'dissolve':
        return { title: t('house.confirm.dissolveTitle', { name: house.name }), text: t('house.confirm.dissolveText'), confirm: t('house.confirm.dissolve'), tone: 'danger' as const };
      case 'renew':
        return { title: t('house.confirm.renewTitle'), text: t('house.confirm.renewText'), confirm: t('house.confirm.renew'), tone: 'primary' as const };
      case 'remove':
        return { title: t('house.confirm.removeTitle', { name: shown.member.full_name }), text: t('house.confirm.removeText'), confirm: t('house.confirm.remove'), tone: 'danger' as const };
      case 'unassign':
        return {
          title: t('house.confirm.unassignTitle'),
          text: t('house.confirm.unassignText', { subjects: subjectsOf(shown.assignment) }),
          confirm: t('house.confirm.unassign'),
          tone: 'danger' as const,
        };
      default:
        return { title: '', text: '', confirm: '', tone: 'primary' as const };
    }
  })();

  const confirm = async () => {
    if (!pending) return;
    const action = (() => {
      switch (pending.kind) {
        case 'leave':
          return leaveHouse;
        case 'dissolve':
          return dissolveHouse;
        case 'renew':
          return renewInvite;
        case 'remove':
          return () => removeMember(pending.member.user_id);
        case 'unassign':
          return () => deleteAssignment(pending.assignment.id);
      }
    })();
    if (await actions.run(pending.kind, action)) onClose();
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts.title}
      description={texts.text}
      confirmLabel={texts.confirm}
      tone={texts.tone}
      onConfirm={confirm}
      onClose={onClose}
      testId="house-confirm"
    />
  );
}
