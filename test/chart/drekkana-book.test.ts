/**
 * P. V. R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", Chapter 6, Example 11
 * (group drekkana_chart_test of test/golden/reference/book_cases_dev.json): grahas at Gemini
 * 3°, 19° and 21° fall in the drekkanas of Gemini, Libra and Aquarius (the first, the 5th and
 * the 9th sign from Gemini; BPHS 6, `VARGA.PARASHARA`).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { divisionSign } from '../../src/jyotish/chart/divisions.ts';

const reference = JSON.parse(readFileSync(new URL('../golden/reference/book_cases_dev.json', import.meta.url), 'utf8')) as {
  groups: { test_function: string; cases: { expected: number[] }[] }[];
};

describe('drekkana of the book example', () => {
  it('puts Gemini 3°, 19° and 21° in Gemini, Libra and Aquarius (Example 11)', () => {
    const expected = reference.groups.find((g) => g.test_function === 'drekkana_chart_test')!.cases[0].expected;
    assert.deepEqual([3, 19, 21].map((d) => divisionSign(60 + d, 3)), expected);
    assert.deepEqual(expected, [2, 6, 10], 'Gemini, Libra, Aquarius as the book prints');
  });
});
