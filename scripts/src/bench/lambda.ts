import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { ENDPOINT_GROUPS, type EndpointGroup } from '@ifa/shared';
import { LAMBDA_ESBUILD, LAMBDA_NODE_OPTIONS } from '../../../infra/lib/project-function.js';
import { describeQuiet, waitForQuietCpu } from './quiet.js';
import { atMost, info, median, type Figure } from './report.js';

/** DESIGN.md 8: Lambda bundle (minified, SDK included) and module init on this machine. */
export const BUNDLE_BUDGET_KB = 400;
export const INIT_BUDGET_MS = 60;
export const INIT_RUNS = 10;

export interface GroupBundle {
  group: EndpointGroup;
  file: string;
  bytes: number;
  metafile: Metafile;
}

/**
 * Each group's handler bundled exactly as the CDK does (infra/lib/project-function.ts): its
 * folder holds index.mjs and the linked index.mjs.map, which module init reads.
 */
export async function bundleGroups(root: string, outDir: string): Promise<GroupBundle[]> {
  const bundles: GroupBundle[] = [];
  for (const group of ENDPOINT_GROUPS) {
    const file = resolve(outDir, group, 'index.mjs');
    mkdirSync(dirname(file), { recursive: true });
    const out = await build({
      entryPoints: [resolve(root, `functions/src/handlers/${group}.ts`)],
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
    bundles.push({ group, file, bytes: code.length, metafile: out.metafile });
  }
  return bundles;
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
  // Lambda runs Node 22+, where the SDK never emits this; on the local Node 20 it would add
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
 * Module init per group: the median of INIT_RUNS fresh processes. The groups take turns (one
 * import of each, then the next round), so a burst of load elsewhere on the machine falls on
 * all of them alike rather than on one group's runs. Each round also imports an empty module
 * (`floor`): what any import costs this machine at that moment. It is not subtracted from the
 * groups' figures; it is shown beside them, so a slow run can be told from a slow machine.
 */
export async function measureInit(
  bundles: readonly GroupBundle[],
  runs = INIT_RUNS,
  floorFile?: string,
): Promise<{ samples: Map<EndpointGroup, InitSample[]>; floor: InitSample[] }> {
  const samples = new Map<EndpointGroup, InitSample[]>(bundles.map((b) => [b.group, []]));
  const floor: InitSample[] = [];
  for (let round = 0; round < runs; round++) {
    for (const bundle of bundles) samples.get(bundle.group)!.push(await importOnce(bundle.file));
    if (floorFile) floor.push(await importOnce(floorFile));
  }
  return { samples, floor };
}

export async function lambdaFigures(root: string, outDir: string): Promise<{ figures: Figure[]; appendix: string }> {
  const bundles = await bundleGroups(root, outDir);
  const figures: Figure[] = bundles.map((b) => atMost('Lambda', `bundle ${b.group}`, b.bytes / 1024, BUNDLE_BUDGET_KB, 'KB'));
  const floorFile = resolve(outDir, 'empty.mjs');
  writeFileSync(floorFile, 'export {};\n');
  const quiet = await waitForQuietCpu();
  const { samples, floor } = await measureInit(bundles, INIT_RUNS, floorFile);
  for (const bundle of bundles) {
    const runs = samples.get(bundle.group)!;
    const wall = median(runs.map((r) => r.wallMs));
    const cpu = median(runs.map((r) => r.cpuMs));
    const figure = atMost('Lambda', `module init ${bundle.group} (median of ${runs.length} fresh processes)`, wall, INIT_BUDGET_MS, 'ms', 0);
    // CPU time beside it: on a busy machine the wall time also counts waiting for a core.
    figures.push({ ...figure, measured: `${figure.measured} (CPU ${cpu.toFixed(0)} ms)` });
  }
  figures.push(
    info(
      'Lambda',
      `module init floor: an empty module imported the same way, in the same rounds (median of ${floor.length})`,
      `${median(floor.map((r) => r.wallMs)).toFixed(1)} ms; ${describeQuiet(quiet)}`,
    ),
  );
  const appendix = [
    '## What each Lambda bundle is made of (KB in the minified output)',
    '',
    '| group | largest parts |',
    '|---|---|',
    ...bundles.map(
      (b) =>
        `| ${b.group} | ${composition(b.metafile)
          .slice(0, 8)
          .map(([name, kb]) => `${name} ${kb.toFixed(1)}`)
          .join(', ')} |`,
    ),
    '',
  ].join('\n');
  return { figures, appendix };
}
