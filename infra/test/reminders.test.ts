import type { CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { ENDPOINT_GROUPS, REMINDER_RUN_TIME_FIELD } from '@ifa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IfaStack } from '../lib/ifa-stack.js';
import { SENDER_TABLE_ACTIONS } from '../lib/reminders.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, actionsOf, groupFunctionIds, logicalId, only, resourcesOf, statementsOf, type Resource } from './helpers.js';

/**
 * Daily practice reminders in the template (DESIGN.md 5d, issue 35 point 5: "CDK assertions for
 * the schedule, its role and the secret"): an EventBridge Scheduler schedule at the start of every
 * UTC hour, invoking the sender through a role that can invoke that function and nothing else;
 * the VAPID secret, readable by the sender and the user group only; the sender's grants.
 */
let stack: IfaStack;
let template: Template;
let resources: Record<string, Resource>;
let senderId: string;
let scheduleProps: Record<string, any>;

beforeAll(() => {
  ({ stack, template } = synthIfaStack(FULL_SYNTH));
  resources = template.toJSON().Resources;
  senderId = logicalId(stack.reminders.sender.fn.node.defaultChild as CfnElement);
  scheduleProps = only(template, 'AWS::Scheduler::Schedule')[1].Properties;
});

const secretId = () => logicalId(stack.reminders.vapidSecret.node.defaultChild as CfnElement);
const roleId = () => logicalId(stack.reminders.schedulerRole.node.defaultChild as CfnElement);

describe('the reminder schedule', () => {
  it('runs at minute 0 of every hour, in UTC, on time (no flexible window)', () => {
    expect(scheduleProps).toMatchObject({
      ScheduleExpression: 'cron(0 * * * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Name: 'ifa-prod-practice-reminders',
    });
  });

  it('invokes the sender with the hour it is due, and gives up within the hour', () => {
    expect(scheduleProps.Target.Arn).toEqual({ 'Fn::GetAtt': [senderId, 'Arn'] });
    expect(JSON.parse(scheduleProps.Target.Input)).toEqual({ [REMINDER_RUN_TIME_FIELD]: '<aws.scheduler.scheduled-time>' });
    expect(scheduleProps.Target.RoleArn).toEqual({ 'Fn::GetAtt': [roleId(), 'Arn'] });
    expect(scheduleProps.Target.RetryPolicy.MaximumEventAgeInSeconds).toBeLessThanOrEqual(45 * 60);
    // Lambda's own retry of a failed run, within the same bound.
    const [, config] = only(template, 'AWS::Lambda::EventInvokeConfig');
    expect(config.Properties).toMatchObject({ FunctionName: { Ref: senderId }, MaximumRetryAttempts: 1 });
    expect(config.Properties.MaximumEventAgeInSeconds).toBeLessThanOrEqual(45 * 60);
  });
});

describe('the schedule\'s role', () => {
  it('can be taken only by EventBridge Scheduler, for this account\'s schedule', () => {
    const trust = resources[roleId()]!.Properties.AssumeRolePolicyDocument.Statement;
    expect(trust).toHaveLength(1);
    expect(trust[0]).toMatchObject({
      Effect: 'Allow',
      Action: 'sts:AssumeRole',
      Principal: { Service: 'scheduler.amazonaws.com' },
      Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
    });
    expect(JSON.stringify(trust[0].Condition.ArnLike['aws:SourceArn'])).toContain(':schedule/default/ifa-prod-practice-reminders');
  });

  it('may invoke the sender (and its versions) and do nothing else', () => {
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).filter((p) =>
      (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId() })),
    );
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement);
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: [{ 'Fn::GetAtt': [senderId, 'Arn'] }, { 'Fn::Join': ['', [{ 'Fn::GetAtt': [senderId, 'Arn'] }, ':*']] }],
      },
    ]);
    expect(resources[roleId()]!.Properties.ManagedPolicyArns).toBeUndefined();
    expect(resources[roleId()]!.Properties.Policies).toBeUndefined();
  });
});

describe('the VAPID secret', () => {
  it('is generated in Secrets Manager (a 64-character seed), never written in the template', () => {
    const secret = resources[secretId()]!;
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    expect(secret.Properties.SecretString).toBeUndefined();
  });

  // A statement's Resource is one value or a list (CDK merges grants of the same actions).
  const names = (statement: { Resource: unknown }, id: string) => [statement.Resource].flat().some((r) => JSON.stringify(r) === JSON.stringify({ Ref: id }));

  it('is read by the sender and the user group alone, each by its ARN in the environment', () => {
    const readers = Object.entries(resourcesOf(template, 'AWS::IAM::Policy'))
      .filter(([, p]) => p.Properties.PolicyDocument.Statement.some((s: { Resource: unknown }) => names(s, secretId())))
      .flatMap(([, p]) => p.Properties.Roles.map((r: { Ref: string }) => r.Ref));
    const roleOf = (fnId: string) => resources[fnId]!.Properties.Role['Fn::GetAtt'][0];
    const userId = groupFunctionIds(stack).user;
    expect(readers.sort()).toEqual([roleOf(senderId), roleOf(userId)].sort());
    for (const fnId of [senderId, userId]) expect(resources[fnId]!.Properties.Environment.Variables.VAPID_SECRET_ARN).toEqual({ Ref: secretId() });
    for (const group of ENDPOINT_GROUPS.filter((g) => g !== 'user')) {
      expect(resources[groupFunctionIds(stack)[group]]!.Properties.Environment.Variables, group).not.toHaveProperty('VAPID_SECRET_ARN');
    }
    const statement = statementsOf(template, senderId).find((s) => names(s, secretId()))!;
    expect(actionsOf(statement).sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
  });
});

describe('the sender', () => {
  it('runs on the project defaults with a scheduled run\'s time, the production stage and its contact', () => {
    const fn = resources[senderId]!.Properties;
    expect(fn).toMatchObject({ Architectures: ['arm64'], Handler: 'index.handler', Runtime: expect.stringMatching(/^nodejs2[4-9]\.x$/) });
    expect(fn.Timeout).toBeGreaterThanOrEqual(60);
    expect(fn.Timeout).toBeLessThanOrEqual(900);
    expect(fn.Environment.Variables).toMatchObject({
      TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
      STAGE: 'production',
      POWERTOOLS_SERVICE_NAME: 'reminders',
      // With -c senderEmail, push services may write to that address (RFC 8292).
      VAPID_SUBJECT: 'mailto:no-reply@ifa.example.org',
    });
    expect(fn.Environment.Variables).not.toHaveProperty('JWT_SECRET_ARN');
    expect(fn.Environment.Variables).not.toHaveProperty('PUSH_ALLOW_LOOPBACK');
  });

  it('holds exactly the table actions it sends: no Scan, no batch, no transaction parts it does not use', () => {
    const table = statementsOf(template, senderId).filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    expect(table).toHaveLength(1);
    expect(actionsOf(table[0]!).sort()).toEqual([...SENDER_TABLE_ACTIONS].sort());
    expect(JSON.stringify(table[0]!.Resource)).toContain('/index/*');
    const all = statementsOf(template, senderId).flatMap(actionsOf);
    expect(all.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:')).sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
  });

  it('raises the errors alarm when a run fails', () => {
    const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter((a) =>
      (a.Properties.Dimensions ?? []).some((d: { Value: unknown }) => JSON.stringify(d.Value) === JSON.stringify({ Ref: senderId })),
    );
    expect(alarms.map((a) => a.Properties.MetricName)).toEqual(['Errors']);
  });
});

describe('without a mail sender', () => {
  it('gives push services the site\'s address as the contact', () => {
    const { stack: plain, template: plainTemplate } = synthIfaStack({ webDist: FULL_SYNTH.webDist });
    const id = logicalId(plain.reminders.sender.fn.node.defaultChild as CfnElement);
    const subject = plainTemplate.toJSON().Resources[id].Properties.Environment.Variables.VAPID_SUBJECT;
    expect(JSON.stringify(subject)).toMatch(/https:\/\//);
  });
});
