/**
 * The binary form of the place index (src/geo/binary-index.ts, written by the build into
 * dist/geo/places.bin) must hold exactly what the JSON artifact holds: every column, every
 * region and country, and so every search answer. The reference is the index loaded from the
 * JSON artifact (data/geo/places.json.gz) and its answers to seeded queries. A file made from
 * another artifact, or damaged, must be refused, so the server falls back to the JSON.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { searchQueries } from '../../scripts/geo/search-answers.ts';
import { writeBinaryPlaceIndex } from '../../scripts/geo/write-binary-index.ts';
import { PackedStrings } from '../../src/geo/packed-strings.ts';
import { DEFAULT_PLACE_INDEX_PATH, loadBinaryPlaceIndex, loadBinaryPlaceIndexAsync, loadPlaceIndex, type PlaceIndex } from '../../src/geo/place-index.ts';
import { searchPlaces } from '../../src/geo/search.ts';

const dir = mkdtempSync(join(tmpdir(), 'places-bin-'));
const binary = join(dir, 'places.bin');
let fromJson: PlaceIndex;

/** Every field but the load's own bookkeeping, packed strings as arrays. */
function contents(index: PlaceIndex): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(index)) {
    if (key === 'loadMs' || key === 'loadedFrom' || key === 'binaryProblem') continue;
    out[key] = value instanceof PackedStrings ? value.toArray() : value;
  }
  return out;
}

before(() => {
  fromJson = loadPlaceIndex();
  writeBinaryPlaceIndex({ source: DEFAULT_PLACE_INDEX_PATH, target: binary });
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('binary place index', () => {
  it('holds every column, region and country of the JSON artifact, read synchronously or not', async () => {
    const sync = loadBinaryPlaceIndex({ path: binary });
    const async = await loadBinaryPlaceIndexAsync({ path: binary });
    assert.equal(sync.loadedFrom, 'binary');
    assert.equal(fromJson.loadedFrom, 'json');
    assert.deepEqual(contents(sync), contents(fromJson));
    assert.deepEqual(contents(async), contents(fromJson));
  });

  it('answers 3,000 seeded queries exactly as the index parsed from JSON does', () => {
    const index = loadBinaryPlaceIndex({ path: binary });
    for (const [query, limit] of searchQueries(3000)) {
      assert.deepEqual(searchPlaces(index, query, limit), searchPlaces(fromJson, query, limit), `query ${JSON.stringify(query)}`);
    }
  });

  it('is refused when it was made from another artifact than the one beside it', () => {
    const other = join(dir, 'other.json.gz');
    const artifact = readFileSync(DEFAULT_PLACE_INDEX_PATH);
    writeFileSync(other, Buffer.concat([artifact, Buffer.from([0])]));
    assert.throws(() => loadBinaryPlaceIndex({ path: binary, sourcePath: other }), /made from another places\.json\.gz/);
  });

  it('is refused when a byte of its columns is damaged', async () => {
    const damaged = join(dir, 'damaged.bin');
    const bytes = readFileSync(binary);
    bytes[bytes.length - 100] ^= 0xff;
    writeFileSync(damaged, bytes);
    assert.throws(() => loadBinaryPlaceIndex({ path: damaged }), /checksum differs/);
    await assert.rejects(loadBinaryPlaceIndexAsync({ path: damaged }), /checksum differs/);
  });

  it('is refused, naming the path, when the file is not a binary place index at all', () => {
    assert.throws(() => loadBinaryPlaceIndex({ path: DEFAULT_PLACE_INDEX_PATH }), (err: Error) => err.message.includes(DEFAULT_PLACE_INDEX_PATH) && /JYPLACE1/.test(err.message));
  });
});
