/**
 * Eclipse searches against Debian's swetest (test/golden/eclipses/README.md): type, maximum
 * and outer contacts of every solar and lunar eclipse of 2024–2025, and the eclipsed
 * luminary's sidereal (Lahiri) longitude at maximum.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initEphemeris } from '../../src/astro/swe.ts';
import { eclipsesBetween, nextEclipse } from '../../src/astro/eclipses.ts';
import type { SkySettings } from '../../src/astro/positions.ts';
import { angleDifference, oneArcsecondInDegrees, oneSecondInDays } from '../helpers/tolerances.ts';

initEphemeris();
const lahiri: SkySettings = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' };

/** JD of a UT clock time on a date (proleptic Gregorian, valid 1901–2099). */
function jd(y: number, m: number, d: number, hh: number, mm: number, ss: number): number {
  return Date.UTC(y, m - 1, d, hh, mm, 0) / 86_400_000 + 2_440_587.5 + ss / 86_400;
}

// From the swetest output: kind, type, JD of maximum, first and last contact.
const expected = [
  { kind: 'lunar', type: 'penumbral', max: 2460394.800609, start: jd(2024, 3, 25, 4, 53, 13.9), end: jd(2024, 3, 25, 9, 32, 29.6) },
  { kind: 'solar', type: 'total', max: 2460409.262041, start: jd(2024, 4, 8, 15, 42, 16.9), end: jd(2024, 4, 8, 20, 52, 8.6) },
  { kind: 'lunar', type: 'partial', max: 2460571.614092, start: jd(2024, 9, 18, 0, 41, 7.4), end: jd(2024, 9, 18, 4, 47, 26.7) },
  { kind: 'solar', type: 'annular', max: 2460586.281299, start: jd(2024, 10, 2, 15, 43, 2.6), end: jd(2024, 10, 2, 21, 46, 45.1) },
  { kind: 'lunar', type: 'total', max: 2460748.790811, start: jd(2025, 3, 14, 3, 57, 26.5), end: jd(2025, 3, 14, 10, 0, 11.4) },
  { kind: 'solar', type: 'partial', max: 2460763.949601, start: jd(2025, 3, 29, 8, 50, 46.6), end: jd(2025, 3, 29, 12, 43, 27.5) },
  { kind: 'lunar', type: 'total', max: 2460926.258221, start: jd(2025, 9, 7, 15, 28, 24.6), end: jd(2025, 9, 7, 20, 55, 8.9) },
  { kind: 'solar', type: 'partial', max: 2460940.320821, start: jd(2025, 9, 21, 17, 29, 45.9), end: jd(2025, 9, 21, 21, 53, 25.8) },
];

test('every eclipse of 2024–2025 is found with its type, maximum and outer contacts within 1 s of swetest', () => {
  const found = eclipsesBetween(jd(2024, 1, 1, 0, 0, 0), jd(2026, 1, 1, 0, 0, 0), lahiri);
  assert.equal(found.length, expected.length);
  found.forEach((e, i) => {
    const x = expected[i];
    assert.equal(e.kind, x.kind, `#${i}`);
    assert.equal(e.type, x.type, `#${i}`);
    // swetest prints the maximum's JD to 1e-6 day (0.09 s) and contacts to 0.1 s.
    assert.ok(Math.abs(e.maximumJd - x.max) < oneSecondInDays, `#${i} maximum`);
    assert.ok(Math.abs(e.startJd - x.start) < oneSecondInDays, `#${i} start`);
    assert.ok(Math.abs(e.endJd - x.end) < oneSecondInDays, `#${i} end`);
  });
});

test('an eclipse in progress at the start of the range is included', () => {
  // The total lunar eclipse of 2025-03-14 runs 03:57–10:00 UT; a range starting at 06:00 holds it.
  const found = eclipsesBetween(jd(2025, 3, 14, 6, 0, 0), jd(2025, 3, 15, 0, 0, 0), lahiri);
  assert.deepEqual(found.map((e) => e.kind), ['lunar']);
});

test('the eclipsed luminary is placed at its sidereal longitude at maximum (swetest -sid1)', () => {
  const solar = nextEclipse('solar', jd(2024, 4, 1, 0, 0, 0), lahiri);
  // swetest -bj2460409.262041 -ut -sid1 -p0: Sun 355.2033967 (Pisces).
  assert.ok(angleDifference(solar.luminaryLongitude, 355.2033967) < oneArcsecondInDegrees);
  const lunar = nextEclipse('lunar', jd(2025, 3, 1, 0, 0, 0), lahiri);
  // swetest -bj2460748.790811 -ut -sid1 -p1: Moon 149.7673474 (Leo).
  assert.ok(angleDifference(lunar.luminaryLongitude, 149.7673474) < oneArcsecondInDegrees);
});
