/**
 * The stronger of two signs (`STRONGER_RASHI.PVR`, docs/methods/dashas-more.md §4.1) against
 * P. V. R. Narasimha Rao's book (test/golden/dashas-more/book-stronger-rasi-vimshottari.json):
 * - Exercise 26 (ch. 15.5.2, Chart 12, the book's answers in 15.6): six pairs, from the chart
 *   as a list of signs (group _stronger_rasi_tests) with the Sun and the Moon put back where
 *   the chart's own birth data has them (see the golden README);
 * - the same chart and Examples 68 (Chart 24, rasi) and 73 (Chart 29, navamsa) computed from
 *   their birth data (group __stronger_rasi_test): the varga placements from our ephemeris,
 *   the answer from the book.
 * Exact: a sign is right or wrong.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import type { Division } from '../../src/jyotish/chart/divisions.ts';
import { vargaPlacements } from '../../src/jyotish/dasha/narayana-varga.ts';
import { strongerRashi, type StrongerRashiRule } from '../../src/jyotish/dasha/stronger-rashi.ts';
import type { ReferenceBirth } from '../dasha/reference-chart.ts';
import { placementsFromList, referenceNatal } from './book.ts';

interface Pair { signs: [number, number]; book: number; bookRule: number; groupLiteral: number }
const golden = JSON.parse(readFileSync(new URL('../golden/dashas-more/book-stronger-rasi-vimshottari.json', import.meta.url), 'utf8')) as {
  exercise26: { chart12: string[]; chart12AsTranscribed: string[]; pairs: Pair[] };
  fromBirthData: { cases: { what: string; birth: ReferenceBirth; division: Division; pairs: [number, number, number][] }[] };
};
const names = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
/** The book's rule numbers (15.5.2) as our rule ids. */
const ruleOf: Record<number, StrongerRashiRule> = { 1: 'more-grahas', 2: 'jupiter-mercury-lord', 3: 'exalted-graha', 4: 'lord-in-other-oddity' };

describe('the stronger sign of Exercise 26 (Chart 12), against the book', () => {
  const p = placementsFromList(golden.exercise26.chart12);

  for (const pair of golden.exercise26.pairs) {
    const [a, b] = pair.signs;
    it(`finds ${names[pair.book]} stronger than ${names[pair.book === a ? b : a]}, as the book's answer says`, () => {
      const got = strongerRashi(p, a, b);
      assert.equal(got.sign, pair.book);
      if (pair.signs.includes(4)) {
        // Leo and Aquarius, both empty. The book decides by rule 2, counting the aspect of
        // Aquarius's co-lord Rahu from Libra although Saturn is its primary lord; our rule 2
        // counts the sign's classical lord only (Saturn in Pisces does not aspect Aquarius), so
        // it ties 0–0, rule 3 ties (no graha), and rule 4 decides the same way: Leo's lord the
        // Sun sits in Sagittarius, odd like Leo; Aquarius's lord Saturn in Pisces, even.
        // Recorded in the golden README as a difference of reasoning, not of answer.
        assert.equal(got.rule, 'lord-in-other-oddity');
      } else {
        assert.equal(got.rule, ruleOf[pair.bookRule]);
      }
    });
  }

  it("explains the group's Leo for pair (5): in the suite's list the Sun sits in Capricorn, from where it aspects Leo", () => {
    // Capricorn (movable) aspects the fixed signs but Aquarius, its neighbour: Taurus, Leo,
    // Scorpio. So with the Sun there Leo scores 1 on rule 2 and wins, which is the literal the
    // suite asserts; the book's answer and its explanation ("Le is not aspected by … lord
    // Sun") need the Sun in Sagittarius, where the chart's birth data puts it.
    const transcribed = placementsFromList(golden.exercise26.chart12AsTranscribed);
    assert.deepEqual(strongerRashi(transcribed, 4, 10), { sign: 4, rule: 'jupiter-mercury-lord' });
    const leo = golden.exercise26.pairs.find((x) => x.signs[0] === 4)!;
    assert.equal(leo.groupLiteral, 4);
    assert.equal(leo.book, 10);
  });
});

describe('the stronger sign from the birth data of the book charts', () => {
  for (const c of golden.fromBirthData.cases) {
    it(`gives the book's stronger sign for ${c.what}`, () => {
      const natal = referenceNatal(c.birth);
      const longitudes = Object.fromEntries(grahaIds.map((g) => [g, natal.chart.bodies[g].longitude])) as Record<GrahaId, number>;
      const p = vargaPlacements(longitudes, natal.chart.ascendant.longitude, c.division);
      for (const [a, b, want] of c.pairs) assert.equal(strongerRashi(p, a, b).sign, want, `${names[a]} or ${names[b]}`);
    });
  }

  it('places the Sun in Sagittarius and the Moon in Capricorn in the D-10 of Chart 12, as the swetest longitudes worked by hand do', () => {
    const c = golden.fromBirthData.cases[0];
    const natal = referenceNatal(c.birth);
    const longitudes = Object.fromEntries(grahaIds.map((g) => [g, natal.chart.bodies[g].longitude])) as Record<GrahaId, number>;
    const p = vargaPlacements(longitudes, natal.chart.ascendant.longitude, 10);
    const corrected = placementsFromList(golden.exercise26.chart12);
    for (const g of grahaIds) assert.equal(p.sign[g], corrected.sign[g], g);
    assert.equal(p.lagnaSign, corrected.lagnaSign);
  });
});
