import { Aws, CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { API_BASE, MSG } from '@ifa/shared';
import { Construct } from 'constructs';
import type { WafSettings } from './deploy-context.js';

/** Where a CloudFront web ACL must live: WAF keeps every CLOUDFRONT-scope ACL in us-east-1. */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

/** The rate-based rule's answer: the API's `{detail}` shape, in its Spanish (MSG), as JSON. */
export const RATE_LIMITED_BODY = JSON.stringify({ detail: MSG.tooManyRequests });

export interface EdgeFirewallProps extends WafSettings {
  /** Goes into the ACL's name, unique per account like CloudFront's names. */
  readonly stage: string;
}

/**
 * The optional WAF in front of the distribution (`-c waf=true`; docs/operations.md "WAF"): one
 * rate-based rule that refuses an address sending more than `rateLimit` /api requests in five
 * minutes, with a 429 and the API's `{detail}` shape, until its rate falls back under the limit.
 * It caps what one address can cost before the stage throttle (all learners at once) and the
 * per-address login, register and forgot-password throttles (docs/decisions/006-throttling.md).
 *
 * A CLOUDFRONT-scope web ACL can only be created in us-east-1, and CloudFormation creates a
 * stack's resources in the stack's region, so this stage must be deployed in us-east-1: the
 * synth refuses another known region, and for an environment-agnostic stack (ours) a template
 * rule makes CloudFormation refuse the deploy anywhere else before it creates anything.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== CLOUDFRONT_WAF_REGION) {
      throw new Error(
        `-c waf=true needs the stack in ${CLOUDFRONT_WAF_REGION} (a CloudFront web ACL can only be created there), ` +
          `but it is in ${region}: deploy this stage to ${CLOUDFRONT_WAF_REGION}, or leave -c waf out.`,
      );
    }
    new CfnRule(this, 'InUsEast1', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, CLOUDFRONT_WAF_REGION),
          assertDescription:
            `-c waf=true: deploy this stage to ${CLOUDFRONT_WAF_REGION} (AWS_REGION=${CLOUDFRONT_WAF_REGION}); ` +
            'a CloudFront web ACL can only be created there. Or deploy without -c waf.',
        },
      ],
    });

    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `ifa-${props.stage}-edge`,
      // WAF's pattern for descriptions: ASCII letters, digits and =:#@/-,. only.
      description: `Ifa learning platform, stage ${props.stage}: a rate limit per address on /api`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric(`ifa-${props.stage}-edge`),
      customResponseBodies: {
        'rate-limited': { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY },
      },
      rules: [
        {
          name: 'api-rate-per-address',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rate-limited' } } },
          statement: {
            rateBasedStatement: {
              limit: props.rateLimit,
              evaluationWindowSec: 300,
              // The viewer's address as CloudFront received it (no proxy header to forge).
              aggregateKeyType: 'IP',
              // Only the API: a page load also fetches a dozen static files, which cost next
              // to nothing and are served from the edge cache.
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: `${API_BASE}/`,
                  // An encoded path (/%61pi/...) is counted like the plain one.
                  textTransformations: [{ priority: 0, type: 'URL_DECODE' }],
                },
              },
            },
          },
          visibilityConfig: metric(`ifa-${props.stage}-api-rate`),
        },
      ],
    });
  }
}
