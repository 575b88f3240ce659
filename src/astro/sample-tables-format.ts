/**
 * The file form of the sample tables (sample-tables.ts), written by the build into
 * dist/astro/sample-tables.bin (scripts/astro/write-sample-tables.ts): the float64 rows
 * byte for byte, so a process maps them into typed arrays — one shared copy for all its
 * threads (sample-tables-share.ts) — and every value is the one the build's call returned.
 *
 * Layout (little-endian): "JYSAMP01" (8 bytes), the header's byte length (uint32), the header
 * (UTF-8 JSON, {@link SampleTablesHeader}), zero padding to a multiple of 8, then the payload:
 * each table's rows at an 8-byte-aligned offset. A file is used only if its key is this
 * process's (sample-tables-key.ts), its payload has the SHA-256 of the header, and a few rows
 * drawn at random equal fresh calls ({@link spotCheckSampleTables}); otherwise it is refused
 * with the reason and every sample comes from the library as before (sample-tables-check.ts).
 *
 * This module only reads and writes the form; it loads nothing heavy (the main thread reads a
 * header before it starts the workers).
 */
import { createHash } from 'node:crypto';
import { readSync } from 'node:fs';
import type { SampleColumn, SampleTableName, SampleTables } from './sample-tables.ts';
import type { SampleTablesKey } from './sample-tables-key.ts';

const MAGIC = 'JYSAMP01';
/** Magic and header length: what to read first. */
export const sampleTablesPreambleBytes = 12;

interface ColumnEntry {
  name: SampleTableName;
  first: number;
  count: number;
  stride: number;
  /** Byte offset from the start of the payload (a multiple of 8). */
  offset: number;
}

/** The JSON header of the file. */
export interface SampleTablesHeader {
  format: 'jyotish-sample-tables';
  key: SampleTablesKey;
  /** The source files that computed the rows (from the repository root) and their SHA-256 (sample-tables-key.ts). */
  code: { files: string[]; sha256: string };
  /** UT Julian days the tables cover. */
  span: { firstJd: number; lastJd: number };
  columns: ColumnEntry[];
  payloadBytes: number;
  payloadSha256: string;
}

const align8 = (n: number): number => Math.ceil(n / 8) * 8;

/**
 * The bytes of a file holding `tables`: the header and padding, then each table's rows (the
 * typed arrays themselves, not copies; write them in order).
 */
export function encodeSampleTables(
  tables: SampleTables,
  meta: { key: SampleTablesKey; code: { files: string[]; sha256: string }; span: { firstJd: number; lastJd: number } },
): Uint8Array[] {
  const columns: ColumnEntry[] = [];
  const parts: Uint8Array[] = [];
  let offset = 0;
  const hash = createHash('sha256');
  for (const [name, column] of Object.entries(tables) as [SampleTableName, SampleColumn][]) {
    const bytes = new Uint8Array(column.values.buffer, column.values.byteOffset, column.values.byteLength);
    columns.push({ name, first: column.first, count: column.count, stride: column.stride, offset });
    parts.push(bytes);
    hash.update(bytes);
    offset += bytes.byteLength; // float64 rows: always a multiple of 8
  }
  const header: SampleTablesHeader = { format: 'jyotish-sample-tables', ...meta, columns, payloadBytes: offset, payloadSha256: hash.digest('hex') };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const head = new Uint8Array(align8(sampleTablesPreambleBytes + json.byteLength));
  head.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(head.buffer).setUint32(8, json.byteLength, true);
  head.set(json, sampleTablesPreambleBytes);
  return [head, ...parts];
}

/** Bytes of the header with its padding, from the 12-byte preamble; throws on a foreign file. */
export function sampleTablesHeadBytes(preamble: Uint8Array, path: string): number {
  if (preamble.byteLength < sampleTablesPreambleBytes || new TextDecoder().decode(preamble.subarray(0, 8)) !== MAGIC) {
    throw new Error(`${path} is not a sample table file`);
  }
  const length = new DataView(preamble.buffer, preamble.byteOffset, preamble.byteLength).getUint32(8, true);
  return align8(sampleTablesPreambleBytes + length);
}

/**
 * The header of a file from its first bytes (at least {@link sampleTablesHeadBytes}).
 * @throws Error naming the file when it is not one or its header does not parse
 */
export function parseSampleTablesHeader(head: Uint8Array, path: string): SampleTablesHeader {
  const length = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(8, true);
  let header: SampleTablesHeader;
  try {
    header = JSON.parse(new TextDecoder().decode(head.subarray(sampleTablesPreambleBytes, sampleTablesPreambleBytes + length))) as SampleTablesHeader;
  } catch {
    throw new Error(`${path}: the header does not parse`);
  }
  if (header.format !== 'jyotish-sample-tables' || !Array.isArray(header.columns)) throw new Error(`${path}: not a sample table header`);
  return header;
}

/**
 * Typed-array views of the tables in a payload (any buffer, shared or not, 8-byte aligned at
 * `payloadOffset`): no copy.
 */
export function viewSampleTables(buffer: ArrayBufferLike, payloadOffset: number, header: SampleTablesHeader): SampleTables {
  const tables: SampleTables = {};
  for (const c of header.columns) {
    tables[c.name] = { first: c.first, count: c.count, stride: c.stride, values: new Float64Array(buffer, payloadOffset + c.offset, c.count * c.stride) };
  }
  return tables;
}

/**
 * The header of an open file and the byte offset of its payload: two small reads.
 * @throws Error naming the file when it is not a sample table file or its header does not parse
 */
export function readSampleTablesHeader(fd: number, path: string): { header: SampleTablesHeader; payloadOffset: number } {
  const preamble = new Uint8Array(sampleTablesPreambleBytes);
  readSync(fd, preamble, 0, preamble.byteLength, 0);
  const payloadOffset = sampleTablesHeadBytes(preamble, path);
  const head = new Uint8Array(payloadOffset);
  readSync(fd, head, 0, payloadOffset, 0);
  return { header: parseSampleTablesHeader(head, path), payloadOffset };
}
