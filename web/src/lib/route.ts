import type { RouteName, Routes } from '@ifa/shared';
import { endpoints } from '@ifa/shared/endpoints';

/**
 * A route of the table by name: at run time only its endpoint (method, path, auth) from
 * `@ifa/shared/endpoints`, typed with its schemas; no zod schema is loaded into the page. Apart
 * from the API client, so the table loads with the screens that name its routes and not in every
 * page's entry (DESIGN.md 8); the entry's own two routes are lib/session-route.ts.
 */
export const route = <N extends RouteName>(name: N) => endpoints[name] as unknown as Routes[N];
