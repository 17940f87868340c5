/**
 * Runs `work` on every item, at most `limit` at once, in the items' order; resolves with the
 * results in that order. `stop`, checked before each item is taken, leaves the rest undone
 * (`undefined` in the results): a scheduled run near its time limit. Written here rather than
 * taken from p-limit: it is these few lines, and the reminder sender is its only user.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>, stop: () => boolean = () => false): Promise<Array<R | undefined>> {
  if (!(limit >= 1)) throw new RangeError('mapLimit needs a limit of at least 1');
  const results: Array<R | undefined> = new Array(items.length).fill(undefined);
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
