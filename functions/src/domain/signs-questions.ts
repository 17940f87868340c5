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
 * - Type fallback: matching -> multiple_choice -> true_false; multiple_choice -> true_false.
 *   A true/false question can always be built (its true form), so every fact yields a question.
 * - Order: 'sequential' games ask in position order ("sign X of N"); the others are shuffled.
 */
import { SIGNS_LEVELS, type Difficulty, type SignsTopic } from '@ifa/shared';
import { shuffle, type BuiltQuestion, type QuestionType, type Rng } from './game-types.js';

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
  game_mode: 'multiple_choice' | 'true_false' | 'matching';
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

export const TRUE_OPTION = 'Verdadero';
export const FALSE_OPTION = 'Falso';
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

interface Variant {
  topic: SignsTopic;
  shape: Shape;
  /** Spanish section label for `learning_reference` ('Baba Ejiogbe — Refranes'). */
  section: string;
  /** What the pairs of a matching question join. */
  pairLabel: string;
  /** The sign's facts as shown (masked, quoted). */
  values(sign: SignRecord): string[];
  /** Facts worth asking about (recognition skips a yoruba name equal to the sign's name). */
  asks?(sign: SignRecord, value: string): boolean;
  /** Other values that are also true of the sign and so can never be a wrong option. */
  alsoTrue?(sign: SignRecord): string[];
  ask(sign: SignRecord, value: string): string;
  statement(sign: SignRecord, value: string): string;
  pairValue(value: string): string;
  /** The question shows the sign's drawn pattern. */
  showsPattern?: boolean;
}

/** Quoted as Spanish typesets it: the closing punctuation goes outside, so a final period is dropped. */
const quoted = (v: string) => `«${v.replace(/(?<!\.)\.$/u, '')}»`;
const listOf = (items: string[] | undefined, sign: SignRecord, quote = false) =>
  (items ?? []).filter((t) => t.trim()).map((t) => (quote ? quoteOf(maskOwnNames(sign, t)) : maskOwnNames(sign, t.trim())));

/** A topic about one of the sign's text lists ("which sign does this refrán belong to?"). */
function contentVariant(
  topic: SignsTopic,
  section: string,
  pairLabel: string,
  values: (s: SignRecord) => string[],
  ask: (v: string) => string,
  statement: (name: string, v: string) => string,
): Variant {
  return {
    topic,
    shape: 'name_from_value',
    section,
    pairLabel,
    values,
    ask: (_s, v) => ask(quoted(v)),
    statement: (s, v) => statement(s.name, quoted(v)),
    pairValue: quoted,
  };
}

const VARIANTS: Record<SignsTopic, Variant[]> = {
  recognition: [
    {
      topic: 'recognition',
      shape: 'name_from_value',
      section: 'Patrón binario',
      pairLabel: 'signo — patrón binario',
      values: (s) => [s.binary_pattern],
      ask: () => '¿Qué signo es este?',
      statement: (s) => `El signo que se muestra es ${s.name}.`,
      pairValue: (v) => v,
      showsPattern: true,
    },
    {
      topic: 'recognition',
      shape: 'value_from_name',
      section: 'Nombre yoruba',
      pairLabel: 'signo — nombre yoruba',
      values: (s) => (s.yoruba_name?.trim() ? [s.yoruba_name.trim()] : []),
      asks: (s, v) => fold(v) !== fold(s.name),
      alsoTrue: (s) => [s.name, ...(s.alternative_names ?? [])],
      ask: (s) => `¿Cuál es el nombre yoruba de ${s.name}?`,
      statement: (s, v) => `El nombre yoruba de ${s.name} es ${v}.`,
      pairValue: (v) => v,
    },
  ],
  binary_patterns: [
    {
      topic: 'binary_patterns',
      shape: 'value_from_name',
      section: 'Patrón binario',
      pairLabel: 'signo — patrón binario',
      values: (s) => [s.binary_pattern],
      ask: (s) => `¿Cuál es el patrón binario de ${s.name}?`,
      statement: (s, v) => `El patrón binario de ${s.name} es ${v}.`,
      pairValue: (v) => v,
    },
  ],
  elements: [
    {
      topic: 'elements',
      shape: 'value_from_name',
      section: 'Elemento',
      pairLabel: 'signo — elemento',
      values: (s) => (s.element?.trim() ? [s.element.trim()] : []),
      ask: (s) => `¿Qué elemento se asocia con ${s.name}?`,
      statement: (s, v) => `El elemento que se asocia con ${s.name} es ${v}.`,
      pairValue: (v) => v,
    },
  ],
  born_in_sign: [
    contentVariant(
      'born_in_sign',
      'Nace en este signo',
      'signo — lo que nace en él',
      (s) => listOf(s.nace_en_este_signo, s),
      (q) => `¿En qué signo nace lo siguiente: ${q}?`,
      (name, q) => `En ${name} nace lo siguiente: ${q}.`,
    ),
  ],
  prohibitions: [
    contentVariant(
      'prohibitions',
      'Tabúes',
      'signo — prohibición',
      (s) => listOf(s.taboos, s),
      (q) => `¿A qué signo pertenece esta prohibición: ${q}?`,
      (name, q) => `Esta prohibición pertenece a ${name}: ${q}.`,
    ),
  ],
  spiritual: [
    contentVariant(
      'spiritual',
      'Consejos espirituales',
      'signo — consejo',
      (s) => listOf(s.consejos_espirituales, s),
      (q) => `¿A qué signo pertenece este consejo: ${q}?`,
      (name, q) => `Este consejo pertenece a ${name}: ${q}.`,
    ),
  ],
  refranes: [
    contentVariant(
      'refranes',
      'Refranes',
      'signo — refrán',
      (s) => listOf(s.refranes, s),
      (q) => `¿A qué signo pertenece este refrán: ${q}?`,
      (name, q) => `Este refrán pertenece a ${name}: ${q}.`,
    ),
  ],
  patakines: [
    contentVariant(
      'patakines',
      'Patakines',
      'signo — patakí',
      (s) => listOf(s.patakines, s, true),
      (q) => `¿Con qué signo se asocia este patakí: ${q}?`,
      (name, q) => `Este patakí se asocia con ${name}: ${q}.`,
    ),
  ],
  sureye: [
    contentVariant(
      'sureye',
      'Suyere',
      'signo — suyere',
      (s) => listOf(s.suyere?.trim() ? [s.suyere] : [], s, true),
      (q) => `¿A qué signo pertenece este suyere: ${q}?`,
      (name, q) => `Este suyere pertenece a ${name}: ${q}.`,
    ),
  ],
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

const reference = (fact: Fact) => `${fact.sign.name} — ${fact.variant.section}`;

function multipleChoice(game: Game, fact: Fact): Draft | null {
  const { variant, sign, value } = fact;
  const base = { type: 'multiple_choice' as const, topic: variant.topic, is_multiple_answer: false, learning_reference: reference(fact) };
  if (variant.shape === 'name_from_value') {
    const wrong = wrongSigns(game, fact, MC_OPTIONS - 1);
    if (wrong.length < MC_OPTIONS - 1) return null;
    return {
      ...base,
      question: variant.ask(sign, value),
      options: shuffle([sign.name, ...wrong.map((s) => s.name)], game.rng),
      correct_answers: [sign.name],
      ...(variant.showsPattern ? { binary_pattern: sign.binary_pattern } : {}),
    };
  }
  const wrong = wrongValues(game, fact, MC_OPTIONS - 1);
  if (wrong.length < MC_OPTIONS - 1) return null;
  return {
    ...base,
    question: variant.ask(sign, value),
    options: shuffle([value, ...wrong], game.rng),
    correct_answers: [value],
    oddun_id: sign.id,
  };
}

function trueFalse(game: Game, fact: Fact, wantTrue: boolean): Draft {
  const { variant, sign, value } = fact;
  let named = sign;
  let shown = value;
  let truth = true;
  if (!wantTrue) {
    if (variant.shape === 'name_from_value') {
      const other = wrongSigns(game, fact, 1)[0];
      if (other) [named, truth] = [other, false];
    } else {
      const other = wrongValues(game, fact, 1)[0];
      if (other !== undefined) [shown, truth] = [other, false];
    }
  }
  return {
    type: 'true_false',
    topic: variant.topic,
    question: variant.statement(named, shown),
    options: [TRUE_OPTION, FALSE_OPTION],
    is_multiple_answer: false,
    correct_answers: [truth ? TRUE_OPTION : FALSE_OPTION],
    learning_reference: reference(fact),
    // With the drawn pattern, naming the sign's id would tell the client whether they match.
    ...(variant.showsPattern ? { binary_pattern: sign.binary_pattern } : { oddun_id: named.id }),
  };
}

/** "Select the correct pairs": 4 'Name — value' pairs about signs of the set, 1–3 of them true. */
function matching(game: Game, fact: Fact): Draft | null {
  const { variant } = fact;
  const { rng } = game;
  const pair = (s: SignRecord, v: string) => `${s.name} — ${variant.pairValue(v)}`;
  const subjectPair = pair(fact.sign, fact.value);
  const pairSigns = game.set.filter((s) => game.facts.askable(variant, s).length > 0);

  const used = new Set([subjectPair]);
  const usedSigns = new Set([fact.sign.id]);
  const correct = [subjectPair];
  const wantCorrect = 1 + Math.floor(rng() * 3);
  const others = shuffle(
    pairSigns.flatMap((s) => game.facts.askable(variant, s).map((v) => ({ s, text: pair(s, v) }))),
    rng,
  );
  const addCorrect = (upTo: number) => {
    for (const { s, text } of others) {
      if (correct.length >= upTo) break;
      if (used.has(text)) continue;
      used.add(text);
      usedSigns.add(s.id);
      correct.push(text);
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
        break;
      }
    }
  }
  // Few wrong pairs exist (e.g. two signs with an element): more true pairs, at most 3.
  if (correct.length + wrong.length < MATCHING_OPTIONS) addCorrect(Math.min(MATCHING_OPTIONS - 1, MATCHING_OPTIONS - wrong.length));
  if (correct.length + wrong.length < MATCHING_OPTIONS) return null;
  return {
    type: 'matching',
    topic: variant.topic,
    question: `Selecciona las parejas correctas (${variant.pairLabel}).`,
    options: shuffle([...correct, ...wrong], rng),
    is_multiple_answer: true,
    correct_answers: correct,
    learning_reference: reference(fact),
  };
}

const FALLBACKS: Record<QuestionType, QuestionType[]> = {
  multiple_choice: ['multiple_choice', 'true_false'],
  true_false: ['true_false', 'multiple_choice'],
  matching: ['matching', 'multiple_choice', 'true_false'],
};

/** The invariants every question must keep; anything else is dropped, never served. */
function isSound(q: Draft): boolean {
  const options = new Set(q.options);
  if (options.size !== q.options.length || q.correct_answers.length === 0) return false;
  if (new Set(q.correct_answers).size !== q.correct_answers.length) return false;
  if (!q.correct_answers.every((a) => options.has(a))) return false;
  switch (q.type) {
    case 'multiple_choice':
      return q.options.length === MC_OPTIONS && q.correct_answers.length === 1;
    case 'true_false':
      return q.options.length === 2 && q.correct_answers.length === 1;
    case 'matching':
      return q.options.length === MATCHING_OPTIONS && q.correct_answers.length < MATCHING_OPTIONS;
  }
}

const keyOf = (q: Draft) => JSON.stringify([q.type, q.question, q.binary_pattern ?? '', q.oddun_id ?? '', [...q.options].sort()]);

/**
 * A topic's facts, one sign at a time in set order (round 1 takes a fact of every sign, then
 * round 2...), so a game spreads over the signs instead of exhausting the first one.
 * A fact shown in the question that belongs to two signs would have two answers: skipped.
 */
function topicFacts(game: Game, topic: SignsTopic, signOrder: SignRecord[]): Fact[] {
  const variants = VARIANTS[topic] ?? [];
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

/**
 * Builds a game: up to `question_count` distinct questions spread round-robin over the
 * requested topics (topic order randomised), about signs of the set, in the requested type.
 */
export function buildSignsQuestions(catalogue: SignRecord[], req: SignsGameRequest, rng: Rng): SignsBuildResult {
  const requested = req.question_count;
  const set = signPool(catalogue, req, rng);
  const pool = levelPool(catalogue, req.difficulty);
  const universe = [...pool, ...set.filter((s) => !pool.some((p) => p.id === s.id))];
  const game: Game = { set, universe, facts: new Facts(universe), rng };

  // A sequential game walks the signs in position order; otherwise each topic gets its own
  // sign order, so the topics do not all start with the same sign.
  const sequential = req.oddun_set === 'sequential';
  const topics = [...new Set(req.topics)];
  const queues = shuffle(topics, rng).map((topic) => ({
    topic,
    facts: topicFacts(game, topic, sequential ? set : shuffle(set, rng)),
    next: 0,
  }));
  const skipped_topics = topics.filter((t) => queues.find((q) => q.topic === t)!.facts.length === 0);

  // About half of the true/false questions are true: a shuffled balanced sequence.
  const truths = shuffle(Array.from({ length: Math.min(Math.max(0, requested), 1000) }, (_, i) => i % 2 === 0), rng);
  let tfCount = 0;
  const render = (fact: Fact): Draft | null => {
    for (const type of FALLBACKS[req.game_mode]) {
      const draft =
        type === 'multiple_choice'
          ? multipleChoice(game, fact)
          : type === 'true_false'
            ? trueFalse(game, fact, truths[tfCount++ % Math.max(1, truths.length)] ?? true)
            : matching(game, fact);
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
