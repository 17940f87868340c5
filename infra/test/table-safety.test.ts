import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { Data } from '../lib/data.js';
import { parseTableName } from '../lib/deploy-context.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, WEB_DIST_FIXTURE, only } from './helpers.js';

/**
 * The table holds every account, balance and ledger (issue 33 point 6). A change of its logical
 * id, or of its name, makes CloudFormation create a new, empty table and let go of the old one:
 * these pin what a refactor must not move.
 */
const TABLE_LOGICAL_ID = 'DataTableFDBAD0F2';

let prod: Template;
let staging: Template;
beforeAll(() => {
  prod = synthIfaStack(FULL_SYNTH).template;
  staging = synthIfaStack({ webDist: WEB_DIST_FIXTURE, context: { stage: 'staging' } }).template;
});

describe('the table of a stage', () => {
  it('keeps its logical id, is retained on delete and on replacement, and refuses deletion', () => {
    const [id, table] = only(prod, 'AWS::DynamoDB::GlobalTable');
    expect(id).toBe(TABLE_LOGICAL_ID);
    expect(table).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    expect(table.Properties.Replicas[0]).toMatchObject({ DeletionProtectionEnabled: true, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } });
  });

  it('has an explicit name per stage, so two stages never share one', () => {
    expect(only(prod, 'AWS::DynamoDB::GlobalTable')[1].Properties.TableName).toBe('ifa-prod');
    expect(only(staging, 'AWS::DynamoDB::GlobalTable')[1].Properties.TableName).toBe('ifa-staging');
  });

  it("keeps CloudFormation's generated name for a stage deployed before names were explicit (-c tableName=generated)", () => {
    expect(parseTableName('generated', 'prod')).toBeUndefined();
    const stack = new Stack(new App(), 'Bare');
    new Data(stack, 'Data', { tableName: parseTableName('generated', 'prod') });
    expect(only(Template.fromStack(stack), 'AWS::DynamoDB::GlobalTable')[1].Properties.TableName).toBeUndefined();
  });

  it('takes a chosen name and refuses one DynamoDB would refuse, before CloudFormation starts', () => {
    expect(parseTableName(undefined, 'staging')).toBe('ifa-staging');
    expect(parseTableName('ifa-learners.prod', 'prod')).toBe('ifa-learners.prod');
    expect(() => parseTableName('no spaces please', 'prod')).toThrow(/Invalid tableName/);
    expect(() => parseTableName('ab', 'prod')).toThrow(/Invalid tableName/);
  });
});
