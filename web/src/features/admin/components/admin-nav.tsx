import { FileText, Gauge, Home, Shapes, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/cx';
import { paths } from '../../../config/paths';
import { ADMIN_TABS, tabSearch, type AdminTab } from '../admin-tabs';

const icons = { overview: Gauge, users: Users, requests: UserCheck, odduns: Shapes, contributions: FileText, houses: Home } as const;

/** The sections of the panel as links (each is a URL an admin can share or reload). */
export function AdminNav({ current }: { current: AdminTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.nav.label')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {ADMIN_TABS.map((tab) => {
          const Icon = icons[tab];
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={{ pathname: paths.admin, search: tabSearch(tab) }}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                  active ? 'border-forest bg-forest text-white' : 'border-line bg-white text-ink hover:bg-sand',
                )}
                data-testid={`admin-tab-${tab}`}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {t(`admin.nav.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
