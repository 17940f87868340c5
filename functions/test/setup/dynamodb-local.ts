import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../../scripts/src/local/dynamodb-local.js';
import { freePort } from '../../../scripts/src/local/ports.js';

/** One DynamoDB Local for the integration run, on a free port; each test file gets its own table. */
export default async function setup(project: TestProject) {
  const ddb = await startDynamoLocal({ port: await freePort() });
  project.provide('ddbEndpoint', ddb.endpoint);
  return () => ddb.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    ddbEndpoint: string;
  }
}
