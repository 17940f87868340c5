import * as z from 'zod/mini';
import { integer } from '../common.js';
import { OddunFields } from '../oddun.js';

export const Oddun = z.extend(OddunFields, {
  id: z.string(),
  has_data: z.boolean(),
  completion_percentage: z.number(),
  fecha_actualizacion: z.optional(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  secret_unlocked: z.optional(z.boolean()),
  /** The sign has secret content to unlock (server-maintained; absent on items written before it existed). */
  has_secret: z.optional(z.boolean()),
});
export type Oddun = z.infer<typeof Oddun>;

export const OddunListResponse = z.object({ odduns: z.array(z.extend(z.partial(Oddun), { id: z.string() })), total: integer() });

export const ContributeResponse = z.object({ success: z.literal(true), message: z.string(), contribution_id: z.string() });

export const PurchaseSecretResponse = z.object({
  success: z.literal(true),
  new_balance: integer(),
  already_owned: z.boolean(),
  purchased_secrets: z.array(z.string()),
});
