/**
 * Divisional-chart seeds and the tribhagi variation against the Jagannatha Hora tables of the
 * reference birth (1996-12-07 10:34 IST, Chennai) in test/golden/reference/book_cases_dev.json,
 * as PyJHora's test-suite quotes them (rows: lord 0 Sun … 8 Ketu, start local time, years):
 * - `_ashtothari_test_5` ("Own divisional Chart Compared to JHora"): Ashtottari counted from
 *   the Moon of the navamsha chart (D9), eight mahadashas printed twice;
 * - `chathuraseethi_sama_test_4` ("tribhagi tests"): Chaturaseeti-sama, 4-year periods, three
 *   cycles (21 rows), from the Moon of the rasi chart (the group's dcf 9 is the suite's
 *   leftover context: the rows start at the rasi chart's Sun period, see below);
 * - `shodasottari_test` rows of source line 5924 ("tribhagi variation"): 24 Shodashottari
 *   periods of a third of their years (6, 3.67, 4 …).
 * Start times to one minute with PyJHora's 365.256364-day year; durations to the 0.01 year
 * the table prints. PyJHora itself reproduces none of the D9 Ashtottari rows, so those are
 * JHora's and independent of it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { grahaIds } from '../../src/jyotish/core/zodiac.ts';
import { nakshatraSystems, type NakshatraSystem } from '../../src/jyotish/dasha/nakshatra-systems.ts';
import { nakshatraMahadashas, nakshatraStart, type DashaNode } from '../../src/jyotish/dasha/period-tree.ts';
import { tribhagiMahadashas, vargaLongitude } from '../../src/jyotish/dasha/seed-variants.ts';
import { localToJdUt } from './reference-chart.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';
import { birthOfGroup, pyjhoraYearDays, referenceNatal, type BookGroup } from '../dashas-more/book.ts';

const reference = JSON.parse(readFileSync(new URL('../golden/reference/book_cases_dev.json', import.meta.url), 'utf8')) as {
  groups: (BookGroup & { test_function: string })[];
};
const group = (name: string) => reference.groups.find((x) => x.test_function === name)!;
const system = (key: keyof typeof nakshatraSystems) => nakshatraSystems[key] as unknown as NakshatraSystem<string>;

function assertRows(periods: DashaNode<string>[], rows: readonly (readonly [number, string, number?])[], what: string) {
  assert.ok(rows.length > 0);
  rows.forEach(([lord, local, years], i) => {
    assert.equal(periods[i].lord, grahaIds[lord], `${what} period ${i} lord`);
    const offMinutes = (periods[i].startJd - localToJdUt(local, 5.5)) / oneMinuteInDays;
    assert.ok(Math.abs(offMinutes) < 1, `${what} period ${i} starts ${local} (off ${offMinutes.toFixed(2)} min)`);
    if (years !== undefined) assert.ok(Math.abs((periods[i].endJd - periods[i].startJd) / pyjhoraYearDays - years) <= 0.005 + 1e-9, `${what} period ${i} lasts ${years} y`);
  });
}

describe('nakshatra dashas from a divisional chart', () => {
  it('puts the D9 longitude at 9 × the longitude for the navamsha (hand-worked: 100° → 900° − 720° = 180°, Libra 0°)', () => {
    assert.equal(vargaLongitude(100, 9), 180);
    assert.ok(Math.abs(vargaLongitude(13.5, 9) - 121.5) < 1e-9);
  });

  it("gives JHora's Ashtottari of the navamsha chart: Mercury from 1984-06-24, then Saturn, Jupiter … (group _ashtothari_test_5)", () => {
    const g = group('_ashtothari_test_5');
    const natal = referenceNatal(birthOfGroup(g));
    const sys = system('ashtottari');
    const start = nakshatraStart(sys, vargaLongitude(natal.chart.bodies.moon.longitude, 9), natal.chart.jdUt, pyjhoraYearDays);
    const rows = g.cases.map((c) => c.expected as [number, string]);
    assert.deepEqual(rows.slice(8), rows.slice(0, 8), 'printed twice');
    assertRows(nakshatraMahadashas(sys, start, pyjhoraYearDays), rows.slice(0, 8), 'ashtottari D9');
  });
});

describe('the tribhagi variation', () => {
  it('runs Chaturaseeti-sama in 4-year periods, three cycles from the full dasha\'s birth-period start (group chathuraseethi_sama_test_4)', () => {
    const g = group('chathuraseethi_sama_test_4');
    const natal = referenceNatal(birthOfGroup(g));
    const sys = system('chaturaseetiSama');
    const start = nakshatraStart(sys, natal.chart.bodies.moon.longitude, natal.chart.jdUt, pyjhoraYearDays);
    const rows = g.cases.map((c) => c.expected as [number, string, number]);
    assert.equal(rows.length, 21);
    assertRows(tribhagiMahadashas(sys, start, pyjhoraYearDays), rows, 'chaturaseeti tribhagi');
  });

  it('runs Shodashottari in thirds (Venus 6, Sun 3.67, Mars 4 …), 24 periods (group shodasottari_test, tribhagi rows)', () => {
    const g = group('shodasottari_test');
    const natal = referenceNatal(birthOfGroup(g));
    const sys = system('shodashottari');
    const start = nakshatraStart(sys, natal.chart.bodies.moon.longitude, natal.chart.jdUt, pyjhoraYearDays);
    const rows = g.cases.filter((c) => c.desc.includes('tribhagi')).map((c) => c.expected as [number, string, number]);
    assert.equal(rows.length, 24);
    assertRows(tribhagiMahadashas(sys, start, pyjhoraYearDays), rows, 'shodashottari tribhagi');
  });
});
