import { Logger } from '@aws-lambda-powertools/logger';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';

/**
 * Structured JSON logs through Powertools Logger: one line per event, with the Lambda context
 * (function, request id, cold start) added by `injectLambdaContext` in the group handler and
 * the X-Ray trace id when tracing is on. Callers pass only what is safe to log: never
 * passwords, hashes or tokens; the redaction below is a second line of defence.
 */
const SECRET_KEYS = /pass|hash|token|secret|authorization|cookie/i;

export const logger = new Logger({
  // CDK sets POWERTOOLS_SERVICE_NAME to the endpoint group; locally all groups share a process.
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'ifa-api',
  // Powertools only accepts upper-case level names from the environment; the local stack and
  // the tests say LOG_LEVEL=silent. An unknown name falls back to INFO.
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO').toUpperCase() as LogLevel,
  // Runs on every key of every log line, nested ones included, before serialisation.
  jsonReplacerFn: (key, value) => (SECRET_KEYS.test(key) ? '[redacted]' : value),
});

type Level = 'info' | 'warn' | 'error';

/** The call sites' short form: `log('warn', 'message', { fields })`. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  logger[level](message, fields);
}
