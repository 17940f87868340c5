import { Award, Crown, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import type { Language } from '../../../i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import type { House } from '../../../lib/house';
import { useOrishaGuide } from '../../../lib/orisha-guide';

type Member = NonNullable<House['members']>[number];
type Named = (id: string) => string;

/**
 * The head's view of the members while they belong (DESIGN.md 5c): level, streak, best streak,
 * achievements, this week's XP, and their deities when they chose to share them; each can be
 * removed (asked once, by the page's dialog). A table from 768 px, cards below.
 */
export function MembersCard({ members, onRemove }: { members: Member[]; onRemove: (member: Member) => void }) {
  const { t, i18n } = useTranslation();
  const shared = members.some((member) => member.deities);
  const guide = useOrishaGuide(i18n.language as Language, shared);
  const orishaName: Named = (id) => guide.data?.orishas.find((orisha) => orisha.id === id)?.name ?? id;
  const n = (value: number) => formatNumber(value, i18n.language);
  const columns: Array<{ header: string; cell: (member: Member) => ReactNode }> = [
    { header: t('house.membersTable.level'), cell: (member) => n(member.level) },
    { header: t('house.membersTable.streak'), cell: (member) => t('house.membersTable.days', { count: member.streak, shown: n(member.streak) }) },
    { header: t('house.membersTable.bestStreak'), cell: (member) => t('house.membersTable.days', { count: member.best_streak, shown: n(member.best_streak) }) },
    { header: t('house.membersTable.weekXp'), cell: (member) => t('common.xp', { xp: n(member.week_xp) }) },
    { header: t('house.membersTable.achievements'), cell: (member) => <Achievements member={member} /> },
    { header: t('house.membersTable.deities'), cell: (member) => <Deities member={member} name={orishaName} /> },
  ];
  const remove = (member: Member) =>
    member.is_head ? null : (
      <Button size="sm" variant="secondary" onClick={() => onRemove(member)} aria-label={t('house.membersTable.removeLabel', { name: member.full_name })} data-testid="remove-member">
        {t('house.membersTable.remove')}
      </Button>
    );

  return (
    <Card title={t('house.membersTable.title', { count: members.length })} icon={<Users className="h-5 w-5" aria-hidden="true" />} testId="house-members">
      <ul className="space-y-3 md:hidden" aria-label={t('house.membersTable.label')}>
        {members.map((member) => (
          <li key={member.user_id} className="rounded-2xl border border-line bg-parchment p-4 text-sm" data-testid={`member-card-${member.username}`}>
            <Who member={member} />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-muted">{column.header}</dt>
                  <dd className="min-w-0 break-words text-ink">{column.cell(member)}</dd>
                </div>
              ))}
            </dl>
            {member.is_head ? null : <div className="mt-3 border-t border-line pt-3">{remove(member)}</div>}
          </li>
        ))}
      </ul>
      <div role="region" aria-label={t('house.membersTable.label')} tabIndex={0} className="hidden overflow-x-auto rounded-2xl border border-line md:block" data-testid="members-table">
        <table className="w-full min-w-[56rem] text-sm">
          <thead>
            <tr>
              {[t('house.membersTable.member'), ...columns.map((column) => column.header), t('house.membersTable.actions')].map((header) => (
                <th key={header} scope="col" className="px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.user_id} className="border-t border-line align-top" data-testid={`member-row-${member.username}`}>
                <th scope="row" className="px-3 py-3 text-left font-normal">
                  <Who member={member} />
                </th>
                {columns.map((column) => (
                  <td key={column.header} className="px-3 py-3">
                    {column.cell(member)}
                  </td>
                ))}
                <td className="px-3 py-3">{remove(member)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Who({ member }: { member: Member }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words text-ink">
        {member.full_name}
        {member.is_head ? (
          <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-gold-soft px-2 py-0.5 align-middle text-xs font-semibold text-gold-ink">
            <Crown className="h-3.5 w-3.5" aria-hidden="true" />
            {t('house.membersTable.head')}
          </span>
        ) : null}
      </p>
      <p className="break-all text-muted">@{member.username}</p>
      <p className="text-muted">{t('house.membersTable.joined', { date: formatDate(member.joined_at, i18n.language) })}</p>
    </div>
  );
}

function Achievements({ member }: { member: Member }) {
  const { t } = useTranslation();
  if (member.achievements.length === 0) return <span className="text-muted">{t('house.membersTable.noAchievements')}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {member.achievements.map((achievement) => (
        <li key={achievement} className="inline-flex items-center gap-1 rounded-full bg-gold-soft px-2.5 py-0.5 text-xs font-semibold text-gold-ink">
          <Award className="h-3.5 w-3.5" aria-hidden="true" />
          {t(`dashboard.achievements.${achievement}.name`)}
        </li>
      ))}
    </ul>
  );
}

/** Only what the member chose to share (My deities: off unless they allow it). */
function Deities({ member, name }: { member: Member; name: Named }) {
  const { t } = useTranslation();
  // The head's own list is theirs, on My deities; the table is about the members.
  if (member.is_head) return <span className="text-muted">—</span>;
  if (!member.deities) return <span className="text-muted italic">{t('house.membersTable.notShared')}</span>;
  const { received, guardian } = member.deities;
  return (
    <div className="space-y-1" data-testid="member-deities">
      <p>{received.length ? t('house.membersTable.received', { names: received.map(name).join(', ') }) : t('house.membersTable.noneReceived')}</p>
      {guardian ? <p>{t('house.membersTable.guardian', { name: name(guardian) })}</p> : null}
    </div>
  );
}
