import { fileURLToPath } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Template } from 'aws-cdk-lib/assertions';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY_HEADER } from '@ifa/shared/security-headers';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_LIST_PATH, Site } from '../lib/site.js';
import { only } from './helpers.js';

// The Site construct alone, in front of an imported API: what CloudFront adds to every response
// does not need the Lambdas bundled.
let template: Template;

beforeAll(() => {
  const stack = new Stack(new App(), 'SecurityHeadersTest', { env: { account: '123456789012', region: 'eu-west-1' } });
  const api = HttpApi.fromHttpApiAttributes(stack, 'Api', { httpApiId: 'abc123' });
  new Site(stack, 'Site', { api, webDist: fileURLToPath(new URL('./fixtures/not-built', import.meta.url)) });
  template = Template.fromStack(stack);
});

/** The headers a browser receives from the synthesized ResponseHeadersPolicy, named as HTTP names them. */
function headersOfPolicy(config: Record<string, any>): Record<string, string> {
  const security = config.SecurityHeadersConfig ?? {};
  const headers: Record<string, string> = {};
  if (security.ContentSecurityPolicy) headers['content-security-policy'] = security.ContentSecurityPolicy.ContentSecurityPolicy;
  if (security.StrictTransportSecurity) {
    const hsts = security.StrictTransportSecurity;
    headers['strict-transport-security'] =
      `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`;
  }
  if (security.ContentTypeOptions) headers['x-content-type-options'] = 'nosniff';
  if (security.ReferrerPolicy) headers['referrer-policy'] = security.ReferrerPolicy.ReferrerPolicy;
  if (security.FrameOptions) headers['x-frame-options'] = security.FrameOptions.FrameOption;
  if (security.XSSProtection) headers['x-xss-protection'] = JSON.stringify(security.XSSProtection);
  for (const custom of config.CustomHeadersConfig?.Items ?? []) headers[String(custom.Header).toLowerCase()] = custom.Value;
  return headers;
}

describe('CloudFront security headers', () => {
  it('carry exactly the CSP of shared/src/security-headers.ts', () => {
    const [, policy] = only(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties.ResponseHeadersPolicyConfig;
    expect(config.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true });
  });

  it('are the shared security headers plus HSTS, each overriding what an origin sent', () => {
    const [, policy] = only(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties.ResponseHeadersPolicyConfig;
    expect(headersOfPolicy(config)).toEqual({ ...SECURITY_HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY_HEADER });
    const overrides = [
      ...Object.values(config.SecurityHeadersConfig as Record<string, { Override: boolean }>).map((header) => header.Override),
      ...config.CustomHeadersConfig.Items.map((header: { Override: boolean }) => header.Override),
    ];
    expect(overrides.every((override) => override === true)).toBe(true);
  });

  it('apply to the SPA, to /api/* and to the cached list of signs', () => {
    const [policyId] = only(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const distribution = only(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
    const behaviours = [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors];
    expect(behaviours.map((b: { PathPattern?: string }) => b.PathPattern ?? 'default').sort()).toEqual(['/api/*', SIGN_LIST_PATH, 'default'].sort());
    for (const behaviour of behaviours) expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });
});
