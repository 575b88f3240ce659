import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { getPlaceIndex, type PlaceIndex } from '../../src/geo/place-index.ts';
import { MAX_SEARCH_LIMIT, searchPlaces } from '../../src/geo/search.ts';
import type { PlaceResult } from '../../src/geo/types.ts';

let index: PlaceIndex;
before(() => {
  index = getPlaceIndex();
});

const MUMBAI = 1275339;
const DELHI = 1273294;
const NEW_DELHI = 1261481;
const PUNE = 1259229;
const MUNICH = 2867714;
const BENGALURU = 1277333;
const VARANASI = 1253405;
const SPRINGFIELD_IL = 4250542;

function ids(results: PlaceResult[]): number[] {
  return results.map((r) => r.id);
}

describe('searchPlaces', () => {
  it("finds Delhi and New Delhi for 'Delhi' with timezone Asia/Kolkata", () => {
    const results = searchPlaces(index, 'Delhi');
    assert.equal(results[0].id, DELHI);
    assert.ok(ids(results).includes(NEW_DELHI));
    for (const r of results.filter((p) => p.countryCode === 'IN')) assert.equal(r.timezone, 'Asia/Kolkata');
    assert.ok(ids(results).indexOf(DELHI) < ids(results).indexOf(NEW_DELHI));
  });

  it('returns the full result shape with English and Hindi names', () => {
    const [mumbai] = searchPlaces(index, 'mumbai', 1);
    assert.deepEqual(
      { ...mumbai, latitude: Math.round(mumbai.latitude), longitude: Math.round(mumbai.longitude) },
      {
        id: MUMBAI,
        name: { en: 'Mumbai', hi: 'मुंबई' },
        admin1: { en: 'Maharashtra', hi: 'महाराष्ट्र' },
        countryCode: 'IN',
        country: { en: 'India', hi: 'भारत' },
        latitude: 19,
        longitude: 73,
        timezone: 'Asia/Kolkata',
        population: 12442373,
      },
    );
  });

  it("matches 'bombay' to Mumbai through the alias", () => {
    assert.equal(searchPlaces(index, 'bombay')[0].id, MUMBAI);
  });

  it('resolves old and alternative names (Bangalore, Banaras, Gurgaon, Allahabad, Calcutta, Madras, Poona, Vizag, Peking)', () => {
    const cases: Array<[string, string]> = [
      ['Bangalore', 'Bengaluru'],
      ['Banaras', 'Varanasi'],
      ['Benares', 'Varanasi'],
      ['Gurgaon', 'Gurugram'],
      ['Allahabad', 'Prayagraj'],
      ['Calcutta', 'Kolkata'],
      ['Madras', 'Chennai'],
      ['Poona', 'Pune'],
      ['Baroda', 'Vadodara'],
      ['Trivandrum', 'Thiruvananthapuram'],
      ['Mysore', 'Mysuru'],
      ['Cochin', 'Kochi'],
      ['Calicut', 'Kozhikode'],
      ['Pondicherry', 'Puducherry'],
      ['Vizag', 'Visakhapatnam'],
      ['Simla', 'Shimla'],
      ['Cawnpore', 'Kanpur'],
      ['Peking', 'Beijing'],
    ];
    for (const [query, expected] of cases) {
      assert.equal(searchPlaces(index, query)[0]?.name.en, expected, query);
    }
  });

  it('finds मुंबई from a Devanagari prefix', () => {
    assert.equal(searchPlaces(index, 'मुंब')[0].id, MUMBAI);
    assert.equal(searchPlaces(index, 'मुम्ब')[0].id, MUMBAI, 'conjunct spelling of the same prefix');
    assert.equal(searchPlaces(index, 'बंबई')[0].id, MUMBAI, 'Hindi alias');
  });

  it('finds Hindi names of major cities (दिल्ली, नई दिल्ली, बेंगलुरु, वाराणसी, पुणे)', () => {
    assert.deepEqual(ids(searchPlaces(index, 'दिल्ली', 2)), [DELHI, NEW_DELHI]);
    assert.equal(searchPlaces(index, 'नई दि')[0].id, NEW_DELHI);
    assert.equal(searchPlaces(index, 'बेंगलु')[0].id, BENGALURU);
    assert.equal(searchPlaces(index, 'वाराण')[0].id, VARANASI);
    assert.equal(searchPlaces(index, 'पुणे')[0].id, PUNE);
  });

  it('ignores nukta differences in Devanagari queries (गाजियाबाद finds गाज़ियाबाद)', () => {
    const [hit] = searchPlaces(index, 'गाजियाबाद');
    assert.equal(hit.name.en, 'Ghaziabad');
    assert.equal(hit.name.hi, 'गाज़ियाबाद');
  });

  it('is case and diacritic insensitive (munchen → München)', () => {
    for (const q of ['munchen', 'MÜNCHEN', 'München', 'muenchen', 'munich']) {
      assert.equal(searchPlaces(index, q)[0].id, MUNICH, q);
    }
    assert.equal(searchPlaces(index, 'ludhiana')[0].name.en, 'Ludhiana');
    assert.equal(searchPlaces(index, 'SAO PAULO')[0].name.en, 'São Paulo');
  });

  it('ranks by population', () => {
    for (const q of ['ka', 'san', 'new', 'म', 'spring']) {
      const pops = searchPlaces(index, q, MAX_SEARCH_LIMIT).map((r) => r.population);
      assert.ok(pops.length > 1, q);
      assert.deepEqual(pops, [...pops].sort((a, b) => b - a), q);
    }
  });

  it('prefers the Uttar Pradesh city over the Haryana village for Gorakhpur (population correction)', () => {
    const [first] = searchPlaces(index, 'gorakhpur');
    assert.equal(first.admin1?.en, 'Uttar Pradesh');
  });

  it("matches name plus admin-1 ('pune maha')", () => {
    assert.deepEqual(ids(searchPlaces(index, 'pune maha')), [PUNE]);
    assert.deepEqual(ids(searchPlaces(index, 'Pune, Maharashtra, India')), [PUNE]);
    assert.equal(searchPlaces(index, 'पुणे महा')[0].id, PUNE);
  });

  it("matches a US place by state name or postal code ('springfield illinois', 'springfield il')", () => {
    assert.deepEqual(ids(searchPlaces(index, 'springfield illinois')), [SPRINGFIELD_IL]);
    assert.deepEqual(ids(searchPlaces(index, 'springfield il')), [SPRINGFIELD_IL]);
  });

  it("matches name plus country ('london canada') and state abbreviations ('rampur up')", () => {
    const [london] = searchPlaces(index, 'london canada');
    assert.equal(london.countryCode, 'CA');
    const rampur = searchPlaces(index, 'rampur up');
    assert.ok(rampur.length > 0);
    for (const r of rampur) assert.equal(r.admin1?.en, 'Uttar Pradesh');
  });

  it('matches a word inside a name (mumbai → Navi Mumbai)', () => {
    assert.ok(searchPlaces(index, 'mumbai').some((r) => r.name.en === 'Navi Mumbai'));
  });

  it('returns each place once even when several of its names match', () => {
    const results = searchPlaces(index, 'mumbai', MAX_SEARCH_LIMIT);
    assert.equal(new Set(ids(results)).size, results.length);
  });

  it('respects the limit', () => {
    assert.equal(searchPlaces(index, 'sa', 3).length, 3);
    assert.equal(searchPlaces(index, 'sa').length, 8, 'default limit');
    assert.equal(searchPlaces(index, 'sa', 50).length, MAX_SEARCH_LIMIT, 'clamped to the maximum');
    assert.equal(searchPlaces(index, 'sa', 0).length, 1, 'clamped to at least one');
    assert.equal(searchPlaces(index, 'sa', 2.9).length, 2, 'truncated to an integer');
    assert.equal(searchPlaces(index, 'sa', Number.NaN).length, 8, 'NaN falls back to the default');
  });

  it('returns an empty list for no match', () => {
    assert.deepEqual(searchPlaces(index, 'xqzzyvw'), []);
    assert.deepEqual(searchPlaces(index, 'pune texas'), []);
  });

  it('returns an empty list for blank, punctuation-only or non-string queries', () => {
    assert.deepEqual(searchPlaces(index, ''), []);
    assert.deepEqual(searchPlaces(index, '   '), []);
    assert.deepEqual(searchPlaces(index, ',.-'), []);
    assert.deepEqual(searchPlaces(index, undefined), []);
    assert.deepEqual(searchPlaces(index, 42), []);
  });

  it('does not throw on hostile input (very long, control characters, lone surrogates)', () => {
    assert.doesNotThrow(() => searchPlaces(index, 'a'.repeat(100_000)));
    assert.doesNotThrow(() => searchPlaces(index, '\u0000\u0001\uffff'));
    assert.doesNotThrow(() => searchPlaces(index, '\ud800pune'));
    assert.equal(searchPlaces(index, '\u0000pune')[0]?.id, PUNE);
  });

  it('answers typical queries well under a millisecond once warm', () => {
    const queries = ['de', 'sa', 'mum', 'new y', 'spring', 'मुं', 'pune maha', 'a'];
    for (const q of queries) searchPlaces(index, q);
    const rounds = 200;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) for (const q of queries) searchPlaces(index, q);
    const meanMs = (performance.now() - started) / (rounds * queries.length);
    assert.ok(meanMs < 1, `mean ${meanMs.toFixed(3)} ms per search`);
  });
});
