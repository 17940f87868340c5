import * as z from 'zod';
import { MSG } from '../messages.js';
import { CONTRIBUTION_MAX_LENGTH, CONTRIBUTION_TYPES, DATA_SOURCES, DIFFICULTIES } from '../constants.js';

export const BinaryPattern = z.string().regex(/^[01]{8}$/, 'El patrón binario debe tener exactamente 8 dígitos 0 o 1');
export const DataSource = z.enum(DATA_SOURCES);
const list = z.array(z.string().max(5000)).max(200);

/** The editable fields of a sign (spec 3). Computed fields are never taken from a client. */
export const OddunFields = z.object({
  position: z.number().int().min(1).max(999),
  name: z.string().trim().min(1).max(120),
  traditional_name: z.string().max(200).optional(),
  traditional_subtitle: z.string().max(300).optional(),
  alternative_names: z.array(z.string().max(120)).max(20).optional(),
  yoruba_name: z.string().max(120).optional(),
  title: z.string().max(300).optional(),
  binary_pattern: BinaryPattern,
  display_pattern: z.string().max(64).optional(),
  meaning: z.string().max(10000).optional(),
  extended_description: z.string().max(20000).optional(),
  descripcion: z.string().max(20000).optional(),
  element: z.string().max(120).optional(),
  direction: z.string().max(120).optional(),
  colors: z.array(z.string().max(60)).max(20).optional(),
  rezo: z.string().max(10000).optional(),
  rezo_principal: z.string().max(10000).optional(),
  rezos_adicionales: list.optional(),
  rezo_personalizado: z.string().max(10000).optional(),
  suyere: z.string().max(10000).optional(),
  nace_en_este_signo: list.optional(),
  consejos_espirituales: list.optional(),
  ofrendas: list.optional(),
  plantas: z.union([z.string().max(5000), list]).optional(),
  refranes: list.optional(),
  patakines: list.optional(),
  obras_del_signo: list.optional(),
  taboos: list.optional(),
  secret_content: z.unknown().optional(),
  is_meji: z.boolean().optional(),
  is_combination: z.boolean().optional(),
  data_source: DataSource.optional(),
  fuente: z.string().max(300).optional(),
});
export type OddunFields = z.infer<typeof OddunFields>;

export const Oddun = OddunFields.extend({
  id: z.string(),
  has_data: z.boolean(),
  completion_percentage: z.number(),
  fecha_actualizacion: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  secret_unlocked: z.boolean().optional(),
  /** The sign has secret content to unlock (server-maintained; absent on items written before it existed). */
  has_secret: z.boolean().optional(),
});
export type Oddun = z.infer<typeof Oddun>;

export const OddunListQuery = z.object({ level: z.enum([...DIFFICULTIES, 'encyclopedia']).default('expert') });
export const OddunListResponse = z.object({ odduns: z.array(Oddun.partial().extend({ id: z.string() })), total: z.number().int() });
export const OddunParams = z.object({ id: z.string().min(1).max(64) });

export const CONTRIBUTION_SECTIONS = [
  'title',
  'traditional_name',
  'secret',
  'rezo',
  'rezo_personalizado',
  'suyere',
  'meaning',
  'extended_description',
  'nace_en_este_signo',
  'consejos_espirituales',
  'ofrendas',
  'plantas',
  'refranes',
  'patakines',
  'obras_del_signo',
  'taboos',
] as const;

export const ContributeRequest = z.object({
  oddun_id: z.string().min(1).max(64),
  section: z.enum(CONTRIBUTION_SECTIONS),
  type: z.enum(CONTRIBUTION_TYPES),
  content: z
    .string({ error: MSG.contributionRequired })
    .trim()
    .min(1, MSG.contributionRequired)
    .max(CONTRIBUTION_MAX_LENGTH, 'La contribución no puede superar los 5000 caracteres.'),
  user_id: z.string().optional(),
});
export const ContributeResponse = z.object({ success: z.literal(true), message: z.string(), contribution_id: z.string() });

export const PurchaseSecretRequest = z.object({
  oddun_id: z.string().min(1).max(64),
  /** Ignored: the price is the server's (DESIGN.md 5). */
  cost: z.unknown().optional(),
});
export const PurchaseSecretResponse = z.object({
  success: z.literal(true),
  new_balance: z.number().int(),
  already_owned: z.boolean(),
  purchased_secrets: z.array(z.string()),
});
