import { callApi, route } from '../../../lib/api-client';

/** POST /auth/logout-all: ends every session of the account, this device's included (DESIGN.md 4). */
export const logoutEverywhere = () => callApi(route('logoutAll'));
