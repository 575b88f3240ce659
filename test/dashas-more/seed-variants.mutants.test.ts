/**
 * The divisional-chart seed and the tribhagi variation of src/jyotish/dasha/seed-variants.ts
 * (docs/methods/dashas-more.md §3b) on small systems whose periods are counted by hand: a
 * toy three-lord system (3, 6 and 9 years, 10-day years) makes every date a sum a reader can
 * check. The rules: a varga longitude is the varga sign × 30° plus (longitude × division) mod
 * 30°; a tribhagi period lasts a third of its years; under `fullPeriod` the birth lord's third
 * starts where the full period starts (birth − f × full years), under `fraction` it keeps the
 * fraction f run (birth − f × a third of the years). Written for the mutants of the file
 * (docs/quality.md, fourth pass).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { NakshatraSystem } from '../../src/jyotish/dasha/nakshatra-systems.ts';
import type { DasaSystem } from '../../src/jyotish/dasha/period-engine.ts';
import { tribhagiAnchorMethodId, tribhagiMahadashas, tribhagiStartJd, tribhagiTimeline, vargaLongitude } from '../../src/jyotish/dasha/seed-variants.ts';

type L = 'a' | 'b' | 'c';
const years: Record<L, number> = { a: 3, b: 6, c: 9 };
const toy: NakshatraSystem<L> = {
  key: 'toy',
  methodId: 'TOY',
  startRuleId: 'TOY.START',
  sequence: ['a', 'b', 'c'],
  yearsByLord: years,
  cycles: 1,
  start: () => ({ lord: 'b', fractionElapsed: 0.5 }),
};
const close = (x: number, y: number, what: string) => assert.ok(Math.abs(x - y) < 1e-9, `${what}: ${x}, expected ${y}`);

describe('the varga longitude of a seed (dashas-more.md §3b)', () => {
  it('puts a navamsha longitude at 9 × λ mod 360°, also for a longitude given below 0° or above 360°', () => {
    close(vargaLongitude(101, 9), 189, '101° → 909° − 720°');
    close(vargaLongitude(101 - 360, 9), 189, '−259°');
    close(vargaLongitude(101 + 360, 9), 189, '461°');
    close(vargaLongitude(0.5, 9), 4.5, '0.5°');
  });

  it('puts a dashamsha longitude in the varga sign plus 10 × the degrees mod 30°: 46° (Taurus 16°) → Gemini 10° = 70°', () => {
    // Taurus is even: its dashamshas count from the 9th, Capricorn; part 5 (15°–18°) → Gemini.
    close(vargaLongitude(46, 10), 70, 'D10 of 46°');
    // Aries 16° (odd: from Aries itself, part 5 → Virgo), 160 mod 30 = 10 → 160°.
    close(vargaLongitude(16, 10), 160, 'D10 of 16°');
  });
});

describe('the tribhagi anchor', () => {
  it('starts the birth third at the full period start (fullPeriod) or ⅔ of the run later (fraction)', () => {
    // Full period from JD 1000, f = 0.3 of 18 years run, 10-day years: birth at 1054.
    // fraction: birth − 0.3 × 6 × 10 = 1054 − 18 = 1036 = 1000 + (2 × 0.3 × 18 / 3) × 10.
    assert.equal(tribhagiStartJd({ periodStartJd: 1000, fractionElapsed: 0.3 }, 18, 10, 'fullPeriod'), 1000);
    close(tribhagiStartJd({ periodStartJd: 1000, fractionElapsed: 0.3 }, 18, 10, 'fraction'), 1036, 'fraction anchor');
    assert.deepEqual(tribhagiAnchorMethodId, { fullPeriod: 'TRIBHAGI.FULL_PERIOD_ANCHOR', fraction: 'TRIBHAGI.FRACTION_KEPT' });
  });

  it('lists the thirds from the birth lord for three times the cycles, each a third of its years', () => {
    // Birth lord b, full period from 1000, half run (birth 1030). Thirds: b 2 y, c 3 y, a 1 y.
    const nodes = tribhagiMahadashas(toy, { lord: 'b', periodStartJd: 1000, fractionElapsed: 0.5 }, 10);
    assert.equal(nodes.length, 9);
    const want: [L, number, number][] = [
      ['b', 1000, 1020], ['c', 1020, 1050], ['a', 1050, 1060],
      ['b', 1060, 1080], ['c', 1080, 1110], ['a', 1110, 1120],
      ['b', 1120, 1140], ['c', 1140, 1170], ['a', 1170, 1180],
    ];
    want.forEach(([lord, s, e], i) => {
      assert.equal(nodes[i].lord, lord, `period ${i}`);
      close(nodes[i].startJd, s, `period ${i} start`);
      close(nodes[i].endJd, e, `period ${i} end`);
      assert.equal(nodes[i].children, null);
    });
    // Two cycles asked for; the fraction anchor starts b's third at 1000 + (2 × 0.5 × 6 / 3) × 10 = 1020.
    const two = tribhagiMahadashas(toy, { lord: 'b', periodStartJd: 1000, fractionElapsed: 0.5 }, 10, 2, 'fraction');
    assert.equal(two.length, 6);
    close(two[0].startJd, 1020, 'fraction anchor start');
    close(two[0].endJd, 1040, 'b third: birth 1030 halfway through it');
    assert.deepEqual(two.map((x) => x.lord), ['b', 'c', 'a', 'b', 'c', 'a']);
    // From the last lord of the sequence: c, then back to a.
    assert.deepEqual(tribhagiMahadashas(toy, { lord: 'c', periodStartJd: 0, fractionElapsed: 0 }, 10, 1).map((x) => x.lord), ['c', 'a', 'b']);
  });
});

describe('the tribhagi timeline of a period-engine dasha', () => {
  // Every nakshatra starts with b; the Moon at 360/54° is half through Ashwini: f = 0.5.
  const system: DasaSystem<L> = { id: 'TOY', sequence: ['a', 'b', 'c'], yearsByLord: years, startRule: () => 'b' };
  const input = { birthJd: 1000, moonLongitude: 360 / 54, yearDays: 10, periodCount: 4, depth: 1, subPeriods: 'proportional' as const };

  it('fullPeriod: b\'s third starts where the full b period starts (1000 − 0.5 × 60 = 970), so c runs at birth', () => {
    const { balance, periods } = tribhagiTimeline(system, input, 'fullPeriod');
    const want: [L, number, number][] = [['b', 970, 990], ['c', 990, 1020], ['a', 1020, 1030], ['b', 1030, 1050]];
    assert.equal(periods.length, 4);
    want.forEach(([lord, s, e], i) => {
      assert.equal(periods[i].lord, lord);
      close(periods[i].startJd, s, `period ${i} start`);
      close(periods[i].endJd, e, `period ${i} end`);
    });
    // c's third (3 years, 990–1020) holds birth 1000: a third of it run, 2 years left.
    assert.equal(balance.lord, 'c');
    close(balance.fractionElapsed, 1 / 3, 'fraction run');
    close(balance.balanceYears, 2, 'balance');
    close(balance.periodStartJd, 990, 'start of the held third');
  });

  it('fraction: b\'s third keeps the half run (990–1010), nothing moves', () => {
    const { balance, periods } = tribhagiTimeline(system, input, 'fraction');
    close(periods[0].startJd, 990, 'first start');
    close(periods[0].endJd, 1010, 'first end');
    close(periods[1].endJd, 1040, 'c ends');
    assert.deepEqual(periods.map((p) => p.lord), ['b', 'c', 'a', 'b']);
    assert.equal(balance.lord, 'b');
    close(balance.fractionElapsed, 0.5, 'fraction run');
    close(balance.balanceYears, 1, 'balance');
    close(balance.periodStartJd, 990, 'start');
  });

  it('moves sub-periods with their period and splits them by the thirds', () => {
    const { periods } = tribhagiTimeline(system, { ...input, depth: 2, periodCount: 1 }, 'fullPeriod');
    // b's third 970–990 (20 days), proportional parts 6/18, 9/18, 3/18 from b: b 6.67, c 10, a 3.33 days.
    const kids = periods[0].children!;
    assert.deepEqual(kids.map((k) => k.lord), ['b', 'c', 'a']);
    close(kids[0].startJd, 970, 'b sub start');
    close(kids[0].endJd, 970 + 20 / 3, 'b sub end');
    close(kids[1].endJd, 970 + 20 / 3 + 10, 'c sub end');
    close(kids[2].endJd, 990, 'a sub end');
  });

  it('takes the period that begins at birth when birth falls exactly on a boundary, not the one that ends there', () => {
    // Years a 3, b 6, c 3 (thirds 1, 2, 1 years of 10 days); the Moon half through Ashwini (f = 0.5, b).
    // fullPeriod: b's third from 1000 − 0.5 × 60 = 970 to 990, c's 990–1000, a's 1000–1010: birth
    // opens a's third (a period runs [start, end)): a third of a, none run, 1 year left.
    const even: DasaSystem<L> = { ...system, yearsByLord: { a: 3, b: 6, c: 3 } };
    const { balance, periods } = tribhagiTimeline(even, input, 'fullPeriod');
    assert.deepEqual(periods.map((p) => [p.lord, p.startJd, p.endJd]), [['b', 970, 990], ['c', 990, 1000], ['a', 1000, 1010], ['b', 1010, 1030]]);
    assert.deepEqual([balance.lord, balance.fractionElapsed, balance.balanceYears, balance.periodStartJd], ['a', 0, 1, 1000]);
  });

  it('takes the first listed period when birth falls outside them all', () => {
    // One period only, fullPeriod anchor at f = 0.9: b's third 946–966 ends before birth 1000.
    const late = { ...input, moonLongitude: (0.9 * 360) / 27, periodCount: 1 };
    const { balance, periods } = tribhagiTimeline(system, late, 'fullPeriod');
    close(periods[0].startJd, 946, 'start');
    assert.equal(balance.lord, 'b');
    close(balance.periodStartJd, 946, 'held = first');
  });
});
