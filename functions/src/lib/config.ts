import { AUTH } from '@ifa/shared';

/**
 * Environment, read once at module scope; a missing variable fails the cold start at once
 * (STYLE.md: "SDK clients and environment are read once ... and fail fast").
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

const stage = process.env.STAGE ?? 'local';

/**
 * A per-address throttle limit (docs/decisions/006-throttling.md). Local stacks whose browser
 * tests register many learners from 127.0.0.1 raise it explicitly; production never accepts an
 * override, so the strict default cannot be loosened by a stray variable.
 */
export function throttleLimit(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env, currentStage = stage): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (currentStage === 'production') throw new Error(`${name} is for local stacks only; production uses the default limit`);
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`${name} must be a positive integer (got "${raw}")`);
  return limit;
}

export const config = {
  tableName: required('TABLE_NAME'),
  /** Set only for DynamoDB Local. */
  ddbEndpoint: process.env.DDB_ENDPOINT,
  /** Lambda sets it; elsewhere the SDK's chain finds it (AWS_REGION, the profile's region). */
  region: process.env.AWS_REGION || undefined,
  stage,
  isProduction: stage === 'production',
  /** Local and tests: the secret itself. In AWS: the Secrets Manager ARN (read once per cold start). */
  jwtSecret: process.env.JWT_SECRET,
  jwtSecretArn: process.env.JWT_SECRET_ARN,
  /** When set in production, forgot-password mails go out through SES. */
  senderEmail: process.env.SENDER_EMAIL,
  appUrl: process.env.APP_URL ?? 'http://localhost:3000',
  /**
   * One DynamoDB attempt's timeout (lib/ddb.ts; default 2000 ms). Only the test stacks raise it:
   * on a 2-core machine running browser and integration suites at once, DynamoDB Local itself
   * can take over 2 s to answer, which is a busy test machine, not an outage to report as 503.
   */
  ddbAttemptMs: process.env.DDB_ATTEMPT_TIMEOUT_MS ? Number(process.env.DDB_ATTEMPT_TIMEOUT_MS) : undefined,
  /** scrypt cost exponent (DESIGN.md 4: N = 2^17). */
  scryptLogN: Number(process.env.SCRYPT_LOG_N ?? 17),
  /**
   * The secret CloudFront adds to every origin request; set by the CDK on the auth Lambda. Only
   * with it is the viewer-address header believed (docs/decisions/006-throttling.md).
   */
  originVerifySecret: process.env.ORIGIN_VERIFY_SECRET || undefined,
  registerMaxPerAddress: throttleLimit('THROTTLE_REGISTER_PER_ADDRESS', AUTH.registerMaxPerAddress),
  forgotMaxPerAddress: throttleLimit('THROTTLE_FORGOT_PER_ADDRESS', AUTH.forgotMaxPerAddress),
} as const;
