/**
 * Records the DynamoDB requests the handlers send while `during` runs (the gateway runs them in
 * this process, on the same client): the API action and, for a BatchGetItem, how many keys.
 * Latency is reported by `npm run bench`; this checks the number of round trips.
 */
let recording: string[] | null = null;
let installed = false;

export async function requestsSent(during: () => Promise<unknown>): Promise<string[]> {
  const { ddb } = await import('../../src/lib/ddb.js');
  if (!installed) {
    installed = true;
    ddb.middlewareStack.add(
      (next, context) => async (args) => {
        const items = (args.input as { RequestItems?: Record<string, { Keys?: unknown[] }> }).RequestItems;
        const keys = items && Object.values(items)[0]?.Keys;
        const action = (context.commandName ?? '').replace(/Command$/, '');
        recording?.push(keys ? `${action} ${keys.length}` : action);
        return next(args);
      },
      { step: 'initialize', name: 'recordRequests' },
    );
  }
  const sent: string[] = [];
  recording = sent;
  try {
    await during();
  } finally {
    recording = null;
  }
  return sent;
}
