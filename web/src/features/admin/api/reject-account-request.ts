import { callApi, route } from '../../../lib/api-client';

/** PUT /admin/account-requests/{id}/reject, with the admin's note. */
export const rejectAccountRequest = (id: string, adminNotes: string) =>
  callApi(route('adminRejectAccountRequest'), { params: { id }, body: { admin_notes: adminNotes.trim() } });
