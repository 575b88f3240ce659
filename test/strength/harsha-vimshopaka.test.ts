/**
 * Harsha bala against Narasimha Rao's Example 119 (Chart 66, the book-case group
 * harsha_bala_tests) and vimshopaka bala against hand-worked arithmetic of BPHS 7's weights:
 * one chart for each of the shadvarga, saptavarga, dashavarga and shodashavarga schemes, the
 * varga signs by charts-and-vargas.md §3 (BPHS 6), the relations by §7, the points and weights
 * by docs/methods/strength.md §7.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { harshaBala, harshaBalaOf } from '../../src/jyotish/strength/harsha.ts';
import { harshaBala as annualHarsha } from '../../src/jyotish/varshaphal/harsha-bala.ts';
import { vimshopakaBala, vimshopakaSchemes, vimshopakaWeights } from '../../src/jyotish/strength/vimshopaka.ts';
import { sevenGrahaIds, type SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';
import { exactVirupas } from './tolerances.ts';

const reference = JSON.parse(readFileSync(new URL('../golden/reference/book_cases_dev.json', import.meta.url), 'utf8'));
const harshaGroup = reference.groups.find((g: { test_function: string }) => g.test_function === 'harsha_bala_tests');

describe('Harsha bala', () => {
  it("gives Example 119's scores for Chart 66 (an annual chart cast before sunrise): Moon 15, Mercury 10, Venus 10, Jupiter 5, Saturn 5, Sun and Mars 0", () => {
    const chart: string[] = harshaGroup.other_context_vars.chart_66;
    const signs = {} as Record<SevenGrahaId, number>;
    let lagna = -1;
    chart.forEach((cell, sign) => cell.split('/').filter(Boolean).forEach((t) => {
      if (t === 'L') lagna = sign;
      else if (Number(t) < 7) signs[sevenGrahaIds[Number(t)]] = sign;
    }));
    const rows = harshaBala(signs, lagna, false);
    const expected = harshaGroup.cases[0].expected as Record<string, number>;
    sevenGrahaIds.forEach((g, i) => assert.equal(rows[i].total, expected[String(i)], g));
  });

  it("puts Venus's house of joy in the 5th, not the 12th (Tajika Neelakanthi verse 60; docs/methods/strength.md §8)", () => {
    // Hand-worked: lagna Aries (0), chart of the day. Venus in Leo (4) is the 5th house:
    // joy 5; Leo is neither own (Taurus, Libra) nor exaltation (Pisces) 0; the 5th is a male
    // house and Venus female 0; female graha by day 0 → 5.
    // Venus in Pisces (11) is the 12th house: joy 0; exalted 5; male house 0; day 0 → 5 from exaltation only.
    // Venus in Aquarius (10), the 11th: 0 + 0 + 0 + 0 = 0, and in Sagittarius (8), the 9th: 0 + 0 + 5 (female house) + 0 = 5.
    const base = { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 0, saturn: 0 };
    const venus = (sign: number) => harshaBalaOf('venus', sign, 0, true);
    assert.deepEqual([venus(4).sthana, venus(4).total], [5, 5]);
    assert.deepEqual([venus(11).sthana, venus(11).uchchaSwa, venus(11).total], [0, 5, 5]);
    assert.equal(venus(10).total, 0);
    assert.equal(venus(8).total, 5);
    assert.equal(harshaBala({ ...base, venus: 4 }, 0, true)[5].sthana, 5);
  });

  it('gives varshaphal the same numbers under its own field names (one implementation)', () => {
    for (let sign = 0; sign < 12; sign++) for (const day of [true, false]) for (const g of sevenGrahaIds) {
      const a = harshaBalaOf(g, sign, 3, day);
      const b = annualHarsha(g, sign, 3, day);
      assert.deepEqual([b.place, b.ownOrExalted, b.gender, b.dayNight, b.total], [a.sthana, a.uchchaSwa, a.streePurusha, a.dinaRatri, a.total]);
    }
  });

  it('scores 0–20 in steps of 5 (property)', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 7, maxLength: 7 }), fc.integer({ min: 0, max: 11 }), fc.boolean(), (s, lagna, day) => {
      const signs = Object.fromEntries(sevenGrahaIds.map((g, i) => [g, s[i]])) as Record<SevenGrahaId, number>;
      for (const r of harshaBala(signs, lagna, day)) assert.ok(r.total % 5 === 0 && r.total >= 0 && r.total <= 20);
    }));
  });
});

describe('Vimshopaka bala', () => {
  it('has weights summing to 20 in every scheme (BPHS 7.17–25)', () => {
    for (const s of vimshopakaSchemes) assert.equal(vimshopakaWeights[s].reduce((a, [, w]) => a + w, 0), 20, s);
  });

  it('scores the Sun at 0°00′30″ of Leo 17 of 20 in the shadvarga, as worked by hand', () => {
    // Hand-worked: the Sun at Leo 0°00′30″ falls in Leo in D1, D2 (odd sign, first half: Sun's hora Leo), D3, D7, D12,
    // D16 (fixed sign starts from Leo), D10 (odd sign: from itself), D30 (odd 0–5°: Aries, Mars's) …
    const d1 = { sun: 4, moon: 0, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 0 } as Record<SevenGrahaId, number>;
    const r = vimshopakaBala('sun', 'shadvarga', 120 + 0.5 / 60, d1);
    const byDivision = Object.fromEntries(r.vargas.map((v) => [v.division, v]));
    assert.deepEqual([byDivision[1].status, byDivision[2].status, byDivision[3].status, byDivision[12].status], ['own', 'own', 'own', 'own']);
    // D9: Leo 0° is the first navamsa of a fire sign → Aries (Mars): natural friend; Mars in Aries is the 9th from the Sun → temporal enemy → sama 10.
    assert.equal(byDivision[9].sign, 0);
    assert.equal(byDivision[9].status, 'sama');
    // D30: odd sign 0–5° → Aries (Mars): sama again.
    assert.equal(byDivision[30].status, 'sama');
    // 6·20 + 2·20 + 4·20 + 5·10 + 2·20 + 1·10 = 340; /20 = 17.
    assert.equal(r.score, 17);
  });

  /** A varga row as [division, sign, status] for comparing with the hand-worked tables. */
  const rows = (r: ReturnType<typeof vimshopakaBala>) => r.vargas.map((v) => [v.division, v.sign, v.status]);

  it('scores Venus at Libra 7° 16.65 of 20 in the saptavarga, as worked by hand', () => {
    // Chart (D1 signs): Sun Virgo, Moon Taurus, Mars Leo, Mercury Libra, Jupiter Capricorn,
    // Venus Libra, Saturn Sagittarius. Venus's compound relations (natural, BPHS; temporal: 2nd,
    // 3rd, 4th, 10th, 11th, 12th from Libra are friends): Sun enemy + friend (12th) = sama;
    // Moon enemy + enemy (8th) = adhishatru; Mars neutral + friend (11th) = mitra; Mercury
    // friend + enemy (1st) = sama; Jupiter neutral + friend (4th) = mitra; Saturn friend +
    // friend (3rd) = adhimitra. Venus at Libra 7° (odd, movable, airy sign):
    //   D1  Libra, own                                          20 × 5   = 100
    //   D2  odd sign, first half → Leo (Sun), sama              10 × 2   =  20
    //   D3  first 10° → Libra, own                              20 × 3   =  60
    //   D7  7 / 4.2857 → part 1; odd: Libra + 1 = Scorpio (Mars), mitra 15 × 2.5 = 37.5
    //   D9  airy from Libra, 7 / 3.333 → part 2 → Sagittarius (Jupiter), mitra 15 × 4.5 = 67.5
    //   D12 7 / 2.5 → part 2 → Sagittarius (Jupiter), mitra    15 × 2   =  30
    //   D30 odd sign 5–10° → Aquarius (Saturn), adhimitra        18 × 1   =  18
    //   333 / 20 = 16.65
    const d1 = { sun: 5, moon: 1, mars: 4, mercury: 6, jupiter: 9, venus: 6, saturn: 8 } as Record<SevenGrahaId, number>;
    const r = vimshopakaBala('venus', 'saptavarga', 187, d1);
    assert.deepEqual(rows(r), [[1, 6, 'own'], [2, 4, 'sama'], [3, 6, 'own'], [7, 7, 'mitra'], [9, 8, 'mitra'], [12, 8, 'mitra'], [30, 10, 'adhimitra']]);
    assert.ok(Math.abs(r.score - 16.65) <= exactVirupas);
  });

  it('scores Saturn at Cancer 11° 12.975 of 20 in the dashavarga, as worked by hand', () => {
    // Chart: Sun Aries, Moon Leo, Mars Gemini, Mercury Pisces, Jupiter Virgo, Venus Taurus,
    // Saturn Cancer. Saturn's compound relations from Cancer: Sun enemy + friend (10th) = sama;
    // Moon enemy + friend (2nd) = sama; Mars enemy + friend (12th) = sama; Mercury friend +
    // enemy (9th) = sama; Jupiter neutral + friend (3rd) = mitra; Venus friend + friend (11th)
    // = adhimitra. Saturn at Cancer 11° (even, movable, watery sign):
    //   D1  Cancer (Moon), sama                                   10 × 3   = 30
    //   D2  even sign, first half → Cancer, sama                  10 × 1.5
    //   D3  second 10° → 5th, Scorpio (Mars), sama                10 × 1.5
    //   D7  11 / 4.2857 → part 2; even: 7th (Capricorn) + 2 = Pisces (Jupiter), mitra 15 × 1.5
    //   D9  watery from Cancer, 11 / 3.333 → part 3 → Libra (Venus), adhimitra 18 × 1.5
    //   D10 11 / 3 → part 3; even: 9th (Pisces) + 3 = Gemini (Mercury), sama 10 × 1.5
    //   D12 11 / 2.5 → part 4 → Scorpio (Mars), sama               10 × 1.5
    //   D16 11 / 1.875 → part 5; movable from Aries → Virgo (Mercury), sama 10 × 1.5
    //   D30 even sign 5–12° → Virgo (Mercury), sama                10 × 1.5
    //   D60 ⌊2 × 11⌋ = 22 → Cancer + 22 = Taurus (Venus), adhimitra 18 × 5 = 90
    //   30 + 1.5 × (10 + 10 + 15 + 18 + 10 + 10 + 10 + 10) + 90 = 30 + 139.5 + 90 = 259.5; / 20 = 12.975
    const d1 = { sun: 0, moon: 4, mars: 2, mercury: 11, jupiter: 5, venus: 1, saturn: 3 } as Record<SevenGrahaId, number>;
    const r = vimshopakaBala('saturn', 'dashavarga', 101, d1);
    assert.deepEqual(rows(r), [
      [1, 3, 'sama'], [2, 3, 'sama'], [3, 7, 'sama'], [7, 11, 'mitra'], [9, 6, 'adhimitra'],
      [10, 2, 'sama'], [12, 7, 'sama'], [16, 5, 'sama'], [30, 5, 'sama'], [60, 1, 'adhimitra'],
    ]);
    assert.ok(Math.abs(r.score - 12.975) <= exactVirupas);
  });

  it('scores Mercury at Sagittarius 2°06′ 12 of 20 in the shodashavarga, as worked by hand', () => {
    // Chart: Sun Scorpio, Moon Aquarius, Mars Capricorn, Mercury Sagittarius, Jupiter Aries,
    // Venus Libra, Saturn Leo. Mercury's compound relations from Sagittarius: Sun friend +
    // friend (12th) = adhimitra; Moon enemy + friend (3rd) = sama; Mars neutral + friend (2nd)
    // = mitra; Jupiter neutral + enemy (5th) = shatru; Venus friend + friend (11th) =
    // adhimitra; Saturn neutral + enemy (9th) = shatru. Mercury at Sagittarius 2.1° (odd, dual,
    // fiery sign); part j = ⌊2.1 × N / 30⌋:
    //   D1  Sagittarius (Jupiter), shatru                     7 × 3.5 = 24.5
    //   D2  odd, first half → Leo (Sun), adhimitra            18 × 1   = 18
    //   D3  first 10° → Sagittarius, shatru                   7 × 1    =  7
    //   D4  j 0 → Sagittarius, shatru                         7 × 0.5  =  3.5
    //   D7  j 0; odd → Sagittarius, shatru                    7 × 0.5  =  3.5
    //   D9  fiery from Aries, j 0 → Aries (Mars), mitra       15 × 3   = 45
    //   D10 j 0; odd → Sagittarius, shatru                    7 × 0.5  =  3.5
    //   D12 j 0 → Sagittarius, shatru                         7 × 0.5  =  3.5
    //   D16 j 1 (1.12); dual from Sagittarius → Capricorn (Saturn), shatru 7 × 2 = 14
    //   D20 j 1 (1.4); dual from Leo → Virgo, own             20 × 0.5 = 10
    //   D24 j 1 (1.68); odd from Leo → Virgo, own             20 × 0.5 = 10
    //   D27 j 1 (1.89); fiery from Aries → Taurus (Venus), adhimitra 18 × 0.5 = 9
    //   D30 odd 0–5° → Aries (Mars), mitra                    15 × 1   = 15
    //   D40 j 2 (2.8); odd from Aries → Gemini, own           20 × 0.5 = 10
    //   D45 j 3 (3.15); dual from Sagittarius → Pisces (Jupiter), shatru 7 × 0.5 = 3.5
    //   D60 j ⌊4.2⌋ = 4 → Sagittarius + 4 = Aries (Mars), mitra 15 × 4 = 60
    //   sum 240; / 20 = 12
    const d1 = { sun: 7, moon: 10, mars: 9, mercury: 8, jupiter: 0, venus: 6, saturn: 4 } as Record<SevenGrahaId, number>;
    const r = vimshopakaBala('mercury', 'shodashavarga', 242.1, d1);
    assert.deepEqual(rows(r), [
      [1, 8, 'shatru'], [2, 4, 'adhimitra'], [3, 8, 'shatru'], [4, 8, 'shatru'], [7, 8, 'shatru'], [9, 0, 'mitra'],
      [10, 8, 'shatru'], [12, 8, 'shatru'], [16, 9, 'shatru'], [20, 5, 'own'], [24, 5, 'own'], [27, 1, 'adhimitra'],
      [30, 0, 'mitra'], [40, 2, 'own'], [45, 11, 'shatru'], [60, 0, 'mitra'],
    ]);
    assert.ok(Math.abs(r.score - 12) <= exactVirupas);
  });

  it('stays within 5–20 for any graha and longitude (property)', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), fc.constantFrom(...sevenGrahaIds), fc.constantFrom(...vimshopakaSchemes), fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 7, maxLength: 7 }), (lon, g, scheme, s) => {
      const d1 = Object.fromEntries(sevenGrahaIds.map((x, i) => [x, s[i]])) as Record<SevenGrahaId, number>;
      const r = vimshopakaBala(g, scheme, lon, d1);
      assert.ok(r.score >= 5 - 1e-9 && r.score <= 20 + 1e-9);
    }));
  });
});
