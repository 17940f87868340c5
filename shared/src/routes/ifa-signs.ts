import { OpenApiDocument } from '../schemas/meta.js';
import * as O from '../schemas/oddun.js';
import type { GroupSchemas } from './types.js';

export const ifaSignsSchemas = {
  oddunList: { query: O.OddunListQuery, response: O.OddunListResponse },
  oddunDetail: { params: O.OddunParams, response: O.Oddun },
  contribute: { body: O.ContributeRequest, response: O.ContributeResponse, status: 201 },
  purchaseSecret: { body: O.PurchaseSecretRequest, response: O.PurchaseSecretResponse },
  openApi: { response: OpenApiDocument },
} as const satisfies GroupSchemas<'ifa-signs'>;
