/**
 * The Tajaka rules on hand-made charts, each expectation worked by hand in the test:
 * aspects and orbs, the sixteen yogas, sahams, muntha, the year lord and the strengths.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';
import { nextSignIthasalaGap, signAspect, tajakaPair, type TajakaBody } from '../../src/jyotish/varshaphal/aspects.ts';
import { panchaVargiyaBala } from '../../src/jyotish/varshaphal/pancha-vargiya.ts';
import { computeSahams, sahamLongitude } from '../../src/jyotish/varshaphal/sahams.ts';
import { haddaLord, haddaTable, triRashiLord } from '../../src/jyotish/varshaphal/tables.ts';
import { muntha, yearLord, type YearLordInput } from '../../src/jyotish/varshaphal/year-lord.ts';
import { tajakaYogas, type TajakaYogaId, type YogaBody } from '../../src/jyotish/varshaphal/yogas.ts';
import { handChart } from './helpers.ts';

const body = (graha: SevenGrahaId, sign: number, degreeInSign: number): TajakaBody => ({ graha, sign, degreeInSign, speedDegreesPerDay: 1 });
const instancesOf = (chart: YogaBody[], id: TajakaYogaId, scheme: 'neelakanthi' | 'with-semi-sextile' = 'neelakanthi') =>
  (tajakaYogas(chart, scheme).find((y) => y.id === id)?.instances ?? []).map((i) => i.grahas.join('/'));

test('Tajaka aspects by sign: trine, sextile, square, opposition and conjunction; 2/12 only in the semi-sextile scheme; 6/8 never', () => {
  assert.equal(signAspect(0, 4, 'neelakanthi'), 'trine');
  assert.equal(signAspect(0, 8, 'neelakanthi'), 'trine');
  assert.equal(signAspect(0, 2, 'neelakanthi'), 'sextile');
  assert.equal(signAspect(0, 10, 'neelakanthi'), 'sextile');
  assert.equal(signAspect(0, 3, 'neelakanthi'), 'square');
  assert.equal(signAspect(0, 6, 'neelakanthi'), 'opposition');
  assert.equal(signAspect(5, 5, 'neelakanthi'), 'conjunction');
  assert.equal(signAspect(0, 1, 'neelakanthi'), null);
  assert.equal(signAspect(0, 1, 'with-semi-sextile'), 'semi-sextile');
  assert.equal(signAspect(0, 5, 'with-semi-sextile'), null);
  assert.equal(signAspect(0, 7, 'with-semi-sextile'), null);
});

test('orb relations: Moon 5° behind Venus is a vartamana ithasala, 4° past it an ishrafa (orb (12 + 7)/2 = 9.5°)', () => {
  const v = tajakaPair(body('moon', 4, 14), body('venus', 4, 19), 'neelakanthi');
  assert.equal(v?.faster, 'moon');
  assert.equal(v?.separationDegrees, 5);
  assert.equal(v?.meanOrbDegrees, 9.5);
  assert.equal(v?.state, 'ithasala');
  assert.equal(v?.grade, 'vartamana');
  assert.equal(tajakaPair(body('moon', 4, 23), body('venus', 4, 19), 'neelakanthi')?.state, 'ishrafa');
  // Within 1° either way: poorna; 10° behind (0.5° beyond the orb): bhavishya; 14° behind: apart.
  assert.equal(tajakaPair(body('moon', 4, 19.5), body('venus', 4, 19), 'neelakanthi')?.grade, 'poorna');
  assert.equal(tajakaPair(body('moon', 4, 9), body('venus', 4, 19), 'neelakanthi')?.grade, 'bhavishya');
  assert.equal(tajakaPair(body('moon', 4, 5), body('venus', 4, 19), 'neelakanthi')?.state, 'apart');
  // Across signs the degrees within the signs decide: Mars 10° Ar and Saturn 15° Le, trine, 5° apart.
  assert.equal(tajakaPair(body('saturn', 4, 15), body('mars', 0, 10), 'neelakanthi')?.state, 'ithasala');
});

test('a future ithasala across the cusp: the Moon at 27° Ar will square Saturn at 1° Le from Taurus, 4° away', () => {
  // Now Ar–Le is a trine but the Moon is 26° past Saturn's degree; from Ta, Le is the 4th.
  assert.equal(tajakaPair(body('moon', 0, 27), body('saturn', 4, 1), 'neelakanthi')?.state, 'apart');
  assert.equal(nextSignIthasalaGap(body('moon', 0, 27), body('saturn', 4, 1), 'neelakanthi'), 4);
  assert.equal(nextSignIthasalaGap(body('saturn', 4, 1), body('moon', 0, 27), 'neelakanthi'), null);
});

// Grahas not named in a yoga test sit together at 29° Leo, out of the way of the pair tested.
const aside = { sign: 4, degree: 29 };

test('nakta: the Moon at 12° Ge carries Mars (15° Ar) to Saturn (20° Vi), which are 6/8 and cannot meet', () => {
  const chart = handChart(0, { moon: { sign: 2, degree: 12 }, mars: { sign: 0, degree: 15 }, saturn: { sign: 5, degree: 20 } }, aside);
  // Moon–Mars: sextile, Moon 3° behind (orb 10°); Moon–Saturn: square, 8° behind (orb 10.5°).
  assert.ok(instancesOf(chart, 'nakta').includes('mars/saturn/moon'));
});

test('yamaya: Saturn at 15° Cp collects Mars (10° Ar, square) and Venus (12° Vi, trine), which are 6/8', () => {
  const chart = handChart(0, { mars: { sign: 0, degree: 10 }, venus: { sign: 5, degree: 12 }, saturn: { sign: 9, degree: 15 } }, aside);
  assert.ok(instancesOf(chart, 'yamaya').includes('mars/venus/saturn'));
});

test('manahoo: Saturn squares the Moon within orb while the Moon applies to Jupiter', () => {
  // Moon 10° Cn → Jupiter 15° Cn (conjunction, 5° behind, orb 10.5°); Saturn 12° Li squares the Moon, 2° off.
  const chart = handChart(0, { moon: { sign: 3, degree: 10 }, jupiter: { sign: 3, degree: 15 }, saturn: { sign: 6, degree: 12 } }, aside);
  assert.ok(instancesOf(chart, 'manahoo').includes('moon/jupiter/saturn'));
});

test('kamboola, gairi-kamboola and khallasara: the Moon joins, will join, or stays away from Mars applying to Saturn', () => {
  // Mars 5° Ar → Saturn 9° Le: trine, 4° behind (orb 8.5°).
  const pair = { mars: { sign: 0, degree: 5 }, saturn: { sign: 4, degree: 9 } };
  // Moon 2° Sg: trine to Mars 3° behind → kamboola.
  assert.ok(instancesOf(handChart(0, { ...pair, moon: { sign: 8, degree: 2 } }, aside), 'kamboola').includes('mars/saturn/moon'));
  // Moon 29° Pi: no aspect now (Pi is 12th from Ar, 6th from Le); in Ar it meets Mars 6° on → gairi-kamboola.
  const gk = tajakaYogas(handChart(0, { ...pair, moon: { sign: 11, degree: 29 } }, aside), 'neelakanthi').find((y) => y.id === 'gairi-kamboola');
  assert.deepEqual(gk?.instances.map((i) => [i.grahas.join('/'), i.nextSignGapDegrees]), [['mars/saturn/moon', 6]]);
  // Moon 22° Ta: 12th from Ar; square to Le but 13° past Saturn's degree (orb 10.5°); from Ge it
  // would sextile Mars 13° and Saturn 17° on (orbs 10°, 10.5°) → khallasara.
  assert.ok(instancesOf(handChart(0, { ...pair, moon: { sign: 1, degree: 22 } }, aside), 'khallasara').includes('mars/saturn/moon'));
});

test('radda: the ithasala of Mars and a retrograde Saturn is spoiled', () => {
  const chart = handChart(0, { mars: { sign: 0, degree: 10 }, saturn: { sign: 4, degree: 15, retrograde: true } }, aside);
  const radda = tajakaYogas(chart, 'neelakanthi').find((y) => y.id === 'radda')?.instances.find((i) => i.grahas.join('/') === 'mars/saturn');
  assert.deepEqual(radda?.conditions, [{ id: 'retrograde', graha: 'saturn' }]);
});

test('duphali-kuttha: exalted Saturn (15° Li) receives Mars (10° Aq, neutral sign) by trine', () => {
  const chart = handChart(0, { mars: { sign: 10, degree: 10 }, saturn: { sign: 6, degree: 15 } }, aside);
  assert.ok(instancesOf(chart, 'duphali-kuttha').includes('mars/saturn'));
});

test('dutthotha-davira and durapha: debilitated Mars applies to debilitated Saturn, rescued by Jupiter in Sagittarius or not', () => {
  // Mars 10° Cn (debilitated) → Saturn 15° Ar (debilitated): square, 5° behind.
  const pair = { mars: { sign: 3, degree: 10 }, saturn: { sign: 0, degree: 15 } };
  // Jupiter 12° Sg (own sign) applies to Saturn by trine, 3° behind (orb 9°).
  assert.ok(instancesOf(handChart(0, { ...pair, jupiter: { sign: 8, degree: 12 } }, aside), 'dutthotha-davira').includes('mars/saturn/jupiter'));
  // Jupiter 25° Ta: 12th from Ar, sextile to Cn but 15° ahead of Mars — no helper.
  const alone = handChart(0, { ...pair, jupiter: { sign: 1, degree: 25 } }, aside);
  assert.ok(instancesOf(alone, 'durapha').includes('mars/saturn'));
  assert.ok(!instancesOf(alone, 'dutthotha-davira').some((x) => x.startsWith('mars/saturn')));
});

test('tambira: Mars strong at 28° Aries will sextile Saturn at 1° Cancer from Taurus, 3° away', () => {
  const chart = handChart(0, { mars: { sign: 0, degree: 28 }, saturn: { sign: 3, degree: 1 } }, aside);
  const t = tajakaYogas(chart, 'neelakanthi').find((y) => y.id === 'tambira')?.instances.find((i) => i.grahas.join('/') === 'mars/saturn');
  assert.equal(t?.nextSignGapDegrees, 3);
});

test('kuttha: Mars in its own sign in the lagna applies to Jupiter in its own sign by trine', () => {
  const chart = handChart(0, { mars: { sign: 0, degree: 10 }, jupiter: { sign: 8, degree: 14 } }, aside);
  assert.ok(instancesOf(chart, 'kuttha').includes('mars/jupiter'));
});

test('every one of the sixteen yogas is reported, formed or not', () => {
  const ids = tajakaYogas(handChart(0, {}, aside), 'neelakanthi').map((y) => y.id);
  assert.equal(new Set(ids).size, 16);
});

test('the one-sign rule: 30° are added when C is not on the arc from B forward to A', () => {
  assert.deepEqual(sahamLongitude(100, 50, 80), { longitude: 130, addedSign: false });
  assert.deepEqual(sahamLongitude(100, 50, 10), { longitude: 90, addedSign: true });
  // C at A counts as between (Roga: lagna − Moon + lagna never adds a sign).
  assert.deepEqual(sahamLongitude(200, 50, 200), { longitude: 350, addedSign: false });
  // Across 0°: B 350, A 20: C 5 is between, C 100 is not.
  assert.equal(sahamLongitude(20, 350, 5).addedSign, false);
  assert.equal(sahamLongitude(20, 350, 100).addedSign, true);
});

test('punya reverses by night, bhratri does not, and karyasiddhi switches to the Moon', () => {
  // Lagna 0°, Sun 10° Ar, Moon 100°, Jupiter 200°, Saturn 250°, others 300°.
  const longitudes = { sun: 10, moon: 100, mars: 300, mercury: 300, jupiter: 200, venus: 300, saturn: 250 };
  const day = computeSahams({ lagnaLongitude: 0, longitudes, isDay: true });
  const night = computeSahams({ lagnaLongitude: 0, longitudes, isDay: false });
  const at = (xs: typeof day, id: string) => xs.find((x) => x.id === id);
  // Day punya: Moon − Sun + Lagna = 90; the lagna (0°) is not on the arc 10° → 100°: +30 = 120.
  assert.equal(at(day, 'punya')?.longitude, 120);
  // Night punya: Sun − Moon + Lagna = −90 = 270; 0° is on the arc 100° → 10° (through 0°): 270.
  assert.equal(at(night, 'punya')?.longitude, 270);
  assert.equal(at(night, 'punya')?.applied, 'night-reversed');
  assert.equal(at(day, 'bhratri')?.longitude, at(night, 'bhratri')?.longitude);
  // Karyasiddhi by night: Saturn − Moon + lord of the Moon's sign (Cn → Moon itself) = 250 − 100 + 100 = 250.
  assert.equal(at(night, 'karyasiddhi')?.c.graha, 'moon');
  assert.equal(at(night, 'karyasiddhi')?.longitude, 250);
});

test('muntha moves one sign a year from the natal lagna and keeps its degree', () => {
  // Natal lagna 10.79° Le (130.79°), 33 years: + 33 signs = + 9 signs → 10.79° Ta; lagna Cp → 5th house.
  const m = muntha(130.79, 33, 9);
  assert.ok(Math.abs(m.longitude - 40.79) < 1e-9);
  assert.equal(m.sign, 1);
  assert.equal(m.house, 5);
  assert.equal(m.lord, 'venus');
});

test('the lord of the year: strongest aspecting the lagna, else the muntha lord', () => {
  const signs = { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 0 };
  const base: YearLordInput = {
    natalLagnaSign: 4, annualLagnaSign: 0, munthaSign: 1, isDay: true, signs, scheme: 'neelakanthi',
    strengths: { sun: 12, moon: 10, mars: 11, mercury: 9, jupiter: 8, venus: 14, saturn: 7 },
  };
  // Offices: muntha Ta → Venus; natal Le → Sun; annual Ar → Mars; tri-rashi (day, Ar) → Sun; day lord (Sun in Ar) → Mars.
  const all = yearLord(base);
  assert.deepEqual(all.candidates.map((c) => [c.graha, c.offices.length]), [['venus', 1], ['sun', 2], ['mars', 2]]);
  assert.equal(all.graha, 'venus');
  // Venus in Ta (2nd from the lagna) does not aspect it: the stronger of Sun and Mars, the Sun.
  assert.equal(yearLord({ ...base, signs: { ...signs, venus: 1 } }).graha, 'sun');
  // None aspects the lagna (Venus and Mars in Ta, the 2nd; the Sun in Sc, the 8th — which makes
  // Mars, lord of Sc, the day lord): the muntha lord, Venus.
  const none = yearLord({ ...base, signs: { ...signs, venus: 1, sun: 7, mars: 1 } });
  assert.deepEqual([none.graha, none.rule], ['venus', 'none-aspects-muntha-lord']);
  // Every candidate under 5 units: the muntha lord.
  const weak = yearLord({ ...base, strengths: { sun: 4, moon: 4, mars: 4.9, mercury: 4, jupiter: 4, venus: 1, saturn: 4 } });
  assert.deepEqual([weak.graha, weak.rule], ['venus', 'all-weak-muntha-lord']);
  // Equal strength: the one with more offices (Sun: 2, Venus: 1).
  assert.equal(yearLord({ ...base, strengths: { ...base.strengths, sun: 14, mars: 3 } }).graha, 'sun');
});

test('pancha-vargiya bala: kshetra by the sign lord, uchcha over 180°, hadda by the Tajika terms', () => {
  // Sun at 15° Le: own sign 30; 55° from deep debilitation 10° Li → 6.11; hadda of 15° Le is
  // Saturn's (Jupiter 0–6, Venus 6–11, Saturn 11–18): an enemy, 15/4 = 3.75; D-3 of 15° Le is
  // Sg (Jupiter, friend) 7.5; D-9 of 135° is Le (own) 5.
  const p = panchaVargiyaBala('sun', 135);
  assert.equal(p.kshetra.points, 30);
  assert.ok(Math.abs(p.uchcha.points - (55 / 180) * 20) < 1e-9);
  assert.deepEqual([p.hadda.lord, p.hadda.points], ['saturn', 3.75]);
  assert.deepEqual([p.drekkana.lord, p.drekkana.points], ['jupiter', 7.5]);
  assert.deepEqual([p.navamsa.lord, p.navamsa.points], ['sun', 5]);
  assert.ok(Math.abs(p.total - (30 + (55 / 180) * 20 + 3.75 + 7.5 + 5) / 4) < 1e-9);
  // Kshetra shares: Sun in Ar (Mars, friend) 22.5; Ge (Mercury, neutral) 15; Li (Venus, enemy) 7.5.
  assert.equal(panchaVargiyaBala('sun', 5).kshetra.points, 22.5);
  assert.equal(panchaVargiyaBala('sun', 65).kshetra.points, 15);
  assert.equal(panchaVargiyaBala('sun', 185).kshetra.points, 7.5);
});

test('the hadda table: every sign\'s five terms add to 30°, each of the five grahas once', () => {
  for (const row of haddaTable) {
    assert.equal(row.reduce((s, [, span]) => s + span, 0), 30);
    assert.equal(new Set(row.map(([g]) => g)).size, 5);
  }
  assert.equal(haddaLord(0, 5.99), 'jupiter');
  assert.equal(haddaLord(0, 6), 'venus');
  assert.equal(haddaLord(8, 11.99), 'jupiter');
  assert.equal(haddaLord(11, 29.99), 'saturn');
});

test('tri-rashi lords: Aries by day the Sun, by night Jupiter; Pisces the Moon either way', () => {
  assert.equal(triRashiLord.day[0], 'sun');
  assert.equal(triRashiLord.night[0], 'jupiter');
  assert.equal(triRashiLord.day[11], 'moon');
  assert.equal(triRashiLord.night[11], 'moon');
});
