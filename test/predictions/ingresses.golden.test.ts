/**
 * Sign ingresses, stations, the Moon's nakshatra changes and sunrise day boundaries against
 * Debian's swetest (test/golden/predictions/swetest-ingresses.json, see its README).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { divisionTimeline } from '../../src/astro/ingresses.ts';
import { stationsBetween, type StationBody } from '../../src/astro/stations.ts';
import type { BodyId, SkySettings } from '../../src/astro/positions.ts';
import { errorSummary, oneMinuteInDays } from '../helpers/tolerances.ts';
import { build, postJson } from '../helpers/app.ts';

interface Crossing { body: string; jd_ut: number; utc: string; from: number; to: number; retrograde: boolean }
interface StationRow { body: string; jd_ut: number; utc: string; kind: string }
interface Sunrise { place: string; latitude: number; longitude: number; timezone: string; local_date: string; sunrise_jd_ut: number; sunrise_utc: string }

const golden = JSON.parse(readFileSync(new URL('../golden/predictions/swetest-ingresses.json', import.meta.url), 'utf8')) as {
  ingresses: Crossing[];
  stations: StationRow[];
  moon_nakshatra_changes: Crossing[];
  sunrises: Sunrise[];
};
const sky: SkySettings = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' };
const jd2024 = 2460310.5;
const jd2026 = 2461041.5;
const march2024 = [2460370.5, 2460401.5] as const;

function compare(label: string, ours: { jd: number; toIndex: number; fromIndex: number; retrograde: boolean }[], theirs: Crossing[]) {
  assert.equal(ours.length, theirs.length, `${label}: ${ours.length} crossings, swetest ${theirs.length}`);
  const errors = ours.map((c, i) => {
    const s = theirs[i];
    assert.equal(c.toIndex, s.to, `${label} ${s.utc}: entered`);
    assert.equal(c.fromIndex, s.from, `${label} ${s.utc}: left`);
    assert.equal(c.retrograde, s.retrograde, `${label} ${s.utc}: direction`);
    const d = Math.abs(c.jd - s.jd_ut);
    assert.ok(d < oneMinuteInDays, `${label} ${s.utc}: ${(d * 86400).toFixed(1)} s apart`);
    return d * 86400;
  });
  return errorSummary(errors);
}

describe('sign ingresses and stations against swetest', () => {
  it('has at least 30 swetest ingress instants to compare', () => {
    assert.ok(golden.ingresses.length >= 30, `${golden.ingresses.length}`);
  });

  for (const body of ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu'] as const) {
    it(`finds every sidereal sign ingress of ${body} in 2024–2025 within a minute of swetest`, () => {
      const theirs = golden.ingresses.filter((x) => x.body === body);
      const ours = divisionTimeline(body as BodyId, jd2024, jd2026, 30, sky).crossings;
      const s = compare(body, ours, theirs);
      assert.ok(s.max < 1, `${body}: worst ${s.max.toFixed(3)} s over ${s.n}`);
    });
  }

  it('finds every sign ingress and nakshatra change of the Moon in March 2024 within a minute of swetest', () => {
    const signs = compare('moon signs', divisionTimeline('moon', march2024[0], march2024[1], 30, sky).crossings, golden.ingresses.filter((x) => x.body === 'moon'));
    const naks = compare('moon nakshatras', divisionTimeline('moon', march2024[0], march2024[1], 360 / 27, sky).crossings, golden.moon_nakshatra_changes);
    assert.ok(signs.max < 1 && naks.max < 1, `worst ${signs.max.toFixed(3)} s / ${naks.max.toFixed(3)} s`);
  });

  for (const body of ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const) {
    it(`finds the retrograde and direct stations of ${body} in 2024–2025 within a minute of swetest`, () => {
      const theirs = golden.stations.filter((x) => x.body === body);
      const ours = stationsBetween(body as StationBody, jd2024, jd2026, sky);
      assert.equal(ours.length, theirs.length, `${body}: ${ours.length} stations, swetest ${theirs.length}`);
      ours.forEach((s, i) => {
        assert.equal(s.kind, theirs[i].kind, `${body} ${theirs[i].utc}`);
        assert.ok(Math.abs(s.jd - theirs[i].jd_ut) < oneMinuteInDays, `${body} ${theirs[i].utc}: ${((s.jd - theirs[i].jd_ut) * 86400).toFixed(1)} s`);
      });
    });
  }
});

describe('sunrise day boundaries against swetest', () => {
  for (const s of golden.sunrises) {
    it(`starts the daily prediction for ${s.place} on ${s.local_date} at swetest's sunrise (${s.sunrise_utc})`, async (t) => {
      const { app } = await build(t);
      const res = await postJson(app, '/v2/predictions/daily', {
        moonSign: 1, date: s.local_date, timezone: s.timezone, latitude: s.latitude, longitude: s.longitude,
      });
      assert.equal(res.statusCode, 200, res.body);
      const r = res.json();
      assert.equal(r.result.period.dayStart, 'sunrise');
      assert.equal(r.method.dayStartMethodId, 'VAARA.SUNRISE');
      const ours = Date.parse(r.result.period.start.utc);
      const theirs = Date.parse(s.sunrise_utc);
      // Our instants are rounded to the second, swetest prints tenths: within one second.
      assert.ok(Math.abs(ours - theirs) <= 1000, `${r.result.period.start.utc} vs ${s.sunrise_utc}`);
    });
  }
});
