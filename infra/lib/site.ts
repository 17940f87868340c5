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
import { Construct } from 'constructs';

/** Who may load what in the SPA: everything from our own origin, the API included (DESIGN.md 1). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

/**
 * SPA fallback on the default (S3) behaviour only: a client route such as /dashboard has no
 * file extension, so it gets the app shell. The /api/* behaviour never runs this, so the
 * API's 403/404 reach the client unchanged.
 */
const SPA_REWRITE = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
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

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS and friends for the SPA and the API',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true },
        ],
      },
    });

    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
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
              comment: 'Serve index.html for client routes (extension-less paths)',
              runtime: FunctionRuntime.JS_2_0,
              code: FunctionCode.fromInline(SPA_REWRITE),
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
          'No WAF web ACL yet (fixed monthly cost): the API has stage throttling and per-email login throttling ' +
          '(DESIGN.md 4); add a rate-based WAF rule when traffic grows.',
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
