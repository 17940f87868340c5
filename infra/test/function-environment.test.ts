import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { ENDPOINT_GROUPS, FUNCTION_NAMES, SCHEDULED_FUNCTIONS, type EndpointGroup, type FunctionName } from '@ifa/shared';
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IfaStack } from '../lib/ifa-stack.js';
import { REPO_ROOT, handlerEntry } from '../lib/paths.js';
import { LAMBDA_ESBUILD } from '../lib/project-function.js';
import { synthIfaStack } from '../lib/synth.js';
import { FULL_SYNTH, groupFunctionIds, logicalId } from './helpers.js';

/**
 * DESIGN.md 10: every environment variable a function reads at init is set in the template.
 * The variables are found in the source each group's bundle is built from (esbuild's own module
 * graph, the same entry and options as the CDK's), not in a list kept by hand: a new
 * `required('X')` fails here until the CDK sets X, and a new optional `process.env.X` fails
 * until it is listed below with the reason its absence is right in AWS.
 */

/** Absent in AWS on purpose: what the code does without them is the production behaviour. */
const OPTIONAL: Record<string, string> = {
  AWS_REGION: 'set by Lambda itself',
  AWS_LAMBDA_FUNCTION_NAME: 'set by Lambda itself (lib/metrics.ts tells Lambda from a local run by it)',
  DDB_ENDPOINT: 'DynamoDB Local only; absent = the regional DynamoDB endpoint',
  DDB_ATTEMPT_TIMEOUT_MS: 'test stacks only; absent = the 2 s attempt timeout of lib/ddb.ts',
  JWT_SECRET: 'local and tests only: in AWS the key is read from Secrets Manager (JWT_SECRET_ARN), never put in the environment',
  SCRYPT_LOG_N: 'tests only; absent = N = 2^17 (DESIGN.md 4)',
  SENDER_EMAIL: 'set on the auth group with -c senderEmail; absent = no reset mail is sent (DESIGN.md 4)',
  ORIGIN_VERIFY_SECRET: 'absent = requests are answered whether or not CloudFront sent them (local stacks); set on every group (EDGE_ONLY below)',
  APP_URL: 'read only to write reset mails; set on the groups that send them (MAIL_LINKS below)',
  LOG_LEVEL: 'absent = INFO',
  POWERTOOLS_LOG_LEVEL: 'absent = LOG_LEVEL, then INFO',
  POWERTOOLS_METRICS_DISABLED: 'lib/metrics.ts sets it itself, from AWS_LAMBDA_FUNCTION_NAME',
  THROTTLE_REGISTER_PER_ADDRESS: 'local stacks only: lib/config.ts refuses it in production (docs/decisions/006-throttling.md)',
  THROTTLE_FORGOT_PER_ADDRESS: 'local stacks only: lib/config.ts refuses it in production (docs/decisions/006-throttling.md)',
  VAPID_SECRET: 'local and tests only: in AWS the VAPID keys come from Secrets Manager (VAPID_SECRET_ARN)',
  PUSH_ALLOW_LOOPBACK: 'local stacks only (the tests\' push endpoint on 127.0.0.1): lib/push-endpoints.ts refuses it in production',
};

/**
 * Optional in the code (a default keeps local runs simple) but wrong in AWS without them:
 * the value each group's function must carry.
 */
const PRODUCTION_VALUES: Record<string, (name: FunctionName) => unknown> = {
  // Absent = 'local', which returns reset tokens in responses and accepts throttle overrides.
  STAGE: () => 'production',
  // Absent = 'ifa-api' for every group: logs and metrics could not be told apart by group.
  POWERTOOLS_SERVICE_NAME: (group) => group,
};

/** lib/config.ts needs one of these; in AWS the ARN (the secret itself stays out of the environment). */
const JWT_SOURCE = 'JWT_SECRET_ARN';

// Who needs the variables read only by some modules: the module that reads them is in the bundle.
const MAIL_LINKS = 'functions/src/lib/mailer.ts';
const VIEWER_ADDRESS = 'functions/src/http/source-address.ts';
const EDGE_ONLY = 'functions/src/http/middleware/edge-only.ts';
/** The daily reminders' keys (DESIGN.md 5d): a bundle that derives them needs the secret's ARN. */
const VAPID_KEYS = 'functions/src/lib/vapid-keys.ts';
const VAPID_SOURCE = 'VAPID_SECRET_ARN';

interface Reads {
  required: Set<string>;
  read: Set<string>;
  files: string[];
}

/** The project source files in a function's bundle, and the variables they read. */
async function readsOf(group: FunctionName): Promise<Reads> {
  const result = await build({
    entryPoints: [handlerEntry(group)],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_ESBUILD.target,
    mainFields: [...LAMBDA_ESBUILD.mainFields],
    logLevel: 'silent',
  });
  const files = Object.keys(result.metafile.inputs).filter((file) => /^(functions|shared)\/src\/.*\.ts$/.test(file));
  const reads: Reads = { required: new Set(), read: new Set(), files };
  for (const file of files) {
    const source = readFileSync(join(REPO_ROOT, file), 'utf8');
    for (const [, name] of source.matchAll(/\brequired\(\s*['"]([A-Z0-9_]+)['"]\s*\)/g)) reads.required.add(name!);
    for (const [, dotted, quoted] of source.matchAll(/process\.env(?:\.([A-Z0-9_]+)|\[\s*['"]([A-Z0-9_]+)['"]\s*\])/g)) reads.read.add((dotted ?? quoted)!);
    // lib/config.ts reads the per-address limits through throttleLimit(name, ...).
    for (const [, name] of source.matchAll(/\bthrottleLimit\(\s*['"]([A-Z0-9_]+)['"]/g)) reads.read.add(name!);
  }
  return reads;
}

let stack: IfaStack;
let template: Template;
const reads = {} as Record<FunctionName, Reads>;

beforeAll(async () => {
  ({ stack, template } = synthIfaStack(FULL_SYNTH));
  for (const group of FUNCTION_NAMES) reads[group] = await readsOf(group);
}, 120_000);

const variablesOf = (group: EndpointGroup): Record<string, unknown> =>
  template.toJSON().Resources[groupFunctionIds(stack)[group]].Properties.Environment.Variables;

/** Variables that must never reach AWS. */
const LOCAL_ONLY = ['JWT_SECRET', 'DDB_ENDPOINT', 'DDB_ATTEMPT_TIMEOUT_MS', 'SCRYPT_LOG_N', 'THROTTLE_REGISTER_PER_ADDRESS', 'THROTTLE_FORGOT_PER_ADDRESS', 'VAPID_SECRET', 'PUSH_ALLOW_LOOPBACK'];

describe('function environment (DESIGN.md 10)', () => {
  it('finds what the sources read (the scan itself works)', () => {
    for (const group of ENDPOINT_GROUPS) {
      expect(reads[group].files, group).toContain('functions/src/lib/config.ts');
      expect([...reads[group].required], group).toContain('TABLE_NAME');
      expect([...reads[group].read], group).toEqual(expect.arrayContaining(['STAGE', 'JWT_SECRET_ARN', 'POWERTOOLS_SERVICE_NAME']));
    }
  });

  it('knows every variable a group reads: required, a production value, or optional for a stated reason', () => {
    for (const group of ENDPOINT_GROUPS) {
      const unclassified = [...reads[group].read].filter(
        (name) => !reads[group].required.has(name) && !(name in PRODUCTION_VALUES) && !(name in OPTIONAL) && name !== JWT_SOURCE && name !== VAPID_SOURCE,
      );
      expect(unclassified, `${group}: add each to OPTIONAL with a reason, or set it in the CDK`).toEqual([]);
    }
  });

  it('sets every required variable, and the production values, on every group', () => {
    for (const group of ENDPOINT_GROUPS) {
      const variables = variablesOf(group);
      for (const name of reads[group].required) expect(variables[name], `${group} ${name}`).toBeDefined();
      for (const [name, value] of Object.entries(PRODUCTION_VALUES)) {
        if (reads[group].read.has(name)) expect(variables[name], `${group} ${name}`).toEqual(value(group));
      }
      expect(variables[JWT_SOURCE], group).toEqual({ Ref: expect.stringMatching(/^ApiJwtSecret/) });
      // The local-only variables stay out of AWS.
      for (const name of LOCAL_ONLY) {
        expect(variables, `${group} ${name}`).not.toHaveProperty(name);
      }
    }
  });

  it('sets the reset-link base and the origin secret on the groups whose code reads them', () => {
    const mailing = ENDPOINT_GROUPS.filter((group) => reads[group].files.includes(MAIL_LINKS));
    const throttling = ENDPOINT_GROUPS.filter((group) => reads[group].files.includes(VIEWER_ADDRESS));
    expect(mailing).toContain('auth');
    expect(throttling).toContain('auth');
    for (const group of mailing) expect(variablesOf(group).APP_URL, group).toBeDefined();
    // Every group answers only through CloudFront (DESIGN.md 4): its bundle checks the secret, and carries it.
    const edgeOnly = ENDPOINT_GROUPS.filter((group) => reads[group].files.includes(EDGE_ONLY));
    expect(edgeOnly).toEqual([...ENDPOINT_GROUPS]);
    for (const group of [...throttling, ...edgeOnly]) expect(variablesOf(group).ORIGIN_VERIFY_SECRET, group).toBeDefined();
  });

  it('gives the VAPID secret\'s ARN to the groups whose code derives the keys (the user group: its public key)', () => {
    const deriving = ENDPOINT_GROUPS.filter((group) => reads[group].files.includes(VAPID_KEYS));
    expect(deriving).toEqual(['user']);
    for (const group of deriving) expect(variablesOf(group)[VAPID_SOURCE], group).toEqual({ Ref: expect.stringMatching(/^RemindersVapidSecret/) });
  });

  describe('the scheduled functions (DESIGN.md 5d: the reminder sender)', () => {
    const senderVariables = (): Record<string, unknown> =>
      template.toJSON().Resources[logicalId(stack.reminders.sender.fn.node.defaultChild as CfnElement)].Properties.Environment.Variables;

    it('knows every variable the sender reads, and sets what it needs', () => {
      for (const name of SCHEDULED_FUNCTIONS) {
        const { required, read, files } = reads[name];
        expect(files).toEqual(expect.arrayContaining([VAPID_KEYS, 'functions/src/lib/push-sender.ts', 'functions/src/lib/config.ts']));
        // The sender bundles lib/config.ts, which reads the JWT source for the groups; it verifies no token (no jwt-secret.ts).
        expect(files).not.toContain('functions/src/lib/jwt-secret.ts');
        const variables = senderVariables();
        for (const variable of required) expect(variables[variable], variable).toBeDefined();
        for (const [variable, value] of Object.entries(PRODUCTION_VALUES)) if (read.has(variable)) expect(variables[variable], variable).toEqual(value(name));
        expect(variables[VAPID_SOURCE]).toEqual({ Ref: expect.stringMatching(/^RemindersVapidSecret/) });
        expect(variables.VAPID_SUBJECT).toMatch(/^(mailto:|https:)/);
        const unclassified = [...read].filter(
          (variable) => !required.has(variable) && !(variable in PRODUCTION_VALUES) && !(variable in OPTIONAL) && ![JWT_SOURCE, VAPID_SOURCE, 'VAPID_SUBJECT'].includes(variable),
        );
        expect(unclassified, `${name}: add each to OPTIONAL with a reason, or set it in the CDK`).toEqual([]);
        for (const variable of LOCAL_ONLY) expect(variables, variable).not.toHaveProperty(variable);
      }
    });
  });
});
