/**
 * Loads the prebuilt place index (data/geo/places.json.gz) and builds the
 * in-memory search structure: one sorted array of folded keys, binary-searched
 * for prefixes. Nothing here touches the network or node_modules data.
 */
import { createHash, webcrypto } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip, gunzipSync } from 'node:zlib';
import { decodePlaceIndex, payloadOf } from './binary-index.ts';
import { ARTIFACT_FORMAT, ARTIFACT_VERSION, COORD_SCALE, type PlaceArtifact } from './artifact.ts';
import { NORMALIZATION_VERSION, normalizeKey } from './normalize.ts';
import { PackedStrings } from './packed-strings.ts';
import { buildSearchKeys } from './search-keys.ts';
import type { CountryName, LocalizedName } from './types.ts';

/** Where the artifact lives relative to this file (src/geo → data/geo). */
export const DEFAULT_PLACE_INDEX_PATH = fileURLToPath(new URL('../../data/geo/places.json.gz', import.meta.url));

/**
 * Where `npm run build` writes the binary form of the index (`binary-index.ts`): dist/geo/ of
 * the repository, the same file whether this module runs from dist/ or from src/ (tsx).
 */
export const DEFAULT_PLACE_INDEX_BINARY_PATH = fileURLToPath(new URL('../../dist/geo/places.bin', import.meta.url));

export interface Region {
  name: LocalizedName;
  /** Folded names a user may type for this region, including "region country" composites for admin-1. */
  keys: string[];
}

export interface Country {
  code: string;
  name: CountryName;
  keys: string[];
}

/**
 * The loaded index. Rows are ordered by population descending, so a lower row
 * number is a better rank. Treat every field as read-only.
 *
 * The per-row and per-key columns are typed arrays and {@link PackedStrings}, not
 * JavaScript arrays of strings: their contents sit outside the V8 heap, so the index adds
 * only a few hundred objects (regions, countries) for the main thread's garbage collector
 * to visit instead of ~350,000 strings (bench/RESULTS.md, "heap").
 */
export interface PlaceIndex {
  /** Number of places. */
  readonly size: number;
  /** Folded search keys sorted by UTF-16 code units, one per (key, place). */
  readonly keys: PackedStrings;
  /** Row of each key in `keys` (same order). */
  readonly keyRows: Int32Array;
  readonly id: Int32Array;
  readonly name: PackedStrings;
  /** Hindi name per row; "" when unknown. */
  readonly nameHi: PackedStrings;
  /** Index into `admin1`, -1 when none. */
  readonly admin1Of: Int32Array;
  readonly countryOf: Uint16Array;
  /** Degrees × COORD_SCALE. */
  readonly lat: Int32Array;
  readonly lon: Int32Array;
  readonly tzOf: Uint16Array;
  readonly population: Float64Array;
  readonly admin1: readonly Region[];
  readonly countries: readonly Country[];
  readonly timezones: readonly string[];
  readonly sources: Readonly<Record<string, string>>;
  /** Wall-clock milliseconds spent in {@link loadPlaceIndex}. */
  readonly loadMs: number;
  /** `binary`: read from the build's binary file (no JSON parsed); `json`: parsed from the artifact. */
  readonly loadedFrom?: 'binary' | 'json';
  /** Why the binary file was not used when it was there (stale, damaged), else undefined. */
  readonly binaryProblem?: string;
  /** False when the artifact's keys were folded by another normaliser version and had to be rebuilt (slow start-up: rebuild the artifact). */
  readonly usedStoredKeys: boolean;
}

export interface LoadPlaceIndexOptions {
  /** Path of a places.json.gz artifact; defaults to {@link DEFAULT_PLACE_INDEX_PATH}. */
  path?: string;
}

/**
 * Reads the artifact and builds the search structure, synchronously.
 * Takes 200–400 ms and about 70 MB of transient heap (the parsed JSON), then
 * keeps ~13 MB of typed arrays outside the V8 heap; call once per
 * process (see {@link getPlaceIndex}).
 *
 * @throws Error if the file is missing, not gzip/JSON, of another format or
 *   version, or its columns are inconsistent. The message names the path.
 */
export function loadPlaceIndex(options: LoadPlaceIndexOptions = {}): PlaceIndex {
  const started = performance.now();
  const path = options.path ?? DEFAULT_PLACE_INDEX_PATH;
  let json: Buffer;
  try {
    json = gunzipSync(readFileSync(path));
  } catch (err) {
    throw new Error(`cannot read place index ${path}: ${(err as Error).message}`, { cause: err });
  }
  return placeIndexFromJson(json, path, started);
}

const gunzipAsync = promisify(gunzip);

/**
 * {@link loadPlaceIndex} with the file read and decompressed off the event loop (libuv's
 * thread pool): the thread stays free for those 40 % of the load (about 0.3 s), and only
 * the parse and the search structure (about 0.5 s) are synchronous. For loading the index in
 * the background after the server listens.
 *
 * @throws (rejects) Error as {@link loadPlaceIndex}.
 */
export async function loadPlaceIndexAsync(options: LoadPlaceIndexOptions = {}): Promise<PlaceIndex> {
  const started = performance.now();
  const path = options.path ?? DEFAULT_PLACE_INDEX_PATH;
  let json: Buffer;
  try {
    json = await gunzipAsync(await readFile(path));
  } catch (err) {
    throw new Error(`cannot read place index ${path}: ${(err as Error).message}`, { cause: err });
  }
  return placeIndexFromJson(json, path, started);
}

/** The rest of a load from the decompressed artifact (`started`: when the load began, for `loadMs`). */
function placeIndexFromJson(json: Buffer, path: string, started: number): PlaceIndex {
  let artifact: PlaceArtifact;
  try {
    artifact = JSON.parse(json.toString('utf8')) as PlaceArtifact;
  } catch (err) {
    throw new Error(`cannot read place index ${path}: ${(err as Error).message}`, { cause: err });
  }
  validate(artifact, path);

  const rows = artifact.rows;
  const size = rows.id.length;
  const search = searchKeysOf(artifact);

  const countries: Country[] = artifact.countries.map((c) => ({
    code: c.code,
    name: { en: c.en, hi: c.hi },
    keys: foldAll([c.en, c.hi, c.code, ...(c.alt ?? [])]),
  }));
  // The artifact stores no admin-1 → country link, so it is read off the rows.
  const admin1CountryIndex = new Int32Array(artifact.admin1.length).fill(-1);
  for (let row = 0; row < size; row++) {
    const a = rows.admin1[row];
    if (a >= 0) admin1CountryIndex[a] = rows.country[row];
  }
  // Composites name a country by its English or Hindi name or its code (not its aliases);
  // folded once per country rather than once per admin-1.
  const compositeCountryKeys = countries.map((c) => foldAll([c.name.en, c.name.hi, c.code]));
  const admin1: Region[] = artifact.admin1.map((a, i) => {
    const own = foldAll([a.en, a.hi ?? '', ...(a.alt ?? [])]);
    const countryKeys = compositeCountryKeys[admin1CountryIndex[i]];
    // "pune maharashtra india": the tail after the place name may name region and country.
    const composites: string[] = [];
    if (countryKeys) for (const r of own) for (const c of countryKeys) composites.push(`${r} ${c}`);
    return { name: { en: a.en, hi: a.hi }, keys: [...own, ...composites] };
  });

  return {
    loadedFrom: 'json',
    size,
    keys: search.keys,
    keyRows: search.rows,
    id: Int32Array.from(rows.id),
    name: PackedStrings.from(rows.name),
    nameHi: PackedStrings.from(rows.nameHi),
    admin1Of: Int32Array.from(rows.admin1),
    countryOf: Uint16Array.from(rows.country),
    lat: Int32Array.from(rows.lat),
    lon: Int32Array.from(rows.lon),
    tzOf: Uint16Array.from(rows.tz),
    population: Float64Array.from(rows.population),
    admin1,
    countries,
    timezones: artifact.timezones,
    sources: artifact.sources,
    loadMs: performance.now() - started,
    usedStoredKeys: search.stored,
  };
}

export interface LoadBinaryPlaceIndexOptions {
  /** The binary file; defaults to {@link DEFAULT_PLACE_INDEX_BINARY_PATH}. */
  path?: string;
  /** The JSON artifact it must have been made from; defaults to {@link DEFAULT_PLACE_INDEX_PATH}. */
  sourcePath?: string;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** SHA-256 in libuv's thread pool (Web Crypto), off the event loop. */
async function sha256HexAsync(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}

/**
 * Reads the binary form of the index that the build wrote (`binary-index.ts`), synchronously:
 * its columns become views on the file's bytes, with no JSON parsed. Checks that it was made
 * from the JSON artifact at `sourcePath` as it is now, and its payload checksum.
 *
 * @throws Error naming the path if the file is missing, of another format, made from another
 *   artifact, or damaged
 */
export function loadBinaryPlaceIndex(options: LoadBinaryPlaceIndexOptions = {}): PlaceIndex {
  const started = performance.now();
  const path = options.path ?? DEFAULT_PLACE_INDEX_BINARY_PATH;
  const bytes = readFileSync(path);
  const checked = { payloadSha256: sha256Hex(payloadOf(bytes, path)), sourceSha256: sha256Hex(readFileSync(options.sourcePath ?? DEFAULT_PLACE_INDEX_PATH)) };
  return { ...decodePlaceIndex(bytes, path, checked, started), loadedFrom: 'binary' };
}

/**
 * {@link loadBinaryPlaceIndex} with the files read and their checksums computed off the event
 * loop; only the header is parsed on it.
 *
 * @throws (rejects) Error as {@link loadBinaryPlaceIndex}.
 */
export async function loadBinaryPlaceIndexAsync(options: LoadBinaryPlaceIndexOptions = {}): Promise<PlaceIndex> {
  const started = performance.now();
  const path = options.path ?? DEFAULT_PLACE_INDEX_BINARY_PATH;
  const [bytes, source] = await Promise.all([readFile(path), readFile(options.sourcePath ?? DEFAULT_PLACE_INDEX_PATH)]);
  const [payloadSha256, sourceSha256] = await Promise.all([sha256HexAsync(payloadOf(bytes, path)), sha256HexAsync(source)]);
  return { ...decodePlaceIndex(bytes, path, { payloadSha256, sourceSha256 }, started), loadedFrom: 'binary' };
}

/** The JSON load, noting why the binary file (present but refused) was not used. */
function withBinaryProblem(index: PlaceIndex, err: unknown): PlaceIndex {
  return { ...index, binaryProblem: (err as Error).message };
}

let singleton: PlaceIndex | undefined;

/**
 * The process-wide index, loaded on first call (synchronously) and cached: from the build's
 * binary file when it is there and matches the artifact (tens of milliseconds, no garbage),
 * else from the JSON artifact (a few hundred ms and ~70 MB of transient heap). Call it (or
 * {@link preloadPlaceIndex}) at server start-up to keep that cost off the first request.
 *
 * @throws Error as {@link loadPlaceIndex}; a failed load is retried on the next call.
 */
export function getPlaceIndex(): PlaceIndex {
  if (singleton) return singleton;
  if (existsSync(DEFAULT_PLACE_INDEX_BINARY_PATH)) {
    try {
      singleton = loadBinaryPlaceIndex();
    } catch (err) {
      singleton = withBinaryProblem(loadPlaceIndex(), err);
    }
  } else singleton = loadPlaceIndex();
  return singleton;
}

/**
 * Loads the process-wide index in the background (binary file or JSON artifact, as
 * {@link getPlaceIndex}, with the reading off the event loop) unless it is
 * loaded already; {@link getPlaceIndex} returns it from then on. A search that comes before
 * the load has finished loads the index itself, synchronously, and this result is dropped.
 *
 * @throws (rejects) Error as {@link loadPlaceIndex}; the next {@link getPlaceIndex} retries.
 */
export async function preloadPlaceIndex(): Promise<PlaceIndex> {
  if (singleton) return singleton;
  let index: PlaceIndex;
  if (existsSync(DEFAULT_PLACE_INDEX_BINARY_PATH)) {
    try {
      index = await loadBinaryPlaceIndexAsync();
    } catch (err) {
      index = withBinaryProblem(await loadPlaceIndexAsync(), err);
    }
  } else index = await loadPlaceIndexAsync();
  singleton ??= index;
  return singleton;
}

/** Converts a stored fixed-point coordinate back to degrees. */
export function toDegrees(fixed: number): number {
  return fixed / COORD_SCALE;
}

/**
 * The stored keys, unless they were folded by another normaliser version (or
 * are damaged), in which case they are rebuilt from the names: slower
 * (about a second) but still correct.
 */
function searchKeysOf(artifact: PlaceArtifact): { keys: PackedStrings; rows: Int32Array; stored: boolean } {
  const stored = artifact.search;
  if (stored?.normalization === NORMALIZATION_VERSION && typeof stored.keys === 'string') {
    const keys = PackedStrings.fromSeparated(stored.keys, 10 /* "\n" */);
    if (keys.length === stored.rows.length && keys.isSorted()) return { keys, rows: Int32Array.from(stored.rows), stored: true };
  }
  const aliasesByRow = new Map<number, string[]>();
  for (const [row, ...names] of artifact.aliases) aliasesByRow.set(row, names);
  const built = buildSearchKeys(artifact.rows.name, artifact.rows.nameHi, aliasesByRow);
  return { keys: PackedStrings.from(built.keys), rows: built.rows, stored: false };
}

function foldAll(names: string[]): string[] {
  const out = new Set<string>();
  for (const n of names) {
    const k = normalizeKey(n);
    if (k !== '') out.add(k);
  }
  return [...out];
}

function validate(a: PlaceArtifact, path: string): void {
  if (a?.format !== ARTIFACT_FORMAT || a.version !== ARTIFACT_VERSION) {
    throw new Error(`${path}: expected ${ARTIFACT_FORMAT} v${ARTIFACT_VERSION}, got ${String(a?.format)} v${String(a?.version)}`);
  }
  const n = a.rows.id.length;
  for (const [column, values] of Object.entries(a.rows)) {
    if (!Array.isArray(values) || values.length !== n) throw new Error(`${path}: column ${column} does not have ${n} rows`);
  }
  if (n === 0) throw new Error(`${path}: no places`);
}
