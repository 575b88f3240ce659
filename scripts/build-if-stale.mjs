#!/usr/bin/env node
// `npm start` runs the compiled service (dist/server.js, no TypeScript loader). This runs first
// (the `prestart` script) and builds dist/ when it is missing or older than anything it is
// built from (src/, package.json, tsconfig*.json), so `npm ci && npm start` works on a fresh
// machine and a changed source is never served stale. The build only transpiles (seconds);
// type errors are `npm run typecheck`'s job. `--force` (npm run build) always builds.
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', '.build-stamp');

/** Newest modification time (ms) under a path. */
function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

const inputs = ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'].map((p) => join(root, p)).filter(existsSync);
const sourceTime = Math.max(...inputs.map(newest));
const builtTime = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const force = process.argv.includes('--force');
if (!force && builtTime >= sourceTime && existsSync(join(root, 'dist', 'server.js'))) process.exit(0);

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
if (!existsSync(tsc)) {
  // A production install without dev dependencies: serve the dist/ built before, if any.
  if (existsSync(join(root, 'dist', 'server.js'))) {
    if (!force) console.error('warning: TypeScript is not installed; serving the existing dist/ (run npm run build where it is)');
    process.exit(force ? 1 : 0);
  }
  console.error('dist/ is missing and TypeScript is not installed: run `npm ci` (with dev dependencies) and `npm run build`');
  process.exit(1);
}

console.error('building dist/ (npm run build)…');
// From scratch, so a deleted source leaves no module behind.
rmSync(join(root, 'dist'), { recursive: true, force: true });
const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], {
  cwd: root,
  stdio: 'inherit',
});
if (r.status !== 0) process.exit(r.status ?? 1);
writeFileSync(stamp, new Date().toISOString() + '\n');
