/**
 * The kundli against the Swiss Ephemeris 2.10.03 test vector of time-and-sky.md §10 (also in
 * published-samples.md) and the Sripati bhava example of charts-and-vargas.md §2:
 * 1990-05-15 10:30 IST, New Delhi 28.6139 N 77.2090 E, apparent positions, Lahiri, mean node.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { angleDifference, oneArcsecondInDegrees } from '../helpers/tolerances.ts';
import { buildSuiteApp, postKundli, type Json } from './helpers.ts';

const delhi1990 = {
  localDate: '1990-05-15',
  localTime: '10:30:00',
  timezone: 'Asia/Kolkata',
  latitude: 28.6139,
  longitude: 77.209,
  ayanamsha: 'lahiri',
  nodeType: 'mean',
  positions: 'apparent',
};

const signIndex = { Ar: 0, Ta: 1, Ge: 2, Cn: 3, Le: 4, Vi: 5, Li: 6, Sc: 7, Sg: 8, Cp: 9, Aq: 10, Pi: 11 } as const;
function lon(sign: keyof typeof signIndex, d: number, m: number, s = 0): number {
  return signIndex[sign] * 30 + d + m / 60 + s / 3600;
}

/** The vector's values are printed to the whole second: ±1″ covers that rounding. */
const vectorTolerance = oneArcsecondInDegrees;
/** The bhava example is printed to the whole minute: ±1′. */
const oneArcminute = 1 / 60;

const vector: Record<string, number> = {
  sun: lon('Ta', 0, 23, 21),
  moon: lon('Sg', 29, 50, 33),
  mars: lon('Aq', 24, 23, 29),
  mercury: lon('Ar', 14, 19, 30),
  jupiter: lon('Ge', 15, 45, 39),
  venus: lon('Pi', 18, 45, 36),
  saturn: lon('Cp', 1, 31, 43),
  rahu: lon('Cp', 17, 37, 44),
};

describe('kundli for 1990-05-15 10:30 IST New Delhi', () => {
  let result: Json;
  let close = async () => {};
  after(() => close());
  before(async () => {
    const built = await buildSuiteApp();
    close = built.close;
    const r = await postKundli(built.app, delhi1990);
    assert.equal(r.status, 200);
    result = r.json.result;
  });

  it('places the lagna at Cn 9°53′05″ within 1″', () => {
    assert.equal(result.lagna.rashi.id, 'karka');
    assert.ok(angleDifference(result.lagna.longitude, lon('Cn', 9, 53, 5)) <= vectorTolerance, String(result.lagna.longitude));
    assert.equal(result.lagna.degreeInRashiDms, `9°53'05"`);
  });

  it('places each graha of the vector within 1″ and prints its degree in the sign to the second', () => {
    for (const [id, expected] of Object.entries(vector)) {
      const row = result.planets.find((p: Json) => p.id === id);
      assert.ok(angleDifference(row.longitude, expected) <= vectorTolerance, `${id}: ${row.longitude} vs ${expected}`);
      assert.equal(row.rashi.index - 1, Math.floor(expected / 30), `${id} sign`);
    }
    const sun = result.planets.find((p: Json) => p.id === 'sun');
    assert.equal(sun.degreeInRashiDms, `0°23'21"`);
  });

  it('puts Ketu opposite Rahu', () => {
    const rahu = result.planets.find((p: Json) => p.id === 'rahu');
    const ketu = result.planets.find((p: Json) => p.id === 'ketu');
    assert.ok(angleDifference(ketu.longitude, rahu.longitude + 180) < 1e-9);
  });

  it('flags Mercury and Saturn retrograde and the Sun, Moon, Mars, Jupiter and Venus direct', () => {
    const retro = Object.fromEntries(result.planets.map((p: Json) => [p.id, p.retrograde]));
    assert.equal(retro.mercury, true);
    assert.equal(retro.saturn, true);
    for (const id of ['sun', 'moon', 'mars', 'jupiter', 'venus']) assert.equal(retro[id], false, id);
  });

  it('gives the Sripati bhava madhyas of the example: 1 = Cn 9°53′, 2 = Le 7°37′, 3 = Vi 5°21′, 10 = MC Ar 3°05′ (±1′)', () => {
    const bhava = result.charts.bhava;
    assert.equal(bhava.methodId, 'BHAVA.SRIPATI');
    const madhya = (h: number) => bhava.houses[h - 1].middle.longitude;
    assert.ok(angleDifference(madhya(1), lon('Cn', 9, 53)) <= oneArcminute, 'madhya 1');
    assert.ok(angleDifference(madhya(2), lon('Le', 7, 37)) <= oneArcminute, 'madhya 2');
    assert.ok(angleDifference(madhya(3), lon('Vi', 5, 21)) <= oneArcminute, 'madhya 3');
    assert.ok(angleDifference(madhya(10), lon('Ar', 3, 5)) <= oneArcminute, 'madhya 10 (MC)');
    assert.equal(bhava.houses[1].rashi.id, 'simha');
    assert.equal(bhava.houses[2].rashi.id, 'kanya');
  });

  it('places the grahas of the vector in the Sripati bhavas worked by hand from the madhyas', () => {
    // Madhyas: 1 Cn 9°53′, 2 Le 7°37′, 3 Vi 5°21′, 4 Li 3°05′, 5 Sc 5°21′, 6 Sg 7°37′, 7 Cp 9°53′,
    // 8 Aq 7°37′, 9 Pi 5°21′, 10 Ar 3°05′, 11 Ta 5°21′, 12 Ge 7°37′; sandhis halfway between:
    // 12|1 Ge 23°45′, 1|2 Cn 23°45′, 6|7 Sg 23°45′, 7|8 Cp 23°45′, 8|9 Aq 21°29′, 9|10 Pi 19°13′,
    // 10|11 Ar 19°13′, 11|12 Ta 21°29′. So Sun Ta 0°23′ → 11; Moon Sg 29°50′ → 7; Mars Aq 24°23′
    // → 9; Mercury Ar 14°19′ → 10; Jupiter Ge 15°45′ → 12; Venus Pi 18°45′ → 9 (28′ before the
    // sandhi); Saturn Cp 1°31′ → 7; Rahu Cp 17°37′ → 7; Ketu Cn 17°37′ → 1.
    const expected: Record<string, number> = { sun: 11, moon: 7, mars: 9, mercury: 10, jupiter: 12, venus: 9, saturn: 7, rahu: 7, ketu: 1 };
    const placed: Record<string, number[]> = {};
    for (const [i, h] of result.charts.bhava.houses.entries()) {
      for (const p of h.points) (placed[p.id] ??= []).push(i + 1);
    }
    for (const [id, house] of Object.entries(expected)) assert.deepEqual(placed[id], [house], id);
  });

  it('makes each Sripati sandhi the midpoint of the neighbouring madhyas, so bhavas tile the zodiac', () => {
    const houses = result.charts.bhava.houses;
    for (let i = 0; i < 12; i++) {
      const next = houses[(i + 1) % 12];
      assert.ok(angleDifference(houses[i].end.longitude, next.start.longitude) < 1e-9, `end of ${i + 1}`);
    }
  });
});
