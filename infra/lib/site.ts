import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, DefaultStackSynthesizer, Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
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
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { API_BASE, EDGE_HEADERS, endpoints } from '@ifa/shared';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@ifa/shared/security-headers';
import { SPA_REWRITE_FUNCTION } from '@ifa/shared/spa-pages';
import { Construct } from 'constructs';
import type { CustomDomain } from './deploy-context.js';

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

/**
 * The encyclopedia's list of signs, the one API answer CloudFront may keep (DESIGN.md 8). Its
 * handler says how long (functions/src/services/sign-list-policy.ts); this caps it, so an
 * admin's edit reaches learners within that minute whatever the origin said.
 */
export const SIGN_LIST_PATH = `${API_BASE}${endpoints.oddunList.path}`;
export const SIGN_LIST_EDGE_MAX_TTL = Duration.seconds(30);
/** The list's only query string (shared/src/schemas/oddun.ts OddunListQuery). */
export const SIGN_LIST_QUERY = ['level'] as const;

export interface SiteProps {
  /** Forwarded at /api/* through its default stage. */
  readonly api: IHttpApi;
  /** Folder of the built SPA; when it has no index.html, nothing is uploaded. */
  readonly webDist: string;
  /**
   * Goes into every name CloudFront keeps per account (functions, policies, OAC), so two stages
   * deploy side by side in one account, in one region or two. @default 'prod'
   */
  readonly stage?: string;
  /** Serve the app at this host too, with its us-east-1 ACM certificate. @default the *.cloudfront.net name only */
  readonly domain?: CustomDomain;
  /** The WAF web ACL in front of the distribution (firewall.ts, `-c waf=true`). @default none */
  readonly webAclArn?: string;
}

/**
 * One host for everything (DESIGN.md 1): CloudFront serves the SPA from a private bucket
 * through Origin Access Control and forwards /api/* to the HTTP API, uncached but for the
 * encyclopedia's list of signs (kept briefly per token, DESIGN.md 8).
 */
export class Site extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;
  /**
   * Sent by CloudFront to the API with every request (header EDGE_HEADERS.originVerify): every
   * group Lambda refuses a request without it, and the auth Lambda believes the viewer-address
   * header only next to it.
   */
  readonly originSecret: Secret;
  /** The public URL of the app: https://<domainName> with a custom domain, else the CloudFront one. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // CloudFront functions, cache, origin-request and response-headers policies and OACs have
    // names unique per account, not per region: each carries the stage.
    const named = (what: string) => `ifa-${props.stage ?? 'prod'}-${what}`;

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
      responseHeadersPolicyName: named('security-headers'),
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
        'CloudFront and the group Lambdas receive the value at deploy time (dynamic reference); rotating it means ' +
        'redeploying both, and until both hold the new value the API refuses requests with 403 (stricter, never ' +
        'looser): a rotation is a planned step, docs/operations.md "Origin-verify secret".',
    });

    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // CloudFront overwrites a viewer header of the same name, so a viewer cannot present it.
      customHeaders: { [EDGE_HEADERS.originVerify]: this.originSecret.secretValue.unsafeUnwrap() },
    });

    const apiBehavior = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      responseHeadersPolicy: securityHeaders,
    };

    // The list of signs is the same for every learner (no per-user field; `level` picks the
    // pool) but the route wants a signed-in user, so the cache key holds the Authorization
    // header: an edge copy is served only to the token it was fetched with, never to a caller
    // without one. With caching on, CloudFront forwards to the API exactly what the key holds
    // (Authorization, `level`), plus the origin secret; no cookies, so CloudFront revalidates
    // an expired copy with If-None-Match, which the API answers 304 without a table read.
    const signListCache = new CachePolicy(this, 'SignListCache', {
      cachePolicyName: named('sign-list'),
      comment: 'The encyclopedia list: per token and level, as long as the API says, at most 30 s',
      minTtl: Duration.seconds(0),
      // An answer without Cache-Control (none today) is not kept.
      defaultTtl: Duration.seconds(0),
      maxTtl: SIGN_LIST_EDGE_MAX_TTL,
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.allowList(...SIGN_LIST_QUERY),
      cookieBehavior: CacheCookieBehavior.none(),
      // The API sends JSON uncompressed; CloudFront compresses it (about 60 KB gzipped).
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const certificate = props.domain && Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn);

    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Ifá learning platform (${props.stage ?? 'prod'}): SPA and /api`,
      ...(props.domain && certificate
        ? { domainNames: [props.domain.domainName], certificate, minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
      defaultRootObject: 'index.html',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Default price class (all edges): many learners are in Latin America and the Caribbean,
      // which the cheaper classes leave out.
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessControl: new S3OriginAccessControl(this, 'SpaAccess', {
            originAccessControlName: named('spa'),
            description: 'CloudFront reads the SPA bucket (SigV4)',
          }),
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', {
              functionName: named('spa-rewrite'),
              comment: 'Serve index.html or a start screen copy of it for client routes (extension-less paths)',
              runtime: FunctionRuntime.JS_2_0,
              code: FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
            }),
          },
        ],
      },
      // Behaviours are matched in this order: the list before the rest of /api.
      additionalBehaviors: {
        // Other methods on this path still reach the API (its 404), only GET and HEAD are kept.
        [SIGN_LIST_PATH]: { ...apiBehavior, cachePolicy: signListCache },
        // Forwarded as is (the API routes carry the /api base); the Host header is left out
        // because API Gateway routes by its own host name. With caching disabled this policy
        // also forwards Authorization, which carries the session token.
        '/api/*': {
          ...apiBehavior,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          // Behind CloudFront the API sees an edge server as the caller; the login, register and
          // forgot-password throttles need the viewer (docs/decisions/006-throttling.md).
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: new CloudFrontFunction(this, 'ViewerAddress', {
                functionName: named('viewer-address'),
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
    this.url = `https://${props.domain?.domainName ?? this.distribution.distributionDomainName}`;

    const acknowledgements = [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A learning platform open to learners in every country: no geo restriction is wanted.',
      },
    ];
    if (!props.webAclArn) {
      acknowledgements.push({
        id: 'AwsSolutions-CFR2',
        reason:
          'WAF is optional (-c waf=true, a fixed monthly cost: docs/operations.md "WAF"): the API has stage ' +
          'throttling, and login, register and forgot-password are throttled per viewer address and per email ' +
          '(docs/decisions/006-throttling.md).',
      });
    }
    // With a custom domain the distribution has its own certificate and TLSv1.2_2021 (above).
    if (!props.domain) {
      acknowledgements.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; ' +
          'a custom domain (-c domainName, -c certificateArn) gets TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge(...acknowledgements);

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

    // Then the shell (index.html and other unhashed files), revalidated on every visit: among
    // them the service worker and the web manifest (shared/src/pwa.ts), which a browser fetches
    // again to find a new version of the installed app (docs/decisions/021-installable-app.md).
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
