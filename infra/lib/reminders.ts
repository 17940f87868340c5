import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput, TimeWindow } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { REMINDER_RUN_TIME_FIELD, type ScheduledFunction } from '@ifa/shared';
import { Construct } from 'constructs';
import { handlerEntry } from './paths.js';
import { ProjectFunction } from './project-function.js';

/**
 * The table actions the sender sends, and no more (DESIGN.md 10: the local stack enforces this
 * role, and `npm test` fails on an action it lacks or a write grant it never uses): the reminders
 * of an hour (Query of gsi1), the learner (GetItem), their devices (Query) and cards due (Query
 * of gsi2); a reminder filed again (UpdateItem), the day's mark (PutItem), a gone browser and an
 * emptied reminder deleted (DeleteItem).
 */
export const SENDER_TABLE_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] as const;

/** The sender's function name in the shared list of scheduled functions (its POWERTOOLS_SERVICE_NAME). */
export const SENDER: ScheduledFunction = 'reminders';

/**
 * How long an asynchronous invocation may wait for its retry. The sender drops a run that starts
 * more than 45 minutes after its hour (functions/src/handlers/reminders.ts): a reminder at 8 must
 * not come at 9.
 */
const MAX_EVENT_AGE = Duration.minutes(30);

export interface RemindersProps {
  readonly table: ITableV2;
  /** The stage: the schedule's name is unique per account and region. */
  readonly stage: string;
  /** The user group's function, which answers the VAPID public key (GET /user/reminders). */
  readonly userFunction: ProjectFunction;
  /** The contact push services may use about this sender (RFC 8292): a mailto: or https: URL. */
  readonly subject: string;
}

/**
 * Daily practice reminders (DESIGN.md 5d, docs/decisions/022-reminders.md): the VAPID keys in
 * Secrets Manager, the sender Lambda, and the EventBridge Scheduler schedule that invokes it at
 * the start of every UTC hour, through a role that may invoke that function and nothing else.
 */
export class Reminders extends Construct {
  readonly vapidSecret: Secret;
  readonly sender: ProjectFunction;
  readonly schedule: Schedule;
  readonly schedulerRole: Role;

  constructor(scope: Construct, id: string, props: RemindersProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Secrets Manager cannot generate an EC key: it generates a seed, and the functions derive
    // the P-256 pair from it (functions/src/lib/vapid-keys.ts), or read a pair put there as JSON.
    this.vapidSecret = new Secret(this, 'VapidSecret', {
      description: 'Seed (or JSON key pair) of the VAPID keys that sign the Ifá platform practice reminders',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.vapidSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The VAPID keys are not rotated automatically: every browser subscribed with the public key, and a new ' +
        'key would silently end every learner\'s reminders until they subscribe again; rotate by hand only when ' +
        'the key may have leaked (docs/operations.md "Secrets").',
    });

    this.sender = new ProjectFunction(this, 'sender-fn', {
      entry: handlerEntry(SENDER),
      description: 'Ifá practice reminders: the hourly Web Push sender',
      // A run waits on push services, at most 16 learners at a time; it stops taking learners
      // 20 s before this and fails, so that its retry finishes the hour (the handler).
      timeout: Duration.minutes(5),
      environment: {
        TABLE_NAME: props.table.tableName,
        VAPID_SECRET_ARN: this.vapidSecret.secretArn,
        VAPID_SUBJECT: props.subject,
        STAGE: 'production',
        POWERTOOLS_SERVICE_NAME: SENDER,
      },
    });
    const fn = this.sender.fn;
    props.table.grant(fn, ...SENDER_TABLE_ACTIONS);
    this.vapidSecret.grantRead(fn);
    // Lambda retries a failed asynchronous run once (the day's marks keep the learners already
    // reminded from a second reminder), and never past the hour.
    fn.configureAsyncInvoke({ retryAttempts: 1, maxEventAge: MAX_EVENT_AGE });

    // The user group answers the public key a browser subscribes with.
    props.userFunction.fn.addEnvironment('VAPID_SECRET_ARN', this.vapidSecret.secretArn);
    this.vapidSecret.grantRead(props.userFunction.fn);

    const scheduleName = `ifa-${props.stage}-practice-reminders`;
    // Only EventBridge Scheduler, for this account's schedule of this name, may take this role
    // (the confused-deputy conditions AWS recommends); the target grants it lambda:InvokeFunction
    // on the sender alone.
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      description: 'Lets the practice reminders schedule invoke the sender, and nothing else',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `default/${scheduleName}` }) },
        },
      }),
    });

    this.schedule = new Schedule(this, 'HourlySchedule', {
      scheduleName,
      description: 'Sends the practice reminders due this hour (Web Push)',
      // At minute 0 of every hour, UTC: each run sends the reminders of its hour (functions/src/domain/reminder-slot.ts).
      schedule: ScheduleExpression.cron({ minute: '0' }),
      timeWindow: TimeWindow.off(),
      target: new LambdaInvoke(fn, {
        role: this.schedulerRole,
        // The hour the run is for, so a retried invocation still sends what was due then.
        input: ScheduleTargetInput.fromObject({ [REMINDER_RUN_TIME_FIELD]: ContextAttribute.scheduledTime }),
        retryAttempts: 2,
        maxEventAge: MAX_EVENT_AGE,
      }),
    });

    const tableLogicalId = stack.getLogicalId(props.table.node.defaultChild as CfnElement);
    Validations.of(this.sender).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
        reason: 'The sender queries gsi1 (the reminders filed under an hour) and gsi2 (the cards due), both indexes of the single table.',
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'A failed hourly run is not replayed later (a reminder an hour late is wrong): Lambda retries it once within ' +
          '30 minutes and the Errors alarm reports it (infra/lib/monitoring.ts).',
      },
      {
        id: 'Serverless-LambdaAsyncFailureDestination',
        reason: 'As for the dead-letter queue: a failed run is retried once within its hour, then only reported by the Errors alarm.',
      },
    );
    const fnLogicalId = stack.getLogicalId(fn.node.defaultChild as CfnElement);
    Validations.of(this.schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${fnLogicalId}.Arn>:*]`,
      reason: "CDK's grantInvoke also names the function's versions and aliases (Arn:*); no other function is reachable.",
    });
  }
}
