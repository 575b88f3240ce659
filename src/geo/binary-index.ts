/**
 * The place index in the binary form the build writes (`npm run build` →
 * dist/geo/places.bin, `scripts/geo/write-binary-index.ts`): the typed arrays of a loaded
 * {@link PlaceIndex} byte for byte, behind a small JSON header, so a process maps them
 * straight into typed arrays instead of parsing 11 MB of JSON.
 *
 * Why (issue 20): parsing the JSON artifact on the main thread left ~76 MiB of strings and
 * arrays behind as garbage until the next full collection; this form leaves a ~25 MB buffer
 * outside the V8 heap (the index itself) and a header of a few hundred kilobytes.
 *
 * Layout (little-endian): "JYPLACE1" (8 bytes), the header's byte length (uint32), the header
 * (UTF-8 JSON, {@link BinaryHeader}), zero padding to a multiple of 8, then the payload: each
 * column at an 8-byte-aligned offset. The header names the SHA-256 of the JSON artifact the
 * file was made from and of the payload; a file made from another artifact, or damaged, is
 * refused (the caller then loads the JSON artifact).
 */
import type { Country, PlaceIndex, Region } from './place-index.ts';
import { PackedStrings } from './packed-strings.ts';

const MAGIC = 'JYPLACE1';
export const BINARY_FORMAT = 'jyotish-places-binary';
export const BINARY_VERSION = 1;

type ColumnType = 'u16' | 'u32' | 'i32' | 'f64';
type TypedColumn = Uint16Array | Uint32Array | Int32Array | Float64Array;

interface Section {
  name: string;
  type: ColumnType;
  /** Byte offset from the start of the payload (a multiple of 8). */
  offset: number;
  /** Number of elements. */
  length: number;
}

/** The JSON header of the binary file. */
export interface BinaryHeader {
  format: typeof BINARY_FORMAT;
  version: typeof BINARY_VERSION;
  /** The JSON artifact (places.json.gz) this file was made from. */
  source: { sha256: string; bytes: number };
  /** SHA-256 (hex) of every byte after the header's padding. */
  payloadSha256: string;
  size: number;
  usedStoredKeys: boolean;
  sections: Section[];
  admin1: Region[];
  countries: Country[];
  timezones: string[];
  sources: Record<string, string>;
}

const bytesPer: Record<ColumnType, number> = { u16: 2, u32: 4, i32: 4, f64: 8 };

function typeOf(column: TypedColumn): ColumnType {
  if (column instanceof Uint16Array) return 'u16';
  if (column instanceof Uint32Array) return 'u32';
  if (column instanceof Int32Array) return 'i32';
  return 'f64';
}

function view(type: ColumnType, buffer: ArrayBuffer, byteOffset: number, length: number): TypedColumn {
  if (type === 'u16') return new Uint16Array(buffer, byteOffset, length);
  if (type === 'u32') return new Uint32Array(buffer, byteOffset, length);
  if (type === 'i32') return new Int32Array(buffer, byteOffset, length);
  return new Float64Array(buffer, byteOffset, length);
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

/** The columns of an index, by section name. */
function columnsOf(index: PlaceIndex): Record<string, TypedColumn> {
  return {
    keysUnits: index.keys.parts.units,
    keysStarts: index.keys.parts.starts,
    keyRows: index.keyRows,
    id: index.id,
    nameUnits: index.name.parts.units,
    nameStarts: index.name.parts.starts,
    nameHiUnits: index.nameHi.parts.units,
    nameHiStarts: index.nameHi.parts.starts,
    admin1Of: index.admin1Of,
    countryOf: index.countryOf,
    lat: index.lat,
    lon: index.lon,
    tzOf: index.tzOf,
    population: index.population,
  };
}

/**
 * Writes `index` in the binary form. Byte order: the machine's (little-endian on every
 * platform Node supports here); `decodePlaceIndex` refuses a file of the other order.
 * @param payloadSha256 computes the SHA-256 (hex) of bytes (node:crypto in the build script)
 */
export function encodePlaceIndex(
  index: PlaceIndex,
  source: { sha256: string; bytes: number },
  payloadSha256: (bytes: Uint8Array) => string,
): Uint8Array {
  const columns = columnsOf(index);
  const sections: Section[] = [];
  let offset = 0;
  for (const [name, column] of Object.entries(columns)) {
    sections.push({ name, type: typeOf(column), offset, length: column.length });
    offset = align8(offset + column.byteLength);
  }
  const payload = new Uint8Array(offset);
  for (const s of sections) {
    const column = columns[s.name];
    payload.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), s.offset);
  }
  const header: BinaryHeader = {
    format: BINARY_FORMAT,
    version: BINARY_VERSION,
    source,
    payloadSha256: payloadSha256(payload),
    size: index.size,
    usedStoredKeys: index.usedStoredKeys,
    sections,
    admin1: [...index.admin1],
    countries: [...index.countries],
    timezones: [...index.timezones],
    sources: { ...index.sources },
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const payloadStart = align8(12 + headerBytes.length);
  const out = new Uint8Array(payloadStart + payload.length);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(8, headerBytes.length, true);
  out.set(headerBytes, 12);
  out.set(payload, payloadStart);
  return out;
}

/** The header and where the payload starts, checked for shape (not yet for checksums). */
export function readBinaryHeader(bytes: Uint8Array, path: string): { header: BinaryHeader; payloadStart: number } {
  const fail = (why: string): never => {
    throw new Error(`${path}: not a usable binary place index (${why})`);
  };
  if (bytes.length < 12 || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) fail('no JYPLACE1 signature');
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) fail('this machine is big-endian');
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
  if (12 + headerLength > bytes.length) fail('header runs past the end');
  let header: BinaryHeader;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(12, 12 + headerLength))) as BinaryHeader;
  } catch (err) {
    return fail(`header: ${(err as Error).message}`);
  }
  if (header?.format !== BINARY_FORMAT || header.version !== BINARY_VERSION) fail(`expected ${BINARY_FORMAT} v${BINARY_VERSION}`);
  return { header, payloadStart: align8(12 + headerLength) };
}

/**
 * The index from a binary file's bytes, its columns as views on those bytes (copied once
 * only when the bytes are not 8-byte aligned).
 * @param checked the SHA-256 (hex) of the payload, as computed by the caller, and of the JSON
 *   artifact the caller would otherwise load
 * @throws Error naming `path` if the file is not this format, was made from another artifact,
 *   fails its checksum, or its columns are inconsistent
 */
export function decodePlaceIndex(
  bytes: Uint8Array,
  path: string,
  checked: { payloadSha256: string; sourceSha256: string },
  started: number,
): PlaceIndex {
  const { header, payloadStart } = readBinaryHeader(bytes, path);
  const fail = (why: string): never => {
    throw new Error(`${path}: not a usable binary place index (${why})`);
  };
  if (header.source?.sha256 !== checked.sourceSha256) fail('made from another places.json.gz: rebuild with npm run build');
  if (header.payloadSha256 !== checked.payloadSha256) fail('payload checksum differs: the file is damaged');
  let buffer = bytes.buffer as ArrayBuffer;
  let base = bytes.byteOffset + payloadStart;
  if (base % 8 !== 0) {
    buffer = bytes.slice(payloadStart).buffer as ArrayBuffer;
    base = 0;
  }
  const payloadLength = bytes.length - payloadStart;
  const columns: Record<string, TypedColumn> = {};
  for (const s of header.sections) {
    const end = s.offset + s.length * bytesPer[s.type];
    if (s.offset % 8 !== 0 || end > payloadLength || !(s.type in bytesPer)) fail(`section ${s.name} out of place`);
    columns[s.name] = view(s.type, buffer, base + s.offset, s.length);
  }
  const column = <T extends TypedColumn>(name: string, type: ColumnType, length?: number): T => {
    const c = columns[name];
    if (!c || typeOf(c) !== type || (length !== undefined && c.length !== length)) fail(`column ${name} missing or of another shape`);
    return c as T;
  };
  const n = header.size;
  if (!(n > 0)) fail('no places');
  const packed = (name: string, length?: number): PackedStrings => {
    try {
      const p = PackedStrings.fromParts(column(`${name}Units`, 'u16'), column(`${name}Starts`, 'u32', length === undefined ? undefined : length + 1));
      return p;
    } catch (err) {
      return fail(`${name}: ${(err as Error).message}`);
    }
  };
  const keys = packed('keys');
  return {
    size: n,
    keys,
    keyRows: column('keyRows', 'i32', keys.length),
    id: column('id', 'i32', n),
    name: packed('name', n),
    nameHi: packed('nameHi', n),
    admin1Of: column('admin1Of', 'i32', n),
    countryOf: column('countryOf', 'u16', n),
    lat: column('lat', 'i32', n),
    lon: column('lon', 'i32', n),
    tzOf: column('tzOf', 'u16', n),
    population: column('population', 'f64', n),
    admin1: header.admin1,
    countries: header.countries,
    timezones: header.timezones,
    sources: header.sources,
    loadMs: performance.now() - started,
    usedStoredKeys: header.usedStoredKeys,
  };
}

/** Where the payload of a binary file's bytes starts (for computing its checksum). */
export function payloadOf(bytes: Uint8Array, path: string): Uint8Array {
  return bytes.subarray(readBinaryHeader(bytes, path).payloadStart);
}
