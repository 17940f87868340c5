import { callApi, route } from '../../../lib/api-client';

/** DELETE /admin/users/{id} (spec 7). */
export const deleteUser = (id: string) => callApi(route('adminDeleteUser'), { params: { id } });
