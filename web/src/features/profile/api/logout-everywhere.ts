import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /auth/logout-all: ends every session of the account, this device's included (DESIGN.md 4). */
export const logoutEverywhere = () => callApi(route('logoutAll'));
