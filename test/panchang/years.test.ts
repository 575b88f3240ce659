/**
 * Era years, samvatsaras, ritus and ayanas of src/jyotish/panchang/years.ts against the
 * rules and [V] examples of methods/panchang.md §5–§6, worked by hand. New moons are given to
 * the hour from published tables (the function only needs their Gregorian year after stepping
 * back whole lunations). No ephemeris: quick enough for `npm run mutation -- panchang`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ayanaOf, hinduYears, lunarRitu, tropicalRitu } from '../../src/jyotish/panchang/years.ts';

/** JD (UT) of 0h UT on a Gregorian date (1 Jan 2000 0h = 2451544.5). */
function jd(y: number, m: number, d: number, hours = 0): number {
  return Date.UTC(y, m - 1, d) / 86_400_000 + 2_440_587.5 + hours / 24;
}

describe('era years and samvatsaras (panchang.md §5)', () => {
  it('gives Saka 1943 Plava, VS 2078 Ananda, Gujarati VS 2077 Paridhavi, Kali 5122 in Chaitra 2021', () => {
    // Amanta Chaitra 2021 opened at the new moon of 2021-04-12 02:31 UT.
    const y = hinduYears(1, jd(2021, 4, 12, 2.5));
    assert.deepEqual(
      [y.saka, y.vikram, y.vikramGujarati, y.kali, y.samvatsaraSouth, y.samvatsaraNorth, y.samvatsaraGujarati],
      // Plava = 34 (0-based), Ananda = 47, Paridhavi = 45; Gujarati VS turned at Kartika 2020.
      [1943, 2078, 2077, 5122, 34, 47, 45],
    );
  });

  it('gives Saka 1943, VS 2078 and Gujarati VS 2078 Pramadi in amanta Pausha (New Delhi 2022-01-24, Drik)', () => {
    // Amanta Pausha (10) opened at the new moon of 2022-01-02 18:33 UT; Gujarati 2078 began at Kartika 2021.
    const y = hinduYears(10, jd(2022, 1, 2, 18.5));
    assert.deepEqual([y.saka, y.vikram, y.vikramGujarati, y.samvatsaraSouth, y.samvatsaraNorth, y.samvatsaraGujarati], [1943, 2078, 2078, 34, 47, 46]);
  });

  it('turns the Gujarati year at Kartika but not the Saka year: Kartika 2021 is Gujarati 2078, Saka still 1943', () => {
    // Amanta Kartika (8) opened at the new moon of 2021-11-04 21:14 UT (Diwali).
    const y = hinduYears(8, jd(2021, 11, 4, 21.25));
    assert.deepEqual([y.saka, y.vikram, y.vikramGujarati], [1943, 2078, 2078]);
    // The month before, Ashvina (7, new moon 2021-10-06 11:05 UT), is still Gujarati 2077.
    const before = hinduYears(7, jd(2021, 10, 6, 11));
    assert.deepEqual([before.saka, before.vikramGujarati], [1943, 2077]);
  });

  it('keeps Phalguna (12) of the Saka year begun the previous April: Phalguna 2022 is still Saka 1943', () => {
    // Amanta Phalguna opened at the new moon of 2022-03-02 17:35 UT, before Chaitra 2022.
    const y = hinduYears(12, jd(2022, 3, 2, 17.5));
    assert.deepEqual([y.saka, y.vikram, y.kali], [1943, 2078, 5122]);
  });

  it('gives Saka 1942 Sharvari (33) with VS 2077 Pramadi (46), and Saka 1946 Krodhi (37) with VS 2081 Pingala (50)', () => {
    const y2020 = hinduYears(3, jd(2020, 5, 22, 17.6)); // Jyeshtha 2020, new moon 2020-05-22 17:39 UT
    assert.deepEqual([y2020.saka, y2020.samvatsaraSouth, y2020.vikram, y2020.samvatsaraNorth], [1942, 33, 2077, 46]);
    const y2024 = hinduYears(3, jd(2024, 6, 6, 12.6)); // Jyeshtha 2024, new moon 2024-06-06 12:37 UT
    assert.deepEqual([y2024.saka, y2024.samvatsaraSouth, y2024.vikram, y2024.samvatsaraNorth], [1946, 37, 2081, 50]);
  });

  it('wraps the 60-year cycle: Saka 1969 (2047–48) is Prabhava (0) and Saka 1968 Akshaya (59) in the south', () => {
    // (1969 + 11) mod 60 = 0, (1968 + 11) mod 60 = 59. Only the Gregorian year of the Chaitra
    // new moon matters, so a day late in April of those years stands in for it.
    assert.equal(hinduYears(1, jd(2047, 4, 25)).samvatsaraSouth, 0);
    assert.equal(hinduYears(1, jd(2046, 4, 25)).samvatsaraSouth, 59);
    // North: (VS + 9) mod 60 with VS = Saka + 135 = 2104: 2113 mod 60 = 13 (South + 13).
    assert.equal(hinduYears(1, jd(2047, 4, 25)).samvatsaraNorth, 13);
  });
});

describe('ritus and ayanas (panchang.md §6)', () => {
  it('gives the lunar ritu two months each from Chaitra: Vasanta (0) … Shishira (5)', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(lunarRitu), [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('gives the tropical ritu in 60° steps with Vasanta from 330°', () => {
    assert.equal(tropicalRitu(330), 0);
    assert.equal(tropicalRitu(29.99), 0);
    assert.equal(tropicalRitu(30), 1);
    assert.equal(tropicalRitu(150), 3);
    assert.equal(tropicalRitu(270), 5);
    assert.equal(tropicalRitu(329.99), 5);
  });

  it('gives Uttarayana from 270° to 90° and Dakshinayana from 90° to 270°', () => {
    assert.equal(ayanaOf(270), 'uttarayana');
    assert.equal(ayanaOf(0), 'uttarayana');
    assert.equal(ayanaOf(89.99), 'uttarayana');
    assert.equal(ayanaOf(90), 'dakshinayana');
    assert.equal(ayanaOf(269.99), 'dakshinayana');
  });
});
