import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /admin/account-requests/{id}/reject, with the admin's note. */
export const rejectAccountRequest = (id: string, adminNotes: string) =>
  callApi(route('adminRejectAccountRequest'), { params: { id }, body: { admin_notes: adminNotes.trim() } });
