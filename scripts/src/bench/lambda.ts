import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { EDGE_HEADERS, ENDPOINT_GROUPS, routeList, type EndpointGroup } from '@ifa/shared';
import { signAccessToken } from '../../../functions/src/domain/tokens.js';
import { LAMBDA_ESBUILD, LAMBDA_NODE_OPTIONS } from '../../../infra/lib/project-function.js';
import { describeQuiet, waitForQuietCpu } from './quiet.js';
import { info, median, missing, percentile, withinMargin, type Figure } from './report.js';

/**
 * DESIGN.md 8: each group's bundle, judged against a floor bundled the same way: the smallest
 * handler that talks to DynamoDB as the groups do. What the floor costs is the AWS SDK's (and
 * Node's), the same in AWS as here; the margin is the project's. Module init and the cold path
 * (init + the first request, its Secrets Manager read included) are timings: reported as a
 * ratio to the floor measured in the same rounds, never gated (a timing moves by half between
 * two runs on this shared machine).
 */
export const BUNDLE_MARGIN_KB = 250;
export const INIT_RUNS = Number(process.env.BENCH_INIT_RUNS ?? 15);

/** The floor: a handler that only imports lib-dynamodb (and its client), creates its client and returns. */
export const FLOOR_NAME = 'floor';
const FLOOR_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => ({ statusCode: 200, body: typeof ddb.send });
`;

export interface Bundle {
  name: EndpointGroup | typeof FLOOR_NAME;
  file: string;
  bytes: number;
  metafile: Metafile;
}

/**
 * One handler bundled exactly as the CDK does (infra/lib/project-function.ts): its folder holds
 * index.mjs and the linked index.mjs.map, which module init reads. The floor is bundled from
 * source text resolved in functions/src/lib, where the product's own client (ddb.ts) lives.
 */
async function bundle(root: string, outDir: string, name: Bundle['name'], entry: { file: string } | { source: string }): Promise<Bundle> {
  const file = resolve(outDir, name, 'index.mjs');
  mkdirSync(dirname(file), { recursive: true });
  const out = await build({
    ...('file' in entry
      ? { entryPoints: [entry.file] }
      : { stdin: { contents: entry.source, resolveDir: resolve(root, 'functions/src/lib'), sourcefile: 'bench-floor.ts', loader: 'ts' as const } }),
    absWorkingDir: root,
    outfile: file,
    bundle: true,
    platform: 'node',
    target: LAMBDA_ESBUILD.target,
    format: LAMBDA_ESBUILD.format,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    external: [...LAMBDA_ESBUILD.external],
    minify: LAMBDA_ESBUILD.minify,
    sourcemap: LAMBDA_ESBUILD.sourcemap,
    sourcesContent: LAMBDA_ESBUILD.sourcesContent,
    charset: LAMBDA_ESBUILD.charset,
    banner: { js: LAMBDA_ESBUILD.banner },
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  for (const output of out.outputFiles) writeFileSync(output.path, output.contents);
  const code = out.outputFiles.find((o) => o.path === file)!.contents;
  return { name, file, bytes: code.length, metafile: out.metafile };
}

/** The floor, then every group's handler. */
export async function bundleAll(root: string, outDir: string): Promise<{ floor: Bundle; groups: Bundle[] }> {
  const floor = await bundle(root, outDir, FLOOR_NAME, { source: FLOOR_SOURCE });
  const groups: Bundle[] = [];
  for (const group of ENDPOINT_GROUPS) groups.push(await bundle(root, outDir, group, { file: resolve(root, `functions/src/handlers/${group}.ts`) }));
  return { floor, groups };
}

/** The packages (or source folders) that make up a bundle, largest first, in KB. */
export function composition(metafile: Metafile): Array<[string, number]> {
  const sizes = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const inPackage = path.split('node_modules/').pop()!;
      const key = path.includes('node_modules/')
        ? inPackage.split('/').slice(0, inPackage.startsWith('@') ? 2 : 1).join('/')
        : path.split('/').slice(0, 3).join('/');
      sizes.set(key, (sizes.get(key) ?? 0) + bytesInOutput / 1024);
    }
  }
  return [...sizes].sort((a, b) => b[1] - a[1]);
}

/** Environment of the measured cold starts: what the Lambda's module init reads, and how it starts Node. */
const INIT_ENV = {
  NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
  TABLE_NAME: 'bench',
  STAGE: 'production',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  // As in AWS: no JWT_SECRET, the key is read from Secrets Manager on the first request.
  JWT_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:ApiJwtSecret-AbCdEf',
  // The user group's (the reminders' VAPID keys, read only by GET /user/reminders: infra/lib/reminders.ts).
  VAPID_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:RemindersVapidSecret-AbCdEf',
  ORIGIN_VERIFY_SECRET: 'bench-origin-verify',
  // Lambda runs Node 22+, where the SDK never emits this; on an older local Node it would add
  // an Error with its stack trace to every measured init.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
const STUB_SECRET = 'bench-jwt-secret-served-by-the-secrets-manager-stub';

/**
 * A local stand-in for the two AWS APIs a cold start calls, so the real SDK clients run: Secrets
 * Manager's GetSecretValue (the JWT key, once per cold start: functions/src/lib/jwt-secret.ts),
 * reached through the SDK's own endpoint setting (AWS_ENDPOINT_URL_SECRETS_MANAGER), and
 * DynamoDB, which answers every call with nothing (the request then ends as it would for an
 * unknown user). It counts the secret reads.
 */
async function startAwsStub(): Promise<{ url: string; secretReads: () => number; close: () => void }> {
  let reads = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      if (target === 'secretsmanager.GetSecretValue') {
        reads++;
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ ARN: INIT_ENV.JWT_SECRET_ARN, Name: 'ApiJwtSecret', SecretString: STUB_SECRET, VersionId: 'v1', VersionStages: ['AWSCURRENT'], CreatedDate: 1764288000 }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      res.end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, secretReads: () => reads, close: () => server.close() };
}

/** The first request of a cold start: the group's first signed-in GET in the route table, with a valid token. */
export function firstRequestOf(group: EndpointGroup): { method: string; path: string; route: string; role: 'user' | 'admin' } {
  const routes = routeList.filter((r) => r.group === group && r.auth !== 'public');
  const route = routes.find((r) => r.method === 'GET' && !r.path.includes('{')) ?? routes.find((r) => r.method === 'GET') ?? routes[0];
  if (!route) throw new Error(`no signed-in route in ${group}`);
  return { method: route.method, path: route.path.replace(/\{\w+\}/g, 'x'), route: route.path, role: route.auth === 'admin' ? 'admin' : 'user' };
}

/** An API Gateway HTTP API v2 event for `request`, through CloudFront (its origin header set). */
async function eventFor(request: ReturnType<typeof firstRequestOf>) {
  const token = await signAccessToken(
    // The claims a login puts in (the session's fields where the token carries them).
    { sub: 'bench-user', role: request.role, sid: 'bench-session-0000000000', iatMs: Date.now() } as Parameters<typeof signAccessToken>[0],
    new TextEncoder().encode(STUB_SECRET),
  );
  const routeKey = `${request.method} /api${request.route}`;
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: `/api${request.path}`,
    rawQueryString: '',
    ...(request.route.includes('{') ? { pathParameters: Object.fromEntries([...request.route.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'x'])) } : {}),
    headers: { authorization: `Bearer ${token}`, host: 'd111111abcdef8.cloudfront.net', 'user-agent': 'bench', [EDGE_HEADERS.originVerify]: INIT_ENV.ORIGIN_VERIFY_SECRET, [EDGE_HEADERS.viewerAddress]: '203.0.113.45' },
    requestContext: {
      accountId: '123456789012',
      apiId: 'bench',
      domainName: 'bench.execute-api.us-east-1.amazonaws.com',
      domainPrefix: 'bench',
      http: { method: request.method, path: `/api${request.path}`, protocol: 'HTTP/1.1', sourceIp: '130.176.0.1', userAgent: 'bench' },
      requestId: 'bench-request',
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
  };
}

export interface InitSample {
  /** Module init: wall and CPU time of the import. */
  wallMs: number;
  cpuMs: number;
  /** The first request (the secret fetched, the SDK clients created) and a second, warm one. */
  firstMs?: number;
  firstCpuMs?: number;
  secondMs?: number;
  secondCpuMs?: number;
  status?: number;
}

/**
 * One cold start in a fresh Node process: the bundle imported (module init), then, given an
 * event, the handler invoked twice (the first request of the container, then a warm one).
 */
function coldStartOnce(file: string, env: Record<string, string>, event?: unknown): Promise<InitSample> {
  const script = [
    'const c=process.cpuUsage();const t=performance.now();',
    `const m=await import(${JSON.stringify(file)});`,
    'const d=process.cpuUsage(c);const r={wallMs:performance.now()-t,cpuMs:(d.user+d.system)/1000};',
    `const e=${JSON.stringify(event ?? null)};`,
    'if(e){const ctx={functionName:"bench",functionVersion:"$LATEST",invokedFunctionArn:"arn:aws:lambda:us-east-1:123456789012:function:bench",memoryLimitInMB:"512",awsRequestId:"bench-1",logGroupName:"/aws/lambda/bench",logStreamName:"bench",getRemainingTimeInMillis:()=>10000,callbackWaitsForEmptyEventLoop:false};',
    'const c1=process.cpuUsage();const t1=performance.now();const out=await m.handler(e,ctx);r.firstMs=performance.now()-t1;const d1=process.cpuUsage(c1);r.firstCpuMs=(d1.user+d1.system)/1000;r.status=out&&out.statusCode;',
    'const c2=process.cpuUsage();const t2=performance.now();await m.handler(e,{...ctx,awsRequestId:"bench-2"});r.secondMs=performance.now()-t2;const d2=process.cpuUsage(c2);r.secondCpuMs=(d2.user+d2.system)/1000;}',
    'console.log("BENCH_INIT "+JSON.stringify(r));process.exit(0);',
  ].join('');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (err += c));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH_INIT '));
      if (code !== 0 || !line) return fail(new Error(`cold start of ${file} failed: ${err.trim().split('\n').slice(-3).join(' ')}`));
      done(JSON.parse(line.slice('BENCH_INIT '.length)) as InitSample);
    });
  });
}

/**
 * Cold starts of each bundle: `runs` fresh processes each. The bundles take turns (one of each,
 * the floor among them, then the next round), so load elsewhere on the machine falls on the
 * floor and the groups of a round alike, and each group's time is judged against the floor's
 * of the same round.
 */
export async function measureInit(bundles: readonly Bundle[], runs = INIT_RUNS): Promise<{ samples: Map<Bundle['name'], InitSample[]>; secretReads: Map<Bundle['name'], number> }> {
  const samples = new Map<Bundle['name'], InitSample[]>(bundles.map((b) => [b.name, []]));
  const secretReads = new Map<Bundle['name'], number>(bundles.map((b) => [b.name, 0]));
  const stub = await startAwsStub();
  try {
    const env = { ...INIT_ENV, AWS_ENDPOINT_URL_SECRETS_MANAGER: stub.url, DDB_ENDPOINT: stub.url };
    const events = new Map<Bundle['name'], unknown>();
    for (const b of bundles) if (b.name !== FLOOR_NAME) events.set(b.name, await eventFor(firstRequestOf(b.name as EndpointGroup)));
    for (let round = 0; round < runs; round++) {
      for (const b of bundles) {
        const before = stub.secretReads();
        samples.get(b.name)!.push(await coldStartOnce(b.file, { ...env, POWERTOOLS_SERVICE_NAME: String(b.name), AWS_LAMBDA_FUNCTION_NAME: String(b.name) }, events.get(b.name)));
        secretReads.set(b.name, secretReads.get(b.name)! + stub.secretReads() - before);
      }
    }
  } finally {
    stub.close();
  }
  return { samples, secretReads };
}

export interface LambdaResult {
  figures: Figure[];
  appendix: string;
  /**
   * Median CPU ms of a cold start per group (module init and what the first request adds over a
   * warm one: the secret fetch, the clients created), for the cost estimate's cold starts: the
   * wall time here also counts queueing behind the shared machine's other processes, which a
   * Lambda's own CPU share does not.
   */
  initMs: Partial<Record<EndpointGroup, number>>;
}

/** Median and the 90% interval (nearest-rank 5th and 95th percentiles) of `values`. */
export function spread(values: readonly number[]): { median: number; low: number; high: number } {
  return { median: median(values), low: percentile(values, 5), high: percentile(values, 95) };
}

export async function lambdaFigures(root: string, outDir: string): Promise<LambdaResult> {
  const { floor, groups } = await bundleAll(root, outDir);
  const floorKb = floor.bytes / 1024;
  const figures: Figure[] = [
    info('Lambda', 'bundle of the floor (lib-dynamodb + client-dynamodb, a client created; DESIGN.md 8 says about 340 KB)', `${floorKb.toFixed(1)} KB`),
    ...groups.map((b) => withinMargin('Lambda', `bundle ${b.name}`, b.bytes / 1024, floorKb, BUNDLE_MARGIN_KB, 'KB', 'the floor')),
  ];
  const quiet = await waitForQuietCpu();
  const { samples, secretReads } = await measureInit([floor, ...groups]);
  const floorRuns = samples.get(FLOOR_NAME)!;
  const floorWall = spread(floorRuns.map((r) => r.wallMs));
  figures.push(
    info(
      'Lambda',
      `module init of the floor (${INIT_RUNS} fresh processes, in the same rounds as the groups)`,
      `median ${floorWall.median.toFixed(0)} ms (90% interval ${floorWall.low.toFixed(0)}-${floorWall.high.toFixed(0)}), CPU ${median(floorRuns.map((r) => r.cpuMs)).toFixed(0)} ms; ${describeQuiet(quiet)}`,
    ),
  );
  const initMs: LambdaResult['initMs'] = {};
  const rows: string[] = [];
  for (const b of groups) {
    const group = b.name as EndpointGroup;
    const runs = samples.get(group)!;
    // Paired: each round's group init over the floor's of the same round.
    const ratio = spread(runs.map((r, i) => r.wallMs / floorRuns[i]!.wallMs));
    const cpu = median(runs.map((r) => r.cpuMs));
    figures.push(
      info(
        'Lambda',
        `module init ${group}: ratio to the floor, paired per round (${INIT_RUNS} rounds)`,
        `median ${ratio.median.toFixed(2)}x (90% interval ${ratio.low.toFixed(2)}-${ratio.high.toFixed(2)}x); ${median(runs.map((r) => r.wallMs)).toFixed(0)} ms, CPU ${cpu.toFixed(0)} ms`,
      ),
    );
    const request = firstRequestOf(group);
    const reads = secretReads.get(group)!;
    const what = `cold start ${group}: module init + the first request (${request.method} ${request.path}, the JWT secret read from a Secrets Manager stub)`;
    if (reads !== INIT_RUNS) {
      figures.push(missing('Lambda', what, 'reported', `the secret was read ${reads} times in ${INIT_RUNS} cold starts, not once each`));
      continue;
    }
    const cold = spread(runs.map((r) => r.wallMs + r.firstMs!));
    const first = median(runs.map((r) => r.firstMs!));
    const warm = median(runs.map((r) => r.secondMs!));
    const statuses = [...new Set(runs.map((r) => r.status))].join('/');
    figures.push(
      info(
        'Lambda',
        what,
        `median ${cold.median.toFixed(0)} ms (90% interval ${cold.low.toFixed(0)}-${cold.high.toFixed(0)}); the first request ${first.toFixed(0)} ms, a warm one ${warm.toFixed(1)} ms (answered ${statuses})`,
      ),
    );
    // The cold start's CPU: init, and what the first request costs over a warm one.
    initMs[group] = cpu + Math.max(0, median(runs.map((r) => r.firstCpuMs! - r.secondCpuMs!)));
    rows.push(`| ${group} | ${request.method} ${request.path} | ${ratio.median.toFixed(2)}x | ${cpu.toFixed(0)} | ${cold.median.toFixed(0)} | ${first.toFixed(0)} | ${warm.toFixed(1)} | ${statuses} |`);
  }
  const appendix = [
    '## What each Lambda bundle is made of (KB in the minified output)',
    '',
    '| bundle | KB | largest parts |',
    '|---|---|---|',
    ...[floor, ...groups].map(
      (b) =>
        `| ${b.name} | ${(b.bytes / 1024).toFixed(1)} | ${composition(b.metafile)
          .slice(0, 8)
          .map(([name, kb]) => `${name} ${kb.toFixed(1)}`)
          .join(', ')} |`,
    ),
    '',
    '## Cold starts (medians of fresh processes, reported, not gated)',
    '',
    "Each sample: a fresh Node process imports the group's bundle (module init), then calls its handler with the group's first",
    'signed-in GET and a valid token: the JWT key is fetched through the real Secrets Manager client from a local stub of',
    "GetSecretValue (AWS_ENDPOINT_URL_SECRETS_MANAGER), DynamoDB is a stub that finds nothing; then a second, warm request.",
    '',
    '| group | first request | init / floor | init CPU ms | init + first request ms | first request ms | warm request ms | status |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  return { figures, appendix, initMs };
}
