/**
 * Cases written for the surviving mutants of the `numerology` mutation run (docs/quality.md):
 * edges the other unit files did not reach. Expected values are hand-worked in each test or
 * taken from ../shared/methods/numerology-and-remedies.md and charts-and-vargas.md §7 (method
 * ids), never read back from the modules.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { biorhythm, biorhythmMethodId, trendOf } from '../../src/numerology/biorhythm.ts';
import { dayOfMonthNumber, destinyNumber } from '../../src/numerology/birth-numbers.ts';
import { daysInMonth, formatCivilDate, isLeapYear } from '../../src/numerology/civil-date.ts';
import { letterTableIds, letterValue, normaliseName } from '../../src/numerology/letters.ts';
import { dateRuleIds } from '../../src/numerology/month-dates.ts';
import { plateLetterTableId, plateMethodIds, reducePlate } from '../../src/numerology/plate.ts';
import { digitSum } from '../../src/numerology/reduce.ts';
import { groupOf, nodeProxyRuleId, relationRuleId, relationTableId } from '../../src/numerology/relations.ts';

describe('method and table ids', () => {
  it('names the tables and rules with the ids of the methods documents and the API schema', () => {
    // numerology-and-remedies.md §1 (letter tables), §2 (plates), §4 (biorhythm);
    // charts-and-vargas.md §7 (REL.BPHS); the date rules and the derived relation rules as the
    // numerology endpoints declare them in their request schema descriptions.
    assert.deepEqual(letterTableIds, { chaldean: 'NUM.CHALDEAN', pythagorean: 'NUM.PYTHAGOREAN' });
    assert.deepEqual(plateMethodIds, { 'digits-only': 'NUM.PLATE_DIGITS', 'digits-and-letters': 'NUM.PLATE_WITH_LETTERS' });
    assert.equal(plateLetterTableId, 'NUM.CHALDEAN');
    assert.equal(biorhythmMethodId, 'BIO.SINE');
    assert.equal(relationTableId, 'REL.BPHS');
    assert.equal(relationRuleId, 'NUM.REL_DERIVED');
    assert.equal(nodeProxyRuleId, 'NUM.REL_NODE_PROXY');
    assert.deepEqual(dateRuleIds, { 'day-of-month': 'NUM.DATE_DAY_ROOT', 'full-date': 'NUM.DATE_FULL_ROOT' });
  });
});

describe('digit sums and birth numbers at their edges', () => {
  it('gives 0 the digit sum 0 instead of refusing it', () => {
    assert.equal(digitSum(0), 0);
    assert.throws(() => digitSum(-1), RangeError);
  });

  it('writes day 10 as the two digits 1 and 0, summing to 1', () => {
    // 10 → 1 + 0 = 1: the digits added are 1 and 0, not the number 10.
    assert.deepEqual(dayOfMonthNumber(10), { digits: [1, 0], sum: 1, chain: [1], value: 1 });
    assert.deepEqual(dayOfMonthNumber(9), { digits: [9], sum: 9, chain: [9], value: 9 });
  });

  it('pads a three-digit year to four digits: 5 March 987 is 0 5 0 3 0 9 8 7', () => {
    // 0 + 5 + 0 + 3 + 0 + 9 + 8 + 7 = 32 → 3 + 2 = 5.
    assert.deepEqual(destinyNumber({ year: 987, month: 3, day: 5 }), {
      digits: [0, 5, 0, 3, 0, 9, 8, 7],
      sum: 32,
      chain: [32, 5],
      value: 5,
    });
  });
});

describe('calendar edges', () => {
  it('knows the Gregorian leap years: 2023 and 1900 are common, 2024 and 2000 leap', () => {
    assert.deepEqual([2023, 1900, 2100, 2024, 2000, 2400].map(isLeapYear), [false, false, false, true, true, true]);
  });

  it('gives every month of 2023 and 2024 its length: thirty days hath September, April, June and November', () => {
    const common = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    const leap = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    assert.deepEqual(Array.from({ length: 12 }, (_, i) => daysInMonth(2023, i + 1)), common);
    assert.deepEqual(Array.from({ length: 12 }, (_, i) => daysInMonth(2024, i + 1)), leap);
  });

  it('writes a civil date as YYYY-MM-DD with zero padding', () => {
    assert.equal(formatCivilDate({ year: 987, month: 3, day: 5 }), '0987-03-05');
    assert.equal(formatCivilDate({ year: 2024, month: 12, day: 31 }), '2024-12-31');
  });
});

describe('biorhythm edges', () => {
  it('calls a curve rising, falling or steady by comparing the next day with today', () => {
    assert.equal(trendOf(0.2, 0.5), 'rising');
    assert.equal(trendOf(0.5, 0.2), 'falling');
    assert.equal(trendOf(0.5, 0.5), 'steady');
    assert.equal(trendOf(-0.3, -0.3), 'steady');
  });

  it('refuses a negative or fractional day count', () => {
    assert.throws(() => biorhythm(-1), RangeError);
    assert.throws(() => biorhythm(1.5), RangeError);
    assert.throws(() => biorhythm(Number.NaN), RangeError);
    assert.equal(biorhythm(0).length, 3);
  });
});

describe('letters and plates at their edges', () => {
  it('refuses a combining mark that follows a separator instead of a letter', () => {
    // "A ́B": the acute accent sits on the space, not on a letter (a mark on nothing).
    assert.equal(normaliseName('A \u0301B'), 'characters');
    assert.equal(normaliseName('A-\u0301B'), 'characters');
    // The same mark on a letter is dropped: "A B́" reads as A B.
    assert.deepEqual(normaliseName('A B\u0301'), { display: 'A B', letters: ['A', 'B'] });
  });

  it('says which characters of a plate are digits and which letters', () => {
    const r = reducePlate('A1', 'digits-and-letters');
    // A = 1 in the Chaldean row, the digit 1 counts as itself: 1 + 1 = 2.
    assert.deepEqual(r.characters, [
      { character: 'A', kind: 'letter', value: 1, counted: true },
      { character: '1', kind: 'digit', value: 1, counted: true },
    ]);
    assert.equal(r.sum, 2);
  });

  it('names the letter problem when a letter value is asked for anything but A–Z', () => {
    assert.throws(() => letterValue('1', 'chaldean'), /one letter A–Z/);
  });
});

describe('relation groups', () => {
  it('puts the base number in its own "same" group, a same-planet number among the friendly ones', () => {
    assert.equal(groupOf('same-number'), 'same');
    assert.equal(groupOf('same-planet'), 'friendly');
    assert.equal(groupOf('friend'), 'friendly');
    assert.equal(groupOf('neutral'), 'neutral');
    assert.equal(groupOf('enemy'), 'review');
  });
});
