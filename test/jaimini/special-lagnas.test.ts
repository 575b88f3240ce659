/**
 * Hora and ghati lagna (SPECIAL_LAGNA.SUNRISE_RATE) against Jagannatha Hora's screen values for
 * the 1996-12-07 10:34 Chennai chart, as quoted in PyJHora's test suite (JHora: HL Pisces
 * 27°05′47″, GL Libra 5°39′33″). Both lagnas run from the same sunrise, so a difference in
 * sunrise time shows in both, 0.5′ of HL and 1.25′ of GL per second; the tolerance is five
 * seconds of sunrise time. (PyJHora's own values, 27°21′27″ and 5°57′45″, differ from JHora by
 * 28 s and 11 s of sunrise time respectively — not one consistent sunrise — so JHora is the reference.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { jaiminiFoundationsCalculation } from '../../src/calculations/jaimini-foundations/index.ts';
import { ghatiLagnaDegreesPerMinute, horaLagnaDegreesPerMinute, specialLagna } from '../../src/jyotish/jaimini/special-lagnas.ts';
import { chennai1996 } from './jaimini-helpers.ts';
import { printedSecondToleranceSeconds } from '../helpers/tolerances.ts';

const sunriseSeconds = 5;
const hlTolerance = (0.5 / 60) * sunriseSeconds; // degrees
const glTolerance = (1.25 / 60) * sunriseSeconds;
const dms = (s: number, d: number, m: number, sec: number) => s * 30 + d + m / 60 + sec / 3600;

describe('hora and ghati lagna against Jagannatha Hora', () => {
  const body = { ...chennai1996, sunrise: 'hindu-disc-centre' as const };
  const ctx = { now: new Date() };
  const r = jaiminiFoundationsCalculation.present(jaiminiFoundationsCalculation.compute(body, ctx), body, ctx).result;

  it('puts the hora lagna in Pisces within five seconds of sunrise time of 27°05′47″', () => {
    assert.equal(r.specialLagnas.horaLagna!.rashi.id, 'meena');
    assert.ok(Math.abs(r.specialLagnas.horaLagna!.longitude - dms(11, 27, 5, 47)) < hlTolerance);
  });
  it('puts the ghati lagna in Libra within five seconds of sunrise time of 5°39′33″', () => {
    assert.equal(r.specialLagnas.ghatiLagna!.rashi.id, 'tula');
    assert.ok(Math.abs(r.specialLagnas.ghatiLagna!.longitude - dms(6, 5, 39, 33)) < glTolerance);
  });
  it('counts from the sunrise of the birth day: 251.473 minutes after swetest’s 00:52:31.6 UT', () => {
    // swetest -b6.12.1996 -ut0 -p0 -rise -hindu -geopos80.2785,13.0878,0 -n2:
    // rise 7.12.1996 00:52:31.6 UT; birth 10:34 IST = 05:04:00 UT, 4 h 11 min 28.4 s later.
    const s = r.specialLagnas;
    assert.ok(Math.abs(s.minutesSinceSunrise! - (4 * 60 + 11 + 28.4 / 60)) < printedSecondToleranceSeconds / 60, `${s.minutesSinceSunrise}`);
  });
  it('advances one sign per hora (60 minutes) and one sign per ghati (24 minutes) from the Sun at sunrise', () => {
    // 30° per 60 minutes and 30° per 24 minutes.
    assert.equal(horaLagnaDegreesPerMinute, 0.5);
    assert.equal(ghatiLagnaDegreesPerMinute, 1.25);
    // Sun at sunrise 20° Scorpio (230°), two hours later: hora lagna two signs on, 20° Capricorn (290°);
    // ghati lagna five signs on (120 minutes = 5 ghatis), past Pisces to 20° Aries (20°).
    assert.equal(specialLagna(230, 120, horaLagnaDegreesPerMinute), 290);
    assert.equal(specialLagna(230, 120, ghatiLagnaDegreesPerMinute), 20);
    // Half an hora after a sunrise at 25° Pisces: 10° Aries.
    assert.equal(specialLagna(355, 30, horaLagnaDegreesPerMinute), 10);
  });
  it('uses the previous day’s sunrise for a birth before sunrise', () => {
    const early = { ...body, localTime: '04:00:00' };
    const e = jaiminiFoundationsCalculation.present(jaiminiFoundationsCalculation.compute(early, ctx), early, ctx).result;
    assert.ok(e.specialLagnas.sunrise!.local.startsWith('1996-12-06'));
    // Same swetest run: rise 6.12.1996 00:51:58.3 UT; 04:00 IST = 22:30:00 UT, 21 h 38 min 1.7 s later.
    assert.ok(Math.abs(e.specialLagnas.minutesSinceSunrise! - (21 * 60 + 38 + 1.7 / 60)) < printedSecondToleranceSeconds / 60, `${e.specialLagnas.minutesSinceSunrise}`);
  });
  it('returns null lagnas with a reason where the Sun does not rise', () => {
    const polar = { ...body, latitude: 78.22, longitude: 15.65, localDate: '1996-12-20' };
    const p = jaiminiFoundationsCalculation.present(jaiminiFoundationsCalculation.compute(polar, ctx), polar, ctx).result;
    assert.equal(p.specialLagnas.horaLagna, null);
    assert.equal(p.specialLagnas.unavailableReason, 'no-sunrise');
  });
});
