import type { Routes } from '@ifa/shared';
import { sessionEndpoints } from '@ifa/shared/session-endpoints';

/** The session check and the logout, as `route()` gives them, without the route table: they run on every page. */
export const sessionRoute = <N extends keyof typeof sessionEndpoints>(name: N) => sessionEndpoints[name] as unknown as Routes[N];
