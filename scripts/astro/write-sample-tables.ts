/**
 * Writes the sample tables (src/astro/sample-tables.ts) for the served years: run by the build
 * (`scripts/bundle.mjs`, `npm run build`) into dist/astro/sample-tables.bin, so the service
 * reads exact ephemeris samples instead of asking the library for them on every new date.
 * The rows are computed by the service's own functions (sample-tables-generate.ts), split
 * between worker threads (one per core). A file already there with the same key, the same
 * source code and the same tables is kept (a rebuild after an unrelated change costs nothing).
 *
 *   npx tsx scripts/astro/write-sample-tables.ts [target=dist/astro/sample-tables.bin] [tables=default|all|name,name…]
 *
 * The build writes the tables named by SAMPLE_TABLES_BUILD (default: {@link builtSampleTables}).
 */
import { availableParallelism } from 'node:os';
import { closeSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { generateSampleColumn, rowRange, servedSpan, type SampleSpan } from '../../src/astro/sample-tables-generate.ts';
import { encodeSampleTables, readSampleTablesHeader } from '../../src/astro/sample-tables-format.ts';
import { currentSampleTablesKey, repositoryRoot, sampleTablesKeyProblem, sourcesSha256 } from '../../src/astro/sample-tables-key.ts';
import { sampleTableLayouts, sampleTableNames, type SampleColumn, type SampleTableName, type SampleTables } from '../../src/astro/sample-tables.ts';

/** Where the service looks for the file. */
export const defaultSampleTablesTarget = join(repositoryRoot, 'dist', 'astro', 'sample-tables.bin');

/**
 * The tables the build writes by default: the Sun's and the Moon's track nodes, the daily
 * sidereal times, new moons and ayanamsha lines (18.6 MiB in every process). Weighed in
 * one-process A/B runs on fresh random dates (bench/_ab-sample-tables.ts, bench/RESULTS.md
 * "panchang6"): these ×1.34 for a panchang; adding the finder's equatorial nodes of the Sun
 * (10 MiB) and of the Moon (40 MiB) ×1.64, but the soak's RSS (issue 21: ≤ 400 MB, met with
 * ~17 MiB to spare) would not hold them. `SAMPLE_TABLES_BUILD=all npm run build` writes all
 * seven where memory allows.
 */
export const builtSampleTables: readonly SampleTableName[] = ['sidereal-moon', 'sidereal-sun', 'sidtime', 'new-moon', 'ayanamsha-line'];

/**
 * The tables named by `SAMPLE_TABLES_BUILD` (unset: {@link builtSampleTables}; `all`; or names
 * separated by commas).
 * @throws Error naming an unknown table
 */
export function sampleTablesToBuild(setting: string | undefined = process.env.SAMPLE_TABLES_BUILD): readonly SampleTableName[] {
  if (setting === undefined || setting === '' || setting === 'default') return builtSampleTables;
  if (setting === 'all') return sampleTableNames;
  const names = setting.split(',').map((n) => n.trim());
  for (const n of names) if (!(sampleTableNames as readonly string[]).includes(n)) throw new Error(`SAMPLE_TABLES_BUILD: no table ${n} (${sampleTableNames.join(', ')})`);
  return names as SampleTableName[];
}

/**
 * The repository files the rows' code is made of: the sources esbuild bundles for the
 * generator (src/astro/sample-tables-generate.ts), as repository-relative paths.
 */
export async function sampleTableSources(esbuild: typeof import('esbuild')): Promise<string[]> {
  const listed = await esbuild.build({
    entryPoints: [join(repositoryRoot, 'src', 'astro', 'sample-tables-generate.ts')],
    absWorkingDir: repositoryRoot, bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning',
  });
  return sourceFilesOf(Object.keys(listed.metafile.inputs), repositoryRoot);
}

interface PartJob { name: SampleTableName; span: SampleSpan; from: number; count: number }

/** Rows per job: small enough to share the work evenly between threads. */
const rowsPerJob = 40_000;

/** The header of the file at `path`, or null when there is none or it does not parse. */
function existingHeader(path: string) {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    return readSampleTablesHeader(fd, path).header;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Runs the jobs on `threads` worker threads (this module as their entry); resolves each job's rows. */
async function runJobs(jobs: PartJob[], threads: number): Promise<Float64Array[]> {
  const results: Float64Array[] = new Array(jobs.length);
  let next = 0;
  const worker = () =>
    new Promise<void>((resolve, reject) => {
      // From the TypeScript source (tsx), the worker registers tsx first (see src/api/pool/tsx-worker.mjs).
      const self = new URL(import.meta.url);
      const w = self.pathname.endsWith('.ts')
        ? new Worker(`import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(self.href)}); });`, { eval: true, workerData: { sampleTablesWorker: true } })
        : new Worker(self, { workerData: { sampleTablesWorker: true } });
      const give = () => {
        if (next >= jobs.length) {
          void w.terminate().then(() => resolve());
          return;
        }
        const index = next++;
        w.once('message', (values: Float64Array) => {
          results[index] = values;
          give();
        });
        w.postMessage(jobs[index]);
      };
      w.once('error', reject);
      w.once('online', give);
    });
  await Promise.all(Array.from({ length: Math.min(threads, jobs.length) }, worker));
  return results;
}

/**
 * Computes the tables `names` over `span` and writes them to `target` (through a temporary
 * file, so a reader never sees half a file), unless the file there is already the same.
 * `sources`: the repository files the rows' code is made of (the build lists them from its
 * bundle of this tool). Returns what it did.
 * @throws Error when the library does not answer or the file cannot be written
 */
export async function writeSampleTables(options: {
  target?: string;
  sources: string[];
  names?: readonly SampleTableName[];
  span?: SampleSpan;
  threads?: number;
}): Promise<{ target: string; bytes: number; reused: boolean; ms: number }> {
  const started = performance.now();
  const target = options.target ?? defaultSampleTablesTarget;
  const names = options.names ?? sampleTablesToBuild();
  const span = options.span ?? servedSpan;
  const key = currentSampleTablesKey();
  const files = [...options.sources].sort();
  const code = { files, sha256: sourcesSha256(files) ?? 'unknown' };
  const old = existingHeader(target);
  if (
    old !== null && sampleTablesKeyProblem(old.key, key) === null && old.code.sha256 === code.sha256
    && old.span.firstJd === span.firstJd && old.span.lastJd === span.lastJd
    && old.columns.map((c) => c.name).join() === names.join()
  ) {
    return { target, bytes: 0, reused: true, ms: performance.now() - started };
  }
  const jobs: PartJob[] = [];
  for (const name of names) {
    const range = rowRange(name, span);
    for (let from = range.first; from < range.first + range.count; from += rowsPerJob) {
      jobs.push({ name, span, from, count: Math.min(rowsPerJob, range.first + range.count - from) });
    }
  }
  const parts = await runJobs(jobs, options.threads ?? availableParallelism());
  const tables: SampleTables = {};
  for (const name of names) {
    const range = rowRange(name, span);
    const stride = sampleTableLayouts[name].stride;
    const values = new Float64Array(range.count * stride);
    jobs.forEach((job, i) => {
      if (job.name === name) values.set(parts[i], (job.from - range.first) * stride);
    });
    tables[name] = { first: range.first, count: range.count, stride, values } satisfies SampleColumn;
  }
  const bytes = encodeSampleTables(tables, { key, code, span });
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  let total = 0;
  try {
    for (const part of bytes) total += writeSync(fd, part);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, target);
  return { target, bytes: total, reused: false, ms: performance.now() - started };
}

/** Repository-relative paths (forward slashes) of the files under src/ among `inputs`. */
export function sourceFilesOf(inputs: readonly string[], root: string): string[] {
  return inputs
    .map((p) => relative(root, p.startsWith('/') ? p : join(root, p)).split(sep).join('/'))
    .filter((p) => p.startsWith('src/'));
}

if (!isMainThread && (workerData as { sampleTablesWorker?: boolean } | null)?.sampleTablesWorker) {
  // A worker of runJobs: computes the rows of each job it is sent.
  parentPort?.on('message', (job: PartJob) => {
    const column = generateSampleColumn(job.name, job.span, { from: job.from, count: job.count });
    parentPort?.postMessage(column.values, [column.values.buffer as ArrayBuffer]);
  });
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = process.argv[2] ?? defaultSampleTablesTarget;
  const names = sampleTablesToBuild(process.argv[3]);
  const sources = await sampleTableSources(await import('esbuild'));
  const done = await writeSampleTables({ target, sources, names });
  console.log(`${done.target}: ${done.reused ? 'kept (same key, sources and tables)' : `${done.bytes} bytes`} in ${(done.ms / 1000).toFixed(1)} s`);
}
