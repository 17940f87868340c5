import type { CfnElement } from 'aws-cdk-lib';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { API_BASE, ENDPOINT_GROUPS, TABLE_KEY_SCHEMA, routeList } from '@ifa/shared';
import { SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '@ifa/shared/pwa';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IfaStack } from '../lib/ifa-stack.js';
import { GROUPS } from '../lib/api.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, actionsOf, groupFunctionIds, logicalId, mentions, only, resourcesOf, statementsOf } from './helpers.js';

let stack: IfaStack;
let template: Template;
let fnIds: ReturnType<typeof groupFunctionIds>;

beforeAll(() => {
  ({ stack, template } = synthIfaStack(FULL_SYNTH));
  fnIds = groupFunctionIds(stack);
});

const WRITE_ACTION = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|\*)$/;
const tableStatements = (group: (typeof ENDPOINT_GROUPS)[number]) =>
  statementsOf(template, fnIds[group]).filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));

describe('Data', () => {
  it('builds the single table from TABLE_KEY_SCHEMA', () => {
    const { partitionKey, sortKey, globalIndexes, ttlAttribute } = TABLE_KEY_SCHEMA;
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
        }),
      ),
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
    });
    expect(globalIndexes.map((i) => i.indexName)).toEqual(['gsi1', 'gsi2']);
    expect(ttlAttribute).toBe('expires_at');
  });

  it('keeps point-in-time recovery on and the data through deletes and replacements', () => {
    const [, table] = only(template, 'AWS::DynamoDB::GlobalTable');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.Replicas).toEqual([
      expect.objectContaining({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    ]);
  });
});

describe('Api', () => {
  it('has exactly one Lambda per endpoint group, plus the reminder sender and the SPA upload helper', () => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    const groupIds = Object.values(fnIds);
    expect(new Set(groupIds).size).toBe(ENDPOINT_GROUPS.length);
    const senderId = logicalIdOf(stack.reminders.sender.fn.node.defaultChild);
    const others = Object.keys(functions).filter((id) => !groupIds.includes(id) && id !== senderId);
    // The only CDK-internal Lambda: BucketDeployment's singleton (no log-retention or auto-delete helpers).
    expect(others).toEqual([expect.stringMatching(/^CustomCDKBucketDeployment/)]);
    expect(Object.keys(functions)).toHaveLength(ENDPOINT_GROUPS.length + 2);
  });

  it('runs every group on the project defaults', () => {
    for (const group of ENDPOINT_GROUPS) {
      const fn = template.toJSON().Resources[fnIds[group]];
      expect(fn.Properties, group).toMatchObject({
        Runtime: expect.stringMatching(/^nodejs(2[2-9]|[3-9]\d)\.x$/),
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
        Environment: {
          Variables: expect.objectContaining({
            TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) },
            JWT_SECRET_ARN: { Ref: expect.stringMatching(/^ApiJwtSecret/) },
            STAGE: 'production',
            NODE_OPTIONS: '--enable-source-maps',
          }),
        },
      });
      // X-Ray off (docs/operations.md "Traces"): no tracing mode, no xray:* grant.
      expect(fn.Properties.TracingConfig, group).toBeUndefined();
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
      expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays, group).toBeGreaterThan(0);
    }
  });

  it('gives the auth group the memory scrypt needs, and the mail settings only to it', () => {
    const resources = template.toJSON().Resources;
    const auth = resources[fnIds.auth].Properties;
    expect(auth.MemorySize).toBeGreaterThanOrEqual(1024);
    expect(auth.Environment.Variables).toMatchObject({ SENDER_EMAIL: 'no-reply@ifa.example.org', APP_URL: expect.anything() });
    for (const group of ENDPOINT_GROUPS.filter((g) => g !== 'auth')) {
      expect(resources[fnIds[group]].Properties.Environment.Variables, group).not.toHaveProperty('SENDER_EMAIL');
      const ses = statementsOf(template, fnIds[group]).filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));
      expect(ses, group).toEqual([]);
    }
    const authSes = statementsOf(template, fnIds.auth).filter((s) => actionsOf(s).includes('ses:SendEmail'));
    expect(authSes).toHaveLength(1);
    expect(JSON.stringify(authSes[0]!.Resource)).not.toContain(':identity/*');
  });

  it('creates every route of the route table, integrated with its group Lambda, and a $default route', () => {
    const routes = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'));
    const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
    // The table's routes, and $default for every other /api request (route-agreement.test.ts).
    expect(routes).toHaveLength(routeList.length + 1);
    expect(routes.filter((r) => r.Properties.RouteKey === '$default')).toHaveLength(1);

    for (const route of routeList) {
      const routeKey = `${route.method} ${API_BASE}${route.path}`;
      const matches = routes.filter((r) => r.Properties.RouteKey === routeKey);
      expect(matches, routeKey).toHaveLength(1);
      const target = matches[0]!.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const [prefix, ref] = target['Fn::Join'][1];
      expect(prefix).toBe('integrations/');
      const integration = integrations[ref.Ref]!;
      expect(integration.Properties, routeKey).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [fnIds[route.group], 'Arn'] },
      });
    }
  });

  it('throttles the default stage and writes JSON access logs', () => {
    const [, stage] = only(template, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [expect.stringMatching(/^ApiAccessLogs/), 'Arn'] } },
    });
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format as string);
    expect(format).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey', status: '$context.status' });
  });

  it('grants each group the reads and exactly the write actions its routes send, nobody Scan', () => {
    for (const group of ENDPOINT_GROUPS) {
      const actions = tableStatements(group).flatMap(actionsOf);
      expect(actions, group).not.toContain('dynamodb:Scan');
      expect(actions, group).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']));
      expect(actions.filter((a) => WRITE_ACTION.test(a)).sort(), group).toEqual(GROUPS[group].writes.map((w) => `dynamodb:${w}`).sort());
    }
    // Daily practice writes (review start, answer, hint, complete, streak freeze): a read-only
    // progress role answered 500 in AWS while every local test passed.
    expect(tableStatements('progress').flatMap(actionsOf)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
  });

  it('lets every group read the JWT secret, the user group the VAPID secret too (its public key), and no other secret', () => {
    for (const group of ENDPOINT_GROUPS) {
      const secretStatements = statementsOf(template, fnIds[group]).filter((s) =>
        actionsOf(s).includes('secretsmanager:GetSecretValue'),
      );
      const expected = [{ Ref: expect.stringMatching(/^ApiJwtSecret/) }, ...(group === 'user' ? [{ Ref: expect.stringMatching(/^RemindersVapidSecret/) }] : [])];
      // CDK merges the two grants into one statement with both ARNs.
      expect(secretStatements.flatMap((s) => s.Resource), group).toEqual(expected);
    }
  });

  it('generates a long JWT secret without punctuation', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: Match.anyValue(), ExcludePunctuation: true },
    });
    const secret = template.toJSON().Resources[logicalIdOf(stack.api.jwtSecret.node.defaultChild)];
    expect(secret.Properties.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(48);
  });
});

describe('Site', () => {
  const distribution = () => only(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;

  it('keeps the SPA bucket private and TLS-only', () => {
    const spaBucket = template.toJSON().Resources[logicalIdOfSpa()];
    expect(spaBucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalIdOfSpa() },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('serves the default behaviour from S3 through Origin Access Control', () => {
    const config = distribution();
    const origin = config.Origins.find((o: { Id: string }) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(mentions(origin.DomainName, logicalIdOfSpa())).toBe(true);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('forwards /api/* to the HTTP API uncached, with every viewer header but Host', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    // The SPA rewrite never runs on the API (its viewer-address function: viewer-address.test.ts).
    const spaRewrite = config.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN;
    expect(api.FunctionAssociations.map((f: { FunctionARN: unknown }) => f.FunctionARN)).not.toContainEqual(spaRewrite);

    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    const apiId = logicalIdOf(stack.api.httpApi.node.defaultChild);
    expect(origin.DomainName).toEqual({
      'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]],
    });
  });

  it('never turns an error into index.html distribution-wide (the API keeps its 403/404)', () => {
    const errors: Array<{ ErrorCode: number; ResponsePagePath?: string }> = distribution().CustomErrorResponses ?? [];
    expect(errors.filter((e) => e.ResponsePagePath !== undefined)).toEqual([]);
  });

  it('rewrites client routes to index.html or a start screen\'s copy, on the default behaviour only', () => {
    const config = distribution();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    const [fnId] = config.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'];
    const fn = template.toJSON().Resources[fnId];
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');

    // Run the function's code as CloudFront would.
    const handler = new Function(`${fn.Properties.FunctionCode as string}; return handler;`)() as (event: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri, method: 'GET', headers: {}, querystring: {} } }).uri;
    // The start screens get their own copy of index.html (shared/src/spa-pages.ts), the rest index.html.
    expect(rewrite('/')).toBe('/pages/landing.html');
    expect(rewrite('/dashboard')).toBe('/pages/dashboard.html');
    expect(rewrite('/login/')).toBe('/pages/login.html');
    expect(rewrite('/register')).toBe('/pages/register.html');
    expect(rewrite('/games/orisha-matching/')).toBe('/index.html');
    expect(rewrite('/reset-password')).toBe('/index.html');
    expect(rewrite('/constructor')).toBe('/index.html');
    expect(rewrite('/pages/login')).toBe('/index.html');
    expect(rewrite('/assets/index-Fx1x2y3z.js')).toBe('/assets/index-Fx1x2y3z.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
    // The installable app's files are files, never the SPA's document.
    expect(rewrite(SERVICE_WORKER_PATH)).toBe(SERVICE_WORKER_PATH);
    expect(rewrite(WEB_MANIFEST_PATH)).toBe(WEB_MANIFEST_PATH);
    expect(rewrite('/workbox-2fbc6a65.js')).toBe('/workbox-2fbc6a65.js');
  });

  it('sends CSP, HSTS and the other security headers on both behaviours', () => {
    const [policyId, policy] = only(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp: string = security.ContentSecurityPolicy.ContentSecurityPolicy;
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      // The installable app: its manifest and service worker, our own files only.
      "manifest-src 'self'",
      "worker-src 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp.split('; ')).toContain(directive);
    }
    // Scripts: our own files and one inline script allowed by its hash (the start pages' gate),
    // never any inline script.
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!.split(' ').slice(1);
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1)).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(security.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
    expect(security.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(security.FrameOptions.FrameOption).toBe('DENY');

    const config = distribution();
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('uploads the built SPA: hashed assets kept and cached for a year, the shell revalidated and invalidated', () => {
    const deployments = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => d.Properties.Include?.includes('assets/*'))!;
    const shell = deployments.find((d) => d.Properties.Exclude?.includes('assets/*'))!;
    expect(assets.Properties).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': expect.stringContaining('immutable') } });
    expect(assets.Properties.DistributionId).toBeUndefined();
    expect(shell.Properties).toMatchObject({
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionId: { Ref: expect.stringMatching(/^SiteCdn/) },
      DistributionPaths: ['/*'],
    });
    expect(shell.Properties.Prune).not.toBe(false);
  });

  it("revalidates the service worker and the manifest on every visit, so a deploy's new version is found", () => {
    const deployments = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    // The cache header each deployment gives a built file, by `aws s3 sync`'s filter rules
    // (which the deployment runs): every file is in, then each --exclude, then each --include,
    // the last match deciding; `*` matches across folders.
    const literal = (text: string) => text.replace(/[.+?^$|()[\]{}\\]/g, '\\$&');
    const glob = (pattern: string) => new RegExp(`^${pattern.split('*').map(literal).join('.*')}$`);
    const cacheControlOf = (file: string) =>
      deployments
        .filter(({ Properties: p }) => {
          let selected = true;
          for (const pattern of p.Exclude ?? []) if (glob(pattern).test(file)) selected = false;
          for (const pattern of p.Include ?? []) if (glob(pattern).test(file)) selected = true;
          return selected;
        })
        .map((d) => d.Properties.SystemMetadata['cache-control']);
    for (const file of [SERVICE_WORKER_PATH, WEB_MANIFEST_PATH, '/workbox-2fbc6a65.js', '/index.html']) {
      expect(cacheControlOf(file.slice(1)), file).toEqual(['no-cache']);
    }
    expect(cacheControlOf('assets/index-Fx1x2y3z.js')).toEqual([expect.stringContaining('immutable')]);
  });

  it('outputs the CloudFront URL', () => {
    const distributionId = logicalIdOf(stack.site.distribution.node.defaultChild);
    template.hasOutput('SiteUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] },
    });
  });
});

const logicalIdOf = (element: unknown) => logicalId(element as CfnElement);
const logicalIdOfSpa = () => logicalIdOf(stack.site.bucket.node.defaultChild);
