import { createECDH, createHash } from 'node:crypto';
import { secretString } from './secret-value.js';

/**
 * The VAPID key pair (RFC 8292) the reminders are signed with (DESIGN.md 5d): in AWS from the
 * Secrets Manager secret named by VAPID_SECRET_ARN, locally and in tests from VAPID_SECRET. Read
 * once per cold start by the user group (the public key a browser subscribes with) and by the
 * reminder sender (both keys). docs/decisions/022-reminders.md.
 */
export interface VapidKeys {
  /** The uncompressed P-256 point, base64url without padding (a browser's `applicationServerKey`). */
  publicKey: string;
  /** The 32-byte private scalar, base64url without padding (what the `web-push` package signs with). */
  privateKey: string;
}

/** Shorter than this is no seed: CDK generates 64 characters. */
const MIN_SEED_LENGTH = 32;
const DERIVATION_LABEL = 'ifa-vapid-p256';

function pairFrom(privateKey: Buffer): VapidKeys | null {
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(privateKey);
  } catch {
    return null; // zero or past the curve's order: not a P-256 private key
  }
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/**
 * The key pair a secret's text stands for. Two forms:
 * - JSON `{"publicKey": ..., "privateKey": ...}` (base64url, as `npx web-push generate-vapid-keys`
 *   prints them): keys made elsewhere, kept so that a stage's existing subscriptions stay valid;
 *   the public key must be the private key's.
 * - any other text of 32+ characters (what CDK's generateSecretString writes at deploy): a seed.
 *   Secrets Manager cannot generate an EC key, and a P-256 private key is just a number below the
 *   curve's order, so it is SHA-256 of the seed (again with a counter in the 1 in 2^32 case where
 *   that number is too large), and the public key follows from it.
 * Pure and deterministic: the user group and the sender derive the same pair from the same secret.
 */
export function vapidKeysFromSecret(secret: string): VapidKeys {
  const trimmed = secret.trim();
  if (trimmed.startsWith('{')) {
    let parsed: { publicKey?: unknown; privateKey?: unknown };
    try {
      parsed = JSON.parse(trimmed) as typeof parsed;
    } catch {
      throw new Error('VAPID secret: not valid JSON');
    }
    if (typeof parsed.privateKey !== 'string' || typeof parsed.publicKey !== 'string') throw new Error('VAPID secret: publicKey and privateKey are required');
    const privateKey = Buffer.from(parsed.privateKey, 'base64url');
    const pair = privateKey.length === 32 ? pairFrom(privateKey) : null;
    if (!pair) throw new Error('VAPID secret: privateKey is not a P-256 private key');
    if (pair.publicKey !== parsed.publicKey.replace(/=+$/, '')) throw new Error('VAPID secret: publicKey is not the public key of privateKey');
    return pair;
  }
  if (trimmed.length < MIN_SEED_LENGTH) throw new Error(`VAPID secret: a seed needs at least ${MIN_SEED_LENGTH} characters`);
  for (let attempt = 0; ; attempt++) {
    const candidate = createHash('sha256').update(`${DERIVATION_LABEL}|${trimmed}${attempt ? `|${attempt}` : ''}`).digest();
    const pair = pairFrom(candidate);
    if (pair) return pair;
  }
}

const localSecret = process.env.VAPID_SECRET;
const secretArn = process.env.VAPID_SECRET_ARN;
// Fail the cold start, not the first reminder (STYLE.md: environment read once, failing fast).
if (!localSecret && !secretArn) throw new Error('Missing environment variable VAPID_SECRET or VAPID_SECRET_ARN');

let cached: Promise<VapidKeys> | undefined;

/** The stage's VAPID keys, read and derived once per cold start (a failed read is tried again next time). */
export function vapidKeys(): Promise<VapidKeys> {
  cached ??= (async () => {
    const secret = localSecret || (await secretString(secretArn!));
    if (!secret) throw new Error('The VAPID secret is empty');
    return vapidKeysFromSecret(secret);
  })().catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
