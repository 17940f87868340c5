import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/**
 * PUT /admin/contributions/{id}/approve; `apply` also writes the text into the sign's section, with
 * a revision. `version` is the sign's version the preview showed: a sign changed since answers 409.
 */
export const approveContribution = (id: string, options: { apply: boolean; adminNotes: string; version?: number }) =>
  callApi(route('adminApproveContribution'), {
    params: { id },
    body: {
      apply: options.apply,
      ...(options.adminNotes.trim() ? { admin_notes: options.adminNotes.trim() } : {}),
      ...(options.apply && options.version !== undefined ? { version: options.version } : {}),
    },
  });
