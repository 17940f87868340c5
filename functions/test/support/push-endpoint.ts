import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A push service on this machine, for the tests of the reminder sender (DESIGN.md 5d, issue 35
 * point 5): it plays FCM or Mozilla's autopush. Each subscription it hands out has a real P-256
 * key pair and auth secret, as a browser's has; what it receives it checks as a push service and
 * a browser would, with node:crypto alone (not the `web-push` package the sender uses, so the two
 * cannot agree on a mistake):
 * - the VAPID header (RFC 8292): `vapid t=<JWT>, k=<key>`, an ES256 JWT signed by that key, whose
 *   `aud` is this server's origin, `exp` in the next 24 hours and `sub` a mailto: or https: URL;
 * - the body (RFC 8291 over RFC 8188 aes128gcm), decrypted with the subscription's private key and
 *   auth secret.
 * A message that fails a check is answered 400 and recorded with the reason. An endpoint can be
 * told to answer another status (410 Gone: the browser unsubscribed).
 * Self-contained (node: imports only) so that the browser tests can start one too.
 */

export interface TestSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** What this server answered. */
  status: number;
  headers: Record<string, string>;
  /** The decrypted text, and its JSON when it is JSON. */
  text?: string;
  json?: unknown;
  /** The verified VAPID claims and key. */
  vapid?: { aud: string; exp: number; sub: string; publicKey: string };
  /** Why the message was refused (400). */
  problem?: string;
}

export interface PushEndpoint {
  origin: string;
  subscribe(): TestSubscription;
  /** From now on, answer POSTs to this endpoint with `status` (and record them as such). */
  answer(endpoint: string, status: number): void;
  received(endpoint?: string): ReceivedPush[];
  clear(): void;
  close(): Promise<void>;
}

interface Held {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  status: number;
}

const b64url = (buf: Buffer) => buf.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188 section 2: the plaintext of an aes128gcm body, or an exception. */
export function decryptAes128gcm(body: Buffer, receiver: { ecdh: ECDH; publicKey: Buffer; auth: Buffer }): string {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 0x04) throw new Error('keyid is not the sender\'s uncompressed P-256 key');
  if (recordSize < 18) throw new Error('record size too small');
  const ecdhSecret = receiver.ecdh.computeSecret(senderKey);
  // HKDF-SHA-256 written out: one block of output is all each step needs.
  const prkKey = hmac(receiver.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.publicKey, senderKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonceBase = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);

  const records: Buffer[] = [];
  const content = body.subarray(21 + idLength);
  for (let offset = 0, seq = 0; offset < content.length; offset += recordSize, seq++) {
    const record = content.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(nonceBase);
    // The record's sequence number, XORed into the nonce's last six bytes (RFC 8188 2.3).
    for (let i = 0; i < 6; i++) nonce[11 - i] = nonce[11 - i]! ^ (Math.floor(seq / 2 ** (8 * i)) & 0xff);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: zeros after a delimiter, 2 on the last record, 1 on the others.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = offset + recordSize >= content.length;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new Error('bad record delimiter');
    records.push(plain.subarray(0, end));
  }
  return Buffer.concat(records).toString('utf8');
}

/** RFC 8292: the claims of a valid `vapid t=..., k=...` header for `origin`, or an exception. */
export function verifyVapid(header: string | undefined, origin: string, now = Date.now()): { aud: string; exp: number; sub: string; publicKey: string } {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization header: ${header}`);
  const [, token, key] = match;
  const [head, payload, signature] = token!.split('.');
  if (!head || !payload || !signature) throw new Error('not a JWT');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header64.alg !== 'ES256') throw new Error(`JWT alg ${header64.alg}, not ES256`);
  const point = Buffer.from(key!, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${head}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}, not ${origin}`);
  const nowS = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= nowS || claims.exp > nowS + 24 * 3600) throw new Error(`exp ${claims.exp} not within the next 24 hours`);
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is not a mailto: or https: URL`);
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey: key! };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  let origin = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const endpoint = `${origin}${req.url ?? ''}`;
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
      const subscription = held.get(endpoint);
      const record: ReceivedPush = { endpoint, status: 201, headers };
      try {
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (!subscription) {
          record.status = 404;
        } else if (subscription.status !== 201) {
          record.status = subscription.status;
        } else {
          record.vapid = verifyVapid(headers.authorization, origin);
          if (headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${headers['content-encoding']}`);
          if (!/^\d+$/.test(headers.ttl ?? '')) throw new Error('no TTL header');
          record.text = decryptAes128gcm(body, subscription);
          try {
            record.json = JSON.parse(record.text);
          } catch {
            // A text payload is recorded as it is.
          }
        }
      } catch (error) {
        record.status = 400;
        record.problem = (error as Error).message;
      }
      received.push(record);
      res.writeHead(record.status, { 'content-type': 'text/plain' });
      res.end(record.problem ?? '');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      held.set(endpoint, { ecdh, publicKey, auth, status: 201 });
      return { endpoint, expirationTime: null, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } };
    },
    answer(endpoint, status) {
      const subscription = held.get(endpoint);
      if (!subscription) throw new Error(`no subscription ${endpoint}`);
      subscription.status = status;
    },
    received: (endpoint) => received.filter((r) => !endpoint || r.endpoint === endpoint),
    clear: () => void received.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
