import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { paths } from '../config/paths';
import { loadCatalogPart, type Part } from '../i18n';
import { RedirectIfAuthenticated, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './root-layout';

type PageModule = () => Promise<{ default: React.ComponentType }>;

/**
 * Each screen is its own chunk (DESIGN.md 7-8), fetched together with the part of the
 * translation catalog it needs: the landing ships only what it uses.
 */
const lazyPage = (load: PageModule, ...catalogs: Exclude<Part, 'core'>[]): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), ...catalogs.map(loadCatalogPart)]);
    return { Component: module.default };
  },
});
const page = (load: PageModule) => lazyPage(load, 'landing');
const appPage = (load: PageModule) => lazyPage(load, 'app');
/** A game screen: the app catalog and the game's own part (which brings the games' shared words). */
const gamePage = (load: PageModule, game: 'orisha' | 'signs' | 'rituals') => lazyPage(load, 'app', game);

/** The route table of spec section 2. */
export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => <PageSpinner />,
    children: [
      { path: paths.home, ...page(() => import('../features/landing/landing-page')) },
      { path: paths.register, ...appPage(() => import('../features/auth/register-page')) },
      { path: paths.resetPassword, ...appPage(() => import('../features/auth/reset-password-page')) },
      {
        element: <RedirectIfAuthenticated />,
        children: [{ path: paths.login, ...appPage(() => import('../features/auth/login-page')) }],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.dashboard, ...lazyPage(() => import('../features/dashboard/dashboard-page'), 'app', 'practice') },
          { path: paths.profile, ...appPage(() => import('../features/profile/profile-page')) },
          { path: paths.games.orisha, ...gamePage(() => import('../features/orisha-game/orisha-game-page'), 'orisha') },
          { path: paths.games.orishaGuide, ...gamePage(() => import('../features/orisha-guide/orisha-guide-page'), 'orisha') },
          { path: paths.games.signs, ...gamePage(() => import('../features/signs-game/signs-game-page'), 'signs') },
          { path: paths.games.rituals, ...gamePage(() => import('../features/rituals/rituals-page'), 'rituals') },
          { path: paths.practice.review, ...lazyPage(() => import('../features/practice/practice-page'), 'app', 'practice') },
          { path: paths.practice.mastery, ...lazyPage(() => import('../features/practice/mastery-page'), 'app', 'practice') },
          // My deities (issue 28): the learner's private list; the guide's names come with it.
          { path: paths.community.misDeidades, ...appPage(() => import('../features/my-deities/my-deities-page')) },
          // Friends and the inbox (issue 28, DESIGN.md 5c).
          { path: paths.community.amigos, ...appPage(() => import('../features/friends/friends-page')) },
          { path: paths.inbox, ...appPage(() => import('../features/inbox/inbox-page')) },
          { path: paths.review, ...lazyPage(() => import('../features/review/review-page'), 'app', 'signs') },
          // The religious house (issue 28): its assignments name signs and orishas from their own lists.
          { path: paths.community.casaReligiosa, ...appPage(() => import('../features/house/house-page')) },
          // Duels (issue 28): they name the games' topics and modes, so both games' words come along.
          { path: paths.community.duelos, ...lazyPage(() => import('../features/duels/duels-page'), 'app', 'orisha', 'signs') },
          { path: `${paths.community.duelos}/:duelId`, ...lazyPage(() => import('../features/duels/duel-page'), 'app', 'orisha', 'signs') },
          { path: paths.games.yoruba, ...appPage(() => import('../features/coming-soon/yoruba-page')) },
          { path: paths.games.sureye, ...appPage(() => import('../features/coming-soon/sureye-page')) },
          {
            element: <RequireAdmin />,
            children: [{ path: paths.admin, ...lazyPage(() => import('../features/admin/admin-page'), 'app', 'admin') }],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeTree);
