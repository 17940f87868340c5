import { LOCAL_DEFAULTS } from '../local/stack.js';

/**
 * Idempotent seed: the dev admin (and, as the catalogue lands, the signs and orishas).
 * Imports the data layer lazily: its environment must be set first.
 */
export async function seedAll(options: { adminEmail: string; adminPassword: string }): Promise<void> {
  await seedAdmin(options.adminEmail, options.adminPassword);
}

export async function seedAdmin(email: string, password: string): Promise<'created' | 'exists'> {
  const { getUserByEmail, updateUserFields } = await import('../../../functions/src/data/users.js');
  const { register } = await import('../../../functions/src/services/accounts.js');
  const existing = await getUserByEmail(email);
  if (existing) {
    if (existing.role !== 'admin') await updateUserFields(existing.id, { role: 'admin' });
    return 'exists';
  }
  await register(
    {
      email,
      username: email === LOCAL_DEFAULTS.adminEmail ? LOCAL_DEFAULTS.adminUsername : email.split('@')[0]!.replace(/[^A-Za-z0-9_.]/g, '_').slice(0, 30).padEnd(3, '_'),
      full_name: LOCAL_DEFAULTS.adminFullName,
      password,
      language: 'es',
      referred_by: null,
    },
    'admin',
  );
  return 'created';
}
