import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** DELETE /admin/users/{id} (spec 7). */
export const deleteUser = (id: string) => callApi(route('adminDeleteUser'), { params: { id } });
