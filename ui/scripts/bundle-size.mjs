#!/usr/bin/env node
// Gzip size of the JS a route needs before it can render: the entry chunk, the route's lazy chunk, and every
// chunk they import statically. Reads Vite's manifest; exits 1 over budget (`--budget-kb`).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const args = process.argv.slice(2);
const budgetArg = args.indexOf('--budget-kb');
const route =
  args.find((a, i) => !a.startsWith('--') && (budgetArg === -1 || i !== budgetArg + 1)) ??
  'src/features/landing/landing-page.tsx';
const budgetKb = budgetArg === -1 ? null : Number(args[budgetArg + 1]);

const seen = new Set();
function walk(key) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) walk(dep);
}
walk('index.html');
walk(route);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  rows.push([file, gz]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total gzip JS for ${route}`);
if (budgetKb !== null && total / 1024 > budgetKb) {
  console.error(`over budget: ${(total / 1024).toFixed(1)} KB > ${budgetKb} KB`);
  process.exit(1);
}
