import type * as z from 'zod/mini';
import type { EndpointGroup, EndpointName, endpoints } from '../endpoints.js';

/** A schema of the contract (zod's mini build; shared/src/schemas/common.ts says why). */
export type Schema = z.ZodMiniType;

/** The schemas of one endpoint: what it validates and what it answers. */
export interface RouteSchemas {
  body?: Schema;
  query?: Schema;
  params?: Schema;
  response: Schema;
  /** Success status; 200 unless said. */
  status?: number;
}

/** The names of the endpoints of one group. */
export type GroupEndpointName<G extends EndpointGroup> = {
  [N in EndpointName]: (typeof endpoints)[N]['group'] extends G ? N : never;
}[EndpointName];

/**
 * One group's schemas. Each group has a module of its own so that its Lambda builds only its
 * own schemas at init (DESIGN.md 8); `satisfies GroupSchemas<G>` makes a missing or foreign
 * endpoint a compile error, and routes.ts joins the groups into the whole table.
 */
export type GroupSchemas<G extends EndpointGroup> = Record<GroupEndpointName<G>, RouteSchemas>;
