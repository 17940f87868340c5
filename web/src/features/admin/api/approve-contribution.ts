import { callApi, route } from '../../../lib/api-client';

/** PUT /admin/contributions/{id}/approve; `apply` also writes the text into the sign's section, with a revision. */
export const approveContribution = (id: string, options: { apply: boolean; adminNotes: string }) =>
  callApi(route('adminApproveContribution'), {
    params: { id },
    body: { apply: options.apply, ...(options.adminNotes.trim() ? { admin_notes: options.adminNotes.trim() } : {}) },
  });
