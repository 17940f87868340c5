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
