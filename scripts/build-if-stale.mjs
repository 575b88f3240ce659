#!/usr/bin/env node
// `npm start` runs the built service (dist/server.js, no TypeScript loader, no bundler at run
// time). This runs first (the `prestart` script) and builds dist/ when it is missing or older
// than anything it is built from (src/, package.json, the build scripts, the place index artifact,
// the ephemeris checksums), so
// `npm ci && npm start` works on a fresh machine and a changed source is never served stale.
// The build bundles each entry point with esbuild (scripts/bundle.mjs: seconds, no type
// check); type errors are `npm run typecheck`'s job. `--force` (npm run build) always builds.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

const inputs = ['src', 'package.json', 'scripts/build-if-stale.mjs', 'scripts/bundle.mjs', 'scripts/geo/write-binary-index.ts', 'scripts/astro/write-sample-tables.ts', 'data/geo/places.json.gz', 'data/ephe/SHA256SUMS'].map((p) => join(root, p)).filter(existsSync);
const sourceTime = Math.max(...inputs.map(newest));
const builtTime = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const force = process.argv.includes('--force');
if (!force && builtTime >= sourceTime && existsSync(join(root, 'dist', 'server.js'))) process.exit(0);

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  // A production install without dev dependencies: serve the dist/ built before, if any.
  if (existsSync(join(root, 'dist', 'server.js'))) {
    if (!force) console.error('warning: esbuild is not installed; serving the existing dist/ (run npm run build where it is)');
    process.exit(force ? 1 : 0);
  }
  console.error('dist/ is missing and esbuild is not installed: run `npm ci` (with dev dependencies) and `npm run build`');
  process.exit(1);
}

console.error('building dist/ (npm run build)…');
const { bundleService } = await import('./bundle.mjs');
// From scratch (bundleService empties dist/ first), so a deleted source leaves nothing behind.
try {
  await bundleService({ root, esbuild });
} catch (error) {
  // esbuild stays installed without dev dependencies (tsx depends on it), so a runtime image
  // whose dist/ looks stale would try to rebuild into files its user may not write: serve the
  // dist/ that was built, as before.
  if (force || !existsSync(join(root, 'dist', 'server.js'))) throw error;
  console.error(`warning: could not rebuild dist/ (${error?.message ?? error}); serving the existing dist/`);
  process.exit(0);
}
writeFileSync(stamp, new Date().toISOString() + '\n');
