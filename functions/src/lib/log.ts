import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, LogLevel, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';

/**
 * Structured JSON logs through Powertools Logger: one line per event, with the Lambda context
 * (request id, cold start) added by `injectLambdaContext` in the group handler and the X-Ray
 * trace id Lambda sets. Callers pass only what is safe to log: never passwords, hashes or
 * tokens; the redaction below is a second line of defence.
 */
const SECRET_KEYS = /pass|hash|token|secret|authorization|cookie/i;

/**
 * Powertools' own line, less the Lambda context that is the same on every line of a function:
 * its ARN, name, memory size and the debug sampling rate (about 240 bytes of a ~600-byte request
 * line in a deployed stage, and CloudWatch Logs bills every byte: docs/operations.md "What logs
 * cost"). The function is already its log group (`@log` in Logs Insights) and `service` (its
 * endpoint group); what operations read stays: level, message, time, service, cold start and
 * the Lambda request id (REPORT lines), besides the fields the caller logs.
 */
class LambdaLogFormatter extends LogFormatter {
  formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        cold_start: attributes.lambdaContext?.coldStart,
        function_request_id: attributes.lambdaContext?.awsRequestId,
        xray_trace_id: attributes.xRayTraceId,
      },
    }).addAttributes(additional);
  }
}

export const logger = new Logger({
  // CDK sets POWERTOOLS_SERVICE_NAME to the endpoint group; locally all groups share a process.
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'ifa-api',
  // Powertools only accepts upper-case level names from the environment; the local stack and
  // the tests say LOG_LEVEL=silent. An unknown name falls back to INFO.
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'INFO').toUpperCase() as LogLevel,
  // Runs on every key of every log line, nested ones included, before serialisation.
  jsonReplacerFn: (key, value) => (SECRET_KEYS.test(key) ? '[redacted]' : value),
  logFormatter: new LambdaLogFormatter(),
});

type Level = 'info' | 'warn' | 'error';

/** The call sites' short form: `log('warn', 'message', { fields })`. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  logger[level](message, fields);
}
