import * as O from '../schemas/oddun.js';
import type { GroupSchemas } from './types.js';

export const ifaSignsSchemas = {
  oddunList: { query: O.OddunListQuery },
  oddunDetail: { params: O.OddunParams },
  contribute: { body: O.ContributeRequest, status: 201 },
  purchaseSecret: { body: O.PurchaseSecretRequest },
} as const satisfies GroupSchemas<'ifa-signs'>;
