/**
 * Chara karakas (jaimini.md §1) against PyJHora 4.8.5 for the 30 dev cases (KARAKA.8, same
 * settings: Lahiri, mean nodes, true-geometric positions) and against P. V. R. Narasimha Rao's
 * chapter 8 examples (book values from PyJHora's test suite).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { charaKarakas, karakaDegrees } from '../../src/jyotish/jaimini/karakas.ts';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { readGolden, referenceChart, type DevCaseBirth } from './jaimini-helpers.ts';

interface KarakaCase extends DevCaseBirth {
  chara_karakas: { scheme: string; order: string[] };
}

const longitudesOf = (chart: ReturnType<typeof referenceChart>) => {
  const out = {} as Record<GrahaId, number>;
  for (const g of ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as GrahaId[]) out[g] = chart.bodies[g].longitude;
  return out;
};

describe('chara karakas against PyJHora 4.8.5 (30 dev cases, KARAKA.8)', () => {
  const golden = readGolden<{ cases: KarakaCase[] }>('jaimini/dev-cases-karakas.json');
  it('gives the reference order AK … DK in every case', () => {
    for (const c of golden.cases) {
      assert.match(c.chara_karakas.scheme, /^8 karakas/);
      const ours = charaKarakas(longitudesOf(referenceChart(c)), 8).map((k) => k.graha);
      assert.deepEqual(ours, c.chara_karakas.order, c.id);
    }
  });
});

/** A book chart given as (sign, degrees) per graha, 0 = Aries. */
function bookLongitudes(p: Record<GrahaId, [number, number]>): Record<GrahaId, number> {
  const out = {} as Record<GrahaId, number>;
  for (const [g, [s, d]] of Object.entries(p)) out[g as GrahaId] = s * 30 + d;
  return out;
}

const bookName: Record<string, GrahaId> = { 'Raagu': 'rahu', 'Mercury': 'mercury', 'Moon': 'moon', 'Venus': 'venus', 'Mars': 'mars', 'Sun': 'sun', 'Jupiter': 'jupiter', 'Saturn': 'saturn' };

describe('chara karakas of PVR’s chapter 8 examples', () => {
  const book = readGolden<{ groups: { test_function: string; cases: { desc: string; expected: string; extra_args: string[] }[] }[] }>('jaimini/book-jaimini.json');
  const cases = book.groups.find((g) => g.test_function === 'chapter_8_tests')!.cases;
  const expected = (example: string) =>
    cases.filter((c) => c.desc.endsWith(example)).map((c) => bookName[c.expected.replace(/[^A-Za-z]/g, '')]);

  // Positions as printed in the book example (sign, degrees) — the inputs of PyJHora's test.
  const example28 = bookLongitudes({
    sun: [2, 12 + 47 / 60], moon: [0, 20 + 28 / 60], mars: [2, 13 + 51 / 60], mercury: [2, 25 + 18 / 60], jupiter: [1, 5 + 40 / 60],
    venus: [2, 17 + 21 / 60], saturn: [1, 2 + 28 / 60], rahu: [3, 1 + 43 / 60], ketu: [9, 1 + 43 / 60],
  });
  const exercise11 = bookLongitudes({
    sun: [8, 9 + 36 / 60], moon: [4, 15 + 29 / 60], mars: [2, 13 + 40 / 60], mercury: [7, 21], jupiter: [10, 2 + 6 / 60],
    venus: [8, 17 + 42 / 60], saturn: [7, 9 + 41 / 60], rahu: [2, 14 + 30 / 60], ketu: [8, 4 + 30 / 60],
  });

  it('Example 28: Rahu (30° − 1°43′) is the Atmakaraka, then Mercury, Moon, Venus, Mars, Sun, Jupiter, Saturn', () => {
    assert.deepEqual(charaKarakas(example28, 8).map((k) => k.graha), expected('Example 28'));
  });
  it('Exercise 11: Mercury, Venus, Rahu, Moon, Mars, Saturn, Sun, Jupiter', () => {
    assert.deepEqual(charaKarakas(exercise11, 8).map((k) => k.graha), expected('Exercise 11'));
  });
  it('drops Rahu and the Pitrikaraka in the seven-karaka scheme', () => {
    const seven = charaKarakas(example28, 7);
    assert.deepEqual(seven.map((k) => k.role), ['AK', 'AmK', 'BK', 'MK', 'PK', 'GK', 'DK']);
    assert.deepEqual(seven.map((k) => k.graha), ['mercury', 'moon', 'venus', 'mars', 'sun', 'jupiter', 'saturn']);
  });
  it('counts Rahu as 30° − d and breaks exact ties by natural strength, flagging them', () => {
    assert.equal(karakaDegrees('rahu', 91.5), 28.5);
    const tied = charaKarakas({ ...example28, sun: 2 * 30 + 25 + 18 / 60 }, 8);
    // Sun and Mercury both at 25°18′, after Rahu (28°17′): the Sun ranks first.
    assert.deepEqual(tied.slice(0, 3).map((k) => k.graha), ['rahu', 'sun', 'mercury']);
    assert.deepEqual(tied.slice(0, 3).map((k) => k.tie), [false, true, true]);
  });
});
