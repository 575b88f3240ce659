#!/usr/bin/env node
// `npm run mutation -- <area> [stryker flags]`: mutation testing of one area of the core with
// StrykerJS (configuration and the list of areas in stryker.config.mjs). Not part of CI.
// Examples:
//   npm run mutation -- panchang
//   npm run mutation -- vargas --concurrency 2
//   npm run mutation -- numerology --mutate src/numerology/reduce.ts
// Reports: .scratch/mutation/<area>.html and .json (<area>--<file names>.* for a run with
// --mutate, so runs of single files do not overwrite each other); the scores go into
// docs/quality.md.
import { spawnSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [area, ...flags] = process.argv.slice(2);
process.env.STRYKER_AREA = area ?? '';
// The configuration refuses an unknown area (with the list); here it only lists them for usage.
const { areas } = await import(new URL('../stryker.config.mjs', import.meta.url).href).catch(() => ({ areas: null }));
if (!area || area.startsWith('-')) {
  console.error(`usage: npm run mutation -- <area> [stryker flags]\nareas: ${areas ? Object.keys(areas).join(', ') : '(see stryker.config.mjs)'}`);
  process.exit(2);
}
// The package exports no bin path; its bin script sits at a fixed place in node_modules.
const stryker = join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
// A run restricted with --mutate (or -m) writes its reports under a name of its own.
const mutateAt = flags.findIndex((f) => f === '--mutate' || f === '-m');
const report =
  mutateAt >= 0 && flags[mutateAt + 1]
    ? `${area}--${[...new Set(flags[mutateAt + 1].split(',').map((f) => basename(f.replace(/:[\d:-]+$/, '')).replace(/\.ts$/, '').replace(/[^\w.-]/g, '_')))].join('+').slice(0, 100)}`
    : area;
// A confirmation run over other test files (STRYKER_TEST_FILES, see stryker.config.mjs) too.
const reportName = process.env.STRYKER_TEST_FILES ? `${report}--confirm` : report;
const r = spawnSync(process.execPath, [stryker, 'run', 'stryker.config.mjs', ...flags], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STRYKER_AREA: area, STRYKER_REPORT: reportName },
});
process.exit(r.status ?? 1);
