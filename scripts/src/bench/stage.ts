import { BUSINESS_METRICS, ENDPOINT_GROUPS, type EndpointGroup } from '@ifa/shared';
import { PRICES, type FixedItem, type StageFacts } from './cost.js';

/**
 * What a stage is made of, read from the synthesized template (the one `cdk synth` writes,
 * through infra/lib/synth.ts): each group's memory, whether it traces, the access log format,
 * CloudFront's logs, and the billed items that do not grow with learners (DESIGN.md 8: "fixed
 * cost of a stage printed beside it"). Pure over the template's JSON; `synthStage` synthesizes.
 */

type Resource = { Type: string; Properties?: Record<string, any> };
export interface TemplateJson {
  Resources: Record<string, Resource>;
}

const ofType = (templates: readonly TemplateJson[], type: string) => templates.flatMap((t) => Object.values(t.Resources).filter((r) => r.Type === type));

/** The metrics the handlers publish (EMF), as bench-server.ts saw them: name and dimensions other than `service`. */
export interface SeenMetrics {
  identities: string[];
}

/**
 * Custom metrics a stage keeps (each name and dimension set is one metric, billed while it is
 * published): Powertools' ColdStart per function, and each business metric as the bench saw it
 * published (a game's events once per game), or once if the bench did not exercise it.
 */
export function customMetricCount(seen: SeenMetrics): { count: number; note: string } {
  const seenNames = new Set(seen.identities.map((id) => id.split(' ')[0]!));
  const business = seen.identities.filter((id) => !id.startsWith('ColdStart')).length + BUSINESS_METRICS.filter((m) => !seenNames.has(m)).length;
  return {
    count: ENDPOINT_GROUPS.length + business,
    note: `${ENDPOINT_GROUPS.length} ColdStart (one a function) + ${business} business metrics (${seen.identities.filter((id) => !id.startsWith('ColdStart')).length} seen in this run with their dimensions, the rest once each)`,
  };
}

/**
 * What one run of a scheduled function is taken to cost, modelled as the request's duration is
 * (cost.ts DURATION_MODEL): with no learner to remind, a run reads three index partitions; an
 * hour apart, every run starts cold and reads its secret once; its lines are Lambda's three and
 * the run's report.
 */
export const SCHEDULED_RUN = { modelledMs: 200, logBytes: 900 } as const;

/** Runs a month of a schedule expression the stack uses (a new expression must be added here). */
export function runsPerMonth(expression: string): number {
  if (expression === 'cron(0 * * * ? *)' || expression === 'rate(1 hour)') return 24 * 30;
  throw new Error(`bench/stage.ts: how often does "${expression}" run? Add it to runsPerMonth`);
}

/**
 * The fixed monthly cost of each EventBridge Scheduler schedule (the reminder sender's, DESIGN.md
 * 5d): its invocations, and the Lambda run, secret read and log lines each brings, at the target
 * function's memory from the template. What a run does per learner reminded is not in it.
 */
function scheduledRuns(templates: readonly TemplateJson[], resources: Record<string, Resource>): FixedItem | null {
  const schedules = ofType(templates, 'AWS::Scheduler::Schedule');
  if (!schedules.length) return null;
  const perSchedule = schedules.map((schedule) => {
    const runs = runsPerMonth(String(schedule.Properties?.ScheduleExpression));
    const targetId = (schedule.Properties?.Target?.Arn as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt']?.[0];
    const memoryMb = Number((targetId && resources[targetId]?.Properties?.MemorySize) ?? 128);
    const run =
      PRICES.schedulerPerMillion / 1e6 +
      PRICES.lambdaPerMillionRequests / 1e6 +
      (SCHEDULED_RUN.modelledMs / 1000) * (memoryMb / 1024) * PRICES.lambdaArmPerGbSecond +
      PRICES.secretsPer10kCalls / 1e4 +
      (SCHEDULED_RUN.logBytes / 1024 ** 3) * (PRICES.logsIngestPerGb + PRICES.logsStorePerGbMonth);
    return { runs, dollars: runs * run };
  });
  const runs = perSchedule.reduce((s, p) => s + p.runs, 0);
  return {
    what: 'EventBridge Scheduler schedule',
    count: schedules.length,
    // A month of its runs (cents a year: priced anyway, as every billed item is).
    price: perSchedule.reduce((s, p) => s + p.dollars, 0) / schedules.length,
    note: `${runs} runs a month: each an invocation, ~${SCHEDULED_RUN.modelledMs} ms of Lambda started cold, one secret read and its log lines`,
  };
}

/** The stage's facts; `templates` are every stack the app synthesizes (a WAF for CloudFront may sit in us-east-1 apart). */
export function stageFacts(templates: readonly TemplateJson[], seen: SeenMetrics): StageFacts {
  const resources = Object.assign({}, ...templates.map((t) => t.Resources)) as Record<string, Resource>;
  const memoryMb = {} as Record<EndpointGroup, number>;
  let tracing = false;
  for (const fn of ofType(templates, 'AWS::Lambda::Function')) {
    const group = fn.Properties?.Environment?.Variables?.POWERTOOLS_SERVICE_NAME as EndpointGroup | undefined;
    if (!group || !ENDPOINT_GROUPS.includes(group)) continue;
    // Lambda's default is 128 MB; the project sets its own.
    memoryMb[group] = Number(fn.Properties?.MemorySize ?? 128);
    tracing ||= fn.Properties?.TracingConfig?.Mode === 'Active';
  }
  const missingGroups = ENDPOINT_GROUPS.filter((g) => memoryMb[g] === undefined);
  if (missingGroups.length) throw new Error(`no function in the template for ${missingGroups.join(', ')}`);

  const stage = ofType(templates, 'AWS::ApiGatewayV2::Stage').find((s) => s.Properties?.AccessLogSettings?.Format);
  const distribution = ofType(templates, 'AWS::CloudFront::Distribution')[0];
  let cloudFrontLogDays: number | undefined;
  const logging = distribution?.Properties?.DistributionConfig?.Logging;
  if (logging) {
    // The bucket's lifecycle says how long the lines stay (none: a year, to put a number on it).
    const bucketId = JSON.stringify(logging.Bucket ?? '').match(/"([A-Za-z0-9]+)"/)?.[1];
    const rules = (bucketId && resources[bucketId]?.Properties?.LifecycleConfiguration?.Rules) as Array<{ ExpirationInDays?: number }> | undefined;
    cloudFrontLogDays = rules?.find((r) => r.ExpirationInDays)?.ExpirationInDays ?? 365;
  }

  const alarms = ofType(templates, 'AWS::CloudWatch::Alarm');
  // A metric-math alarm is billed per metric it reads.
  const alarmMetrics = alarms.reduce((s, a) => s + (Array.isArray(a.Properties?.Metrics) ? a.Properties.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).length : 1), 0);
  const acls = ofType(templates, 'AWS::WAFv2::WebACL');
  const rules = acls.reduce((s, a) => s + (a.Properties?.Rules?.length ?? 0), 0);
  const metrics = customMetricCount(seen);
  const fixed: FixedItem[] = [
    { what: 'Secrets Manager secret', count: ofType(templates, 'AWS::SecretsManager::Secret').length, price: PRICES.secretsPerSecretMonth },
    { what: 'KMS customer managed key', count: ofType(templates, 'AWS::KMS::Key').length, price: PRICES.kmsPerKeyMonth },
    { what: 'alarm metric', count: alarmMetrics, price: PRICES.alarmPerMetricMonth, note: `${alarms.length} alarms` },
    { what: 'dashboard', count: ofType(templates, 'AWS::CloudWatch::Dashboard').length, price: PRICES.dashboardMonth },
    { what: 'custom metric', count: metrics.count, price: PRICES.customMetricMonth, note: metrics.note },
    { what: 'Route 53 hosted zone', count: ofType(templates, 'AWS::Route53::HostedZone').length, price: PRICES.route53ZoneMonth },
    { what: 'WAF web ACL', count: acls.length, price: PRICES.wafAclMonth },
    { what: 'WAF rule', count: rules, price: PRICES.wafRuleMonth },
    ...[scheduledRuns(templates, resources)].filter((i): i is FixedItem => i !== null),
  ].filter((i) => i.count > 0);
  return {
    memoryMb,
    tracing,
    ...(stage ? { accessLogFormat: String(stage.Properties!.AccessLogSettings.Format) } : {}),
    ...(cloudFrontLogDays ? { cloudFrontLogDays } : {}),
    fixed,
    waf: acls.length > 0,
  };
}

/** Every stack's template of the app as `cdk synth` builds it with `context` (slow: bundling and cdk-nag, about 25 s). */
export async function synthStage(webDist: string, context: Record<string, string> = {}): Promise<TemplateJson[]> {
  const { synthIfaStack } = await import('../../../infra/lib/synth.js');
  const { Stack } = await import('aws-cdk-lib');
  const { Template } = await import('aws-cdk-lib/assertions');
  const { app } = synthIfaStack({ webDist, context });
  return app.node.children.filter((c) => Stack.isStack(c)).map((s) => Template.fromStack(s as InstanceType<typeof Stack>).toJSON() as TemplateJson);
}
