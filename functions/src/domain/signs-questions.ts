/**
 * Question builder of the Signs of Ifá game (DESIGN.md 5, spec 2 "Signs of Ifa game", spec 9).
 * Pure: the catalogue and the random source are inputs; no clock, no I/O, no Math.random.
 *
 * Vocabulary:
 * - pool: the level's first 16/64/128/256 signs by position (`SIGNS_LEVELS`). Distractors
 *   (wrong options) come from the pool, except the hard distractors by legs (see Fairness).
 * - set: the signs the questions are ABOUT (`signPool`): meyi, sequential, random or custom.
 * - fact: one thing a sign's content says (a pattern, an element, a refrán...). Every question
 *   is built from one fact of a sign of the set, so a topic only yields questions from signs
 *   that have that content, and an empty section never produces a question.
 *
 * Decisions:
 * - custom: a selection matches a sign's id, name, yoruba name or alternative names (case- and
 *   accent-insensitive). Selected signs OUTSIDE the level pool are kept when they exist in the
 *   catalogue: the learner chose them explicitly. They join the distractor pool of that game
 *   (pool ∪ set); unknown selections are ignored (an empty set yields no questions).
 * - Quoted content is masked: the subject sign's own names become "este signo", otherwise a
 *   story that says "Ika Meji llegó joven..." would give its answer away.
 * - Pattern-recognition questions carry `binary_pattern` (the client draws it) but NOT
 *   `oddun_id`: the id is the slug of the answer and clients must not receive answers
 *   (DESIGN.md 5). `oddun_id` is set only when the question already names that sign.
 * - Language: prompts, true/false options, matching prompts and section names follow the
 *   user's language (signs-texts.ts); sign names follow the naming setting (see Fairness).
 *   The study texts (refranes, patakines, taboos, advice, 'nace' lists) are quoted in the
 *   user's language from the Meji translations (content/translations.ts, DESIGN.md 6), each
 *   list only while its stored Spanish is the text that was translated (`localized`); a list an
 *   admin has changed since is quoted in Spanish. A question never embeds such a text in its
 *   prompt but carries it in `quote`, and `content_lang: 'es'` marks a question whose quote or
 *   options are Spanish text in a game in another language. Elements are translated
 *   (content/elements.ts).
 * - Game modes: multiple_choice, true_false and matching ask in that type, with the fallbacks
 *   matching -> multiple_choice -> true_false and multiple_choice -> true_false (a true/false
 *   question can always be built, so every fact yields a question). audio_visual is multiple
 *   choice (the client reads it aloud). image_match draws each sign of the set and asks for its
 *   name among 4, whatever the topics. type_answer asks only "which sign?" questions (the
 *   drawn pattern, a pattern, an element, a quoted text) with no options; the sign's name and
 *   every alias count (`accepted_answers`).
 * - Order: 'sequential' games ask in position order ("sign X of N"); the others are shuffled.
 *
 * Fairness (issue 11, checked by test/unit/quiz-quality-signs.test.ts):
 * - Hard distractors by legs. A sign is two legs: its pattern is the right leg (first four
 *   marks) then the left leg. A question whose options are signs picked by their pattern (the
 *   drawing -> its name, a name -> its pattern, a name -> its Yorùbá name) offers, for a sign
 *   R|L, the other signs made of the same two legs: the mirrored sign L|R (legs swapped) and
 *   the Meji R|R and L|L, one sharing each leg; for a Meji R|R, R|x, x|R and x|x with another
 *   leg x. So the answer shares each of its legs with another option and cannot be told from
 *   them by one leg. A Yorùbá-name question also offers another name starting with the same
 *   word as the answer ('Ogbè Ọ̀yẹ̀kú', 'Ogbè Ìwòrì'). These come from the whole catalogue,
 *   not only the level pool (a beginner's pool has only the 16 Meji, which share no leg); the
 *   level's signs are still the subjects, and the content questions keep their pool.
 *   False true/false statements use such a sign or pattern too, and a matching question puts
 *   the signs sharing a leg with its subject in the same columns.
 * - A wrong option is never true of the asked sign: its names and aliases (a sign named in the
 *   options can never be one of the answer's aliases), a value it also has (`alsoTrue`).
 * - Editorial remarks about the sources ('(así lo recogen los tratados…)') are not part of a
 *   question: they are cut from any quoted text (`withoutEditorialRemarks`); the content itself
 *   is corrected at its source.
 * - Naming (Lucumí / Yorùbá / both, `naming`, default Lucumí): sign names in prompts, options
 *   and pairs are shown with `displayName`; the Yorùbá names shown are listed in `yo_terms` so
 *   the client marks them `lang="yo"`. The Yorùbá-name question always names the sign by its
 *   Lucumí name (naming it in Yorùbá would give the answer). Typed answers: the main answer is
 *   the Yorùbá name for 'yoruba', the Lucumí one otherwise; every other name (Lucumí, Yorùbá,
 *   alternative names) is accepted, with or without tone marks (the engine folds them).
 */
import {
  DEFAULT_NAMING,
  SIGNS_LEVELS,
  UNAVAILABLE_SIGNS_TOPICS,
  displayName,
  foldName,
  nameParts,
  type Difficulty,
  type Language,
  type Naming,
  type SignsGameMode,
  type SignsTopic,
} from '@ifa/shared';
import { translateElement } from '../content/elements.js';
import { applyTranslation, translationView, type TranslationLookup } from '../content/translations.js';
import { shuffle, type BuiltQuestion, type QuestionType, type Rng } from './game-types.js';
import { SIGNS_TEXTS, type SignsTexts, type VariantKey } from './signs-texts.js';

export interface SignRecord {
  id: string;
  position: number;
  name: string;
  yoruba_name?: string;
  alternative_names?: string[];
  binary_pattern: string;
  is_meji?: boolean;
  element?: string;
  nace_en_este_signo?: string[];
  consejos_espirituales?: string[];
  refranes?: string[];
  patakines?: string[];
  taboos?: string[];
  suyere?: string;
}

export interface SignsGameRequest {
  difficulty: Difficulty;
  topics: SignsTopic[];
  oddun_set: 'meyi' | 'sequential' | 'random' | 'custom';
  selected_odduns: string[];
  question_count: number;
  game_mode: SignsGameMode;
  /** The user's language; Spanish when absent. */
  language?: Language;
  /** How sign names are shown (the learner's setting); Lucumí when absent. */
  naming?: Naming;
  /** The Meji's translations (data/sign-translations.ts); without them the lists are quoted in Spanish. */
  translations?: TranslationLookup;
}

export interface SignsBuildResult {
  questions: BuiltQuestion[];
  /** The question_count asked for. */
  requested: number;
  /** Distinct questions that could be built, capped at `requested` (= questions.length). */
  available: number;
  /** Requested topics for which no sign of the set has content (e.g. sureye today). */
  skipped_topics: SignsTopic[];
  /**
   * When no question could be built and every requested topic is one the game does not offer
   * yet (`UNAVAILABLE_SIGNS_TOPICS`, e.g. an old client sending 'sureye' alone): the Spanish
   * reason, for the API's 400 detail.
   */
  refusal?: string;
}

export const TRUE_OPTION = SIGNS_TEXTS.es.trueOption;
export const FALSE_OPTION = SIGNS_TEXTS.es.falseOption;
const MC_OPTIONS = 4;
/** A matching question joins 4 signs with their values; 3 when the set has no fourth that fits. */
const MATCHING_PAIRS = 4;
const MATCHING_MIN_PAIRS = 3;
/** A story is quoted by its first sentence; longer than this it is cut at a word. */
const QUOTE_MAX = 200;
const QUOTE_CUT = 160;
const QUOTE_SHORT = 60;

// ---------------------------------------------------------------------------------------------
// Sign sets

/** Accent-, tone-mark-, case-, space- and punctuation-insensitive form used to compare names and texts. */
const fold = foldName;

const isMeji = (s: SignRecord) => s.is_meji ?? s.position <= 16;
const byPosition = (a: SignRecord, b: SignRecord) => a.position - b.position;

/** The level's pool: the first 16/64/128/256 signs by position. */
export function levelPool(catalogue: readonly SignRecord[], difficulty: Difficulty): SignRecord[] {
  return [...catalogue].sort(byPosition).slice(0, SIGNS_LEVELS[difficulty].signs);
}

/** Signs of the catalogue matching the custom selection (id, name, yoruba or alternative name). */
function customSigns(catalogue: readonly SignRecord[], selected: readonly string[]): SignRecord[] {
  const wanted = new Set(selected.map(fold).filter(Boolean));
  return catalogue
    .filter((s) => [s.id, s.name, s.yoruba_name ?? '', ...(s.alternative_names ?? [])].some((n) => n && wanted.has(fold(n))))
    .sort(byPosition);
}

/**
 * The signs the questions are about: meyi = the Meji of the pool (all 16 at every level),
 * sequential = the pool in position order, random = the pool shuffled, custom = the selected
 * signs (see the module comment for selections outside the pool).
 */
export function signPool(
  catalogue: SignRecord[],
  req: Pick<SignsGameRequest, 'difficulty' | 'oddun_set' | 'selected_odduns'>,
  rng: Rng,
): SignRecord[] {
  const pool = levelPool(catalogue, req.difficulty);
  switch (req.oddun_set) {
    case 'meyi':
      return pool.filter(isMeji);
    case 'sequential':
      return pool;
    case 'random':
      return shuffle(pool, rng);
    case 'custom':
      return customSigns(catalogue, req.selected_odduns);
  }
}

// ---------------------------------------------------------------------------------------------
// The study texts in the learner's language (DESIGN.md 6)

/** The record's texts a content question quotes. */
type QuotedField = 'nace_en_este_signo' | 'consejos_espirituales' | 'refranes' | 'patakines' | 'taboos' | 'suyere';
const QUOTED_FIELDS: readonly QuotedField[] = ['nace_en_este_signo', 'consejos_espirituales', 'refranes', 'patakines', 'taboos', 'suyere'];

/** A localized record's language and the lists it still quotes in Spanish (no translation, or changed since). */
const LOCALIZED = new WeakMap<SignRecord, { language: Language; spanish: ReadonlySet<QuotedField> }>();
const LOCALIZED_BY_LANGUAGE = new WeakMap<SignRecord, Map<Language, { translations: TranslationLookup; record: SignRecord }>>();

/** The language a record's list is written in: the game's for a translated list, else Spanish. */
function textLanguage(sign: SignRecord, field: QuotedField): Language {
  const info = LOCALIZED.get(sign);
  return info && !info.spanish.has(field) ? info.language : 'es';
}

/**
 * The record with the lists the game quotes in `language`, each only while the stored Spanish is
 * the text that was translated (content/translations.ts); the same object for Spanish. Kept per
 * record like the values (see VALUES): the handler reuses its catalogue, and the translations it
 * read with it, for minutes (a new lookup is localized anew).
 */
export function localized(sign: SignRecord, language: Language, translations: TranslationLookup): SignRecord {
  if (language === 'es') return sign;
  let byLanguage = LOCALIZED_BY_LANGUAGE.get(sign);
  if (!byLanguage) LOCALIZED_BY_LANGUAGE.set(sign, (byLanguage = new Map()));
  const kept = byLanguage.get(language);
  if (kept?.translations === translations) return kept.record;
  // The lists matched whole (the quiz view): a list changed anywhere is quoted in Spanish.
  const translation = translations(sign.id, language);
  const out = applyTranslation(sign as unknown as Record<string, unknown>, translation && translationView(translation, 'quiz')).record as unknown as SignRecord;
  const spanish = new Set(QUOTED_FIELDS.filter((f) => out[f] === sign[f]));
  LOCALIZED.set(out, { language, spanish });
  byLanguage.set(language, { translations, record: out });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Quoting content

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_FILLER = new Set(['baba', 'meji', 'meyi', 'eji']);

/** The names a sign is known by; for a Meji also its root names ('Ejiogbe', 'Oyekun', 'Odi'). */
function namesOf(sign: SignRecord): string[] {
  const full = [sign.name, sign.yoruba_name ?? '', ...(sign.alternative_names ?? [])].filter((n) => n.trim());
  const roots = isMeji(sign) ? full.flatMap((n) => n.split(/\s+/)).filter((w) => w.length >= 3 && !NAME_FILLER.has(w.toLowerCase())) : [];
  return [...new Set([...full, ...roots])].sort((a, b) => b.length - a.length);
}

/** A pattern matching `name` whatever its accents or tone marks, on NFD text ('Ejiogbe' finds 'Éjìogbè'). */
const markInsensitive = (name: string) =>
  [...name.normalize('NFD').replace(/\p{M}/gu, '')].map((c) => `${escapeRe(c)}\\p{M}*`).join('');

/** "this sign" in the language of the text it replaces a name in (capitalised at a sentence start). */
const THIS_SIGN: Record<Language, [string, string]> = { es: ['este signo', 'Este signo'], en: ['this sign', 'This sign'], fr: ['ce signe', 'Ce signe'] };

/** Replaces the sign's own names by "este signo" ('this sign', 'ce signe' in `language`), with or without marks. */
function maskOwnNames(sign: SignRecord, text: string, language: Language = 'es'): string {
  const names = namesOf(sign);
  if (names.length === 0) return text;
  const re = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(?:${names.map(markInsensitive).join('|')})(?![\\p{L}\\p{N}\\p{M}])`, 'gu');
  const [lower, upper] = THIS_SIGN[language];
  return text
    .normalize('NFD')
    .replace(re, (_m, offset: number, whole: string) => (/(^|[.!?]\s+)[«"“‘¿¡]?\s?$/u.test(whole.slice(0, offset)) ? upper : lower))
    .normalize('NFC');
}

/** Words that make a parenthesis a remark about the sources, not content ('(así lo recogen los tratados)'). */
const EDITORIAL = /\s*\((?=[^()]*(?<!\p{L})(?:tratados?|fuentes?|según|recogen|treatises?|sources?|traités?|selon)(?!\p{L}))[^()]*\)/giu;

/** The text without parenthetical remarks about its sources. */
export const withoutEditorialRemarks = (text: string) => text.replace(EDITORIAL, '').replace(/\s+([.,;:!?…])/gu, '$1').trim();

/** Cut at a word boundary to at most `max` characters, with an ellipsis. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,;:—-]+$/u, '')}…`;
}

const SENTENCE = /^.+?[.!?…](?=\s+[«"“‘¿¡(—]?\s?\p{Lu}|\s*$)/su;

/** A story quoted by its first sentence (two when the first is very short), cut when long. */
export function quoteOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const first = clean.match(SENTENCE)?.[0] ?? clean;
  let quote = first;
  if (first.length < QUOTE_SHORT) {
    const second = clean.slice(first.length).trim().match(SENTENCE)?.[0];
    if (second && first.length + 1 + second.length <= QUOTE_MAX) quote = `${first} ${second}`;
  }
  return quote.length <= QUOTE_MAX ? quote : cutAtWord(quote, QUOTE_CUT);
}


// ---------------------------------------------------------------------------------------------
// Topics: what each one asks and how

/**
 * - name_from_value: the question shows a fact (a pattern, a refrán...) and asks for the sign.
 * - value_from_name: the question names the sign and asks for the fact (its pattern, element...).
 */
type Shape = 'name_from_value' | 'value_from_name';

/**
 * How a value is shown: as it is (patterns, yoruba names), as Spanish study text (in `quote`,
 * never inside a prompt), or as an element (translated when the table knows it, else quoted).
 */
type Display = 'inline' | 'quote' | 'element';

interface Variant {
  /** Its texts in signs-texts.ts. */
  key: VariantKey;
  topic: SignsTopic;
  shape: Shape;
  display: Display;
  /** The sign's facts as shown (masked, quoted). */
  values(sign: SignRecord): string[];
  /** Facts worth asking about (recognition skips a yoruba name equal to the sign's name). */
  asks?(sign: SignRecord, value: string): boolean;
  /** Other values that are also true of the sign and so can never be a wrong option. */
  alsoTrue?(sign: SignRecord): string[];
  /** The question shows the sign's drawn pattern. */
  showsPattern?: boolean;
  /** The options are signs or values picked by their pattern: hard distractors by legs. */
  legs?: boolean;
  /** The values are Yorùbá text (listed in `yo_terms`). */
  yoruba?: boolean;
  /** The record's list the values are quoted from (content topics). */
  field?: QuotedField;
}

/** Quoted as Spanish typesets it: the closing punctuation goes outside, so a final period is dropped. */
const quoted = (v: string) => `«${v.replace(/(?<!\.)\.$/u, '')}»`;
const listOf = (field: QuotedField, sign: SignRecord, quote = false) => {
  const value = sign[field];
  const items = typeof value === 'string' ? (value.trim() ? [value] : []) : (value ?? []);
  const language = textLanguage(sign, field);
  return items
    .map(withoutEditorialRemarks)
    .filter((t) => t.trim())
    .map((t) => (quote ? quoteOf(maskOwnNames(sign, t, language)) : maskOwnNames(sign, t.trim(), language)));
};

/** A topic about one of the sign's text lists ("which sign does this refrán belong to?"). */
const contentVariant = (topic: SignsTopic & VariantKey, field: QuotedField, quote = false): Variant => ({
  topic,
  key: topic,
  shape: 'name_from_value',
  display: 'quote',
  field,
  values: (s) => listOf(field, s, quote),
});

const PATTERN_SHOWN: Variant = {
  key: 'pattern_shown',
  topic: 'recognition',
  shape: 'name_from_value',
  display: 'inline',
  values: (s) => [s.binary_pattern],
  showsPattern: true,
  legs: true,
};
const YORUBA_NAME: Variant = {
  key: 'yoruba_name',
  topic: 'recognition',
  shape: 'value_from_name',
  display: 'inline',
  values: (s) => (s.yoruba_name?.trim() ? [s.yoruba_name.trim()] : []),
  asks: (s, v) => fold(v) !== fold(s.name),
  alsoTrue: (s) => [s.name, ...(s.alternative_names ?? [])],
  legs: true,
  yoruba: true,
};
const BINARY_PATTERN: Variant = {
  key: 'binary_pattern',
  topic: 'binary_patterns',
  shape: 'value_from_name',
  display: 'inline',
  values: (s) => [s.binary_pattern],
  legs: true,
};
const ELEMENT: Variant = {
  key: 'element',
  topic: 'elements',
  shape: 'value_from_name',
  display: 'element',
  values: (s) => (s.element?.trim() ? [s.element.trim()] : []),
};

const CONTENT: Record<'born_in_sign' | 'prohibitions' | 'spiritual' | 'refranes' | 'patakines' | 'sureye', Variant> = {
  born_in_sign: contentVariant('born_in_sign', 'nace_en_este_signo'),
  prohibitions: contentVariant('prohibitions', 'taboos'),
  spiritual: contentVariant('spiritual', 'consejos_espirituales'),
  refranes: contentVariant('refranes', 'refranes'),
  patakines: contentVariant('patakines', 'patakines', true),
  sureye: contentVariant('sureye', 'suyere', true),
};

const CONTENT_LISTS = Object.fromEntries(Object.entries(CONTENT).map(([topic, v]) => [topic, [v]])) as Record<keyof typeof CONTENT, Variant[]>;

/** The choice games (multiple choice, true/false, matching, audio-visual). */
const VARIANTS: Record<SignsTopic, Variant[]> = {
  recognition: [PATTERN_SHOWN, YORUBA_NAME],
  binary_patterns: [BINARY_PATTERN],
  elements: [ELEMENT],
  ...CONTENT_LISTS,
};

/**
 * Typed answers: only "which sign?" questions, so the answer is a name (and its aliases). The
 * yoruba-name question is left out (its answer is an alias of the sign the prompt names);
 * patterns and elements are asked the other way round.
 */
const TYPED_VARIANTS: Record<SignsTopic, Variant[]> = {
  recognition: [PATTERN_SHOWN],
  binary_patterns: [{ ...BINARY_PATTERN, key: 'binary_pattern_typed', shape: 'name_from_value' }],
  elements: [{ ...ELEMENT, key: 'element_typed', shape: 'name_from_value' }],
  ...CONTENT_LISTS,
};

// ---------------------------------------------------------------------------------------------
// Facts of one game

interface Fact {
  variant: Variant;
  sign: SignRecord;
  value: string;
  /** Index of the sign in the game's set (the order of a sequential game). */
  order: number;
}

/**
 * A sign's distinct facts for a variant, as shown (masked, quoted). They depend only on the
 * record, so they are kept while the record lives: the handler reuses its catalogue for
 * minutes and masking hundreds of stories for every game would be wasted work. Records are
 * never changed in place (an edit loads new ones).
 */
const VALUES = new WeakMap<SignRecord, Map<Variant, string[]>>();
function valuesOf(variant: Variant, sign: SignRecord): string[] {
  let byVariant = VALUES.get(sign);
  if (!byVariant) VALUES.set(sign, (byVariant = new Map()));
  let vals = byVariant.get(variant);
  if (!vals) {
    const seen = new Set<string>();
    vals = variant.values(sign).filter((v) => {
      const key = fold(v);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    byVariant.set(variant, vals);
  }
  return vals;
}

/**
 * Caches each sign's facts per variant and answers "is this value true of that sign?".
 * Folding and lookups are memoised per game: an expert game compares hundreds of values.
 */
class Facts {
  private cache = new Map<Variant, Map<string, string[]>>();
  private askableCache = new Map<Variant, Map<string, string[]>>();
  private accepted = new Map<Variant, Map<string, Set<string>>>();
  private ownerIndex = new Map<Variant, Map<string, Set<string>>>();
  private keys = new Map<string, string>();

  constructor(private readonly universe: readonly SignRecord[]) {}

  /** The folded form of a value, for comparisons. */
  key(value: string): string {
    let k = this.keys.get(value);
    if (k === undefined) this.keys.set(value, (k = fold(value)));
    return k;
  }

  values(variant: Variant, sign: SignRecord): string[] {
    let bySign = this.cache.get(variant);
    if (!bySign) this.cache.set(variant, (bySign = new Map()));
    let vals = bySign.get(sign.id);
    if (!vals) {
      vals = valuesOf(variant, sign);
      bySign.set(sign.id, vals);
    }
    return vals;
  }

  /** Facts of the sign that may be the subject of a question. */
  askable(variant: Variant, sign: SignRecord): string[] {
    let bySign = this.askableCache.get(variant);
    if (!bySign) this.askableCache.set(variant, (bySign = new Map()));
    let vals = bySign.get(sign.id);
    if (!vals) bySign.set(sign.id, (vals = this.values(variant, sign).filter((v) => variant.asks?.(sign, v) ?? true)));
    return vals;
  }

  private acceptedBy(variant: Variant, sign: SignRecord): Set<string> {
    let bySign = this.accepted.get(variant);
    if (!bySign) this.accepted.set(variant, (bySign = new Map()));
    let set = bySign.get(sign.id);
    if (!set) {
      set = new Set([...this.values(variant, sign), ...(variant.alsoTrue?.(sign) ?? [])].map((v) => this.key(v)));
      bySign.set(sign.id, set);
    }
    return set;
  }

  accepts(variant: Variant, sign: SignRecord, value: string): boolean {
    return this.acceptedBy(variant, sign).has(this.key(value));
  }

  /** Ids of the signs of the game (pool ∪ set) of which the value is true. */
  owners(variant: Variant, value: string): ReadonlySet<string> {
    let index = this.ownerIndex.get(variant);
    if (!index) {
      index = new Map();
      for (const sign of this.universe) {
        for (const key of this.acceptedBy(variant, sign)) {
          let ids = index.get(key);
          if (!ids) index.set(key, (ids = new Set()));
          ids.add(sign.id);
        }
      }
      this.ownerIndex.set(variant, index);
    }
    return index.get(this.key(value)) ?? new Set();
  }
}

interface Game {
  set: SignRecord[];
  /** Where wrong options come from: the level pool plus the set. */
  universe: SignRecord[];
  /** Every sign by its pattern: where the hard distractors by legs come from. */
  byPattern: ReadonlyMap<string, SignRecord>;
  facts: Facts;
  rng: Rng;
  language: Language;
  texts: SignsTexts;
  naming: Naming;
}

// ---------------------------------------------------------------------------------------------
// Legs

/** The right leg (first four marks) and the left leg of a pattern. */
const rightLeg = (pattern: string) => pattern.slice(0, 4);
const leftLeg = (pattern: string) => pattern.slice(4);

/**
 * The signs a learner reading one leg could take for `sign` (module comment): for R|L the
 * mirrored L|R and the Meji R|R and L|L (shuffled); for a Meji R|R, R|x and x|R (shuffled) then
 * x|x, with a random other leg x. Only signs the catalogue has; none when the pattern is not
 * two legs. The ones sharing a leg with `sign` come first.
 */
function legKin(game: Game, sign: SignRecord): SignRecord[] {
  const p = sign.binary_pattern;
  if (!/^[01]{8}$/.test(p)) return [];
  const [r, l] = [rightLeg(p), leftLeg(p)];
  const find = (patterns: string[]) => patterns.map((q) => game.byPattern.get(q)).filter((s): s is SignRecord => Boolean(s) && s!.id !== sign.id);
  if (r !== l) return shuffle(find([l + r, r + r, l + l]), game.rng);
  const others = shuffle(
    [...new Set([...game.byPattern.keys()].map(rightLeg))].filter((x) => x !== r),
    game.rng,
  );
  // R|x and x|R share a leg with R|R and come first (a false statement uses the first); x|x
  // completes the options, so that no option is told apart by being the only Meji.
  let best: SignRecord[] = [];
  for (const x of others) {
    const kin = [...shuffle(find([r + x, x + r]), game.rng), ...find([x + x])];
    if (kin.length > best.length) best = kin;
    if (best.length === 3) break;
  }
  return best;
}

const firstWord = (name: string) => fold(name).split(' ')[0] ?? '';

/**
 * A Yorùbá name must not be told by its first word: when no sign of `kin` has a Yorùbá name
 * starting like the answer's ('Ogbè Ọ̀yẹ̀kú' among 'Èjì Ogbè', 'Ọ̀yẹ̀kú Méjì', 'Ọ̀yẹ̀kú Ogbè'), the
 * kin sign sharing the right leg is replaced by another sign of that right leg that does
 * ('Ogbè Ìwòrì'). Changes `kin` in place.
 */
function yorubaFirstWord(game: Game, sign: SignRecord, answer: string, kin: SignRecord[]): void {
  const word = firstWord(answer);
  if (!word || kin.some((s) => s.yoruba_name && firstWord(s.yoruba_name) === word)) return;
  const r = rightLeg(sign.binary_pattern);
  const candidates = shuffle(
    [...game.byPattern.values()].filter(
      (s) => s.id !== sign.id && !kin.includes(s) && rightLeg(s.binary_pattern) === r && s.yoruba_name && firstWord(s.yoruba_name) === word,
    ),
    game.rng,
  );
  if (!candidates[0]) return;
  const i = kin.findIndex((s) => rightLeg(s.binary_pattern) === r);
  kin.splice(i >= 0 ? i : kin.length - 1, 1, candidates[0]);
}

/** Whether two patterns share a leg or are each other's mirror. */
export function sharesLeg(a: string, b: string): boolean {
  return rightLeg(a) === rightLeg(b) || leftLeg(a) === leftLeg(b) || (rightLeg(a) === leftLeg(b) && leftLeg(a) === rightLeg(b));
}

// ---------------------------------------------------------------------------------------------
// Names as the learner's setting shows them

/** The Yorùbá texts shown in one question, for `yo_terms`. */
class Shown {
  private readonly yo = new Set<string>();
  constructor(private readonly naming: Naming) {}

  /** A sign's name as the setting shows it (the Yorùbá part noted). */
  name(sign: SignRecord): string {
    const parts = nameParts({ lucumi: sign.name, yoruba: sign.yoruba_name }, this.naming);
    for (const p of parts) if (p.lang === 'yo') this.yo.add(p.text);
    return displayName({ lucumi: sign.name, yoruba: sign.yoruba_name }, this.naming);
  }

  /** Notes a Yorùbá text shown as it is. */
  yoruba(text: string): string {
    this.yo.add(text);
    return text;
  }

  /** `{ yo_terms }` when some Yorùbá text was shown. */
  terms(): { yo_terms?: string[] } {
    return this.yo.size ? { yo_terms: [...this.yo] } : {};
  }
}

const NAME_KEYS = new WeakMap<SignRecord, Set<string>>();

/** Every name of a sign (the Lucumí name, the Yorùbá name, the alternative names), folded (kept per record). */
function nameKeys(sign: SignRecord): Set<string> {
  let keys = NAME_KEYS.get(sign);
  if (!keys) NAME_KEYS.set(sign, (keys = new Set([sign.name, sign.yoruba_name ?? '', ...(sign.alternative_names ?? [])].map(fold).filter(Boolean))));
  return keys;
}

/** Whether two signs share a name: one can never be a wrong option of a question about the other. */
const sharesName = (a: SignRecord, b: SignRecord) => {
  const keys = nameKeys(a);
  return [...nameKeys(b)].some((k) => keys.has(k));
};

/** Shuffled, then the candidates the learner could confuse most first (stable sort). */
function preferred<T>(items: T[], rng: Rng, score: (item: T) => number): T[] {
  return shuffle(items, rng)
    .map((item, i) => ({ item, i, s: score(item) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.item);
}

/**
 * Wrong signs for a fact shown in the question: for a pattern, the signs of the same legs first
 * (`legKin`); then signs with such content, same kind first. Never a sign of which the fact is
 * also true, nor one sharing a name with the answer, nor two shown alike.
 */
function wrongSigns(game: Game, fact: Fact, count: number, shown: Shown): SignRecord[] {
  const { variant, sign, value } = fact;
  const owners = game.facts.owners(variant, value);
  const fits = (s: SignRecord) => s.id !== sign.id && !owners.has(s.id) && !game.facts.accepts(variant, s, value) && !sharesName(s, sign);
  const hard = variant.legs ? legKin(game, sign).filter(fits) : [];
  const out: SignRecord[] = [];
  const names = new Set<string>([fold(shown.name(sign))]);
  const take = (list: readonly SignRecord[]) => {
    for (const s of list) {
      if (out.length >= count) break;
      const key = fold(displayName({ lucumi: s.name, yoruba: s.yoruba_name }, game.naming));
      if (names.has(key)) continue;
      names.add(key);
      out.push(s);
    }
  };
  take(hard);
  if (out.length < count) {
    take(
      preferred(
        game.universe.filter((s) => fits(s) && !hard.includes(s)),
        game.rng,
        (s) => (game.facts.values(variant, s).length > 0 ? 2 : 0) + (isMeji(s) === isMeji(sign) ? 1 : 0),
      ),
    );
  }
  return out;
}

/**
 * Wrong values for a sign named in the question: for patterns and Yorùbá names, the values of
 * the signs of the same legs first (`legKin`); then values of other signs, same kind first.
 * Never a value also true of the sign.
 */
function wrongValues(game: Game, fact: Fact, count: number): string[] {
  const { variant, sign } = fact;
  const fits = (v: string) => !game.facts.accepts(variant, sign, v);
  const kin = variant.legs ? legKin(game, sign) : [];
  if (variant.yoruba) yorubaFirstWord(game, sign, fact.value, kin);
  const hard = kin.flatMap((s) => game.facts.values(variant, s)).filter(fits);
  const out: string[] = [];
  const seen = new Set<string>();
  const take = (list: readonly string[]) => {
    for (const v of list) {
      if (out.length >= count) break;
      const key = game.facts.key(v);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(v);
    }
  };
  take(hard);
  if (out.length < count) {
    const candidates = game.universe
      .filter((s) => s.id !== sign.id)
      .flatMap((s) => game.facts.values(variant, s).map((v) => ({ s, v })))
      .filter(({ v }) => fits(v));
    take(preferred(candidates, game.rng, ({ s }) => (isMeji(s) === isMeji(sign) ? 1 : 0)).map((c) => c.v));
  }
  return out;
}

type Draft = Omit<BuiltQuestion, 'id'>;

const reference = (game: Game, fact: Fact) => `${fact.sign.name} — ${game.texts.variants[fact.variant.key].section}`;

/** A value as the question shows it: inline (in the user's language) or as study text, Spanish or translated. */
interface ShownValue {
  inline?: string;
  quote?: string;
  spanish: boolean;
}

/** `owner`: the sign whose text the value is (a false statement names another sign). */
function shownValue(game: Game, variant: Variant, value: string, owner?: SignRecord): ShownValue {
  switch (variant.display) {
    case 'inline':
      return { inline: value, spanish: false };
    case 'quote':
      return { quote: value, spanish: !owner || !variant.field || textLanguage(owner, variant.field) === 'es' };
    case 'element': {
      const translated = translateElement(value, game.language);
      return translated ? { inline: translated, spanish: false } : { quote: value, spanish: true };
    }
  }
}

/** A value offered as an option or inside a pair; `spanish` when it is untranslated study text. */
function optionText(game: Game, variant: Variant, value: string, shown: Shown): { text: string; spanish: boolean } {
  const s = shownValue(game, variant, value);
  if (s.inline !== undefined) return { text: variant.yoruba ? shown.yoruba(s.inline) : s.inline, spanish: false };
  return { text: variant.display === 'quote' ? quoted(value) : value, spanish: true };
}

const SPANISH = { content_lang: 'es' as const };

/**
 * How the prompt names a sign: as the setting shows it, except in the Yorùbá-name question,
 * which asks for that very name and so names the sign by its Lucumí name.
 */
const promptName = (variant: Variant, sign: SignRecord, shown: Shown) => (variant.yoruba ? sign.name : shown.name(sign));

/** The prompt (asking, or stating for true/false) with the value inline or as the quote; `owner` is the sign the value is of. */
function phrase(game: Game, variant: Variant, form: 'ask' | 'statement', named: SignRecord, value: string, shown: Shown, owner: SignRecord = named) {
  const s = shownValue(game, variant, value, owner);
  const inline = s.inline !== undefined && variant.yoruba ? shown.yoruba(s.inline) : s.inline;
  return {
    question: game.texts.variants[variant.key][form](promptName(variant, named, shown), inline),
    ...(s.quote !== undefined ? { quote: s.quote } : {}),
    ...(s.spanish ? SPANISH : {}),
  };
}

function multipleChoice(game: Game, fact: Fact): Draft | null {
  const { variant, sign, value } = fact;
  const shown = new Shown(game.naming);
  const base = { type: 'multiple_choice' as const, topic: variant.topic, is_multiple_answer: false, learning_reference: reference(game, fact) };
  if (variant.shape === 'name_from_value') {
    const wrong = wrongSigns(game, fact, MC_OPTIONS - 1, shown);
    if (wrong.length < MC_OPTIONS - 1) return null;
    const answer = shown.name(sign);
    return {
      ...base,
      ...phrase(game, variant, 'ask', sign, value, shown),
      options: shuffle([answer, ...wrong.map((s) => shown.name(s))], game.rng),
      correct_answers: [answer],
      ...(variant.showsPattern ? { binary_pattern: sign.binary_pattern } : {}),
      ...shown.terms(),
    };
  }
  const wrong = wrongValues(game, fact, MC_OPTIONS - 1);
  if (wrong.length < MC_OPTIONS - 1) return null;
  const options = [value, ...wrong].map((v) => optionText(game, variant, v, shown));
  return {
    ...base,
    question: game.texts.variants[variant.key].ask(promptName(variant, sign, shown)),
    options: shuffle(options.map((o) => o.text), game.rng),
    correct_answers: [options[0]!.text],
    oddun_id: sign.id,
    ...(options.some((o) => o.spanish) ? SPANISH : {}),
    ...shown.terms(),
  };
}

/** "Which sign is this?" with the sign drawn and 4 names: recognition by drawing. */
function imageMatch(game: Game, fact: Fact): Draft | null {
  if (!fact.variant.showsPattern) return null;
  const draft = multipleChoice(game, fact);
  return draft && { ...draft, type: 'image_match' };
}

/**
 * A typed sign: the main answer is the name the setting shows (the Yorùbá one for 'yoruba', the
 * Lucumí one otherwise); every other name counts too (the engine ignores case, accents, tone
 * marks and spaces).
 */
function typedNames(game: Game, sign: SignRecord): { main: string; aliases: string[] } {
  const yoruba = sign.yoruba_name?.trim();
  const main = game.naming === 'yoruba' && yoruba ? yoruba : sign.name;
  const seen = new Set([fold(main)]);
  const aliases: string[] = [];
  for (const alias of [sign.name, yoruba ?? '', ...(sign.alternative_names ?? [])].map((a) => a.trim())) {
    if (!alias || seen.has(fold(alias))) continue;
    seen.add(fold(alias));
    aliases.push(alias);
  }
  return { main, aliases };
}

function typedAnswer(game: Game, fact: Fact): Draft | null {
  const { variant, sign, value } = fact;
  if (variant.shape !== 'name_from_value') return null;
  const shown = new Shown(game.naming);
  const { main, aliases } = typedNames(game, sign);
  return {
    type: 'type_answer',
    topic: variant.topic,
    ...phrase(game, variant, 'ask', sign, value, shown),
    options: [],
    is_multiple_answer: false,
    correct_answers: [main],
    ...(aliases.length ? { accepted_answers: aliases } : {}),
    learning_reference: reference(game, fact),
    ...(variant.showsPattern ? { binary_pattern: sign.binary_pattern } : {}),
    ...shown.terms(),
  };
}

function trueFalse(game: Game, fact: Fact, wantTrue: boolean): Draft {
  const { variant, sign, value } = fact;
  const { trueOption, falseOption } = game.texts;
  const shown = new Shown(game.naming);
  let named = sign;
  let stated = value;
  let truth = true;
  if (!wantTrue) {
    if (variant.shape === 'name_from_value') {
      const other = wrongSigns(game, fact, 1, new Shown(game.naming))[0];
      if (other) [named, truth] = [other, false];
    } else {
      const other = wrongValues(game, fact, 1)[0];
      if (other !== undefined) [stated, truth] = [other, false];
    }
  }
  return {
    type: 'true_false',
    topic: variant.topic,
    ...phrase(game, variant, 'statement', named, stated, shown, variant.shape === 'name_from_value' ? sign : named),
    options: [trueOption, falseOption],
    is_multiple_answer: false,
    correct_answers: [truth ? trueOption : falseOption],
    learning_reference: reference(game, fact),
    // With the drawn pattern, naming the sign's id would tell the client whether they match.
    ...(variant.showsPattern ? { binary_pattern: sign.binary_pattern } : { oddun_id: named.id }),
    ...shown.terms(),
  };
}

/**
 * Matching, a real match of two columns: 3–4 signs of the set (the subject, then signs sharing
 * a leg with it, then others), each with one of its values. The client gets the names and the
 * values as two columns shuffled apart (`match_names`, `match_values`); the key, the
 * 'Name — value' pairs, stays here as `correct_answers`. Every value is true of exactly one of
 * the names, so the match has one solution, and the engine judges each submitted pair on its own
 * (multi-answer: right pairs, wrong pairs, and the right pairs missed). Only short values are
 * matched (a pattern drawn, a Yorùbá name, an element): quoted study text is too long for two
 * columns on a phone and falls back to multiple choice.
 */
function matching(game: Game, fact: Fact): Draft | null {
  const { variant, sign } = fact;
  if (variant.display === 'quote') return null;
  const { rng } = game;
  const shown = new Shown(game.naming);
  const kin = new Set(variant.legs ? legKin(game, sign).map((s) => s.id) : []);
  const others = game.set.filter((s) => s.id !== sign.id && game.facts.askable(variant, s).length > 0);
  const candidates = [...shuffle(others.filter((s) => kin.has(s.id)), rng), ...shuffle(others.filter((s) => !kin.has(s.id)), rng)];
  const chosen: { s: SignRecord; v: string }[] = [{ s: sign, v: fact.value }];
  // A new pair must not make another pairing true too (a shared value or name would give two solutions).
  const fits = (s: SignRecord, v: string) =>
    chosen.every(
      (c) =>
        !sharesName(c.s, s) &&
        game.facts.key(c.v) !== game.facts.key(v) &&
        !game.facts.accepts(variant, c.s, v) &&
        !game.facts.accepts(variant, s, c.v),
    );
  for (const s of candidates) {
    if (chosen.length >= MATCHING_PAIRS) break;
    const v = shuffle(game.facts.askable(variant, s), rng).find((value) => fits(s, value));
    if (v !== undefined) chosen.push({ s, v });
  }
  if (chosen.length < MATCHING_MIN_PAIRS) return null;
  const names = chosen.map((c) => promptName(variant, c.s, shown));
  const values = chosen.map((c) => optionText(game, variant, c.v, shown));
  return {
    type: 'matching',
    topic: variant.topic,
    question: game.texts.matching(game.texts.variants[variant.key].pairLabel),
    options: [],
    match_names: shuffle(names, rng),
    match_values: shuffle(values.map((v) => v.text), rng),
    is_multiple_answer: true,
    correct_answers: names.map((name, i) => `${name} — ${values[i]!.text}`),
    learning_reference: reference(game, fact),
    ...(values.some((v) => v.spanish) ? SPANISH : {}),
    ...shown.terms(),
  };
}

/** The question types tried, in order, for each game mode. */
const FALLBACKS: Record<SignsGameMode, QuestionType[]> = {
  multiple_choice: ['multiple_choice', 'true_false'],
  audio_visual: ['multiple_choice', 'true_false'],
  true_false: ['true_false', 'multiple_choice'],
  matching: ['matching', 'multiple_choice', 'true_false'],
  image_match: ['image_match'],
  type_answer: ['type_answer'],
};

/** The invariants every question must keep; anything else is dropped, never served. */
function isSound(q: Draft): boolean {
  if (q.correct_answers.length === 0 || new Set(q.correct_answers).size !== q.correct_answers.length) return false;
  if (q.type === 'matching') {
    // Two columns of the same length, no name or value twice (even folded), one pair per name.
    const n = q.correct_answers.length;
    const distinct = (list: string[] | undefined) => list?.length === n && new Set(list.map(fold)).size === n;
    return q.options.length === 0 && n >= MATCHING_MIN_PAIRS && n <= MATCHING_PAIRS && distinct(q.match_names) && distinct(q.match_values);
  }
  if (q.type === 'type_answer') return q.options.length === 0 && q.correct_answers.length === 1;
  const options = new Set(q.options);
  // Two options that differ only by case, accents or punctuation are the same answer.
  if (options.size !== q.options.length || new Set(q.options.map(fold)).size !== q.options.length) return false;
  if (!q.correct_answers.every((a) => options.has(a))) return false;
  switch (q.type) {
    case 'multiple_choice':
      return q.options.length === MC_OPTIONS && q.correct_answers.length === 1;
    case 'image_match':
      return q.options.length === MC_OPTIONS && q.correct_answers.length === 1 && Boolean(q.binary_pattern) && !q.oddun_id;
    case 'true_false':
      return q.options.length === 2 && q.correct_answers.length === 1;
  }
}

/** Keeps in `yo_terms` only the Yorùbá texts the question really shows (none: no field). */
function withShownTerms(q: Draft): Draft {
  const { yo_terms, ...rest } = q;
  const text = [q.question, ...q.options, ...(q.match_names ?? []), ...(q.match_values ?? [])].join('\n');
  const terms = (yo_terms ?? []).filter((t) => text.includes(t));
  return terms.length ? { ...rest, yo_terms: terms } : rest;
}

const keyOf = (q: Draft) =>
  JSON.stringify([q.type, q.question, q.quote ?? '', q.binary_pattern ?? '', q.oddun_id ?? '', [...q.options].sort(), q.type === 'matching' ? [...q.correct_answers].sort() : []]);

/**
 * The facts of some variants, one sign at a time in set order (round 1 takes a fact of every
 * sign, then round 2...), so a game spreads over the signs instead of exhausting the first one.
 * A fact shown in the question that belongs to two signs would have two answers: skipped.
 */
function topicFacts(game: Game, variants: readonly Variant[], signOrder: SignRecord[]): Fact[] {
  const order = new Map(game.set.map((s, i) => [s.id, i]));
  const perSign = signOrder.map((sign) =>
    shuffle(
      variants.flatMap((variant) =>
        game.facts
          .askable(variant, sign)
          .filter((value) => variant.shape !== 'name_from_value' || [...game.facts.owners(variant, value)].every((id) => id === sign.id))
          .map((value) => ({ variant, sign, value, order: order.get(sign.id) ?? 0 })),
      ),
      game.rng,
    ),
  );
  const total = perSign.reduce((n, list) => n + list.length, 0);
  const out: Fact[] = [];
  for (let round = 0; out.length < total; round++) {
    for (const list of perSign) if (round < list.length) out.push(list[round]!);
  }
  return out;
}

/** What a mode asks about a topic: image_match draws the signs whatever the topics chosen. */
function variantsOf(mode: SignsGameMode, topic: SignsTopic): Variant[] {
  if (mode === 'image_match') return [PATTERN_SHOWN];
  return (mode === 'type_answer' ? TYPED_VARIANTS : VARIANTS)[topic] ?? [];
}

/**
 * Builds a game: up to `question_count` distinct questions spread round-robin over the
 * requested topics (topic order randomised), about signs of the set, in the requested mode and
 * the requested language.
 */
export function buildSignsQuestions(source: SignRecord[], req: SignsGameRequest, rng: Rng): SignsBuildResult {
  const requested = req.question_count;
  const language = req.language ?? 'es';
  // The study texts in the learner's language, where translated and unchanged since (DESIGN.md 6).
  const translations = req.translations ?? (() => undefined);
  const catalogue = language === 'es' ? source : source.map((s) => localized(s, language, translations));
  const set = signPool(catalogue, req, rng);
  const pool = levelPool(catalogue, req.difficulty);
  const universe = [...pool, ...set.filter((s) => !pool.some((p) => p.id === s.id))];
  const game: Game = {
    set,
    universe,
    byPattern: new Map([...catalogue, ...set].map((s) => [s.binary_pattern, s])),
    facts: new Facts(universe),
    rng,
    language,
    texts: SIGNS_TEXTS[language],
    naming: req.naming ?? DEFAULT_NAMING,
  };

  // A sequential game walks the signs in position order; otherwise each topic gets its own
  // sign order, so the topics do not all start with the same sign.
  const sequential = req.oddun_set === 'sequential';
  const imageOnly = req.game_mode === 'image_match';
  const topics: SignsTopic[] = imageOnly ? ['recognition'] : [...new Set(req.topics)];
  const queues = shuffle(topics, rng).map((topic) => ({
    topic,
    facts: topicFacts(game, variantsOf(req.game_mode, topic), sequential ? set : shuffle(set, rng)),
    next: 0,
  }));
  const skipped_topics = imageOnly ? [] : topics.filter((t) => queues.find((q) => q.topic === t)!.facts.length === 0);

  // About half of the true/false questions are true: a shuffled balanced sequence.
  const truths = shuffle(Array.from({ length: Math.min(Math.max(0, requested), 1000) }, (_, i) => i % 2 === 0), rng);
  let tfCount = 0;
  const draftOf = (type: QuestionType, fact: Fact): Draft | null => {
    switch (type) {
      case 'multiple_choice':
        return multipleChoice(game, fact);
      case 'true_false':
        return trueFalse(game, fact, truths[tfCount++ % Math.max(1, truths.length)] ?? true);
      case 'matching':
        return matching(game, fact);
      case 'image_match':
        return imageMatch(game, fact);
      case 'type_answer':
        return typedAnswer(game, fact);
    }
  };
  const seen = new Set<string>();
  const render = (fact: Fact): Draft | null => {
    for (const type of FALLBACKS[req.game_mode]) {
      const draft = draftOf(type, fact);
      // A small set can give two subjects the very same match (e.g. the only four signs with an
      // element): the second fact is then asked in the next type rather than lost.
      if (draft && isSound(draft) && !(type === 'matching' && seen.has(keyOf(withShownTerms(draft))))) return withShownTerms(draft);
    }
    return null;
  };

  const chosen: { fact: Fact; draft: Draft }[] = [];
  let progressed = true;
  while (chosen.length < requested && progressed) {
    progressed = false;
    for (const queue of queues) {
      if (chosen.length >= requested) break;
      while (queue.next < queue.facts.length) {
        const fact = queue.facts[queue.next++]!;
        const draft = render(fact);
        if (!draft || seen.has(keyOf(draft))) continue;
        seen.add(keyOf(draft));
        chosen.push({ fact, draft });
        progressed = true;
        break;
      }
    }
  }

  const ordered = sequential
    ? chosen.map((c, i) => ({ c, i })).sort((a, b) => a.c.fact.order - b.c.fact.order || a.i - b.i).map((x) => x.c)
    : shuffle(chosen, rng);
  // `sign_id` (server only): the sign the question is about, whose review cards the game creates (issue 12).
  const questions = ordered.map(({ draft, fact }, i) => ({ id: `q${i + 1}`, ...draft, sign_id: fact.sign.id }));
  const reasons = topics.map((t) => UNAVAILABLE_SIGNS_TOPICS[t]);
  const refusal = !questions.length && reasons.length && reasons.every(Boolean) ? [...new Set(reasons)].join(' ') : undefined;
  return { questions, requested, available: questions.length, skipped_topics, ...(refusal ? { refusal } : {}) };
}
