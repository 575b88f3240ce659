/**
 * Bhava arudha padas (ARUDHA.BPHS) against Jagannatha Hora's values for the 1996-12-07 10:34
 * Chennai chart (PyJHora test suite, "From JHora"), and the exception rules on their own.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { arudhaPadas, padaSign } from '../../src/jyotish/jaimini/arudha.ts';
import { chennai1996, coreOf, readGolden } from './jaimini-helpers.ts';

const signIndex: Record<string, number> = {
  Aries: 0, Taurus: 1, Gemini: 2, Cancer: 3, Leo: 4, Virgo: 5, Libra: 6, Scorpio: 7, Sagittarius: 8, Capricorn: 9, Aquarius: 10, Pisces: 11,
};

describe('arudha padas against Jagannatha Hora (1996-12-07 10:34 Chennai)', () => {
  const book = readGolden<{ groups: { test_function: string; cases: { expected: string; extra_args: string[] }[] }[] }>('jaimini/book-jaimini.json');
  const expected = book.groups.find((g) => g.test_function === 'bhava_arudha_tests_3')!.cases.map((c) => ({ pada: c.extra_args[0], sign: signIndex[c.expected] }));

  it('gives A1 … A12 as JHora does', () => {
    const { natal, core } = coreOf(chennai1996);
    const padas = arudhaPadas(core.d1, natal.chart.ascendant.sign);
    for (const e of expected) assert.equal(padas[Number(e.pada.slice(1)) - 1].sign, e.sign, e.pada);
  });
});

describe('the arudha exceptions (BPHS 29)', () => {
  it('moves a pada that would fall in the house itself to the 10th from it', () => {
    assert.deepEqual(padaSign(0, 0), { sign: 9, count: 1, exception: 'same-sign' }); // lord in the house
    assert.deepEqual(padaSign(0, 6), { sign: 9, count: 7, exception: 'same-sign' }); // lord in the 7th
  });
  it('moves a pada that would fall in the 7th to the 4th from the house', () => {
    assert.deepEqual(padaSign(0, 3), { sign: 3, count: 4, exception: 'seventh' });
    assert.deepEqual(padaSign(0, 9), { sign: 3, count: 10, exception: 'seventh' });
  });
  it('counts as many signs from the lord as the lord is from the house otherwise', () => {
    assert.deepEqual(padaSign(0, 1), { sign: 2, count: 2, exception: null });
    assert.deepEqual(padaSign(4, 8), { sign: 0, count: 5, exception: null }); // Leo, lord in Sagittarius: 5th from it is Aries
    assert.deepEqual(padaSign(2, 4), { sign: 6, count: 3, exception: null });
  });
});
