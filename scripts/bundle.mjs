// The production build of the service (`npm run build`, and `prestart` when dist/ is stale):
// esbuild bundles each entry point of the running service into a few files under dist/, so a
// thread loads a handful of modules instead of ~550 (issue 21, start-up to ready ≤ 1.5 s: the
// ESM loader's per-file work — open, stat, resolve, compile — was ~40 % of each thread's
// start-up, and every thread — main, each calculation worker, each PDF worker — pays it).
//
// Entry points: every file the service starts a thread or process from —
//   src/server.ts                      → dist/server.js (`npm start`)
//   src/api/pool/calculation-worker.ts → dist/api/pool/calculation-worker.js (piscina worker)
//   src/api/reports/worker.ts          → dist/api/reports/worker.js (PDF worker, started on the first report)
// Each keeps the path it had in the one-file-per-module build, so the URL a module computes
// for a sibling worker entry (`new URL('./calculation-worker.js', import.meta.url)`) names
// the bundled entry.
//
// `import.meta.url` in a bundled module would be the URL of the output file it landed in, not
// its own: every path resolved from it (the ephemeris files, the place index, the package.json
// version, the fonts' package resolution, the worker entries, the source archive's root) would
// move. So each module's `import.meta.url` is rewritten to the URL it would have in dist/
// one-file-per-module (src/geo/place-index.ts → dist/geo/place-index.js), relative to the
// output file it ends up in; dist/ therefore keeps its depth under the repository root.
//
// Code splitting: a module loaded by a dynamic `import()` (the response check of the tests,
// the Redis client, …) becomes a chunk of its own under dist/chunks/, loaded when first used;
// code shared by several entries is a shared chunk. Packages under node_modules stay external
// (loaded by Node from node_modules at run time) except `bundledPackages`: pure-JavaScript
// ESM packages without file paths of their own, measured to cost a thread more to load file
// by file than as part of a bundle. Native (sweph), data-reading (geo-tz, pdfkit's fonts,
// swagger-ui's static files) and CommonJS packages stay external.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';

/** Entry points (under src/, without extension); output keeps the same path under dist/. */
export const entryPoints = ['server', 'api/pool/calculation-worker', 'api/reports/worker'];

/**
 * Packages bundled into the output instead of loaded from node_modules: pure-JavaScript ES
 * modules that never resolve a file of their own. typebox: ~700 files, 350–500 ms to import
 * cold, in every thread (the schemas are built at module load in the main thread and in every
 * worker); lru-cache, temporal-polyfill: 30–50 ms each. Every other package stays external.
 * Bundling the CommonJS packages of the main thread too (Fastify and its plugins, Ajv,
 * prom-client …, with a `require` shim) was measured: start-up no faster (2.7 s against
 * 2.2–2.4 s, same quiet window), so they are loaded by Node as before.
 */
export const bundledPackages = ['typebox', 'lru-cache', 'temporal-polyfill', 'temporal-spec', 'temporal-utils'];

const distRootToken = '__JYOTISH_DIST_ROOT__/';

/** Rewrites `import.meta.url` in our own modules to the URL the module has in the unbundled layout. */
function moduleUrlPlugin(srcDir) {
  return {
    name: 'module-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(srcDir + sep)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
        // The token is replaced per output file once the bundler has placed the module.
        const unbundled = relative(srcDir, args.path).split(sep).join('/').replace(/\.ts$/, '.js');
        const url = `new URL(${JSON.stringify(distRootToken + unbundled)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/** Keeps every package external except `bundledPackages` (and Node's built-ins). */
function externalPackagesPlugin() {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        return bundledPackages.includes(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/**
 * Builds dist/ from src/ (removes it first). Resolves the esbuild metafile (inputs and
 * outputs) for reports.
 * @param {{ root: string, esbuild: typeof import('esbuild') }} options
 */
export async function bundleService({ root, esbuild }) {
  const srcDir = join(root, 'src');
  const outdir = join(root, 'dist');
  const result = await esbuild.build({
    entryPoints: Object.fromEntries(entryPoints.map((e) => [e, join(srcDir, `${e}.ts`)])),
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Identifiers keep their names (stack traces in the log stay readable); whitespace is not
    // worth removing for a server.
    minify: false,
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [moduleUrlPlugin(srcDir), externalPackagesPlugin()],
  });
  // Everything but the sample tables, which the writer below keeps when they are still right.
  clearDirectoryExcept(outdir, [join(outdir, sampleTablesRelative)]);
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    let contents = file.contents;
    if (file.path.endsWith('.js')) {
      let text = file.text;
      if (text.includes(distRootToken)) {
        let prefix = relative(dirname(file.path), outdir).split(sep).join('/');
        prefix = prefix === '' ? './' : `${prefix}/`;
        text = text.replaceAll(distRootToken, prefix);
      }
      // esbuild escapes non-ASCII characters in strings and identifiers but not in comments
      // and regular expression literals; one such character makes the whole file a two-byte
      // string for Node (a slower decode, and V8 scans twice the bytes: measured 74 → 58 ms
      // to compile the largest chunk, 43 → 22 ms to decode it, in every thread). A \uXXXX
      // escape of each UTF-16 unit means the same in a regular expression and is inert in a
      // comment.
      text = text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      contents = Buffer.from(text, 'utf8');
    }
    writeFileSync(file.path, contents);
  }
  await writePlaceIndexBinary({ root, esbuild, outdir });
  await writeSampleTablesFile({ root, esbuild, outdir });
  return result.metafile;
}

/** dist/astro/sample-tables.bin, where the service reads the sample tables (src/astro/sample-tables-path.ts). */
const sampleTablesRelative = join('astro', 'sample-tables.bin');

/** Removes everything under `dir` except the files `keep` (and the directories holding them). */
function clearDirectoryExcept(dir, keep) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (keep.includes(path)) continue;
    if (keep.some((k) => k.startsWith(path + sep))) clearDirectoryExcept(path, keep);
    else rmSync(path, { recursive: true, force: true });
  }
}

/**
 * dist/astro/sample-tables.bin: exact ephemeris samples of the default sky over the served
 * years (src/astro/sample-tables.ts; issue 21), computed by the service's own functions on one
 * worker thread per core — ~15 s of CPU in all, once: a file whose key (ephemeris, binding,
 * engine), source code and tables (SAMPLE_TABLES_BUILD) are unchanged is kept.
 */
async function writeSampleTablesFile({ root, esbuild, outdir }) {
  await runTool({ root, esbuild, outdir, entry: join('scripts', 'astro', 'write-sample-tables.ts') }, async ({ writeSampleTables, sampleTableSources }) => {
    const done = await writeSampleTables({ target: join(outdir, sampleTablesRelative), sources: await sampleTableSources(esbuild) });
    console.error(`${relative(root, done.target)}: ${done.reused ? 'kept (unchanged)' : `${(done.bytes / 2 ** 20).toFixed(1)} MiB written in ${(done.ms / 1000).toFixed(1)} s`}`);
  });
}

/**
 * dist/geo/places.bin: the place index's typed arrays as one file (src/geo/binary-index.ts),
 * made from data/geo/places.json.gz, so the server reads them instead of parsing 11 MB of
 * JSON on its main thread (issue 20: ~76 MiB of garbage at start-up).
 */
async function writePlaceIndexBinary({ root, esbuild, outdir }) {
  await runTool({ root, esbuild, outdir, entry: join('scripts', 'geo', 'write-binary-index.ts') }, ({ writeBinaryPlaceIndex }) => {
    writeBinaryPlaceIndex({ source: join(root, 'data', 'geo', 'places.json.gz'), target: join(outdir, 'geo', 'places.bin') });
  });
}

/**
 * Runs a build tool written in TypeScript: bundled to a temporary module in dist/ (our modules'
 * `import.meta.url` as in dist/, so paths resolved from it hold), imported, handed to `use`,
 * removed.
 */
async function runTool({ root, esbuild, outdir, entry }, use) {
  const tool = await esbuild.build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [moduleUrlPlugin(join(root, 'src'))],
  });
  const toolPath = join(outdir, `.${entry.split(sep).pop().replace(/\.ts$/, '')}.mjs`);
  writeFileSync(toolPath, tool.outputFiles[0].text.replaceAll(distRootToken, './'));
  try {
    await use(await import(pathToFileURL(toolPath).href));
  } finally {
    rmSync(toolPath, { force: true });
  }
}
