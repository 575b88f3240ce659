/**
 * Graha drishti (`DRISHTI.BPHS_SIGN`) and uchcha bala (`UCHCHA.BPHS`) on constructed charts and
 * the book's uchcha bala example (P. V. R. Narasimha Rao, ch. 28.4: Jupiter at 8°30′ Virgo has
 * a Tajaka uchcha bala of 12.94 on the 20-point scale, i.e. distance from debilitation / 9).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { aspectFraction, aspectStrengthTable, grahaDrishtiRows } from '../../src/jyotish/chart/drishti.ts';
import { ucchaBala } from '../../src/jyotish/chart/uccha-bala.ts';
import type { GrahaId } from '../../src/jyotish/core/zodiac.ts';

// Sun Ar, Moon Ta, Mars Ge, Mercury Ar, Jupiter Cn, Venus Pi, Saturn Sg, Rahu Li, Ketu Ar; lagna Le.
const signs: Record<GrahaId, number> = { sun: 0, moon: 1, mars: 2, mercury: 0, jupiter: 3, venus: 11, saturn: 8, rahu: 6, ketu: 0 };
const lagna = 4;

describe('Graha drishti rows', () => {
  const rows = grahaDrishtiRows(signs, lagna);

  it('lists thirteen rows: the seven 7th aspects, then Mars 4 and 8, Jupiter 5 and 9, Saturn 3 and 10', () => {
    assert.deepEqual(rows.map((r) => `${r.graha}${r.aspect}`), [
      'sun7', 'moon7', 'mars7', 'mercury7', 'jupiter7', 'venus7', 'saturn7', 'mars4', 'mars8', 'jupiter5', 'jupiter9', 'saturn3', 'saturn10',
    ]);
  });

  it('counts the target sign from the graha and the target house from the lagna', () => {
    const sun7 = rows[0];
    assert.equal(sun7.targetSign, 6); // Libra, 7th from Aries
    assert.equal(sun7.targetHouse, 3); // Libra is the 3rd from a Leo lagna
    assert.deepEqual(sun7.aspectedGrahas, ['rahu']);
    const saturn10 = rows[12];
    assert.equal(saturn10.targetSign, 5); // Virgo, 10th from Sagittarius
    const mars8 = rows[8];
    assert.equal(mars8.targetSign, 9); // Capricorn, 8th from Gemini
    const jupiter9 = rows[10];
    assert.equal(jupiter9.targetSign, 11); // Pisces, 9th from Cancer
    assert.deepEqual(jupiter9.aspectedGrahas, ['venus']);
    const saturn3 = rows[11];
    assert.equal(saturn3.targetSign, 10);
    assert.deepEqual(saturn3.aspectedGrahas, []);
  });

  it('names the grahas standing in the aspected sign and leaves empty signs empty', () => {
    assert.deepEqual(rows[4].aspectedGrahas, []); // Jupiter 7th: Capricorn, empty
    assert.deepEqual(rows[2].aspectedGrahas, ['saturn']);
    const mercury7 = rows[3];
    assert.deepEqual(mercury7.aspectedGrahas, ['rahu']);
  });
});

describe('Aspect strengths (BPHS 26 fractions × 60 virupas)', () => {
  it('gives the ordinary grahas ¼, ¾, ½, full, ¾, ½, ¼ on the 3rd, 4th, 5th, 7th, 8th, 9th and 10th', () => {
    assert.deepEqual([3, 4, 5, 7, 8, 9, 10].map((h) => aspectFraction('venus', h) * 60), [15, 45, 30, 60, 45, 30, 15]);
    assert.deepEqual([1, 2, 6, 11, 12].map((h) => aspectFraction('sun', h)), [0, 0, 0, 0, 0]);
  });

  it('gives Mars, Jupiter and Saturn full strength on their special houses and the nodes the 7th only', () => {
    assert.deepEqual([aspectFraction('mars', 4), aspectFraction('mars', 8), aspectFraction('mars', 3)], [1, 1, 0.25]);
    assert.deepEqual([aspectFraction('jupiter', 5), aspectFraction('jupiter', 9), aspectFraction('jupiter', 4)], [1, 1, 0.75]);
    assert.deepEqual([aspectFraction('saturn', 3), aspectFraction('saturn', 10), aspectFraction('saturn', 5)], [1, 1, 0.5]);
    assert.deepEqual([aspectFraction('rahu', 7), aspectFraction('rahu', 5)], [1, 0]);
  });

  it('tabulates 56 pairs: each of the seven grahas towards the eight other grahas', () => {
    const table = aspectStrengthTable(signs);
    assert.equal(table.length, 56);
    const jupiterOnVenus = table.find((r) => r.from === 'jupiter' && r.to === 'venus');
    assert.deepEqual(jupiterOnVenus, { from: 'jupiter', to: 'venus', houseCount: 9, fraction: 1, virupas: 60 });
    const sunOnMercury = table.find((r) => r.from === 'sun' && r.to === 'mercury');
    assert.equal(sunOnMercury?.virupas, 0); // same sign: conjunction, not an aspect
  });
});

describe('Uchcha bala', () => {
  it("gives the book's 12.94 (Tajaka 20-point scale) for Jupiter at 8°30′ Virgo", () => {
    const jupiter = ucchaBala('jupiter', 150 + 8.5);
    assert.ok(Math.abs((jupiter.virupas * 20) / 60 - 12.94) < 0.005, `${jupiter.virupas}`);
    assert.equal(jupiter.distanceFromDebilitation, 116.5);
  });

  it('gives 60 virupas at deep exaltation and 0 at deep debilitation, across the 0°/360° seam', () => {
    assert.equal(ucchaBala('sun', 10).virupas, 60);
    assert.equal(ucchaBala('sun', 190).virupas, 0);
    assert.equal(ucchaBala('venus', 357).virupas, 60);
    assert.ok(Math.abs(ucchaBala('venus', 2).virupas - 175 / 3) < 1e-12); // 5° past Pisces 27°: 175° from Virgo 27°
    assert.equal(ucchaBala('saturn', 20).virupas, 0);
    assert.equal(ucchaBala('moon', 123).virupas, 30);
  });
});
