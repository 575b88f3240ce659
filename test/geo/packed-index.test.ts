/**
 * The place index keeps its names and search keys packed in typed arrays (off the V8 heap).
 * These tests check that the packed form answers exactly as plain JavaScript strings would:
 * the strings themselves, their order, and the binary search the place search runs on them.
 * The reference is the artifact file read directly and JavaScript's own string operations,
 * not the code under test.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { PlaceArtifact } from '../../src/geo/artifact.ts';
import { PackedStrings } from '../../src/geo/packed-strings.ts';
import { DEFAULT_PLACE_INDEX_PATH, getPlaceIndex, type PlaceIndex } from '../../src/geo/place-index.ts';
import { searchQueries } from '../../scripts/geo/search-answers.ts';
import { normalizeQuery } from '../../src/geo/normalize.ts';

/** First index whose string is ≥ s, with JavaScript's `<` (the search's former form). */
function lowerBoundOf(strings: readonly string[], s: string): number {
  let lo = 0;
  let hi = strings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (strings[mid] < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Any UTF-16 code units, lone surrogates included; and text near the index's alphabet.
const anyUnits = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 12 }).map((units) => String.fromCharCode(...units));
const indexLike = fc.array(fc.constantFrom('a', 'b', 'e', 'z', ' ', 'क', 'ं', '़', '\uffff', '\u0000'), { maxLength: 6 }).map((cs) => cs.join(''));
const someString = fc.oneof(anyUnits, indexLike);

describe('packed strings', () => {
  it('give back every string exactly as packed, lone surrogates and empty strings included', () => {
    fc.assert(
      fc.property(fc.array(someString, { maxLength: 40 }), (strings) => {
        const packed = PackedStrings.from(strings);
        assert.equal(packed.length, strings.length);
        assert.deepEqual(packed.toArray(), strings);
        for (let i = 0; i < strings.length; i++) {
          assert.equal(packed.isEmpty(i), strings[i] === '');
          assert.equal(packed.lengthOf(i), strings[i].length);
        }
      }),
    );
  });

  it('unpack a separated string as split would', () => {
    fc.assert(
      fc.property(fc.array(indexLike.map((s) => s.replaceAll('\n', '')), { minLength: 1, maxLength: 30 }), (strings) => {
        assert.deepEqual(PackedStrings.fromSeparated(strings.join('\n'), 10).toArray(), strings);
      }),
    );
  });

  it('compare and binary-search in the order of JavaScript string comparison', () => {
    fc.assert(
      fc.property(fc.array(someString, { maxLength: 40 }), someString, (strings, probe) => {
        const sorted = [...strings].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const packed = PackedStrings.from(sorted);
        assert.equal(packed.isSorted(), true);
        for (let i = 0; i < sorted.length; i++) assert.equal(Math.sign(packed.compare(i, probe)), sorted[i] < probe ? -1 : sorted[i] > probe ? 1 : 0);
        assert.equal(packed.lowerBound(probe), lowerBoundOf(sorted, probe));
      }),
    );
  });

  it('notice strings out of order', () => {
    assert.equal(PackedStrings.from(['ab', 'a']).isSorted(), false);
    assert.equal(PackedStrings.from(['b', 'ab']).isSorted(), false);
    assert.equal(PackedStrings.from(['a', 'a', 'ab', 'b']).isSorted(), true);
  });
});

describe('the packed place index', () => {
  let index: PlaceIndex;
  let artifact: PlaceArtifact;
  let keys: string[];
  before(() => {
    index = getPlaceIndex();
    artifact = JSON.parse(gunzipSync(readFileSync(DEFAULT_PLACE_INDEX_PATH)).toString('utf8')) as PlaceArtifact;
    keys = artifact.search.keys.split('\n');
  });

  it('holds every English and Hindi name of the artifact, row for row', () => {
    assert.equal(index.name.length, artifact.rows.name.length);
    assert.equal(index.nameHi.length, artifact.rows.nameHi.length);
    for (let row = 0; row < index.size; row++) {
      if (index.name.get(row) !== artifact.rows.name[row]) assert.fail(`row ${row}: name ${index.name.get(row)} ≠ ${artifact.rows.name[row]}`);
      if (index.nameHi.get(row) !== artifact.rows.nameHi[row]) assert.fail(`row ${row}: Hindi name differs`);
    }
  });

  it('holds every search key of the artifact, in order, with its row', () => {
    assert.equal(index.keys.length, keys.length);
    for (let i = 0; i < keys.length; i++) {
      if (index.keys.get(i) !== keys[i]) assert.fail(`key ${i}: ${index.keys.get(i)} ≠ ${keys[i]}`);
      if (index.keyRows[i] !== artifact.search.rows[i]) assert.fail(`key ${i}: row differs`);
    }
  });

  it('finds the same key ranges as a binary search over JavaScript strings, for 20,000 queries', () => {
    for (const [q] of searchQueries(20_000)) {
      const query = normalizeQuery(q);
      for (const probe of [query, `${query}\uffff`, `${query}\u0000`, query.slice(0, query.indexOf(' ') >>> 0)]) {
        const expected = lowerBoundOf(keys, probe);
        const got = index.keys.lowerBound(probe);
        if (got !== expected) assert.fail(`query ${JSON.stringify(q)}: lower bound of ${JSON.stringify(probe)} ${got} ≠ ${expected}`);
      }
    }
  });
});
