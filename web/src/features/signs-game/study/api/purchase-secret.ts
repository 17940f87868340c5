import { ECONOMY } from '@ifa/shared';
import { callApi } from '../../../../lib/api-client';
import { route } from '../../../../lib/route';

/**
 * POST /ifa-signs/purchase-secret (spec 7). The cost is sent as the spec says; the server
 * charges its own price whatever it reads (DESIGN.md 5).
 */
export const purchaseSecret = (oddunId: string) =>
  callApi(route('purchaseSecret'), { body: { oddun_id: oddunId, cost: ECONOMY.secretPrice } });
