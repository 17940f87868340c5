import type { Role } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /admin/users/{id}/role (spec 7: `new_role` in the body, also sent as query). */
export const changeUserRole = (id: string, role: Role) =>
  callApi(route('adminSetRole'), { params: { id }, body: { new_role: role }, query: { new_role: role } });
