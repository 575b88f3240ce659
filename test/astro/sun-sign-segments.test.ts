/**
 * The Sun's sidereal signs over a day found from a model's guess (src/astro/sun-sign-segments.ts)
 * against the general segment search of transitions.ts on the library's own sidereal call
 * (`siderealLongitudeAndSpeed`, tied to swetest by positions.golden.test.ts), at seeded random
 * days 1800–2400, for precessional and star-based ayanamshas and both position kinds. The
 * expected instants come from the library and the general search, not from the code under test.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siderealLongitudeAndSpeed, type PositionKind } from '../../src/astro/positions.ts';
import { sunMoonSiderealLongitudeAndSpeed } from '../../src/astro/sidereal-sun-moon.ts';
import { guessAfterArc, modelLongitude, sunSignSegmentsBetween } from '../../src/astro/sun-sign-segments.ts';
import { minimumRate, segmentsBetween } from '../../src/astro/transitions.ts';
import { swe } from '../../src/astro/swe.ts';
import { seededRandom } from '../helpers/random.ts';
import { oneSecondInDays, sunModelGuessToleranceMinutes, sunSignGuidedSearchAgreementSeconds } from '../helpers/tolerances.ts';

const jd1800 = 2_378_496.5;
const jd2400 = 2_597_641.5;

test('the Sun signs of a day from the guided search are the general search\'s signs at the same instants', () => {
  const random = seededRandom(2_026_11_25);
  let worstSeconds = 0;
  let withIngress = 0;
  for (const ayanamsha of ['lahiri', 'raman', 'krishnamurti', 'true-chitra'] as const) {
    for (const positions of ['apparent', 'true-geometric'] as PositionKind[]) {
      const settings = { ayanamsha, nodeType: 'mean' as const, positions };
      for (let i = 0; i < 120; i++) {
        const from = jd1800 + 40 + random() * (jd2400 - jd1800 - 80);
        const to = from + 0.9 + random() * 0.25;
        const expected = segmentsBetween((t) => siderealLongitudeAndSpeed(t, 'sun', settings), 30, minimumRate.sun, from, to);
        const actual = sunSignSegmentsBetween(settings, from, to);
        assert.deepEqual(actual.map((s) => s.index), expected.map((s) => s.index), `${ayanamsha} ${positions} ${from}`);
        if (actual.length > 1) withIngress++;
        actual.forEach((s, k) => {
          worstSeconds = Math.max(worstSeconds, Math.abs(s.startJd - expected[k].startJd) / oneSecondInDays, Math.abs(s.endJd - expected[k].endJd) / oneSecondInDays);
        });
      }
    }
  }
  assert.ok(worstSeconds <= sunSignGuidedSearchAgreementSeconds, `worst ${worstSeconds} s`);
  assert.ok(withIngress > 0, "some days hold an ingress");
});

test('a day with an ingress lists both signs, the ingress at the same instant as the general search', () => {
  // 2024-04-13 ~21:00 UT: the sidereal Sun (Lahiri) enters Mesha (Mesha sankranti).
  const settings = { ayanamsha: 'lahiri' as const, nodeType: 'mean' as const, positions: 'apparent' as PositionKind };
  const from = 2_460_414.0; // 2024-04-13 12:00 UT
  const expected = segmentsBetween((t) => siderealLongitudeAndSpeed(t, 'sun', settings), 30, minimumRate.sun, from, from + 1);
  const actual = sunSignSegmentsBetween(settings, from, from + 1);
  assert.equal(actual.length, 2);
  assert.deepEqual(actual.map((s) => s.index), [11, 0]);
  assert.ok(Math.abs(actual[0].endJd - expected[0].endJd) / oneSecondInDays <= sunSignGuidedSearchAgreementSeconds);
  assert.equal(actual[1].startJd, actual[0].endJd);
});

test('the guided search needs fewer ephemeris calls than the general one for the same signs', () => {
  const settings = { ayanamsha: 'lahiri' as const, nodeType: 'mean' as const, positions: 'apparent' as PositionKind };
  const random = seededRandom(7);
  const calc = swe.calc_ut;
  let calls = 0;
  const counting = ((...args: Parameters<typeof calc>) => {
    calls++;
    return calc(...args);
  }) as typeof calc;
  let general = 0;
  let guided = 0;
  swe.calc_ut = counting;
  try {
    for (let i = 0; i < 200; i++) {
      const from = jd1800 + 40 + random() * (jd2400 - jd1800 - 80);
      calls = 0;
      segmentsBetween((t) => sunMoonSiderealLongitudeAndSpeed(t, 'sun', settings), 30, minimumRate.sun, from, from + 1);
      general += calls;
      calls = 0;
      sunSignSegmentsBetween(settings, from, from + 1);
      guided += calls;
    }
  } finally {
    swe.calc_ut = calc;
  }
  assert.ok(guided < general, `guided ${guided} calls, general ${general}`);
});

test('the model\'s guess of the next and the previous ingress lies within minutes of the ingress the general search finds', () => {
  // Expected instants: the general segment search on the library's sidereal Sun (tied to swetest
  // by positions.golden.test.ts). The guess only seeds the solver, so a wrong model coefficient
  // changes no served instant; this is the test that notices it.
  const random = seededRandom(3);
  let worstMinutes = 0;
  for (const ayanamsha of ['lahiri', 'true-chitra'] as const) {
    const settings = { ayanamsha, nodeType: 'mean' as const, positions: 'apparent' as PositionKind };
    for (let i = 0; i < 150; i++) {
      const t = jd1800 + 40 + random() * (jd2400 - jd1800 - 80);
      const sample = siderealLongitudeAndSpeed(t, 'sun', settings);
      const sign = Math.floor(sample.degrees / 30);
      const [segment] = segmentsBetween((x) => siderealLongitudeAndSpeed(x, 'sun', settings), 30, minimumRate.sun, t, t + 0.001);
      const ahead = guessAfterArc(t, sample, (sign + 1) * 30 - sample.degrees);
      const back = guessAfterArc(t, sample, -(sample.degrees - sign * 30));
      worstMinutes = Math.max(worstMinutes, Math.abs(ahead - segment.endJd) * 1440, Math.abs(back - segment.startJd) * 1440);
    }
  }
  assert.ok(worstMinutes <= sunModelGuessToleranceMinutes, `worst ${worstMinutes.toFixed(2)} min`);
});

test('the model is Meeus\' low-precision Sun: Example 25.a (1992 October 13.0) gives L0 + C = 199.90988° once the precession term is added back', () => {
  // Meeus, Astronomical Algorithms (2nd ed.), Example 25.a: JDE 2448908.5, T = −0.072183436,
  // L0 = 201.80720°, C = −1.89732°, true longitude 199.90988° (printed to 1e-5°). The model
  // subtracts the general precession of 50.29″ a year since J2000 (written out here).
  const jd = 2_448_908.5;
  const precession = (50.29 / 3600 / 365.25) * (jd - 2_451_545);
  const longitude = (((modelLongitude(jd) + precession) % 360) + 360) % 360;
  assert.ok(Math.abs(longitude - 199.90988) <= 2e-5, `${longitude}`);
});
