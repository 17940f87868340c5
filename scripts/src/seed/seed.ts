import { LOCAL_DEFAULTS } from '../local/defaults.js';

/**
 * Idempotent seed: the dev admin (and, as the catalogue lands, the signs and orishas).
 * Imports the data layer lazily: its environment must be set first.
 */
export async function seedAll(options: { adminEmail: string; adminPassword: string }): Promise<void> {
  await seedCatalogue();
  await seedAdmin(options.adminEmail, options.adminPassword);
}

/**
 * The 256 signs (each with its `provenance`: sources and review per section, issue 11), the
 * Meji secrets and the Meji's English and French translations, from the content data files. Idempotent: an unchanged sign is not rewritten; a
 * sign whose shipped content or provenance changed is refreshed only if no admin has edited it
 * through the panel since (data/odduns.ts `seedOddun`: the seed hash covers every field).
 */
export async function seedCatalogue(): Promise<{ written: number; unchanged: number; translations: { written: number; unchanged: number } }> {
  const { buildSeeds, buildTranslationSeeds } = await import('../../../functions/src/content/build-odduns.js');
  const { catalogueVersionPut, seedOddun } = await import('../../../functions/src/data/odduns.js');
  const { seedSignTranslation } = await import('../../../functions/src/data/sign-translations.js');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('../../../functions/src/lib/ddb.js');
  const { isServiceUnavailable } = await import('../../../functions/src/lib/errors.js');
  const now = new Date().toISOString();
  const seeds = buildSeeds();
  const counts = { written: 0, unchanged: 0 };
  // The app's client gives up on a call after 2.5 s (lib/ddb.ts); a cold DynamoDB Local on a
  // busy machine can be that slow. seedOddun re-reads before it writes, so trying again is safe.
  const patiently = async (write: () => Promise<'written' | 'unchanged'>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= 5 || !isServiceUnavailable(error)) throw error;
      }
    }
  };
  // A few writes in flight at a time: fast on DynamoDB Local, gentle on an on-demand table.
  for (let i = 0; i < seeds.length; i += 16) {
    const results = await Promise.all(seeds.slice(i, i + 16).map((s) => patiently(() => seedOddun(s.id, s.fields, s.secret, now))));
    for (const r of results) counts[r]++;
  }
  // The Meji's translations (decision 024), after the signs they translate.
  const translations = buildTranslationSeeds();
  const translated = { written: 0, unchanged: 0 };
  for (let i = 0; i < translations.length; i += 16) {
    const results = await Promise.all(translations.slice(i, i + 16).map((t) => patiently(() => seedSignTranslation(t.id, t.language, t.translation, now))));
    for (const r of results) translated[r]++;
  }
  // The study pack's ETag follows the catalogue's version (services/study-pack.ts): a new translation is a new version.
  if (translated.written) await ddb.send(new PutCommand(catalogueVersionPut(new Date().toISOString()).Put));
  return { ...counts, translations: translated };
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
