import type * as z from 'zod/mini';
import { endpoints, type Endpoint, type EndpointGroup, type EndpointName } from './endpoints.js';
import { adminSchemas } from './routes/admin.js';
import { authSchemas } from './routes/auth.js';
import { gamesSchemas } from './routes/games.js';
import { ifaSignsSchemas } from './routes/ifa-signs.js';
import { progressSchemas } from './routes/progress.js';
import { responseSchemas } from './routes/responses.js';
import { socialSchemas } from './routes/social.js';
import type { RouteInputs, RouteSchemas, Schema } from './routes/types.js';
import { userSchemas } from './routes/user.js';

export type { GroupEndpointName, GroupSchemas, RouteInputs, RouteSchemas, Schema } from './routes/types.js';

export type RouteSpec = Endpoint & RouteSchemas;

/**
 * Every endpoint's request schemas, joined from the groups' modules (routes/<group>.ts: a Lambda
 * loads only its own group's); `satisfies` makes a missing or unknown endpoint a compile error.
 */
const inputs = {
  ...authSchemas,
  ...userSchemas,
  ...progressSchemas,
  ...gamesSchemas,
  ...ifaSignsSchemas,
  ...adminSchemas,
  ...socialSchemas,
} as const satisfies Record<EndpointName, RouteInputs>;

/** The route table: each endpoint with its schemas (the handlers, tests and forms use it). */
export type Routes = { [N in EndpointName]: (typeof endpoints)[N] & (typeof inputs)[N] & { response: (typeof responseSchemas)[N] } };
export const routes = Object.fromEntries(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [name, { ...endpoints[name], ...inputs[name], response: responseSchemas[name] }]),
  // Through unknown: TypeScript gives up comparing this many routes' schemas (TS2859), and the
  // mapped type above already ties each name to its own parts.
) as unknown as Routes;
export type RouteName = EndpointName;

export const routeList: Array<RouteSpec & { name: RouteName }> = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  ...(routes[name] as RouteSpec),
}));

export const routesOfGroup = (group: EndpointGroup) => routeList.filter((r) => r.group === group);

export type RequestBody<N extends RouteName> = Routes[N] extends { body: Schema } ? z.input<Routes[N]['body']> : never;
export type ResponseBody<N extends RouteName> = z.infer<Routes[N]['response']>;
