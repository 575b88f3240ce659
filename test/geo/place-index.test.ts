import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { before, describe, it } from 'node:test';
import { attribution } from '../../src/geo/attribution.ts';
import { getPlaceIndex, loadPlaceIndex, toDegrees, type PlaceIndex } from '../../src/geo/place-index.ts';
import { buildSearchKeys } from '../../src/geo/search-keys.ts';
import { placeAt } from '../../src/geo/search.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** State and union-territory capitals (GeoNames ids) that must carry a Hindi name. */
const INDIAN_CAPITALS = [
  1261481, 1275339, 1277333, 1275004, 1264527, 1269843, 1269515, 1264733, 1260086, 1275841, 1258980, 1275817, 1271715,
  1274746, 1256237, 1258526, 1254163, 1255634, 1269321, 1271476, 1272508, 1269655, 1260607, 1271631, 1266366, 1269771,
  1256523, 1279186, 1279290, 1273313, 1259425, 1259385, 1267390, 1273618, 1264976, 1256259,
];

let index: PlaceIndex;
before(() => {
  index = getPlaceIndex();
});

describe('loading the place index', () => {
  // Load time (≤ 1 s after process start) is measured by bench/geo-search.ts, not by a timed test.
  it('loads a fresh index equal to the shared one', () => {
    const fresh = loadPlaceIndex();
    assert.equal(fresh.size, index.size);
  });

  it('returns one shared instance from getPlaceIndex', () => {
    assert.equal(getPlaceIndex(), index);
  });

  it('rejects a missing file with a message naming the path', () => {
    assert.throws(() => loadPlaceIndex({ path: '/nonexistent/places.json.gz' }), /\/nonexistent\/places\.json\.gz/);
  });

  it('rejects an artifact of another format', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'geo-')), 'other.json.gz');
    writeFileSync(path, gzipSync(JSON.stringify({ format: 'something-else', version: 1 })));
    assert.throws(() => loadPlaceIndex({ path }), /expected jyotish-places v1/);
  });

  it('uses the search keys stored in the artifact (built with the current normaliser version)', () => {
    assert.equal(index.usedStoredKeys, true, 'NORMALIZATION_VERSION changed: run npx tsx scripts/geo/build-index.ts');
  });

  it('stores search keys identical to what the current normaliser produces', () => {
    const aliases = new Map<number, string[]>();
    // Rebuild from the index's own names; aliases are only reachable through keys, so
    // compare the non-alias part by checking that every rebuilt key is stored for its row.
    const rebuilt = buildSearchKeys(index.name.toArray(), index.nameHi.toArray(), aliases);
    const stored = new Set<string>();
    for (let i = 0; i < index.keys.length; i++) stored.add(`${index.keys.get(i)}\u0000${index.keyRows[i]}`);
    for (let i = 0; i < rebuilt.keys.length; i++) {
      const entry = `${rebuilt.keys[i]}\u0000${rebuilt.rows[i]}`;
      if (!stored.has(entry)) assert.fail(`key "${rebuilt.keys[i]}" of row ${rebuilt.rows[i]} is not stored: rebuild the index`);
    }
  });
});

describe('place data', () => {
  it('has well over 100,000 places with unique ids, ordered by population', () => {
    assert.ok(index.size > 130_000, `${index.size} places`);
    assert.equal(new Set(index.id).size, index.size);
    for (let row = 1; row < index.size; row++) {
      if (index.population[row - 1] < index.population[row]) assert.fail(`row ${row} out of population order`);
    }
  });

  it('has a valid IANA time zone for every place, and Asia/Kolkata for every Indian place', () => {
    for (const zone of index.timezones) {
      assert.doesNotThrow(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone);
    }
    const india = index.countries.findIndex((c) => c.code === 'IN');
    for (let row = 0; row < index.size; row++) {
      if (index.countryOf[row] === india) assert.equal(index.timezones[index.tzOf[row]], 'Asia/Kolkata', index.name.get(row));
    }
  });

  it('has coordinates within the valid ranges', () => {
    for (let row = 0; row < index.size; row++) {
      const lat = toDegrees(index.lat[row]);
      const lon = toDegrees(index.lon[row]);
      if (!(lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180)) assert.fail(`${index.name.get(row)}: ${lat}, ${lon}`);
    }
  });

  it('has only Devanagari Hindi names, for hundreds of Indian places', () => {
    let hindi = 0;
    let indianHindi = 0;
    const india = index.countries.findIndex((c) => c.code === 'IN');
    for (let row = 0; row < index.size; row++) {
      const hi = index.nameHi.get(row);
      if (hi === '') continue;
      assert.match(hi, /^[\u0900-\u097f][\u0900-\u097f .-]*$/, `${index.name.get(row)}: ${hi}`);
      hindi++;
      if (index.countryOf[row] === india) indianHindi++;
    }
    assert.ok(hindi >= 900, `${hindi} Hindi names`);
    assert.ok(indianHindi >= 400, `${indianHindi} Indian Hindi names`);
  });

  it('has Hindi names for nearly all of the 150 largest Indian places and for every state capital', () => {
    const india = index.countries.findIndex((c) => c.code === 'IN');
    const largest: number[] = [];
    for (let row = 0; row < index.size && largest.length < 150; row++) if (index.countryOf[row] === india) largest.push(row);
    const missing = largest.filter((row) => index.nameHi.get(row) === '').map((row) => index.name.get(row));
    assert.ok(missing.length <= 2, `without Hindi: ${missing.join(', ')}`);
    for (const id of INDIAN_CAPITALS) {
      const row = index.id.indexOf(id);
      assert.ok(row >= 0, `capital ${id} is in the index`);
      const place = placeAt(index, row);
      assert.notEqual(place.name.hi, null, `${place.name.en} has a Hindi name`);
      assert.notEqual(place.admin1, null, `${place.name.en} has a state`);
    }
  });

  it('has English and Hindi names for every country', () => {
    for (const c of index.countries) {
      assert.match(c.code, /^[A-Z]{2}$/);
      assert.ok(c.name.en.length > 0, c.code);
      assert.match(c.name.hi, /[\u0900-\u097f]/, c.code);
    }
  });

  it('names Indian states in English and Hindi', () => {
    const states = index.admin1.filter((a) => a.keys.some((k) => k.endsWith(' india')));
    assert.ok(states.length >= 35, `${states.length} Indian admin-1 regions`);
    for (const s of states) assert.notEqual(s.name.hi, null, s.name.en);
  });
});

describe('attribution', () => {
  it('credits GeoNames under CC BY 4.0 with links', () => {
    assert.match(attribution.text, /GeoNames/);
    assert.match(attribution.text, /CC BY 4\.0/);
    assert.equal(attribution.url, 'https://www.geonames.org/');
    assert.equal(attribution.licenseUrl, 'https://creativecommons.org/licenses/by/4.0/');
  });
});
