import { BUSINESS_METRICS, ENDPOINT_GROUPS } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { deployedFunctionName, deployedLogBytes } from '../../src/bench/log-capture.js';
import { customMetricCount, stageFacts, type TemplateJson } from '../../src/bench/stage.js';

const fn = (group: string, memory: number, tracing?: string) => ({
  Type: 'AWS::Lambda::Function',
  Properties: { MemorySize: memory, Environment: { Variables: { POWERTOOLS_SERVICE_NAME: group } }, ...(tracing ? { TracingConfig: { Mode: tracing } } : {}) },
});
const template = (extra: TemplateJson['Resources'] = {}): TemplateJson => ({
  Resources: {
    ...Object.fromEntries(ENDPOINT_GROUPS.map((g) => [`Fn${g}`, fn(g, g === 'auth' ? 1024 : 512)])),
    Helper: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 128 } },
    Secret: { Type: 'AWS::SecretsManager::Secret' },
    Key: { Type: 'AWS::KMS::Key' },
    Plain: { Type: 'AWS::CloudWatch::Alarm', Properties: { MetricName: 'Errors' } },
    Math: { Type: 'AWS::CloudWatch::Alarm', Properties: { Metrics: [{ Id: 'a', MetricStat: {} }, { Id: 'b', MetricStat: {} }, { Id: 'e', Expression: 'a/b' }] } },
    Board: { Type: 'AWS::CloudWatch::Dashboard' },
    Stage: { Type: 'AWS::ApiGatewayV2::Stage', Properties: { AccessLogSettings: { Format: '{"status":"$context.status"}' } } },
    Logs: { Type: 'AWS::S3::Bucket', Properties: { LifecycleConfiguration: { Rules: [{ ExpirationInDays: 90 }] } } },
    Cdn: { Type: 'AWS::CloudFront::Distribution', Properties: { DistributionConfig: { Logging: { Bucket: { 'Fn::GetAtt': ['Logs', 'RegionalDomainName'] } } } } },
    ...extra,
  },
});

describe("a stage's facts from its synthesized template", () => {
  it("reads each group's memory, tracing, the access log format and how long CloudFront's logs are kept", () => {
    const facts = stageFacts([template()], { identities: [] });
    expect(facts.memoryMb).toEqual(Object.fromEntries(ENDPOINT_GROUPS.map((g) => [g, g === 'auth' ? 1024 : 512])));
    expect(facts).toMatchObject({ tracing: false, accessLogFormat: '{"status":"$context.status"}', cloudFrontLogDays: 90, waf: false });
    expect(stageFacts([template({ FnTraced: fn('games', 512, 'Active') })], { identities: [] }).tracing).toBe(true);
  });

  it('counts the fixed items: secrets, keys, alarms by the metrics they read, dashboards, custom metrics, WAF in any stack', () => {
    const waf: TemplateJson = { Resources: { Acl: { Type: 'AWS::WAFv2::WebACL', Properties: { Rules: [{}, {}] } } } };
    const facts = stageFacts([template(), waf], { identities: ['GameStarted game=ifa_signs', 'GameStarted game=orisha_matching', 'ColdStart'] });
    const count = (what: string) => facts.fixed.find((i) => i.what === what)?.count;
    expect([count('Secrets Manager secret'), count('KMS customer managed key'), count('alarm metric'), count('dashboard'), count('WAF web ACL'), count('WAF rule')]).toEqual([1, 1, 3, 1, 1, 2]);
    expect(count('custom metric')).toBe(ENDPOINT_GROUPS.length + 2 + (BUSINESS_METRICS.length - 1));
    expect(facts.waf).toBe(true);
  });

  it('prices an hourly schedule\'s runs (the reminder sender, DESIGN.md 5d) at its target\'s memory, and refuses an expression it cannot count', () => {
    const scheduled = (expression: string, memory: number) =>
      template({
        FnSender: fn('reminders', memory),
        Hourly: { Type: 'AWS::Scheduler::Schedule', Properties: { ScheduleExpression: expression, Target: { Arn: { 'Fn::GetAtt': ['FnSender', 'Arn'] } } } },
      });
    const item = (memory: number) => stageFacts([scheduled('cron(0 * * * ? *)', memory)], { identities: [] }).fixed.find((i) => i.what === 'EventBridge Scheduler schedule')!;
    expect(item(512)).toMatchObject({ count: 1, note: expect.stringContaining('720 runs a month') });
    // 720 invocations ($1 a million), Lambda requests and a cold run each, a secret read each: about half a cent.
    expect(item(512).price).toBeGreaterThan(0.003);
    expect(item(512).price).toBeLessThan(0.01);
    expect(item(1024).price).toBeGreaterThan(item(512).price);
    expect(stageFacts([template()], { identities: [] }).fixed.some((i) => i.what === 'EventBridge Scheduler schedule')).toBe(false);
    expect(() => stageFacts([scheduled('rate(5 minutes)', 512)], { identities: [] })).toThrow(/rate\(5 minutes\)/);
  });

  it('fails when a group has no function in the template', () => {
    const partial: TemplateJson = { Resources: { A: fn('auth', 1024) } };
    expect(() => stageFacts([partial], { identities: [] })).toThrow(/no function in the template for user/);
  });

  it('counts a business metric once per dimension set seen, an unseen one once', () => {
    expect(customMetricCount({ identities: [] }).count).toBe(ENDPOINT_GROUPS.length + BUSINESS_METRICS.length);
  });
});

describe('log lines as the deployed function prints them', () => {
  it("puts the deployed name and ARN in place of the local ones, and the trace id Lambda adds", () => {
    const line = '{"function_arn":"arn:aws:lambda:local:000000000000:function:local-games","function_name":"local-games","function_request_id":"r"}';
    const deployed = line
      .replace('arn:aws:lambda:local:000000000000:function:local-games', `arn:aws:lambda:us-east-1:123456789012:function:${deployedFunctionName('games')}`)
      .replace('"local-games"', `"${deployedFunctionName('games')}"`);
    expect(deployedLogBytes([line], 'games')).toBe(Buffer.byteLength(deployed) + ',"xray_trace_id":"1-6748c3a2-4e6f1b2c3d4e5f6a7b8c9d0e"'.length);
    expect(deployedLogBytes(['{"_aws":{}}'], 'games')).toBe(11);
  });
});
