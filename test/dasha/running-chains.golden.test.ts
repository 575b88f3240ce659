/**
 * `runningAt` for Yogini and Chara against outside tables, over HTTP (kundli-advanced):
 * - Yogini: PyJHora 4.8.5's tables of the 30 dev births (test/golden/dashas/dev-cases-dashas.json,
 *   copied from test/golden/reference/dev_cases.json): mahadashas and the first cycle's
 *   equal-split antardashas. For each of the first ten births the instant is the middle of
 *   the table's 21st antardasha; the expected chain is that table row and its mahadasha.
 * - Chara (K. N. Rao): the book-case table of the 1996-12-07 10:34 Chennai chart
 *   (test/golden/dashas/book-dashas.json, chara_dhasa_test, source line 6018: sign, start,
 *   years), with the antardashas worked by hand from it (dashas.md §3a rule 5: twelve equal
 *   parts of Y · 365.256364 / 12 days, from the sign after the mahadasha sign in its direction).
 * Settings as the references: Lahiri, mean nodes, true-geometric positions, 365.256364-day
 * years. Starts and ends to one minute.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { rashiIds } from '../../src/jyotish/core/zodiac.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';
import { build, postJson } from '../helpers/app.ts';
import { birthBodyOf } from '../helpers/birth.ts';
import { localToJdUt, type ReferenceBirth } from './reference-chart.ts';

interface DevCase extends ReferenceBirth {
  id: string;
  yogini: {
    mahadashas: { yogini: string; start_jd_ut: number; duration_years: number }[];
    antardashas_first_cycle: { lords: [string, string]; start_local: string; duration_years: number }[];
  };
}
interface RunningRow {
  level: number;
  lord: { id: string };
  start: { utc: string };
  end: { utc: string };
}

const dev = JSON.parse(readFileSync(new URL('../golden/dashas/dev-cases-dashas.json', import.meta.url), 'utf8')) as { cases: DevCase[] };
const book = JSON.parse(readFileSync(new URL('../golden/dashas/book-dashas.json', import.meta.url), 'utf8'));
const sidereal = 365.256364;
const settings = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'true-geometric', dashaYearDays: sidereal };
const jdOf = (m: { utc: string }) => Date.parse(m.utc) / 86_400_000 + 2_440_587.5;
const isoOf = (jd: number) => new Date(Math.round((jd - 2_440_587.5) * 86_400_000)).toISOString().replace('.000Z', 'Z');
const path = '/v2/calculations/kundli-advanced';

function assertSpan(row: RunningRow, startJd: number, endJd: number, what: string) {
  assert.ok(Math.abs(jdOf(row.start) - startJd) < oneMinuteInDays, `${what} start`);
  assert.ok(Math.abs(jdOf(row.end) - endJd) < oneMinuteInDays, `${what} end`);
}

describe('running Yogini periods against the PyJHora tables of ten dev births', () => {
  it('finds the mahadasha and the equal-split antardasha of the table at the middle of its 21st antardasha', async (t) => {
    const { app } = await build(t);
    for (const c of dev.cases.slice(0, 10)) {
      const ads = c.yogini.antardashas_first_cycle;
      const ad = ads[20];
      const adStart = localToJdUt(ad.start_local, c.utc_offset_hours);
      const adEnd = adStart + ad.duration_years * sidereal;
      const md = c.yogini.mahadashas[2];
      assert.equal(md.yogini, ad.lords[0], `${c.id}: the 21st antardasha lies in the third mahadasha`);
      const at = (adStart + adEnd) / 2;
      const r = await postJson(app, path, { ...birthBodyOf(c), ...settings, yoginiAntardasha: 'equal', runningAt: isoOf(at) });
      assert.equal(r.statusCode, 200, r.body);
      const running = r.json().result.dashas.yogini.running as RunningRow[];
      assert.equal(running.length, 2, c.id);
      assert.deepEqual(running.map((x) => x.lord.id), [ad.lords[0].toLowerCase(), ad.lords[1].toLowerCase()], c.id);
      assertSpan(running[0], md.start_jd_ut, md.start_jd_ut + md.duration_years * sidereal, `${c.id} mahadasha`);
      assertSpan(running[1], adStart, adEnd, `${c.id} antardasha`);
    }
  });
});

describe('running Chara (K. N. Rao) periods against the book-case table of the Chennai chart', () => {
  const rows = (book.chara_dhasa_test[0].cases as { expected: [number, string, number]; src_line: number }[])
    .filter((r) => r.src_line === 6018)
    .map(({ expected: [sign, start, years] }) => ({ sign, startJd: localToJdUt(start, 5.5), years }));
  /** dashas.md §3a rule 1 written out: Aries, Leo, Virgo, Libra, Aquarius, Pisces run forward. */
  const forward = [0, 4, 5, 6, 10, 11];
  const chennai = { local_datetime: '1996-12-07T10:34:00', utc_offset_hours: 5.5, lat: 13.0878, lon: 80.2785 };

  for (const [i, k, part] of [[0, 3, 0.5], [1, 0, 0.01], [3, 11, 0.99], [6, 5, 0.25], [11, 7, 0.5]] as const) {
    it(`finds mahadasha ${i + 1} and its antardasha ${k + 1} at ${Math.round(part * 100)} % through it`, async (t) => {
      const { app } = await build(t);
      const md = rows[i];
      const partDays = (md.years * sidereal) / 12;
      const adStart = md.startJd + k * partDays;
      const dir = forward.includes(md.sign) ? 1 : -1;
      const adSign = (((md.sign + dir * (k + 1)) % 12) + 12) % 12;
      const r = await postJson(app, path, { ...birthBodyOf(chennai), ...settings, runningAt: isoOf(adStart + part * partDays) });
      assert.equal(r.statusCode, 200, r.body);
      const running = r.json().result.dashas.chara.running as RunningRow[];
      assert.deepEqual(running.map((x) => x.lord.id), [rashiIds[md.sign], rashiIds[adSign]]);
      assertSpan(running[0], md.startJd, md.startJd + md.years * sidereal, 'mahadasha');
      assertSpan(running[1], adStart, adStart + partDays, 'antardasha');
    });
  }
});
