/**
 * Whether a sample table file (sample-tables-format.ts) may be used by this process: its key
 * and source code, its payload's SHA-256, and a spot check of rows against fresh calls.
 */
import { createHash } from 'node:crypto';
import { sampleRow } from './sample-tables-generate.ts';
import { sampleTableLayouts, type SampleColumn, type SampleTableName, type SampleTables } from './sample-tables.ts';
import { sampleTablesKeyProblem, sourcesSha256, type SampleTablesKey } from './sample-tables-key.ts';
import type { SampleTablesHeader } from './sample-tables-format.ts';

/**
 * Why a file with this header must not be used in this process, or null: another key, other
 * source code (when the sources are there to compare), a table this code does not know or of
 * another shape.
 */
export function sampleTablesHeaderProblem(header: SampleTablesHeader, expected: SampleTablesKey): string | null {
  const keyProblem = sampleTablesKeyProblem(header.key, expected);
  if (keyProblem !== null) return `made for another setting: ${keyProblem}`;
  const code = sourcesSha256(header.code.files);
  if (code !== null && code !== header.code.sha256) return 'made by other source code (run npm run build)';
  let end = 0;
  for (const c of header.columns) {
    const layout = sampleTableLayouts[c.name] as { stride: number } | undefined;
    if (layout === undefined || layout.stride !== c.stride || c.offset % 8 !== 0 || c.offset < end) return `table ${String(c.name)} is not of this version`;
    end = c.offset + c.count * c.stride * 8;
  }
  return end <= header.payloadBytes ? null : 'the tables run past the payload';
}

/** SHA-256 (hex) of a payload. */
export function payloadSha256(payload: Uint8Array): string {
  return createHash('sha256').update(payload).digest('hex');
}

/**
 * Compares `rowsPerTable` rows of each table, drawn by `random` (and the first and last), with
 * fresh calls in this thread, bit for bit: catches a file whose key matched but whose values
 * this build would not return (a changed computation). Costs ~1–2 ms.
 * @returns null, or the first row that differs
 */
export function spotCheckSampleTables(tables: SampleTables, rowsPerTable = 4, random: () => number = Math.random): string | null {
  for (const [name, column] of Object.entries(tables) as [SampleTableName, SampleColumn][]) {
    if (column.count === 0) continue;
    const rows = [0, column.count - 1];
    for (let k = 0; k < rowsPerTable; k++) rows.push(Math.floor(random() * column.count));
    for (const r of rows) {
      const fresh = sampleRow(name, column.first + r);
      for (let j = 0; j < column.stride; j++) {
        if (!Object.is(fresh[j], column.values[r * column.stride + j])) return `${name} row ${column.first + r} differs from the library's value`;
      }
    }
  }
  return null;
}
