import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../../scripts/src/local/dynamodb-local.js';
import { synthesizedRoles } from '../../../scripts/src/local/iam/synth.js';
import type { GroupRoles } from '../../../scripts/src/local/iam/policy.js';
import { freePort } from '../../../scripts/src/local/ports.js';

/** One DynamoDB Local for the integration run, on a free port; each test file gets its own table. */
export default async function setup(project: TestProject) {
  const ddb = await startDynamoLocal({ port: await freePort() });
  project.provide('ddbEndpoint', ddb.endpoint);
  // The roles of the synthesized template, read for the tables the test files create
  // (integration-env.ts names them test-<uuid>; `?` matches one character and never spans the
  // `/index/` an index's ARN adds): the gateway of each file enforces them (DESIGN.md 10).
  project.provide('iamRoles', await synthesizedRoles({ tableName: 'test-????????-????-????-????-????????????', region: 'us-east-1' }));
  return () => ddb.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    ddbEndpoint: string;
    iamRoles: GroupRoles;
  }
}
