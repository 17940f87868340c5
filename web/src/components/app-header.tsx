import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { notify } from '../lib/notify';
import { paths } from '../config/paths';
import { useSession } from '../lib/auth/session';
import { forgetDeviceCopies } from '../lib/offline/device-data';
import { cx } from './cx';
import { InboxBadge } from './inbox-badge';
import { LevelBadge } from './level-badge';
import { Logo } from './logo';

// The offline banner and the keeper of offline copies (DESIGN.md 5d): after the header, never in its way.
const OfflineStatus = lazy(() => import('../lib/offline/offline-status'));

const iconLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors',
    isActive ? 'bg-forest-soft text-forest' : 'text-ink hover:bg-sand',
  );

/** Header of every signed-in screen: level badge, dashboard, inbox (with its unread count), profile (settings icon), logout, and the offline banner. */
export function AppHeader() {
  const { t } = useTranslation();
  const { user, logOut } = useSession();
  // The guard of this protected screen then takes the user home.
  const logout = () => {
    // The device's copies of this learner's answers go with the session (shared/src/pwa.ts).
    void forgetDeviceCopies();
    logOut();
    notify.success(t('toasts.logoutSuccess'));
  };

  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-parchment/90 backdrop-blur supports-[backdrop-filter]:bg-parchment/75">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2.5 sm:px-6">
        <Logo className="[&_span]:hidden sm:[&_span]:inline" />
        <nav aria-label={t('common.mainNav')} className="flex items-center gap-1 sm:gap-2">
          {user ? (
            <span className="mr-1 hidden min-[420px]:contents">
              <LevelBadge level={user.level} />
            </span>
          ) : null}
          <NavLink to={paths.dashboard} className={iconLink} end>
            <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only md:not-sr-only">{t('dashboard.title')}</span>
          </NavLink>
          {user ? <InboxBadge userId={user.id} className={iconLink} /> : null}
          <NavLink to={paths.profile} className={iconLink} aria-label={t('dashboard.profile')} title={t('dashboard.profile')}>
            <Settings className="h-5 w-5" aria-hidden="true" />
          </NavLink>
          <button type="button" onClick={logout} className={iconLink({ isActive: false })}>
            <LogOut className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('dashboard.logout')}</span>
          </button>
        </nav>
      </div>
      <Suspense fallback={null}>
        <OfflineStatus />
      </Suspense>
    </header>
  );
}
