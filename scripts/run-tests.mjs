#!/usr/bin/env node
// Runs every test file with node's built-in test runner through tsx. Node 20's runner does
// not expand glob patterns itself, so the files are listed here: test/**/*.test.ts and
// src/**/*.test.ts. Extra arguments: words are file filters (`npm test -- geo` runs the files
// whose paths contain "geo"); flags go to the runner. A flag's value may follow it as the next
// argument for the flags in valueFlags (`npm test -- --test-name-pattern kshaya panchang`);
// any other flag that takes a value must be written `--flag=value`.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Runner flags whose value may come as the next argument instead of after `=`. */
const valueFlags = new Set(['--test-name-pattern', '--test-reporter', '--test-reporter-destination', '--test-concurrency']);
function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (name.endsWith('.test.ts')) out.push(relative(root, p));
  }
  return out;
}
const filters = [];
const flags = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (!a.startsWith('-')) filters.push(a);
  else if (valueFlags.has(a) && i + 1 < args.length) flags.push(a, args[++i]);
  else flags.push(a);
}
const files = [...walk(join(root, 'test'), []), ...walk(join(root, 'src'), [])]
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...flags, ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
