/**
 * Structured JSON logs, one line per event. Callers pass only what is safe to log:
 * never passwords, hashes or tokens (the redaction below is a second line of defence).
 */
const SECRET_KEYS = /pass|hash|token|secret|authorization/i;

function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : redact(v)]),
  );
}

type Level = 'info' | 'warn' | 'error';

export function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...(redact(fields) as object) });
  if (level === 'error') console.error(line);
  else console.log(line);
}
