/** The local stack's defaults: a module of its own so the seed and the stack both read it
 * without importing each other. */
export const LOCAL_DEFAULTS = {
  tableName: 'ifa-local',
  adminEmail: 'admin@ifa.local',
  adminPassword: 'admin-local-123',
  adminUsername: 'admin',
  adminFullName: 'Administrador Local',
  // For local use only; AWS reads the secret from Secrets Manager.
  jwtSecret: 'local-development-jwt-secret-never-used-in-production',
  // The seed the local VAPID keys are derived from (functions/src/lib/vapid-keys.ts): fixed, so a
  // browser subscribed on one start keeps its reminders on the next. AWS generates its own.
  vapidSecret: 'local-development-vapid-seed-never-used-in-production',
  /** Who push services may contact about the local sender (RFC 8292). */
  vapidSubject: 'mailto:admin@ifa.local',
} as const;

/**
 * The keys the local stack signs with. DynamoDB Local (run with sharedDb) accepts any key, but
 * the SDK's credential chain needs one; keys in the environment come first in that chain, so a
 * developer's AWS_PROFILE or expired SSO session never reaches the local table.
 */
export function useLocalCredentials(env: NodeJS.ProcessEnv = process.env) {
  env.AWS_ACCESS_KEY_ID = 'local';
  env.AWS_SECRET_ACCESS_KEY = 'local';
  delete env.AWS_SESSION_TOKEN;
}

/**
 * For the scripts that take `--endpoint` (seed, create-admin): a DynamoDB Local on this machine
 * needs no real credentials, so when none are configured (no AWS_PROFILE, no keys) the local
 * keys are used; configured ones are left to the SDK's chain, as against AWS.
 */
export function localCredentialsWhenNone(endpoint: string | undefined, env: NodeJS.ProcessEnv = process.env) {
  if (!endpoint || env.AWS_PROFILE || env.AWS_ACCESS_KEY_ID) return;
  const { hostname } = new URL(endpoint);
  if (hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.')) useLocalCredentials(env);
}
