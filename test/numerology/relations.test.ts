/**
 * Friendly, neutral and review numbers (rule NUM.REL_DERIVED): the expected lists were worked
 * out by hand from the natural-relationship table of ../shared/methods/charts-and-vargas.md §7
 * (REL.BPHS) with Rahu read as Saturn and Ketu as Mars; the working is in each comment.
 * Numbers: 1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn, 9 Mars.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { numberAttributes } from '../../src/numerology/planets.ts';
import { numberRelation, relationsOf } from '../../src/numerology/relations.ts';

const expected: Record<number, { friendly: number[]; neutral: number[]; review: number[] }> = {
  // Sun: friends Moon 2, Mars 9, Jupiter 3, Ketu≈Mars 7; neutral Mercury 5; enemies Venus 6, Saturn 8, Rahu≈Saturn 4
  1: { friendly: [2, 3, 7, 9], neutral: [5], review: [4, 6, 8] },
  // Moon: friends Sun 1, Mercury 5; everything else neutral; no enemies
  2: { friendly: [1, 5], neutral: [3, 4, 6, 7, 8, 9], review: [] },
  // Jupiter: friends Sun 1, Moon 2, Mars 9, Ketu≈Mars 7; neutral Saturn 8, Rahu≈Saturn 4; enemies Mercury 5, Venus 6
  3: { friendly: [1, 2, 7, 9], neutral: [4, 8], review: [5, 6] },
  // Rahu≈Saturn: friends Mercury 5, Venus 6, same planet 8; neutral Jupiter 3; enemies Sun 1, Moon 2, Mars 9, Ketu≈Mars 7
  4: { friendly: [5, 6, 8], neutral: [3], review: [1, 2, 7, 9] },
  // Mercury: friends Sun 1, Venus 6; neutral Mars 9, Jupiter 3, Saturn 8, Rahu 4, Ketu 7; enemy Moon 2
  5: { friendly: [1, 6], neutral: [3, 4, 7, 8, 9], review: [2] },
  // Venus: friends Mercury 5, Saturn 8, Rahu≈Saturn 4; neutral Mars 9, Jupiter 3, Ketu≈Mars 7; enemies Sun 1, Moon 2
  6: { friendly: [4, 5, 8], neutral: [3, 7, 9], review: [1, 2] },
  // Ketu≈Mars: friends Sun 1, Moon 2, Jupiter 3, same planet 9; neutral Venus 6, Saturn 8, Rahu≈Saturn 4; enemy Mercury 5
  7: { friendly: [1, 2, 3, 9], neutral: [4, 6, 8], review: [5] },
  // Saturn: friends Mercury 5, Venus 6, same planet 4; neutral Jupiter 3; enemies Sun 1, Moon 2, Mars 9, Ketu≈Mars 7
  8: { friendly: [4, 5, 6], neutral: [3], review: [1, 2, 7, 9] },
  // Mars: friends Sun 1, Moon 2, Jupiter 3, same planet 7; neutral Venus 6, Saturn 8, Rahu≈Saturn 4; enemy Mercury 5
  9: { friendly: [1, 2, 3, 7], neutral: [4, 6, 8], review: [5] },
};

describe('derived number relations', () => {
  for (let n = 1; n <= 9; n++) {
    it(`sorts the other eight numbers for base ${n} (${numberAttributes(n).graha}) as worked out from REL.BPHS`, () => {
      const r = relationsOf(n);
      assert.deepEqual(
        { friendly: r.friendly.map((x) => x.number), neutral: r.neutral.map((x) => x.number), review: r.review.map((x) => x.number) },
        expected[n],
      );
    });
  }

  it('puts every number other than the base in exactly one list', () => {
    for (let n = 1; n <= 9; n++) {
      const r = relationsOf(n);
      const all = [...r.friendly, ...r.neutral, ...r.review].map((x) => x.number).sort();
      assert.deepEqual(all, [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => x !== n));
    }
  });

  it('calls a number compared with itself the same number, and 4/8 and 7/9 the same planet', () => {
    assert.equal(numberRelation(5, 5), 'same-number');
    assert.equal(numberRelation(4, 8), 'same-planet');
    assert.equal(numberRelation(9, 7), 'same-planet');
  });
});

describe('number → planet table NUM.PLANET_IN', () => {
  it('matches the planet, weekday, colour and gem columns of the methods table', () => {
    // methods file §3, weekday 0 = Sunday
    const rows: [number, string, number, number | null, string, string][] = [
      [1, 'sun', 0, null, 'gold,orange,copper-red', 'ruby'],
      [2, 'moon', 1, null, 'white,cream,silver', 'pearl'],
      [3, 'jupiter', 4, null, 'yellow,saffron', 'yellow-sapphire'],
      [4, 'rahu', 6, 0, 'grey,smoky-blue', 'hessonite'],
      [5, 'mercury', 3, null, 'green', 'emerald'],
      [6, 'venus', 5, null, 'white,pink,light-blue', 'diamond'],
      [7, 'ketu', 2, 1, 'mixed,grey-brown', 'cats-eye'],
      [8, 'saturn', 6, null, 'black,dark-blue', 'blue-sapphire'],
      [9, 'mars', 2, null, 'red,coral', 'red-coral'],
    ];
    for (const [n, graha, day, variant, colours, gem] of rows) {
      const a = numberAttributes(n);
      assert.deepEqual([a.graha, a.weekday, a.weekdayVariant, a.colours.join(','), a.gem], [graha, day, variant, colours, gem], String(n));
    }
  });

  it('refuses 0 and 10, which have no planet', () => {
    assert.throws(() => numberAttributes(0), RangeError);
    assert.throws(() => numberAttributes(10), RangeError);
  });
});
