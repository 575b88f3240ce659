/**
 * The dashas of the year: the mudda (varsha Vimshottari) and patyayini periods tile the year
 * from one pravesh to the next exactly (property tests), and hand-worked cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { muddaDasha, patyayiniDasha, type YearPeriod } from '../../src/jyotish/varshaphal/annual-dashas.ts';
import { sevenGrahaIds } from '../../src/jyotish/core/zodiac.ts';

/** Asserts that periods run back to back from `start` to `end` (shared boundaries are equal doubles). */
function assertTiles<L extends string>(periods: YearPeriod<L>[], start: number, end: number, label: string): void {
  assert.ok(periods.length > 0, label);
  assert.equal(periods[0].startJd, start, `${label}: first start`);
  assert.equal(periods[periods.length - 1].endJd, end, `${label}: last end`);
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i];
    assert.ok(p.endJd >= p.startJd, `${label}: period ${i} runs forward`);
    assert.ok(Math.abs(p.durationDays - (p.endJd - p.startJd)) < 1e-9, `${label}: duration ${i}`);
    if (i > 0) assert.equal(p.startJd, periods[i - 1].endJd, `${label}: seam ${i}`);
  }
}

const year = fc.record({
  start: fc.double({ min: 2_380_000, max: 2_590_000, noNaN: true }),
  length: fc.double({ min: 365.2, max: 365.3, noNaN: true }),
});

test('mudda dasha periods and their antardashas tile the year exactly, for any natal Moon and age', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), fc.integer({ min: 0, max: 150 }), year, (moon, age, y) => {
      const end = y.start + y.length;
      const m = muddaDasha(moon, age, y.start, end);
      assertTiles(m.periods, y.start, end, 'mudda');
      for (const p of m.periods) assertTiles(p.children ?? [], p.startJd, p.endJd, `antardashas of ${p.lord}`);
      const total = m.periods.reduce((s, p) => s + p.durationDays, 0);
      assert.ok(Math.abs(total - y.length) < 1e-7);
    }),
    { numRuns: 300 },
  );
});

test('every full mudda period is the lord\'s Vimshottari years over 120 of the year', () => {
  const years: Record<string, number> = { ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17 };
  fc.assert(
    fc.property(fc.double({ min: 0.001, max: 359.999, noNaN: true }), fc.integer({ min: 0, max: 100 }), (moon, age) => {
      const m = muddaDasha(moon, age, 0, 365.25);
      // With the natal Moon inside its nakshatra the year has ten parts: balance, eight full, the return of the first lord.
      if (m.fractionElapsed === 0) return;
      assert.equal(m.periods.length, 10);
      for (const p of m.periods.slice(1, 9)) assert.ok(Math.abs(p.durationDays - (365.25 * years[p.lord]) / 120) < 1e-9, p.lord);
      const first = (365.25 * years[m.firstLord]) / 120;
      assert.ok(Math.abs(m.periods[0].durationDays - (1 - m.fractionElapsed) * first) < 1e-9);
      assert.ok(Math.abs(m.periods[9].durationDays - m.fractionElapsed * first) < 1e-9);
      assert.equal(m.periods[9].lord, m.firstLord);
    }),
    { numRuns: 200 },
  );
});

test('with the natal Moon at 0° Ashwini and age 0 the year starts with the whole of Ketu, 7/120 of the year', () => {
  const m = muddaDasha(0, 0, 100, 100 + 360);
  assert.equal(m.firstLord, 'ketu');
  assert.equal(m.periods.length, 9);
  assert.deepEqual(m.periods.map((p) => p.lord), ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury']);
  assert.ok(Math.abs(m.periods[0].durationDays - 21) < 1e-12); // 7 × 3 days in a 360-day year
  assert.ok(Math.abs(m.periods[1].durationDays - 60) < 1e-12); // Venus 20 × 3
});

test('the mudda first lord advances one Vimshottari lord per completed year', () => {
  // Natal Moon in Krittika (Sun's nakshatra): age 0 Sun, 1 Moon, 2 Mars, 3 Rahu … 9 Sun again.
  const order = ['sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury', 'ketu', 'venus', 'sun'];
  order.forEach((lord, age) => assert.equal(muddaDasha(30, age, 0, 365).firstLord, lord, `age ${age}`));
});

test('patyayini periods and their antardashas tile the year exactly for any krisamshas', () => {
  const lords = ['lagna', ...sevenGrahaIds] as const;
  fc.assert(
    fc.property(fc.array(fc.double({ min: 0, max: 29.999999, noNaN: true }), { minLength: 8, maxLength: 8 }), year, (degrees, y) => {
      const end = y.start + y.length;
      const p = patyayiniDasha(lords.map((lord, i) => ({ lord, degrees: degrees[i] })), y.start, end);
      assertTiles(p.periods, y.start, end, 'patyayini');
      for (const q of p.periods) assertTiles(q.children ?? [], q.startJd, q.endJd, `antardashas of ${q.lord}`);
      // Each period is its patyamsha over the largest krisamsha (the sum of the patyamshas).
      const max = Math.max(...degrees);
      if (max > 1e-6) {
        p.periods.forEach((q, i) => assert.ok(Math.abs(q.durationDays - (y.length * p.entries[i].patyamshaDegrees) / max) < 1e-6));
      }
    }),
    { numRuns: 300 },
  );
});

test('patyayini orders the lords by degrees within the sign and takes successive differences', () => {
  // Hand-worked: krisamshas L 7, Sun 17, Moon 4, Mars 24, Mercury 5, Jupiter 11, Venus 2, Saturn 6
  // → order Venus 2, Moon 4, Mercury 5, Saturn 6, L 7, Jupiter 11, Sun 17, Mars 24; patyamshas
  // 2, 2, 1, 1, 1, 4, 6, 7 (sum 24); over a 360-day year 30, 30, 15, 15, 15, 60, 90, 105 days.
  const k = { lagna: 7, sun: 17, moon: 4, mars: 24, mercury: 5, jupiter: 11, venus: 2, saturn: 6 };
  const p = patyayiniDasha(Object.entries(k).map(([lord, degrees]) => ({ lord: lord as keyof typeof k, degrees })), 0, 360);
  assert.deepEqual(p.periods.map((x) => x.lord), ['venus', 'moon', 'mercury', 'saturn', 'lagna', 'jupiter', 'sun', 'mars']);
  assert.deepEqual(p.periods.map((x) => Math.round(x.durationDays * 1e9) / 1e9), [30, 30, 15, 15, 15, 60, 90, 105]);
  // Antardashas of Jupiter's 60 days start with Jupiter: 60 × 4/24 = 10 days, then Sun 15.
  const jup = p.periods[5].children ?? [];
  assert.deepEqual(jup.slice(0, 2).map((x) => [x.lord, Math.round(x.durationDays * 1e9) / 1e9]), [['jupiter', 10], ['sun', 15]]);
});
