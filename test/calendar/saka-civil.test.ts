/**
 * The Indian National (Saka civil) calendar, `CAL.INDIAN_NATIONAL`, against the worked checks of
 * methods/muhurat-and-calendar.md §5, its month-start table, and the adoption date (1 Chaitra
 * 1879 = 1957-03-22, Calendar Reform Committee). Expected values are the methods file's, or
 * hand arithmetic written next to them; the round trip is a property test.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { gregorianFromSakaCivil, sakaCivilFromGregorian } from '../../src/jyotish/calendar/saka-civil.ts';

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

test('the worked checks of the methods file convert both ways', () => {
  const checks: [string, number, number, number, boolean][] = [
    ['2024-03-21', 1946, 1, 1, true],
    ['2024-03-22', 1946, 1, 2, true],
    ['2025-01-01', 1946, 10, 11, true],
    ['2025-03-22', 1947, 1, 1, false],
  ];
  for (const [date, year, month, day, leap] of checks) {
    const [y, m, d] = date.split('-').map(Number);
    const s = sakaCivilFromGregorian(y, m, d);
    assert.deepEqual([s.year, s.month, s.day, s.leapYear], [year, month, day, leap], date);
    const back = gregorianFromSakaCivil(year, month, day)!;
    assert.equal(iso(back.year, back.month, back.day), date);
  }
});

test('every month begins on the dates of the methods file table, in a common and a leap year', () => {
  // §5: Chaitra 22 Mar / 21 Mar; Vaishakha 21 Apr; Jyaishtha 22 May; Ashadha 22 Jun; Shravana 23 Jul;
  // Bhadra 23 Aug; Ashvina 23 Sep; Kartika 23 Oct; Agrahayana 22 Nov; Pausha 22 Dec; Magha 21 Jan;
  // Phalguna 20 Feb (the last two in the next Gregorian year).
  const starts = [[3, 22], [4, 21], [5, 22], [6, 22], [7, 23], [8, 23], [9, 23], [10, 23], [11, 22], [12, 22], [1, 21], [2, 20]];
  for (const [g, leap] of [[2023, false], [2024, true]] as const) {
    starts.forEach(([m, d], i) => {
      const year = i >= 10 ? g + 1 : g;
      const day = i === 0 && leap ? 21 : d;
      const s = sakaCivilFromGregorian(year, m, day);
      assert.deepEqual([s.year, s.month, s.day], [g - 78, i + 1, 1], `${iso(year, m, day)} opens month ${i + 1}`);
      const before = sakaCivilFromGregorian(year, m, day - 1 || 1);
      if (day > 1) assert.notEqual(before.month, i + 1);
    });
  }
});

test('the adoption date 1957-03-22 is 1 Chaitra 1879 and earlier dates are flagged proleptic', () => {
  const adopted = sakaCivilFromGregorian(1957, 3, 22);
  assert.deepEqual([adopted.year, adopted.month, adopted.day, adopted.proleptic], [1879, 1, 1, false]);
  // Hand: Saka 1878 began 1956-03-21 (1956 is a leap year); Phalguna 1878 began 1957-02-20, so
  // 1957-03-21 is its 30th and last day.
  const eve = sakaCivilFromGregorian(1957, 3, 21);
  assert.deepEqual([eve.year, eve.month, eve.day, eve.proleptic], [1878, 12, 30, true]);
  assert.equal(sakaCivilFromGregorian(1800, 1, 1).proleptic, true);
});

test('Chaitra has 31 days in a leap year and 30 otherwise', () => {
  assert.deepEqual(((s) => [s.month, s.day])(sakaCivilFromGregorian(2024, 4, 20)), [1, 31]);
  assert.deepEqual(((s) => [s.month, s.day])(sakaCivilFromGregorian(2023, 4, 21)), [2, 1]);
  assert.equal(gregorianFromSakaCivil(1945, 1, 31), null);
  assert.equal(gregorianFromSakaCivil(1946, 7, 31), null);
});

test('any date from 1800 to 2399 converts to Saka civil and back to itself', () => {
  fc.assert(
    fc.property(fc.integer({ min: Date.UTC(1800, 0, 1) / 864e5, max: Date.UTC(2399, 11, 31) / 864e5 }), (epochDay) => {
      const d = new Date(epochDay * 864e5);
      const s = sakaCivilFromGregorian(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
      const back = gregorianFromSakaCivil(s.year, s.month, s.day)!;
      return back.year === d.getUTCFullYear() && back.month === d.getUTCMonth() + 1 && back.day === d.getUTCDate();
    }),
    { numRuns: 2000 },
  );
});
