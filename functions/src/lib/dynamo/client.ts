/**
 * A lean DynamoDB document client for the Lambda bundles, a drop-in for the part of
 * `@aws-sdk/lib-dynamodb` the data modules use: the same command names, input and output types
 * and error shapes, over DynamoDB's JSON API with `aws4` for SigV4 and `@aws-sdk/util-dynamodb`
 * for marshalling.
 *
 * Why not the SDK: every Lambda's module init must stay under 60 ms (DESIGN.md 8) and the SDK
 * (client-dynamodb + lib-dynamodb + @smithy, ~200 KB minified) was half of it: replacing it
 * with a stub took the user bundle from 325 KB / ~119 ms to 119 KB / ~57 ms.
 * Why not aws-lite: its `@aws-lite/client` declares engines node >= 22, and local Node is 20.
 * Why node:http(s), not fetch: undici loads lazily and its load would land in the first call.
 *
 * Import and construction do nothing; the first call makes the keep-alive agent.
 */
import type { AnyCommand, AnyInput, AnyOutput, CommandName, OutputOf, Wire } from './commands.js';
import { retryable, type DynamoError } from './errors.js';
import { connectionTo, encode, post, type Connection, type Credentials } from './transport.js';

export {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type AnyCommand,
  type AnyInput,
  type AnyOutput,
  type CommandName,
} from './commands.js';
export type { DynamoError } from './errors.js';
export type { Credentials } from './transport.js';
export type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  NativeAttributeValue,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';

export interface DynamoOptions {
  region: string;
  /** DynamoDB Local, e.g. 'http://127.0.0.1:8000'; else https://dynamodb.<region>.amazonaws.com. */
  endpoint?: string;
  /** Else AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, as Lambda sets them. */
  credentials?: Credentials;
  /** One attempt, from its start to the answer, connect included. */
  attemptMs?: number;
  maxAttempts?: number;
  connectTimeoutMs?: number;
}

/**
 * Sees every call: may change its input before `next` and reads its output after (the bench
 * asks for ReturnConsumedCapacity this way). Hooks run in the order they were added.
 */
export type Hook = (commandName: CommandName, input: AnyInput, next: (input: AnyInput) => Promise<AnyOutput>) => Promise<AnyOutput>;

// lib/ddb.ts explains these numbers: a call gets its answer or its error within attemptMs + 500.
const ATTEMPT_MS = 2000;
const BUDGET_EXTRA_MS = 500;
const MAX_ATTEMPTS = 3;
const CONNECT_TIMEOUT_MS = 400;
// Full jitter (a random pause up to base * 2^retry): retries of many callers spread out.
const BACKOFF_BASE_MS = 25;
const BACKOFF_CAP_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function envCredentials(): Credentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) throw new Error('No AWS credentials: pass `credentials` or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  return { accessKeyId, secretAccessKey, sessionToken };
}

export class DynamoDocumentClient {
  private readonly hooks: Hook[] = [];
  private connection: Connection | undefined;

  constructor(private readonly options: DynamoOptions) {}

  use(hook: Hook): void {
    this.hooks.push(hook);
  }

  send<C extends AnyCommand>(command: C): Promise<OutputOf<C>> {
    const run = (index: number, input: AnyInput): Promise<AnyOutput> => {
      const hook = this.hooks[index];
      return hook ? hook(command.name, input, (next) => run(index + 1, next)) : this.call(command, input);
    };
    return run(0, command.input) as Promise<OutputOf<C>>;
  }

  /** Closes the kept-alive connections (tests, scripts); a later call opens new ones. */
  destroy(): void {
    this.connection?.agent.destroy();
    this.connection = undefined;
  }

  /**
   * Attempts until one succeeds, the error is not worth retrying, the attempts run out, or another
   * whole attempt (after its backoff) would not fit in the call's budget.
   */
  private async call(command: AnyCommand, input: AnyInput): Promise<AnyOutput> {
    const { region, attemptMs = ATTEMPT_MS, maxAttempts = MAX_ATTEMPTS, connectTimeoutMs = CONNECT_TIMEOUT_MS } = this.options;
    const credentials = this.options.credentials ?? envCredentials();
    this.connection ??= connectionTo(this.options.endpoint ?? `https://dynamodb.${region}.amazonaws.com`);
    const body = encode(command.toWire(input));
    const budgetMs = attemptMs + BUDGET_EXTRA_MS;
    const started = Date.now();
    let totalRetryDelay = 0;
    for (let attempts = 1; ; attempts++) {
      try {
        const answer = await post(this.connection, region, credentials, command.operation, body, { attemptMs, connectTimeoutMs });
        const $metadata = { httpStatusCode: 200, requestId: answer.requestId, attempts, totalRetryDelay };
        return { ...command.fromWire(answer.body), $metadata } as AnyOutput;
      } catch (error) {
        const delay = Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempts - 1));
        const fits = Date.now() - started + delay + attemptMs <= budgetMs;
        if (attempts >= maxAttempts || !fits || !retryable(error)) throw withAttempts(error, attempts, totalRetryDelay);
        await sleep(delay);
        totalRetryDelay += delay;
      }
    }
  }
}

/** As the SDK does, the thrown error tells how many attempts it took. */
function withAttempts(error: unknown, attempts: number, totalRetryDelay: number): unknown {
  if (error instanceof Error) {
    const $metadata: Wire = (error as Partial<DynamoError>).$metadata ?? {};
    Object.assign(error, { $metadata: { ...$metadata, attempts, totalRetryDelay } });
  }
  return error;
}
