import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { GAME_DIMENSION, METRICS_NAMESPACE, type BusinessMetric } from '@ifa/shared';

// Metrics reach CloudWatch as EMF lines in the function's log. Outside Lambda (the local
// gateway, the tests, the scripts) nobody reads them, so they are off unless asked for with
// POWERTOOLS_METRICS_DISABLED=false. Read by the Metrics constructor below.
process.env.POWERTOOLS_METRICS_DISABLED ??= process.env.AWS_LAMBDA_FUNCTION_NAME ? 'false' : 'true';

/**
 * CloudWatch metrics through Powertools (Embedded Metric Format): namespace IfaPlatform,
 * dimension `service` = the endpoint group (POWERTOOLS_SERVICE_NAME, set by CDK). The group
 * handler flushes them once per invocation (http/middleware/metrics.ts).
 */
export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'ifa-api',
});

/**
 * Counts one business event. A game's events carry the game as a dimension; they go out as
 * their own EMF line at once, because the dimensions of the shared buffer apply to every
 * metric in it, and the local gateway serves concurrent requests from the same buffer.
 */
export function countEvent(name: BusinessMetric, game?: string) {
  if (game) {
    metrics.singleMetric().addDimension(GAME_DIMENSION, game).addMetric(name, MetricUnit.Count, 1);
    return;
  }
  metrics.addMetric(name, MetricUnit.Count, 1);
}
