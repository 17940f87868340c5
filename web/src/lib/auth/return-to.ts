import { paths } from '../../config/paths';

/**
 * Where a learner goes after signing in: the page that sent them to /login (its path and query,
 * so a friend's share link keeps its code), else the dashboard. Only a path of this app: never
 * another origin ('//host') nor the sign-in pages themselves.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.dashboard;
  const path = from.split(/[?#]/)[0];
  if (path === paths.login || path === paths.register || path === paths.home) return paths.dashboard;
  return from;
}
