import { Inbox, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatDate } from '../../../lib/format';
import { acceptFriend, declineFriend, removeFriend } from '../api/friend-actions';
import type { Person } from '../api/friends';
import { PeopleCard, PersonRow } from './person-row';
import type { useFriendAction } from './use-friend-action';

type Actions = ReturnType<typeof useFriendAction>;

/** Requests other learners sent: accept, decline, or block (asked once, by the page's dialog). */
export function IncomingCard({ people, actions, onBlock }: { people: Person[]; actions: Actions; onBlock: (person: Person) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <PeopleCard title={t('friends.incoming.title')} icon={<Inbox className="h-5 w-5" aria-hidden="true" />} empty={t('friends.incoming.empty')} count={people.length} testId="incoming">
      {people.map((person) => {
        const waiting = actions.busy?.endsWith(`:${person.user_id}`) ?? false;
        return (
          <PersonRow
            key={person.user_id}
            person={person}
            testId={`incoming-${person.username}`}
            actions={
              <>
                <Button
                  size="sm"
                  disabled={waiting}
                  loading={actions.busy === `accept:${person.user_id}`}
                  onClick={() => void actions.run(`accept:${person.user_id}`, () => acceptFriend(person.user_id))}
                  aria-label={t('friends.incoming.acceptLabel', { name: person.full_name })}
                  data-testid="accept-request"
                >
                  {t('friends.incoming.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={waiting}
                  loading={actions.busy === `decline:${person.user_id}`}
                  onClick={() => void actions.run(`decline:${person.user_id}`, () => declineFriend(person.user_id))}
                  aria-label={t('friends.incoming.declineLabel', { name: person.full_name })}
                  data-testid="decline-request"
                >
                  {t('friends.incoming.decline')}
                </Button>
                <Button size="sm" variant="ghost" disabled={waiting} onClick={() => onBlock(person)} aria-label={t('friends.blockLabel', { name: person.full_name })} data-testid="block-request">
                  {t('friends.block')}
                </Button>
              </>
            }
          >
            <p className="mt-1 text-sm text-muted">{t('friends.incoming.since', { date: formatDate(person.since, i18n.language) })}</p>
          </PersonRow>
        );
      })}
    </PeopleCard>
  );
}

/** Requests the learner sent and the other has not answered: withdraw. */
export function OutgoingCard({ people, actions }: { people: Person[]; actions: Actions }) {
  const { t, i18n } = useTranslation();
  return (
    <PeopleCard title={t('friends.outgoing.title')} icon={<Send className="h-5 w-5" aria-hidden="true" />} empty={t('friends.outgoing.empty')} count={people.length} testId="outgoing">
      {people.map((person) => (
        <PersonRow
          key={person.user_id}
          person={person}
          testId={`outgoing-${person.username}`}
          actions={
            <Button
              size="sm"
              variant="secondary"
              loading={actions.busy === `withdraw:${person.user_id}`}
              onClick={() => void actions.run(`withdraw:${person.user_id}`, () => removeFriend(person.user_id))}
              aria-label={t('friends.outgoing.withdrawLabel', { name: person.full_name })}
              data-testid="withdraw-request"
            >
              {t('friends.outgoing.withdraw')}
            </Button>
          }
        >
          <p className="mt-1 text-sm text-muted">{t('friends.outgoing.since', { date: formatDate(person.since, i18n.language) })}</p>
        </PersonRow>
      ))}
    </PeopleCard>
  );
}
