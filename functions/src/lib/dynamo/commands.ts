import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * The document commands the data modules send, with lib-dynamodb's names and input types. Each
 * knows which of its fields hold documents (lib-dynamodb's `inputKeyNodes`/`outputKeyNodes`);
 * the legacy parameters (Expected, AttributeUpdates, KeyConditions, QueryFilter) and
 * ItemCollectionMetrics are not converted: nothing here uses them.
 */

/** A body as DynamoDB's JSON API reads and writes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes, walked by the converters below
export type Wire = Record<string, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- same
type Convert = (value: any) => any;

/** A copy of an object with the named fields converted; absent fields stay absent. */
const fields =
  (converters: Record<string, Convert>): Convert =>
  (body: Wire) => {
    const out = { ...body };
    for (const [name, convert] of Object.entries(converters)) if (out[name] !== undefined) out[name] = convert(out[name]);
    return out;
  };
const each = (convert: Convert): Convert => (list: unknown[]) => list.map(convert);
const perTable = (convert: Convert): Convert => (tables: Wire) =>
  Object.fromEntries(Object.entries(tables).map(([table, value]) => [table, convert(value)]));

// removeUndefinedValues: an undefined attribute is left out, as lib/ddb.ts configured lib-dynamodb.
const toAttributes: Convert = (doc) => marshall(doc, { removeUndefinedValues: true });
const toDocument: Convert = (attributes) => unmarshall(attributes);

const ITEM_IN = fields({ Key: toAttributes, Item: toAttributes, ExpressionAttributeValues: toAttributes });
const GET_OUT = fields({ Item: toDocument });
const WRITE_OUT = fields({ Attributes: toDocument });
const QUERY_IN = fields({ ExclusiveStartKey: toAttributes, ExpressionAttributeValues: toAttributes });
const QUERY_OUT = fields({ Items: each(toDocument), LastEvaluatedKey: toDocument });
const TRANSACT_IN = fields({ TransactItems: each(fields({ ConditionCheck: ITEM_IN, Put: ITEM_IN, Delete: ITEM_IN, Update: ITEM_IN })) });
const keysPerTable = (convert: Convert) => perTable(fields({ Keys: each(convert) }));
const BATCH_GET_IN = fields({ RequestItems: keysPerTable(toAttributes) });
const BATCH_GET_OUT = fields({ Responses: perTable(each(toDocument)), UnprocessedKeys: keysPerTable(toDocument) });
const writesPerTable = (convert: Convert) =>
  perTable(each(fields({ PutRequest: fields({ Item: convert }), DeleteRequest: fields({ Key: convert }) })));
const BATCH_WRITE_IN = fields({ RequestItems: writesPerTable(toAttributes) });
const BATCH_WRITE_OUT = fields({ UnprocessedItems: writesPerTable(toDocument) });
const AS_IS: Convert = (body) => body;

abstract class DocumentCommand<Input extends object> {
  /** lib-dynamodb's class name, kept as data: minification renames classes. */
  abstract readonly name: string;
  /** The DynamoDB API action (X-Amz-Target). */
  abstract readonly operation: string;
  protected abstract readonly request: Convert;
  protected abstract readonly response: Convert;

  constructor(readonly input: Input) {}

  /** The request body for `input` (the command's own, or one a hook changed). */
  toWire(input: object): Wire {
    return this.request(input);
  }

  /** DynamoDB's answer with its documents unmarshalled. */
  fromWire(body: Wire): Wire {
    return this.response(body);
  }
}

export class GetCommand extends DocumentCommand<GetCommandInput> {
  readonly name = 'GetCommand';
  readonly operation = 'GetItem';
  protected readonly request = ITEM_IN;
  protected readonly response = GET_OUT;
}

export class PutCommand extends DocumentCommand<PutCommandInput> {
  readonly name = 'PutCommand';
  readonly operation = 'PutItem';
  protected readonly request = ITEM_IN;
  protected readonly response = WRITE_OUT;
}

export class UpdateCommand extends DocumentCommand<UpdateCommandInput> {
  readonly name = 'UpdateCommand';
  readonly operation = 'UpdateItem';
  protected readonly request = ITEM_IN;
  protected readonly response = WRITE_OUT;
}

export class DeleteCommand extends DocumentCommand<DeleteCommandInput> {
  readonly name = 'DeleteCommand';
  readonly operation = 'DeleteItem';
  protected readonly request = ITEM_IN;
  protected readonly response = WRITE_OUT;
}

export class QueryCommand extends DocumentCommand<QueryCommandInput> {
  readonly name = 'QueryCommand';
  readonly operation = 'Query';
  protected readonly request = QUERY_IN;
  protected readonly response = QUERY_OUT;
}

export class TransactWriteCommand extends DocumentCommand<TransactWriteCommandInput> {
  readonly name = 'TransactWriteCommand';
  readonly operation = 'TransactWriteItems';
  protected readonly request = TRANSACT_IN;
  protected readonly response = AS_IS;
}

export class BatchGetCommand extends DocumentCommand<BatchGetCommandInput> {
  readonly name = 'BatchGetCommand';
  readonly operation = 'BatchGetItem';
  protected readonly request = BATCH_GET_IN;
  protected readonly response = BATCH_GET_OUT;
}

export class BatchWriteCommand extends DocumentCommand<BatchWriteCommandInput> {
  readonly name = 'BatchWriteCommand';
  readonly operation = 'BatchWriteItem';
  protected readonly request = BATCH_WRITE_IN;
  protected readonly response = BATCH_WRITE_OUT;
}

export type AnyCommand =
  | GetCommand
  | PutCommand
  | UpdateCommand
  | DeleteCommand
  | QueryCommand
  | TransactWriteCommand
  | BatchGetCommand
  | BatchWriteCommand;
export type CommandName = AnyCommand['name'];
export type AnyInput = AnyCommand['input'];

interface Outputs {
  GetCommand: GetCommandOutput;
  PutCommand: PutCommandOutput;
  UpdateCommand: UpdateCommandOutput;
  DeleteCommand: DeleteCommandOutput;
  QueryCommand: QueryCommandOutput;
  TransactWriteCommand: TransactWriteCommandOutput;
  BatchGetCommand: BatchGetCommandOutput;
  BatchWriteCommand: BatchWriteCommandOutput;
}
export type OutputOf<C extends AnyCommand> = Outputs[C['name']];
export type AnyOutput = Outputs[CommandName];
