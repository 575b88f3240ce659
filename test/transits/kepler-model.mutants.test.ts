/**
 * The approximate Saturn model that brackets the ingress searches
 * (src/jyotish/transits/kepler-model.ts: Standish's Keplerian elements with the extra Saturn
 * terms) against swetest's geometric geocentric Saturn in the J2000 ecliptic, 1800–2399.
 * The bound is the model's documented accuracy (about half a degree over 1800–2400, the
 * Jupiter perturbation it leaves out), not a figure fitted to the code. Rows from Debian
 * swetest 2.10.03, day 1 of month (year mod 12) + 1, 0h UT:
 *   swetest -edir<worktree>/data/ephe -b1.<m>.<year> -ut0 -p6 -fJl -j2000 -true -noaberr -nodefl -head
 * Written for the mutants of the file (docs/quality.md, fourth pass).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { approximateSaturnLongitudeJ2000 } from '../../src/jyotish/transits/kepler-model.ts';
import { keplerSaturnModelToleranceDegrees } from '../helpers/tolerances.ts';

// [JD UT, swetest longitude in degrees]
const swetest: readonly [number, number][] = [
  [2378496.5, 131.5912061],
  [2390822.5, 184.3575858],
  [2402783.5, 217.558772],
  [2415140.5, 276.1988354],
  [2427104.5, 308.6210406],
  [2439430.5, 353.9491705],
  [2451788.5, 60.8560771],
  [2463749.5, 96.3091488],
  [2475710.5, 141.831969],
  [2488069.5, 204.2363676],
  [2500395.5, 243.0639641],
  [2512356.5, 284.9533934],
  [2524713.5, 338.3902614],
  [2536677.5, 8.0670331],
  [2549003.5, 73.1377941],
  [2561360.5, 131.3202961],
  [2573321.5, 165.2562673],
  [2585282.5, 216.5352844],
  [2597610.5, 258.0426767],
];

describe('the approximate Saturn model', () => {
  it('stays within half a degree of swetest at 19 dates over 1800–2399, in [0°, 360°)', () => {
    for (const [jd, want] of swetest) {
      const got = approximateSaturnLongitudeJ2000(jd);
      assert.ok(got >= 0 && got < 360, `JD ${jd}: ${got} outside [0, 360)`);
      const off = ((got - want + 540) % 360) - 180;
      assert.ok(Math.abs(off) < keplerSaturnModelToleranceDegrees, `JD ${jd}: ${got.toFixed(4)}°, swetest ${want}° (${off.toFixed(3)}° off)`);
    }
  });
});
