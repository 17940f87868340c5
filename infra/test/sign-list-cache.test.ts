import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Template } from 'aws-cdk-lib/assertions';
import { API_BASE, routeList } from '@ifa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_LIST_CACHE_CONTROL, SIGN_LIST_FRESHNESS } from '../../functions/src/services/sign-list-policy.js';
import { SIGN_LIST_PATH } from '../lib/site.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, only, resourcesOf } from './helpers.js';

// DESIGN.md 8: the encyclopedia's list of signs is cacheable, CloudFront keeps it briefly and
// revalidates it; every other API answer goes uncached. The handler's side (ETag, 304 without a
// read) is functions/test/integration/ifa-signs.test.ts.
let template: Template;

beforeAll(() => {
  ({ template } = synthIfaStack(FULL_SYNTH));
});

const distribution = () => only(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;

describe('the list of signs at the edge', () => {
  it('has a behaviour of its own, matched before /api/*', () => {
    const paths = distribution().CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    // CloudFront takes the first pattern that matches.
    expect(paths).toEqual([SIGN_LIST_PATH, '/api/*']);
    expect(SIGN_LIST_PATH).toBe(`${API_BASE}${routeList.find((r) => r.name === 'oddunList')!.path}`);
  });

  it('is cached per token and level, as long as the API says and never past its max-age', () => {
    const [list, api] = distribution().CacheBehaviors;
    // Same origin (the API, with the origin secret) and security headers as the rest of /api.
    expect(list.TargetOriginId).toBe(api.TargetOriginId);
    expect(list.ResponseHeadersPolicyId).toEqual(api.ResponseHeadersPolicyId);
    expect(list.ViewerProtocolPolicy).toBe('https-only');
    expect(list.CachedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    // No origin-request policy: CloudFront forwards what the key holds and no cookies, which keeps
    // its conditional requests (If-None-Match) to the API possible.
    expect(list.OriginRequestPolicyId).toBeUndefined();
    expect(list.FunctionAssociations).toBeUndefined();

    const policy = template.toJSON().Resources[list.CachePolicyId.Ref].Properties.CachePolicyConfig;
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      // The route wants a signed-in user: an edge copy is served only to the token it was
      // fetched with, never to a caller without one.
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      // The one query string the handler reads (OddunListQuery).
      QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['level'] },
      CookiesConfig: { CookieBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
    });
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: SIGN_LIST_FRESHNESS.maxAgeSeconds });
    expect(SIGN_LIST_CACHE_CONTROL).toBe(
      `public, max-age=${SIGN_LIST_FRESHNESS.maxAgeSeconds}, stale-while-revalidate=${SIGN_LIST_FRESHNESS.staleWhileRevalidateSeconds}`,
    );
  });

  it('leaves every other API path uncached', () => {
    const [list, api] = distribution().CacheBehaviors;
    expect(api.PathPattern).toBe('/api/*');
    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    // The list's policy is the only cache policy of the stack (the SPA uses a managed one).
    expect(Object.keys(resourcesOf(template, 'AWS::CloudFront::CachePolicy'))).toEqual([list.CachePolicyId.Ref]);
  });
});
