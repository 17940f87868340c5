import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Direct access to the e2e stack's DynamoDB Local, for arranging what a learner cannot do
 * through the app (e.g. topping up a balance). Refuses anything but a local endpoint.
 */
function client() {
  const endpoint = process.env.E2E_DDB_ENDPOINT;
  if (!endpoint || !/^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(endpoint)) throw new Error(`Not a local DynamoDB endpoint: ${endpoint}`);
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
}

/** Sets a number on a user's profile item (what a learner cannot do through the app). */
async function setUserNumber(userId: string, field: 'cowrie_shells' | 'experience_points', value: number) {
  const ddb = client();
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: process.env.E2E_TABLE_NAME,
        Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET #f = :v',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#f': field },
        ExpressionAttributeValues: { ':v': value },
      }),
    );
  } finally {
    ddb.destroy();
  }
}

/** Sets a user's cowrie balance (the test's own top-up; the app only pays through games). */
export const setCowries = (userId: string, cowries: number) => setUserNumber(userId, 'cowrie_shells', cowries);

/** Sets a user's XP (a learner a few points short of a level, for the level-up moment). */
export const setExperiencePoints = (userId: string, experiencePoints: number) => setUserNumber(userId, 'experience_points', experiencePoints);

/**
 * Makes a game session expire now, as if its 2 hours had passed (DESIGN.md 3: the server checks
 * `expires_at` itself, because DynamoDB deletes TTL items late).
 */
export async function expireGameSession(sessionId: string) {
  const ddb = client();
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: process.env.E2E_TABLE_NAME,
        Key: { pk: `GAME#${sessionId}`, sk: 'SESSION' },
        UpdateExpression: 'SET expires_at = :past',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
  } finally {
    ddb.destroy();
  }
}

/**
 * The questions a game session keeps, with their answers (never sent to the browser before an
 * answer): a test's learner who knows every answer.
 */
export async function gameKey(sessionId: string): Promise<Array<{ id: string; correct_answers: string[]; is_multiple_answer: boolean }>> {
  const ddb = client();
  try {
    const out = await ddb.send(new GetCommand({ TableName: process.env.E2E_TABLE_NAME, Key: { pk: `GAME#${sessionId}`, sk: 'QUESTIONS' }, ConsistentRead: true }));
    return (out.Item?.questions ?? []) as Array<{ id: string; correct_answers: string[]; is_multiple_answer: boolean }>;
  } finally {
    ddb.destroy();
  }
}

/** A learner's review card as stored (its FSRS state packed, its due date in gsi2sk): what the server scheduled. */
export async function storedCard(userId: string, subjectId: string, kind: 'read' | 'build' | 'fact') {
  const ddb = client();
  try {
    const out = await ddb.send(
      new GetCommand({
        TableName: process.env.E2E_TABLE_NAME,
        Key: { pk: `USER#${userId}`, sk: `CARD#${kind === 'fact' ? 'orisha' : 'sign'}#${subjectId}#${kind}` },
        ConsistentRead: true,
      }),
    );
    return out.Item as { fsrs: string; gsi2sk: string; last_ref?: string } | undefined;
  } finally {
    ddb.destroy();
  }
}

/** One item of the e2e stack's table, read consistently (what the server stored). */
export async function readItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  const ddb = client();
  try {
    return (await ddb.send(new GetCommand({ TableName: process.env.E2E_TABLE_NAME, Key: key, ConsistentRead: true }))).Item;
  } finally {
    ddb.destroy();
  }
}
