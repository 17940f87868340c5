import { createInterface } from 'node:readline';
import { freePort } from '../local/ports.js';
import { startStack } from '../local/stack.js';

/**
 * The stack `npm run load` drives, in a process of its own so the load's client does not share
 * the handlers' event loop (as the bench's, scripts/src/bench-server.ts): DynamoDB Local, the
 * table and the seed, and the local gateway with the synthesized template's roles in force, on
 * free ports (never those of a running `npm start`). Whatever the local DynamoDB client refuses
 * as AWS would (IAM, and transaction conflicts where the stack simulates them) it refuses here.
 *
 * Prints `LOAD_READY {...}` when it accepts requests; on a `figures` line on stdin it prints
 * `LOAD_FIGURES {...}`: the DynamoDB calls the handlers made and those cancelled by a conflict.
 */

// Every learner registers: password hashing at N=2^14 instead of production's 2^17, as the
// integration and browser tests do (functions/test/setup/integration-env.ts, e2e-server.ts).
// What a hash costs is the bench's business; at 2^17 two cores would spend the run hashing.
process.env.SCRYPT_LOG_N ??= '14';
// A DynamoDB Local busy with hundreds of learners can take more than the deployed 2 s per
// attempt (lib/ddb.ts): that is this machine, not an outage to report as 503 (e2e-server.ts).
process.env.DDB_ATTEMPT_TIMEOUT_MS ??= '15000';
// The handlers' warnings and errors (a 503's or a 500's cause) reach the load's report; no info.
process.env.LOG_LEVEL ??= 'WARN';
// The load is no test run: it records nothing for the IAM coverage comparison (iam/record.ts).
delete process.env.IFA_IAM_RECORD_DIR;

const stack = await startStack({ ddbPort: await freePort(), apiPort: await freePort() });
const { ddb } = await import('../../../functions/src/lib/ddb.js');

/** What the handlers' DynamoDB client saw: calls, and cancellations by TransactionConflict. */
const figures = { calls: 0, transactions: 0, conflicts: 0, conflictsBy: {} as Record<string, number>, conditionFailures: 0 };
const isConflict = (error: unknown) => {
  const e = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> } | null;
  return e?.name === 'TransactionConflictException' || (e?.name === 'TransactionCanceledException' && (e.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict'));
};
ddb.middlewareStack.add(
  (next, context) => async (args) => {
    const command = (context.commandName ?? '').replace(/Command$/, '');
    figures.calls += 1;
    if (command.startsWith('Transact')) figures.transactions += 1;
    try {
      return await next(args);
    } catch (error) {
      if (isConflict(error)) {
        figures.conflicts += 1;
        figures.conflictsBy[command] = (figures.conflictsBy[command] ?? 0) + 1;
      } else if ((error as Error).name === 'ConditionalCheckFailedException' || (error as Error).name === 'TransactionCanceledException') figures.conditionFailures += 1;
      throw error;
    }
  },
  // Outermost: it sees what every other layer (IAM, a conflict simulation) answers.
  { step: 'initialize', name: 'loadFigures', priority: 'high' },
);

console.log(
  `LOAD_READY ${JSON.stringify({ origin: stack.origin.replace('localhost', '127.0.0.1'), ddbEndpoint: stack.ddb.endpoint, tableName: process.env.TABLE_NAME, admin: stack.admin })}`,
);

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'figures') console.log(`LOAD_FIGURES ${JSON.stringify(figures)}`);
});

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
