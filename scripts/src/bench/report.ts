/**
 * The bench's figures and what they are judged against (DESIGN.md 8). Pure: the measuring
 * modules turn numbers into figures here, and `npm run bench` prints them, writes
 * bench/results.md and exits non-zero when any budget is missed or could not be measured.
 */

/** PASS / OVER a budget; INFO is reported without a budget (never fails the run); MISSING could not be measured. */
export type Status = 'PASS' | 'OVER' | 'INFO' | 'MISSING';

export type Section = 'Lambda' | 'SPA' | 'Lighthouse' | 'API latency' | 'DynamoDB capacity' | 'Encyclopedia list' | 'Cost' | 'Scale' | 'Daily practice';

export interface Figure {
  section: Section;
  what: string;
  /** The measurement as shown (value and unit). */
  measured: string;
  /** The budget as shown. */
  budget: string;
  status: Status;
}

const fmt = (value: number, digits: number) => value.toFixed(digits);

/** `value <= limit` (sizes, times, capacity units). */
export function atMost(section: Section, what: string, value: number, limit: number, unit: string, digits = 1): Figure {
  return {
    section,
    what,
    measured: `${fmt(value, digits)} ${unit}`,
    budget: `<= ${limit} ${unit}`,
    status: value <= limit ? 'PASS' : 'OVER',
  };
}

/** `value >= limit` (scores). */
export function atLeast(section: Section, what: string, value: number, limit: number, unit = '', digits = 0): Figure {
  const u = unit ? ` ${unit}` : '';
  return { section, what, measured: `${fmt(value, digits)}${u}`, budget: `>= ${limit}${u}`, status: value >= limit ? 'PASS' : 'OVER' };
}

/**
 * `value <= base + margin`: a figure judged against a floor measured in the same run (a Lambda's
 * bundle or module init against the smallest handler bundled the same way).
 */
export function withinMargin(section: Section, what: string, value: number, base: number, margin: number, unit: string, baseName: string, digits = 1): Figure {
  const limit = base + margin;
  return {
    section,
    what,
    measured: `${fmt(value, digits)} ${unit}`,
    budget: `<= ${baseName} + ${margin} ${unit} (${fmt(limit, digits)} ${unit})`,
    status: value <= limit ? 'PASS' : 'OVER',
  };
}

/** A yes/no budget (a header present, a status answered), with what was seen. */
export const check = (section: Section, what: string, ok: boolean, measured: string, budget: string): Figure => ({
  section,
  what,
  measured,
  budget,
  status: ok ? 'PASS' : 'OVER',
});

export interface Consumed {
  /** Read units by AWS's rules (bench/capacity.ts), indexes included. */
  read: number;
  /** Write units of the table by AWS's rules: a transaction's items cost double. */
  write: number;
  scans: number;
  /** Write units of the indexes kept with it (e.g. a card's due date moving in gsi2), shown beside. */
  indexWrite?: number;
  /** Of `read` and `write`, what transactions add over the same operations sent plainly. */
  txRead?: number;
  txWrite?: number;
  /** The transactions sent and the items they held. */
  transactions?: number;
  transactionItems?: number;
  /** What DynamoDB Local reported for the same request (it under-reports transactions). */
  local?: { read: number; write: number; indexWrite: number };
}

const units = (read: number, write: number, indexWrite = 0) => `${fmt(read, 2)} RCU + ${fmt(write, 2)} WCU${indexWrite ? ` (+ ${fmt(indexWrite, 2)} in indexes)` : ''}`;

/**
 * DynamoDB capacity of one request by AWS's rules beside what DynamoDB Local reported: read
 * and write units at most (`readBelow`: read units strictly under, as DESIGN.md 8's '< 1 RCU'),
 * and never a Scan. The write budget counts the table's writes as plain writes; what a
 * transaction adds on top (each of its items costs twice) is stated beside it, not hidden in
 * it (DESIGN.md 8: "+ transaction cost where one is needed, stated").
 */
export function capacity(route: string, used: Consumed, limits: { read?: number; readBelow?: number; write?: number } = {}): Figure {
  const txWrite = used.txWrite ?? 0;
  const txRead = used.txRead ?? 0;
  const plainWrite = used.write - txWrite;
  const parts = [`AWS ${units(used.read, used.write, used.indexWrite)}, ${used.scans} Scan`];
  if (used.transactions) {
    parts.push(
      `of which transaction cost ${[txWrite ? `${fmt(txWrite, 2)} WCU` : '', txRead ? `${fmt(txRead, 2)} RCU` : ''].filter(Boolean).join(' + ')} (${used.transactions} transaction${used.transactions > 1 ? 's' : ''}, ${used.transactionItems} items)`,
    );
  }
  if (used.local) parts.push(`Local reported ${units(used.local.read, used.local.write, used.local.indexWrite)}`);
  const budget = [
    ...(limits.read !== undefined ? [`<= ${limits.read} RCU`] : []),
    ...(limits.readBelow !== undefined ? [`< ${limits.readBelow} RCU`] : []),
    ...(limits.write !== undefined ? [`<= ${limits.write} WCU of table writes (+ the transaction cost, stated)`] : []),
    'no Scan',
  ];
  const ok =
    (limits.read === undefined || used.read - txRead <= limits.read) &&
    (limits.readBelow === undefined || used.read < limits.readBelow) &&
    (limits.write === undefined || plainWrite <= limits.write) &&
    used.scans === 0;
  return { section: 'DynamoDB capacity', what: route, measured: parts.join('; '), budget: budget.join(', '), status: ok ? 'PASS' : 'OVER' };
}

/** Reported without a budget (DESIGN.md 8 asks for some figures only to be shown). */
export const info = (section: Section, what: string, measured: string): Figure => ({ section, what, measured, budget: 'reported', status: 'INFO' });

/** A budget the bench could not measure counts as missed: the bench only passes on evidence. */
export const missing = (section: Section, what: string, budget: string, reason: string): Figure => ({
  section,
  what,
  measured: `not measured: ${reason}`,
  budget,
  status: 'MISSING',
});

export const failed = (figures: readonly Figure[]) => figures.filter((f) => f.status === 'OVER' || f.status === 'MISSING');

/** Median of the values (the upper one of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The console table: one line per figure, its status first. */
export function renderText(figures: readonly Figure[]): string {
  const what = Math.max(...figures.map((f) => `${f.section}: ${f.what}`.length));
  const measured = Math.max(...figures.map((f) => f.measured.length));
  const lines = figures.map((f) => `${f.status.padEnd(7)} ${`${f.section}: ${f.what}`.padEnd(what)}  ${f.measured.padEnd(measured)}  ${f.budget}`);
  const bad = failed(figures);
  lines.push('', bad.length ? `${bad.length} budget(s) missed or not measured.` : 'Every budget met.');
  return lines.join('\n');
}

export interface RunInfo {
  date: Date;
  machine: string;
  node: string;
  /** Anything else worth knowing about the run (load average, settings). */
  notes?: string[];
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** bench/results.md: when, where, and every figure beside its budget. */
export function renderMarkdown(figures: readonly Figure[], run: RunInfo, appendix = ''): string {
  const bad = failed(figures);
  const lines = [
    '# Bench results',
    '',
    `Written by \`npm run bench\` (DESIGN.md section 8). ${bad.length ? `**${bad.length} budget(s) missed or not measured.**` : '**Every budget met.**'}`,
    '',
    `- Date: ${run.date.toISOString()}`,
    `- Machine: ${run.machine}`,
    `- Node: ${run.node}`,
    ...(run.notes ?? []).map((n) => `- ${n}`),
    '',
    '| status | section | what | measured | budget |',
    '|---|---|---|---|---|',
    ...figures.map((f) => `| ${f.status} | ${f.section} | ${cell(f.what)} | ${cell(f.measured)} | ${cell(f.budget)} |`),
    '',
  ];
  return lines.join('\n') + (appendix ? `\n${appendix.trimEnd()}\n` : '');
}
