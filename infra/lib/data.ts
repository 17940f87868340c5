import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { TABLE_ATTRIBUTE_TYPE, TABLE_KEY_SCHEMA } from '@ifa/shared';
import { Construct } from 'constructs';

// The shared key schema declares every key attribute a string; keep CDK's type in step with it.
const KEY_TYPE = { S: AttributeType.STRING }[TABLE_ATTRIBUTE_TYPE];
const key = (name: string): Attribute => ({ name, type: KEY_TYPE });

/**
 * The single table (DESIGN.md 3). Keys, indexes and the TTL attribute come from
 * TABLE_KEY_SCHEMA, the same definition the local table is created from, so they cannot drift.
 */
export class Data extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: { tableName?: string | undefined } = {}) {
    super(scope, id);
    const { partitionKey, sortKey, globalIndexes, ttlAttribute } = TABLE_KEY_SCHEMA;

    this.table = new TableV2(this, 'Table', {
      // Explicit per stage (deploy-context.ts `parseTableName`): the stage's table is found by name.
      ...(props.tableName ? { tableName: props.tableName } : {}),
      partitionKey: key(partitionKey),
      sortKey: key(sortKey),
      globalSecondaryIndexes: globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      })),
      timeToLiveAttribute: ttlAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Learner accounts, balances and the ledger live here: neither a stack delete nor a
      // replacement may take them with it.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
