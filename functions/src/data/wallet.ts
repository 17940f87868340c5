import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE, cancellationReasons, ddb } from '../lib/ddb.js';
import { oddunSecretKey, userKey } from './keys.js';
import { ledgerPut, type LedgerReason } from './ledger.js';
import { retryTransaction } from './retry-transaction.js';
import { getUser } from './users.js';

export type PurchaseOutcome =
  | { status: 'purchased'; balance: number; owned: string[] }
  | { status: 'already_owned'; balance: number; owned: string[] }
  | { status: 'insufficient'; balance: number }
  | { status: 'no_user' };

/**
 * Buys a sign's secret in ONE transaction (DESIGN.md 5): the balance is at least the price and
 * the secret is not owned yet, the balance goes down, the id joins the owned set, and a ledger
 * item records it. Parallel purchases charge once: the condition fails for all but one, and
 * each loser re-reads the user to say why (already owned, short balance, or retry on a
 * transaction conflict).
 */
export async function purchaseSecret(userId: string, oddunId: string, price: number, now: Date = new Date()): Promise<PurchaseOutcome> {
  const at = now.toISOString();
  return retryTransaction(
    async (): Promise<PurchaseOutcome> => {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: TABLE,
                  Key: userKey(userId),
                  UpdateExpression: 'SET cowrie_shells = cowrie_shells - :price, updated_at = :at ADD purchased_secrets :ids',
                  ConditionExpression: 'attribute_exists(pk) AND cowrie_shells >= :price AND NOT contains(purchased_secrets, :id)',
                  ExpressionAttributeValues: { ':price': price, ':ids': new Set([oddunId]), ':id': oddunId, ':at': at },
                },
              },
              { ConditionCheck: { TableName: TABLE, Key: oddunSecretKey(oddunId), ConditionExpression: 'attribute_exists(pk)' } },
              ledgerPut(userId, { cowries: -price, xp: 0, reason: 'secret_purchase', ref: oddunId }, at),
            ],
          }),
        );
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons.length) throw error;
        if (reasons[1] === 'ConditionalCheckFailed') throw new Error(`secret of ${oddunId} does not exist`);
        const user = await getUser(userId, true);
        if (!user) return { status: 'no_user' };
        if (user.purchased_secrets.includes(oddunId)) return { status: 'already_owned', balance: user.cowrie_shells, owned: user.purchased_secrets };
        if (user.cowrie_shells < price) return { status: 'insufficient', balance: user.cowrie_shells };
        throw error; // a conflicting transaction on the same user: try again shortly
      }
      const user = await getUser(userId, true);
      return { status: 'purchased', balance: user?.cowrie_shells ?? 0, owned: user?.purchased_secrets ?? [oddunId] };
    },
    { on: 'cancelled', retries: 15 },
  );
}

/** Adds (or removes) cowries and XP with its ledger item, in one transaction. */
export async function adjustBalance(
  userId: string,
  change: { cowries: number; xp?: number },
  reason: LedgerReason,
  ref: string | null,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  // The learner's item is shared with their own requests (a game paid, a purchase): a conflict runs it again.
  await retryTransaction(
    () =>
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: TABLE,
                Key: userKey(userId),
                UpdateExpression: 'SET updated_at = :at ADD cowrie_shells :c, experience_points :x',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':c': change.cowries, ':x': change.xp ?? 0, ':at': at },
              },
            },
            ledgerPut(userId, { cowries: change.cowries, xp: change.xp ?? 0, reason, ref }, at),
          ],
        }),
      ),
    { on: 'conflict', retries: 15 },
  );
}
