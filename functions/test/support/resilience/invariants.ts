import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, any>;

/** Every item of the test's own table. A Scan is fine here: a test reading a small table, never a request path. */
export async function readWholeTable(endpoint: string, table: string): Promise<Item[]> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  try {
    const items: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await client.send(new ScanCommand({ TableName: table, ConsistentRead: true, ExclusiveStartKey: start }));
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  } finally {
    client.destroy();
  }
}

const sum = (items: Item[], field: string) => items.reduce((total, item) => total + (Number(item[field]) || 0), 0);

/**
 * What "nothing half-written" means for the writes a learner can make (DESIGN.md 3 and 5), as
 * a list of broken rules (empty when the table is whole):
 * - a user exists with all its claims (email, username, referral code) and its ledger, or not
 *   at all: no claim without its user, no user without its claims;
 * - each user's ledger sums to its cowrie balance and its XP;
 * - the global user counter is at most the users, the games-started counter at most the game
 *   sessions (counted apart, data/stats.ts); the pending-contributions counter equals the
 *   pending contributions;
 * - each game session has its questions item, and its counters agree with its answers.
 */
export function halfWrites(items: Item[]): string[] {
  const problems: string[] = [];
  const byKey = new Map(items.map((i) => [`${i.pk}|${i.sk}`, i]));
  const users = items.filter((i) => i.type === 'User');
  const userIds = new Set(users.map((u) => u.id as string));

  for (const claim of items.filter((i) => i.type === 'Claim' && /^(EMAIL|USERNAME|REFCODE)#/.test(i.pk))) {
    if (!userIds.has(claim.user_id)) problems.push(`claim ${claim.pk} points at no user (${claim.user_id})`);
  }
  for (const user of users) {
    for (const key of [`EMAIL#${user.email.toLowerCase()}`, `USERNAME#${user.username.toLowerCase()}`, `REFCODE#${user.referral_code}`]) {
      if (byKey.get(`${key}|CLAIM`)?.user_id !== user.id) problems.push(`user ${user.id} has no claim ${key}`);
    }
    const ledger = items.filter((i) => i.pk === `USER#${user.id}` && String(i.sk).startsWith('LEDGER#'));
    if (!ledger.length) problems.push(`user ${user.id} has no ledger`);
    if (sum(ledger, 'cowries') !== (user.cowrie_shells ?? 0)) problems.push(`user ${user.id}: ledger cowries ${sum(ledger, 'cowries')} != balance ${user.cowrie_shells}`);
    if (sum(ledger, 'xp') !== (user.experience_points ?? 0)) problems.push(`user ${user.id}: ledger xp ${sum(ledger, 'xp')} != xp ${user.experience_points}`);
  }

  // The statistics are written apart from the learner's transaction (data/stats.ts, DESIGN.md
  // 3b): a count can be lost to the failure, never doubled, never counted for what did not happen.
  const shards = (sk: string) => items.filter((i) => /^STATS(#\d+)?$/.test(String(i.pk)) && i.sk === sk);
  const counted = (field: string) => sum(shards('GLOBAL'), field);
  if (counted('users') > users.length) problems.push(`users counter ${counted('users')} > ${users.length} users`);
  const sessions = items.filter((i) => i.type === 'GameSession');
  if (counted('games_started') > sessions.length) problems.push(`games_started ${counted('games_started')} > ${sessions.length} sessions`);
  for (const session of sessions) {
    if (!byKey.has(`${session.pk}|QUESTIONS`)) problems.push(`session ${session.pk} has no questions item`);
    const answered = Object.keys(session.answered ?? {}).length;
    if (session.index !== answered || session.correct + session.wrong !== answered) {
      problems.push(`session ${session.pk}: index ${session.index}, answered ${answered}, correct+wrong ${session.correct + session.wrong}`);
    }
  }

  const pending = items.filter((i) => i.type === 'Contribution' && i.status === 'pending').length;
  // The queue's counters move inside the transaction that changes the queue: exact.
  const queued = sum(shards('CONTRIBS'), 'pending');
  if (queued !== pending) problems.push(`pending contributions counter ${queued} != ${pending}`);
  return problems;
}
