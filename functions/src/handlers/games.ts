import { randomInt } from 'node:crypto';
import { DUEL_QUESTION_COUNT, MSG, type Language, type OrishaMode, type OrishaTopic, type SignsGameMode, type SignsTopic } from '@ifa/shared';
import { orishaGuide } from '../content/orishas.js';
import { buildOrishaQuestions } from '../domain/orisha-questions.js';
import { buildSignsQuestions } from '../domain/signs-questions.js';
import { SIGNS_TEXTS } from '../domain/signs-texts.js';
import { publicQuestion, shownAnswers, type Rng } from '../domain/game-types.js';
import { listOdduns } from '../data/odduns.js';
import { mejiTranslations } from '../data/sign-translations.js';
import type { TranslationLookup } from '../content/translations.js';
import { badRequest } from '../lib/errors.js';
import { groupHandler } from '../http/group-handler.js';
import { gamesSchemas } from '@ifa/shared/routes/games';
import { playDuel } from '../services/duel-play.js';
import { answerQuestion, completeGame, hintFor, pauseClock, prefetchSession, startGame, type Loaded } from '../services/games.js';

/** Games draw from the crypto generator; the engines take any source (tests seed theirs). */
const rng: Rng = () => randomInt(0, 2 ** 32) / 2 ** 32;

const ANSWER_MESSAGES: Record<Language, { right: string; wrong: string; late: string; disqualified: string }> = {
  es: { right: MSG.answerCorrect, wrong: MSG.answerWrong, late: MSG.answerLate, disqualified: MSG.disqualified },
  en: { right: 'Correct!', wrong: 'Wrong answer', late: "Time's up!", disqualified: 'You have been disqualified' },
  fr: { right: 'Correct !', wrong: 'Mauvaise réponse', late: 'Temps écoulé !', disqualified: 'Vous avez été disqualifié' },
};

/**
 * The signs game asks about the live catalogue (admin edits included). Each container keeps
 * it for five minutes: starting a game should not read 256 signs every time. The Meji's
 * translations into a language (decision 024) are read the first time a game in it starts, and
 * kept as long as the catalogue they were read with.
 */
const CATALOGUE_TTL_MS = 5 * 60_000;
let catalogue: { at: number; signs: Awaited<ReturnType<typeof listOdduns>>; translations: Map<Language, Promise<TranslationLookup>> } | undefined;
async function signsCatalogue(language: Language) {
  if (!catalogue || Date.now() - catalogue.at > CATALOGUE_TTL_MS) catalogue = { at: Date.now(), signs: await listOdduns(256), translations: new Map() };
  const { signs, translations } = catalogue;
  let lookup = translations.get(language);
  if (!lookup) {
    translations.set(language, (lookup = mejiTranslations(language)));
    // A failed read is not kept: the next game reads again.
    lookup.catch(() => translations.delete(language));
  }
  return { signs, translations: await lookup };
}

export const handler = groupHandler('games', gamesSchemas, {
  orishaStart: async ({ user, query }) => {
    // Orisha names as the learner's naming setting wants them (issue 11).
    const questions = buildOrishaQuestions(query.topics, user.language, rng, { mode: query.mode, naming: user.naming });
    const started = await startGame('orisha_matching', user, query.difficulty, questions, { timed: query.timed, mode: query.mode });
    return { ...started, mode: query.mode, questions: started.questions.map(publicQuestion) };
  },

  orishaAnswer: async ({ user, params, body, prefetched }) => {
    const submitted = body.answers?.length ? body.answers : [body.answer];
    const outcome = await answerQuestion('orisha_matching', user, params.sessionId, body.question_id, submitted, {
      preloaded: prefetched as Loaded,
    });
    const text = ANSWER_MESSAGES[user.language];
    return {
      is_correct: outcome.evaluation.correct,
      wrong_answers: outcome.state.wrong,
      disqualified: outcome.state.disqualified,
      message: outcome.state.disqualified ? text.disqualified : outcome.late ? text.late : outcome.evaluation.correct ? text.right : text.wrong,
      remaining_strikes: outcome.remaining_strikes,
      correct_answers: shownAnswers(outcome.question),
      // A one-letter slip counted right: the spelling to show (DESIGN.md 5b).
      ...(outcome.evaluation.almost ? { almost: outcome.evaluation.almost } : {}),
    };
  },

  gameHint: async ({ user, params, body }) => {
    // One route for both games: the Orisha game's type-answer mode and signs type_answer questions.
    try {
      return await hintFor('orisha_matching', user, params.sessionId, body.question_id);
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      return hintFor('ifa_signs', user, params.sessionId, body.question_id);
    }
  },

  gamePause: async ({ user, params, body }) => pauseClock(user, params.sessionId, body.paused),

  orishaComplete: async ({ user, params }) => {
    const result = await completeGame('orisha_matching', user, params.sessionId);
    return {
      percentage: result.percentage,
      xp_earned: result.xp_earned,
      cowries_earned: result.cowries_earned,
      correct_answers: result.correct_answers,
      total_questions: result.total_questions,
      disqualified: result.disqualified,
      ...(result.experience_points === undefined ? {} : { experience_points: result.experience_points }),
      ...(result.bonus_xp ? { bonus_xp: result.bonus_xp } : {}),
    };
  },

  // The knowledge base the quiz asks from, to study (issue 11): only the contract's fields.
  orishaGuide: async ({ user, query }) => {
    const language = query.language ?? user.language;
    return {
      language,
      orishas: orishaGuide(language).map(({ id, name, yoruba, aliases, facts }) => ({
        id,
        name,
        yoruba,
        aliases,
        facts: facts.map(({ topic, values, also, varies, provenance }) => ({ topic, values, also, varies, provenance })),
      })),
    };
  },

  signsStart: async ({ user, body }) => {
    const language = user.language as Language;
    // Sign names as the learner's naming setting wants them (issue 11).
    const { signs, translations } = await signsCatalogue(language);
    const built = buildSignsQuestions(signs, { ...body, language, naming: user.naming, translations }, rng);
    // A topic with no content yet (sureye) chosen alone: say why, not just 'no questions'.
    if (!built.questions.length) throw badRequest(built.refusal ?? MSG.noQuestions);
    const started = await startGame('ifa_signs', user, body.difficulty, built.questions, { timed: body.timed, mode: body.game_mode });
    return {
      session_id: started.session_id,
      questions: started.questions.map(publicQuestion),
      requested_questions: built.requested,
      available_questions: built.questions.length,
      time_limit: started.time_limit,
      timed: started.timed,
      max_errors: started.max_errors,
      ...(built.questions.length < built.requested
        ? { message: SIGNS_TEXTS[language].fewerQuestions(built.questions.length, built.requested) }
        : {}),
    };
  },

  // A duel's game (DESIGN.md 5c): 10 questions from the duel's seed, in this learner's words.
  duelPlay: async ({ user, params }) => {
    const { duel, started } = await playDuel(user, params.duelId, async (d, seeded) => {
      if (d.game === 'orisha_matching') {
        return { questions: buildOrishaQuestions(d.topics as OrishaTopic[], user.language, seeded, { mode: d.mode as OrishaMode, naming: user.naming, count: DUEL_QUESTION_COUNT }) };
      }
      const request = { difficulty: d.difficulty, topics: d.topics as SignsTopic[], oddun_set: 'random' as const, selected_odduns: [], question_count: DUEL_QUESTION_COUNT, game_mode: d.mode as SignsGameMode };
      const { signs, translations } = await signsCatalogue(user.language);
      return buildSignsQuestions(signs, { ...request, language: user.language, naming: user.naming, translations }, seeded);
    });
    const shown = { session_id: started.session_id, duel_id: duel.id, questions: started.questions.map(publicQuestion), time_limit: started.time_limit, timed: started.timed, max_errors: started.max_errors };
    return duel.game === 'orisha_matching'
      ? { ...shown, game: 'orisha_matching' as const, mode: duel.mode as OrishaMode, expires_at: started.expires_at }
      : { ...shown, game: 'ifa_signs' as const, game_mode: duel.mode, requested_questions: DUEL_QUESTION_COUNT, available_questions: started.questions.length };
  },

  signsAnswer: async ({ user, body, prefetched }) => {
    const submitted = Array.isArray(body.answer) ? body.answer : [body.answer];
    const outcome = await answerQuestion('ifa_signs', user, body.session_id, body.question_id, submitted, {
      isTimeout: body.is_timeout,
      completeWhenFinished: true,
      preloaded: prefetched as Loaded,
    });
    const q = outcome.question;
    return {
      correct: outcome.evaluation.correct,
      correct_answer: q.correct_answers.join(', '),
      // A typed sign's main name first, then every alias that also counts.
      correct_answers: shownAnswers(q),
      submitted_answers: outcome.evaluation.submitted,
      is_multiple_answer: q.is_multiple_answer,
      correctly_selected: outcome.evaluation.correctly_selected,
      incorrectly_selected: outcome.evaluation.incorrectly_selected,
      missed_answers: outcome.evaluation.missed,
      learning_reference: q.learning_reference,
      wrong_answers: outcome.state.wrong,
      disqualified: outcome.state.disqualified,
      ...(outcome.result ? { game_results: outcome.result } : {}),
      // A one-letter slip counted right: the spelling to show (DESIGN.md 5b), as in the Orisha game.
      ...(outcome.evaluation.almost ? { almost: outcome.evaluation.almost } : {}),
    };
  },
},
  // Answers are the hot path (DESIGN.md 8): the session is read in the user's request.
  {
    orishaAnswer: ({ params }) => prefetchSession(params.sessionId),
    signsAnswer: ({ body }) => prefetchSession(body.session_id),
  },
);
