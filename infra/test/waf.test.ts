import type { Template } from 'aws-cdk-lib/assertions';
import { API_BASE, MSG } from '@ifa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIfaApp } from '../lib/app.js';
import { DEFAULT_WAF_RATE_LIMIT, parseWaf } from '../lib/deploy-context.js';
import { RATE_LIMITED_BODY } from '../lib/firewall.js';
import type { IfaStack } from '../lib/ifa-stack.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, logicalId, only, resourcesOf } from './helpers.js';

// The optional rate-based WAF rule (`-c waf=true`, docs/operations.md "WAF"; issue 33 point 5).
let withWaf: { stack: IfaStack; template: Template };
let without: Template;

beforeAll(() => {
  withWaf = synthIfaStack({ ...FULL_SYNTH, context: { ...FULL_SYNTH.context, waf: 'true', wafRateLimit: '1500' } });
  without = synthIfaStack(FULL_SYNTH).template;
});

const distributionOf = (template: Template) => only(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;

describe('-c waf=true', () => {
  it('puts a CloudFront web ACL with one rate-based rule per address on /api in front of the distribution', () => {
    const [aclId, acl] = only(withWaf.template, 'AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} }, Name: 'ifa-prod-edge' });
    expect(distributionOf(withWaf.template).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(aclId).toBe(logicalId(withWaf.stack.firewall!.webAcl));

    const [rule, ...others] = acl.Properties.Rules;
    expect(others).toEqual([]);
    const rate = rule.Statement.RateBasedStatement;
    expect(rate).toMatchObject({ Limit: 1500, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    expect(rate.ScopeDownStatement.ByteMatchStatement).toMatchObject({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: `${API_BASE}/` });
    expect(rule.VisibilityConfig).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
  });

  it('refuses with 429 and the API\'s {detail}, in Spanish', () => {
    const [, acl] = only(withWaf.template, 'AWS::WAFv2::WebACL');
    const block = acl.Properties.Rules[0].Action.Block.CustomResponse;
    expect(block.ResponseCode).toBe(429);
    const body = acl.Properties.CustomResponseBodies[block.CustomResponseBodyKey];
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toEqual({ detail: MSG.tooManyRequests });
    expect(body.Content).toBe(RATE_LIMITED_BODY);
  });

  it('makes CloudFormation refuse the deploy outside us-east-1, where a CloudFront web ACL cannot be made', () => {
    const rules = withWaf.template.toJSON().Rules as Record<string, { Assertions: Array<{ Assert: unknown; AssertDescription: string }> }>;
    const assertions = Object.values(rules).flatMap((r) => r.Assertions);
    expect(assertions).toContainEqual({
      Assert: { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] },
      AssertDescription: expect.stringContaining('deploy this stage to us-east-1'),
    });
  });

  it('fails the synth when the stack is pinned to another region', () => {
    expect(() => createIfaApp({ context: { waf: 'true' } }, { env: { account: '123456789012', region: 'eu-west-1' } })).toThrow(
      /-c waf=true needs the stack in us-east-1 .* but it is in eu-west-1/,
    );
  });

  it('adds nothing without it: no web ACL, no region rule, and cdk-nag is told why', () => {
    expect(Object.keys(resourcesOf(without, 'AWS::WAFv2::WebACL'))).toEqual([]);
    expect(distributionOf(without).WebACLId).toBeUndefined();
    expect(Object.values((without.toJSON().Rules ?? {}) as Record<string, unknown>).filter((r) => JSON.stringify(r).includes('us-east-1'))).toEqual([]);
  });
});

describe('the waf contexts', () => {
  it('default to no WAF, and to the default limit when on', () => {
    expect(parseWaf(undefined, undefined)).toBeUndefined();
    expect(parseWaf('false', undefined)).toBeUndefined();
    expect(parseWaf('true', undefined)).toEqual({ rateLimit: DEFAULT_WAF_RATE_LIMIT });
    expect(parseWaf('true', '100')).toEqual({ rateLimit: 100 });
  });

  it('refuse a value that is not one, saying what to pass', () => {
    expect(() => parseWaf('yes', undefined)).toThrow(/Invalid waf "yes": pass -c waf=true/);
    expect(() => parseWaf(undefined, '100')).toThrow(/only applies with -c waf=true/);
    for (const limit of ['9', '2000000001', '1e3', '-5', 'many', '10.5']) expect(() => parseWaf('true', limit), limit).toThrow(/Invalid wafRateLimit/);
  });
});
