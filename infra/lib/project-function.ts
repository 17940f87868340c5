import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { Charset, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { REPO_ROOT } from './paths.js';

/**
 * Clients left to the AWS SDK v3 the Lambda runtime ships (its ES module imports resolve to it)
 * instead of bundled: the two the Lambdas call only in AWS, each through a dynamic import. SES
 * sends a production password-reset mail (functions/src/lib/mailer.ts; 113 KB bundled, which put
 * the auth group over floor + 250 KB, DESIGN.md 8); Secrets Manager is read once per cold start
 * for the JWT key (functions/src/lib/jwt-secret.ts; 29 KB in every group). Neither is called
 * locally (the JWT key comes from JWT_SECRET there; the tests mock both), so bundling them would
 * not bring local runs any closer to AWS. DynamoDB is bundled at the version the tests ran.
 */
export const RUNTIME_SDK_CLIENTS = ['@aws-sdk/client-sesv2', '@aws-sdk/client-secrets-manager'];

/**
 * The esbuild options of every Lambda bundle. `npm run bench` builds with these same options
 * (scripts/src/bench/lambda.ts), so the sizes and init times it reports are the deployed ones.
 */
export const LAMBDA_ESBUILD = {
  target: 'node24',
  format: 'esm',
  // Prefer the ESM builds so esbuild can tree-shake the SDK and middy.
  mainFields: ['module', 'main'],
  external: [...RUNTIME_SDK_CLIENTS],
  minify: true,
  // A linked source map without the sources: stack traces in the logs name the TypeScript file
  // and line (NODE_OPTIONS below), and the map holds no source code.
  sourcemap: true,
  sourcesContent: false,
  // Spanish messages stay readable and shorter than \u escapes.
  charset: 'utf8',
  // Some CommonJS dependencies call require() for Node built-ins; ESM output needs one.
  banner: "import { createRequire as __ifaCreateRequire } from 'node:module'; const require = __ifaCreateRequire(import.meta.url);",
} as const;

/**
 * How the Lambda runtime starts Node for every group: the source maps read at module load (it
 * costs module init about 6 ms on this machine, which `npm run bench` counts).
 */
export const LAMBDA_NODE_OPTIONS = '--enable-source-maps';

export interface ProjectFunctionProps {
  /** Absolute path of the handler module; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default 10 seconds (the HTTP API gives up after 30) */
  readonly timeout?: Duration;
  readonly environment?: Record<string, string>;
}

/**
 * A NodejsFunction with the project's defaults (STYLE.md "Infra reads like the architecture"):
 * Node 24 on arm64, its own log group with retention, and a role that may only write to that
 * log group. Callers add the grants their group needs.
 */
export class ProjectFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ProjectFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });

    // An own role instead of AWSLambdaBasicExecutionRole, whose logs:* statement covers every log group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(role);

    Validations.of(this).acknowledge({
      id: 'Serverless-LambdaTracing',
      reason:
        'X-Ray is off (docs/operations.md "Traces"): nothing instruments the SDK calls, so a trace would only repeat ' +
        'the duration the REPORT line and the request log already give, at a price per trace.',
    });

    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      // Off: with nothing instrumenting the SDK a trace holds one segment, the invocation's
      // duration, which the logs already carry; `npm run bench` prices what is on (docs/operations.md).
      tracing: Tracing.DISABLED,
      logGroup: this.logGroup,
      role,
      environment: { NODE_OPTIONS: LAMBDA_NODE_OPTIONS, ...props.environment },
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      bundling: {
        format: OutputFormat.ESM,
        target: LAMBDA_ESBUILD.target,
        mainFields: [...LAMBDA_ESBUILD.mainFields],
        // One tree-shaken, minified file with the AWS SDK v3 clients it uses (DynamoDB through
        // @aws-sdk/lib-dynamodb; Secrets Manager and SES loaded on first use).
        externalModules: [...LAMBDA_ESBUILD.external],
        minify: LAMBDA_ESBUILD.minify,
        sourceMap: LAMBDA_ESBUILD.sourcemap,
        sourcesContent: LAMBDA_ESBUILD.sourcesContent,
        charset: Charset.UTF8,
        banner: LAMBDA_ESBUILD.banner,
      },
    });
  }
}
