#!/usr/bin/env node
// Runs every test file with node's built-in test runner through tsx. Node 20's runner does
// not expand glob patterns itself, so the files are listed here: test/**/*.test.ts and
// src/**/*.test.ts. Extra arguments are passed on (e.g. a file filter: `npm test -- geo`).
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (name.endsWith('.test.ts')) out.push(relative(root, p));
  }
  return out;
}
const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('-'));
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
