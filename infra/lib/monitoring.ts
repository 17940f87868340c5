import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  Stats,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import {
  BUSINESS_METRICS,
  ENDPOINT_GROUPS,
  GAME_DIMENSION,
  METRICS_NAMESPACE,
  TABLE_KEY_SCHEMA,
  type EndpointGroup,
  type ScheduledFunction,
} from '@ifa/shared';
import { Construct } from 'constructs';

const PERIOD = Duration.minutes(5);

/**
 * Thresholds, each the line past which someone should look (docs/operations.md "Alarms").
 * - 5xx rate: 5 % of the requests of 5 minutes, in 2 of 3 periods, once there are at least
 *   MIN_REQUESTS of them (one failed request out of three at night is not an outage).
 * - p99 latency: 2.5 s for 15 minutes. A cold start with a login (scrypt, DESIGN.md 4) takes
 *   about a second; steady requests take tens of milliseconds.
 * - Lambda errors: 1. The middy stack turns every thrown error into a response, so a
 *   Lambda error is a crash, an init failure or a timeout, never a refused request.
 * - Throttles (Lambda and DynamoDB): 1. Nothing in this app expects to be throttled.
 */
export const THRESHOLDS = {
  serverErrorPercent: 5,
  minRequests: 10,
  p99LatencyMs: 2500,
  lambdaErrors: 1,
  throttles: 1,
} as const;

/**
 * The DynamoDB operations the functions call (functions/src/data): the Operation dimension of
 * ThrottledRequests and SystemErrors. An alarm's metric math may hold 10 metrics at most, so
 * not every operation DynamoDB knows, only these.
 */
export const TABLE_OPERATIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
] as const;

export interface MonitoringProps {
  readonly httpApi: HttpApi;
  readonly functions: Record<EndpointGroup, { readonly fn: IFunction }>;
  /** The functions EventBridge Scheduler invokes (the reminder sender): alarmed like the groups'. */
  readonly scheduled?: Partial<Record<ScheduledFunction, { readonly fn: IFunction }>>;
  readonly table: ITableV2;
  /** Subscribed to the alarm topic when given (context `alarmEmail`). */
  readonly alarmEmail?: string;
}

/**
 * Operations (issue 10): CloudWatch alarms on the API, the Lambdas and the table, all sent to
 * one encrypted SNS topic, and one dashboard with the same signals plus the business metrics
 * the functions publish (shared/src/observability.ts).
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { httpApi, functions, table } = props;

    // CloudWatch cannot use the AWS-managed SNS key (its policy cannot be edited), so the
    // topic gets a key of its own that lets the alarms encrypt what they publish.
    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the Ifá platform alarm topic',
      enableKeyRotation: true,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowCloudWatchAlarms',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );

    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Ifá platform alarms',
      masterKey: key,
      enforceSSL: true,
    });
    const stack = Stack.of(this);
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowAlarmsOfThisAccount',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'cloudwatch', resource: 'alarm', resourceName: '*', arnFormat: ArnFormat.COLON_RESOURCE_NAME }) },
          StringEquals: { 'aws:SourceAccount': stack.account },
        },
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    // --- API Gateway (HTTP API) ---
    const requests = httpApi.metricCount({ period: PERIOD, statistic: Stats.SUM });
    const serverErrors = httpApi.metricServerError({ period: PERIOD, statistic: Stats.SUM });
    const serverErrorRate = new MathExpression({
      expression: `IF(requests >= ${THRESHOLDS.minRequests}, 100 * FILL(errors, 0) / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
      label: '5xx (% of requests)',
    });
    const p99 = httpApi.metricLatency({ period: PERIOD, statistic: Stats.p(99), label: 'p99 latency (ms)' });

    this.alarm('Api5xxRate', serverErrorRate, {
      threshold: THRESHOLDS.serverErrorPercent,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: `More than ${THRESHOLDS.serverErrorPercent}% of API requests answered 5xx (500 or 503). See docs/operations.md#api-5xx-rate.`,
    });
    this.alarm('ApiP99Latency', p99, {
      threshold: THRESHOLDS.p99LatencyMs,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      description: `API p99 latency above ${THRESHOLDS.p99LatencyMs} ms for 15 minutes. See docs/operations.md#api-p99-latency.`,
    });

    // --- Lambda, per endpoint group ---
    for (const group of ENDPOINT_GROUPS) {
      const fn = functions[group].fn;
      this.alarm(`${pascal(group)}Errors`, fn.metricErrors({ period: PERIOD, statistic: Stats.SUM }), {
        threshold: THRESHOLDS.lambdaErrors,
        description: `The ${group} Lambda failed (crash, init error or timeout). See docs/operations.md#lambda-errors.`,
      });
      this.alarm(`${pascal(group)}Throttles`, fn.metricThrottles({ period: PERIOD, statistic: Stats.SUM }), {
        threshold: THRESHOLDS.throttles,
        description: `The ${group} Lambda was throttled. See docs/operations.md#lambda-throttles.`,
      });
    }

    // A scheduled run that fails is not seen by anyone waiting for an answer: its errors alarm too.
    for (const [name, scheduled] of Object.entries(props.scheduled ?? {})) {
      this.alarm(`${pascal(name)}Errors`, scheduled.fn.metricErrors({ period: PERIOD, statistic: Stats.SUM }), {
        threshold: THRESHOLDS.lambdaErrors,
        description: `The scheduled ${name} Lambda failed (crash, init error, timeout or a run that stopped early). See docs/operations.md#lambda-errors.`,
      });
    }

    // --- DynamoDB ---
    const tableMetric = (name: string, dimensions: Record<string, string>) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName: name,
        dimensionsMap: { TableName: table.tableName, ...dimensions },
        period: PERIOD,
        statistic: Stats.SUM,
      });
    // A missing point (no throttle of that kind) would make the whole sum missing: FILL with 0.
    const sum = (label: string, parts: Record<string, Metric>) =>
      new MathExpression({
        expression: Object.keys(parts).map((id) => `FILL(${id}, 0)`).join(' + '),
        usingMetrics: parts,
        period: PERIOD,
        label,
      });
    // Metric ids must differ between the expressions one graph shows: each carries its prefix.
    const byOperation = (name: string, prefix: string) =>
      sum(
        `${name} (all operations)`,
        Object.fromEntries(TABLE_OPERATIONS.map((op) => [`${prefix}_${op.toLowerCase()}`, tableMetric(name, { Operation: op })])),
      );
    // The table's own events plus each GSI's: a throttled index write throttles the table write.
    const withIndexes = (name: string, prefix: string) =>
      sum(`${name} (table and indexes)`, {
        [`${prefix}_table`]: tableMetric(name, {}),
        ...Object.fromEntries(
          TABLE_KEY_SCHEMA.globalIndexes.map((index) => [
            `${prefix}_${index.indexName}`,
            tableMetric(name, { GlobalSecondaryIndexName: index.indexName }),
          ]),
        ),
      });

    const throttledRequests = byOperation('ThrottledRequests', 'throttled');
    const readThrottles = withIndexes('ReadThrottleEvents', 'read');
    const writeThrottles = withIndexes('WriteThrottleEvents', 'write');
    const systemErrors = byOperation('SystemErrors', 'errors');
    this.alarm('TableThrottledRequests', throttledRequests, {
      threshold: THRESHOLDS.throttles,
      description: 'DynamoDB throttled requests of the table (usually a hot partition). See docs/operations.md#dynamodb-throttles.',
    });
    this.alarm('TableReadThrottleEvents', readThrottles, {
      threshold: THRESHOLDS.throttles,
      description: 'DynamoDB read throttle events on the table or an index. See docs/operations.md#dynamodb-throttles.',
    });
    this.alarm('TableWriteThrottleEvents', writeThrottles, {
      threshold: THRESHOLDS.throttles,
      description: 'DynamoDB write throttle events on the table or an index. See docs/operations.md#dynamodb-throttles.',
    });
    this.alarm('TableSystemErrors', systemErrors, {
      threshold: 1,
      description: 'DynamoDB answered with internal errors (HTTP 500). See docs/operations.md#dynamodb-system-errors.',
    });

    // --- Dashboard ---
    const perGroup = (metric: (fn: IFunction) => IMetric) => ENDPOINT_GROUPS.map((group) => metric(functions[group].fn));
    const business = (name: string, dimensions: string[]) =>
      new MathExpression({
        // Every service (endpoint group) and game that published the metric, one line each.
        expression: `SEARCH('{${METRICS_NAMESPACE},${dimensions.join(',')}} MetricName="${name}"', 'Sum', 300)`,
        usingMetrics: {},
        label: name,
        period: PERIOD,
      });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${stack.stackName}-operations`,
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: '# Ifá platform\nAlarms and what to do about each: `docs/operations.md`.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }));
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        left: [requests, httpApi.metricClientError({ period: PERIOD, statistic: Stats.SUM }), serverErrors],
        right: [serverErrorRate],
        width: 8,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: [
          httpApi.metricLatency({ period: PERIOD, statistic: Stats.p(50), label: 'p50' }),
          p99,
          httpApi.metricIntegrationLatency({ period: PERIOD, statistic: Stats.p(99), label: 'integration p99' }),
        ],
        width: 8,
      }),
      new GraphWidget({ title: 'Lambda invocations', left: perGroup((fn) => fn.metricInvocations({ period: PERIOD, statistic: Stats.SUM })), width: 8 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Lambda errors', left: perGroup((fn) => fn.metricErrors({ period: PERIOD, statistic: Stats.SUM })), width: 8 }),
      new GraphWidget({ title: 'Lambda throttles', left: perGroup((fn) => fn.metricThrottles({ period: PERIOD, statistic: Stats.SUM })), width: 8 }),
      new GraphWidget({ title: 'Lambda duration p99 (ms)', left: perGroup((fn) => fn.metricDuration({ period: PERIOD, statistic: Stats.p(99) })), width: 8 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'DynamoDB consumed capacity',
        left: [
          table.metricConsumedReadCapacityUnits({ period: PERIOD, statistic: Stats.SUM }),
          table.metricConsumedWriteCapacityUnits({ period: PERIOD, statistic: Stats.SUM }),
        ],
        width: 8,
      }),
      new GraphWidget({ title: 'DynamoDB throttles', left: [throttledRequests, readThrottles, writeThrottles], width: 8 }),
      new GraphWidget({ title: 'DynamoDB system errors', left: [systemErrors], width: 8 }),
    );
    this.dashboard.addWidgets(
      ...BUSINESS_METRICS.map(
        (name) =>
          new GraphWidget({
            title: name,
            left: [business(name, name.startsWith('Game') ? ['service', GAME_DIMENSION] : ['service'])],
            width: 8,
          }),
      ),
    );
  }

  private alarm(id: string, metric: IMetric, options: { threshold: number; description: string; evaluationPeriods?: number; datapointsToAlarm?: number }) {
    const alarm = new Alarm(this, id, {
      metric,
      threshold: options.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      datapointsToAlarm: options.datapointsToAlarm ?? options.evaluationPeriods ?? 1,
      // No traffic is not a failure.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
    return alarm;
  }
}

const pascal = (group: string) => group.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());
