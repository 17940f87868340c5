import type * as z from 'zod/mini';
import type { EndpointGroup, EndpointName, endpoints } from '../endpoints.js';

/** A schema of the contract (zod's mini build; shared/src/schemas/common.ts says why). */
export type Schema = z.ZodMiniType;

/** What one endpoint validates: the schemas its Lambda builds at init. */
export interface RouteInputs {
  body?: Schema;
  query?: Schema;
  params?: Schema;
  /** Success status; 200 unless said. */
  status?: number;
}

/** The schemas of one endpoint: what it validates and what it answers (routes/responses.ts). */
export interface RouteSchemas extends RouteInputs {
  response: Schema;
}

/** The names of the endpoints of one group. */
export type GroupEndpointName<G extends EndpointGroup> = {
  [N in EndpointName]: (typeof endpoints)[N]['group'] extends G ? N : never;
}[EndpointName];

/**
 * One group's request schemas. Each group has a module of its own so that its Lambda builds only
 * what it validates at init (DESIGN.md 8): no other group's schemas, and no response schema
 * (routes/responses.ts). `satisfies GroupSchemas<G>` makes a missing or foreign endpoint a
 * compile error, and routes.ts joins the groups and the responses into the whole table.
 */
export type GroupSchemas<G extends EndpointGroup> = Record<GroupEndpointName<G>, RouteInputs>;
