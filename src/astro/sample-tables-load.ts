/**
 * Reading a sample table file (sample-tables-format.ts) in one thread, synchronously: for the
 * benchmarks, the tests and scripts that compute on their own thread. The service shares one
 * copy between its threads instead (src/api/pool/sample-tables-share.ts).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { currentSampleTablesKey, type SampleTablesKey } from './sample-tables-key.ts';
import { readSampleTablesHeader, viewSampleTables, type SampleTablesHeader } from './sample-tables-format.ts';
import { payloadSha256, sampleTablesHeaderProblem, spotCheckSampleTables } from './sample-tables-check.ts';
import { ephemerisIntegrityProblem } from './swe.ts';
import type { SampleTableName, SampleTables } from './sample-tables.ts';

export type SampleTablesRead = { tables: SampleTables; header: SampleTablesHeader; bytes: number } | { problem: string };

/**
 * Reads the file at `path` into one buffer (a SharedArrayBuffer when `shared`), checks it
 * (key, sources, payload SHA-256, a spot check of rows against fresh calls) and returns views
 * of its tables — `only` those named, when given — or the reason it is refused. Never throws.
 */
export function readSampleTablesFile(
  path: string,
  options: { shared?: boolean; only?: readonly SampleTableName[]; key?: SampleTablesKey } = {},
): SampleTablesRead {
  let fd: number | undefined;
  try {
    const integrity = ephemerisIntegrityProblem();
    if (integrity !== null) return { problem: `the ephemeris files failed their check (${integrity})` };
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    const { header, payloadOffset: headBytes } = readSampleTablesHeader(fd, path);
    const problem = sampleTablesHeaderProblem(header, options.key ?? currentSampleTablesKey());
    if (problem !== null) return { problem };
    if (size !== headBytes + header.payloadBytes) return { problem: `${path} has ${size} bytes, its header says ${headBytes + header.payloadBytes}` };
    const buffer = options.shared ? new SharedArrayBuffer(header.payloadBytes) : new ArrayBuffer(header.payloadBytes);
    const payload = new Uint8Array(buffer);
    for (let at = 0; at < payload.byteLength;) {
      const n = readSync(fd, payload, at, Math.min(1 << 24, payload.byteLength - at), headBytes + at);
      if (n === 0) return { problem: `${path} ends early` };
      at += n;
    }
    if (payloadSha256(payload) !== header.payloadSha256) return { problem: `${path} is damaged (payload SHA-256 differs)` };
    const all = viewSampleTables(buffer, 0, header);
    const tables: SampleTables = {};
    for (const [name, column] of Object.entries(all) as [SampleTableName, NonNullable<SampleTables[SampleTableName]>][]) {
      if (!options.only || options.only.includes(name)) tables[name] = column;
    }
    const spot = spotCheckSampleTables(tables);
    if (spot !== null) return { problem: `${path}: ${spot}` };
    return { tables, header, bytes: header.payloadBytes };
  } catch (err) {
    return { problem: err instanceof Error ? err.message : String(err) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
