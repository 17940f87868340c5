import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** DELETE /admin/houses/{houseId} (DESIGN.md 5c): an admin dissolves a house; its members are free to join another. */
export const dissolveHouse = (houseId: string) => callApi(route('adminDissolveHouse'), { params: { houseId } });
