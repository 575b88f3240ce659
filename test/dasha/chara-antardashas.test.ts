/**
 * Chara dasha antardashas (dashas.md §3a rule 5), worked by hand from the book's mahadasha
 * tables of the 1996-12-07 10:34 Chennai chart (book_cases_dev chara_dhasa_test, K. N. Rao
 * table src_line 6018 and the two-cycle Parashara/PVR table src_line 6024): each mahadasha of
 * Y years starting at the book's instant S splits into twelve parts of Y · 365.256364 / 12 days,
 * the k-th (k = 0…11) starting at S + k · Y · 365.256364 / 12, the signs running from the sign
 * after the mahadasha sign in its own direction and ending with the mahadasha sign itself.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { charaDasha } from '../../src/jyotish/dasha/chara.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';
import { localToJdUt, placementsOf, referenceChart } from './reference-chart.ts';

const book = JSON.parse(readFileSync(new URL('../golden/dashas/book-dashas.json', import.meta.url), 'utf8'));
const rows = book.chara_dhasa_test[0].cases as { expected: [number, string, number]; src_line: number }[];
const sidereal = 365.256364;
const chennai = { local_datetime: '1996-12-07T10:34:00', utc_offset_hours: 5.5, lat: 13.0878, lon: 80.2785 };
/** Rule 1 of dashas.md §3a written out: Aries, Leo, Virgo, Libra, Aquarius, Pisces run forward. */
const forward = [0, 4, 5, 6, 10, 11];

function check(profile: 'knr' | 'pvr', srcLine: number) {
  const table = rows.filter((r) => r.src_line === srcLine).map(({ expected: [sign, start, years] }) => ({ sign, startJd: localToJdUt(start, 5.5), years }));
  const chart = referenceChart(chennai);
  const d = charaDasha(placementsOf(chart), profile, chart.jdUt, sidereal);
  const ours = [...d.periods, ...(profile === 'pvr' ? d.secondCycle : [])];
  assert.equal(ours.length, table.length);
  let checked = 0;
  table.forEach((md, i) => {
    const dir = forward.includes(md.sign) ? 1 : -1;
    const partDays = (md.years * sidereal) / 12;
    const ads = ours[i].antardashas;
    assert.equal(ads.length, 12, `period ${i}`);
    ads.forEach((ad, k) => {
      const label = `period ${i} (sign ${md.sign}, ${md.years} y) antardasha ${k}`;
      assert.equal(ad.sign, (((md.sign + dir * (k + 1)) % 12) + 12) % 12, label);
      assert.ok(Math.abs(ad.startJd - (md.startJd + k * partDays)) < oneMinuteInDays, `${label} start`);
      assert.ok(Math.abs(ad.endJd - (md.startJd + (k + 1) * partDays)) < oneMinuteInDays, `${label} end`);
      assert.ok(Math.abs(ad.durationDays - partDays) < oneMinuteInDays, `${label} length`);
      checked++;
    });
    // The last antardasha ends where the book starts the next mahadasha.
    if (i + 1 < table.length) assert.ok(Math.abs(ads[11].endJd - table[i + 1].startJd) < oneMinuteInDays, `period ${i} end`);
  });
  return checked;
}

describe('Chara dasha antardashas worked by hand from the book tables of the 1996-12-07 Chennai chart', () => {
  it('splits each of the twelve K. N. Rao mahadashas into twelve equal parts from the next sign to the sign itself', () => {
    assert.equal(check('knr', 6018), 144);
  });
  it('does the same for the 24 periods of the two-cycle PVR table, zero-year periods included', () => {
    assert.equal(check('pvr', 6024), 288);
  });
});
