import type { CfnElement } from 'aws-cdk-lib';
import { OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Template } from 'aws-cdk-lib/assertions';
import { EDGE_HEADERS, ENDPOINT_GROUPS } from '@ifa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IfaStack } from '../lib/ifa-stack.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, groupFunctionIds, logicalId, mentions, only } from './helpers.js';

// How the API learns the viewer's address behind CloudFront (docs/decisions/006-throttling.md):
// a CloudFront Function on /api/* writes it into a header, and the API origin adds a secret
// that only the group Lambdas know, so a caller who skips CloudFront cannot vouch for an address
// (and is refused outright: DESIGN.md 4, functions/src/http/middleware/edge-only.ts).
let stack: IfaStack;
let template: Template;

beforeAll(() => {
  ({ stack, template } = synthIfaStack(FULL_SYNTH));
});

const distribution = () => only(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
const apiBehavior = () => distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
const originSecretId = () => logicalId(stack.site.originSecret.node.defaultChild as CfnElement);

/** A Secrets Manager dynamic reference to the origin secret, resolved by CloudFormation at deploy. */
function expectOriginSecretReference(value: unknown) {
  expect(JSON.stringify(value)).toContain('{{resolve:secretsmanager:');
  expect(mentions(value, originSecretId())).toBe(true);
}

describe('viewer address behind CloudFront', () => {
  it('writes the viewer IP into its header on /api/*, over whatever the viewer sent', () => {
    const [association, ...others] = apiBehavior().FunctionAssociations;
    expect(others).toEqual([]);
    expect(association.EventType).toBe('viewer-request');
    const fn = template.toJSON().Resources[association.FunctionARN['Fn::GetAtt'][0]];
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');

    // Run the function's code as CloudFront would, with a viewer that forges the header.
    const handler = new Function(`${fn.Properties.FunctionCode as string}; return handler;`)() as (event: unknown) => {
      headers: Record<string, { value: string }>;
      uri: string;
    };
    const request = handler({
      viewer: { ip: '198.51.100.7' },
      request: {
        uri: '/api/auth/login',
        method: 'POST',
        querystring: {},
        headers: { [EDGE_HEADERS.viewerAddress]: { value: '203.0.113.1' }, authorization: { value: 'Bearer t' } },
      },
    });
    expect(request.headers[EDGE_HEADERS.viewerAddress]).toEqual({ value: '198.51.100.7' });
    expect(request.headers.authorization).toEqual({ value: 'Bearer t' });
    expect(request.uri).toBe('/api/auth/login');
  });

  it('forwards that header to the API: every viewer header but Host', () => {
    expect(apiBehavior().OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
  });

  it('adds the origin secret to every request to the API, from a generated secret', () => {
    const config = distribution();
    const origin = config.Origins.find((o: { Id: string }) => o.Id === apiBehavior().TargetOriginId);
    expect(origin.OriginCustomHeaders).toHaveLength(1);
    expect(origin.OriginCustomHeaders[0].HeaderName).toBe(EDGE_HEADERS.originVerify);
    expectOriginSecretReference(origin.OriginCustomHeaders[0].HeaderValue);

    const secret = template.toJSON().Resources[originSecretId()];
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ ExcludePunctuation: true });
    expect(secret.Properties.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(32);
    // The SPA's S3 origin never receives it.
    const s3Origin = config.Origins.find((o: { Id: string }) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.OriginCustomHeaders).toBeUndefined();
  });

  it("gives the same secret to every group's Lambda: each refuses a request that did not come through CloudFront", () => {
    const fnIds = groupFunctionIds(stack);
    for (const group of ENDPOINT_GROUPS) {
      const variables = template.toJSON().Resources[fnIds[group]].Properties.Environment.Variables;
      expectOriginSecretReference(variables.ORIGIN_VERIFY_SECRET);
      // Production never loosens the per-address limits (functions/src/lib/config.ts refuses it).
      expect(Object.keys(variables).filter((name) => name.startsWith('THROTTLE_')), group).toEqual([]);
    }
  });
});
