/**
 * The cheaper Sun/Moon sidereal call (src/astro/sidereal-sun-moon.ts: the longitude on the mean
 * equinox of date less the mean ayanamsha, the ayanamsha on a straight line per 64-day bucket)
 * against the Swiss Ephemeris' own sidereal call (`siderealLongitudeAndSpeed`, which
 * positions.golden.test.ts ties to swetest), at seeded random instants 1800–2400, for every
 * ayanamsha served and both position kinds. The expected values come from the library, not
 * from the code under test.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ayanamshaIds } from '../../src/astro/ayanamsha.ts';
import { siderealLongitudeAndSpeed, type PositionKind } from '../../src/astro/positions.ts';
import { sunMoonSiderealLongitudeAndSpeed } from '../../src/astro/sidereal-sun-moon.ts';
import { seededRandom } from '../helpers/random.ts';
import { angleDifference, siderealSunMoonAgreementDegrees } from '../helpers/tolerances.ts';

const jd1800 = 2_378_496.5;
const jd2400 = 2_597_641.5;
const positionKinds: PositionKind[] = ['apparent', 'true-geometric'];

test('the Sun and the Moon from the mean-equinox call agree with the library sidereal call within 1e-9° for every ayanamsha', () => {
  const random = seededRandom(2_026_11_25);
  let worst = 0;
  let worstSpeed = 0;
  for (const ayanamsha of ayanamshaIds) {
    for (const positions of positionKinds) {
      const settings = { ayanamsha, nodeType: 'mean' as const, positions };
      for (let i = 0; i < 150; i++) {
        const jd = jd1800 + 1 + random() * (jd2400 - jd1800 - 2);
        for (const body of ['sun', 'moon'] as const) {
          const fast = sunMoonSiderealLongitudeAndSpeed(jd, body, settings);
          const direct = siderealLongitudeAndSpeed(jd, body, settings);
          assert.ok(fast.degrees >= 0 && fast.degrees < 360, `${ayanamsha} ${body} ${jd}: ${fast.degrees} outside [0, 360)`);
          worst = Math.max(worst, Math.abs(angleDifference(fast.degrees, direct.degrees)));
          worstSpeed = Math.max(worstSpeed, Math.abs(fast.degreesPerDay - direct.degreesPerDay));
        }
      }
    }
  }
  assert.ok(worst <= siderealSunMoonAgreementDegrees, `worst longitude difference ${worst}°`);
  // The library differences its ayanamsha over 0.001 day for the speed; the line's slope is the
  // same rate to ~1e-10 °/day (the Moon moves ~13 °/day).
  assert.ok(worstSpeed <= 1e-8, `worst speed difference ${worstSpeed} °/day`);
});

test('instants at the ends of a 64-day ayanamsha bucket agree as well as its centre', () => {
  const settings = { ayanamsha: 'lahiri' as const, nodeType: 'mean' as const, positions: 'apparent' as const };
  for (const centre of [2_400_000, 2_451_584, 2_500_032]) {
    for (const offset of [-31.99, -16, 0, 16, 31.99]) {
      const jd = centre + offset;
      const fast = sunMoonSiderealLongitudeAndSpeed(jd, 'moon', settings);
      const direct = siderealLongitudeAndSpeed(jd, 'moon', settings);
      assert.ok(Math.abs(angleDifference(fast.degrees, direct.degrees)) <= siderealSunMoonAgreementDegrees, `${jd}`);
    }
  }
});
