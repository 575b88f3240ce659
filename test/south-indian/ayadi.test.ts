/**
 * Ayadi Shadvarga (south-indian-and-vastu.md §2, `AYADI.MAYAMATA`): the formulas for 24
 * perimeters worked by hand, the acceptance rules on hand-picked perimeters, the unit
 * conversions, and the search checked against a brute-force loop written here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ayadiValues } from '../../src/jyotish/ayadi/vargas.ts';
import { assessAyadi, passesAyadi, type AyadiOptions } from '../../src/jyotish/ayadi/rules.ts';
import { countPerimeter } from '../../src/jyotish/ayadi/units.ts';
import { ayadiCalculation } from '../../src/calculations/ayadi-shadvarga/index.ts';
import { build, postJson } from '../helpers/app.ts';

/** [P, aya, vyaya, yoni, riksha, vara, amsha, tithi, ayus (8P mod 120), ayus (9P mod 120)]; remainder 0 read as the divisor. */
const table: readonly (readonly number[])[] = [
  // P=1: 8P=8, 9P=9, 3P=3, 4P=4 — every remainder is the product itself.
  [1, 8, 9, 3, 8, 2, 4, 8, 8, 9],
  // P=7: 8P=56 (56−48=8; 56−54=2 of 27; 56−30=26), 9P=63 (63−60=3; 63 = 9·7 → 0 → 7), 3P=21 (21−16=5), 4P=28 (28−27=1)
  [7, 8, 3, 5, 2, 7, 1, 26, 56, 63],
  // P=12: 8P=96 (96 = 8·12 → 0 → 12; 96−81=15; 96−90=6), 9P=108 (8; 108−105=3; 108), 3P=36 (4), 4P=48 (48−45=3)
  [12, 12, 8, 4, 15, 3, 3, 6, 96, 108],
  // P=24: 8P=192 (0→12; 192−189=3; 192−180=12; 192−120=72), 9P=216 (6; 216−210=6; 96), 3P=72 (0→8), 4P=96 (96−90=6)
  [24, 12, 6, 8, 3, 6, 6, 12, 72, 96],
  // P=27: 8P=216 (0→12; 216 = 8·27 → 27; 216−210=6; 96), 9P=243 (3; 243−238=5; 3), 3P=81 (1), 4P=108 (0→9)
  [27, 12, 3, 1, 27, 5, 9, 6, 96, 3],
  // P=30: 8P=240 (0→12; 240−216=24; 0→30; 120), 9P=270 (0→10; 270−266=4; 30), 3P=90 (2), 4P=120 (120−117=3)
  [30, 12, 10, 2, 24, 4, 3, 30, 120, 30],
  // P=36: 8P=288 (0→12; 288−270=18; 18; 48), 9P=324 (4; 324−322=2; 84), 3P=108 (4), 4P=144 (0→9)
  [36, 12, 4, 4, 18, 2, 9, 18, 48, 84],
  // P=40: 8P=320 (8; 320−297=23; 20; 80), 9P=360 (0→10; 360−357=3; 0→120), 3P=120 (0→8), 4P=160 (160−153=7)
  [40, 8, 10, 8, 23, 3, 7, 20, 80, 120],
  // P=45: 8P=360 (0→12; 360−351=9; 0→30; 0→120), 9P=405 (5; 405−399=6; 45), 3P=135 (7), 4P=180 (0→9)
  [45, 12, 5, 7, 9, 6, 9, 30, 120, 45],
  // P=50: 8P=400 (4; 400−378=22; 10; 40), 9P=450 (0→10; 450−448=2; 90), 3P=150 (6), 4P=200 (200−198=2)
  [50, 4, 10, 6, 22, 2, 2, 10, 40, 90],
  // P=58: 8P=464 (464−456=8; 464−459=5; 464−450=14; 104), 9P=522 (2; 522−518=4; 42), 3P=174 (6), 4P=232 (232−225=7)
  [58, 8, 2, 6, 5, 4, 7, 14, 104, 42],
  // P=59: 8P=472 (472−468=4; 472−459=13; 22; 112), 9P=531 (1; 531−525=6; 51), 3P=177 (1), 4P=236 (236−234=2)
  [59, 4, 1, 1, 13, 6, 2, 22, 112, 51],
  // P=60: 8P=480 (0→12; 480−459=21; 0→30; 0→120), 9P=540 (0→10; 540−539=1; 60), 3P=180 (4), 4P=240 (240−234=6)
  [60, 12, 10, 4, 21, 1, 6, 30, 120, 60],
  // P=63: 8P=504 (0→12; 504−486=18; 24; 24), 9P=567 (7; 567 = 81·7 → 7; 87), 3P=189 (5), 4P=252 (0→9)
  [63, 12, 7, 5, 18, 7, 9, 24, 24, 87],
  // P=72: 8P=576 (0→12; 576−567=9; 6; 96), 9P=648 (8; 648−644=4; 48), 3P=216 (0→8), 4P=288 (0→9)
  [72, 12, 8, 8, 9, 4, 9, 6, 96, 48],
  // P=81: 8P=648 (0→12; 648 = 24·27 → 27; 18; 48), 9P=729 (9; 729−728=1; 9), 3P=243 (3), 4P=324 (0→9)
  [81, 12, 9, 3, 27, 1, 9, 18, 48, 9],
  // P=90: 8P=720 (0→12; 720−702=18; 0→30; 0→120), 9P=810 (0→10; 810−805=5; 90), 3P=270 (6), 4P=360 (0→9)
  [90, 12, 10, 6, 18, 5, 9, 30, 120, 90],
  // P=99: 8P=792 (0→12; 792−783=9; 12; 72), 9P=891 (1; 891−889=2; 51), 3P=297 (1), 4P=396 (0→9)
  [99, 12, 1, 1, 9, 2, 9, 12, 72, 51],
  // P=100: 8P=800 (8; 800−783=17; 20; 80), 9P=900 (0→10; 900−896=4; 60), 3P=300 (4), 4P=400 (400−396=4)
  [100, 8, 10, 4, 17, 4, 4, 20, 80, 60],
  // P=108: 8P=864 (0→12; 864 = 32·27 → 27; 24; 24), 9P=972 (2; 972−966=6; 12), 3P=324 (4), 4P=432 (0→9)
  [108, 12, 2, 4, 27, 6, 9, 24, 24, 12],
  // P=120: 8P=960 (0→12; 960−945=15; 0→30; 0→120), 9P=1080 (0→10; 1080−1078=2; 0→120), 3P=360 (0→8), 4P=480 (480−477=3)
  [120, 12, 10, 8, 15, 2, 3, 30, 120, 120],
  // P=144: 8P=1152 (0→12; 1152−1134=18; 12; 72), 9P=1296 (6; 1296−1295=1; 96), 3P=432 (0→8), 4P=576 (0→9)
  [144, 12, 6, 8, 18, 1, 9, 12, 72, 96],
  // P=250: 8P=2000 (8; 2000−1998=2; 20; 80), 9P=2250 (0→10; 2250−2247=3; 90), 3P=750 (6), 4P=1000 (1000−999=1)
  [250, 8, 10, 6, 2, 3, 1, 20, 80, 90],
  // P=1000: 8P=8000 (8; 8000−7992=8; 20; 80), 9P=9000 (0→10; 9000−8995=5; 0→120), 3P=3000 (0→8), 4P=4000 (4000−3996=4)
  [1000, 8, 10, 8, 8, 5, 4, 20, 80, 120],
];

describe('Ayadi formulas worked by hand', () => {
  for (const [P, aya, vyaya, yoni, riksha, vara, amsha, tithi, ayusVp, ayusKal] of table) {
    it(`gives the vargas of perimeter ${P}`, () => {
      const v = ayadiValues(P, 'vishvakarma');
      assert.deepEqual([v.aya, v.vyaya, v.yoni, v.riksha, v.vara, v.amsha, v.tithi, v.ayus], [aya, vyaya, yoni, riksha, vara, amsha, tithi, ayusVp]);
      assert.equal(ayadiValues(P, 'kalamrita').ayus, ayusKal);
    });
  }
});

const post = async (t: Parameters<typeof build>[0], body: Record<string, unknown>) => {
  const { app } = await build(t);
  const r = await postJson(app, '/v2/calculations/ayadi-shadvarga', body);
  assert.equal(r.statusCode, 200, r.body);
  return r.json().result;
};
const verdicts = (x: { vargas: { id: string; verdict: string; ruleId: string }[] }) => Object.fromEntries(x.vargas.map((v) => [v.id, [v.verdict, v.ruleId]]));

describe('Ayadi acceptance rules', () => {
  it('accepts P = 59 hastas for an owner born in Ashwini', async (t) => {
    // Aya 4 > Vyaya 1 (Yaksha); Yoni 1 Dhwaja (odd); Riksha 13 Hasta, counted from Ashwini = 13,
    // 13 mod 9 = 4 ∉ {3, 5, 7}; Vara 6 Friday; Amsha 2 (no verdict).
    const x = await post(t, { perimeter: 59, unit: 'hasta', ownerNakshatra: 1 });
    assert.deepEqual(verdicts(x), {
      aya: ['pass', 'AYADI.AYA_GT_VYAYA'], vyaya: ['pass', 'AYADI.VYAYA_CLASS'], yoni: ['pass', 'AYADI.YONI_ODD'],
      riksha: ['pass', 'AYADI.RIKSHA_TARA'], vara: ['pass', 'VARA.NO_SUN_TUE'], amsha: ['informational', 'AYADI.AMSHA_UNJUDGED'],
    });
    assert.deepEqual(x.overall.pass, true);
    assert.deepEqual(x.overall.complete, true);
    assert.deepEqual(x.tara, { count: 13, tara: 4, id: 'kshema' });
    assert.equal(x.vargas.find((v: { id: string }) => v.id === 'riksha').label.en, 'Hasta');
  });
  it('rejects the riksha when it is the 7th from the owner\'s nakshatra', async (t) => {
    // Owner Punarvasu (7): Hasta (13) is 13 − 7 + 1 = 7th; 7 mod 9 = 7 → Naidhana, rejected.
    const x = await post(t, { perimeter: 59, unit: 'hasta', ownerNakshatra: 'punarvasu' });
    assert.equal(verdicts(x).riksha[0], 'fail');
    assert.equal(x.overall.pass, false);
    assert.ok(x.overall.reasons.some((r: { en: string }) => r.en.includes('AYADI.RIKSHA_TARA')));
  });
  it('rejects an even yoni and a rikta tithi (P = 58)', async (t) => {
    // Yoni 6 Khara (even) fails AYADI.YONI_ODD; tithi 14 is rikta.
    const x = await post(t, { perimeter: 58, unit: 'kol', include: ['tithi', 'ayus'] });
    assert.deepEqual(verdicts(x).yoni, ['fail', 'AYADI.YONI_ODD']);
    assert.deepEqual(verdicts(x).tithi, ['fail', 'AYADI.TITHI_NOT_RIKTA']);
    assert.deepEqual(verdicts(x).ayus, ['informational', 'AYADI.AYUS_VP']);
    assert.equal(x.vargas.find((v: { id: string }) => v.id === 'ayus').value, 104);
    assert.equal(x.overall.pass, false);
    assert.equal(x.overall.complete, false); // no owner nakshatra: riksha not evaluated
  });
  it('classes equal aya and vyaya as Pishacha and fails the aya rule (P = 26)', async (t) => {
    // 8 × 26 = 208 = 17·12 + 4 → Aya 4; 9 × 26 = 234 → Vyaya 4.
    const x = await post(t, { perimeter: 26, unit: 'hasta' });
    assert.deepEqual(verdicts(x).aya, ['fail', 'AYADI.AYA_GT_VYAYA']);
    assert.deepEqual(verdicts(x).vyaya, ['neutral', 'AYADI.VYAYA_CLASS']);
    assert.equal(x.vargas.find((v: { id: string }) => v.id === 'vyaya').label.en, 'Pishacha (expense equal to income)');
  });
  it('rejects a Sunday vara (P = 81) and a Rakshasa vyaya (P = 50)', async (t) => {
    // P = 81: 9 × 81 = 729 = 104·7 + 1 → Sunday. P = 50: Aya 4 < Vyaya 10 → Rakshasa.
    assert.deepEqual(verdicts(await post(t, { perimeter: 81, unit: 'hasta' })).vara, ['fail', 'VARA.NO_SUN_TUE']);
    assert.deepEqual(verdicts(await post(t, { perimeter: 50, unit: 'hasta' })).vyaya, ['fail', 'AYADI.VYAYA_CLASS']);
  });
  it('applies the Samarangana amsha (Vyaya + Riksha) mod 3 when asked', async (t) => {
    // P = 59: (1 + 13) mod 3 = 2 → Yama, rejected. P = 27: (3 + 27) mod 3 = 0 → Raja, accepted.
    const yama = await post(t, { perimeter: 59, unit: 'hasta', amshaVariant: 'samarangana' });
    assert.deepEqual(verdicts(yama).amsha, ['fail', 'AMSHA.SS3']);
    assert.equal(yama.vargas.find((v: { id: string }) => v.id === 'amsha').label.en, 'Yama');
    const raja = await post(t, { perimeter: 27, unit: 'hasta', amshaVariant: 'samarangana' });
    assert.deepEqual(verdicts(raja).amsha, ['pass', 'AMSHA.SS3']);
    assert.equal(raja.vargas.find((v: { id: string }) => v.id === 'amsha').label.en, 'Raja');
  });
  it('prefers, or with facingRule require demands, the yoni of the facing', async (t) => {
    // P = 59 has Yoni 1 (Dhwaja, east).
    const east = await post(t, { perimeter: 59, unit: 'hasta', facing: 'east' });
    assert.equal(east.yoniMatchesFacing, true);
    const north = await post(t, { perimeter: 59, unit: 'hasta', facing: 'north' });
    assert.equal(north.yoniMatchesFacing, false);
    assert.deepEqual(verdicts(north).yoni, ['pass', 'AYADI.YONI_FACING']);
    const strict = await post(t, { perimeter: 59, unit: 'hasta', facing: 'north', facingRule: 'require' });
    assert.deepEqual(verdicts(strict).yoni, ['fail', 'AYADI.YONI_FACING']);
  });
});

describe('Ayadi units and conversions', () => {
  it('converts metres and feet through the declared hasta and rounds to the nearest whole unit', () => {
    // 12 m × 9 m: P = 42 m; 42 / 0.72 = 58.33 → 58 (kol-72cm); 42 / 0.8382 = 50.107 → 50 (kishku).
    assert.deepEqual(countPerimeter(42, 'metre', 'hasta', 0.72).whole, 58);
    assert.deepEqual(countPerimeter(42, 'metre', 'hasta', 0.8382).whole, 50);
    // 40 ft × 30 ft: P = 140 ft = 42.672 m; / 0.72 = 59.27 → 59.
    assert.deepEqual(countPerimeter(140, 'foot', 'hasta', 0.72).whole, 59);
    // In angulas: 42 m / 0.03 m = 1400 exactly.
    assert.deepEqual(countPerimeter(42, 'metre', 'angula', 0.72), { exact: 1400, whole: 1400, residual: 0 });
    // Hasta to angula is the exact factor 24 (no metric length used): 36 hastas = 864 angulas.
    assert.deepEqual(countPerimeter(36, 'hasta', 'angula', 0.8382), { exact: 864, whole: 864, residual: 0 });
    // 30 angulas = 1.25 hastas → 1; a half rounds up: 58.5 kol → 59.
    assert.equal(countPerimeter(30, 'angula', 'hasta', 0.72).whole, 1);
    assert.equal(countPerimeter(58.5, 'kol', 'hasta', 0.72).whole, 59);
    // 8.64 m with a hasta of 0.72 m is exactly 12 (float noise removed).
    assert.deepEqual(countPerimeter(8.64, 'metre', 'hasta', 0.72), { exact: 12, whole: 12, residual: 0 });
  });
  it('states the conversion for the conformance building (12 m × 9 m)', async (t) => {
    const x = await post(t, { length: 12, breadth: 9, unit: 'metre' });
    assert.equal(x.measurement.perimeter, 42);
    assert.equal(x.measurement.perimeterCount, 58);
    assert.equal(x.measurement.hastaMetres, 0.72);
    assert.match(x.measurement.conversion.en, /1 hasta = 1 kol = 24 angula = 0\.72 m/);
    assert.match(x.measurement.conversion.en, /taken as the nearest whole number 58/);
    assert.match(x.measurement.conversion.hi, /मीटर/);
  });
  it('uses a custom hasta when asked', async (t) => {
    // 42 m / 0.5 m = 84 hastas.
    const x = await post(t, { perimeter: 42, unit: 'metre', hastaStandard: 'custom', hastaMetres: 0.5 });
    assert.equal(x.measurement.perimeterCount, 84);
  });
});

/** Brute force, written independently of the service: every rule of the methods file. */
function bruteForce(min: number, max: number, owner: number, facing: number, withTithi: boolean, samarangana: boolean): number[] {
  const rem = (p: number, m: number, d: number) => ((m * p) % d) || d;
  const out: number[] = [];
  for (let p = min; p <= max; p++) {
    const aya = rem(p, 8, 12);
    const vyaya = rem(p, 9, 10);
    const yoni = rem(p, 3, 8);
    const riksha = rem(p, 8, 27);
    const vara = rem(p, 9, 7);
    const count = ((riksha - owner + 27) % 27) + 1;
    let ok = aya > vyaya && yoni % 2 === 1 && ![3, 5, 7].includes(count % 9) && vara !== 1 && vara !== 3;
    if (facing > 0) ok &&= yoni === facing;
    if (withTithi) ok &&= ![4, 9, 14, 30].includes(rem(p, 8, 30));
    if (samarangana) ok &&= (vyaya + riksha) % 3 !== 2;
    if (ok) out.push(p);
  }
  return out;
}

describe('Ayadi search', () => {
  it('decides pass or fail on the fast path exactly as the full assessment does (property)', () => {
    const options = fc.record({
      ownerNakshatra: fc.option(fc.integer({ min: 0, max: 26 }), { nil: null }),
      facing: fc.option(fc.constantFrom('east', 'south', 'west', 'north' as const), { nil: null }),
      facingRule: fc.constantFrom('prefer', 'require' as const),
      amshaVariant: fc.constantFrom('mayamata', 'samarangana' as const),
      include: fc.subarray(['tithi', 'ayus'] as const),
    });
    fc.assert(fc.property(options, fc.integer({ min: 1, max: 10_000_000 }), (o, p) => {
      assert.equal(passesAyadi(p, o as AyadiOptions), assessAyadi(ayadiValues(p, 'vishvakarma'), o as AyadiOptions, 'AYADI.AYUS_VP').pass);
    }), { numRuns: 2000 });
  });
  it('returns exactly the perimeters a brute-force loop accepts (1 … 1000, owner Rohini, no facing)', async (t) => {
    const x = await post(t, { unit: 'hasta', ownerNakshatra: 4, search: { minPerimeter: 1, maxPerimeter: 1000 } });
    assert.equal(x.search.scanned, 1000);
    assert.deepEqual(x.search.matches.map((m: { perimeter: number }) => m.perimeter), bruteForce(1, 1000, 4, 0, false, false));
    assert.equal(x.measurement, null);
    assert.equal(x.overall, null);
  });
  it('agrees with the brute force under every optional rule (2001 … 3000, owner Magha, north required, tithi, Samarangana)', async (t) => {
    const x = await post(t, {
      unit: 'angula', countUnit: 'angula', ownerNakshatra: 10, facing: 'north', facingRule: 'require', include: ['tithi'], amshaVariant: 'samarangana',
      search: { minPerimeter: 2001, maxPerimeter: 3000 },
    });
    const expected = bruteForce(2001, 3000, 10, 7, true, true);
    assert.ok(expected.length > 0);
    assert.deepEqual(x.search.matches.map((m: { perimeter: number }) => m.perimeter), expected);
    assert.ok(x.search.matches.every((m: { yoni: number; perimeterInUnit: number; perimeter: number }) => m.yoni === 7 && m.perimeterInUnit === m.perimeter));
  });
  it('reports each match in the request unit', async (t) => {
    // 58 hastas of 0.72 m = 41.76 m.
    const x = await post(t, { length: 12, breadth: 9, unit: 'metre', search: { minPerimeter: 58, maxPerimeter: 60 } });
    const m59 = x.search.matches.find((m: { perimeter: number }) => m.perimeter === 59);
    assert.ok(m59);
    assert.ok(Math.abs(m59.perimeterInUnit - 42.48) < 1e-9);
  });
});

describe('Ayadi over HTTP', () => {
  it('answers on /v1 and /v2 with the same result, every field declared', async (t) => {
    const { app } = await build(t);
    const body = ayadiCalculation.example;
    const v1 = await postJson(app, '/v1/calculations/ayadi-shadvarga', body);
    const v2 = await postJson(app, '/v2/calculations/ayadi-shadvarga', body);
    assert.equal(v1.statusCode, 200);
    assert.deepEqual(v1.json().result, v2.json().result);
    const context = { now: new Date() };
    const direct = ayadiCalculation.present(ayadiCalculation.compute(body as never, context), body as never, context);
    assert.deepEqual(v2.json().result, JSON.parse(JSON.stringify(direct.result)));
  });
  for (const [what, body, path] of [
    ['an empty body', {}, '/unit'],
    ['no measurement and no search', { unit: 'metre' }, '/length'],
    ['a length without breadth', { length: 10, unit: 'metre' }, '/breadth'],
    ['both perimeter and sides', { length: 10, breadth: 8, perimeter: 36, unit: 'metre' }, '/perimeter'],
    ['a search over 1,000 perimeters', { unit: 'hasta', search: { minPerimeter: 1, maxPerimeter: 1001 } }, '/search/maxPerimeter'],
    ['a reversed search', { unit: 'hasta', search: { minPerimeter: 50, maxPerimeter: 40 } }, '/search/maxPerimeter'],
    ['an unknown unit', { perimeter: 40, unit: 'yard' }, '/unit'],
    ['owner nakshatra 28', { perimeter: 40, unit: 'hasta', ownerNakshatra: 28 }, '/ownerNakshatra'],
    ['a custom hasta without its length', { perimeter: 40, unit: 'metre', hastaStandard: 'custom' }, '/hastaMetres'],
    ['a perimeter under half a hasta', { perimeter: 0.2, unit: 'metre' }, '/perimeter'],
    ['a zero length', { length: 0, breadth: 5, unit: 'metre' }, '/length'],
  ] as const) {
    it(`rejects ${what} with 422 naming ${path}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, '/v2/calculations/ayadi-shadvarga', body);
      assert.equal(r.statusCode, 422, r.body);
      assert.equal(r.json().error.details[0].path, path);
    });
  }
});
