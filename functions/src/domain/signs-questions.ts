/**
 * Question builder of the Signs of Ifá game (DESIGN.md 5, spec 2 "Signs of Ifa game", spec 9).
 * Pure: the catalogue and the random source are inputs; no clock, no I/O, no Math.random.
 *
 * Vocabulary:
 * - pool: the level's first 16/64/128/256 signs by position (`SIGNS_LEVELS`). Distractors
 *   (wrong options) come from the pool.
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
 *   user's language (signs-texts.ts); sign names stay as they are. The study texts (refranes,
 *   patakines, taboos, advice, 'nace' lists) exist only in Spanish: a question never embeds
 *   them in its prompt but carries them in `quote`, and `content_lang: 'es'` marks a question
 *   whose quote or options are such text. Elements are translated (content/elements.ts).
 * - Game modes: multiple_choice, true_false and matching ask in that type, with the fallbacks
 *   matching -> multiple_choice -> true_false and multiple_choice -> true_false (a true/false
 *   question can always be built, so every fact yields a question). audio_visual is multiple
 *   choice (the client reads it aloud). image_match draws each sign of the set and asks for its
 *   name among 4, whatever the topics. type_answer asks only "which sign?" questions (the
 *   drawn pattern, a pattern, an element, a quoted text) with no options; the sign's name and
 *   every alias count (`accepted_answers`).
 * - Order: 'sequential' games ask in position order ("sign X of N"); the others are shuffled.
 */
import { SIGNS_LEVELS, type Difficulty, type Language, type SignsGameMode, type SignsTopic } from '@ifa/shared';
import { translateElement } from '../content/elements.js';
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
}

export interface SignsBuildResult {
  questions: BuiltQuestion[];
  /** The question_count asked for. */
  requested: number;
  /** Distinct questions that could be built, capped at `requested` (= questions.length). */
  available: number;
  /** Requested topics for which no sign of the set has content (e.g. sureye today). */
  skipped_topics: SignsTopic[];
}

export const TRUE_OPTION = SIGNS_TEXTS.es.trueOption;
export const FALSE_OPTION = SIGNS_TEXTS.es.falseOption;
const MC_OPTIONS = 4;
const MATCHING_OPTIONS = 4;
/** A story is quoted by its first sentence; longer than this it is cut at a word. */
const QUOTE_MAX = 200;
const QUOTE_CUT = 160;
const QUOTE_SHORT = 60;

// ---------------------------------------------------------------------------------------------
// Sign sets

/** Accent-, case- and space-insensitive form used to compare names and texts. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

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
// Quoting content

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_FILLER = new Set(['baba', 'meji', 'meyi', 'eji']);

/** The names a sign is known by; for a Meji also its root names ('Ejiogbe', 'Oyekun', 'Odi'). */
function namesOf(sign: SignRecord): string[] {
  const full = [sign.name, sign.yoruba_name ?? '', ...(sign.alternative_names ?? [])].filter((n) => n.trim());
  const roots = isMeji(sign) ? full.flatMap((n) => n.split(/\s+/)).filter((w) => w.length >= 3 && !NAME_FILLER.has(w.toLowerCase())) : [];
  return [...new Set([...full, ...roots])].sort((a, b) => b.length - a.length);
}

/** Replaces the sign's own names by "este signo" (capitalised at a sentence start). */
function maskOwnNames(sign: SignRecord, text: string): string {
  const names = namesOf(sign);
  if (names.length === 0) return text;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escapeRe).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return text.replace(re, (_m, offset: number, whole: string) =>
    /(^|[.!?]\s+)[«"¿¡]?$/u.test(whole.slice(0, offset)) ? 'Este signo' : 'este signo',
  );
}

/** Cut at a word boundary to at most `max` characters, with an ellipsis. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,;:—-]+$/u, '')}…`;
}

const SENTENCE = /^.+?[.!?…](?=\s+[«"¿¡(—]?\p{Lu}|\s*$)/su;

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
}

/** Quoted as Spanish typesets it: the closing punctuation goes outside, so a final period is dropped. */
const quoted = (v: string) => `«${v.replace(/(?<!\.)\.$/u, '')}»`;
const listOf = (items: string[] | undefined, sign: SignRecord, quote = false) =>
  (items ?? []).filter((t) => t.trim()).map((t) => (quote ? quoteOf(maskOwnNames(sign, t)) : maskOwnNames(sign, t.trim())));

/** A topic about one of the sign's text lists ("which sign does this refrán belong to?"). */
const contentVariant = (topic: SignsTopic & VariantKey, values: (s: SignRecord) => string[]): Variant => ({
  topic,
  key: topic,
  shape: 'name_from_value',
  display: 'quote',
  values,
});

const PATTERN_SHOWN: Variant = {
  key: 'pattern_shown',
  topic: 'recognition',
  shape: 'name_from_value',
  display: 'inline',
  values: (s) => [s.binary_pattern],
  showsPattern: true,
};
const YORUBA_NAME: Variant = {
  key: 'yoruba_name',
  topic: 'recognition',
  shape: 'value_from_name',
  display: 'inline',
  values: (s) => (s.yoruba_name?.trim() ? [s.yoruba_name.trim()] : []),
  asks: (s, v) => fold(v) !== fold(s.name),
  alsoTrue: (s) => [s.name, ...(s.alternative_names ?? [])],
};
const BINARY_PATTERN: Variant = {
  key: 'binary_pattern',
  topic: 'binary_patterns',
  shape: 'value_from_name',
  display: 'inline',
  values: (s) => [s.binary_pattern],
};
const ELEMENT: Variant = {
  key: 'element',
  topic: 'elements',
  shape: 'value_from_name',
  display: 'element',
  values: (s) => (s.element?.trim() ? [s.element.trim()] : []),
};

const CONTENT: Record<'born_in_sign' | 'prohibitions' | 'spiritual' | 'refranes' | 'patakines' | 'sureye', Variant> = {
  born_in_sign: contentVariant('born_in_sign', (s) => listOf(s.nace_en_este_signo, s)),
  prohibitions: contentVariant('prohibitions', (s) => listOf(s.taboos, s)),
  spiritual: contentVariant('spiritual', (s) => listOf(s.consejos_espirituales, s)),
  refranes: contentVariant('refranes', (s) => listOf(s.refranes, s)),
  patakines: contentVariant('patakines', (s) => listOf(s.patakines, s, true)),
  sureye: contentVariant('sureye', (s) => listOf(s.suyere?.trim() ? [s.suyere] : [], s, true)),
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
 * Caches each sign's facts per variant and answers "is this value true of that sign?".
 * Folding and lookups are memoised per game: an expert game compares hundreds of values.
 */
class Facts {
  private cache = new Map<Variant, Map<string, string[]>>();
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
      const seen = new Set<string>();
      vals = variant.values(sign).filter((v) => {
        const key = this.key(v);
        if (!key || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      bySign.set(sign.id, vals);
    }
    return vals;
  }

  /** Facts of the sign that may be the subject of a question. */
  askable(variant: Variant, sign: SignRecord): string[] {
    return this.values(variant, sign).filter((v) => variant.asks?.(sign, v) ?? true);
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
  facts: Facts;
  rng: Rng;
  language: Language;
  texts: SignsTexts;
}

/** Shuffled, then the candidates the learner could confuse most first (stable sort). */
function preferred<T>(items: T[], rng: Rng, score: (item: T) => number): T[] {
  return shuffle(items, rng)
    .map((item, i) => ({ item, i, s: score(item) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.item);
}

/** Wrong sign names for a fact shown in the question: signs with such content first, same kind first. */
function wrongSigns(game: Game, fact: Fact, count: number): SignRecord[] {
  const { variant, sign, value } = fact;
  const owners = game.facts.owners(variant, value);
  const candidates = game.universe.filter(
    (s) => s.id !== sign.id && !owners.has(s.id) && game.facts.key(s.name) !== game.facts.key(sign.name),
  );
  const ranked = preferred(candidates, game.rng, (s) =>
    (game.facts.values(variant, s).length > 0 ? 2 : 0) + (isMeji(s) === isMeji(sign) ? 1 : 0),
  );
  const out: SignRecord[] = [];
  const names = new Set<string>();
  for (const s of ranked) {
    if (out.length >= count) break;
    const key = game.facts.key(s.name);
    if (names.has(key)) continue;
    names.add(key);
    out.push(s);
  }
  return out;
}

/** Wrong values for a sign named in the question: values of other signs, same kind first. */
function wrongValues(game: Game, fact: Fact, count: number): string[] {
  const { variant, sign } = fact;
  const candidates = game.universe
    .filter((s) => s.id !== sign.id)
    .flatMap((s) => game.facts.values(variant, s).map((v) => ({ s, v })))
    .filter(({ v }) => !game.facts.accepts(variant, sign, v));
  const ranked = preferred(candidates, game.rng, ({ s }) => (isMeji(s) === isMeji(sign) ? 1 : 0));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const { v } of ranked) {
    if (out.length >= count) break;
    const key = game.facts.key(v);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

type Draft = Omit<BuiltQuestion, 'id'>;

const reference = (game: Game, fact: Fact) => `${fact.sign.name} — ${game.texts.variants[fact.variant.key].section}`;

/** A value as the question shows it: inline (in the user's language) or as Spanish study text. */
interface Shown {
  inline?: string;
  quote?: string;
  spanish: boolean;
}

function shown(game: Game, variant: Variant, value: string): Shown {
  switch (variant.display) {
    case 'inline':
      return { inline: value, spanish: false };
    case 'quote':
      return { quote: value, spanish: true };
    case 'element': {
      const translated = translateElement(value, game.language);
      return translated ? { inline: translated, spanish: false } : { quote: value, spanish: true };
    }
  }
}

/** A value offered as an option or inside a pair; `spanish` when it is untranslated study text. */
function optionText(game: Game, variant: Variant, value: string): { text: string; spanish: boolean } {
  const s = shown(game, variant, value);
  if (s.inline !== undefined) return { text: s.inline, spanish: false };
  return { text: variant.display === 'quote' ? quoted(value) : value, spanish: true };
}

const SPANISH = { content_lang: 'es' as const };

/** The prompt (asking, or stating for true/false) with the value inline or as the quote. */
function phrase(game: Game, variant: Variant, form: 'ask' | 'statement', named: SignRecord, value: string) {
  const s = shown(game, variant, value);
  return {
    question: game.texts.variants[variant.key][form](named.name, s.inline),
    ...(s.quote !== undefined ? { quote: s.quote } : {}),
    ...(s.spanish ? SPANISH : {}),
  };
}

function multipleChoice(game: Game, fact: Fact): Draft | null {
  const { variant, sign, value } = fact;
  const base = { type: 'multiple_choice' as const, topic: variant.topic, is_multiple_answer: false, learning_reference: reference(game, fact) };
  if (variant.shape === 'name_from_value') {
    const wrong = wrongSigns(game, fact, MC_OPTIONS - 1);
    if (wrong.length < MC_OPTIONS - 1) return null;
    return {
      ...base,
      ...phrase(game, variant, 'ask', sign, value),
      options: shuffle([sign.name, ...wrong.map((s) => s.name)], game.rng),
      correct_answers: [sign.name],
      ...(variant.showsPattern ? { binary_pattern: sign.binary_pattern } : {}),
    };
  }
  const wrong = wrongValues(game, fact, MC_OPTIONS - 1);
  if (wrong.length < MC_OPTIONS - 1) return null;
  const options = [value, ...wrong].map((v) => optionText(game, variant, v));
  return {
    ...base,
    question: game.texts.variants[variant.key].ask(sign.name),
    options: shuffle(options.map((o) => o.text), game.rng),
    correct_answers: [options[0]!.text],
    oddun_id: sign.id,
    ...(options.some((o) => o.spanish) ? SPANISH : {}),
  };
}

/** "Which sign is this?" with the sign drawn and 4 names: recognition by drawing. */
function imageMatch(game: Game, fact: Fact): Draft | null {
  if (!fact.variant.showsPattern) return null;
  const draft = multipleChoice(game, fact);
  return draft && { ...draft, type: 'image_match' };
}

/** The sign's other names, each of which counts when typed (the main name is the answer). */
function aliasesOf(sign: SignRecord): string[] {
  const seen = new Set([fold(sign.name)]);
  const out: string[] = [];
  for (const alias of [sign.yoruba_name ?? '', ...(sign.alternative_names ?? [])].map((a) => a.trim())) {
    if (!alias || seen.has(fold(alias))) continue;
    seen.add(fold(alias));
    out.push(alias);
  }
  return out;
}

function typedAnswer(game: Game, fact: Fact): Draft | null {
  const { variant, sign, value } = fact;
  if (variant.shape !== 'name_from_value') return null;
  const aliases = aliasesOf(sign);
  return {
    type: 'type_answer',
    topic: variant.topic,
    ...phrase(game, variant, 'ask', sign, value),
    options: [],
    is_multiple_answer: false,
    correct_answers: [sign.name],
    ...(aliases.length ? { accepted_answers: aliases } : {}),
    learning_reference: reference(game, fact),
    ...(variant.showsPattern ? { binary_pattern: sign.binary_pattern } : {}),
  };
}

function trueFalse(game: Game, fact: Fact, wantTrue: boolean): Draft {
  const { variant, sign, value } = fact;
  const { trueOption, falseOption } = game.texts;
  let named = sign;
  let stated = value;
  let truth = true;
  if (!wantTrue) {
    if (variant.shape === 'name_from_value') {
      const other = wrongSigns(game, fact, 1)[0];
      if (other) [named, truth] = [other, false];
    } else {
      const other = wrongValues(game, fact, 1)[0];
      if (other !== undefined) [stated, truth] = [other, false];
    }
  }
  return {
    type: 'true_false',
    topic: variant.topic,
    ...phrase(game, variant, 'statement', named, stated),
    options: [trueOption, falseOption],
    is_multiple_answer: false,
    correct_answers: [truth ? trueOption : falseOption],
    learning_reference: reference(game, fact),
    // With the drawn pattern, naming the sign's id would tell the client whether they match.
    ...(variant.showsPattern ? { binary_pattern: sign.binary_pattern } : { oddun_id: named.id }),
  };
}

/** "Select the correct pairs": 4 'Name — value' pairs about signs of the set, 1–3 of them true. */
function matching(game: Game, fact: Fact): Draft | null {
  const { variant } = fact;
  const { rng } = game;
  const pair = (s: SignRecord, v: string) => `${s.name} — ${optionText(game, variant, v).text}`;
  const subjectPair = pair(fact.sign, fact.value);
  const pairSigns = game.set.filter((s) => game.facts.askable(variant, s).length > 0);

  const used = new Set([subjectPair]);
  const usedSigns = new Set([fact.sign.id]);
  const correct = [subjectPair];
  const spanishPairs = new Set<string>();
  const note = (text: string, v: string) => {
    if (optionText(game, variant, v).spanish) spanishPairs.add(text);
  };
  note(subjectPair, fact.value);
  const wantCorrect = 1 + Math.floor(rng() * 3);
  const others = shuffle(
    pairSigns.flatMap((s) => game.facts.askable(variant, s).map((v) => ({ s, v, text: pair(s, v) }))),
    rng,
  );
  const addCorrect = (upTo: number) => {
    for (const { s, v, text } of others) {
      if (correct.length >= upTo) break;
      if (used.has(text)) continue;
      used.add(text);
      usedSigns.add(s.id);
      correct.push(text);
      note(text, v);
    }
  };
  addCorrect(wantCorrect);

  // Wrong pairs: a sign of the set with a value of another sign of the pool. Signs not yet shown
  // come first so the pairs read as a matching exercise; a small set may repeat a sign. Values of
  // signs of the same kind come first: a Meji paired with an asymmetric pattern is no question.
  const valuesOf = (meji: boolean) =>
    shuffle(
      [...new Map(game.universe.filter((s) => isMeji(s) === meji).flatMap((s) => game.facts.values(variant, s)).map((v) => [game.facts.key(v), v])).values()],
      rng,
    );
  const valuesByKind = { meji: valuesOf(true), other: valuesOf(false) };
  const wrong: string[] = [];
  const need = MATCHING_OPTIONS - correct.length;
  for (let pass = 0; pass < need && wrong.length < need; pass++) {
    const signs = [...shuffle(pairSigns.filter((s) => !usedSigns.has(s.id)), rng), ...shuffle(pairSigns.filter((s) => usedSigns.has(s.id)), rng)];
    for (const s of signs) {
      if (wrong.length >= need) break;
      const [same, other] = isMeji(s) ? [valuesByKind.meji, valuesByKind.other] : [valuesByKind.other, valuesByKind.meji];
      const start = Math.floor(rng() * same.length);
      const values = [...same.slice(start), ...same.slice(0, start), ...other];
      for (const v of values) {
        const text = pair(s, v);
        if (game.facts.accepts(variant, s, v) || used.has(text)) continue;
        used.add(text);
        usedSigns.add(s.id);
        wrong.push(text);
        note(text, v);
        break;
      }
    }
  }
  // Few wrong pairs exist (e.g. two signs with an element): more true pairs, at most 3.
  if (correct.length + wrong.length < MATCHING_OPTIONS) addCorrect(Math.min(MATCHING_OPTIONS - 1, MATCHING_OPTIONS - wrong.length));
  if (correct.length + wrong.length < MATCHING_OPTIONS) return null;
  const options = shuffle([...correct, ...wrong], rng);
  return {
    type: 'matching',
    topic: variant.topic,
    question: game.texts.matching(game.texts.variants[variant.key].pairLabel),
    options,
    is_multiple_answer: true,
    correct_answers: correct,
    learning_reference: reference(game, fact),
    ...(options.some((o) => spanishPairs.has(o)) ? SPANISH : {}),
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
  if (q.type === 'type_answer') return q.options.length === 0 && q.correct_answers.length === 1;
  const options = new Set(q.options);
  if (options.size !== q.options.length) return false;
  if (!q.correct_answers.every((a) => options.has(a))) return false;
  switch (q.type) {
    case 'multiple_choice':
      return q.options.length === MC_OPTIONS && q.correct_answers.length === 1;
    case 'image_match':
      return q.options.length === MC_OPTIONS && q.correct_answers.length === 1 && Boolean(q.binary_pattern) && !q.oddun_id;
    case 'true_false':
      return q.options.length === 2 && q.correct_answers.length === 1;
    case 'matching':
      return q.options.length === MATCHING_OPTIONS && q.correct_answers.length < MATCHING_OPTIONS;
  }
}

const keyOf = (q: Draft) =>
  JSON.stringify([q.type, q.question, q.quote ?? '', q.binary_pattern ?? '', q.oddun_id ?? '', [...q.options].sort()]);

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
export function buildSignsQuestions(catalogue: SignRecord[], req: SignsGameRequest, rng: Rng): SignsBuildResult {
  const requested = req.question_count;
  const language = req.language ?? 'es';
  const set = signPool(catalogue, req, rng);
  const pool = levelPool(catalogue, req.difficulty);
  const universe = [...pool, ...set.filter((s) => !pool.some((p) => p.id === s.id))];
  const game: Game = { set, universe, facts: new Facts(universe), rng, language, texts: SIGNS_TEXTS[language] };

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
  const render = (fact: Fact): Draft | null => {
    for (const type of FALLBACKS[req.game_mode]) {
      const draft = draftOf(type, fact);
      if (draft && isSound(draft)) return draft;
    }
    return null;
  };

  const chosen: { fact: Fact; draft: Draft }[] = [];
  const seen = new Set<string>();
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
  const questions = ordered.map(({ draft }, i) => ({ id: `q${i + 1}`, ...draft }));
  return { questions, requested, available: questions.length, skipped_topics };
}
