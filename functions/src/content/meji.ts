/**
 * Curated Spanish study content for the 16 Meji (positions 1..16), `data_source: 'manual'`.
 *
 * The texts live in data files an editor can open and correct, one per Meji:
 * functions/src/content/data/meji/<NN-name>.yaml (see the README of this folder). `npm run
 * content` validates them (schemas/meji.ts) and writes generated/meji.json, which this module
 * loads; what follows are the pure builders that turn an entry into the curated record.
 *
 * Editorial rules (DESIGN.md 6):
 * - Written for the project, in Spanish, as study material. Themes, "nace" lists, proverbs and
 *   stories are the ones repeated in published Lucumí sources and, where noted, in the Yoruba
 *   corpus; stories are short retellings in our own words, never copies.
 * - Every section names its sources and whether it has been reviewed (`reviewed: null` = not yet).
 * - No liturgy is invented: `rezo` and `suyere` are deliberately omitted. Works are described
 *   as kinds of works (study notes), never as step-by-step instructions.
 * - `element`, `direction` and `colors` appear only where the association is widely attested;
 *   otherwise they are omitted on purpose.
 * - The secret (premium) content is advanced study material and reflection, and says so.
 */
import type { OddunProvenance } from '@ifa/shared';
import data from './generated/meji.json' with { type: 'json' };
import type { PrincipalLeg } from './odu-catalogue.js';
import type { MejiEntry } from './schemas/meji.js';

export interface SpiritualSecrets {
  advanced_prayers: string[];
  secret_offerings: string[];
  hidden_taboos: string[];
}

/** The sellable part of a sign (spec 3, "Secret ritual"), without the names added by the builder. */
export interface SecretContent {
  secret_works: string[];
  advanced_patakines: string[];
  spiritual_secrets: SpiritualSecrets;
  ritual_instructions: string[];
}

export interface MejiContent {
  position: number;
  leg: PrincipalLeg;
  title: string;
  traditional_name: string;
  traditional_subtitle: string;
  yoruba_name: string;
  alternative_names: string[];
  meaning: string;
  extended_description: string;
  element?: string;
  direction?: string;
  colors?: string[];
  nace_en_este_signo: string[];
  consejos_espirituales: string[];
  ofrendas: string[];
  plantas: string[];
  refranes: string[];
  patakines: string[];
  obras_del_signo: string[];
  taboos: string[];
  secret_content: SecretContent;
  fuente: string;
  data_source: 'manual';
  /** Sources and review of every section (issue 11); the sign record carries it as is. */
  provenance: OddunProvenance;
}

/** The data files as validated by `npm run content` (schemas/meji.ts), in position order. */
export const MEJI_ENTRIES = data as readonly MejiEntry[];

export const MEJI_FUENTE =
  'Redacción del proyecto a partir de fuentes publicadas de la tradición lucumí (tratados de Ifá, libretas publicadas y obras de divulgación) y del corpus yoruba; cada sección indica sus fuentes y los detalles varían entre casas.';

/** Closing note of every Meji description. */
export const STUDY_NOTE =
  'Nota de estudio: este resumen recoge los temas que la literatura publicada repite con más frecuencia para el signo. Las obras, ofrendas y prohibiciones concretas varían entre casas y libretas, y solo un babalawo puede indicarlas a una persona.';

/** First instruction of every secret: what this material is and is not. */
export const SECRET_NOTE =
  'Material de estudio avanzado redactado por el proyecto a partir de fuentes publicadas. No es liturgia ni sustituye la consulta: toda obra, ofrenda o prohibición concreta la determina su babalawo.';

const provenanceOf = ({ sources, reviewed }: { sources: MejiEntry['title']['sources']; reviewed: MejiEntry['title']['reviewed'] }) => ({
  sources: sources.map((s) => ({ ...s })),
  reviewed: reviewed ? { ...reviewed } : null,
});

/** The curated record of one data file: texts joined, notes added, provenance per section. */
export function mejiContentOf(entry: MejiEntry): MejiContent {
  const { names, attributes, secret } = entry;
  const lists = {
    nace_en_este_signo: entry.nace_en_este_signo,
    consejos_espirituales: entry.consejos_espirituales,
    ofrendas: entry.ofrendas,
    plantas: entry.plantas,
    refranes: entry.refranes,
    patakines: entry.patakines,
    obras_del_signo: entry.obras_del_signo,
    taboos: entry.taboos,
  };
  const provenance: OddunProvenance = {
    title: provenanceOf(entry.title),
    traditional_name: provenanceOf(names),
    meaning: provenanceOf(entry.meaning),
    extended_description: provenanceOf(entry.extended_description),
    ...(attributes ? { attributes: provenanceOf(attributes) } : {}),
    ...Object.fromEntries(Object.entries(lists).map(([key, section]) => [key, provenanceOf(section)])),
    secret: provenanceOf(secret),
  };
  return {
    position: entry.position,
    leg: entry.leg,
    title: entry.title.text,
    traditional_name: names.traditional_name,
    traditional_subtitle: names.traditional_subtitle,
    yoruba_name: names.yoruba_name,
    alternative_names: [...names.alternative_names],
    meaning: entry.meaning.text,
    extended_description: [...entry.extended_description.paragraphs, STUDY_NOTE].join('\n\n'),
    ...(attributes?.element ? { element: attributes.element } : {}),
    ...(attributes?.direction ? { direction: attributes.direction } : {}),
    ...(attributes?.colors ? { colors: [...attributes.colors] } : {}),
    ...(Object.fromEntries(Object.entries(lists).map(([key, section]) => [key, [...section.items]])) as Record<keyof typeof lists, string[]>),
    secret_content: {
      secret_works: [...secret.secret_works],
      advanced_patakines: [...secret.advanced_patakines],
      spiritual_secrets: {
        advanced_prayers: [...secret.advanced_prayers],
        secret_offerings: [...secret.secret_offerings],
        hidden_taboos: [...secret.hidden_taboos],
      },
      ritual_instructions: [SECRET_NOTE, ...secret.ritual_instructions],
    },
    fuente: MEJI_FUENTE,
    data_source: 'manual',
    provenance,
  };
}

export const MEJI_CONTENT: readonly MejiContent[] = MEJI_ENTRIES.map(mejiContentOf);

/** The curated entry of a Meji by its position (1..16). */
export function mejiByPosition(position: number): MejiContent | undefined {
  return MEJI_CONTENT.find((m) => m.position === position);
}
