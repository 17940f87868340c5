/**
 * The single table's key schema: ONE definition feeds the CDK Data construct and the local
 * table creation (DESIGN.md 3), so the two can never drift.
 */
export const TABLE_KEY_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  ttlAttribute: 'expires_at',
} as const;

/** All key attributes are strings. */
export const TABLE_ATTRIBUTE_TYPE = 'S' as const;
