import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import {
  CONTRIBUTION_MAX_LENGTH,
  CONTRIBUTION_SECTIONS,
  CONTRIBUTION_SOURCE_KINDS,
  CONTRIBUTION_TYPES,
  DATA_SOURCES,
  TRANSLATABLE_SECTIONS,
  DIFFICULTIES,
  ODDUN_PROVENANCE_SECTIONS,
} from '../constants.js';
import { Language, integer } from './common.js';
import { Provenance } from './provenance.js';
import { ContributionCredit, ContributionSource } from './contribution.js';

// The contribution rule and schemas are exported with the sign's (the package barrel lists this module).
export * from './contribution.js';

export const BinaryPattern = z.string().check(z.regex(/^[01]{8}$/, 'El patrón binario debe tener exactamente 8 dígitos 0 o 1'));
export const DataSource = z.enum(DATA_SOURCES);
/** A string of at most `max` characters. */
const text = (max: number) => z.string().check(z.maxLength(max));
const list = z.array(text(5000)).check(z.maxLength(200));

/** Per section: its sources and its review (null = 'pendiente de revisión'); a section without an entry has none recorded. */
// An unknown section is named by the message, never echoed back: a client's key can be anything.
export const OddunProvenance = z.partialRecord(z.enum(ODDUN_PROVENANCE_SECTIONS), Provenance, {
  error: (issue) => (issue.code === 'invalid_type' ? undefined : MSG.provenanceSectionUnknown),
});
export type OddunProvenance = z.infer<typeof OddunProvenance>;

/** The editable fields of a sign (spec 3). Computed fields are never taken from a client. */
export const OddunFields = z.object({
  position: integer().check(z.gte(1), z.lte(999)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  traditional_name: z.optional(text(200)),
  traditional_subtitle: z.optional(text(300)),
  alternative_names: z.optional(z.array(text(120)).check(z.maxLength(20))),
  yoruba_name: z.optional(text(120)),
  title: z.optional(text(300)),
  binary_pattern: BinaryPattern,
  display_pattern: z.optional(text(64)),
  meaning: z.optional(text(10000)),
  extended_description: z.optional(text(20000)),
  descripcion: z.optional(text(20000)),
  element: z.optional(text(120)),
  direction: z.optional(text(120)),
  colors: z.optional(z.array(text(60)).check(z.maxLength(20))),
  rezo: z.optional(text(10000)),
  rezo_principal: z.optional(text(10000)),
  rezos_adicionales: z.optional(list),
  rezo_personalizado: z.optional(text(10000)),
  suyere: z.optional(text(10000)),
  nace_en_este_signo: z.optional(list),
  consejos_espirituales: z.optional(list),
  ofrendas: z.optional(list),
  plantas: z.optional(z.union([text(5000), list])),
  refranes: z.optional(list),
  patakines: z.optional(list),
  obras_del_signo: z.optional(list),
  taboos: z.optional(list),
  secret_content: z.optional(z.unknown()),
  is_meji: z.optional(z.boolean()),
  is_combination: z.optional(z.boolean()),
  data_source: z.optional(DataSource),
  fuente: z.optional(text(300)),
  provenance: z.optional(OddunProvenance),
});
export type OddunFields = z.infer<typeof OddunFields>;

export const OddunListQuery = z.object({ level: z._default(z.enum([...DIFFICULTIES, 'encyclopedia']), 'expert') });
export const OddunParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

const HTTP_URL = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

/**
 * A learner's contribution (spec 3, DESIGN.md 5e, issue 36). In Spanish it improves, adds to or
 * corrects the sign's text; in English or French it is a translation suggestion of a section
 * (`type: 'translation'`). `source_kind` says where the text comes from, with `source` its detail:
 * a book and page, a house (or the elder who teaches it), a link, or nothing for the learner's
 * own words. Clients that send only `source` (the spec's form) are still taken: the server reads
 * a link as one and anything else as a book. `credit_name`: how the contributor wants to be named
 * when their text is applied (their full name when absent).
 */
export const ContributeRequest = z
  .object({
  oddun_id: z.string().check(z.minLength(1), z.maxLength(64)),
  section: z.enum(CONTRIBUTION_SECTIONS),
  type: z.enum(CONTRIBUTION_TYPES),
  language: z._default(Language, 'es'),
  source_kind: z.optional(z.enum(CONTRIBUTION_SOURCE_KINDS)),
  credit_name: ContributionCredit,
  content: z
    .string({ error: MSG.contributionRequired })
    .check(
      z.trim(),
      z.minLength(1, MSG.contributionRequired),
      z.maxLength(CONTRIBUTION_MAX_LENGTH, 'La contribución no puede superar los 5000 caracteres.'),
    ),
  user_id: z.optional(z.string()),
  /** Where the text comes from (DESIGN.md 5e): a book and page, a house's teaching... Optional. */
  source: ContributionSource,
})
  .check(
    z.refine((c) => c.language === 'es' || c.type === 'translation', { message: MSG.contributionTranslationOnly, path: ['type'] }),
    z.refine((c) => c.language !== 'es' || c.type !== 'translation', { message: MSG.contributionTranslationSpanish, path: ['type'] }),
    z.refine((c) => c.type !== 'translation' || (TRANSLATABLE_SECTIONS as readonly string[]).includes(c.section), { message: MSG.contributionTranslationSection, path: ['section'] }),
    z.refine((c) => c.source_kind !== 'book' || Boolean(c.source), { message: MSG.contributionSourceBook, path: ['source'] }),
    z.refine((c) => c.source_kind !== 'house' || Boolean(c.source), { message: MSG.contributionSourceHouse, path: ['source'] }),
    z.refine((c) => c.source_kind !== 'link' || HTTP_URL.test(c.source ?? ''), { message: MSG.contributionSourceLink, path: ['source'] }),
  );
export type ContributeRequest = z.input<typeof ContributeRequest>;

export const PurchaseSecretRequest = z.object({
  oddun_id: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Ignored: the price is the server's (DESIGN.md 5). */
  cost: z.optional(z.unknown()),
});
