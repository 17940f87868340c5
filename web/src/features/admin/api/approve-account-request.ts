import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /admin/account-requests/{id}/approve: the user's role changes in the same transaction. */
export const approveAccountRequest = (id: string, adminNotes: string) =>
  callApi(route('adminApproveAccountRequest'), { params: { id }, body: adminNotes.trim() ? { admin_notes: adminNotes.trim() } : {} });
