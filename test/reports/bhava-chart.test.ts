/**
 * The Bhava chart in a report is drawn as the kundli draws it (houses numbered with the rashi
 * chart's signs), so births whose bhavas repeat or skip a sign still draw.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { initEphemeris } from '../../src/astro/swe.ts';
import { kundliCalculation } from '../../src/calculations/kundli/index.ts';
import { renderChartSvg } from '../../src/render/chart-svg.ts';
import { chartInput, type ResultChart } from '../../src/api/reports/compose-common.ts';

it('draws the Bhava chart of births whose bhavas repeat a sign (high latitude, Sripati)', () => {
  initEphemeris();
  let repeated = 0;
  for (let hour = 0; hour < 24; hour += 2) {
    const body = { localDate: '1975-06-15', localTime: `${String(hour).padStart(2, '0')}:00:00`, timezone: 'Europe/Oslo', latitude: 59.91, longitude: 10.75 };
    const now = new Date();
    const result = kundliCalculation.present(kundliCalculation.compute(body, { now }), body, { now }).result;
    const bhava = result.charts.bhava as ResultChart;
    if (new Set(bhava.houses.map((h) => h.rashi.index)).size < 12) repeated++;
    const input = chartInput(bhava, true);
    assert.equal(new Set(input.houses.map((h) => h.sign)).size, 12);
    assert.equal(input.houses[0].sign, result.lagna.rashi.index - 1, 'house 1 holds the lagna sign');
    for (const style of ['north', 'south', 'east'] as const) assert.doesNotThrow(() => renderChartSvg(input, style, 'hi'));
  }
  assert.ok(repeated > 0, 'some of these births have a bhava sign repeated (the case under test)');
});
