import type { Template } from 'aws-cdk-lib/assertions';
import { ENDPOINT_GROUPS } from '@ifa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { STACK_NAME, createIfaApp, stackNameOf } from '../lib/app.js';
import { DEFAULT_STAGE } from '../lib/deploy-context.js';
import type { IfaStack } from '../lib/ifa-stack.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, WEB_DIST_FIXTURE, groupFunctionIds, only, resourcesOf } from './helpers.js';

// `-c stage=...` and `-c domainName=... -c certificateArn=...` (docs/operations.md "Deploy").
const DOMAIN = 'learn.example.org';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';
const STAGING = { webDist: WEB_DIST_FIXTURE, context: { stage: 'staging', domainName: DOMAIN, certificateArn: CERTIFICATE } };

let prod: { stack: IfaStack; template: Template };
let staging: { stack: IfaStack; template: Template };

beforeAll(() => {
  prod = synthIfaStack(FULL_SYNTH);
  staging = synthIfaStack(STAGING);
});

/**
 * Every name CloudFormation must find free in the whole account (not per region): CloudFront
 * functions, cache / origin-request / response-headers policies, origin access controls, and
 * CloudWatch dashboards (global too).
 */
const ACCOUNT_WIDE: Record<string, (properties: Record<string, any>) => unknown> = {
  'AWS::CloudFront::Function': (p) => p.Name,
  'AWS::CloudFront::CachePolicy': (p) => p.CachePolicyConfig.Name,
  'AWS::CloudFront::OriginRequestPolicy': (p) => p.OriginRequestPolicyConfig.Name,
  'AWS::CloudFront::ResponseHeadersPolicy': (p) => p.ResponseHeadersPolicyConfig.Name,
  'AWS::CloudFront::OriginAccessControl': (p) => p.OriginAccessControlConfig.Name,
  'AWS::CloudWatch::Dashboard': (p) => p.DashboardName,
};

function accountWideNames(template: Template): string[] {
  return Object.entries(ACCOUNT_WIDE).flatMap(([type, nameOf]) =>
    Object.values(resourcesOf(template, type)).map((resource) => {
      const name = nameOf(resource.Properties);
      // A literal: a name built from tokens could not be checked (nor predicted by an operator).
      expect(typeof name, type).toBe('string');
      return name as string;
    }),
  );
}

describe('stages', () => {
  it('defaults to prod, in the stack name STACK_NAME says', () => {
    expect(DEFAULT_STAGE).toBe('prod');
    expect(prod.stack.stackName).toBe('IfaPlatform-prod');
    expect(STACK_NAME).toBe(prod.stack.stackName);
    expect(prod.stack.stage).toBe('prod');
  });

  it('names the stack and every account-wide resource after the stage, so two stages never collide', () => {
    expect(staging.stack.stackName).toBe(stackNameOf('staging'));
    const prodNames = accountWideNames(prod.template);
    const stagingNames = accountWideNames(staging.template);
    // Two CloudFront functions, the list's cache policy, the security headers, the SPA's OAC, the dashboard.
    expect(prodNames).toHaveLength(6);
    expect(stagingNames).toHaveLength(prodNames.length);
    for (const name of prodNames) expect(name).toMatch(/(^|-)prod-/);
    for (const name of stagingNames) expect(name).toMatch(/(^|-)staging-/);
    expect(stagingNames.filter((name) => prodNames.includes(name))).toEqual([]);
    // Stage names stay inside CloudFront's 64-character limit.
    for (const name of [...prodNames, ...stagingNames]) expect(name.length).toBeLessThanOrEqual(64);
  });

  it('refuses a stage that is not lowercase letters, digits and hyphens', () => {
    for (const stage of ['Prod', 'my_stage', 'stage.1', '-dev', 'dev-', 'a'.repeat(21), 'prod stage']) {
      expect(() => createIfaApp({ context: { stage } }), stage).toThrow(/Invalid stage .*lowercase letters, digits and hyphens/);
    }
  });
});

describe('custom domain', () => {
  const distribution = (template: Template) => only(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
  const appUrlOf = (run: typeof prod) =>
    run.template.toJSON().Resources[groupFunctionIds(run.stack).auth].Properties.Environment.Variables.APP_URL;

  it('puts the domain and its us-east-1 certificate on the distribution, with TLS 1.2 (2021)', () => {
    const config = distribution(staging.template);
    expect(config.Aliases).toEqual([DOMAIN]);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: CERTIFICATE,
      SslSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
  });

  it('makes https://<domain> the site URL and the base of password-reset links', () => {
    expect(appUrlOf(staging)).toBe(`https://${DOMAIN}`);
    staging.template.hasOutput('SiteUrl', { Value: `https://${DOMAIN}` });
    // Where the operator points the DNS name.
    expect(staging.template.toJSON().Outputs.DistributionDomainName.Value).toEqual({ 'Fn::GetAtt': [expect.any(String), 'DomainName'] });
    // Only the auth group sends those links.
    for (const group of ENDPOINT_GROUPS.filter((g) => g !== 'auth')) {
      expect(staging.template.toJSON().Resources[groupFunctionIds(staging.stack)[group]].Properties.Environment.Variables, group).not.toHaveProperty('APP_URL');
    }
  });

  it('without a domain, keeps the CloudFront name and certificate', () => {
    const config = distribution(prod.template);
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    expect(JSON.stringify(appUrlOf(prod))).toContain('SiteCdn');
    expect(Object.keys(prod.template.toJSON().Outputs)).not.toContain('DistributionDomainName');
  });

  it('refuses half a domain, a malformed one, and a certificate outside us-east-1', () => {
    const synth = (context: Record<string, string>) => () => createIfaApp({ context });
    expect(synth({ domainName: DOMAIN })).toThrow(/needs both -c domainName=.* and -c certificateArn=.*only domainName was given/);
    expect(synth({ certificateArn: CERTIFICATE })).toThrow(/only certificateArn was given/);
    expect(synth({ domainName: 'https://learn.example.org/', certificateArn: CERTIFICATE })).toThrow(/Invalid domainName/);
    expect(synth({ domainName: DOMAIN, certificateArn: 'not-an-arn' })).toThrow(/Invalid certificateArn/);
    expect(synth({ domainName: DOMAIN, certificateArn: CERTIFICATE.replace('us-east-1', 'eu-west-1') })).toThrow(
      /certificateArn is in eu-west-1, but CloudFront only uses ACM certificates from us-east-1/,
    );
  });
});
