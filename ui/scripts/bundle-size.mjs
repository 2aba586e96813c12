#!/usr/bin/env node
// Gzip size of the JS a route needs before it can render: the entry chunk, every lazy route module on the
// way down to the page (react-router loads a nested route's parents' modules too), and every chunk they
// import statically. Reads Vite's manifest, so run `npm run build` first.
//
//   node scripts/bundle-size.mjs                     check every budget below; exit 1 if one is exceeded
//   node scripts/bundle-size.mjs --verbose           the same, listing each budget's chunks
//   node scripts/bundle-size.mjs <module>... [--budget-kb N]
//                                                    one ad-hoc route: its modules, outermost first
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/**
 * The first-render budgets (issue #6). `modules` mirrors the route's nesting in src/app/router.tsx: a page
 * under /dashboard also waits for the auth shell and the dashboard layout route.
 */
const BUDGETS = [
  { name: 'landing (/)', modules: ['src/features/landing/landing-page.tsx'], budgetKb: 120 },
  {
    name: 'dashboard home (/dashboard)',
    modules: [
      'src/app/auth-shell.tsx',
      'src/app/layout/dashboard-route.tsx',
      'src/features/dashboard-home/dashboard-page.tsx',
    ],
    budgetKb: 350,
  },
];

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The JS files, with their gzip sizes (bytes), that `modules` need before rendering, largest first. */
function measure(modules) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key} (was the route moved or renamed?)`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  walk('index.html');
  for (const m of modules) walk(m);
  const rows = [];
  for (const key of seen) {
    const file = manifest[key].file;
    if (file.endsWith('.js'))
      rows.push({ file, gz: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length });
  }
  rows.sort((a, b) => b.gz - a.gz);
  return { rows, total: rows.reduce((sum, r) => sum + r.gz, 0) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const budgetArg = args.indexOf('--budget-kb');
const adHoc = args.filter((a, i) => !a.startsWith('--') && (budgetArg === -1 || i !== budgetArg + 1));
const checks =
  adHoc.length > 0
    ? [
        {
          name: adHoc.join(' > '),
          modules: adHoc,
          budgetKb: budgetArg === -1 ? null : Number(args[budgetArg + 1]),
        },
      ]
    : BUDGETS;

let failed = 0;
for (const check of checks) {
  const { rows, total } = measure(check.modules);
  const over = check.budgetKb !== null && total / 1024 > check.budgetKb;
  if (over) failed += 1;
  const verdict = check.budgetKb === null ? '' : over ? '  FAIL (over budget)' : '  ok';
  const target = check.budgetKb === null ? 'no budget' : `budget ${check.budgetKb} KB`;
  console.log(`${check.name}: ${kb(total)} gzip JS, ${target}${verdict}`);
  const shown = verbose || adHoc.length > 0 ? rows : rows.slice(0, 5);
  for (const r of shown) console.log(`  ${kb(r.gz).padStart(9)}  ${r.file}`);
  if (shown.length < rows.length)
    console.log(`  ... ${rows.length - shown.length} smaller chunks (--verbose lists all)`);
}
if (failed > 0) {
  console.error(`${failed} of ${checks.length} bundle budget(s) exceeded`);
  process.exit(1);
}
