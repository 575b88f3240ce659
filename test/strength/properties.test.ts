/**
 * Invariants of the shadbala core over random charts (fast-check): every component stays in
 * its classical range, the paired balas are complementary, the parts add up to the totals and
 * the ranks are a permutation.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sevenGrahaIds, type SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';
import { computeShadbala, type ShadbalaInput } from '../../src/jyotish/strength/shadbala.ts';
import { computeBhavaBala } from '../../src/jyotish/strength/bhava-bala.ts';

const lon = fc.double({ min: 0, max: 359.999999, noNaN: true });
const input = fc.record({
  l: fc.array(lon, { minLength: 7, maxLength: 7 }),
  lat: fc.array(fc.double({ min: -8, max: 8, noNaN: true }), { minLength: 7, maxLength: 7 }),
  mean: fc.array(lon, { minLength: 6, maxLength: 6 }),
  rahu: lon,
  asc: lon,
  mcOffset: fc.double({ min: 60, max: 120, noNaN: true }),
  dayLength: fc.double({ min: 0.3, max: 0.7, noNaN: true }),
  at: fc.double({ min: 0, max: 0.9999, noNaN: true }),
  jdn: fc.integer({ min: 2_378_497, max: 2_597_641 }),
  hora: fc.constantFrom(...sevenGrahaIds),
  ayanamsha: fc.double({ min: 18, max: 28, noNaN: true }),
}).map((r): ShadbalaInput => {
  const by = (xs: number[]) => Object.fromEntries(sevenGrahaIds.map((g, i) => [g, xs[i]])) as Record<SevenGrahaId, number>;
  const sunrise = r.jdn - 0.25;
  return {
    longitudes: by(r.l),
    latitudes: by(r.lat),
    rahu: r.rahu,
    ketu: (r.rahu + 180) % 360,
    ayanamshaDegrees: r.ayanamsha,
    ascendant: r.asc,
    mc: (r.asc - r.mcOffset + 360) % 360,
    day: { birthJd: sunrise + r.at, sunriseJd: sunrise, sunsetJd: sunrise + r.dayLength, nextSunriseJd: sunrise + 1 },
    vedicDayJdn: r.jdn,
    horaLord: r.hora,
    meanLongitudes: { sun: r.mean[0], mercury: r.mean[1], venus: r.mean[2], mars: r.mean[3], jupiter: r.mean[4], saturn: r.mean[5] },
    obliquityDegrees: 24,
  };
});

const within = (x: number, lo: number, hi: number) => x >= lo - 1e-9 && x <= hi + 1e-9;

describe('Shadbala invariants (property)', () => {
  it('keeps every component in its classical range and adds the parts up to the totals', () => {
    fc.assert(fc.property(input, (x) => {
      const s = computeShadbala(x);
      const ranks = s.grahas.map((g) => g.rank).sort();
      assert.deepEqual(ranks, [1, 2, 3, 4, 5, 6, 7]);
      const tribhagaLords = s.grahas.filter((g) => g.graha !== 'jupiter' && g.kala.tribhaga === 60);
      assert.equal(tribhagaLords.length, 1);
      for (const g of s.grahas) {
        assert.ok(within(g.sthana.uchcha, 0, 60) && within(g.dig.virupas, 0, 60) && within(g.chesta.virupas, 0, 60));
        assert.ok(within(g.kala.nathonnatha, 0, 60) && within(g.kala.krantiDegrees, -24, 24));
        assert.ok(within(g.kala.ayana, 0, g.graha === 'sun' ? 120 : 60));
        assert.ok(within(g.kala.paksha, 0, g.graha === 'moon' ? 120 : 60));
        assert.ok(within(g.sthana.saptavargaja, 7 * 1.875, 45 + 6 * 30));
        assert.ok(within(g.ishtaPhala, 0, 60) && within(g.kashtaPhala, 0, 60));
        const sthana = g.sthana.uchcha + g.sthana.saptavargaja + g.sthana.ojayugma + g.sthana.kendradi + g.sthana.drekkana;
        const kala = g.kala.nathonnatha + g.kala.paksha + g.kala.tribhaga + g.kala.abda + g.kala.masa + g.kala.vara + g.kala.hora + g.kala.ayana + g.kala.yuddha;
        assert.ok(Math.abs(sthana - g.sthana.total) < 1e-9 && Math.abs(kala - g.kala.total) < 1e-9);
        assert.ok(Math.abs(g.sthana.total + g.dig.virupas + g.kala.total + g.chesta.virupas + g.naisargika + g.drik - g.totalVirupas) < 1e-9);
        assert.ok(Math.abs(g.rupas * 60 - g.totalVirupas) < 1e-9);
      }
      const row = (id: SevenGrahaId) => s.grahas.find((g) => g.graha === id)!;
      // The day group and the night group share the 60 of nathonnatha bala; a benefic's and a malefic's paksha bala make 60.
      assert.ok(Math.abs(row('sun').kala.nathonnatha + row('moon').kala.nathonnatha - 60) < 1e-9);
      const benefic = s.grahas.find((g) => g.graha !== 'moon' && s.natures.natures[g.graha] === 'benefic')!;
      const malefic = s.grahas.find((g) => g.graha !== 'moon' && s.natures.natures[g.graha] === 'malefic')!;
      assert.ok(Math.abs(benefic.kala.paksha + malefic.kala.paksha - 60) < 1e-9);
      // War: what the victor wins the vanquished loses.
      assert.ok(Math.abs(s.grahas.reduce((a, g) => a + g.kala.yuddha, 0)) < 1e-9);
    }), { numRuns: 300 });
  });

  it('gives bhava dig bala in tens from 0 to 60 and ranks the twelve houses', () => {
    fc.assert(fc.property(input, fc.array(lon, { minLength: 12, maxLength: 12 }), (x, madhyas) => {
      const s = computeShadbala(x);
      const totals = Object.fromEntries(s.grahas.map((g) => [g.graha, g.totalVirupas])) as Record<SevenGrahaId, number>;
      const rows = computeBhavaBala(madhyas, x.longitudes, s.natures.natures, totals);
      assert.deepEqual(rows.map((r) => r.rank).sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const r of rows) assert.ok(r.dig % 10 === 0 && r.dig >= 0 && r.dig <= 60);
    }), { numRuns: 200 });
  });
});
