import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, DefaultStackSynthesizer, Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EDGE_HEADERS } from '@ifa/shared';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@ifa/shared/security-headers';
import { SPA_REWRITE_FUNCTION } from '@ifa/shared/spa-pages';
import { Construct } from 'constructs';

/**
 * On /api/* only: the viewer's address, written by CloudFront into a header of our own. The
 * assignment overwrites any header of that name the viewer sent, so the API can believe it
 * whenever the origin secret proves the request came this way (docs/decisions/006-throttling.md).
 */
export const VIEWER_ADDRESS_FUNCTION = `
function handler(event) {
  var request = event.request;
  request.headers['${EDGE_HEADERS.viewerAddress}'] = { value: event.viewer.ip };
  return request;
}`;

export interface SiteProps {
  /** Forwarded at /api/* through its default stage. */
  readonly api: IHttpApi;
  /** Folder of the built SPA; when it has no index.html, nothing is uploaded. */
  readonly webDist: string;
}

/**
 * One host for everything (DESIGN.md 1): CloudFront serves the SPA from a private bucket
 * through Origin Access Control and forwards /api/* to the HTTP API, uncached.
 */
export class Site extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;
  /**
   * Sent by CloudFront to the API with every request (header EDGE_HEADERS.originVerify); the
   * auth Lambda believes the viewer-address header only next to it.
   */
  readonly originSecret: Secret;
  /** The public URL of the app. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Access logs of the site bucket and of CloudFront. CloudFront's standard logs are written
    // with ACLs, hence object ownership "bucket owner preferred" rather than ACLs disabled.
    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own writes would only log the logging.',
    });

    this.bucket = new Bucket(this, 'Spa', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/',
    });

    // The headers of shared/src/security-headers.ts, which the local gateway sends too; HSTS only
    // here, over HTTPS. infra/test/security-headers.test.ts reads them back from the template.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS and friends for the SPA and the API',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: SECURITY_HEADERS['content-security-policy'], override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
          includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubDomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: SECURITY_HEADERS['referrer-policy'] as HeadersReferrerPolicy, override: true },
        frameOptions: { frameOption: SECURITY_HEADERS['x-frame-options'] as HeadersFrameOption, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: SECURITY_HEADERS['permissions-policy'], override: true }],
      },
    });

    this.originSecret = new Secret(this, 'OriginSecret', {
      description: 'Header value CloudFront adds to API requests: proves a request came through CloudFront',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the auth Lambda receive the value at deploy time (dynamic reference); rotating it means ' +
        'redeploying both, and until then the API only stops believing viewer addresses (it falls back to the ' +
        'edge address, stricter, never looser).',
    });

    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // CloudFront overwrites a viewer header of the same name, so a viewer cannot present it.
      customHeaders: { [EDGE_HEADERS.originVerify]: this.originSecret.secretValue.unsafeUnwrap() },
    });

    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'Ifá learning platform: SPA and /api',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Default price class (all edges): many learners are in Latin America and the Caribbean,
      // which the cheaper classes leave out.
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', {
              comment: 'Serve index.html or a start screen copy of it for client routes (extension-less paths)',
              runtime: FunctionRuntime.JS_2_0,
              code: FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
            }),
          },
        ],
      },
      additionalBehaviors: {
        // Forwarded as is (the API routes carry the /api base); the Host header is left out
        // because API Gateway routes by its own host name. With caching disabled this policy
        // also forwards Authorization, which carries the session token.
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          // Behind CloudFront the API sees an edge server as the caller; the login, register and
          // forgot-password throttles need the viewer (docs/decisions/006-throttling.md).
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: new CloudFrontFunction(this, 'ViewerAddress', {
                comment: 'Pass the viewer IP to the API in a header the viewer cannot set',
                runtime: FunctionRuntime.JS_2_0,
                code: FunctionCode.fromInline(VIEWER_ADDRESS_FUNCTION),
              }),
            },
          ],
        },
      },
      // No errorResponses on purpose: a distribution-wide 403/404 -> index.html mapping would
      // also rewrite the API's 403 and 404 answers.
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A learning platform open to learners in every country: no geo restriction is wanted.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL yet (fixed monthly cost): the API has stage throttling, and login, register and ' +
          'forgot-password are throttled per viewer address and per email (docs/decisions/006-throttling.md); ' +
          'add a rate-based WAF rule when traffic grows.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; ' +
          'with a custom domain set minimumProtocolVersion to TLSv1.2_2021.',
      },
    );

    this.deploySpa(props.webDist);
  }

  private deploySpa(webDist: string) {
    if (!existsSync(join(webDist, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'ifa:site-not-built',
        `${webDist} has no index.html, so no SPA is uploaded; run \`npm run build\` first (\`npm run deploy\` does).`,
      );
      return;
    }

    const logGroup = new LogGroup(this, 'DeployLogs', { retention: RetentionDays.ONE_WEEK });
    const destinationBucket = this.bucket;

    // Hashed Vite assets first, kept across deploys (prune: false) so a browser still holding
    // the previous index.html can load its lazy chunks.
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(webDist)],
      destinationBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      logGroup,
    });

    // Then the shell (index.html and other unhashed files), revalidated on every visit.
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [Source.asset(webDist)],
      destinationBucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
    shell.node.addDependency(assets);
    this.acknowledgeDeployHelper(shell);
  }

  /**
   * The deployments share one CDK-managed helper Lambda (role, policy and runtime are CDK's).
   * It runs only while CloudFormation deploys, never on a user's request.
   */
  private acknowledgeDeployHelper(deployment: BucketDeployment) {
    const helper = deployment.handlerRole.node.scope;
    if (!helper) return;
    const stack = Stack.of(this);
    // The CDK asset bucket's name carries the bootstrap qualifier (cdk bootstrap --qualifier).
    const qualifier: unknown = this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier');
    const assetBucket = `cdk-${typeof qualifier === 'string' ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>`;
    const siteBucket = stack.getLogicalId(this.bucket.node.defaultChild as CfnElement);

    const copyGrants =
      "CDK's grants for copying the SPA from the CDK asset bucket into the site bucket (read, write, prune) " +
      'and for invalidating the distribution afterwards.';
    Validations.of(helper).acknowledge(
      ...[
        'Action::s3:GetBucket*',
        'Action::s3:GetObject*',
        'Action::s3:List*',
        'Action::s3:Abort*',
        'Action::s3:DeleteObject*',
        `Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*`,
        `Resource::<${siteBucket}.Arn>/*`,
        'Resource::*',
      ].map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason: copyGrants })),
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK gives its deployment helper the basic execution role; it only writes its own logs.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: "CDK pins the helper's Python runtime to match its bundled AWS CLI layer.",
      },
      {
        id: 'Serverless-LambdaLatestVersion',
        reason: "CDK pins the helper's Python runtime to match its bundled AWS CLI layer.",
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'A custom-resource handler invoked by CloudFormation, which fails the deployment on error; there is no async event to keep.',
      },
      {
        id: 'Serverless-LambdaTracing',
        reason: 'Runs once per deployment, not on user requests; its CloudWatch logs are enough to debug it.',
      },
    );
  }
}
