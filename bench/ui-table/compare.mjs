#!/usr/bin/env node
// Compares bench figures with budgets.json; prints one line per budget and exits with 1 when one is broken.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsPath = path.resolve(process.argv[2] ?? path.join(here, 'results.json'));
const results = JSON.parse(fs.readFileSync(resultsPath, 'utf8'));
const budgets = JSON.parse(fs.readFileSync(path.join(here, 'budgets.json'), 'utf8'));

let broken = 0;
for (const [key, { max, what }] of Object.entries(budgets)) {
  const value = results[key];
  const ok = typeof value === 'number' && value <= max;
  if (!ok) broken += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${key} = ${value ?? 'missing'} (budget ≤ ${max}) — ${what}`);
}
if (broken > 0) {
  console.error(`${broken} budget(s) broken.`);
  process.exit(1);
}
console.log('All ui-table budgets met.');
