import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { BUSINESS_METRICS, ENDPOINT_GROUPS, GAME_DIMENSION, METRICS_NAMESPACE, TABLE_KEY_SCHEMA, type EndpointGroup } from '@ifa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IfaStack } from '../lib/ifa-stack.js';
import { Monitoring, TABLE_OPERATIONS, THRESHOLDS } from '../lib/monitoring.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, groupFunctionIds, logicalId, only, resourcesOf, type Resource } from './helpers.js';

let stack: IfaStack;
let template: Template;
let alarms: Resource[];
let topicId: string;
let apiId: string;
let tableId: string;

beforeAll(() => {
  ({ stack, template } = synthIfaStack(FULL_SYNTH));
  alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
  topicId = logicalId(stack.monitoring.topic.node.defaultChild as CfnElement);
  apiId = logicalId(stack.api.httpApi.node.defaultChild as CfnElement);
  tableId = logicalId(stack.data.table.node.defaultChild as CfnElement);
});

const alarmNamed = (id: string) => {
  const found = Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter(([logical]) => logical.startsWith(`Monitoring${id}`));
  expect(found, id).toHaveLength(1);
  return found[0]![1].Properties;
};

/** The metric stats of a metric-math alarm, by id. */
const statsOf = (props: Record<string, any>) =>
  Object.fromEntries((props.Metrics as any[]).filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat]));
const expressionOf = (props: Record<string, any>) => (props.Metrics as any[]).find((m) => m.Expression && m.ReturnData !== false)?.Expression as string;
const dims = (stat: any) => Object.fromEntries((stat.Metric.Dimensions as any[]).map((d) => [d.Name, d.Value]));

describe('Monitoring: alarms', () => {
  it('has one alarm per signal: API 5xx rate and p99, errors and throttles per Lambda, the reminder sender\'s errors, four on DynamoDB', () => {
    expect(alarms).toHaveLength(2 + 2 * ENDPOINT_GROUPS.length + 1 + 4);
    // The scheduled sender (DESIGN.md 5d): nobody waits on its answer, so its failures alarm.
    expect(alarmNamed('RemindersErrors')).toMatchObject({ MetricName: 'Errors', Namespace: 'AWS/Lambda', Threshold: THRESHOLDS.lambdaErrors });
  });

  it('sends every alarm, and its recovery, to the alarm topic; no data is not a failure', () => {
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
      expect(alarm.Properties.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
      expect(alarm.Properties.AlarmDescription).toMatch(/docs\/operations\.md#[a-z0-9-]+/);
    }
  });

  it('watches the API 5xx rate as 5xx / Count of the HTTP API, from a minimum volume', () => {
    const props = alarmNamed('Api5xxRate');
    const stats = statsOf(props);
    expect(stats.errors.Metric).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx' });
    expect(stats.requests.Metric).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: 'Count' });
    for (const stat of [stats.errors, stats.requests]) {
      expect(dims(stat)).toEqual({ ApiId: { Ref: apiId } });
      expect(stat.Stat).toBe('Sum');
    }
    expect(expressionOf(props)).toBe(`IF(requests >= ${THRESHOLDS.minRequests}, 100 * FILL(errors, 0) / requests, 0)`);
    expect(props).toMatchObject({ Threshold: THRESHOLDS.serverErrorPercent, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
  });

  it('watches the API p99 latency', () => {
    const props = alarmNamed('ApiP99Latency');
    const [stat, ...others] = Object.values(statsOf(props)) as any[];
    expect(others).toEqual([]);
    expect(stat.Metric).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: 'Latency' });
    expect(dims(stat)).toEqual({ ApiId: { Ref: apiId } });
    expect(stat.Stat).toBe('p99');
    expect(props).toMatchObject({ Threshold: THRESHOLDS.p99LatencyMs, EvaluationPeriods: 3, DatapointsToAlarm: 3 });
  });

  it('watches Errors and Throttles of each group Lambda', () => {
    const fnIds = groupFunctionIds(stack);
    for (const group of ENDPOINT_GROUPS) {
      for (const metric of ['Errors', 'Throttles']) {
        const matching = alarms.filter(
          (a) => a.Properties.MetricName === metric && JSON.stringify(a.Properties.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: fnIds[group as EndpointGroup] } }]),
        );
        expect(matching, `${group} ${metric}`).toHaveLength(1);
        expect(matching[0]!.Properties).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Threshold: 1 });
      }
    }
  });

  it('watches DynamoDB throttled requests and system errors over every operation the functions use', () => {
    for (const [id, metricName] of [
      ['TableThrottledRequests', 'ThrottledRequests'],
      ['TableSystemErrors', 'SystemErrors'],
    ] as const) {
      const props = alarmNamed(id);
      const stats = Object.values(statsOf(props));
      expect(stats.map((s: any) => dims(s).Operation).sort(), id).toEqual([...TABLE_OPERATIONS].sort());
      for (const s of stats as any[]) {
        expect(s.Metric).toMatchObject({ Namespace: 'AWS/DynamoDB', MetricName: metricName });
        expect(dims(s).TableName).toEqual({ Ref: tableId });
      }
      // CloudWatch allows 10 metrics in an alarm's math; a missing series must not hide the others.
      expect(props.Metrics.length).toBeLessThanOrEqual(11);
      expect(expressionOf(props).split(' + ').every((term) => /^FILL\(\w+, 0\)$/.test(term))).toBe(true);
      expect(props.Threshold).toBe(1);
    }
  });

  it('watches read and write throttle events of the table and of each GSI', () => {
    for (const [id, metricName] of [
      ['TableReadThrottleEvents', 'ReadThrottleEvents'],
      ['TableWriteThrottleEvents', 'WriteThrottleEvents'],
    ] as const) {
      const props = alarmNamed(id);
      const stats = Object.values(statsOf(props)) as any[];
      expect(stats.map((s) => s.Metric.MetricName)).toEqual(stats.map(() => metricName));
      expect(stats.map((s) => dims(s).GlobalSecondaryIndexName ?? 'table').sort()).toEqual(['table', ...TABLE_KEY_SCHEMA.globalIndexes.map((i) => i.indexName)].sort());
      for (const s of stats) expect(dims(s).TableName).toEqual({ Ref: tableId });
      expect(expressionOf(props).split(' + ').every((term) => /^FILL\(\w+, 0\)$/.test(term))).toBe(true);
    }
  });
});

describe('Monitoring: the alarm topic', () => {
  it('is encrypted with a rotated key that lets CloudWatch alarms publish', () => {
    const [, topic] = only(template, 'AWS::SNS::Topic');
    const keyRef = topic.Properties.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] };
    const keyId = keyRef['Fn::GetAtt'][0];
    const key = template.toJSON().Resources[keyId];
    expect(key.Type).toBe('AWS::KMS::Key');
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const statements = key.Properties.KeyPolicy.Statement as any[];
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      }),
    );
  });

  it('refuses publishing without TLS and lets only this account\'s alarms publish', () => {
    const [, policy] = only(template, 'AWS::SNS::TopicPolicy');
    expect(policy.Properties.Topics).toEqual([{ Ref: topicId }]);
    const statements = policy.Properties.PolicyDocument.Statement as any[];
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    const allow = statements.find((s) => s.Effect === 'Allow' && s.Principal?.Service === 'cloudwatch.amazonaws.com');
    expect(allow).toMatchObject({ Action: 'sns:Publish', Resource: { Ref: topicId } });
    expect(JSON.stringify(allow.Condition.ArnLike['aws:SourceArn'])).toContain(':alarm:*');
    expect(allow.Condition.StringEquals['aws:SourceAccount']).toEqual({ Ref: 'AWS::AccountId' });
  });

  it('outputs the topic ARN and has no subscription unless an address is given', () => {
    template.hasOutput('AlarmTopicArn', { Value: { Ref: topicId } });
    expect(resourcesOf(template, 'AWS::SNS::Subscription')).toEqual({});
  });

  it('subscribes the alarmEmail address to the topic', () => {
    // A bare stack with stand-ins: the construct under test, without bundling six Lambdas again.
    const app = new App();
    const bare = new Stack(app, 'Bare');
    const table = new TableV2(bare, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    const fn = new LambdaFunction(bare, 'Fn', { runtime: Runtime.NODEJS_22_X, handler: 'index.handler', code: Code.fromInline('exports.handler=async()=>({})') });
    const functions = Object.fromEntries(ENDPOINT_GROUPS.map((g) => [g, { fn }])) as Record<EndpointGroup, { fn: typeof fn }>;
    new Monitoring(bare, 'Monitoring', { httpApi: new HttpApi(bare, 'Api'), functions, table, alarmEmail: 'ops@example.org' });
    Template.fromStack(bare).hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' });
  });
});

describe('Monitoring: the dashboard', () => {
  it('exists once, with the alarms, the API, Lambda and DynamoDB graphs and every business metric', () => {
    const [, dashboard] = only(template, 'AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const title of ['Alarms', 'API requests and errors', 'API latency (ms)', 'Lambda errors', 'Lambda throttles', 'DynamoDB throttles', 'DynamoDB consumed capacity']) {
      expect(body).toContain(title);
    }
    for (const name of BUSINESS_METRICS) {
      const dimensions = name.startsWith('Game') ? `service,${GAME_DIMENSION}` : 'service';
      expect(body).toContain(`SEARCH('{${METRICS_NAMESPACE},${dimensions}} MetricName=\\\\\\"${name}\\\\\\"'`);
    }
    for (const id of Object.values(groupFunctionIds(stack))) expect(body).toContain(`"Ref":"${id}"`);
  });
});
