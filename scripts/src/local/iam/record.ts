import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FunctionName } from '@ifa/shared';
import type { Requested } from './policy.js';

/**
 * What the test runs sent, for the comparison with the roles both ways (iam/coverage.ts): each
 * group's DynamoDB actions and the resources they touched, and each route called. `npm test`
 * sets IFA_IAM_RECORD_DIR; every process (vitest workers, the browser tests' stack) appends
 * what it had not yet written to a file of its own. Unset, nothing is written.
 */
export const RECORD_DIR_VARIABLE = 'IFA_IAM_RECORD_DIR';

export type Record =
  | { kind: 'sent'; group: FunctionName; action: string; resource: string; allowed: boolean }
  | { kind: 'route'; routeKey: string };

const written = new Set<string>();

function write(record: Record) {
  const dir = process.env[RECORD_DIR_VARIABLE];
  if (!dir) return;
  const line = JSON.stringify(record);
  if (written.has(line)) return;
  written.add(line);
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${process.pid}.jsonl`), `${line}\n`);
}

/** The resource as the table sees it: `table` or `index/<name>` (the table's name varies per test file). */
export function resourceKind(arn: string): string {
  const index = /\/index\/([^/]+)$/.exec(arn)?.[1];
  return index ? `index/${index}` : 'table';
}

export const recordSent = (group: FunctionName, want: Requested, allowed: boolean) =>
  write({ kind: 'sent', group, action: want.action, resource: resourceKind(want.resource), allowed });

export const recordRoute = (routeKey: string) => write({ kind: 'route', routeKey });

/** Every record the processes of a run wrote. */
export function readRecords(dir: string): Record[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
  } catch {
    return [];
  }
  return files.flatMap((f) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record),
  );
}
