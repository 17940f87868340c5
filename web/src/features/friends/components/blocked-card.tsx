import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { unblockUser } from '../api/friend-actions';
import type { Person } from '../api/friends';
import { PeopleCard, PersonRow } from './person-row';
import type { useFriendAction } from './use-friend-action';

/** Learners the learner blocked (hidden both ways, DESIGN.md 5c): unblock. */
export function BlockedCard({ people, actions }: { people: Person[]; actions: ReturnType<typeof useFriendAction> }) {
  const { t } = useTranslation();
  return (
    <PeopleCard title={t('friends.blocked.title')} icon={<Ban className="h-5 w-5" aria-hidden="true" />} empty={t('friends.blocked.empty')} count={people.length} testId="blocked">
      {people.map((person) => (
        <PersonRow
          key={person.user_id}
          person={person}
          testId={`blocked-${person.username}`}
          actions={
            <Button
              size="sm"
              variant="secondary"
              loading={actions.busy === `unblock:${person.user_id}`}
              onClick={() => void actions.run(`unblock:${person.user_id}`, () => unblockUser(person.user_id))}
              aria-label={t('friends.blocked.unblockLabel', { name: person.full_name })}
              data-testid="unblock"
            >
              {t('friends.blocked.unblock')}
            </Button>
          }
        />
      ))}
    </PeopleCard>
  );
}
