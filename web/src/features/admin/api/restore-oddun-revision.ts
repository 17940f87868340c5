import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /admin/odduns/{id}/revisions/{revisionId}/restore: puts that revision's previous values back, as a new change. */
export const restoreOddunRevision = (id: string, revisionId: string, version?: number) =>
  callApi(route('adminRestoreOddunRevision'), { params: { id, revisionId }, body: version === undefined ? {} : { version } });
