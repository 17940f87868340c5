/**
 * What `npm run load` runs (DESIGN.md 3b): how many learners, for how long, how many requests in
 * flight, and the hard cap on requests. Each option is a flag (`npm run load -- --learners 300`)
 * or an environment variable (`LOAD_LEARNERS=300 npm run load`); a flag wins.
 */
export interface LoadOptions {
  /** Simulated learners, each registering from an address of its own. */
  learners: number;
  /** Learners per house: the first is its head (a babalawo), the others join it and befriend each other. */
  cohort: number;
  /** Seconds during which learners start new activities; one under way runs to its end. */
  seconds: number;
  /** Requests in flight at most (a 2-core machine runs the gateway, DynamoDB Local and this client). */
  concurrency: number;
  /** Hard cap on requests sent: past it nothing more is sent, whatever the time left. */
  maxRequests: number;
  /** Times a 503 'try again' is retried before the client gives up on it. */
  retries: number;
  /** The longest wait before a retry, whatever Retry-After asks (milliseconds). */
  retryCapMs: number;
  /** Seed of the learners' choices (printed, so a run can be replayed). */
  seed: number;
}

interface OptionSpec {
  key: keyof LoadOptions;
  flag: string;
  env: string;
  fallback: () => number;
  min: number;
  max: number;
  what: string;
}

const SPECS: OptionSpec[] = [
  { key: 'learners', flag: '--learners', env: 'LOAD_LEARNERS', fallback: () => 200, min: 2, max: 20_000, what: 'simulated learners' },
  { key: 'cohort', flag: '--cohort', env: 'LOAD_COHORT', fallback: () => 8, min: 2, max: 50, what: 'learners per house (HOUSE.maxMembers is 50)' },
  { key: 'seconds', flag: '--seconds', env: 'LOAD_SECONDS', fallback: () => 75, min: 1, max: 3600, what: 'seconds of load' },
  { key: 'concurrency', flag: '--concurrency', env: 'LOAD_CONCURRENCY', fallback: () => 48, min: 1, max: 1000, what: 'requests in flight' },
  { key: 'maxRequests', flag: '--max-requests', env: 'LOAD_MAX_REQUESTS', fallback: () => 60_000, min: 1, max: 10_000_000, what: 'requests at most' },
  { key: 'retries', flag: '--retries', env: 'LOAD_RETRIES', fallback: () => 4, min: 0, max: 20, what: "retries of a 503 'try again'" },
  { key: 'retryCapMs', flag: '--retry-cap-ms', env: 'LOAD_RETRY_CAP_MS', fallback: () => 400, min: 0, max: 10_000, what: 'longest wait before a retry (ms)' },
  { key: 'seed', flag: '--seed', env: 'LOAD_SEED', fallback: () => Math.floor(Math.random() * 2 ** 31), min: 0, max: 2 ** 31 - 1, what: 'seed of the choices' },
];

export const USAGE = [
  'npm run load [-- options]   (each also as an environment variable)',
  ...SPECS.map((s) => `  ${`${s.flag} <n>`.padEnd(22)} ${s.env.padEnd(18)} ${s.what}${s.key === 'seed' ? ' (random)' : ` (default ${s.fallback()})`}`),
].join('\n');

/** The options from the command line and the environment, or the first thing wrong with them. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): { options: LoadOptions } | { error: string } {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    const spec = SPECS.find((s) => s.flag === name);
    if (!spec) return { error: `unknown option ${arg}` };
    const value = inline ?? argv[++i];
    if (value === undefined) return { error: `${name} needs a number` };
    flags.set(spec.key, value);
  }
  const options = {} as LoadOptions;
  for (const spec of SPECS) {
    const raw = flags.get(spec.key) ?? env[spec.env];
    const source = flags.has(spec.key) ? spec.flag : spec.env;
    const value = raw === undefined || raw === '' ? spec.fallback() : Number(raw);
    if (!Number.isInteger(value) || value < spec.min || value > spec.max) {
      return { error: `${source} must be a whole number from ${spec.min} to ${spec.max} (got "${raw}")` };
    }
    options[spec.key] = value;
  }
  return { options };
}
