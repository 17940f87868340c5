import type * as Shared from '@ifa/shared';

type SharedModule = typeof Shared;

/**
 * The shared module with one route's auth level changed, everywhere the stack reads it (the
 * endpoint list, the route table, its list and its per-group lists): what a careless edit of
 * the table would ship. Type-only import of '@ifa/shared', so a `vi.mock` factory can use it
 * without importing the module it is replacing.
 */
export function withAuthLevel(shared: SharedModule, name: Shared.RouteName, auth: Shared.AuthLevel): SharedModule {
  const endpoints = { ...shared.endpoints, [name]: { ...shared.endpoints[name], auth } };
  const routes = { ...shared.routes, [name]: { ...shared.routes[name], auth } };
  const routeList = shared.routeList.map((r) => (r.name === name ? { ...r, auth } : r));
  const routesOfGroup = (group: Shared.EndpointGroup) => routeList.filter((r) => r.group === group);
  return { ...shared, endpoints, routes, routeList, routesOfGroup } as SharedModule;
}
