/**
 * `npm run bench`: runs every benchmark in this folder, one after another, each in its own
 * Node process (so one benchmark's JIT state, caches and heap cannot colour the next).
 *
 * Discovery, not a list: every `bench/*.ts` except this file and helpers whose names start
 * with `_` is a benchmark, run in name order. A new module adds its benchmark by dropping a
 * file here; nothing to register. Arguments filter by name:
 *
 *   npm run bench                  # all
 *   npm run bench -- panchang http # only files whose names contain "panchang" or "http"
 *   npm run bench -- soak          # the long soak (opt-in: never part of a plain run)
 *
 * Exits non-zero if any benchmark does.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
/** Benchmarks that run only when a filter names them (they take many minutes). */
const optIn = new Set(['soak.ts']);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
  .filter((f) => (filters.length === 0 ? !optIn.has(f) : filters.some((x) => f.includes(x))))
  .sort();

const summary: { file: string; status: number | null; seconds: number }[] = [];
for (const file of files) {
  console.log(`\n=== bench/${file} ===`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  summary.push({ file, status: r.status, seconds: (Date.now() - t0) / 1000 });
}
console.log('\n=== summary ===');
for (const s of summary) console.log(`  ${s.status === 0 ? 'ok  ' : 'FAIL'} bench/${s.file} (${s.seconds.toFixed(1)} s)`);
if (summary.some((s) => s.status !== 0)) process.exitCode = 1;
