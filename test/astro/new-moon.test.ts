/**
 * New moons from the estimate of the lunation plus Newton steps on the ephemeris
 * (src/astro/new-moon.ts) against the bracketed search of transitions.ts (run to 1e-7 day on
 * the same positions, which positions.golden.test.ts ties to swetest), and against new moons
 * published to the minute (NASA's table of lunar phases).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { lunationBefore, newMoonEstimateJde, newMoonEstimateUt, newMoonNear, newMoonsAround } from '../../src/astro/new-moon.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from '../../src/astro/positions.ts';
import { nextTimeAngleReaches, previousTimeAngleReached } from '../../src/astro/transitions.ts';
import { seededRandom } from '../helpers/random.ts';
import {
  angleDifference, newMoonEstimateToleranceSeconds, newMoonSearchAgreementSeconds, printedMinuteToleranceSeconds,
} from '../helpers/tolerances.ts';

const settingsList: SkySettings[] = [
  { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' },
  { ayanamsha: 'true-chitra', nodeType: 'mean', positions: 'true-geometric' },
];
// Away from the ephemeris' edges: the month around an instant must lie inside 1800–2399.
const jdFrom = 2_378_496.5 + 40;
const jdTo = 2_597_641.5 - 40;
const jdOfUtc = (ms: number) => ms / 86_400_000 + 2_440_587.5;

describe('new moons from the lunation estimate', () => {
  it('are the instants the bracketed search finds, before and after 600 random instants 1800–2400', () => {
    const random = seededRandom(2_121);
    let worst = 0;
    for (let i = 0; i < 600; i++) {
      const sky = settingsList[i % 2];
      const jd = jdFrom + random() * (jdTo - jdFrom);
      const { before, after } = newMoonsAround(jd, sky);
      const b = previousTimeAngleReached('elongation', 0, jd, sky);
      const a = nextTimeAngleReaches('elongation', 0, jd, sky);
      worst = Math.max(worst, Math.abs(before.jd - b) * 86_400, Math.abs(after.jd - a) * 86_400);
      assert.ok(before.jd <= jd && after.jd > jd, `${jd}`);
    }
    assert.ok(worst <= newMoonSearchAgreementSeconds, `worst ${worst} s`);
  });

  it('carry the Sun\'s sidereal longitude at the new moon as a direct call gives it', () => {
    const random = seededRandom(77);
    for (let i = 0; i < 100; i++) {
      const sky = settingsList[i % 2];
      const { before } = newMoonsAround(jdFrom + random() * (jdTo - jdFrom), sky);
      const direct = siderealLongitudeAndSpeed(before.jd, 'sun', sky).degrees;
      assert.ok(angleDifference(before.sunDegrees, direct) < 1e-8, `${before.jd}`);
    }
  });

  it('estimate the new moon of 1977 February as Meeus\' worked example 49.a does (JDE 2443192.65118, k = −283)', () => {
    // Meeus, Astronomical Algorithms (2nd ed.), example 49.a: mean phase 2443192.94102, the
    // periodic terms −0.28916 and the planetary terms −0.00068 give the true new moon at
    // JDE 2443192.65118 (1977 Feb 18, 3h37m42s TD). Printed to 1e-5 day; every periodic and
    // planetary term of the estimate is larger than that at this k unless its sine is near 0.
    assert.ok(Math.abs(newMoonEstimateJde(-283) - 2_443_192.651_18) <= 0.000_005_01, `${newMoonEstimateJde(-283)}`);
  });

  it('start from an estimate within 30 s of the exact new moon', () => {
    const random = seededRandom(5);
    const sky = settingsList[0];
    for (let i = 0; i < 300; i++) {
      const jd = jdFrom + random() * (jdTo - jdFrom);
      const exact = previousTimeAngleReached('elongation', 0, jd, sky);
      const k = lunationBefore(exact + 0.7);
      const nearest = Math.min(...[k - 1, k, k + 1].map((n) => Math.abs(newMoonEstimateUt(n) - exact)));
      assert.ok(nearest * 86_400 <= newMoonEstimateToleranceSeconds, `${exact}: ${nearest * 86_400} s`);
    }
  });

  it('match new moons published to the minute (2000-01-06 18:14 UT, 2024-04-08 18:21 UT)', () => {
    const sky = settingsList[0];
    for (const ms of [Date.UTC(2000, 0, 6, 18, 14), Date.UTC(2024, 3, 8, 18, 21)]) {
      const jd = newMoonNear(jdOfUtc(ms) + 0.3, sky).jd;
      assert.ok(Math.abs(jd - jdOfUtc(ms)) * 86_400 <= printedMinuteToleranceSeconds, new Date(ms).toISOString());
    }
  });

  it('bracket instants that fall between a lunation\'s estimate and its exact new moon, on either side', () => {
    // The estimate is seconds away from the exact instant: an instant between the two is where
    // the search must move one lunation (the estimate on one side of it, the new moon on the other).
    const sky = settingsList[0];
    let between = 0;
    for (let k = -2_000; k <= 4_000; k += 97) {
      const estimate = newMoonEstimateUt(k);
      const exact = newMoonNear(estimate, sky).jd;
      if (Math.abs(exact - estimate) < 1e-6) continue;
      const jd = (estimate + exact) / 2;
      between++;
      const { before, after } = newMoonsAround(jd, sky);
      const b = previousTimeAngleReached('elongation', 0, jd, sky);
      const a = nextTimeAngleReaches('elongation', 0, jd, sky);
      assert.ok(Math.abs(before.jd - b) * 86_400 <= newMoonSearchAgreementSeconds, `k ${k}: before ${before.jd} against ${b}`);
      assert.ok(Math.abs(after.jd - a) * 86_400 <= newMoonSearchAgreementSeconds, `k ${k}: after ${after.jd} against ${a}`);
    }
    assert.ok(between >= 50, `${between} instants examined`);
  });

  it('bracket every instant by one lunation (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: jdFrom, max: jdTo, noNaN: true }), (jd) => {
        const { before, after } = newMoonsAround(jd, settingsList[0]);
        const length = after.jd - before.jd;
        return before.jd <= jd && jd < after.jd && length > 29.2 && length < 29.9;
      }),
      { numRuns: 200, seed: 21 },
    );
  });
});
