import { ChevronRight, LayoutDashboard, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';

/** Spec 2: dashboard, orisha game, and the admin panel for admins only. */
export function QuickLinks({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const links = [
    { to: paths.dashboard, label: t('profile.links.dashboard'), icon: LayoutDashboard },
    { to: paths.games.orisha, label: t('profile.links.orisha'), icon: Sparkles },
    ...(isAdmin ? [{ to: paths.admin, label: t('profile.links.admin'), icon: ShieldCheck }] : []),
  ];
  return (
    <Card title={t('profile.links.title')}>
      <ul className="-mx-2">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex min-h-12 items-center gap-3 rounded-xl px-2 font-semibold text-ink hover:bg-sand">
              <Icon className="h-5 w-5 text-forest" aria-hidden="true" />
              <span className="flex-1">{label}</span>
              <ChevronRight className="h-4 w-4 text-muted" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
