import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { paths } from '../config/paths';
import { returnPath } from '../lib/auth/return-to';
import { useSession, type Session } from '../lib/auth/session';

function SessionError({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-lg text-ink" role="alert">
        {t('common.sessionError')}
      </p>
      {/* A plain button: the shared Button would add its module to the entry chunk. */}
      <button type="button" onClick={session.retry} className="min-h-11 rounded-full bg-forest px-5 font-semibold text-white hover:bg-forest-dark">
        {t('common.retry')}
      </button>
    </main>
  );
}

/** Spec 2: protected routes send unauthenticated users to /login; a spinner while loading. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'error') return <SessionError session={session} />;
  if (session.status === 'anonymous') {
    // A deliberate logout goes home; anything else (no or dead session) asks to sign in.
    if (session.loggedOut) return <Navigate to={paths.home} replace />;
    // Its query too: a friend's share link (`/amigos?code=…`) still works after signing in.
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

/** Spec 2: /admin is for admins only; everyone else goes to /dashboard. */
export function RequireAdmin() {
  const { user } = useSession();
  if (user?.role !== 'admin') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** Spec 2: /login redirects to /dashboard when already authenticated (or back to the page that asked). */
export function RedirectIfAuthenticated() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'authenticated') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
