// The landing's JS, gzip (DESIGN.md 8: <= 120 KB). Reports two sums:
//  - initial: the entry chunk and everything it imports statically (what the budget checks);
//  - first paint of '/': that plus the landing route chunk and its Spanish catalog part,
//    which the router fetches in parallel right after.
// Usage: node scripts/bundle-size.mjs [--budget=120]   (after `vite build`)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');

const staticImports = (file) => {
  const code = readFileSync(join(dist, file), 'utf8');
  const found = new Set();
  // import{...}from"./x.js"  |  import"./x.js"  (static only; import("./x.js") is dynamic)
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    found.add(join('assets', match[1].slice(2)));
  }
  return [...found];
};

const closure = (roots) => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
};

const initial = closure([entry]);
const initialCode = [...initial].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
const dynamic = (pattern) => {
  const match = pattern.exec(initialCode)?.[1];
  return match ? [join('assets', match.slice(2))] : [];
};
const route = closure([...dynamic(/["'](\.\/landing-page-[\w-]+\.js)["']/), ...dynamic(/["'](\.\/landing-(?!page)[\w-]+\.js)["']/)]);
for (const file of initial) route.delete(file);

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const report = (title, files) => {
  let total = 0;
  for (const file of [...files].sort()) {
    const size = gz(file);
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  ${title}\n`);
  return total / 1024;
};
const initialKb = report('initial JS (entry + static imports)', initial);
const routeKb = report('landing route (lazy chunk + catalog part)', route);
const budgetArg = process.argv.find((a) => a.startsWith('--budget='));
const budget = Number(budgetArg?.split('=')[1] ?? 120);
console.log(`initial ${initialKb.toFixed(1)} KB (budget ${budget} KB); first paint of '/' ${(initialKb + routeKb).toFixed(1)} KB`);
if (initialKb > budget) process.exit(1);
