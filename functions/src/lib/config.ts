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

export const config = {
  tableName: required('TABLE_NAME'),
  /** Set only for DynamoDB Local. */
  ddbEndpoint: process.env.DDB_ENDPOINT,
  region: process.env.AWS_REGION ?? 'us-east-1',
  stage,
  isProduction: stage === 'production',
  /** Local and tests: the secret itself. In AWS: the Secrets Manager ARN (read once per cold start). */
  jwtSecret: process.env.JWT_SECRET,
  jwtSecretArn: process.env.JWT_SECRET_ARN,
  /** When set in production, forgot-password mails go out through SES. */
  senderEmail: process.env.SENDER_EMAIL,
  appUrl: process.env.APP_URL ?? 'http://localhost:3000',
  /** scrypt cost exponent (DESIGN.md 4: N = 2^17). */
  scryptLogN: Number(process.env.SCRYPT_LOG_N ?? 17),
} as const;

if (!config.jwtSecret && !config.jwtSecretArn) {
  throw new Error('Missing environment variable JWT_SECRET or JWT_SECRET_ARN');
}
