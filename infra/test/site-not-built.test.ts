import { fileURLToPath } from 'node:url';
import type { CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { ENDPOINT_GROUPS } from '@ifa/shared';
import { beforeAll, expect, it } from 'vitest';
import type { IfaStack } from '../lib/ifa-stack.js';
import { STACK_NAME } from '../lib/app.js';
import { synthIfaStack } from '../lib/synth.js';
import { logicalId, resourcesOf } from './helpers.js';

// A fresh checkout before `npm run build`: synth must still work, and say why nothing is uploaded.
let stack: IfaStack;
let template: Template;

beforeAll(() => {
  ({ stack, template } = synthIfaStack({ webDist: fileURLToPath(new URL('./fixtures/not-built', import.meta.url)) }));
});

it('skips the SPA upload and warns', () => {
  expect(resourcesOf(template, 'Custom::CDKBucketDeployment')).toEqual({});
  Annotations.fromStack(stack).hasWarning(`/${STACK_NAME}/Site`, Match.stringLikeRegexp('no index\\.html.*npm run build'));
});

it('then has only the endpoint-group Lambdas and the reminder sender', () => {
  expect(Object.keys(resourcesOf(template, 'AWS::Lambda::Function'))).toHaveLength(ENDPOINT_GROUPS.length + 1);
});

it('leaves mail off without a sender and points reset links at the CloudFront URL', () => {
  const auth = template.toJSON().Resources[logicalId(stack.api.functions.auth.fn.node.defaultChild as CfnElement)];
  expect(auth.Properties.Environment.Variables).not.toHaveProperty('SENDER_EMAIL');
  expect(JSON.stringify(auth.Properties.Environment.Variables.APP_URL)).toContain('SiteCdn');
});
