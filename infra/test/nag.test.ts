import { Validations, type App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks, type NagPack } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH } from './helpers.js';

// cdk-nag 3 runs as a policy-validation plugin: findings no longer surface as annotations
// (an Annotations-based check would always pass), they fail the synth. synthIfaStack would
// already throw with the report; here the packs are also run directly to list any finding.
let app: App;
let stack: Stack;

beforeAll(() => {
  ({ app, stack } = synthIfaStack(FULL_SYNTH));
});

const findings = (pack: NagPack) =>
  pack
    .validateScope(app)
    .violations.flatMap((v) => v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}`));

describe('cdk-nag', () => {
  it('AwsSolutions: no unacknowledged finding, errors or warnings', () => {
    expect(findings(new AwsSolutionsChecks())).toEqual([]);
  });

  it('Serverless: no unacknowledged finding, errors or warnings', () => {
    expect(findings(new ServerlessChecks())).toEqual([]);
  });

  it('every acknowledgement says why', () => {
    const acknowledged = app.node
      .findAll()
      .flatMap((c) =>
        c.node.metadata
          .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
          .flatMap((m) => Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ path: c.node.path, id, reason }))),
      );
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { path, id, reason } of acknowledged) {
      expect(reason.trim().length, `${id} on ${path}`).toBeGreaterThanOrEqual(30);
    }
  });

  it('leaves no CDK error annotations', () => {
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });
});
