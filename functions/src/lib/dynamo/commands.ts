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

/** One command class: its lib-dynamodb name, its API action and its document fields each way. */
function command<Input extends object, Name extends string>(name: Name, operation: string, request: Convert, response: Convert) {
  return class extends DocumentCommand<Input> {
    readonly name: Name = name;
    readonly operation = operation;
    protected readonly request = request;
    protected readonly response = response;
  };
}

export const GetCommand = command<GetCommandInput, 'GetCommand'>('GetCommand', 'GetItem', ITEM_IN, GET_OUT);
export const PutCommand = command<PutCommandInput, 'PutCommand'>('PutCommand', 'PutItem', ITEM_IN, WRITE_OUT);
export const UpdateCommand = command<UpdateCommandInput, 'UpdateCommand'>('UpdateCommand', 'UpdateItem', ITEM_IN, WRITE_OUT);
export const DeleteCommand = command<DeleteCommandInput, 'DeleteCommand'>('DeleteCommand', 'DeleteItem', ITEM_IN, WRITE_OUT);
export const QueryCommand = command<QueryCommandInput, 'QueryCommand'>('QueryCommand', 'Query', QUERY_IN, QUERY_OUT);
export const TransactWriteCommand = command<TransactWriteCommandInput, 'TransactWriteCommand'>('TransactWriteCommand', 'TransactWriteItems', TRANSACT_IN, AS_IS);
export const BatchGetCommand = command<BatchGetCommandInput, 'BatchGetCommand'>('BatchGetCommand', 'BatchGetItem', BATCH_GET_IN, BATCH_GET_OUT);
export const BatchWriteCommand = command<BatchWriteCommandInput, 'BatchWriteCommand'>('BatchWriteCommand', 'BatchWriteItem', BATCH_WRITE_IN, BATCH_WRITE_OUT);
export type GetCommand = InstanceType<typeof GetCommand>;
export type PutCommand = InstanceType<typeof PutCommand>;
export type UpdateCommand = InstanceType<typeof UpdateCommand>;
export type DeleteCommand = InstanceType<typeof DeleteCommand>;
export type QueryCommand = InstanceType<typeof QueryCommand>;
export type TransactWriteCommand = InstanceType<typeof TransactWriteCommand>;
export type BatchGetCommand = InstanceType<typeof BatchGetCommand>;
export type BatchWriteCommand = InstanceType<typeof BatchWriteCommand>;

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
