import { callApi, route } from '../../../lib/api-client';

/** DELETE /admin/odduns/{id}?version= (spec 7); the sign can be restored from its deletion's revision. */
export const deleteOddun = (id: string, version: number) => callApi(route('adminDeleteOddun'), { params: { id }, query: { version } });
