/**
 * Panchaka of a day (day-completion.ts) against a search on the library's own sidereal Moon
 * (`nextTimeAngleReaches` / `previousTimeAngleReached` of transitions.ts, direct ephemeris calls,
 * tied to swetest by positions.golden.test.ts): none exactly when the Moon is outside 300°–360°
 * at the day's start and reaches 300° only after the day ends (the early return for a Moon out
 * of reach must never hide a Panchaka), and otherwise the same start and end within a second.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siderealLongitudeAndSpeed } from '../../src/astro/positions.ts';
import { nextTimeAngleReaches, previousTimeAngleReached } from '../../src/astro/transitions.ts';
import { panchangDayInput } from '../../src/calculations/panchang/compute.ts';
import { resolveBirth } from '../../src/calculations/shared/birth.ts';
import { computePanchangDay } from '../../src/jyotish/panchang/panchang.ts';
import { seededRandom } from '../helpers/random.ts';
import { oneSecondInDays, printedSecondToleranceSeconds } from '../helpers/tolerances.ts';

const zones: [string, number, number][] = [['Asia/Kolkata', 28.61, 77.21], ['America/New_York', 40.71, -74.0], ['Europe/London', 51.5, -0.12]];
const two = (n: number) => String(n).padStart(2, '0');

test('a day has a Panchaka exactly when the Moon is in 300°–360° at its start or reaches 300° before it ends', () => {
  const random = seededRandom(2_026_11_25);
  let some = 0;
  let none = 0;
  for (let i = 0; i < 160; i++) {
    const [timezone, latitude, longitude] = zones[i % zones.length];
    const body = {
      localDate: `${1801 + Math.floor(random() * 598)}-${two(1 + Math.floor(random() * 12))}-${two(1 + Math.floor(random() * 28))}`,
      localTime: '12:00:00', timezone, latitude, longitude,
    };
    const day = computePanchangDay(panchangDayInput(resolveBirth(body)));
    const sky = { ayanamsha: 'lahiri' as const, nodeType: 'mean' as const, positions: 'apparent' as const };
    const moonAtStart = siderealLongitudeAndSpeed(day.dayStartJd, 'moon', sky).degrees;
    const inside = moonAtStart >= 300;
    const startJd = inside ? previousTimeAngleReached('moon', 300, day.dayStartJd, sky) : nextTimeAngleReaches('moon', 300, day.dayStartJd, sky);
    const p = day.completion.panchaka;
    if (!inside && startJd >= day.dayEndJd) {
      assert.equal(p, null, `${body.localDate} ${timezone}: the Moon reaches 300° after the day, yet a Panchaka was listed`);
      none++;
      continue;
    }
    assert.ok(p !== null, `${body.localDate} ${timezone}: Panchaka missing`);
    assert.ok(Math.abs(p.startJd - startJd) / oneSecondInDays <= printedSecondToleranceSeconds, `${body.localDate} start`);
    const endJd = nextTimeAngleReaches('moon', 0, Math.max(startJd, day.dayStartJd), sky);
    assert.ok(Math.abs(p.endJd - endJd) / oneSecondInDays <= printedSecondToleranceSeconds, `${body.localDate} end`);
    some++;
  }
  assert.ok(some > 10 && none > 10, `${some} days with, ${none} without`);
});
