import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /admin/contributions/{id}/reject with the admin's notes (spec 7). */
export const rejectContribution = (id: string, adminNotes: string) =>
  callApi(route('adminRejectContribution'), { params: { id }, body: { admin_notes: adminNotes.trim() } });
