/**
 * The curated record of a Meji data file (schemas/meji.ts), pure: the notes the project adds to
 * every Meji, in the three languages, and the builder that turns an entry into the record the
 * catalogue seeds. Apart from meji.ts (which loads generated/meji.json) so that `npm run content`
 * can fingerprint the Spanish it builds before any generated file exists (content/translations.ts).
 */
import type { Language, OddunProvenance } from '@ifa/shared';
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

export const MEJI_FUENTE =
  'Redacción del proyecto a partir de fuentes publicadas de la tradición lucumí (tratados de Ifá, libretas publicadas y obras de divulgación) y del corpus yoruba; cada sección indica sus fuentes y los detalles varían entre casas.';

/** `fuente` of every Meji in each language (the project's translation of the Spanish). */
export const MEJI_FUENTE_IN: Readonly<Record<Language, string>> = {
  es: MEJI_FUENTE,
  en: 'Written by the project from published sources of the Lucumí tradition (Ifá treatises, published libretas and popular works) and from the Yoruba corpus; each section names its sources, and details vary between houses.',
  fr: 'Rédigé par le projet à partir de sources publiées de la tradition lucumí (traités d’Ifá, libretas publiées et ouvrages de vulgarisation) et du corpus yoruba ; chaque section indique ses sources et les détails varient selon les maisons.',
};

/** Closing note of every Meji description. */
export const STUDY_NOTE =
  'Nota de estudio: este resumen recoge los temas que la literatura publicada repite con más frecuencia para el signo. Las obras, ofrendas y prohibiciones concretas varían entre casas y libretas, y solo un babalawo puede indicarlas a una persona.';

/** STUDY_NOTE in each language (the project's translation). */
export const STUDY_NOTE_IN: Readonly<Record<Language, string>> = {
  es: STUDY_NOTE,
  en: 'Study note: this summary gathers the themes that the published literature repeats most often for the sign. Specific works, offerings and prohibitions vary between houses and libretas, and only a babalawo can indicate them to a person.',
  fr: 'Note d’étude : ce résumé rassemble les thèmes que la littérature publiée répète le plus souvent pour le signe. Les travaux, offrandes et interdits concrets varient selon les maisons et les libretas, et seul un babalawo peut les indiquer à une personne.',
};

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

/** SECRET_NOTE in each language (the project's translation). */
export const SECRET_NOTE_IN: Readonly<Record<Language, string>> = {
  es: SECRET_NOTE,
  en: 'Advanced study material written by the project from published sources. It is not liturgy and does not replace a consultation: every specific work, offering or prohibition is decided by your babalawo.',
  fr: 'Matériel d’étude avancé rédigé par le projet à partir de sources publiées. Ce n’est pas une liturgie et cela ne remplace pas la consultation : tout travail, offrande ou interdit concret est déterminé par votre babalawo.',
};
