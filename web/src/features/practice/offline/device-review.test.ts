import { describe, expect, it } from 'vitest';
import { createDeviceReview, isDeviceSession, type DeviceReviewDeps, type OfflinePack } from './device-review';

/**
 * A review answered on the device (DESIGN.md 5d): only the cards due by now and the new ones,
 * none answered here since the review was kept; the one judge's verdict with the review's key;
 * each answer queued once with its own key, its time and whether a hint came first; and an end
 * that pays nothing until the server has judged.
 */
const NOW = new Date('2026-11-29T10:00:00Z');

const read = (id: string, name: string, pattern: string, extra: Partial<OfflinePack['questions'][number]> = {}): OfflinePack['questions'][number] => ({
  id,
  kind: 'read',
  is_new: false,
  seconds: 10,
  pattern,
  options: [name, 'Oyekun Meji', 'Iwori Meji', 'Odi Meji'].filter((o, i, all) => all.indexOf(o) === i),
  subject_id: name.toLowerCase().replace(/ /g, '-'),
  due: '2026-11-29T08:00:00Z',
  key: { correct: [name], accepted: [name], others: ['Oyekun Meji', 'Iwori Meji', 'Odi Meji'].filter((o) => o !== name) },
  correct_answer: name,
  correct_pattern: pattern,
  sign_id: name.toLowerCase().replace(/ /g, '-'),
  ...extra,
});

const pack: OfflinePack = {
  generated_at: '2026-11-29T07:00:00Z',
  valid_until: '2026-12-29T07:00:00Z',
  questions: [
    read('o1', 'Ogunda Meji', '11101110'),
    // Due tomorrow: not asked yet.
    read('o2', 'Iwori Meji', '01100110', { due: '2026-11-30T08:00:00Z' }),
    // New: asked whenever.
    read('o3', 'Odi Meji', '10011001', { is_new: true, due: '2026-11-30T08:00:00Z' }),
    {
      id: 'o4',
      kind: 'build',
      is_new: false,
      seconds: 20,
      name: 'Oyekun Meji',
      subject_id: 'oyekun-meji',
      due: '2026-11-28T08:00:00Z',
      key: { correct: ['00000000'], pattern: '00000000' },
      correct_answer: 'Oyekun Meji',
      correct_pattern: '00000000',
      sign_id: 'oyekun-meji',
    },
    {
      id: 'o5',
      kind: 'fact',
      is_new: false,
      seconds: 10,
      prompt: '¿Qué color se asocia con Oshún?',
      options: ['Amarillo', 'Rojo', 'Azul', 'Blanco'],
      subject_id: 'oshun.colors',
      due: '2026-11-28T08:00:00Z',
      key: { correct: ['Amarillo'], others: ['Rojo', 'Azul', 'Blanco'] },
      correct_answer: 'Amarillo',
    },
  ],
  signs: [
    { pattern: '00000000', name: 'Oyekun Meji', right_leg: 'Oyekun', left_leg: 'Oyekun' },
    { pattern: '11111111', name: 'Baba Ejiogbe', right_leg: 'Ogbe', left_leg: 'Ogbe' },
    { pattern: '00001111', name: 'Oyekun Nilogbe', right_leg: 'Oyekun', left_leg: 'Ogbe' },
    { pattern: '11101110', name: 'Ogunda Meji', right_leg: 'Ogunda', left_leg: 'Ogunda' },
  ],
};

function setup(overrides: Partial<DeviceReviewDeps> = {}) {
  const queue: Array<{ userId: string; answer: Record<string, unknown> }> = [];
  let n = 0;
  const device = createDeviceReview({
    userId: () => 'learner-1',
    loadPack: async () => pack,
    answeredSince: async () => new Set(),
    enqueue: async (userId, answer) => void queue.push({ userId, answer }),
    newKey: () => `key-${String(++n).padStart(18, '0')}`,
    lastKnown: async () => ({ summary: null, experiencePoints: 120 }),
    now: () => NOW,
    ...overrides,
  });
  return { device, queue };
}

describe('a review answered on the device', () => {
  it('asks the cards due by now and the new ones, not those answered here since the review was kept', async () => {
    const { device } = setup({ answeredSince: async () => new Set(['ogunda-meji#read']) });
    const started = await device.start();
    expect(isDeviceSession(started!.session_id)).toBe(true);
    expect(started!.questions.map((q) => q.id)).toEqual(['o3', 'o4', 'o5']);
    expect([started!.due_count, started!.new_count]).toEqual([2, 1]);
  });

  it('starts nothing without a kept review or a learner', async () => {
    expect(await setup({ loadPack: async () => null }).device.start()).toBeNull();
    expect(await setup({ userId: () => null }).device.start()).toBeNull();
  });

  it("judges with the one judge and the review's key, and queues each answer once with its own key", async () => {
    const { device, queue } = setup();
    const { session_id } = (await device.start())!;
    const right = await device.answer({ session_id, question_id: 'o1', answer: 'Ogunda Meji', elapsed_ms: 2000 });
    expect(right).toMatchObject({ correct: true, rating: 'good', correct_answer: 'Ogunda Meji', correct_pattern: '11101110', queued: true });
    const wrong = await device.answer({ session_id, question_id: 'o5', answer: 'Rojo', elapsed_ms: 2000 });
    expect(wrong).toMatchObject({ correct: false, rating: 'again', correct_answer: 'Amarillo' });
    expect(queue).toEqual([
      { userId: 'learner-1', answer: { key: 'key-000000000000000002', subject_id: 'ogunda-meji', kind: 'read', answer: 'Ogunda Meji', answered_at: NOW.toISOString(), elapsed_ms: 2000 } },
      { userId: 'learner-1', answer: { key: 'key-000000000000000003', subject_id: 'oshun.colors', kind: 'fact', answer: 'Rojo', answered_at: NOW.toISOString(), elapsed_ms: 2000 } },
    ]);
    // Answered: gone from the session (a second send of it is refused here too).
    await expect(device.answer({ session_id, question_id: 'o1', answer: 'Ogunda Meji' })).rejects.toThrow();
  });

  it('explains a built sign with its legs swapped, and rates a right answer after a hint hard', async () => {
    const { device, queue } = setup();
    const { session_id } = (await device.start())!;
    expect(device.hint({ session_id, question_id: 'o4' })).toEqual({ right_leg: 'Oyekun', right_column: '0000' });
    const built = await device.answer({ session_id, question_id: 'o4', answer: '00001111', elapsed_ms: 1000 });
    expect(built).toMatchObject({ correct: false, build: { wrong_marks: [4, 5, 6, 7], swapped: false, built_name: 'Oyekun Nilogbe', expected_left_leg: 'Oyekun' } });
    expect(queue[0]!.answer).toMatchObject({ kind: 'build', answer: '00001111', hinted: true });
    const fact = device.hint({ session_id, question_id: 'o5' });
    expect(fact.removed).toHaveLength(2);
    expect(fact.removed).not.toContain('Amarillo');
    expect(await device.answer({ session_id, question_id: 'o5', answer: 'Amarillo', elapsed_ms: 1000 })).toMatchObject({ correct: true, rating: 'hard' });
  });

  it('ends without paying: the answers wait for the server', async () => {
    const { device } = setup();
    const { session_id } = (await device.start())!;
    await device.answer({ session_id, question_id: 'o1', answer: 'Ogunda Meji' });
    const results = await device.complete(session_id);
    expect(results).toMatchObject({ answered: 1, correct: 1, total: 4, xp_earned: 0, experience_points: 120, queued: 1 });
  });
});
