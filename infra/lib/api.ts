import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { API_BASE, ENDPOINT_GROUPS, routeList, type EndpointGroup } from '@ifa/shared';
import { Construct } from 'constructs';
import { handlerEntry } from './paths.js';
import { ProjectFunction } from './project-function.js';

type WriteAction = 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';

/** What each endpoint group's Lambda gets beyond the defaults. */
interface GroupSettings {
  readonly memorySize?: number;
  /**
   * Least privilege: the write actions the group's routes send, and no more. The local stack
   * enforces these roles and `npm test` fails on a write a group sends without its grant, and
   * on a grant none of its requests uses (scripts/src/local/iam, DESIGN.md 10).
   */
  readonly writes: readonly WriteAction[];
}

export const GROUPS: Record<EndpointGroup, GroupSettings> = {
  // scrypt with N=2^17 (DESIGN.md 4) needs 128 MiB per hash and CPU, which Lambda scales with memory.
  // Registration, login throttles and password reset (a used reset token and lifted locks are deleted).
  auth: { memorySize: 1024, writes: ['PutItem', 'UpdateItem', 'DeleteItem'] },
  // Settings and my deities; a browser's daily reminder registered (Put, Update) and removed (Delete).
  user: { writes: ['PutItem', 'UpdateItem', 'DeleteItem'] },
  // Daily practice writes: review start (its cards in batches), answer, hint, complete and the streak freeze.
  progress: { writes: ['PutItem', 'UpdateItem', 'BatchWriteItem'] },
  games: { writes: ['PutItem', 'UpdateItem'] },
  // A secret's purchase and a contribution.
  'ifa-signs': { writes: ['PutItem', 'UpdateItem'] },
  // Users and signs deleted, account requests decided.
  // A house dissolved: its members' and assignments' items deleted in batches.
  admin: { writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'] },
  // Friends, blocks, the inbox, duels and the house (issue 28): relation items written and deleted,
  // counters and settings updated, a dissolved house's items deleted in batches.
  social: { writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'] },
};

// Item-level actions only. Scan is left out on purpose: no request path may scan (DESIGN.md 3, 8),
// so a stray Scan fails with AccessDenied instead of quietly reading the whole table.
// Transactions are authorized per item: a TransactWriteItems needs the action of each of its
// parts (ConditionCheckItem, PutItem, UpdateItem, DeleteItem).
const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];

/**
 * The group whose Lambda answers the `$default` route: any /api request no route of the table
 * matches gets its `{ "detail": MSG.notFound }` 404 (group-handler.ts finds no route for the
 * route key `$default`) instead of API Gateway's own `{"message":"Not Found"}`. ifa-signs is
 * the cheapest to wake: the smallest bundle and the fastest module init of the six
 * (bench/results.md), 512 MB, and warm most of the time (the encyclopedia); a 404 reads nothing.
 */
export const NOT_FOUND_GROUP: EndpointGroup = 'ifa-signs';

/** Stage-wide throttle: far above a learning community's traffic, low enough to cap a flood's bill. */
const THROTTLE = { rateLimit: 100, burstLimit: 200 };

export interface ApiProps {
  readonly table: ITableV2;
  /** When set, the auth group sends password-reset mail from this SES identity (DESIGN.md 4). */
  readonly senderEmail?: string;
}

/**
 * The HTTP API. Its routes and its Lambdas (one per endpoint group) are generated from the
 * shared route table, the only list of endpoints (DESIGN.md 1). Routes live under `/api`
 * because CloudFront forwards `/api/*` unchanged, and each handler dispatches on
 * `event.routeKey` = `${method} /api${path}`.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: Record<EndpointGroup, ProjectFunction>;
  /** HS256 signing key for the session JWTs, read by the functions once per cold start. */
  readonly jwtSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'HS256 signing key of the Ifá platform session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.jwtSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The JWT signing key is not rotated automatically: functions cache it per cold start and a rotation ' +
        'would sign users out at random while instances roll over; rotate it by hand (update the secret, then ' +
        'redeploy) when it may have leaked.',
    });

    this.functions = Object.fromEntries(
      ENDPOINT_GROUPS.map((group) => [group, this.groupFunction(group, GROUPS[group], props)]),
    ) as Record<EndpointGroup, ProjectFunction>;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Ifá learning platform API, reached through CloudFront at /api/*',
      // The default stage is added below with throttling and access logs.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            responseLength: '$context.responseLength',
          }),
        ),
      },
    });

    const integrations = Object.fromEntries(
      ENDPOINT_GROUPS.map((group) => [group, new HttpLambdaIntegration(`${group}-integration`, this.functions[group].fn)]),
    ) as Record<EndpointGroup, HttpLambdaIntegration>;

    for (const route of routeList) {
      this.httpApi.addRoutes({
        path: `${API_BASE}${route.path}`,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.group],
      });
    }
    // Under the API, like the table's routes (and the APIG4 acknowledgement above them).
    new HttpRoute(this.httpApi, 'NotFoundRoute', {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: integrations[NOT_FOUND_GROUP],
    });

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "Authorization is enforced in the group Lambdas from each route's auth level in the shared route table " +
        '(HS256 session JWT, then the stored user and role, DESIGN.md 4); public routes such as login must stay ' +
        'open, and HTTP API JWT authorizers only verify JWKS-signed tokens.',
    });
  }

  /** The URL the auth group puts into password-reset links. */
  setAppUrl(url: string) {
    this.functions.auth.fn.addEnvironment('APP_URL', url);
  }

  private groupFunction(group: EndpointGroup, settings: GroupSettings, props: ApiProps) {
    // Only the auth group sends mail (forgot-password).
    const senderEmail = group === 'auth' ? props.senderEmail : undefined;

    const fn = new ProjectFunction(this, `${group}-fn`, {
      entry: handlerEntry(group),
      description: `Ifá API: the ${group} endpoint group`,
      memorySize: settings.memorySize,
      environment: {
        TABLE_NAME: props.table.tableName,
        JWT_SECRET_ARN: this.jwtSecret.secretArn,
        STAGE: 'production',
        // The `service` of every log line and metric (lib/log.ts, lib/metrics.ts).
        POWERTOOLS_SERVICE_NAME: group,
        ...(senderEmail ? { SENDER_EMAIL: senderEmail } : {}),
      },
    });

    const tableActions = [...TABLE_READ, ...settings.writes.map((action) => `dynamodb:${action}`)];
    props.table.grant(fn.fn, ...tableActions);
    this.jwtSecret.grantRead(fn.fn);

    const tableLogicalId = Stack.of(this).getLogicalId(props.table.node.defaultChild as CfnElement);
    Validations.of(fn).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
        reason:
          "The table grant includes the table's own indexes (gsi1, gsi2 from TABLE_KEY_SCHEMA), which the " +
          'admin lists, the oddun catalogue and the moderation queues query.',
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked only synchronously by the HTTP API, which returns the error to the caller; a dead-letter queue applies to asynchronous invocations.',
      },
    );

    if (senderEmail) {
      // SES authorizes the From identity: the address itself or its verified domain.
      const stack = Stack.of(this);
      const identities = [senderEmail, senderEmail.slice(senderEmail.indexOf('@') + 1)];
      fn.fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: identities.map((identity) =>
            stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
          ),
        }),
      );
    }
    return fn;
  }
}
