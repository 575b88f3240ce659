/**
 * Bhavas (bhava.ts), the natal chart (natal-chart.ts), division charts (division-chart.ts) and the
 * division rules (divisions.ts), value by value. Expected values come from outside the code:
 * - house cusps, Ascendant and MC from swetest (test/golden/houses/swetest-houses.json, README
 *   there), with the Sripati sandhis and equal bhavas worked from them by charts-and-vargas.md §2;
 * - the test vector of ../shared/methods/time-and-sky.md §10 (1990-05-15 10:30 IST, New Delhi:
 *   Swiss 2.10.03 longitudes printed to the arcsecond), worked by hand into signs, nakshatras,
 *   padas, houses, bhavas, dignities (charts-and-vargas.md §6–§7) and navamshas (§3:
 *   ⌊λ/(10/3)⌋ mod 12);
 * - the division rules of charts-and-vargas.md §3 and docs/methods/dashas-more.md §V, each case
 *   worked by hand in the comment beside it; the Kalachakra navamsha order from P. V. R.
 *   Narasimha Rao, *Vedic Astrology: An Integrated Approach*, ch. 24 (savya Ashwini, Bharani,
 *   Krittika: Aries → Pisces; apasavya Rohini, Mrigashira, Ardra: Scorpio, Libra, Virgo, Cancer,
 *   Leo, Gemini, Taurus, Aries, Pisces, Aquarius, Capricorn, Sagittarius).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { bhavaOf, computeBhavas, houseSystemMethodId, houseSystems, type BhavaSet, type HouseSystem } from '../../src/jyotish/chart/bhava.ts';
import { computeNatalChart, grahaPlacements, kundliBodyIds, placementOf } from '../../src/jyotish/chart/natal-chart.ts';
import { divisionChart } from '../../src/jyotish/chart/division-chart.ts';
import {
  allDivisions, defaultDivisionVariant, divideSignPoint, divisionDegreeInSign, divisionMethodId, divisionSign,
  divisionVariants, isDivisionVariant, type AnyDivisionVariant, type Division,
} from '../../src/jyotish/chart/divisions.ts';
import type { JulianDayUt } from '../../src/shared/units.ts';
import { OutOfRange } from '../../src/shared/errors.ts';
import { angleDifference, oneArcsecondInDegrees } from '../helpers/tolerances.ts';

interface HouseCase { id: string; jd_ut: number; lat: number; lon: number; systems: Record<'P' | 'K' | 'O' | 'E' | 'W', { cusps: number[]; asc: number; mc: number }> }
const houses = JSON.parse(readFileSync(new URL('../golden/houses/swetest-houses.json', import.meta.url), 'utf8')) as { cases: HouseCase[] };
const near = (a: number, b: number, what: string, tol = oneArcsecondInDegrees) => assert.ok(angleDifference(a, b) < tol, `${what}: ${a} vs ${b}`);
const norm = (x: number) => ((x % 360) + 360) % 360;
/** Midpoint along the zodiac from a forward to b (charts-and-vargas.md §2: sandhi midway between madhyas). */
const mid = (a: number, b: number) => norm(a + norm(b - a) / 2);
const [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const at = (sign: number, degree: number) => sign * 30 + degree;

describe('bhavas against swetest cusps (40 charts)', () => {
  const cases = houses.cases;
  it('names the six systems and their method ids', () => {
    assert.deepEqual([...houseSystems], ['sripati', 'placidus', 'equal', 'whole-sign', 'porphyry', 'koch']);
    assert.deepEqual(houseSystems.map((s) => houseSystemMethodId[s]), ['BHAVA.SRIPATI', 'BHAVA.PLACIDUS', 'BHAVA.EQUAL', 'BHAVA.WHOLE_SIGN', 'BHAVA.PORPHYRY', 'BHAVA.KOCH']);
  });

  it('takes Sripati madhyas from the Porphyry cusps, sandhis midway, the sign of each madhya', () => {
    for (const c of cases) {
      const set = computeBhavas(c.jd_ut as JulianDayUt, c.lat, c.lon, 'sripati', 'lahiri');
      const O = c.systems.O.cusps;
      assert.equal(set.system, 'sripati');
      assert.equal(set.bhavas.length, 12);
      near(set.ascendant, c.systems.O.asc, `${c.id} asc`);
      near(set.mc, c.systems.O.mc, `${c.id} mc`);
      set.bhavas.forEach((b, i) => {
        assert.equal(b.house, i + 1);
        near(b.middleLongitude, O[i], `${c.id} madhya ${i + 1}`);
        near(b.startLongitude, mid(O[(i + 11) % 12], O[i]), `${c.id} start ${i + 1}`);
        near(b.endLongitude, mid(O[i], O[(i + 1) % 12]), `${c.id} end ${i + 1}`);
        assert.equal(b.sign, Math.floor(O[i] / 30), `${c.id} sign ${i + 1}`);
      });
    }
  });

  it('gives equal bhavas with madhya h = Asc + 30(h − 1) and sandhis 15° either side', () => {
    for (const c of cases) {
      const set = computeBhavas(c.jd_ut as JulianDayUt, c.lat, c.lon, 'equal', 'lahiri');
      assert.equal(set.bhavas.length, 12);
      set.bhavas.forEach((b, i) => {
        const madhya = norm(c.systems.E.asc + 30 * i);
        near(b.middleLongitude, madhya, `${c.id} madhya ${i + 1}`);
        near(b.startLongitude, norm(madhya - 15), `${c.id} start ${i + 1}`);
        near(b.endLongitude, norm(madhya + 15), `${c.id} end ${i + 1}`);
        assert.equal(b.sign, Math.floor(madhya / 30), `${c.id} sign ${i + 1}`);
      });
    }
  });

  it('opens Placidus, Koch, Porphyry and whole-sign houses at the swetest cusps, the middle midway, the sign of the opening cusp', () => {
    const letters: [HouseSystem, 'P' | 'K' | 'O' | 'W'][] = [['placidus', 'P'], ['koch', 'K'], ['porphyry', 'O'], ['whole-sign', 'W']];
    for (const c of cases) {
      for (const [system, letter] of letters) {
        const set = computeBhavas(c.jd_ut as JulianDayUt, c.lat, c.lon, system, 'lahiri');
        const cusps = c.systems[letter].cusps;
        assert.equal(set.system, system);
        assert.equal(set.bhavas.length, 12);
        near(set.ascendant, c.systems[letter].asc, `${c.id} ${system} asc`);
        set.bhavas.forEach((b, i) => {
          near(b.startLongitude, cusps[i], `${c.id} ${system} start ${i + 1}`);
          near(b.endLongitude, cusps[(i + 1) % 12], `${c.id} ${system} end ${i + 1}`);
          near(b.middleLongitude, mid(cusps[i], cusps[(i + 1) % 12]), `${c.id} ${system} middle ${i + 1}`);
          assert.equal(b.sign, Math.floor(cusps[i] / 30), `${c.id} ${system} sign ${i + 1}`);
        });
      }
    }
  });

  it('refuses Placidus and Koch inside a polar circle, naming /houseSystem, and serves Sripati there', () => {
    const jd = 2451545 as JulianDayUt;
    for (const system of ['placidus', 'koch'] as const) {
      assert.throws(() => computeBhavas(jd, 70, 20, system, 'lahiri'), (e: unknown) => e instanceof OutOfRange && e.details[0].path === '/houseSystem');
    }
    assert.equal(computeBhavas(jd, 70, 20, 'sripati', 'lahiri').bhavas.length, 12);
  });
});

describe('bhavaOf on hand-made bhava sets', () => {
  const set = (spans: [number, number][]): BhavaSet => ({
    system: 'equal', ascendant: 0, mc: 0,
    bhavas: spans.map(([s, e], i) => ({ house: i + 1, startLongitude: s, middleLongitude: mid(s, e), endLongitude: e, sign: 0 })),
  });
  // Twelve bhavas starting at 345°, 15°, 45° … (each 30° wide): the first wraps through 0°.
  const equal = set(Array.from({ length: 12 }, (_, i) => [norm(345 + 30 * i), norm(15 + 30 * i)] as [number, number]));
  it('puts a longitude in the bhava with start ≤ λ < end, across 0°', () => {
    assert.equal(bhavaOf(equal, 345), 1); // the start itself
    assert.equal(bhavaOf(equal, 359.9), 1);
    assert.equal(bhavaOf(equal, 0), 1);
    assert.equal(bhavaOf(equal, 14.999), 1);
    assert.equal(bhavaOf(equal, 15), 2); // the end belongs to the next bhava
    assert.equal(bhavaOf(equal, 44.9), 2);
    assert.equal(bhavaOf(equal, 344.9), 12);
    assert.equal(bhavaOf(equal, 200), 8); // 345 + 7·30 = 195 ≤ 200 < 225
  });
  it('reads unequal bhavas by their own spans (a 50° first house)', () => {
    const unequal = set([[10, 60], [60, 80], [80, 100], [100, 130], [130, 160], [160, 190], [190, 240], [240, 260], [260, 280], [280, 310], [310, 340], [340, 10]]);
    assert.deepEqual([5, 10, 59.9, 60, 79, 80, 239, 240, 345, 9.99].map((l) => bhavaOf(unequal, l)), [12, 1, 1, 2, 2, 3, 7, 8, 12, 12]);
  });
});

describe('the natal chart of the time-and-sky.md §10 test vector (1990-05-15 05:00 UT, New Delhi)', () => {
  const chart = computeNatalChart({
    jdUt: 2448026.7083333335 as JulianDayUt, latitude: 28.6139, longitude: 77.209,
    sky: { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' }, houseSystem: 'sripati',
  });
  const dms = (s: number, d: number, m: number, sec: number) => s * 30 + d + m / 60 + sec / 3600;
  // [body, longitude printed in the methods file, nakshatra (0-based), pada, house from the lagna
  // Cancer, Sripati bhava, dignity by BPHS, retrograde]
  const rows: [string, number, number, number, number, number, string, boolean][] = [
    // Sun Ta 0°23′21″: Krittika (26°40′–40°) pada 2; 11th from Cancer; Sripati 11 (19.22°–51.49°);
    // in Venus's sign, Venus the Sun's enemy.
    ['sun', dms(Ta, 0, 23, 21), 2, 2, 11, 11, 'enemy', false],
    // Moon Sg 29°50′33″: Uttara Ashadha pada 1 (the sign-edge case); 6th; bhava 7 (263.75°–293.75°);
    // Jupiter's sign, neutral to the Moon.
    ['moon', dms(Sg, 29, 50, 33), 20, 1, 6, 7, 'neutral', false],
    // Mars Aq 24°23′29″: Purva Bhadrapada (320°–333°20′) pada 2; 8th; bhava 9 (321.49°–349.22°); Saturn neutral to Mars.
    ['mars', dms(Aq, 24, 23, 29), 24, 2, 8, 9, 'neutral', false],
    // Mercury Ar 14°19′30″ R: Bharani pada 1; 10th; bhava 10 (349.22°–19.22°); Mars neutral to Mercury.
    ['mercury', dms(Ar, 14, 19, 30), 1, 1, 10, 10, 'neutral', true],
    // Jupiter Ge 15°45′39″: Ardra pada 3; 12th; bhava 12 (51.49°–83.75°); Mercury Jupiter's enemy.
    ['jupiter', dms(Ge, 15, 45, 39), 5, 3, 12, 12, 'enemy', false],
    // Venus Pi 18°45′36″: Revati pada 1; 9th; bhava 9 (it ends at 349.22°); exalted in Pisces.
    ['venus', dms(Pi, 18, 45, 36), 26, 1, 9, 9, 'exalted', false],
    // Saturn Cp 1°31′43″ R: Uttara Ashadha pada 2; 7th; bhava 7; own sign (moolatrikona is Aquarius).
    ['saturn', dms(Cp, 1, 31, 43), 20, 2, 7, 7, 'own', true],
    // Rahu (mean) Cp 17°37′44″: Shravana pada 3; 7th; bhava 7; nodes neutral outside exaltation/debilitation.
    ['rahu', dms(Cp, 17, 37, 44), 21, 3, 7, 7, 'neutral', true],
    // Ketu opposite: Cn 17°37′44″: Ashlesha pada 1; 1st; bhava 1 (83.75°–113.75°).
    ['ketu', dms(Cn, 17, 37, 44), 8, 1, 1, 1, 'neutral', true],
  ];

  it('places the lagna at Cn 9°53′05″ (Pushya pada 2) and the MC at Ar 3°05′15″', () => {
    near(chart.ascendant.longitude, dms(Cn, 9, 53, 5), 'lagna');
    assert.deepEqual([chart.ascendant.sign, chart.ascendant.nakshatra, chart.ascendant.pada], [Cn, 7, 2]);
    near(chart.ascendant.degreeInSign, 9 + 53 / 60 + 5 / 3600, 'lagna degrees');
    near(chart.mcLongitude, dms(Ar, 3, 5, 15), 'MC');
    assert.equal(chart.bhavas.system, 'sripati');
  });

  it('gives each graha its printed longitude, nakshatra, pada, house, bhava, dignity and retrogression', () => {
    for (const [id, longitude, nakshatra, pada, house, bhava, dignity, retrograde] of rows) {
      const b = chart.bodies[id as 'sun'];
      assert.equal(b.id, id);
      near(b.longitude, longitude, id);
      near(b.degreeInSign, longitude % 30, `${id} degrees`);
      assert.deepEqual(
        { sign: b.sign, nakshatra: b.nakshatra, pada: b.pada, house: b.house, bhava: b.bhava, dignity: b.dignity, retrograde: b.retrograde, combust: b.combust },
        { sign: Math.floor(longitude / 30), nakshatra, pada, house, bhava, dignity, retrograde, combust: false },
        id,
      );
      // Retrograde exactly when the speed is negative, except the nodes (always).
      if (id !== 'rahu' && id !== 'ketu') assert.equal(b.speedDegreesPerDay < 0, retrograde, `${id} speed`);
    }
  });

  it('keeps the nodes retrograde while the true node moves direct (swetest: +0.0118°/day on 1990-05-30)', () => {
    // swetest -edir data/ephe -bj2448041.7083333335 -ut -sid1 -pt -fPls -head → 285.5265699, 0.0118044.
    const trueNodes = computeNatalChart({
      jdUt: 2448041.7083333335 as JulianDayUt, latitude: 28.6139, longitude: 77.209,
      sky: { ayanamsha: 'lahiri', nodeType: 'true', positions: 'apparent' }, houseSystem: 'sripati',
    });
    near(trueNodes.bodies.rahu.longitude, 285.5265699, 'true Rahu');
    assert.ok(trueNodes.bodies.rahu.speedDegreesPerDay > 0.01, `${trueNodes.bodies.rahu.speedDegreesPerDay}`);
    assert.equal(trueNodes.bodies.rahu.retrograde, true);
    assert.equal(trueNodes.bodies.ketu.retrograde, true);
    assert.equal(trueNodes.bodies.sun.retrograde, false);
  });

  it('rates no dignity and no combustion for Uranus and Neptune, and lists the eleven bodies in order', () => {
    assert.deepEqual(Object.keys(chart.bodies), [...kundliBodyIds]);
    assert.deepEqual([...kundliBodyIds], ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'uranus', 'neptune']);
    for (const id of ['uranus', 'neptune'] as const) {
      assert.equal(chart.bodies[id].dignity, null);
      assert.equal(chart.bodies[id].combust, false);
      assert.equal(chart.bodies[id].house, ((chart.bodies[id].sign - Cn + 12) % 12) + 1);
    }
  });

  it('reads combustion with the Sun of the chart: Mercury 16.1° from the Sun is clear, 2° from it combust', () => {
    // Mercury R 14.325° vs the Sun 30.389°: 16.06° apart, beyond the 12° retrograde orb.
    assert.equal(chart.bodies.mercury.combust, false);
    // The same chart a day earlier and later keeps the Sun within 1° of 30°; Mercury moves < 1.5°/day,
    // so no combustion appears either: the flag is the chart's own Sun distance, not a constant.
    const sunDistance = angleDifference(chart.bodies.sun.longitude, chart.bodies.mercury.longitude);
    assert.ok(sunDistance > 16 && sunDistance < 16.1, `${sunDistance}`);
  });

  it('copies the nine grahas’ signs and degrees for the strength rules, without Uranus and Neptune', () => {
    const p = grahaPlacements(chart);
    assert.deepEqual(Object.keys(p.sign), ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu']);
    for (const [id, longitude] of rows) {
      assert.equal(p.sign[id as 'sun'], Math.floor(longitude / 30), id);
      near(p.degreeInSign[id as 'sun'], longitude % 30, id);
    }
  });

  it('places a bare longitude: sign, degrees, nakshatra and pada (Uttara Ashadha p1 at Sg 29°50′33″)', () => {
    const p = placementOf(dms(Sg, 29, 50, 33));
    assert.deepEqual({ sign: p.sign, nakshatra: p.nakshatra, pada: p.pada }, { sign: Sg, nakshatra: 20, pada: 1 });
    near(p.degreeInSign, 29 + 50 / 60 + 33 / 3600, 'degrees');
  });

  it('builds its navamsha chart: D9 lagna Virgo, each body in ⌊λ/(10/3)⌋ mod 12, houses from the D9 lagna', () => {
    const d9 = divisionChart(chart, 9);
    assert.equal(d9.division, 9);
    assert.equal(d9.variant, 'parashara');
    // Lagna 99.8847° · 0.3 = 29.97 → 29 mod 12 = 5 (Virgo); degrees (9.8847 · 9) mod 30 = 28.9625.
    assert.equal(d9.lagnaSign, Vi);
    near(d9.lagnaDegreeInSign, ((9 + 53 / 60 + 5 / 3600) * 9) % 30, 'D9 lagna degrees', 9 * oneArcsecondInDegrees);
    assert.deepEqual(d9.houses.map((h) => h.sign), [Vi, Li, Sc, Sg, Cp, Aq, Pi, Ar, Ta, Ge, Cn, Le]);
    assert.deepEqual(d9.houses.map((h) => h.house), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Sun 9.117 → 9 Cp; Moon 80.95 → 8 Sg; Mars 97.32 → 1 Ta; Mercury 4.30 → 4 Le; Jupiter 22.73 → 10 Aq;
    // Venus 104.63 → 8 Sg; Saturn 81.46 → 9 Cp; Rahu 86.29 → 2 Ge; Ketu 32.29 → 8 Sg.
    const expected = { sun: Cp, moon: Sg, mars: Ta, mercury: Le, jupiter: Aq, venus: Sg, saturn: Cp, rahu: Ge, ketu: Sg };
    for (const [id, sign] of Object.entries(expected)) {
      assert.equal(d9.signs[id as 'sun'], sign, id);
      const house = d9.houses[(sign - Vi + 12) % 12];
      const point = house.points.find((p) => p.id === id);
      assert.ok(point, `${id} in house ${house.house}`);
      assert.equal(point.retrograde, ['mercury', 'saturn', 'rahu', 'ketu'].includes(id), `${id} retrograde`);
    }
    // The Sun's D9 degrees: (0.38917° · 9) mod 30 = 3.5025°.
    near(d9.houses[(Cp - Vi + 12) % 12].points.find((p) => p.id === 'sun')!.degreeInSign, (23 / 60 + 21 / 3600) * 9, 'Sun D9 degrees', 9 * oneArcsecondInDegrees);
    // Every body once.
    assert.equal(d9.houses.reduce((n, h) => n + h.points.length, 0), 11);
  });

  it('takes the Kashinatha hora of Scorpio from Ketu when Ketu has more grahas with it (jaimini.md §6 rule 2)', () => {
    // The test-vector chart with Mars moved to Scorpio 10° (alone there) and Venus to Cancer 5°,
    // beside Ketu: Ketu has one graha conjoined, Mars none, so Ketu is the stronger co-lord of
    // Scorpio (the Kashinatha context applies rules 2–8). Ketu's hora sign is Leo in both halves;
    // with Mars it would be Aries (even sign, first half: Mars's pair reversed).
    const moved = {
      ...chart,
      bodies: {
        ...chart.bodies,
        mars: { ...chart.bodies.mars, longitude: at(Sc, 10), sign: Sc, degreeInSign: 10 },
        venus: { ...chart.bodies.venus, longitude: at(Cn, 5), sign: Cn, degreeInSign: 5 },
      },
    };
    const d2 = divisionChart(moved, 2, 'kashinatha');
    assert.equal(d2.variant, 'kashinatha');
    assert.equal(d2.signs.mars, Le);
    // The Parashara hora of the same point is the Moon's, Cancer (even sign, first half).
    assert.equal(divisionChart(moved, 2).signs.mars, Cn);
  });

  it('takes the Kashinatha hora of Aquarius from Rahu or Saturn and of Scorpio from Mars, whichever jaimini.md §6 makes stronger', () => {
    const move = (changes: Partial<Record<'mars' | 'venus' | 'saturn', number>>) => ({
      ...chart,
      bodies: {
        ...chart.bodies,
        ...Object.fromEntries(Object.entries(changes).map(([id, lon]) => [id, { ...chart.bodies[id as 'mars'], longitude: lon, sign: Math.floor(lon / 30), degreeInSign: lon % 30 }])),
      },
    });
    // As printed: Saturn (Cp 1°31′) and Rahu (Cp 17°37′) share Capricorn, one graha with each (rule 2
    // ties). Rule 3: Rahu has its dispositor Saturn conjoined (1); Saturn has neither Jupiter (Gemini)
    // nor Mercury (Aries) with it or aspecting Capricorn (a movable sign, aspected by Taurus, Leo and
    // Scorpio only) (0): Rahu lords Aquarius, whose hora is Aquarius in both halves. Mars Aq 24°23′ → Aquarius.
    assert.equal(divisionChart(chart, 2, 'kashinatha').signs.mars, Aq);
    // Saturn moved to Pisces 10°, beside Venus (Pi 18°45′): one graha with Saturn, none with Rahu (rule 2):
    // Saturn lords Aquarius, (Aquarius, Capricorn) in an odd sign; Mars in the second half → Capricorn.
    assert.equal(divisionChart(move({ saturn: at(Pi, 10) }), 2, 'kashinatha').signs.mars, Cp);
    // Mars to Scorpio 20° and Venus to Scorpio 5°: one graha with Mars, none with Ketu (Cancer, alone):
    // Mars lords Scorpio, (Scorpio, Aries) reversed in an even sign: Venus (first half) Aries, Mars Scorpio.
    const scorpio = divisionChart(move({ mars: at(Sc, 20), venus: at(Sc, 5) }), 2, 'kashinatha');
    assert.deepEqual([scorpio.signs.venus, scorpio.signs.mars], [Ar, Sc]);
  });

  it('builds a chart of a named variant: the D7 of even signs backward from the 7th', () => {
    // Lagna Cancer 9.88°: even sign, j = ⌊9.88·7/30⌋ = 2 → 3 − 6 − 2 = −5 → 7, Scorpio.
    const d7 = divisionChart(chart, 7, 'even-backward');
    assert.equal(d7.variant, 'even-backward');
    assert.equal(d7.lagnaSign, Sc);
    // Sun Taurus 0.389°: even, j = 0 → 1 − 6 − 0 = −5 → Scorpio. Mercury Aries 14.325° (odd): j = 3 → Cancer.
    assert.equal(d7.signs.sun, Sc);
    assert.equal(d7.signs.mercury, Cn);
    assert.deepEqual(d7.houses[0].points.map((p) => p.id).filter((id) => id === 'sun'), ['sun']);
  });
});

describe('division rules, part by part (charts-and-vargas.md §3, dashas-more.md §V)', () => {
  /** The sign for each part j = 0 … N − 1 of sign s (the longitude at the middle of the part). */
  const parts = (s: number, n: Division, variant?: AnyDivisionVariant) =>
    Array.from({ length: Math.min(n, 12) }, (_, j) => divisionSign(at(s, ((j + 0.5) * 30) / n), n, variant));
  const upTo = (n: number) => Array.from({ length: n }, (_, j) => j);

  it('D2 Parashara: odd signs Leo then Cancer, even signs Cancer then Leo', () => {
    for (const s of upTo(12)) assert.deepEqual(parts(s, 2), s % 2 === 0 ? [Le, Cn] : [Cn, Le], `sign ${s}`);
  });

  it('D3: 1st, 5th, 9th from the sign; Jagannatha from the movable sign of the element (Ar, Cp, Li, Cn) by 4', () => {
    for (const s of upTo(12)) {
      assert.deepEqual(parts(s, 3), [s, (s + 4) % 12, (s + 8) % 12], `sign ${s}`);
      const base = [Ar, Cp, Li, Cn][s % 4];
      assert.deepEqual(parts(s, 3, 'jagannatha'), [base, (base + 4) % 12, (base + 8) % 12], `Jagannatha ${s}`);
    }
  });

  it('D4: 1st, 4th, 7th, 10th from the sign', () => {
    for (const s of upTo(12)) assert.deepEqual(parts(s, 4), [0, 3, 6, 9].map((k) => (s + k) % 12), `sign ${s}`);
  });

  it('D5 Parashara: odd signs Ar, Aq, Sg, Ge, Li (Mars, Saturn, Jupiter, Mercury, Venus); even signs reversed lords Ta, Vi, Pi, Cp, Sc', () => {
    for (const s of upTo(12)) assert.deepEqual(parts(s, 5), s % 2 === 0 ? [Ar, Aq, Sg, Ge, Li] : [Ta, Vi, Pi, Cp, Sc], `sign ${s}`);
  });

  it('D6: odd signs from Aries, even signs from Libra', () => {
    for (const s of upTo(12)) assert.deepEqual(parts(s, 6), upTo(6).map((j) => ((s % 2 === 0 ? Ar : Li) + j) % 12), `sign ${s}`);
  });

  it('D7: odd signs from the sign; even signs from the 7th (Parashara), backward from the 7th, or from the sign backward', () => {
    for (const s of upTo(12)) {
      const odd = s % 2 === 0;
      assert.deepEqual(parts(s, 7), upTo(7).map((j) => (s + (odd ? 0 : 6) + j) % 12), `Parashara ${s}`);
      assert.deepEqual(parts(s, 7, 'even-backward'), upTo(7).map((j) => (odd ? (s + j) % 12 : (s + 6 - j + 24) % 12)), `backward ${s}`);
      assert.deepEqual(parts(s, 7, 'even-reverse-ending-seventh'), upTo(7).map((j) => (odd ? (s + j) % 12 : (s - j + 24) % 12)), `reverse ${s}`);
    }
  });

  it('D8: movable signs from Aries, fixed from Sagittarius, dual from Leo', () => {
    for (const s of upTo(12)) assert.deepEqual(parts(s, 8), upTo(8).map((j) => ([Ar, Sg, Le][s % 3] + j) % 12), `sign ${s}`);
  });

  it('D9: from Ar, Cp, Li, Cn by element; Krishna Mishra reverses even signs; Rangacharya counts water signs back from Cancer', () => {
    for (const s of upTo(12)) {
      const base = [Ar, Cp, Li, Cn][s % 4];
      assert.deepEqual(parts(s, 9), upTo(9).map((j) => (base + j) % 12), `Parashara ${s}`);
      // Krishna Mishra (parivritti with even signs reversed): s·9 + j, even signs s·9 + 8 − j.
      assert.deepEqual(parts(s, 9, 'krishna-mishra'), upTo(9).map((j) => (s * 9 + (s % 2 === 0 ? j : 8 - j)) % 12), `Krishna Mishra ${s}`);
      // Rangacharya (nadi navamsha): fire and air signs forward as Parashara, water signs back from
      // Cancer (the rules file's case). Earth signs: no outside statement at hand, not checked here.
      if (s % 4 === 0 || s % 4 === 2) assert.deepEqual(parts(s, 9, 'rangacharya'), upTo(9).map((j) => (base + j) % 12), `Rangacharya ${s}`);
      if (s % 4 === 3) assert.deepEqual(parts(s, 9, 'rangacharya'), upTo(9).map((j) => (Cn - j + 24) % 12), `Rangacharya ${s}`);
    }
  });

  it('D9 Kalachakra: each of the 108 padas in the savya or apasavya order of its nakshatra group', () => {
    const savya = [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi];
    const apasavya = [Sc, Li, Vi, Cn, Le, Ge, Ta, Ar, Pi, Aq, Cp, Sg];
    for (let pada = 0; pada < 108; pada++) {
      const nakshatra = Math.floor(pada / 4);
      const group = nakshatra % 6; // Ashwini, Bharani, Krittika savya; Rohini, Mrigashira, Ardra apasavya
      const order = group < 3 ? savya : apasavya;
      const expected = order[(group % 3) * 4 + (pada % 4)];
      assert.equal(divisionSign(pada * (10 / 3) + 5 / 3, 9, 'kalachakra'), expected, `pada ${pada}`);
    }
  });

  it('D10: odd signs from the sign; even from the 9th (Parashara), backward from the 9th, backward from the 5th', () => {
    for (const s of upTo(12)) {
      const odd = s % 2 === 0;
      assert.deepEqual(parts(s, 10), upTo(10).map((j) => (s + (odd ? 0 : 8) + j) % 12), `Parashara ${s}`);
      assert.deepEqual(parts(s, 10, 'even-backward'), upTo(10).map((j) => (odd ? (s + j) % 12 : (s + 8 - j + 24) % 12)), `backward ${s}`);
      assert.deepEqual(parts(s, 10, 'even-backward-from-fifth'), upTo(10).map((j) => (odd ? (s + j) % 12 : (s + 4 - j + 24) % 12)), `from 5th ${s}`);
    }
  });

  it('D11: Rath counts back from Aries by the sign (j − s); Raman from Pisces by the sign, backward (11 + s − j)', () => {
    for (const s of upTo(12)) {
      assert.deepEqual(parts(s, 11), upTo(11).map((j) => (j - s + 24) % 12), `Rath ${s}`);
      assert.deepEqual(parts(s, 11, 'raman'), upTo(11).map((j) => (11 + s - j + 24) % 12), `Raman ${s}`);
    }
  });

  it('D12 from the sign; with even-sign reversal, even signs count back', () => {
    for (const s of upTo(12)) {
      assert.deepEqual(parts(s, 12), upTo(12).map((j) => (s + j) % 12), `Parashara ${s}`);
      assert.deepEqual(parts(s, 12, 'even-reversal'), upTo(12).map((j) => (s % 2 === 0 ? (s + j) % 12 : (s - j + 24) % 12)), `reversal ${s}`);
    }
  });

  it('D16 (Ar, Le, Sg), D20 (Ar, Sg, Le) and D45 (Ar, Le, Sg) by modality; D27 (Ar, Cn, Li, Cp) by element; D40 odd Ar, even Li', () => {
    for (const s of upTo(12)) {
      assert.deepEqual(parts(s, 16), upTo(12).map((j) => ([Ar, Le, Sg][s % 3] + j) % 12), `D16 ${s}`);
      assert.deepEqual(parts(s, 20), upTo(12).map((j) => ([Ar, Sg, Le][s % 3] + j) % 12), `D20 ${s}`);
      assert.deepEqual(parts(s, 45), upTo(12).map((j) => ([Ar, Le, Sg][s % 3] + j) % 12), `D45 ${s}`);
      assert.deepEqual(parts(s, 27), upTo(12).map((j) => ([Ar, Cn, Li, Cp][s % 4] + j) % 12), `D27 ${s}`);
      assert.deepEqual(parts(s, 40), upTo(12).map((j) => ((s % 2 === 0 ? Ar : Li) + j) % 12), `D40 ${s}`);
      // The last part of each: j = N − 1.
      for (const n of [16, 20, 27, 40, 45] as const) {
        const base = n === 27 ? [Ar, Cn, Li, Cp][s % 4] : n === 40 ? (s % 2 === 0 ? Ar : Li) : n === 20 ? [Ar, Sg, Le][s % 3] : [Ar, Le, Sg][s % 3];
        assert.equal(divisionSign(at(s, 29.9999), n), (base + n - 1) % 12, `D${n} last part of ${s}`);
      }
    }
  });

  it('D24: odd signs from Leo, even from Cancer; even reversal counts Cancer back; even-from-Leo starts even signs at Leo too', () => {
    for (const s of upTo(12)) {
      const odd = s % 2 === 0;
      assert.deepEqual(parts(s, 24), upTo(12).map((j) => ((odd ? Le : Cn) + j) % 12), `Parashara ${s}`);
      assert.deepEqual(parts(s, 24, 'even-reversal'), upTo(12).map((j) => (odd ? (Le + j) % 12 : (Cn - j + 24) % 12)), `reversal ${s}`);
      assert.deepEqual(parts(s, 24, 'even-from-leo'), upTo(12).map((j) => (Le + j) % 12), `from Leo ${s}`);
    }
  });

  it('D30 Parashara at every boundary (lower bound inclusive), and like a shashtyamsha from the sign', () => {
    // odd: [0,5) Ar, [5,10) Aq, [10,18) Sg, [18,25) Ge, [25,30) Li; even: [0,5) Ta, [5,12) Vi, [12,20) Pi, [20,25) Cp, [25,30) Sc.
    const odd: [number, number][] = [[0, Ar], [4.9999, Ar], [5, Aq], [9.9999, Aq], [10, Sg], [17.9999, Sg], [18, Ge], [24.9999, Ge], [25, Li], [29.9999, Li]];
    const even: [number, number][] = [[0, Ta], [4.9999, Ta], [5, Vi], [11.9999, Vi], [12, Pi], [19.9999, Pi], [20, Cp], [24.9999, Cp], [25, Sc], [29.9999, Sc]];
    for (const s of upTo(12)) {
      for (const [d, sign] of s % 2 === 0 ? odd : even) assert.equal(divisionSign(at(s, d), 30), sign, `${s} ${d}°`);
      assert.deepEqual(parts(s, 30, 'shashtyamsha-like'), upTo(12).map((j) => (s + j) % 12), `shashtyamsha-like ${s}`);
    }
  });

  it('D60: from the sign; from Aries; even reversal from Aries (Somanatha) and from the sign', () => {
    for (const s of upTo(12)) {
      const odd = s % 2 === 0;
      const k = Math.floor(s / 2);
      assert.deepEqual(parts(s, 60), upTo(12).map((j) => (s + j) % 12), `Parashara ${s}`);
      assert.deepEqual(parts(s, 60, 'from-aries'), upTo(12), `from Aries ${s}`);
      assert.deepEqual(parts(s, 60, 'even-reversal-from-aries'), upTo(12).map((j) => (odd ? (k * 60 + j) % 12 : (((11 - k * 60 - j) % 12) + 12) % 12)), `from Aries reversed ${s}`);
      assert.deepEqual(parts(s, 60, 'even-reversal-from-sign'), upTo(12).map((j) => (odd ? (s + j) % 12 : (s - j + 24) % 12)), `from sign reversed ${s}`);
    }
  });

  it('the three generic schemes: cyclic s·N + j; even signs reversed s·N + N − 1 − j; Somanatha k·N + j or 11 − k·N − j (k = ⌊s/2⌋)', () => {
    // Worked for D4, Taurus 10° (j = 1): cyclic 4 + 1 = 5 Vi; reversed 4 + 3 − 1 = 6 Li; Somanatha k = 0: 11 − 0 − 1 = 10 Aq.
    assert.equal(divisionSign(at(Ta, 10), 4, 'parivritti-cyclic'), Vi);
    assert.equal(divisionSign(at(Ta, 10), 4, 'parivritti-even-reverse'), Li);
    assert.equal(divisionSign(at(Ta, 10), 4, 'somanatha'), Aq);
    // Gemini 10° (odd, j = 1): cyclic 8 + 1 = 9 Cp; reversed the same 9; Somanatha k = 1: 4 + 1 = 5 Vi.
    assert.equal(divisionSign(at(Ge, 10), 4, 'parivritti-cyclic'), Cp);
    assert.equal(divisionSign(at(Ge, 10), 4, 'parivritti-even-reverse'), Cp);
    assert.equal(divisionSign(at(Ge, 10), 4, 'somanatha'), Vi);
    const mod = (x: number) => ((x % 12) + 12) % 12;
    for (const n of [2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 16, 20, 27, 30, 40, 45, 81, 108, 144, 150] as const) {
      const variants = divisionVariants[n] as readonly string[];
      for (const s of upTo(12)) {
        for (const j of [0, 1, n - 2, n - 1]) {
          const lon = at(s, ((j + 0.5) * 30) / n);
          const odd = s % 2 === 0;
          const k = Math.floor(s / 2);
          if (variants.includes('parivritti-cyclic')) assert.equal(divisionSign(lon, n, 'parivritti-cyclic'), mod(s * n + j), `cyclic D${n} ${s} ${j}`);
          if (variants.includes('parivritti-even-reverse')) assert.equal(divisionSign(lon, n, 'parivritti-even-reverse'), mod(s * n + (odd ? j : n - 1 - j)), `reverse D${n} ${s} ${j}`);
          if (variants.includes('somanatha')) assert.equal(divisionSign(lon, n, 'somanatha'), odd ? mod(k * n + j) : mod(11 - k * n - j), `Somanatha D${n} ${s} ${j}`);
        }
      }
    }
  });

  it('D81 and D150 run cyclic by default; D108 and D144 divide twice (D12 of D9, D12 of D12)', () => {
    // D81 Taurus 29.9°: j = ⌊29.9·81/30⌋ = 80 → 81 + 80 = 161 mod 12 = 5 Vi. D150 Taurus 29.9°: j = 149 → 299 mod 12 = 11 Pi.
    assert.equal(divisionSign(at(Ta, 29.9), 81), Vi);
    assert.equal(divisionSign(at(Ta, 29.9), 150), Pi);
    // D108 of Taurus 25°: D9 of Taurus (earth, from Cp) j = 7 → Cp + 7 = Leo, degree (25·9) mod 30 = 15
    // → D12 j = 6 → Le + 6 = Aquarius.
    assert.equal(divisionSign(at(Ta, 25), 108), Aq);
    // D144 of Cancer 20°: D12 j = 8 → Cn + 8 = Pisces, degree 240 mod 30 = 0 → D12 j = 0 → Pisces.
    assert.equal(divisionSign(at(Cn, 20), 144), Pi);
    // D144 of Cancer 21°: D12 j = 8 → Pisces, degree 252 mod 30 = 12 → j = 4 → Pi + 4 = Cancer.
    assert.equal(divisionSign(at(Cn, 21), 144), Cn);
    // The step itself: (Taurus, 25°) under D9 → (Leo, 15°).
    assert.deepEqual(divideSignPoint({ sign: Ta, degree: 25 }, 9, 'parashara'), { sign: Le, degree: 15 });
    assert.deepEqual(divideSignPoint({ sign: Cn, degree: 21 }, 12, 'parashara'), { sign: Pi, degree: 12 });
  });

  it('D2 hora variants: Kashinatha by the lord (Scorpio and Aquarius by the stronger co-lord), parivritti of even signs reversed', () => {
    // Kashinatha: odd sign → lord's (first, second) sign; even → reversed. Taurus (Venus: Libra, Taurus):
    // even, first half → Taurus, second → Libra. Cancer (Moon: Cancer only) → Cancer, Cancer.
    assert.equal(divisionSign(at(Ta, 5), 2, 'kashinatha'), Ta);
    assert.equal(divisionSign(at(Ta, 20), 2, 'kashinatha'), Li);
    assert.equal(divisionSign(at(Cn, 20), 2, 'kashinatha'), Cn);
    // Scorpio with Mars the stronger: even → (Aries, Scorpio) reversed: first half Aries, second Scorpio.
    assert.equal(divisionSign(at(Sc, 5), 2, 'kashinatha'), Ar);
    assert.equal(divisionSign(at(Sc, 20), 2, 'kashinatha'), Sc);
    // Scorpio with Ketu the stronger: Ketu's hora sign is Leo (the Sun's) both halves.
    assert.equal(divisionSign(at(Sc, 5), 2, 'kashinatha', { scorpioLord: 'ketu', aquariusLord: 'saturn' }), Le);
    // Aquarius (odd) with Saturn: (Aquarius, Capricorn): first half Aquarius, second Capricorn; with Rahu: Aquarius both.
    assert.equal(divisionSign(at(Aq, 5), 2, 'kashinatha'), Aq);
    assert.equal(divisionSign(at(Aq, 20), 2, 'kashinatha'), Cp);
    assert.equal(divisionSign(at(Aq, 20), 2, 'kashinatha', { scorpioLord: 'mars', aquariusLord: 'rahu' }), Aq);
    // Leo (Sun: Leo only) → Leo in both halves.
    assert.equal(divisionSign(at(Le, 5), 2, 'kashinatha'), Le);
    assert.equal(divisionSign(at(Le, 20), 2, 'kashinatha'), Le);
    // Parivritti D2: s·2 + j, even signs s·2 + 1 − j. Leo 20° (odd, j = 1): 9 Cp; Virgo 20° (even): 10 + 0 = Aq.
    assert.equal(divisionSign(at(Le, 20), 2, 'parivritti'), Cp);
    assert.equal(divisionSign(at(Vi, 20), 2, 'parivritti'), Aq);
  });

  it('falls back to the default rule for a variant the division does not serve (D81 and D150: cyclic)', () => {
    // divisionSign's contract: an unknown variant takes the division's default. D81 Taurus 29.9°:
    // j = 80 → 81 + 80 = 161 ≡ 5 Virgo (as the default above); D150 Taurus 29.9°: j = 149 → 299 ≡ 11 Pisces.
    // Gemini 0.1° in D150: j = ⌊0.1·150/30⌋ = 0 → 2·150 + 0 = 300 ≡ 0 Aries.
    const unknown = 'parashara' as AnyDivisionVariant;
    assert.equal(isDivisionVariant(81, unknown), false);
    assert.equal(divisionSign(at(Ta, 29.9), 81, unknown), Vi);
    assert.equal(divisionSign(at(Ta, 29.9), 150, unknown), Pi);
    assert.equal(divisionSign(at(Ge, 0.1), 150, unknown), Ar);
  });

  it('degrees within the varga sign are (d·N) mod 30, and the sign reads the longitude modulo 360°', () => {
    assert.equal(divisionDegreeInSign(at(Ta, 10), 9), 0); // 90 mod 30
    near(divisionDegreeInSign(at(Ta, 11), 9), 9, 'Taurus 11° D9');
    near(divisionDegreeInSign(at(Pi, 29.5), 60), 0, 'Pisces 29.5° D60'); // 1770 mod 30
    near(divisionDegreeInSign(at(Ar, 7), 4), 28, 'Aries 7° D4');
    assert.equal(divisionSign(at(Ar, 7) + 360, 4), divisionSign(at(Ar, 7), 4));
    assert.equal(divisionSign(-1, 12), Aq); // −1° = Pisces 29°: j = 11 → 11 + 11 = 22 mod 12 = 10, Aquarius
  });

  it('names the default and the method id of every rule', () => {
    assert.deepEqual(allDivisions.map(defaultDivisionVariant), allDivisions.map((d) => (d === 1 ? 'rashi' : [81, 150].includes(d) ? 'parivritti-cyclic' : 'parashara')));
    const shodasha = [2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60];
    for (const d of allDivisions) {
      if (d === 1) continue;
      if (divisionVariants[d].includes('parashara' as never)) {
        assert.equal(divisionMethodId(d, 'parashara'), shodasha.includes(d) ? 'VARGA.PARASHARA' : `VARGA.D${d}_PARASHARA`, `D${d}`);
      }
    }
    assert.equal(divisionMethodId(1, 'rashi'), 'CHART.WHOLE_SIGN');
    assert.equal(divisionMethodId(7, 'even-reverse-ending-seventh'), 'VARGA.D7_EVEN_REVERSE_ENDING_SEVENTH');
    assert.equal(divisionMethodId(60, 'even-reversal-from-aries'), 'VARGA.D60_EVEN_REVERSAL_FROM_ARIES');
    assert.equal(divisionMethodId(3, 'parivritti-cyclic'), 'VARGA.D3_PARIVRITTI_CYCLIC');
    assert.equal(divisionMethodId(2, 'parivritti'), 'VARGA.D2_PARIVRITTI');
    assert.equal(divisionMethodId(2, 'raman'), 'VARGA.D2_RAMAN');
    assert.equal(isDivisionVariant(11, 'raman'), true);
    assert.equal(isDivisionVariant(5, 'raman'), false);
    assert.equal(isDivisionVariant(9, 'kalachakra'), true);
    assert.equal(isDivisionVariant(9, 'parivritti-cyclic'), false);
  });
});
