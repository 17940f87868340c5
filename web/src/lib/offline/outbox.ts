import type { RequestBody, ResponseBody } from '@ifa/shared';
import { createStore, delMany, entries, setMany, type UseStore } from 'idb-keyval';
import { useEffect, useState } from 'react';
import { ApiError, NetworkError, callApi } from '../api-client';
import { route } from '../route';

/**
 * Answers given offline, waiting in IndexedDB to be sent (DESIGN.md 5d). Each carries its
 * idempotency key, made on the device when the learner answered: the server applies a key once,
 * so a queue sent twice (a lost response, two tabs, a retry) counts once. IndexedDB through
 * idb-keyval (a few hundred bytes): a key-value store is all the queue needs.
 *
 * A sent answer is kept, marked `sent`, until the device holds a review newer than it (the
 * kept review then no longer asks that card): otherwise a card answered offline and synced could
 * be asked again from the old review if the network dropped before the new one arrived.
 */
export type OfflineAnswer = RequestBody<'reviewSync'>['answers'][number];
type SyncResponse = ResponseBody<'reviewSync'>;

export interface QueuedAnswer extends OfflineAnswer {
  user_id: string;
  /** Sent, and answered by the server (applied, duplicate, superseded or refused). */
  sent?: boolean;
}

const MAX_PER_REQUEST = 50;
const CHANNEL = 'ifa-outbox';

let store: UseStore | undefined;
const outbox = () => (store ??= createStore('ifa-practice-outbox', 'answers'));

const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;
/** Other tabs hear of a change too: one tab's banner counts what another queued. */
function changed() {
  listeners.forEach((listener) => listener());
  channel?.postMessage('changed');
}
export function onOutboxChange(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => listeners.forEach((l) => l());
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function all(userId: string): Promise<QueuedAnswer[]> {
  const items = (await entries<string, QueuedAnswer>(outbox())).map(([, value]) => value);
  return items.filter((a) => a.user_id === userId).sort((a, b) => a.answered_at.localeCompare(b.answered_at));
}

/** A random key the server takes as this answer's identity (22 characters of base64url). */
export function newAnswerKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function enqueue(userId: string, answer: OfflineAnswer): Promise<void> {
  await setMany([[answer.key, { ...answer, user_id: userId }]], outbox());
  changed();
}

/** The answers still to send, oldest first. */
export const waiting = async (userId: string) => (await all(userId)).filter((a) => !a.sent);

/** The cards answered on this device since the review it keeps was made: it does not ask them again. */
export async function answeredSince(userId: string, generatedAt: string): Promise<Set<string>> {
  const mine = await all(userId);
  // Sent answers older than the kept review are in it already: no longer needed.
  const stale = mine.filter((a) => a.sent && a.answered_at < generatedAt).map((a) => a.key);
  if (stale.length) await delMany(stale, outbox());
  return new Set(mine.filter((a) => a.answered_at >= generatedAt).map((a) => `${a.subject_id}#${a.kind}`));
}

export interface FlushResult {
  sent: number;
  xpEarned: number;
  experiencePoints: number | null;
}

/**
 * Sends what waits, in requests of at most 50, once per device at a time (a Web Lock: two tabs
 * coming back online together do not both send). Stops at the first network failure, keeping
 * the rest; a request the server refuses as malformed can never succeed, so its answers are
 * dropped rather than sent forever. Returns null when another tab is sending.
 */
export async function flushOutbox(userId: string): Promise<FlushResult | null> {
  const run = async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: 0, xpEarned: 0, experiencePoints: null };
    for (let queue = await waiting(userId); queue.length; queue = await waiting(userId)) {
      const batch = queue.slice(0, MAX_PER_REQUEST);
      let response: SyncResponse;
      try {
        response = await callApi(route('reviewSync'), { body: { answers: batch.map(({ user_id: _u, sent: _s, ...answer }) => answer) } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          await delMany(batch.map((a) => a.key), outbox());
          changed();
          continue;
        }
        if (error instanceof NetworkError || error instanceof ApiError) break;
        throw error;
      }
      await setMany(batch.map((a) => [a.key, { ...a, sent: true }]), outbox());
      result.sent += batch.length;
      // What these answers earned, whether this request or a lost earlier one applied them.
      result.xpEarned += response.results.reduce((sum, r) => sum + (r.status === 'applied' || r.status === 'duplicate' ? r.xp : 0), 0);
      result.experiencePoints = response.experience_points;
      changed();
    }
    return result;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(`${CHANNEL}:${userId}`, { ifAvailable: true }, (lock) => (lock ? run() : null));
  }
  return run();
}

/** How many answers wait to be sent, kept current as they are queued and sent (in any tab). */
export function useWaitingCount(userId: string | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const read = () => void waiting(userId).then((list) => live && setCount(list.length), () => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return userId ? count : 0;
}
