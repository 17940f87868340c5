import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * DESIGN.md 10: the scripts that reach a deployed table take credentials and region as the AWS
 * SDK does. `npm run seed` with AWS_PROFILE=p must sign with profile p's key and region, here
 * seen by a recording proxy in front of DynamoDB Local (which, shared, accepts any signature).
 */
const root = resolve(import.meta.dirname, '../../..');
const TABLE = process.env.TABLE_NAME!;
const ENDPOINT = process.env.DDB_ENDPOINT!;

/** The credential scope of each signed request: `<key id>/<date>/<region>/dynamodb/aws4_request`. */
const scopes: string[] = [];
let proxy: Server;
let proxyUrl = '';
let home = '';

beforeAll(async () => {
  const target = new URL(ENDPOINT);
  proxy = createServer((req, res) => {
    const scope = /Credential=([^,]+)/.exec(String(req.headers.authorization))?.[1];
    if (scope) scopes.push(scope);
    const forward = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;

  home = mkdtempSync(join(tmpdir(), 'ifa-aws-profile-'));
  writeFileSync(join(home, 'credentials'), '[p]\naws_access_key_id = AKIAPROFILEPSEEDTEST\naws_secret_access_key = profile-p-secret\n');
  writeFileSync(join(home, 'config'), '[profile p]\nregion = eu-west-3\n');
});

afterAll(async () => {
  rmSync(home, { recursive: true, force: true });
  proxy.closeAllConnections();
  await new Promise((done) => proxy.close(done));
});

/** `npm run seed -- ...args` in its own process, with no AWS keys or region in its environment. */
function seed(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((done, failed) => {
    const child = spawn('npm', ['run', 'seed', '--silent', '--', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH!, HOME: home, AWS_SHARED_CREDENTIALS_FILE: join(home, 'credentials'), AWS_CONFIG_FILE: join(home, 'config'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', failed);
    child.on('exit', (code) => done({ code, out }));
  });
}

describe('npm run seed against an endpoint, with a profile', () => {
  it("signs every request with profile p's key and region, and seeds the catalogue", async () => {
    const run = await seed(['--table', TABLE, '--endpoint', proxyUrl], { AWS_PROFILE: 'p' });
    expect(run.code, run.out).toBe(0);
    expect(scopes.length).toBeGreaterThan(0);
    for (const scope of scopes) expect(scope).toMatch(/^AKIAPROFILEPSEEDTEST\/\d{8}\/eu-west-3\/dynamodb\/aws4_request$/);

    const { ddb } = await import('../../../functions/src/lib/ddb.js');
    const signs = await ddb.send(new QueryCommand({ TableName: TABLE, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'ODDUNS' }, Select: 'COUNT' }));
    expect(signs.Count).toBe(256);
  }, 120_000);

  it('takes --profile and --region as the SDK does (the flag wins over the profile region)', async () => {
    scopes.length = 0;
    const run = await seed(['--table', TABLE, '--endpoint', proxyUrl, '--profile', 'p', '--region', 'ap-south-1'], {});
    expect(run.code, run.out).toBe(0);
    expect(scopes.length).toBeGreaterThan(0);
    for (const scope of scopes) expect(scope).toMatch(/^AKIAPROFILEPSEEDTEST\/\d{8}\/ap-south-1\/dynamodb\/aws4_request$/);
  }, 120_000);
});
