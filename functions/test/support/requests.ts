/**
 * Records the DynamoDB requests the handlers send while `during` runs (the gateway runs them in
 * this process, on the same client): the command's name and, for a BatchGetItem, how many keys.
 * Latency budgets are measured by `npm run bench`; this checks the number of round trips.
 */
let recording: string[] | null = null;
let installed = false;

export async function requestsSent(during: () => Promise<unknown>): Promise<string[]> {
  const { ddb } = await import('../../src/lib/ddb.js');
  if (!installed) {
    installed = true;
    ddb.use(async (name, input, next) => {
      const items = (input as { RequestItems?: Record<string, { Keys?: unknown[] }> }).RequestItems;
      const keys = items && Object.values(items)[0]?.Keys;
      recording?.push(keys ? `${name} ${keys.length}` : name);
      return next(input);
    });
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
