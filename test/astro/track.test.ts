/**
 * The interpolated LongitudeTrack (cubic Hermite; Moon nodes 0.25 day apart, Sun nodes one
 * day apart) against direct Swiss Ephemeris calls, which positions.golden.test.ts ties to
 * swetest within 0.01″. Limit: 0.02″ (≈ 0.04 s of a Moon-driven limb boundary). With 0.5-day
 * Moon nodes the error reached 0.04″ (former known deviation KD-1: the Moon's λ⁗ reaches
 * ~0.07°/d⁴), hence the quarter-day nodes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LongitudeTrack, SunMoonTrack } from '../../src/astro/track.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from '../../src/astro/positions.ts';
import { seededRandom } from '../helpers/random.ts';
import { angleDifference, errorSummary } from '../helpers/tolerances.ts';

/** Interpolation error limit of the brief: 0.02″ (≈ 0.04 s of a Moon-driven limb boundary). */
const trackToleranceDegrees = 0.02 / 3600;
/** Speed limit: 1″ per day (the Moon moves ~47,000″ a day; speeds only steer root finding). */
const trackSpeedToleranceDegreesPerDay = 1 / 3600;

const instantsPerBody = 2_500;
const jd1800 = 2_378_496.5; // 1800-01-01T00:00Z
const jd2400 = 2_597_641.5; // 2400-01-01T00:00Z

const settingsList: SkySettings[] = [
  { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' },
  { ayanamsha: 'true-chitra', nodeType: 'mean', positions: 'true-geometric' },
];

interface TrackSample {
  jd: number;
  ayanamsha: string;
  errorDegrees: number;
  speedErrorDegreesPerDay: number;
}

/** Track vs direct ephemeris at seeded random instants, each within ±3 days of a track anchor. */
function sampleTrack(body: 'sun' | 'moon'): TrackSample[] {
  const random = seededRandom(body === 'sun' ? 1_800 : 2_399);
  const out: TrackSample[] = [];
  for (let i = 0; i < instantsPerBody; i++) {
    const settings = settingsList[i % settingsList.length];
    // Anchor like the panchang does (a UT noon), then look up to ±3 days around it.
    const anchor = Math.floor(jd1800 + 5 + random() * (jd2400 - jd1800 - 10)) + 0.5;
    const track = new LongitudeTrack(body, settings, anchor);
    for (let k = 0; k < 2; k++) {
      const jd = anchor + (random() - 0.5) * 6;
      const got = track.at(jd);
      const want = siderealLongitudeAndSpeed(jd, body, settings);
      assert.ok(got.degrees >= 0 && got.degrees < 360);
      out.push({
        jd,
        ayanamsha: settings.ayanamsha,
        errorDegrees: angleDifference(got.degrees, want.degrees),
        speedErrorDegreesPerDay: Math.abs(got.degreesPerDay - want.degreesPerDay),
      });
    }
  }
  return out;
}

const samples = { sun: sampleTrack('sun'), moon: sampleTrack('moon') };

function outside(list: TrackSample[], toleranceDegrees: number): string[] {
  return list
    .filter((s) => !(s.errorDegrees <= toleranceDegrees && s.speedErrorDegreesPerDay <= trackSpeedToleranceDegreesPerDay))
    .map((s) => `jd ${s.jd} ${s.ayanamsha}: Δλ ${s.errorDegrees * 3600}″ Δv ${s.speedErrorDegreesPerDay * 3600}″/d`);
}

for (const body of ['sun', 'moon'] as const) {
  test(`the ${body} track stays within 0.02″ of direct ephemeris calls at ${2 * instantsPerBody} random instants over 1800–2399`, (t) => {
    const s = errorSummary(samples[body].map((x) => x.errorDegrees * 3600));
    const v = errorSummary(samples[body].map((x) => x.speedErrorDegreesPerDay * 3600));
    t.diagnostic(`${body} track longitude: n=${s.n} rms=${s.rms.toExponential(2)}″ max=${s.max.toExponential(2)}″`);
    t.diagnostic(`${body} track speed: rms=${v.rms.toExponential(2)}″/d max=${v.max.toExponential(2)}″/d`);
    const failures = outside(samples[body], trackToleranceDegrees);
    assert.deepEqual(failures.slice(0, 10), [], `${failures.length} samples outside tolerance`);
  });
}

test('the track is exact at its nodes and continuous across 0°/360°', () => {
  const settings = settingsList[0];
  const track = new SunMoonTrack(settings, 2_459_603.5);
  for (let i = -4; i <= 4; i++) {
    const jd = 2_459_603.5 + i * 0.5;
    assert.ok(angleDifference(track.moon.at(jd).degrees, siderealLongitudeAndSpeed(jd, 'moon', settings).degrees) < 1e-9);
  }
  // Walk the Moon through a full sidereal month in 1-hour steps: no step may jump.
  let previous = track.moon.at(2_459_603.5).degrees;
  for (let h = 1; h <= 28 * 24; h++) {
    const now = track.moon.at(2_459_603.5 + h / 24).degrees;
    assert.ok(angleDifference(now, previous) < 1, `jump at hour ${h}`);
    previous = now;
  }
});
