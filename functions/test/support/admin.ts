import type { RegisterRequest, Role } from '@ifa/shared';
import type { useApi } from './api.js';

type Api = ReturnType<typeof useApi>;

/**
 * A registered user whose stored role is `role`. The token stays valid: every request loads
 * the user and authorizes with the stored role (DESIGN.md 4).
 */
export async function userWithRole(api: Api, role: Role, overrides: Partial<RegisterRequest> = {}) {
  const registered = await api.registerUser(overrides);
  if (role !== 'student') {
    const { updateUserFields } = await import('../../src/data/users.js');
    await updateUserFields(registered.user.id, { role });
  }
  return { ...registered, token: registered.access_token, id: registered.user.id };
}

export const adminUser = (api: Api, overrides: Partial<RegisterRequest> = {}) => userWithRole(api, 'admin', overrides);
