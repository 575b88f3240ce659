/**
 * Jamakkol tables written out from south-indian-and-vastu.md §1b–1c (`JK.TN1`): the ring, the
 * sequence, the day rule, the night rule (and its variant), the jamam lord, the Arudam clock
 * rule, the Surya veedhi and Kavippu.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { jamaGrahaIds, jamamLord, outerRing, ringSigns } from '../../src/jyotish/jamakkol/ring.ts';
import { arudamFromClock, kavippuSign, suryaVeedhi, udayamSunArc } from '../../src/jyotish/jamakkol/points.ts';
import { jamamAt } from '../../src/jyotish/jamakkol/day.ts';
import type { SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';

const S = { Ar: 0, Ta: 1, Ge: 2, Cn: 3, Le: 4, Vi: 5, Li: 6, Sc: 7, Sg: 8, Cp: 9, Aq: 10, Pi: 11 } as const;
type Abbr = keyof typeof S;

/** The ring as a map graha → sign abbreviation. */
function ring(lord: SevenGrahaId, isDay: boolean, j: number, rule: 'from-fifth' | 'continue' = 'from-fifth'): Record<string, Abbr> {
  const names = Object.keys(S) as Abbr[];
  return Object.fromEntries(outerRing(lord, isDay, j, rule).map((p) => [p.graha, names[p.sign]]));
}

describe('the Jamakkol ring and sequence (methods §1b)', () => {
  it('lists the eight jama grahas in the fixed order Sun, Mars, Jupiter, Mercury, Venus, Saturn, Moon, Snake', () => {
    assert.deepEqual([...jamaGrahaIds], ['sun', 'mars', 'jupiter', 'mercury', 'venus', 'saturn', 'moon', 'snake']);
  });
  it('runs the ring anticlockwise over the eight non-fixed signs Pisces, Capricorn, Sagittarius, Libra, Virgo, Cancer, Gemini, Aries', () => {
    assert.deepEqual([...ringSigns], [S.Pi, S.Cp, S.Sg, S.Li, S.Vi, S.Cn, S.Ge, S.Ar]);
    for (const fixed of [S.Ta, S.Le, S.Sc, S.Aq]) assert.ok(!ringSigns.includes(fixed));
  });
  it('puts the weekday lord in Pisces in day jamam 1 and the grahas after it one ring place apart (Sunday)', () => {
    // Sunday, jamam 1: Sun at ring 0 (Pisces), Mars k = 1 → Capricorn, Jupiter 2 → Sagittarius …
    assert.deepEqual(ring('sun', true, 1), { sun: 'Pi', mars: 'Cp', jupiter: 'Sg', mercury: 'Li', venus: 'Vi', saturn: 'Cn', moon: 'Ge', snake: 'Ar' });
  });
  it('moves every graha one ring place on per day jamam (Sunday jamams 2 and 8)', () => {
    // ringIndex = (j − 1 + k) mod 8: jamam 2 puts the Sun at ring 1 (Capricorn); jamam 8 at ring 7 (Aries).
    assert.deepEqual(ring('sun', true, 2), { sun: 'Cp', mars: 'Sg', jupiter: 'Li', mercury: 'Vi', venus: 'Cn', saturn: 'Ge', moon: 'Ar', snake: 'Pi' });
    assert.deepEqual(ring('sun', true, 8), { sun: 'Ar', mars: 'Pi', jupiter: 'Cp', mercury: 'Sg', venus: 'Li', saturn: 'Vi', moon: 'Cn', snake: 'Ge' });
  });
  it('starts each weekday\'s day jamam 1 with its own lord in Pisces', () => {
    const lords: SevenGrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
    for (const lord of lords) assert.equal(ring(lord, true, 1)[lord], 'Pi', lord);
    // Thursday (Jupiter, k = 0): Mercury k = 1 → Capricorn, Venus 2 → Sagittarius, Saturn 3 → Libra,
    // Moon 4 → Virgo, Snake 5 → Cancer, Sun 6 → Gemini, Mars 7 → Aries.
    assert.deepEqual(ring('jupiter', true, 1), { jupiter: 'Pi', mercury: 'Cp', venus: 'Sg', saturn: 'Li', moon: 'Vi', snake: 'Cn', sun: 'Ge', mars: 'Ar' });
  });
  it('starts the night with the 5th graha from the weekday lord (JK.NIGHT_FROM_5TH)', () => {
    // Sunday night: 5th from the Sun is Venus (offset 4), so night jamam 1 has Venus in Pisces,
    // Saturn Capricorn, Moon Sagittarius, Snake Libra, Sun Virgo, Mars Cancer, Jupiter Gemini, Mercury Aries.
    assert.deepEqual(ring('sun', false, 1), { venus: 'Pi', saturn: 'Cp', moon: 'Sg', snake: 'Li', sun: 'Vi', mars: 'Cn', jupiter: 'Ge', mercury: 'Ar' });
    // Thursday night: 5th from Jupiter is the Moon; night jamam 1 has the Moon in Pisces.
    assert.deepEqual(ring('jupiter', false, 1), { moon: 'Pi', snake: 'Cp', sun: 'Sg', mars: 'Li', jupiter: 'Vi', mercury: 'Cn', venus: 'Ge', saturn: 'Ar' });
    // Saturday night: Saturn's offset is 5; 5 + 4 = 9 ≡ 1 → Mars starts the night; at jamam 8
    // Mars stands at ring (8 − 1 + 0) mod 8 = 7 (Aries).
    assert.equal(ring('saturn', false, 8).mars, 'Ar');
  });
  it('keeps rotating through the night under JK.NIGHT_CONTINUE (night jamam j = day jamam j)', () => {
    for (let j = 1; j <= 8; j++) assert.deepEqual(ring('venus', false, j, 'continue'), ring('venus', true, j), `jamam ${j}`);
  });
  it('gives every jamam eight different signs, all of the ring', () => {
    for (const lord of ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const) {
      for (const isDay of [true, false]) {
        for (let j = 1; j <= 8; j++) {
          const signs = outerRing(lord, isDay, j, 'from-fifth').map((p) => p.sign).sort((a, b) => a - b);
          assert.deepEqual(signs, [...ringSigns].sort((a, b) => a - b));
        }
      }
    }
  });
  it('names the jamam lord as sequence[(k(weekday lord) + j − 1) mod 8], +4 at night', () => {
    // Sunday day: Sun, Mars, Jupiter, Mercury, Venus, Saturn, Moon, Snake for jamams 1–8.
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8].map((j) => jamamLord('sun', true, j, 'from-fifth')), ['sun', 'mars', 'jupiter', 'mercury', 'venus', 'saturn', 'moon', 'snake']);
    // Sunday night: from Venus (offset 4): Venus, Saturn, Moon, Snake, Sun, Mars, Jupiter, Mercury.
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8].map((j) => jamamLord('sun', false, j, 'from-fifth')), ['venus', 'saturn', 'moon', 'snake', 'sun', 'mars', 'jupiter', 'mercury']);
    // Friday (Venus, offset 4) day jamam 3: sequence[(4 + 2) mod 8] = Moon.
    assert.equal(jamamLord('venus', true, 3, 'from-fifth'), 'moon');
  });
});

describe('the Jamakkol inner points (methods §1c)', () => {
  it('reads Arudam from the minutes past the hour and the seconds (JK.ARUDAM_5MIN)', () => {
    assert.deepEqual(arudamFromClock(0, 0), { sign: S.Ar, degreeInSign: 0 });
    // m = 37: ⌊37/5⌋ = 7 (Scorpio); (37 mod 5)·60 + 30 = 150 s → 15°.
    assert.deepEqual(arudamFromClock(37, 30), { sign: S.Sc, degreeInSign: 15 });
    // m = 59, s = 59: sign 11 (Pisces); (4·60 + 59)/10 = 29.9°.
    assert.deepEqual(arudamFromClock(59, 59), { sign: S.Pi, degreeInSign: 29.9 });
    // m = 4, s = 59: Aries 29.9°; m = 5, s = 0: Taurus 0°.
    assert.deepEqual(arudamFromClock(4, 59), { sign: S.Ar, degreeInSign: 29.9 });
    assert.deepEqual(arudamFromClock(5, 0), { sign: S.Ta, degreeInSign: 0 });
  });
  it('maps the Sun\'s sign to its Surya veedhi: Ta–Le → Aries, Ar/Vi/Li/Pi → Taurus, Sc–Aq → Gemini', () => {
    const expected: Record<Abbr, Abbr> = {
      Ar: 'Ta', Ta: 'Ar', Ge: 'Ar', Cn: 'Ar', Le: 'Ar', Vi: 'Ta', Li: 'Ta', Sc: 'Ge', Sg: 'Ge', Cp: 'Ge', Aq: 'Ge', Pi: 'Ta',
    };
    for (const [sun, veedhi] of Object.entries(expected) as [Abbr, Abbr][]) assert.equal(suryaVeedhi(S[sun]), S[veedhi], sun);
  });
  it('counts Kavippu as K = (U + ((V − A) mod 12)) mod 12', () => {
    // U = Gemini (2), V = Gemini (2), A = Scorpio (7): (2 − 7) mod 12 = 7; 2 + 7 = 9 → Capricorn.
    assert.equal(kavippuSign(S.Ge, S.Ge, S.Sc), S.Cp);
    // U = Taurus (1), V = Taurus (1), A = Pisces (11): (1 − 11) mod 12 = 2; 1 + 2 = 3 → Cancer.
    assert.equal(kavippuSign(S.Ta, S.Ta, S.Pi), S.Cn);
    // A = V gives K = U.
    assert.equal(kavippuSign(S.Li, S.Ar, S.Ar), S.Li);
  });
  it('adds 360° times the elapsed fraction to the Sun at the start of the half-day (JK.UDAYAM_SUNARC)', () => {
    assert.equal(udayamSunArc(350, 0.25), 80); // 350 + 90 = 440 → 80
    assert.equal(udayamSunArc(10, 0), 10);
  });
  it('cuts day and night into eight equal jamams and finds the running one', () => {
    // Day 0.0 → 0.5, night 0.5 → 1.0: jamam length 0.0625 d.
    const day = { sunriseJd: 0, sunsetJd: 0.5, nextSunriseJd: 1 };
    assert.deepEqual(jamamAt(0.2, day), { isDay: true, number: 4, startJd: 0.1875, endJd: 0.25, halfDayDays: 0.5 });
    assert.equal(jamamAt(0.5, day).isDay, false);
    assert.equal(jamamAt(0.5, day).number, 1);
    assert.equal(jamamAt(0.999, day).number, 8);
  });
});
