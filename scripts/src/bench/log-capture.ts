import type { EndpointGroup } from '@ifa/shared';

/**
 * What the handlers log, as CloudWatch Logs would ingest it (DESIGN.md 8: logs are a billed
 * service). The bench stack runs the handlers in its own process with the production log level
 * (INFO) and metrics on (EMF lines); this catches every line they print while one request is
 * measured, instead of letting it reach the terminal.
 */

export interface Capture {
  /** Catches stdout and stderr until `stop`. */
  start(): void;
  /** The lines caught since `start`. */
  stop(): string[];
  /** After the measuring pass: stdout is dropped (the latency loads would print thousands of lines). */
  mute(): void;
  /** Writes to the real stdout, whatever the state. */
  print(text: string): void;
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;

export function captureOutput(): Capture {
  const out = process.stdout.write.bind(process.stdout) as Write;
  const err = process.stderr.write.bind(process.stderr) as Write;
  let mode: 'pass' | 'catch' | 'mute' = 'pass';
  let caught = '';
  const patch = (stream: NodeJS.WriteStream, original: Write, muteToo: boolean) => {
    (stream as unknown as { write: Write }).write = (chunk, encoding, callback) => {
      if (mode === 'pass' || (mode === 'mute' && !muteToo)) return original(chunk, encoding, callback);
      if (mode === 'catch') caught += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') (done as () => void)();
      return true;
    };
  };
  patch(process.stdout, out, true);
  patch(process.stderr, err, false);
  return {
    start() {
      caught = '';
      mode = 'catch';
    },
    stop() {
      mode = 'pass';
      const lines = caught.split('\n').filter((l) => l.trim());
      caught = '';
      return lines;
    },
    mute() {
      mode = 'mute';
    },
    print(text: string) {
      out(text);
    },
  };
}

/**
 * A deployed function's name and ARN are longer than the local gateway's (`local-games`), and
 * in Lambda every Powertools line also carries the X-Ray trace id (Lambda sets
 * _X_AMZN_TRACE_ID on each invocation, traced or not). Lengths as CDK names the functions:
 * `<stack>-<construct path><hash>-<suffix>`.
 */
export const deployedFunctionName = (group: EndpointGroup) => `IfaPlatform-prod-Api${group.replace('-', '')}fnFunction0A1B2C3D-Ab1Cd2Ef3Gh4`;
const TRACE_ID_FIELD = ',"xray_trace_id":"1-6748c3a2-4e6f1b2c3d4e5f6a7b8c9d0e"';

/** The bytes `lines` would take in CloudWatch Logs as `group`'s deployed function prints them. */
export function deployedLogBytes(lines: readonly string[], group: EndpointGroup): number {
  const name = deployedFunctionName(group);
  return lines.reduce((sum, line) => {
    const deployed = line
      .replaceAll(`arn:aws:lambda:local:000000000000:function:local-${group}`, `arn:aws:lambda:us-east-1:123456789012:function:${name}`)
      .replaceAll(`local-${group}`, name);
    const traced = deployed.includes('"function_request_id"') ? TRACE_ID_FIELD.length : 0;
    return sum + Buffer.byteLength(deployed) + traced;
  }, 0);
}
