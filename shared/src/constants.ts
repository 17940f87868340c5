/**
 * Business constants of the product (spec section 9, DESIGN.md sections 4-5).
 * The server is the authority for every number here; the web app imports the same
 * values only to display them.
 */

import type { SignsTopic } from './game-rules.js';

export { LANGUAGES } from './languages.js';

export const ROLES = ['student', 'santero', 'babalawo', 'admin'] as const;

/** Roles a learner may ask for (spec 2, account-type change). */
export const REQUESTABLE_ROLES = ['santero', 'babalawo'] as const;
export type RequestableRole = (typeof REQUESTABLE_ROLES)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
type Difficulty = (typeof DIFFICULTIES)[number];

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
/** The spec's "simple {email} pattern": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

/** Referral codes: 8 characters without look-alikes (no 0/O, 1/I). */
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_PATTERN = /^[A-Z2-9]{8}$/;

export const ECONOMY = {
  /** Cowries every new account starts with. */
  welcomeCowries: 50,
  /** Extra cowries for a new user who registered with a valid referral code. */
  referredBonusCowries: 25,
  /** Cowries for the referrer when the referred user completes a first game. */
  referrerRewardCowries: 50,
  maxRewardedReferrals: 20,
  /** Price of a sign's secret content; the client's `cost` is never trusted. */
  secretPrice: 100,
  xpPerCorrect: 10,
  perfectBonus: 0.5,
  hintCostXp: 5,
  /** Cowries per passed game = floor(xp_earned / cowrieXpDivisor). */
  cowrieXpDivisor: 10,
} as const;

export const LEVEL_XP_FACTOR: Record<Difficulty, number> = {
  beginner: 1,
  intermediate: 2,
  advanced: 3,
  expert: 4,
};

/**
 * The level curve (DESIGN.md 5, docs/decisions/019-level-curve.md): the XP from level n to n+1
 * is `firstStep + stepGrowth * (n - 1)`, at most `maxStep`. Level 2 comes after two or three
 * beginner games, the first week climbs several levels, and past level 9 every level is the
 * spec's 1,000 XP, so no learner's level is lower than under floor(XP / 1000) + 1.
 */
export const LEVEL_CURVE = { firstStep: 200, stepGrowth: 100, maxStep: 1000 } as const;

/** The first level whose step is `maxStep` (9): the curve is a straight line from it on. */
const CAPPED_LEVEL = Math.ceil((LEVEL_CURVE.maxStep - LEVEL_CURVE.firstStep) / LEVEL_CURVE.stepGrowth) + 1;

/** XP from the start of `level` to the start of the next one. */
export function xpToNextLevel(level: number): number {
  return Math.min(LEVEL_CURVE.maxStep, LEVEL_CURVE.firstStep + LEVEL_CURVE.stepGrowth * (Math.max(1, Math.floor(level)) - 1));
}

/** The total XP at which `level` starts (level 1 at 0). */
export function xpForLevel(level: number): number {
  const n = Math.max(1, Math.floor(level));
  const growing = Math.min(n, CAPPED_LEVEL) - 1;
  // Sum of the growing steps (an arithmetic series), then the capped ones.
  const rising = growing * LEVEL_CURVE.firstStep + (LEVEL_CURVE.stepGrowth * growing * (growing - 1)) / 2;
  return rising + Math.max(0, n - CAPPED_LEVEL) * LEVEL_CURVE.maxStep;
}

/** The level a total of XP is at; the server derives it on every read, it is never stored. */
export function levelForXp(xp: number): number {
  const total = Math.max(0, Math.floor(xp));
  const capStart = xpForLevel(CAPPED_LEVEL);
  if (total >= capStart) return CAPPED_LEVEL + Math.floor((total - capStart) / LEVEL_CURVE.maxStep);
  let level = 1;
  while (xpForLevel(level + 1) <= total) level++;
  return level;
}

/** The level of a total of XP with its bounds: where it started and where the next one starts. */
export function levelBounds(xp: number): { level: number; start: number; end: number } {
  const level = levelForXp(xp);
  return { level, start: xpForLevel(level), end: xpForLevel(level + 1) };
}

/**
 * What a contribution does (DESIGN.md 5e): in Spanish an improvement, an addition or a correction
 * of the sign's text; in English or French a 'translation', a better translation of a section
 * (issue 36), which replaces the project's translation of it once a reviewer applies it.
 */
export const CONTRIBUTION_TYPES = ['improvement', 'addition', 'correction', 'translation'] as const;
/** Where a contributed text comes from (issue 36): a book and page, a house's teaching, a web page, or the learner's own words. */
export const CONTRIBUTION_SOURCE_KINDS = ['book', 'house', 'link', 'own'] as const;
export type ContributionSourceKind = (typeof CONTRIBUTION_SOURCE_KINDS)[number];
export const CONTRIBUTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CONTRIBUTION_MAX_LENGTH = 5000;
export const ADMIN_PAGE_SIZE = 20;

export const DATA_SOURCES = [
  'comprehensive_traditional',
  'ODDUNS1_traditional_authentic',
  'ODDUNS2_traditional_authentic',
  'excel_corrected',
  'generated',
  'manual',
  'ODDUNS2.txt',
  'excel',
  'tradicional',
] as const;

/** Auth (DESIGN.md 4). */
export const AUTH = {
  tokenTtlSeconds: 24 * 60 * 60,
  issuer: 'ifa-platform',
  audience: 'ifa-platform-web',
  /** Login attempts per (email, source address) in one window: the spec's 5 in 15 min. */
  loginMaxFailures: 5,
  loginWindowSeconds: 15 * 60,
  /**
   * Login attempts per email from all addresses in the same window: stops a guesser who spreads
   * over many addresses, while one stranger (5 at most) cannot lock the owner out on their own.
   */
  loginMaxFailuresPerEmail: 20,
  /** Registrations per source address: generous enough for a family or a class behind one NAT. */
  registerMaxPerAddress: 20,
  registerWindowSeconds: 60 * 60,
  /** Forgot-password requests per source address (each may send a mail). */
  forgotMaxPerAddress: 10,
  forgotWindowSeconds: 15 * 60,
  resetTokenTtlSeconds: 30 * 60,
} as const;

/**
 * Headers between CloudFront and the API (docs/decisions/006-throttling.md): a CloudFront
 * Function writes the viewer's address into `viewerAddress`, and the origin adds the secret
 * `originVerify` that tells the Lambda the request really came through CloudFront.
 */
export const EDGE_HEADERS = {
  viewerAddress: 'x-viewer-address',
  originVerify: 'x-origin-verify',
} as const;

/** Account-change requests (spec 2): pending until an admin approves or rejects them. */
export const ACCOUNT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountRequestStatus = (typeof ACCOUNT_REQUEST_STATUSES)[number];

/**
 * What an admin did to a sign; each writes a revision with the values before the change
 * (DESIGN.md 3 and 5). `apply` = an approved contribution's text applied to its section.
 */
export const ODDUN_REVISION_ACTIONS = ['create', 'update', 'delete', 'restore', 'import', 'apply'] as const;
export type OddunRevisionAction = (typeof ODDUN_REVISION_ACTIONS)[number];

/** The admin tiles compare the last this-many UTC days (today included) with the ones before. */
export const ADMIN_STATS_WINDOW_DAYS = 7;
/** Data-sources analysis: example signs listed per source (the rest are counted). */
export const DATA_SOURCE_EXAMPLES = 10;
/** Most items one bulk import may carry. */
export const BULK_IMPORT_MAX = 1000;

/** The sign's sections that are lists of entries, in the order the encyclopedia shows them. */
export const ODDUN_LIST_SECTIONS = [
  'nace_en_este_signo',
  'consejos_espirituales',
  'ofrendas',
  'plantas',
  'refranes',
  'patakines',
  'obras_del_signo',
  'taboos',
] as const;

/**
 * The parts of a sign whose provenance is recorded (issue 11): the study sections (keys as in
 * CONTRIBUTION_SECTIONS), `attributes` (element, direction, colours) and the `secret`.
 */
export const ODDUN_PROVENANCE_SECTIONS = ['title', 'traditional_name', 'meaning', 'extended_description', 'attributes', ...ODDUN_LIST_SECTIONS, 'secret'] as const;
export type OddunProvenanceSection = (typeof ODDUN_PROVENANCE_SECTIONS)[number];

/**
 * The sections a translation suggestion may rewrite (issue 36): one translated field each, matched
 * item by item with its Spanish (a list entry, a paragraph), so a suggestion has as many as the Spanish.
 */
export const TRANSLATABLE_SECTIONS = ['title', 'meaning', 'extended_description', ...ODDUN_LIST_SECTIONS] as const;

/** The sections a learner may suggest a change to (spec 3, contributions). */
export const CONTRIBUTION_SECTIONS = [
  'title',
  'traditional_name',
  'secret',
  'rezo',
  'rezo_personalizado',
  'suyere',
  'meaning',
  'extended_description',
  ...ODDUN_LIST_SECTIONS,
] as const;

/**
 * Signs-game topics with no content yet, each with its reason in Spanish (issue 11, point 6).
 * `sureye`: the catalogue carries no sourced suyere texts and the project invents no liturgy.
 * Clients show such a topic as not yet available, with the reason, and never select it
 * ('random' leaves it out); the API refuses a game of only such topics with a 400 whose detail
 * is this reason. Remove the entry when sourced content exists.
 */
export const UNAVAILABLE_SIGNS_TOPICS: Readonly<Partial<Record<SignsTopic, string>>> = {
  sureye:
    'El tema «Suyere» aún no está disponible: la enciclopedia todavía no tiene textos de suyere con una fuente verificada. Elige otro tema.',
};

/**
 * Daily practice (issue 12, DESIGN.md 5b): FSRS review cards, streaks, the daily goal.
 * A sign has two cards: 'read' (drawing -> name) and 'build' (name -> drawing); an orisha fact
 * the learner was asked in the Orisha game has one: 'fact' ('Which colour is associated with Oshún?').
 */
export const SIGN_CARD_KINDS = ['read', 'build'] as const;
export type SignCardKind = (typeof SIGN_CARD_KINDS)[number];
export const CARD_KINDS = [...SIGN_CARD_KINDS, 'fact'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
/** What a review answer is rated (DESIGN.md 5b): wrong -> again; right slowly or with a hint -> hard; right -> good. */
export const REVIEW_RATINGS = ['again', 'hard', 'good'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
/** review: due cards first, then new ones; build: the build-the-sign drill; focus: the signs asked for (mix-ups). */
export const REVIEW_MODES = ['review', 'build', 'focus'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];
export const DAILY_GOALS = [30, 50, 100] as const;
export type DailyGoal = (typeof DAILY_GOALS)[number];
export const NEW_CARDS_PER_DAY = [10, 20, 25, 30] as const;

export const PRACTICE = {
  /**
   * New cards a day (a learner's setting; DESIGN.md 5b). The bench's simulation of a month of
   * practice brings all 512 cards to >= 90% recall in 27 days with it (docs/decisions/007).
   */
  defaultNewCardsPerDay: 20,
  defaultDailyGoal: 50 as DailyGoal,
  defaultTimeZone: 'UTC',
  /** At most this many due cards in one review session (the rest wait for the next one). */
  maxDuePerSession: 24,
  /** Due cards one 'due now' Query reads (DESIGN.md 8: under 1 RCU, i.e. at most 4 KB of cards). */
  duePage: 12,
  /** Questions of one build-the-sign drill. */
  buildDrillQuestions: 10,
  /** Signs a 'practise these' session may name. */
  maxFocusSigns: 8,
  /** Orisha facts a focus session on the learner's deities asks at most (issue 28). */
  maxFocusFacts: 12,
  /** XP for each right review answer (a day's goal can be met by review alone). */
  xpPerReviewAnswer: 5,
  /** FSRS desired retention (ts-fsrs default parameters otherwise). */
  desiredRetention: 0.9,
  /** A card counts as known at this predicted recall; a sign is mastered when both of its cards are. */
  masteredRecall: 0.9,
  /** A right answer after this share of the card's seconds is rated hard. */
  slowShare: 0.8,
  /** The seconds a card's answer is expected within (no clock is shown: untimed, WCAG 2.2.1). */
  cardSeconds: { read: 10, build: 20, fact: 10 } as const satisfies Record<CardKind, number>,
  /** A streak freeze: price in cowries and how many may be held (each covers one missed day). */
  freezePrice: 50,
  maxFreezes: 2,
  /** Mix-ups listed beside the mastery map. */
  mixupsShown: 6,
  /** Offline answers one sync request carries (DESIGN.md 5d); a longer queue is sent in turns. */
  maxSyncAnswers: 50,
  /** The review kept on the device holds the cards falling due within this many hours. */
  offlineHorizonHours: 36,
  /** An offline answer older than this is refused (its idempotency key is kept as long). */
  offlineAnswerMaxDays: 30,
  /** Streak lengths that earn an achievement. */
  streakAchievements: [7, 30] as const,
  /** How long a review session can be answered (seconds). */
  sessionTtlSeconds: 2 * 60 * 60,
} as const;

/** Achievements of daily practice (issue 12), beside the spec's four computed on the dashboard. */
export const PRACTICE_ACHIEVEMENTS = ['streak_7', 'streak_30', 'meji_mastered', 'all_mastered'] as const;
export type PracticeAchievement = (typeof PRACTICE_ACHIEVEMENTS)[number];

/**
 * The orishas of the orisha guide (functions/src/content/data/orishas/<id>.yaml), by id: what a
 * learner can name in 'My deities' (DESIGN.md 5c). A unit test keeps it equal to the content.
 */
export const ORISHA_IDS = [
  'aganyu',
  'babalu-aye',
  'chango',
  'elegua',
  'ibeyis',
  'inle',
  'obatala',
  'obba',
  'ochosi',
  'ogun',
  'orula',
  'osain',
  'oshun',
  'oya',
  'yemaya',
  'yewa',
] as const;
export type OrishaId = (typeof ORISHA_IDS)[number];

/**
 * Learning together (DESIGN.md 5c). What a learner's friends see of them: nothing, their level
 * and streak (the default), or also their mastery.
 */
export const FRIEND_VISIBILITIES = ['none', 'basic', 'mastery'] as const;
export type FriendVisibility = (typeof FRIEND_VISIBILITIES)[number];
/** The most friends a learner keeps; every list Query is bounded by it (DESIGN.md 3). */
export const MAX_FRIENDS = 200;
/** The most pending requests each way, and blocked learners, a list shows. */
export const MAX_PENDING = 100;
/** The newest inbox messages shown, and the unread count's cap ('99+'). */
export const INBOX_PAGE = 50;
export const INBOX_UNREAD_CAP = 99;
/** The last four tell a learner an admin decided their contribution or account-type request (issue 34). */
export const INBOX_KINDS = [
  'friend_request',
  'friend_accepted',
  'duel_challenge',
  'duel_result',
  'house_assignment',
  'contribution_approved',
  'contribution_rejected',
  'account_request_approved',
  'account_request_rejected',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * Duels (DESIGN.md 5c): asynchronous, on one question set both learners play in their own time,
 * timed with the level's normal timer and strikes. The one who has not played when the window
 * closes forfeits; the winner gets a bonus on top of the game's own XP; no cowries are staked.
 */
export const DUEL_GAMES = ['ifa_signs', 'orisha_matching'] as const;
export type DuelGame = (typeof DUEL_GAMES)[number];
export const DUEL_QUESTION_COUNT = 10;
export const DUEL_WINDOW_HOURS = 48;
export const DUEL_WINNER_BONUS_XP = 25;
/** The newest duels a list shows (DESIGN.md 3: a bounded Query). */
export const DUEL_PAGE = 30;
export const DUEL_STATUSES = ['open', 'done', 'declined'] as const;
export type DuelStatus = (typeof DUEL_STATUSES)[number];
/** How a finished duel ended for the one who reads it. */
export const DUEL_OUTCOMES = ['won', 'lost', 'draw', 'none'] as const;
export type DuelOutcome = (typeof DUEL_OUTCOMES)[number];

/**
 * The religious house (DESIGN.md 5c): founded by an approved santero or babalawo (its head),
 * joined by invite code, one house at a time. Its members and open assignments are bounded so
 * the head's view is two bounded Queries of the house's partition.
 */
export const HOUSE_FOUNDER_ROLES = ['santero', 'babalawo'] as const;
export const HOUSE = {
  nameMin: 3,
  nameMax: 60,
  /** Members, the head included. */
  maxMembers: 50,
  /** Assignments kept at once; the head deletes one to make room. */
  maxAssignments: 10,
  /** Signs (or orishas) in one assignment. */
  maxAssignmentSubjects: 8,
  /** How far ahead a due date may be. */
  maxDueDays: 60,
  /** Invite codes: 8 letters and digits without look-alikes. */
  codeLength: 8,
} as const;
export const HOUSE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
export const ASSIGNMENT_KINDS = ['signs', 'orishas'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];
