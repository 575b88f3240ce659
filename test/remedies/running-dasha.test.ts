/**
 * `runningVimshottari` on the worked example of ../shared/methods/dashas.md §1: λ☾ = 269.8424°
 * (Uttara Ashadha, the Sun's nakshatra), f = 0.238183, balance 4.570904 years at 365.25 days a
 * year. By hand: 0.238183 × 6 = 1.429098 years of the Sun's period had run at birth; the Sun's
 * antardashas (BPHS 46, years × 6 / 120) are Sun 0.3, Moon 0.5, Mars 0.35, Rahu 0.9 …, so at
 * birth the Sun–Rahu antardasha runs (0.3 + 0.5 + 0.35 = 1.15 ≤ 1.429 < 2.05).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runningVimshottari } from '../../src/jyotish/remedies/bases.ts';
import { rashiLord } from '../../src/jyotish/core/zodiac.ts';

const birthJd = 2_451_545.0;
const moon = 269.8424;
const Y = 365.25;
const elapsedAtBirth = 0.238183 * 6; // years of the Sun's period before birth
/**
 * The example gives λ☾ to 0.0001°, so f is known to ±0.00005° / 13.333…° = ±3.75e-6 and every
 * date inside the Sun's 6-year period to ±3.75e-6 × 6 years (±0.008 days).
 */
const dayTolerance = (0.00005 / (40 / 3)) * 6 * Y;

describe('the Vimshottari periods running at an instant (dashas.md §1 example)', () => {
  it('finds the Sun mahadasha and the Sun–Rahu antardasha at birth', () => {
    const r = runningVimshottari(birthJd, moon, Y, birthJd);
    assert.equal(r.mahadasha.lord, 'sun');
    assert.equal(r.antardasha.lord, 'rahu');
    assert.equal(r.cycle, 0);
    assert.ok(Math.abs(r.mahadasha.startJd - (birthJd - elapsedAtBirth * Y)) < dayTolerance);
    assert.ok(Math.abs(r.antardasha.startJd - (birthJd - (elapsedAtBirth - 1.15) * Y)) < dayTolerance);
  });

  it('counts a period as running from its first instant: the Moon mahadasha at the end of the 4.570904-year balance', () => {
    const sunEnd = runningVimshottari(birthJd, moon, Y, birthJd).mahadasha.endJd;
    assert.ok(Math.abs(sunEnd - (birthJd + 4.570904 * Y)) < dayTolerance);
    const atEnd = runningVimshottari(birthJd, moon, Y, sunEnd);
    assert.equal(atEnd.mahadasha.lord, 'moon');
    assert.equal(atEnd.antardasha.lord, 'moon');
    assert.equal(runningVimshottari(birthJd, moon, Y, sunEnd - 1e-6).antardasha.lord, 'venus');
  });

  it('continues into a second 120-year cycle and names it cycle 1', () => {
    const periodStart = birthJd - elapsedAtBirth * Y;
    const r = runningVimshottari(birthJd, moon, Y, periodStart + 120 * Y + 1);
    assert.equal(r.mahadasha.lord, 'sun');
    assert.equal(r.antardasha.lord, 'sun');
    assert.equal(r.cycle, 1);
    assert.ok(Math.abs(r.mahadasha.startJd - (periodStart + 120 * Y)) < dayTolerance);
    const far = runningVimshottari(birthJd, moon, Y, birthJd + 599 * Y);
    assert.ok(far.mahadasha.startJd <= birthJd + 599 * Y && birthJd + 599 * Y < far.mahadasha.endJd);
    // 599 + 1.429 years after the period start: 600.4 / 120 → the sixth cycle (index 5)
    assert.equal(far.cycle, 5);
  });

  it('names the classical lord of every sign (Aries Mars … Pisces Jupiter)', () => {
    assert.deepEqual(Array.from({ length: 12 }, (_, s) => rashiLord[s]), [
      'mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter',
    ]);
  });
});
