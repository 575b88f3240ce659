/**
 * The build's ephemeris sample tables for the benchmarks that compute in their own thread
 * (src/astro/sample-tables.ts): read from dist/astro/sample-tables.bin (or the file named by
 * SAMPLE_TABLES_FILE) unless SAMPLE_TABLES=off, checked like the service does. Benchmarks
 * install them on one side of an interleaved A/B (`installSampleTables(tables)` / `(null)`).
 */
import { readSampleTablesFile } from '../src/astro/sample-tables-load.ts';
import { defaultSampleTablesPath } from '../src/astro/sample-tables-path.ts';
import type { SampleTables } from '../src/astro/sample-tables.ts';

/** The tables, or null (with the reason printed) when there are none to use. */
export function benchSampleTables(): SampleTables | null {
  if (process.env.SAMPLE_TABLES === 'off') return null;
  const path = process.env.SAMPLE_TABLES_FILE ?? defaultSampleTablesPath;
  const read = readSampleTablesFile(path, { shared: true });
  if ('problem' in read) {
    console.log(`sample tables not used (${read.problem}); run npm run build`);
    return null;
  }
  console.log(`sample tables: ${Object.keys(read.tables).join(', ')} (${(read.bytes / 2 ** 20).toFixed(1)} MiB)`);
  return read.tables;
}
