import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE_ATTRIBUTE_TYPE, TABLE_KEY_SCHEMA } from '@ifa/shared';

/**
 * Creates the single table from the SAME key-schema definition the CDK Data construct uses
 * (DESIGN.md 1). Idempotent: an existing table is left as it is.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  const s = TABLE_KEY_SCHEMA;
  const attributes = [s.partitionKey, s.sortKey, ...s.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: TABLE_ATTRIBUTE_TYPE })),
      KeySchema: [
        { AttributeName: s.partitionKey, KeyType: 'HASH' },
        { AttributeName: s.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: s.globalIndexes.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: s.ttlAttribute, Enabled: true },
    }),
  );
}
