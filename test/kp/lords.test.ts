/**
 * KP sign, star, sub and sub-sub lords (kp.md §2). Expected values are worked by hand in the
 * comments from the Vimshottari years (Ke 7, Ve 20, Su 6, Mo 10, Ma 7, Ra 18, Ju 16, Sa 19,
 * Me 17): a sub is 1 200 units of ⅓″ per year of its lord, a sub-sub 10 units per product of
 * the two lords' years. A longitude exactly on a boundary belongs to the next division.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { kpLords, kpLordsOfUnits } from '../../src/jyotish/kp/lords.ts';
import { horaryTable } from '../../src/jyotish/kp/table-249.ts';

const order = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
const years: Record<string, number> = { ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17 };
const signLords = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];
const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;
const lordsOf = (l: ReturnType<typeof kpLords>) => [l.signLord, l.starLord, l.subLord, l.subSubLord];

/**
 * Independent helper: the 81 (sub, sub-sub) pieces of a nakshatra laid end to end, in plain
 * integer arithmetic; returns [star, sub, sub-sub] of a position in ⅓″ units.
 */
function chain(units: number): [string, string, string] {
  const n = Math.floor(units / 144_000);
  let offset = units - n * 144_000;
  const star = order[n % 9];
  for (let i = 0; i < 9; i++) {
    const sub = order[(n + i) % 9];
    for (let j = 0; j < 9; j++) {
      const subSub = order[(order.indexOf(sub) + j) % 9];
      const length = years[sub] * years[subSub] * 10;
      if (offset < length) return [star, sub, subSub];
      offset -= length;
    }
  }
  throw new Error('past the nakshatra');
}

describe('KP lords at boundaries', () => {
  it('starts the zodiac with Ketu star, Ketu sub, Ketu sub-sub under Mars', () => {
    assert.deepEqual(lordsOf(kpLords(0)), ['mars', 'ketu', 'ketu', 'ketu']);
  });

  it('puts Ar 0°46′40″ (end of the Ketu sub, 8 400 units) in the Venus sub, and a hair before it in the last (Mercury) sub-sub of Ketu', () => {
    assert.deepEqual(lordsOf(kpLords(dms(0, 46, 40))), ['mars', 'ketu', 'venus', 'venus']);
    assert.deepEqual(lordsOf(kpLordsOfUnits(8_399)), ['mars', 'ketu', 'ketu', 'mercury']);
  });

  it('puts Ar 0°02′43⅓″ (490 units = 7 × 7 × 10) in the Venus sub-sub, one unit before in the Ketu sub-sub', () => {
    assert.deepEqual(lordsOf(kpLords(490 / 10_800)), ['mars', 'ketu', 'ketu', 'venus']);
    assert.deepEqual(lordsOf(kpLordsOfUnits(489)), ['mars', 'ketu', 'ketu', 'ketu']);
  });

  it('puts Ar 13°20′ (start of Bharani) under Venus as star, sub and sub-sub', () => {
    assert.deepEqual(lordsOf(kpLords(40 / 3)), ['mars', 'venus', 'venus', 'venus']);
    assert.deepEqual(lordsOf(kpLordsOfUnits(143_999)), ['mars', 'ketu', 'mercury', 'saturn']);
  });

  it('reads Ta 0°00′ as Venus sign, Sun star, Rahu sub and Saturn sub-sub (46′40″ into the Rahu sub that began at Ar 29°13′20″: Ra 3 240 + Ju 2 880 < 8 400 < + Sa 3 420)', () => {
    assert.deepEqual(lordsOf(kpLords(30)), ['venus', 'sun', 'rahu', 'saturn']);
    assert.equal(kpLords(30).subStartUnits, 29 * 10_800 + 13 * 180 + 20 * 3);
    assert.equal(kpLords(29.9999999).signLord, 'mars');
  });

  it('ends the zodiac in Revati, Mercury star, Saturn sub and its last (Jupiter) sub-sub', () => {
    assert.deepEqual(lordsOf(kpLordsOfUnits(3_887_999)), ['jupiter', 'mercury', 'saturn', 'jupiter']);
    assert.deepEqual(lordsOf(kpLords(360)), ['mars', 'ketu', 'ketu', 'ketu']);
  });

  it('gives each sub of Ashwini the length its lord\'s years make (Ketu 46′40″, Venus 2°13′20″, Sun 40′ …)', () => {
    const expectedStarts = [0, 8_400, 32_400, 39_600, 51_600, 60_000, 81_600, 100_800, 123_600];
    expectedStarts.forEach((start, i) => {
      const l = kpLordsOfUnits(start);
      assert.equal(l.subLord, order[i]);
      assert.equal(l.subStartUnits, start);
      assert.equal(l.subEndUnits, expectedStarts[i + 1] ?? 144_000);
    });
  });
});

describe('KP lords over random longitudes (property)', () => {
  it('agrees with the plain chain of 81 sub-subs per nakshatra on star, sub and sub-sub lords', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_887_999 }), (u) => {
        const l = kpLordsOfUnits(u);
        assert.deepEqual([l.starLord, l.subLord, l.subSubLord], chain(u));
        assert.equal(l.signLord, signLords[Math.floor(u / 324_000)]);
      }),
      { numRuns: 5_000 },
    );
  });

  it('reproduces the star and sub lords from the start of its own sub and sub-sub, whose first sub-sub is the sub lord', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_887_999 }), (u) => {
        const l = kpLordsOfUnits(u);
        assert.ok(l.subStartUnits <= l.subSubStartUnits && l.subSubStartUnits <= u && u < l.subSubEndUnits && l.subSubEndUnits <= l.subEndUnits);
        const atSub = kpLordsOfUnits(l.subStartUnits);
        assert.deepEqual([atSub.starLord, atSub.subLord, atSub.subSubLord], [l.starLord, l.subLord, l.subLord]);
        const atSubSub = kpLordsOfUnits(l.subSubStartUnits);
        assert.deepEqual([atSubSub.starLord, atSubSub.subLord, atSubSub.subSubLord], [l.starLord, l.subLord, l.subSubLord]);
      }),
      { numRuns: 5_000 },
    );
  });

  it('gives the same lords from degrees as from units, also exactly on every boundary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_887_999 }), (u) => {
        assert.deepEqual(kpLords(u / 10_800), kpLordsOfUnits(u));
        const l = kpLordsOfUnits(u);
        assert.deepEqual(kpLords(l.subSubStartUnits / 10_800), kpLordsOfUnits(l.subSubStartUnits));
      }),
      { numRuns: 5_000 },
    );
  });

  it('agrees with the row of the 249 table that holds the point', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), (x) => {
        const l = kpLords(x);
        const u = Math.floor(x * 10_800 + 1e-6);
        const row = horaryTable.find((r) => r.fromUnits <= u && u < r.toUnits)!;
        assert.deepEqual([l.signLord, l.starLord, l.subLord], [row.signLord, row.starLord, row.subLord]);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('published point fields at a boundary', () => {
  it('names the sign, nakshatra and pada of the division a snapped boundary belongs to (13°20′ a hair low is Bharani pada 1, 3°20′ is Ashwini pada 2)', async () => {
    const { kpPointFields } = await import('../../src/calculations/kp-prashna/present.ts');
    for (const [x, nakshatra, pada] of [[13.333333333333332, 'bharani', 1], [40 / 3, 'bharani', 1], [3.333333333333333, 'ashwini', 2], [0, 'ashwini', 1]] as const) {
      const f = kpPointFields(x, kpLords(x));
      assert.deepEqual([f.nakshatra.id, f.pada], [nakshatra, pada], String(x));
      assert.ok(f.degreeInSign >= 0);
    }
  });
});
