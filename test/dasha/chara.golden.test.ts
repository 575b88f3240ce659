/**
 * Chara dasha. K. N. Rao profile (`CHARA.KNR`) against PyJHora 4.8.5's KN_RAO mode for the 30
 * dev cases and the 1996-12-07 Chennai table of book_cases_dev.json; the P. V. R. Narasimha Rao
 * profile (`CHARA.PVR`, seed = lagna) against the 24-period table that test expects (JHora
 * values; PyJHora's own PVR mode seeds from the strongest sign and does not reproduce it).
 * Signs and years exactly, start instants within one minute.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { charaDasha, charaDirection, isOddFooted } from '../../src/jyotish/dasha/chara.ts';
import { effectiveLord, rashiAspects, strongerGraha } from '../../src/jyotish/jaimini-strength.ts';
import { errorSummary, oneMinuteInDays } from '../helpers/tolerances.ts';
import { localToJdUt, minutesPerDay, placementsOf, referenceChart, type ReferenceBirth } from './reference-chart.ts';

interface DevCase extends ReferenceBirth {
  id: string;
  chara_knr: { mahadashas: { sign: number; start_local: string; duration_years: number }[] };
}

const dev = JSON.parse(readFileSync(new URL('../golden/dashas/dev-cases-dashas.json', import.meta.url), 'utf8')) as { cases: DevCase[] };
const book = JSON.parse(readFileSync(new URL('../golden/dashas/book-dashas.json', import.meta.url), 'utf8'));
const sidereal = 365.256364;
const chennai = { local_datetime: '1996-12-07T10:34:00', utc_offset_hours: 5.5, lat: 13.0878, lon: 80.2785 };

function chara(c: ReferenceBirth, profile: 'knr' | 'pvr') {
  const chart = referenceChart(c);
  return charaDasha(placementsOf(chart), profile, chart.jdUt, sidereal);
}

/**
 * The 19 of 360 periods where PyJHora's years differ, all Scorpio (7) or Aquarius (10), each
 * with its reason (test/golden/dashas/README.md, "Known deviations"):
 * - node-dignity: PyJHora exalts Rahu in Taurus and Gemini and Ketu in Scorpio and
 *   Sagittarius (debilitated opposite); we use `DIGNITY.BPHS` with the nodes exalted in Taurus
 *   (Rahu) and Scorpio (Ketu) only, so the ±1 year of KNR rule 3 differs for a node lord in
 *   Gemini or Sagittarius.
 * - lagna-as-conjunction: PyJHora counts the lagna as a graha conjoining a co-lord (rule 2).
 * - jupiter-counted-twice: PyJHora counts Jupiter twice in rule 3 when it is also the dispositor.
 * - dispositor-check: PyJHora's rule-3 conjunction test compares the dispositor's planet
 *   number with a sign number, so a conjoined dispositor is missed.
 * - node-degrees: PyJHora compares raw degrees in rule 7; jaimini.md §6 measures the nodes as 30 − d.
 */
const knownDeviations: Record<string, string> = {
  'R004/10': 'node-dignity', 'R009/7': 'node-dignity', 'R009/10': 'node-dignity', 'R015/10': 'node-dignity',
  'R020/10': 'node-dignity', 'R020/7': 'node-dignity', 'R023/7': 'node-dignity', 'R025/7': 'node-dignity',
  'R025/10': 'node-dignity', 'R026/10': 'node-dignity', 'R026/7': 'node-dignity', 'R030/7': 'node-dignity',
  'R030/10': 'node-dignity',
  'R019/10': 'lagna-as-conjunction', 'R021/10': 'lagna-as-conjunction', 'R027/10': 'lagna-as-conjunction',
  'R012/7': 'jupiter-counted-twice', 'R014/10': 'dispositor-check', 'R021/7': 'node-degrees',
};

/** PyJHora's node dignities (const.house_strengths_of_planets), for the node-dignity cases only. */
function pyjhoraNodeAdjustment(graha: string, sign: number): number {
  if (graha === 'rahu') return [1, 2].includes(sign) ? 1 : [7, 8].includes(sign) ? -1 : 0;
  if (graha === 'ketu') return [7, 8].includes(sign) ? 1 : [1, 2].includes(sign) ? -1 : 0;
  return 0;
}

describe('Chara dasha, K. N. Rao profile, against PyJHora (30 charts)', () => {
  it('gives the reference sign order of every chart', () => {
    for (const c of dev.cases) {
      const { periods } = chara(c, 'knr');
      assert.deepEqual(periods.map((p) => p.sign), c.chara_knr.mahadashas.map((r) => r.sign), c.id);
    }
  });

  it('gives the reference years of 341 of 360 periods and explains the other 19', () => {
    const mismatches: Record<string, string> = {};
    for (const c of dev.cases) {
      chara(c, 'knr').periods.forEach((p, i) => {
        const ref = c.chara_knr.mahadashas[i];
        if (p.years === ref.duration_years) return;
        const key = `${c.id}/${ref.sign}`;
        mismatches[key] = knownDeviations[key] ?? `unexplained: ${p.years} vs ${ref.duration_years}`;
        if (knownDeviations[key] === 'node-dignity') {
          const { lord, lordSign, adjustment } = p.reckoning;
          assert.equal(p.years - adjustment + pyjhoraNodeAdjustment(lord.graha, lordSign), ref.duration_years, key);
        }
      });
    }
    assert.deepEqual(mismatches, knownDeviations);
  });

  it('starts every period within a minute of the reference while the years before it agree', () => {
    const errors: number[] = [];
    for (const c of dev.cases) {
      const { periods } = chara(c, 'knr');
      for (let i = 0; i < 12; i++) {
        const ref = c.chara_knr.mahadashas[i];
        errors.push(Math.abs(periods[i].startJd - localToJdUt(ref.start_local, c.utc_offset_hours)));
        if (periods[i].years !== ref.duration_years) break;
      }
    }
    const s = errorSummary(errors);
    console.log(`chara KNR starts: n=${s.n} max ${(s.max * minutesPerDay).toFixed(3)} min`);
    assert.ok(s.max < oneMinuteInDays);
  });
});

describe('Chara dasha against the 1996-12-07 Chennai tables (book_cases_dev chara_dhasa_test)', () => {
  const groups = book.chara_dhasa_test[0].cases as { expected: [number, string, number]; src_line: number }[];

  it('reproduces the K. N. Rao table: Capricorn lagna, backward, 12 periods', () => {
    const rows = groups.filter((r) => r.src_line === 6018);
    const { periods } = chara(chennai, 'knr');
    rows.forEach(({ expected: [sign, start, years] }, i) => {
      assert.equal(periods[i].sign, sign, `period ${i}`);
      assert.equal(periods[i].years, years, `period ${i} years`);
      assert.ok(Math.abs(periods[i].startJd - localToJdUt(start, 5.5)) < oneMinuteInDays, `period ${i} start`);
    });
  });

  it('reproduces the Parashara/PVR table: two cycles, second = 12 − first, zero-year periods kept', () => {
    const rows = groups.filter((r) => r.src_line === 6024);
    const { periods, secondCycle } = chara(chennai, 'pvr');
    const all = [...periods, ...secondCycle];
    assert.equal(rows.length, 24);
    rows.forEach(({ expected: [sign, start, years] }, i) => {
      assert.equal(all[i].sign, sign, `period ${i}`);
      assert.equal(all[i].years, years, `period ${i} years`);
      assert.ok(Math.abs(all[i].startJd - localToJdUt(start, 5.5)) < oneMinuteInDays, `period ${i} start`);
    });
  });
});

describe('Chara dasha rules (dashas.md §3, jaimini.md §5–6)', () => {
  /** Signs whose Chara dasha runs forward (dashas.md §3): Aries, Leo, Virgo, Libra, Aquarius, Pisces. */
  const forward = [0, 4, 5, 6, 10, 11];

  it('runs Aries, Leo, Virgo, Libra, Aquarius and Pisces lagnas forward and the others backward', () => {
    for (let s = 0; s < 12; s++) assert.equal(charaDirection(s), forward.includes(s) ? 1 : -1, `sign ${s}`);
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter(isOddFooted), [0, 1, 2, 6, 7, 8]);
  });

  it('lists the rashi drishti table of jaimini.md §5', () => {
    const table: Record<number, number[]> = {
      0: [4, 7, 10], 1: [3, 6, 9], 2: [5, 8, 11], 3: [7, 10, 1], 4: [6, 9, 0], 5: [8, 11, 2],
      6: [10, 1, 4], 7: [9, 3, 0], 8: [11, 2, 5], 9: [1, 4, 7], 10: [0, 3, 6], 11: [2, 5, 8],
    };
    for (let a = 0; a < 12; a++) {
      const aspected = Array.from({ length: 12 }, (_, b) => b).filter((b) => rashiAspects(a, b));
      assert.deepEqual(aspected, [...table[a]].sort((x, y) => x - y), `sign ${a}`);
    }
  });

  it('gives the last antardasha of every mahadasha to the mahadasha sign itself', () => {
    for (const p of chara(chennai, 'knr').periods) {
      assert.equal(p.antardashas.length, 12);
      assert.equal(p.antardashas[11].sign, p.sign);
      assert.equal(p.antardashas[0].sign, (p.sign + (forward.includes(p.sign) ? 1 : -1) + 12) % 12);
    }
  });

  it('counts to the co-lord outside Scorpio when the other co-lord is inside', () => {
    const base = placementsOf(referenceChart(chennai));
    const sign = { ...base.sign, mars: 7, ketu: 2 };
    assert.deepEqual(effectiveLord({ ...base, sign }, 7), { graha: 'ketu', rule: 'co-lord-outside' });
    const both = { ...base.sign, saturn: 10, rahu: 10 };
    assert.equal(effectiveLord({ ...base, sign: both }, 10).rule, 'co-lords-both-inside');
  });
});

describe('Stronger co-lord against the book (PVR, Exercise 27 / Chart 21 and Example 88 / Chart 41)', () => {
  for (const g of book.stronger_planet_test as { inputs: { dob: number[]; tob: number[]; place: { lat: number; lon: number; tz: number } }; cases: { desc: string; expected: string }[] }[]) {
    const { dob, tob, place } = g.inputs;
    const pad = (n: number) => String(n).padStart(2, '0');
    const c = { local_datetime: `${dob[0]}-${pad(dob[1])}-${pad(dob[2])}T${pad(tob[0])}:${pad(tob[1])}:${pad(tob[2])}`, utc_offset_hours: place.tz, lat: place.lat, lon: place.lon };
    it(`names ${g.cases.map((x) => x.expected.replace(/[^A-Za-z]/g, '')).join(' and ')} for ${g.cases[0].desc.trim()}`, () => {
      const p = placementsOf(referenceChart(c, 'true'));
      const expected = g.cases.map((x) => x.expected.replace(/[^A-Za-z]/g, '').toLowerCase().replace('kethu', 'ketu'));
      // The book compares Saturn with Rahu (Aquarius) first, then Mars with Ketu (Scorpio).
      const got = [strongerGraha(p, 'saturn', 'rahu', 'saturn').graha, strongerGraha(p, 'mars', 'ketu', 'mars').graha].slice(0, expected.length);
      assert.deepEqual(got, expected);
    });
  }
});
