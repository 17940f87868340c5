import { describe, expect, it } from 'vitest';
import { atLeast, atMost, capacity, check, failed, info, median, missing, percentile, renderMarkdown, renderText, withinMargin } from '../../src/bench/report.js';
import { initialScripts } from '../../src/bench/spa.js';

describe('bench budgets', () => {
  it('a size or a time passes up to its limit and is over past it', () => {
    expect(atMost('Lambda', 'bundle auth', 400, 400, 'KB').status).toBe('PASS');
    expect(atMost('Lambda', 'bundle auth', 400.04, 400, 'KB').status).toBe('OVER');
    expect(atMost('Lambda', 'bundle auth', 391.26, 400, 'KB')).toMatchObject({ measured: '391.3 KB', budget: '<= 400 KB' });
  });

  it('a score passes from its limit up', () => {
    expect(atLeast('Lighthouse', '/ performance', 95, 95).status).toBe('PASS');
    expect(atLeast('Lighthouse', '/ performance', 94, 95).status).toBe('OVER');
    expect(atLeast('Lighthouse', '/ accessibility', 98, 100)).toMatchObject({ status: 'OVER', measured: '98', budget: '>= 100' });
  });

  it('a figure judged against a floor passes up to the floor plus its margin, and says both', () => {
    expect(withinMargin('Lambda', 'bundle games', 590, 340, 250, 'KB', 'the floor')).toMatchObject({
      status: 'PASS',
      measured: '590.0 KB',
      budget: '<= the floor + 250 KB (590.0 KB)',
    });
    expect(withinMargin('Lambda', 'bundle games', 590.1, 340, 250, 'KB', 'the floor').status).toBe('OVER');
    // The floor moves with the machine: the same init passes beside a slow floor, fails beside a fast one.
    expect(withinMargin('Lambda', 'module init games', 131, 82, 50, 'ms', 'the floor', 0)).toMatchObject({ status: 'PASS', budget: '<= the floor + 50 ms (132 ms)' });
    expect(withinMargin('Lambda', 'module init games', 131, 80, 50, 'ms', 'the floor', 0).status).toBe('OVER');
  });

  it('a yes/no budget passes or is over, with what was seen', () => {
    expect(check('Encyclopedia list', 'repeat load', true, '304, 0.00 RCU', '304 at 0 RCU')).toMatchObject({ status: 'PASS', measured: '304, 0.00 RCU' });
    expect(check('Encyclopedia list', 'repeat load', false, '304, 0.50 RCU', '304 at 0 RCU').status).toBe('OVER');
  });

  it('capacity holds read and write units to their limits and refuses any Scan', () => {
    expect(capacity('GET /auth/me', { read: 0.5, write: 0, scans: 0 }, { read: 0.5, write: 0 }).status).toBe('PASS');
    expect(capacity('GET /auth/me', { read: 1, write: 0, scans: 0 }, { read: 0.5, write: 0 }).status).toBe('OVER');
    expect(capacity('POST /answer', { read: 1, write: 3, scans: 0 }, { read: 1, write: 2 }).status).toBe('OVER');
    expect(capacity('GET /admin/users', { read: 12, write: 0, scans: 1 })).toMatchObject({ status: 'OVER', budget: 'no Scan' });
    expect(capacity('GET /admin/users', { read: 12, write: 0, scans: 0 }).status).toBe('PASS');
  });

  it('a missed or unmeasured budget fails the run; a reported figure never does', () => {
    const ok = atMost('Lambda', 'bundle user', 300, 400, 'KB');
    const reported = info('SPA', 'route /games/orisha own JS', '12.0 KB in 3 chunks');
    // However slow: API latency is reported, never a gate (DESIGN.md 8).
    const slow = info('API latency', 'POST /games/{id}/answer p50 / p99', '900.0 / 4000.0 ms = 25.00x / 40.00x a bare GetItem (36.0 / 100.0 ms)');
    expect(failed([ok, reported, slow])).toEqual([]);
    expect(renderText([ok, slow]).split('\n').at(-1)).toBe('Every budget met.');
    const absent = missing('Lighthouse', '/dashboard performance', '>= 95', 'Chromium did not start');
    expect(failed([ok, reported, absent])).toEqual([absent]);
    const over = atMost('Lambda', 'module init games', 61, 60, 'ms', 0);
    expect(failed([over, ok]).map((f) => f.what)).toEqual(['module init games']);
  });

  it('median and percentiles use the nearest rank', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(percentile([...Array(100).keys()].map((i) => i + 1), 99)).toBe(100);
    expect(() => median([])).toThrow();
  });
});

describe('bench output', () => {
  const figures = [
    atMost('Lambda', 'bundle auth', 380.2, 400, 'KB'),
    atMost('Lambda', 'module init auth', 72, 60, 'ms', 0),
    info('SPA', 'route /games/signs | lazy', '20.1 KB'),
  ];
  const run = { date: new Date('2026-01-02T03:04:05Z'), machine: 'Test CPU, 2 cores', node: 'v22.1.0', notes: ['load 0.5'] };

  it('results.md has the date, machine and Node version, and every figure beside its budget', () => {
    const md = renderMarkdown(figures, run, '## Extra\n\ntext');
    expect(md).toContain('- Date: 2026-01-02T03:04:05.000Z');
    expect(md).toContain('- Machine: Test CPU, 2 cores');
    expect(md).toContain('- Node: v22.1.0');
    expect(md).toContain('- load 0.5');
    expect(md).toContain('| PASS | Lambda | bundle auth | 380.2 KB | <= 400 KB |');
    expect(md).toContain('| OVER | Lambda | module init auth | 72 ms | <= 60 ms |');
    // A pipe inside a cell must not split the table row.
    expect(md).toContain('| INFO | SPA | route /games/signs \\| lazy | 20.1 KB | reported |');
    expect(md).toContain('**1 budget(s) missed or not measured.**');
    expect(md.trimEnd().endsWith('text')).toBe(true);
  });

  it('says when every budget is met', () => {
    expect(renderMarkdown([figures[0]!], run)).toContain('**Every budget met.**');
    expect(renderText([figures[0]!])).toContain('Every budget met.');
  });

  it('the console table puts the status first and the budget beside the figure', () => {
    const lines = renderText(figures).split('\n');
    expect(lines[0]).toMatch(/^PASS +Lambda: bundle auth +380\.2 KB +<= 400 KB$/);
    expect(lines[1]).toMatch(/^OVER +Lambda: module init auth +72 ms +<= 60 ms$/);
    expect(lines.at(-1)).toBe('1 budget(s) missed or not measured.');
  });
});

describe('the landing initial JS', () => {
  it('counts the entry script and every module it preloads, nothing else', () => {
    const html = `<link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-AbC.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/x1.js">
      <link rel="stylesheet" href="/assets/index.css">
      <link rel="preload" as="font" href="/assets/font.woff2">`;
    expect(initialScripts(html)).toEqual(['/assets/index-AbC.js', '/assets/x1.js']);
  });

  it('on a snapshot page, counts the files its start script adds after the first paint', () => {
    const html = `<head><script>try{}catch(e){}</script></head>
      <body><div id="root" data-snapshot inert data-boot="/assets/index-AbC.js /assets/x1.js /assets/x2.js"><h1>Aprende</h1></div></body>`;
    expect(initialScripts(html)).toEqual(['/assets/index-AbC.js', '/assets/x1.js', '/assets/x2.js']);
  });
});
