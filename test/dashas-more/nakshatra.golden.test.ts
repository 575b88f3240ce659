/**
 * The nakshatra dashas of issue 18 against book and Jagannatha Hora literals
 * (test/golden/dashas-more/book-dashas-more.json, from PyJHora 4.8.5's test-suite):
 * - Panchottari, Shatabdika, Shashtihayani, Shattrimsha-sama, Shodashottari tables for the
 *   PyJHora author's reference birth (1996-12-07 10:34 Chennai), which that suite labels as
 *   Jagannatha Hora values: lord, start (local time) and years of every listed period;
 * - Ashtottari: P. V. R. Narasimha Rao's Chapter 17.3 Example 61 (Saturn at birth, Moon
 *   dasha 1980–1995) and the lord at birth from the Moon, Kshema, Utpanna and Adhana stars;
 * - Dwadashottari: the lord at birth from the Moon, Kshema, Utpanna and Adhana stars
 *   (group dwadasottari_test_4, Jagannatha Hora values PyJHora itself does not reproduce) and
 *   the order of the eight lords (dwadasottari_test_1, counted from a moved base star);
 * - Vimshottari: Chapter 16.4 Example 53 (Sun mahadasha at birth, balance 4 y 8 m 27 d) and
 *   ch. 16.2's nakshatra lords and years (group vimsottari_tests) and Example 50 (Mars, 2.24875
 *   years left), copied into test/golden/dashas-more/book-stronger-rasi-vimshottari.json;
 * - Kalachakra: Chapter 24 Example 95 and Exercise 34 (dasha signs and years from the Moon's
 *   longitude printed in the book), Example 97's antardashas of Leo, and the deha and jeeva of
 *   24.3.2 (Examples 95 and 96) and of Tables 44, 45 and 47
 *   (test/golden/dashas-more/book-kalachakra-deha-jeeva.json).
 * Tolerance: 1 minute on start times (the tables print whole seconds; our times differ by
 * under 0.01 minute), 0.01 year on durations (the book prints two decimals).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { grahaIds } from '../../src/jyotish/core/zodiac.ts';
import { nakshatraSystems, vimshottariSystem, type NakshatraSystem } from '../../src/jyotish/dasha/nakshatra-systems.ts';
import { childrenOf, nakshatraMahadashas, nakshatraStart } from '../../src/jyotish/dasha/period-tree.ts';
import { kalachakraDasha } from '../../src/jyotish/dasha/kalachakra.ts';
import { seedLongitude } from '../../src/calculations/kundli-advanced/dashas-more.ts';
import { localToJdUt, referenceChart } from '../dasha/reference-chart.ts';
import { oneMinuteInDays, oneSecondInDays } from '../helpers/tolerances.ts';
import { birthOfGroup, book, pyjhoraYearDays, referenceNatal } from './book.ts';

const tables = {
  panchottari_test: 'panchottari',
  sataatbika_test: 'shatabdika',
  shastihayani_test: 'shashtihayani',
  shattrimsa_sama_test: 'shattrimshaSama',
  shodasottari_test: 'shodashottari',
} as const;

describe('nakshatra dashas against the Jagannatha Hora tables of the reference birth', () => {
  for (const [group, key] of Object.entries(tables)) {
    it(`lists ${key} with the same lords, start minutes and years as the table`, () => {
      const g = book.groups[group][0];
      const chart = referenceChart(birthOfGroup(g));
      const system = nakshatraSystems[key] as unknown as NakshatraSystem<string>;
      const start = nakshatraStart(system, chart.bodies.moon.longitude, chart.jdUt, pyjhoraYearDays);
      const periods = nakshatraMahadashas(system, start, pyjhoraYearDays, 3);
      const rows = g.cases.filter((c) => c.src_line === g.cases[0].src_line);
      assert.ok(rows.length >= 7);
      rows.forEach((row, i) => {
        const [lord, startLocal, years] = row.expected as [number, string, number];
        assert.equal(periods[i].lord, grahaIds[lord], `period ${i} lord`);
        assert.ok(Math.abs(periods[i].startJd - localToJdUt(startLocal, 5.5)) < oneMinuteInDays, `period ${i} start ${startLocal}`);
        assert.ok(Math.abs((periods[i].endJd - periods[i].startJd) / pyjhoraYearDays - years) < 0.01, `period ${i} years`);
      });
    });
  }
});

describe('Ashtottari against the book (Chapter 17.3)', () => {
  it('runs Saturn at birth in Example 61 and places the Moon dasha from 1980-05-05 to 1995-05-06', () => {
    const g = book.groups._ashtothari_test_2[0];
    const chart = referenceChart(birthOfGroup(g));
    const system = nakshatraSystems.ashtottari as unknown as NakshatraSystem<string>;
    const start = nakshatraStart(system, chart.bodies.moon.longitude, chart.jdUt, pyjhoraYearDays);
    assert.equal(start.lord, 'saturn');
    const moon = nakshatraMahadashas(system, start, pyjhoraYearDays).find((p) => p.lord === 'moon')!;
    // The book's dates, local (+5:30) midnight-based days; a day's tolerance covers the hour.
    assert.ok(Math.abs(moon.startJd - localToJdUt('1980-05-05T05:04:21', 5.5)) < 1);
    assert.ok(Math.abs(moon.endJd - localToJdUt('1995-05-06T01:21:49', 5.5)) < 1);
  });

  it('starts from Mars by the Moon, Mercury by the Kshema and Utpanna stars and Saturn by the Adhana star (reference birth)', () => {
    const g = book.groups._ashtothari_test_8[0];
    const natal = referenceNatal(birthOfGroup(g));
    const system = nakshatraSystems.ashtottari as unknown as NakshatraSystem<string>;
    const seeds = { moon: 'mars', kshema: 'mercury', utpanna: 'mercury', adhana: 'saturn' } as const;
    for (const [seed, lord] of Object.entries(seeds)) {
      const s = nakshatraStart(system, seedLongitude(natal, seed as keyof typeof seeds), natal.chart.jdUt, pyjhoraYearDays);
      assert.equal(s.lord, lord, seed);
    }
    // The literals of the suite, 0 Sun … 8 Ketu, for the same four seeds.
    assert.deepEqual(g.cases.map((c) => grahaIds[c.expected as number]), ['mars', 'mercury', 'mercury', 'saturn']);
  });
});

describe('Dwadashottari against the Jagannatha Hora literals of the reference birth', () => {
  const system = nakshatraSystems.dwadashottari as unknown as NakshatraSystem<string>;

  it('starts from Rahu by the Moon, Jupiter by the Kshema star, the Sun by the Utpanna star and Mars by the Adhana star (dwadasottari_test_4)', () => {
    // The rule (BPHS 47, docs/methods/dashas-more.md §3): count from the seed's star to Revati,
    // both included; the remainder by 8 picks the lord in the order Sun, Jupiter, Ketu,
    // Mercury, Rahu, Mars, Saturn, Moon (remainder 0 = the 8th). Worked by hand for the
    // reference birth, whose Moon at 186.96° is in Swati, the 15th star (186°40′–200°):
    //   Moon, Swati 15:            15 … 27 is 13 stars, 13 mod 8 = 5 → Rahu;
    //   Kshema (+3), Jyeshtha 18:  10 stars, 10 mod 8 = 2 → Jupiter;
    //   Utpanna (+4), Mula 19:      9 stars,  9 mod 8 = 1 → Sun;
    //   Adhana (+7), Shravana 22:   6 stars → Mars.
    const g = book.groups.dwadasottari_test_4[0];
    const natal = referenceNatal(birthOfGroup(g));
    const seeds = ['moon', 'kshema', 'utpanna', 'adhana'] as const;
    const literals = g.cases.map((c) => grahaIds[c.expected as number]);
    assert.deepEqual(literals, ['rahu', 'jupiter', 'sun', 'mars']);
    seeds.forEach((seed, i) => {
      const s = nakshatraStart(system, seedLongitude(natal, seed), natal.chart.jdUt, pyjhoraYearDays);
      assert.equal(s.lord, literals[i], seed);
    });
  });

  it('runs its eight lords in the order of group dwadasottari_test_1, which counts from Swati instead of Revati', () => {
    // The suite passes PyJHora's seed_star = 15 (Swati) as the star the backward count starts
    // from, where BPHS counts to Revati (27). Counting back from Swati to the seed is counting
    // back from Revati to the star 12 further on: for this Moon in Swati that is Revati itself,
    // a count of 1 → the Sun, and the lords then follow the sequence. We serve Revati only
    // (BPHS; JHora's own tables of the other systems count from their BPHS base stars, see
    // dashas-more.md §3), so the moved base is checked through that equivalence, and the
    // served order from the Moon is the same cycle started at Rahu.
    const g = book.groups.dwadasottari_test_1[0];
    const natal = referenceNatal(birthOfGroup(g));
    const expected = (g.cases[0].expected as number[]).map((i) => grahaIds[i]);
    assert.deepEqual([...system.sequence], expected, 'the sequence of BPHS 47');
    const moved = nakshatraStart(system, natal.chart.bodies.moon.longitude + 12 * (360 / 27), natal.chart.jdUt, pyjhoraYearDays);
    assert.deepEqual(nakshatraMahadashas(system, moved, pyjhoraYearDays).map((p) => p.lord), expected);
    const served = nakshatraMahadashas(system, nakshatraStart(system, natal.chart.bodies.moon.longitude, natal.chart.jdUt, pyjhoraYearDays), pyjhoraYearDays);
    const r = expected.indexOf('rahu');
    assert.deepEqual(served.map((p) => p.lord), [...expected.slice(r), ...expected.slice(0, r)]);
    // 112 years in one cycle: 7 + 9 + 11 + 13 + 15 + 17 + 19 + 21.
    assert.equal(expected.reduce((sum, l) => sum + system.yearsByLord[l], 0), 112);
  });
});

describe('Vimshottari lords against the book (Chapter 16.2)', () => {
  const extra = JSON.parse(readFileSync(new URL('../golden/dashas-more/book-stronger-rasi-vimshottari.json', import.meta.url), 'utf8')) as {
    vimshottariLords: { rows: { star: number; name: string; lord: number; years: number }[] };
    example50: { moonLongitude: number; lord: number; fractionLeft: number; balanceYears: number; sequence: number[] };
  };

  for (const row of extra.vimshottariLords.rows) {
    it(`gives ${row.name} to ${grahaIds[row.lord]} with ${row.years} years (group vimsottari_tests)`, () => {
      const pick = vimshottariSystem.start(row.star - 1, 0);
      assert.equal(pick.lord, grahaIds[row.lord]);
      assert.equal(vimshottariSystem.yearsByLord[pick.lord], row.years);
    });
  }

  it('runs Mars at birth with 2.24875 years left for the Moon at 2°23′ Aquarius and then Rahu … Moon (Example 50)', () => {
    const e = extra.example50;
    const yearDays = 365.25;
    const start = nakshatraStart(vimshottariSystem, e.moonLongitude, 0, yearDays);
    assert.equal(start.lord, grahaIds[e.lord]);
    // The book: 9°3′ of Dhanishtha's 13°20′ crossed, 257/800 = 0.32125 left, × 7 years.
    assert.ok(Math.abs(start.balanceYears - e.balanceYears) * yearDays < oneSecondInDays, `${start.balanceYears}`);
    assert.deepEqual(nakshatraMahadashas(vimshottariSystem, start, yearDays).map((p) => p.lord), e.sequence.map((i) => grahaIds[i]));
  });
});

describe('Vimshottari against the book (Chapter 16.4 Example 53, Chart 18)', () => {
  it('runs the Sun mahadasha at birth with 4 years 8 months 27 days to go', () => {
    const g = book.groups._vimsottari_test_3[0];
    const chart = referenceChart(birthOfGroup(g));
    const start = nakshatraStart(vimshottariSystem, chart.bodies.moon.longitude, chart.jdUt, pyjhoraYearDays);
    assert.equal(start.lord, 'sun');
    // The book writes the balance in years of twelve 30-day months and whole days:
    // 4.7438 years × 360 = 1707.8 days = 4 × 360 + 8 × 30 + 27.8 → 4 y 8 m 27 d.
    const days = start.balanceYears * 360 - 4 * 360 - 8 * 30;
    assert.ok(days >= 27 && days < 28, `${days} days after 4 y 8 m`);
  });
});

describe('Kalachakra against the book (Chapter 24)', () => {
  const g = book.groups.kalachakra_dhasa_tests[0];
  // The Moon longitudes the book gives for each example (the suite's inputs).
  const moonBySource: Record<number, number> = { 4339: 45 + 50 / 60, 4348: 93, 4357: 305 + 50 / 60 };
  for (const [src, moon] of Object.entries(moonBySource)) {
    it(`gives the signs and years of the book for the Moon at ${moon.toFixed(2)}° (source line ${src})`, () => {
      const k = kalachakraDasha(moon, 0, 1);
      const rows = g.cases.filter((c) => c.src_line === Number(src)).map((c) => c.expected as [number, number]);
      rows.forEach(([sign, years], i) => {
        assert.equal(k.periods[i].lord, sign, `period ${i}`);
        assert.ok(Math.abs(k.periods[i].endJd - k.periods[i].startJd - years) < 0.01, `period ${i} years`);
      });
    });
  }

  const dehaJeeva = JSON.parse(readFileSync(new URL('../golden/dashas-more/book-kalachakra-deha-jeeva.json', import.meta.url), 'utf8')) as {
    examples: { what: string; moonLongitude: number; deha: number; jeeva: number }[];
    tableRows: { what: string; padaStart: number; deha: number; jeeva: number; paramayush: number }[];
  };
  for (const e of dehaJeeva.examples) {
    it(`gives the deha and jeeva of ${e.what.split(',')[0]} from the dashas at birth (ch. 24.3.2)`, () => {
      // Example 95: 62.25 of Rohini pada 2's 83 years lived, so Scorpio runs at birth; the
      // nine dashas from birth are Sc, Li and then pada 3's Vi, Le, Cn, Ge, Ta, Ar, Sg. Rohini is
      // apasavya: jeeva the first (Sc), deha the ninth (Sg). Example 96: Pisces runs at birth,
      // then Savya-2 pada 1's Sc, Li, Vi, Cn, Le, Ge, Ta, Ar; savya: deha Pisces, jeeva Aries.
      const k = kalachakraDasha(e.moonLongitude, 0, 1);
      assert.deepEqual([k.start.deha, k.start.jeeva], [e.deha, e.jeeva], e.what);
      const nine = k.periods.map((p) => p.lord);
      const [first, ninth] = [nine[0], nine[8]];
      assert.deepEqual(k.start.direction === 'savya' ? [first, ninth] : [ninth, first], [e.deha, e.jeeva]);
    });
  }
  for (const row of dehaJeeva.tableRows) {
    it(`gives the table's deha, jeeva and paramayush for a birth at the start of ${row.what.split(':')[0]}`, () => {
      // Just inside the pada (a thousandth of a degree) the first sign of its chain still runs.
      const k = kalachakraDasha(row.padaStart + 0.001, 0, 1);
      assert.deepEqual([k.start.deha, k.start.jeeva, k.start.paramayush], [row.deha, row.jeeva, row.paramayush]);
    });
  }

  it('divides the Leo dasha of Example 97 into the nine antardashas of the book (to 0.001 year)', () => {
    const k = kalachakraDasha(45 + 50 / 60, 0, 1);
    const leo = k.periods[3];
    const ads = childrenOf(leo, k.divider, 1, [leo.lord]);
    const names = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    const rows = g.cases.filter((c) => c.src_line === 4365).map((c) => c.expected as [string, number]);
    assert.equal(ads.length, rows.length);
    rows.forEach(([label, years], i) => {
      assert.ok(label.endsWith(names[ads[i].lord]), `antardasha ${i} ${label}`);
      assert.ok(Math.abs(ads[i].endJd - ads[i].startJd - years) < 0.001, `antardasha ${i} years`);
    });
  });
});
