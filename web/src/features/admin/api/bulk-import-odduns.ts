import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /admin/odduns/bulk-import (spec 7): existing signs are never overwritten from the panel. */
export const bulkImportOdduns = (odduns: unknown[]) => callApi(route('adminBulkImport'), { body: { odduns, overwrite_existing: false } });
