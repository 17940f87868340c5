import type { ResponseBody } from '@ifa/shared';
import { compareBuild, judgeAnswer, rateAnswer } from '@ifa/shared/judge';
import type { ReviewResults } from '../api/complete-review';
import type { ReviewHint, ReviewHintBody } from '../api/get-review-hint';
import type { ReviewStart } from '../api/start-review';
import type { ReviewAnswerBody, ReviewAnswerResult } from '../api/submit-review-answer';

/**
 * A review session answered on the device (DESIGN.md 5d): the review kept while online
 * (GET /practice/review/offline, kept by the service worker), its questions asked once due,
 * each answer judged for its feedback by the one judge the server uses (shared/src/judge) with the
 * key the review carries, rated by the same rule, and queued with its own idempotency key to be
 * sent when the network is back. The server judges every answer again and pays XP only for what
 * it judged right: the device's verdict is feedback, not a grade.
 */
export type OfflinePack = ResponseBody<'reviewOffline'>;
type OfflineQuestion = OfflinePack['questions'][number];

/** An answer judged on the device: the feedback, and that it waits to be sent. */
export type DeviceAnswerResult = ReviewAnswerResult & { queued?: true };
/** The end of a device session: nothing is paid until the server has judged the answers. */
export type DeviceResults = ReviewResults & { queued?: number };

export interface DeviceReviewDeps {
  userId: () => string | null;
  /** The review kept on the device, or null when there is none. */
  loadPack: () => Promise<OfflinePack | null>;
  /** The cards answered on this device since the pack was made (asked no more). */
  answeredSince: (userId: string, generatedAt: string) => Promise<Set<string>>;
  enqueue: (userId: string, answer: { key: string; subject_id: string; kind: OfflineQuestion['kind']; answer: string; answered_at: string; elapsed_ms?: number; hinted?: boolean }) => Promise<void>;
  newKey: () => string;
  /** The learner's practice and XP as last seen online, for the end screen. */
  lastKnown: () => Promise<{ summary: ResponseBody<'practiceSummary'> | null; experiencePoints: number }>;
  now: () => Date;
}

const PREFIX = 'device-';
export const isDeviceSession = (sessionId: string) => sessionId.startsWith(PREFIX);

interface DeviceSession {
  userId: string;
  pack: OfflinePack;
  questions: Map<string, OfflineQuestion>;
  hinted: Set<string>;
  answered: number;
  correct: number;
}

export function createDeviceReview(deps: DeviceReviewDeps) {
  const sessions = new Map<string, DeviceSession>();

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no device session ${id}`);
    return session;
  };

  /** A session from the kept review: the cards due by now, and the new ones, not yet answered here. Null without a kept review. */
  async function start(): Promise<ReviewStart | null> {
    const userId = deps.userId();
    const pack = userId ? await deps.loadPack() : null;
    if (!userId || !pack) return null;
    const done = await deps.answeredSince(userId, pack.generated_at);
    const now = deps.now().getTime();
    const asked = pack.questions.filter((q) => !done.has(`${q.subject_id}#${q.kind}`) && (q.is_new || Date.parse(q.due) <= now));
    const id = `${PREFIX}${deps.newKey()}`;
    sessions.set(id, { userId, pack, questions: new Map(asked.map((q) => [q.id, q])), hinted: new Set(), answered: 0, correct: 0 });
    const fresh = asked.filter((q) => q.is_new).length;
    return { session_id: id, mode: 'review', questions: asked, due_count: asked.length - fresh, due_capped: false, new_count: fresh };
  }

  async function answer(body: ReviewAnswerBody): Promise<DeviceAnswerResult> {
    const session = sessionOf(body.session_id);
    const q = session.questions.get(body.question_id);
    if (!q) throw new Error(`no question ${body.question_id}`);
    const verdict = judgeAnswer(q.key, [body.answer]);
    const hinted = session.hinted.has(q.id);
    const rating = rateAnswer({ correct: verdict.correct, kind: q.kind, elapsedMs: body.elapsed_ms, hinted, almost: verdict.almost !== undefined });
    await deps.enqueue(session.userId, {
      key: deps.newKey(),
      subject_id: q.subject_id,
      kind: q.kind,
      answer: body.answer,
      answered_at: deps.now().toISOString(),
      ...(body.elapsed_ms === undefined ? {} : { elapsed_ms: body.elapsed_ms }),
      ...(hinted ? { hinted: true } : {}),
    });
    session.questions.delete(q.id);
    session.answered += 1;
    if (verdict.correct) session.correct += 1;
    return {
      correct: verdict.correct,
      rating,
      correct_answer: q.correct_answer,
      ...(q.correct_pattern ? { correct_pattern: q.correct_pattern } : {}),
      ...(q.sign_id ? { sign_id: q.sign_id } : {}),
      // When the card comes back is the server's to say (it schedules at the answer's time).
      next_due: '',
      ...(verdict.almost !== undefined ? { almost: verdict.almost } : {}),
      ...(q.kind === 'build' && q.key.pattern ? { build: buildFeedback(session.pack, q.key.pattern, body.answer) } : {}),
      queued: true,
    };
  }

  /** The server's hint, from the kept review: a sign's right leg and its column, or two wrong options of a fact. */
  function hint(body: ReviewHintBody): ReviewHint {
    const session = sessionOf(body.session_id);
    const q = session.questions.get(body.question_id);
    if (!q) throw new Error(`no question ${body.question_id}`);
    session.hinted.add(q.id);
    if (q.kind === 'fact') return { removed: (q.options ?? []).filter((o) => o !== q.correct_answer).slice(0, 2) };
    const pattern = q.correct_pattern ?? q.key.pattern ?? '';
    const sign = session.pack.signs.find((s) => s.pattern === pattern);
    return { right_leg: sign?.right_leg ?? '', right_column: pattern.slice(0, 4) };
  }

  async function complete(sessionId: string): Promise<DeviceResults> {
    const session = sessionOf(sessionId);
    const { summary, experiencePoints } = await deps.lastKnown();
    const total = session.answered + session.questions.size;
    return {
      answered: session.answered,
      correct: session.correct,
      total,
      // Paid when the server has judged them (the end screen says they wait).
      xp_earned: 0,
      experience_points: experiencePoints,
      streak: summary?.streak ?? { current: 0, best: 0, freezes: 0, today_done: false, today: deps.now().toISOString().slice(0, 10) },
      goal: summary?.goal ?? { daily_goal: 0, xp_today: 0 },
      queued: session.answered,
    };
  }

  return { start, answer, hint, complete };
}

/** What a built sign got wrong, as the server's build judge says it (the comparison is shared; the names come from the kept review). */
function buildFeedback(pack: OfflinePack, target: string, built: string) {
  const named = (pattern: string) => pack.signs.find((s) => s.pattern === pattern);
  const expected = named(target);
  const made = named(built);
  const { wrong_marks, swapped } = compareBuild(target, built);
  return {
    wrong_marks,
    swapped,
    built_name: made?.name ?? built,
    built_right_leg: made?.right_leg ?? '',
    built_left_leg: made?.left_leg ?? '',
    expected_right_leg: expected?.right_leg ?? '',
    expected_left_leg: expected?.left_leg ?? '',
  };
}
