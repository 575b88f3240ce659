/**
 * Digital roots, reductions and the birth numbers (numerology-and-remedies.md §2), against
 * values worked by hand in the comments.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dayOfMonthNumber, destinyNumber, radicalNumber } from '../../src/numerology/birth-numbers.ts';
import { numberedDatesOfMonth } from '../../src/numerology/month-dates.ts';
import { additionText, digitSum, reductionChain, reductionText } from '../../src/numerology/reduce.ts';

/** The digital root as the service computes it: the last element of the reduction chain. */
const digitalRoot = (n: number): number => reductionChain(n)[reductionChain(n).length - 1];

describe('digital root', () => {
  it('is 0 for 0 and 1 + (n − 1) mod 9 for positive n', () => {
    assert.equal(digitalRoot(0), 0);
    assert.equal(digitalRoot(9), 9);
    assert.equal(digitalRoot(10), 1);
    assert.equal(digitalRoot(18), 9);
    assert.equal(digitalRoot(34), 7);
    assert.equal(digitalRoot(99), 9);
    assert.equal(digitalRoot(2016), 9);
  });

  it('equals repeated digit sums for every n up to 10 000', () => {
    for (let n = 0; n <= 10_000; n++) {
      let x = n;
      while (x > 9) x = String(x).split('').reduce((s, d) => s + Number(d), 0);
      assert.equal(digitalRoot(n), x, String(n));
    }
  });

  it('refuses negative and fractional numbers', () => {
    assert.throws(() => digitSum(-1), RangeError);
    assert.throws(() => digitSum(1.5), RangeError);
  });
});

describe('reduction chains', () => {
  it('keeps every intermediate sum: 99 → 18 → 9, 28 → 10 → 1, 7 stays 7', () => {
    assert.deepEqual(reductionChain(99), [99, 18, 9]);
    assert.deepEqual(reductionChain(28), [28, 10, 1]);
    assert.deepEqual(reductionChain(7), [7]);
    assert.deepEqual(reductionChain(0), [0]);
  });

  it('writes the reduction out digit by digit', () => {
    assert.equal(reductionText(99), '99 → 9 + 9 = 18 → 1 + 8 = 9');
    assert.equal(reductionText(5), '5');
    assert.equal(additionText([1, 6, 0, 2, 2, 0, 1, 6]), '1 + 6 + 0 + 2 + 2 + 0 + 1 + 6 = 18 → 1 + 8 = 9');
    assert.equal(additionText([2, 8]), '2 + 8 = 10 → 1 + 0 = 1');
    assert.equal(additionText([7]), '7');
  });
});

describe('birth numbers', () => {
  it('gives 10 May 1990 the psychic number 1 and the destiny number 7', () => {
    // psychic: day 10 → 1 + 0 = 1
    // destiny: 1 + 0 + 0 + 5 + 1 + 9 + 9 + 0 = 25 → 2 + 5 = 7
    const d = { year: 1990, month: 5, day: 10 };
    assert.equal(radicalNumber(d).value, 1);
    const destiny = destinyNumber(d);
    assert.deepEqual(destiny.digits, [1, 0, 0, 5, 1, 9, 9, 0]);
    assert.equal(destiny.sum, 25);
    assert.equal(destiny.value, 7);
  });

  it('gives 29 December 2399 the psychic number 2 and the destiny number 1', () => {
    // psychic: 2 + 9 = 11 → 1 + 1 = 2
    // destiny: 2 + 9 + 1 + 2 + 2 + 3 + 9 + 9 = 37 → 3 + 7 = 10 → 1 + 0 = 1
    const d = { year: 2399, month: 12, day: 29 };
    assert.deepEqual(radicalNumber(d).chain, [11, 2]);
    assert.deepEqual(destinyNumber(d).chain, [37, 10, 1]);
  });

  it('writes a one-digit day without a leading zero', () => {
    assert.deepEqual(radicalNumber({ year: 2000, month: 1, day: 5 }).digits, [5]);
    assert.deepEqual(dayOfMonthNumber(28).chain, [10, 1]);
  });
});

describe('numbered dates of a month', () => {
  it('numbers the 29 days of February 2024 by the day of the month', () => {
    const dates = numberedDatesOfMonth(2024, 2, 'day-of-month');
    assert.equal(dates.length, 29);
    // 1 → 1, 9 → 9, 10 → 1, 19 → 10 → 1, 29 → 11 → 2
    assert.deepEqual([1, 9, 10, 19, 29].map((d) => dates[d - 1].number.value), [1, 9, 1, 1, 2]);
  });

  it('numbers 1 March 2024 by all its digits under the full-date rule', () => {
    // 0 + 1 + 0 + 3 + 2 + 0 + 2 + 4 = 12 → 1 + 2 = 3
    const first = numberedDatesOfMonth(2024, 3, 'full-date')[0];
    assert.equal(first.number.sum, 12);
    assert.equal(first.number.value, 3);
  });

  it('knows that February 1900 has 28 days and February 2000 has 29', () => {
    assert.equal(numberedDatesOfMonth(1900, 2, 'day-of-month').length, 28);
    assert.equal(numberedDatesOfMonth(2000, 2, 'day-of-month').length, 29);
  });
});
