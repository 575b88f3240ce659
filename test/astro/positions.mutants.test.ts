/**
 * The cheap position path of the event searches (`siderealLongitudeAndSpeed`), the batch call
 * (`siderealPositions`) and the declared defaults and method ids of the positions module,
 * written for the survivors of the astro mutation run (docs/quality.md). Expected positions are
 * swetest's (test/golden/positions/swetest-positions.json, Debian swetest 2.10.03, command lines
 * in its meta block); the ids and defaults are those /work/shared/methods/time-and-sky.md §4–§5
 * declares (`AYAN.LAHIRI` default, `POS.APPARENT_GEO`, `NODE.MEAN` default, `NODE.TRUE`; README.md there).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  nodeMethodId,
  positionsMethodId,
  siderealLongitudeAndSpeed,
  siderealPositions,
  type BodyId,
  type SkySettings,
} from '../../src/astro/positions.ts';
import { ayanamshas, defaultAyanamsha, type AyanamshaId } from '../../src/astro/ayanamsha.ts';
import { jdUt } from '../../src/shared/units.ts';
import { angleDifference, hundredthArcsecondInDegrees } from '../helpers/tolerances.ts';

type Triple = [number, number, number];
interface PositionCase {
  id: string;
  jd_ut: number;
  ayanamsha: AyanamshaId;
  apparent: { bodies: Record<string, Triple> };
}
const corpus = JSON.parse(
  readFileSync(new URL('../golden/positions/swetest-positions.json', import.meta.url), 'utf8'),
) as { cases: PositionCase[] };
/** Same limits as positions.golden.test.ts: 0.01″ and 1e-7 °/day (print rounding only). */
const speedToleranceDegreesPerDay = 1e-7;

/** Every 7th case: all eleven ayanamshas appear, and the file stays fast. */
const sample = corpus.cases.filter((_, i) => i % 7 === 0);

test('the event-search path gives swetest\'s sidereal longitude and speed of the Sun, Moon, Saturn, mean Rahu and mean Ketu (Rahu + 180°)', () => {
  const failures: string[] = [];
  for (const c of sample) {
    const settings: SkySettings = { ayanamsha: c.ayanamsha, nodeType: 'mean', positions: 'apparent' };
    const b = c.apparent.bodies;
    const want: [BodyId, number, number][] = [
      ['sun', b.sun[0], b.sun[2]],
      ['moon', b.moon[0], b.moon[2]],
      ['saturn', b.saturn[0], b.saturn[2]],
      ['rahu', b.mean_node[0], b.mean_node[2]],
      ['ketu', (b.mean_node[0] + 180) % 360, b.mean_node[2]],
    ];
    for (const [body, lon, speed] of want) {
      const got = siderealLongitudeAndSpeed(c.jd_ut, body, settings);
      const dLon = angleDifference(got.degrees, lon);
      const dSpeed = Math.abs(got.degreesPerDay - speed);
      if (!(dLon <= hundredthArcsecondInDegrees && dSpeed <= speedToleranceDegreesPerDay)) {
        failures.push(`${c.id} ${c.ayanamsha} ${body}: got ${got.degrees} want ${lon}`);
      }
    }
  }
  assert.ok(sample.length >= 40, `${sample.length} cases`);
  assert.deepEqual(failures.slice(0, 10), [], `${failures.length} values outside tolerance`);
});

test('the batch call returns each asked body under its own key with swetest\'s longitude and the retrograde flag of its speed', () => {
  const c = corpus.cases[0];
  const r = siderealPositions(jdUt(c.jd_ut), ['sun', 'mars', 'rahu'] as const, { ayanamsha: c.ayanamsha, nodeType: 'mean', positions: 'apparent' });
  assert.deepEqual(Object.keys(r).sort(), ['mars', 'rahu', 'sun']);
  const b = c.apparent.bodies;
  for (const [body, want] of [['sun', b.sun], ['mars', b.mars], ['rahu', b.mean_node]] as const) {
    assert.equal(r[body].body, body);
    assert.ok(angleDifference(r[body].longitude, want[0]) <= hundredthArcsecondInDegrees, `${body} ${r[body].longitude} ≠ ${want[0]}`);
    assert.equal(r[body].retrograde, want[2] < 0, body);
  }
  // The mean node always moves backwards (time-and-sky.md §5).
  assert.equal(r.rahu.retrograde, true);
});

test('the declared defaults and method ids are those of time-and-sky.md: Lahiri (sid mode 1), apparent positions, mean and true node', () => {
  assert.equal(defaultAyanamsha, 'lahiri');
  assert.deepEqual(ayanamshas[defaultAyanamsha], { sweMode: 1, methodId: 'AYAN.LAHIRI' });
  assert.deepEqual({ ...nodeMethodId }, { mean: 'NODE.MEAN', true: 'NODE.TRUE' });
  assert.equal(positionsMethodId.apparent, 'POS.APPARENT_GEO');
  // The true-geometric option (PyJHora's convention) has no id in the shared methods files: it
  // must be a POS id of its own, distinct from the default's.
  assert.match(positionsMethodId['true-geometric'], /^POS\.[A-Z_]+$/);
  assert.notEqual(positionsMethodId['true-geometric'], positionsMethodId.apparent);
});
