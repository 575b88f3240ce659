/**
 * Properties of the Lal Kitab reading over random charts (fast-check): the restated rules of
 * the methods file hold for every placement, and the annual chart moves grahas that share a
 * birth house together and keeps grahas of different birth houses apart.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { analyseLalKitab } from '../../src/jyotish/lal-kitab/analysis.ts';
import { varshphalHouses } from '../../src/jyotish/lal-kitab/varshphal.ts';
import { build, postJson } from '../helpers/app.ts';

const sign = fc.integer({ min: 0, max: 11 });
const chartArb = fc.record({
  lagna: sign,
  signs: fc.record(Object.fromEntries(grahaIds.map((g) => [g, sign])) as Record<GrahaId, fc.Arbitrary<number>>),
  dignity: fc.constantFrom('first-value' as const, 'all-values' as const),
  drishti: fc.constantFrom('houses' as const, 'plus-seventh' as const),
});

/** §3 restated: the houses a house aspects (plus the 7th under the variant). */
function targets(h: number, plus7: boolean): number[] {
  const table: Record<number, number[]> = { 1: [7], 2: [6], 3: [9, 11], 4: [10], 5: [9], 6: [12], 8: [2] };
  const out = [...(table[h] ?? [])];
  const seventh = ((h + 5) % 12) + 1;
  if (plus7 && !out.includes(seventh)) out.push(seventh);
  return out;
}

it('keeps every graha in (sign − lagna) mod 12 + 1 and sleeps exactly the empty, unaspected houses', () => {
  fc.assert(
    fc.property(chartArb, ({ lagna, signs, dignity, drishti }) => {
      const a = analyseLalKitab(lagna, signs, { dignity, drishti });
      const occupied = new Set<number>();
      for (const g of grahaIds) {
        assert.equal(a.grahas[g].house, ((signs[g] - lagna + 12) % 12) + 1);
        occupied.add(a.grahas[g].house);
      }
      const aspected = new Set([...occupied].flatMap((h) => targets(h, drishti === 'plus-seventh')));
      const expected = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => !occupied.has(h) && !aspected.has(h));
      assert.deepEqual(a.sleepingHouses, expected);
    }),
    { numRuns: 500 },
  );
});

it('decides every graha’s sleep by the first §4 rule that applies', () => {
  fc.assert(
    fc.property(chartArb, ({ lagna, signs, dignity, drishti }) => {
      const a = analyseLalKitab(lagna, signs, { dignity, drishti });
      const occupied = (h: number) => a.occupants[h - 1].length > 0;
      const firstHalfEmpty = [1, 2, 3, 4, 5, 6].every((h) => !occupied(h));
      for (const g of grahaIds) {
        const r = a.grahas[g];
        const h = r.house;
        if (r.dignity.inPakkaGhar || r.dignity.houses.exalted.includes(h)) {
          assert.deepEqual([r.sleep.sleeping, r.sleep.ruleId], [false, 'LK.SLEEP_V1.PAKKA_OR_EXALTED']);
        } else if ([1, 2, 3, 4, 5, 6, 8].includes(h)) {
          const awake = targets(h, drishti === 'plus-seventh').some(occupied);
          assert.equal(r.sleep.sleeping, !awake, `${g} in ${h}`);
        } else {
          assert.equal(r.sleep.sleeping, firstHalfEmpty, `${g} in ${h}`);
        }
        // Rin triggers name the graha's own house only.
        for (const f of a.rins) for (const t of f.triggers) assert.equal(t.house, a.grahas[t.graha].house);
      }
      for (const f of a.rins) assert.equal(f.flagged, f.triggers.length > 0);
    }),
    { numRuns: 500 },
  );
});

it('moves grahas of one birth house together and grahas of different birth houses apart, every year', () => {
  fc.assert(
    fc.property(chartArb, fc.integer({ min: 1, max: 120 }), ({ lagna, signs }, year) => {
      const a = analyseLalKitab(lagna, signs, { dignity: 'first-value', drishti: 'houses' });
      const annual = varshphalHouses(a.placement, year);
      for (const g of grahaIds) {
        for (const k of grahaIds) assert.equal(annual[g] === annual[k], a.placement[g] === a.placement[k], `${g}/${k} year ${year}`);
      }
    }),
    { numRuns: 300 },
  );
});

it('answers random births with 200 and a chart whose houses, flags and varshphal agree with each other', async (t) => {
  const { app } = await build(t);
  const pad = (n: number) => String(n).padStart(2, '0');
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        y: fc.integer({ min: 1800, max: 2399 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }),
        h: fc.integer({ min: 4, max: 23 }), min: fc.integer({ min: 0, max: 59 }),
        lat: fc.double({ min: -66, max: 66, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }),
        age: fc.integer({ min: 0, max: 119 }),
      }),
      async ({ y, m, d, h, min, lat, lon, age }) => {
        const r = await postJson(app, '/v2/calculations/lal-kitab', {
          localDate: `${y}-${pad(m)}-${pad(d)}`, localTime: `${pad(h)}:${pad(min)}:00`, timezone: 'UTC', latitude: lat, longitude: lon, age,
        });
        assert.equal(r.statusCode, 200, r.body.slice(0, 200));
        const x = r.json().result;
        assert.equal(x.chart.houses.flatMap((c: { grahas: string[] }) => c.grahas).length, 9);
        for (const g of x.grahas) assert.ok(x.chart.houses[g.house - 1].grahas.includes(g.id));
        assert.deepEqual(x.chart.houses.filter((c: { sleeping: boolean }) => c.sleeping).map((c: { house: number }) => c.house), x.sleepingHouses.houses);
        assert.equal(x.varshphal.yearOfLife, age + 1);
        for (const v of x.varshphal.grahas) assert.equal(v.birthHouse, x.grahas.find((g: { id: string }) => g.id === v.graha.id).house);
      },
    ),
    { numRuns: 60 },
  );
});
