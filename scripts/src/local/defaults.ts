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
