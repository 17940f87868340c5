import { Award, Flame, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { LevelBadge } from '../../../components/level-badge';
import { formatDate } from '../../../lib/format';
import type { Friend, Person } from '../api/friends';
import { PeopleCard, PersonRow } from './person-row';

/** The learner's friends, each with what their own setting lets friends see; remove and block are asked once (the page's dialog). */
export function FriendsCard({ friends, onRemove, onBlock }: { friends: Friend[]; onRemove: (person: Person) => void; onBlock: (person: Person) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <PeopleCard title={t('friends.list.title')} icon={<Users className="h-5 w-5" aria-hidden="true" />} empty={t('friends.list.empty')} count={friends.length} testId="friends">
      {friends.map((friend) => (
        <PersonRow
          key={friend.user_id}
          person={friend}
          testId={`friend-${friend.username}`}
          actions={
            <>
              <Button size="sm" variant="secondary" onClick={() => onRemove(friend)} aria-label={t('friends.list.removeLabel', { name: friend.full_name })} data-testid="remove-friend">
                {t('friends.list.remove')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onBlock(friend)} aria-label={t('friends.blockLabel', { name: friend.full_name })} data-testid="block-friend">
                {t('friends.block')}
              </Button>
            </>
          }
        >
          <FriendStats friend={friend} />
          <p className="mt-2 text-sm text-muted">{t('friends.list.since', { date: formatDate(friend.since, i18n.language) })}</p>
        </PersonRow>
      ))}
    </PeopleCard>
  );
}

/** Level and streak unless the friend chose to share nothing; their mastery only when they chose to share it. */
function FriendStats({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
  if (friend.level === null || friend.streak === null) {
    return (
      <p className="mt-2 text-sm text-muted italic" data-testid="friend-hidden">
        {t('friends.list.hidden')}
      </p>
    );
  }
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-2" data-testid="friend-stats">
        <LevelBadge level={friend.level} />
        <span className="inline-flex items-center gap-1.5 rounded-full bg-clay-soft px-3 py-1 text-sm font-semibold text-ink" data-testid="friend-streak">
          <Flame className="h-4 w-4 text-clay" aria-hidden="true" />
          {t('friends.list.streak', { count: friend.streak })}
        </span>
      </div>
      {friend.mastery ? (
        <div className="mt-2 text-sm text-ink" data-testid="friend-mastery">
          <p>{t('friends.list.bestStreak', { count: friend.mastery.best_streak })}</p>
          {friend.mastery.achievements.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t('friends.list.achievements')}>
              {friend.mastery.achievements.map((achievement) => (
                <li key={achievement} className="inline-flex items-center gap-1 rounded-full bg-gold-soft px-2.5 py-0.5 text-xs font-semibold text-gold-ink">
                  <Award className="h-3.5 w-3.5" aria-hidden="true" />
                  {t(`dashboard.achievements.${achievement}.name`)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('friends.list.noAchievements')}</p>
          )}
        </div>
      ) : null}
    </>
  );
}
