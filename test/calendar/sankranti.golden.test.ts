/**
 * Sankrantis (the Sun's sidereal Lahiri ingresses) against Debian swetest: 48 instants of 1957,
 * 2023, 2024 and 2025 found by bisection on swetest's Sun (test/golden/calendar). Checked in
 * the calendar core (CalendarSky) and through the endpoint (the `sankranti` festivals of a
 * year's calendar), within one minute (the limit).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CalendarSky } from '../../src/jyotish/calendar/calendar-sky.ts';
import { build, postJson } from '../helpers/app.ts';
import { errorSummary, oneMinuteInDays, oneSecondInDays, printedSecondToleranceSeconds } from '../helpers/tolerances.ts';

interface Golden {
  sankrantis: { sign: number; jd_ut: number; utc: string }[];
}
const golden = JSON.parse(readFileSync(new URL('../golden/calendar/swetest-sankrantis.json', import.meta.url), 'utf8')) as Golden;
const lahiri = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' } as const;

test('swetest gives at least 24 sankrantis, twelve a year', () => {
  assert.ok(golden.sankrantis.length >= 24);
  assert.equal(golden.sankrantis.length, 48);
});

test('every sankranti of the calendar core lies within one minute of swetest', () => {
  const errors: number[] = [];
  for (const g of golden.sankrantis) {
    const sky = new CalendarSky(lahiri, g.jd_ut - 10);
    const seg = sky.sunSigns.at(g.jd_ut + 1 / 24);
    assert.equal(seg.index, g.sign, g.utc);
    errors.push(Math.abs(seg.startJd - g.jd_ut));
  }
  const s = errorSummary(errors);
  console.log(`sankranti core vs swetest: n=${s.n} rms=${(s.rms * 86400).toFixed(4)} s max=${(s.max * 86400).toFixed(4)} s`);
  assert.ok(s.max <= oneMinuteInDays, `max error ${s.max * 86400} s`);
  // What the root finder actually reaches (tolerance 1e-7 day): well under a second.
  assert.ok(s.max <= oneSecondInDays, `max error ${s.max * 86400} s`);
});

test('the endpoint lists the twelve sankrantis of 2024 at their swetest instants', async (t) => {
  const { app } = await build(t);
  const r = await postJson(app, '/v2/calculations/indian-calendar', {
    date: '2024-01-01', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209, rangeDays: 366,
  });
  assert.equal(r.statusCode, 200);
  const list = (r.json().result.festivals as { id: string; sankranti: { moment: { utc: string }; rashi: { index: number } } }[])
    .filter((f) => f.id === 'sankranti');
  assert.equal(list.length, 12);
  const expected = golden.sankrantis.filter((g) => g.utc.startsWith('2024'));
  for (const g of expected) {
    const f = list.find((x) => x.sankranti.rashi.index === g.sign + 1);
    assert.ok(f, `sign ${g.sign}`);
    const diffSeconds = Math.abs(Date.parse(f.sankranti.moment.utc) - Date.parse(g.utc)) / 1000;
    // The endpoint prints whole seconds: ≤ 0.5 s rounding plus the core's error.
    assert.ok(diffSeconds <= printedSecondToleranceSeconds, `${g.utc}: ${diffSeconds} s`);
  }
});
