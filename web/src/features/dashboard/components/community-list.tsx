import { ChevronRight, Flower2, Home, Inbox, Swords, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { unreadText, useInboxUnread } from '../../../components/inbox-badge';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth/session';

/**
 * Spec 2's community cards, all open since issue 28: /casa-religiosa, /mis-deidades, /duelos and
 * /amigos. Below them, the inbox's unread count (DESIGN.md 5c), the same count as the header's.
 */
const ITEMS = [
  { key: 'casaReligiosa', icon: Home, path: paths.community.casaReligiosa },
  { key: 'misDeidades', icon: Flower2, path: paths.community.misDeidades },
  { key: 'duelos', icon: Swords, path: paths.community.duelos },
  { key: 'amigos', icon: Users, path: paths.community.amigos },
] as const;

export function CommunityList() {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.community.title')}>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="community-list">
        {ITEMS.map(({ key, icon: Icon, path }) => (
          <li key={key}>
            <Link
              to={path}
              className="group flex h-full items-start gap-4 rounded-2xl border border-line bg-parchment p-4 transition-colors hover:border-forest/40 hover:bg-forest-soft/60"
              data-testid={`community-${key}`}
            >
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-forest text-gold" aria-hidden="true">
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{t(`dashboard.community.${key}.name`)}</span>
                <span className="mt-1 block text-sm text-muted">{t(`dashboard.community.${key}.description`)}</span>
                <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-forest">
                  {t('dashboard.games.open')}
                  <ChevronRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <InboxLine />
    </Card>
  );
}

/** The inbox's unread count, in words, on its way in; its line is there before the count, so nothing below moves. */
function InboxLine() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data } = useInboxUnread(user.id);
  return (
    <Link
      to={paths.inbox}
      className="mt-3 flex min-h-11 items-center gap-2 rounded-2xl px-3 py-2 text-sm font-semibold text-forest hover:bg-forest-soft/60"
      data-testid="dashboard-inbox"
      data-unread={data?.unread}
    >
      <Inbox className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{!data ? t('inbox.header.label') : data.unread > 0 ? t('inbox.dashboard.unread', { count: data.unread, shown: unreadText(data) }) : t('inbox.dashboard.none')}</span>
      <ChevronRight className="ml-auto h-4 w-4 shrink-0" aria-hidden="true" />
    </Link>
  );
}
