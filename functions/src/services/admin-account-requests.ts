import { MSG, type AccountRequestStatus, type AdminAccountRequest } from '@ifa/shared';
import {
  accountRequestCounts,
  decideAccountRequest,
  getAccountRequest,
  listAccountRequests,
  type AccountRequest,
} from '../data/account-requests.js';
import { pagination } from '../data/paging.js';
import { ReadAgain, retryTransaction } from '../data/retry-transaction.js';
import { getUser, getUsers, type UserRecord } from '../data/users.js';
import { conflict, notFound } from '../lib/errors.js';

function shown(request: AccountRequest, user: UserRecord | null | undefined): AdminAccountRequest {
  return { ...request, user: user ? { username: user.username, email: user.email, full_name: user.full_name, role: user.role } : null };
}

/** A page of requests (newest first) with each requester as the account is now. */
export async function listForAdmin(status: AccountRequestStatus | 'all', page: number, limit: number) {
  const [requests, counts] = await Promise.all([listAccountRequests(status, page, limit), accountRequestCounts()]);
  const users = new Map((await getUsers([...new Set(requests.map((r) => r.user_id))])).map((u) => [u.id, u]));
  const total = status === 'all' ? counts.pending + counts.approved + counts.rejected : counts[status];
  return { requests: requests.map((r) => shown(r, users.get(r.user_id))), pagination: pagination(page, limit, total) };
}

export async function requestStats() {
  const c = await accountRequestCounts();
  return { total: c.pending + c.approved + c.rejected, ...c };
}

/**
 * Approves (the user's role changes in the same transaction) or rejects a pending request;
 * only pending ones can be decided.
 */
export async function decide(id: string, admin: UserRecord, status: 'approved' | 'rejected', admin_notes: string | null): Promise<AdminAccountRequest> {
  return retryTransaction(
    async () => {
      const request = await getAccountRequest(id);
      if (!request) throw notFound(MSG.accountRequestNotFound);
      if (request.status !== 'pending') throw conflict(MSG.accountRequestDecided);
      const outcome = await decideAccountRequest(request, { status, admin_notes, actorId: admin.id, actor: { id: admin.id, username: admin.username, full_name: admin.full_name } });
      if (outcome === 'user_refused') {
        const user = await getUser(request.user_id, true);
        if (!user) throw conflict(MSG.accountRequestUserGone);
        if (user.role === 'admin') throw conflict(MSG.accountRequestUserAdmin);
        throw new ReadAgain('the account changed between the reads');
      }
      // Not pending any more: the next read says so.
      if (outcome !== 'decided') throw new ReadAgain('decided meanwhile');
      const [decided, user] = await Promise.all([getAccountRequest(id), getUser(request.user_id, true)]);
      return shown(decided ?? request, user);
    },
    // A conflict with a parallel decision reads again; of many parallel decisions one decides.
    { on: 'conflict', retries: 24, exhausted: () => conflict(MSG.accountRequestDecided) },
  );
}
