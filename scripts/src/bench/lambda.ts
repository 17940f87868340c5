import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { ENDPOINT_GROUPS, type EndpointGroup } from '@ifa/shared';
import { LAMBDA_ESBUILD, LAMBDA_NODE_OPTIONS } from '../../../infra/lib/project-function.js';
import { describeQuiet, waitForQuietCpu } from './quiet.js';
import { info, median, withinMargin, type Figure } from './report.js';

/**
 * DESIGN.md 8: each group's bundle and module init, judged against a floor bundled and measured
 * the same way: the smallest handler that talks to DynamoDB as the groups do. What the floor
 * costs is the AWS SDK's (and Node's), the same in AWS as here; the margins are the project's.
 */
export const BUNDLE_MARGIN_KB = 250;
export const INIT_MARGIN_MS = 50;
export const INIT_RUNS = 10;

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

/** Environment of the measured imports: what the Lambda's module init reads, and how it starts Node. */
const INIT_ENV = {
  NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
  TABLE_NAME: 'bench',
  JWT_SECRET: 'bench-secret-with-at-least-32-characters',
  AWS_REGION: 'us-east-1',
  // Lambda runs Node 22+, where the SDK never emits this; on an older local Node it would add
  // an Error with its stack trace to every measured init.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

export interface InitSample {
  wallMs: number;
  cpuMs: number;
}

/** One fresh Node process importing the bundle: the wall time of the import, and its CPU time. */
function importOnce(file: string): Promise<InitSample> {
  const script = `const c=process.cpuUsage();const t=performance.now();await import(${JSON.stringify(file)});const d=process.cpuUsage(c);console.log(JSON.stringify({wallMs:performance.now()-t,cpuMs:(d.user+d.system)/1000}))`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, ...INIT_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (err += c));
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`import of ${file} failed: ${err.trim().split('\n').slice(-3).join(' ')}`));
      done(JSON.parse(out.trim().split('\n').pop()!) as InitSample);
    });
  });
}

/**
 * Module init of each bundle: `runs` fresh processes each. The bundles take turns (one import
 * of each, the floor among them, then the next round), so load elsewhere on the machine falls
 * on the floor and the groups alike.
 */
export async function measureInit(bundles: readonly Bundle[], runs = INIT_RUNS): Promise<Map<Bundle['name'], InitSample[]>> {
  const samples = new Map<Bundle['name'], InitSample[]>(bundles.map((b) => [b.name, []]));
  for (let round = 0; round < runs; round++) {
    for (const b of bundles) samples.get(b.name)!.push(await importOnce(b.file));
  }
  return samples;
}

export interface LambdaResult {
  figures: Figure[];
  appendix: string;
  /**
   * Median module init CPU ms per group, for the cost estimate's cold starts: the wall time here
   * also counts queueing behind the shared machine's other processes, which a Lambda's own CPU
   * share does not.
   */
  initMs: Partial<Record<EndpointGroup, number>>;
}

export async function lambdaFigures(root: string, outDir: string): Promise<LambdaResult> {
  const { floor, groups } = await bundleAll(root, outDir);
  const floorKb = floor.bytes / 1024;
  const figures: Figure[] = [
    info('Lambda', 'bundle of the floor (lib-dynamodb + client-dynamodb, a client created; DESIGN.md 8 says about 340 KB)', `${floorKb.toFixed(1)} KB`),
    ...groups.map((b) => withinMargin('Lambda', `bundle ${b.name}`, b.bytes / 1024, floorKb, BUNDLE_MARGIN_KB, 'KB', 'the floor')),
  ];
  const quiet = await waitForQuietCpu();
  const samples = await measureInit([floor, ...groups]);
  const wall = (name: Bundle['name']) => median(samples.get(name)!.map((r) => r.wallMs));
  const cpu = (name: Bundle['name']) => median(samples.get(name)!.map((r) => r.cpuMs));
  const floorMs = wall(FLOOR_NAME);
  figures.push(
    info(
      'Lambda',
      `module init of the floor (median of ${INIT_RUNS} fresh processes, in the same rounds as the groups)`,
      `${floorMs.toFixed(0)} ms (CPU ${cpu(FLOOR_NAME).toFixed(0)} ms); ${describeQuiet(quiet)}`,
    ),
  );
  const initMs: LambdaResult['initMs'] = {};
  for (const b of groups) {
    const group = b.name as EndpointGroup;
    initMs[group] = cpu(group);
    const figure = withinMargin('Lambda', `module init ${group} (median of ${INIT_RUNS} fresh processes)`, wall(group), floorMs, INIT_MARGIN_MS, 'ms', 'the floor', 0);
    // CPU time beside it: on a busy machine the wall time also counts waiting for a core.
    figures.push({ ...figure, measured: `${figure.measured} (CPU ${cpu(group).toFixed(0)} ms)` });
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
  ].join('\n');
  return { figures, appendix, initMs };
}
