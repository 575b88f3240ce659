/**
 * The interpolated rise/set search (`src/astro/rise-set-fast.ts`) against the Swiss Ephemeris'
 * own `swe_rise_trans`, which test/astro/rise-set.golden.test.ts ties to Debian swetest: the
 * same steps on interpolated positions must give the same instants to milliseconds, the same
 * `null` where the library finds no event, and hand every case the fast path does not cover
 * (polar latitudes, the Hindu disc-centre rising) to the library unchanged.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RiseSetFinder } from '../../src/astro/rise-set-fast.ts';
import { nextRiseOrSet, type GeoPosition } from '../../src/astro/rise-set.ts';
import type { JulianDayUt } from '../../src/shared/units.ts';
import { seededRandom } from '../helpers/random.ts';

/** Agreement asked of the interpolated search: 0.1 s at worst, 5 ms for 99 % of events. */
const worstSeconds = 0.1;
const p99Seconds = 0.005;
const jd1800 = 2_378_500;
const spanDays = 219_000;

function randomCase(random: () => number, maxLatitude: number): { startJd: JulianDayUt; geo: GeoPosition } {
  return {
    startJd: (jd1800 + random() * spanDays) as JulianDayUt,
    geo: {
      latitude: (random() * 2 - 1) * maxLatitude,
      longitude: random() * 360 - 180,
      elevationMeters: random() < 0.5 ? 0 : random() * 3000,
    },
  };
}

test('sunrise, sunset, moonrise and moonset agree with swe_rise_trans to milliseconds over 1800–2399 and latitudes up to ±65°', () => {
  const random = seededRandom(2126);
  const errors: number[] = [];
  for (let i = 0; i < 1_000; i++) {
    const { startJd, geo } = randomCase(random, 65);
    const finder = new RiseSetFinder();
    for (const body of ['sun', 'moon'] as const) {
      for (const event of ['rise', 'set'] as const) {
        const expected = nextRiseOrSet(startJd, body, event, geo);
        const actual = finder.next(startJd, body, event, geo);
        assert.equal(actual === null, expected === null, `${body} ${event} at ${JSON.stringify(geo)} from ${startJd}`);
        if (actual !== null && expected !== null) errors.push(Math.abs(actual - expected) * 86_400);
      }
    }
  }
  errors.sort((a, b) => a - b);
  const p99 = errors[Math.floor(errors.length * 0.99)];
  const worst = errors[errors.length - 1];
  assert.ok(worst <= worstSeconds, `worst ${worst} s`);
  assert.ok(p99 <= p99Seconds, `p99 ${p99} s`);
});

test('polar latitudes and the Hindu rising are the library answer itself, null included', () => {
  const random = seededRandom(65);
  let nulls = 0;
  for (let i = 0; i < 150; i++) {
    const { startJd, geo } = randomCase(random, 89);
    geo.latitude = Math.sign(geo.latitude || 1) * (66 + Math.abs(geo.latitude) % 23);
    const finder = new RiseSetFinder();
    for (const body of ['sun', 'moon'] as const) {
      const expected = nextRiseOrSet(startJd, body, 'rise', geo);
      if (expected === null) nulls++;
      assert.equal(finder.next(startJd, body, 'rise', geo), expected);
    }
    assert.equal(finder.next(startJd, 'sun', 'set', geo, 'hindu-disc-centre'), nextRiseOrSet(startJd, 'sun', 'set', geo, 'hindu-disc-centre'));
  }
  assert.ok(nulls > 0, 'the sample holds polar days or nights without a rise');
});

test('a search outside the ephemeris served is refused as out of range', () => {
  const finder = new RiseSetFinder();
  assert.throws(() => finder.next(2_378_000 as JulianDayUt, 'sun', 'rise', { latitude: 10, longitude: 10, elevationMeters: 0 }), (e: unknown) => e instanceof Error && e.name === 'OutOfRange');
});
