/**
 * `charaVariant: "knr-jhora"` (CHARA.KNR_JHORA) against PyJHora 4.8.5's KN_RAO chara dasha for
 * the 30 dev charts (test/golden/dashas/dev-cases-dashas.json, settings in its meta): the
 * Jagannatha Hora conventions (node dignity Taurus/Gemini, lagna counted as a conjunction,
 * Jupiter/Mercury/dispositor counting, raw node degrees) must give every sign, every year and
 * every start within one minute — the 19 periods where the default CHARA.KNR differs
 * (test/dasha/chara.golden.test.ts) included.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { charaDasha } from '../../src/jyotish/dasha/chara.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';
import { localToJdUt, placementsOf, referenceChart, type ReferenceBirth } from '../dasha/reference-chart.ts';

interface DevCase extends ReferenceBirth {
  id: string;
  chara_knr: { mahadashas: { sign: number; start_local: string; duration_years: number }[] };
}
const dev = JSON.parse(readFileSync(new URL('../golden/dashas/dev-cases-dashas.json', import.meta.url), 'utf8')) as { cases: DevCase[] };
const sidereal = 365.256364;

describe('Chara dasha with the Jagannatha Hora conventions against PyJHora (30 charts)', () => {
  const results = dev.cases.map((c) => {
    const chart = referenceChart(c);
    return { c, knr: charaDasha(placementsOf(chart), 'knr', chart.jdUt, sidereal), jhora: charaDasha(placementsOf(chart), 'knr-jhora', chart.jdUt, sidereal) };
  });

  it('gives the reference sign and years of all 360 periods', () => {
    let same = 0;
    for (const { c, jhora } of results)
      c.chara_knr.mahadashas.forEach((r, i) => {
        if (jhora.periods[i].sign === r.sign && jhora.periods[i].years === r.duration_years) same++;
      });
    assert.equal(same, 360);
  });

  it('starts all 360 periods within a minute of the reference', () => {
    for (const { c, jhora } of results)
      c.chara_knr.mahadashas.forEach((r, i) => {
        const err = Math.abs(jhora.periods[i].startJd - localToJdUt(r.start_local, c.utc_offset_hours));
        assert.ok(err < oneMinuteInDays, `${c.id} period ${i}`);
      });
  });

  it('differs from the default K. N. Rao profile only in Scorpio and Aquarius years (19 periods)', () => {
    let differ = 0;
    for (const { knr, jhora } of results)
      knr.periods.forEach((p, i) => {
        if (p.years !== jhora.periods[i].years) {
          differ++;
          assert.ok(p.sign === 7 || p.sign === 10, `sign ${p.sign}`);
        }
      });
    assert.equal(differ, 19);
  });
});
