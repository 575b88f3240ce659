/**
 * Book cases of the Tajaka chapters (P. V. R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", ch. 27–30), from test/golden/varshaphal/book-cases.json (README there): the
 * reference groups of book_cases_dev.json, and further literals of the same test source.
 * Where our rule disagrees with a literal, the test says why.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveBirth } from '../../src/calculations/shared/birth.ts';
import { computeNatalChart } from '../../src/jyotish/chart/natal-chart.ts';
import { sevenGrahaIds, type SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';
import { harshaBala } from '../../src/jyotish/varshaphal/harsha-bala.ts';
import { panchaVargiyaBala } from '../../src/jyotish/varshaphal/pancha-vargiya.ts';
import { patyayiniDasha } from '../../src/jyotish/varshaphal/annual-dashas.ts';
import { computeSahams, type SahamId } from '../../src/jyotish/varshaphal/sahams.ts';
import { dayOrNight } from '../../src/jyotish/varshaphal/solar-return.ts';
import { computeVarshaphal } from '../../src/jyotish/varshaphal/varshaphal.ts';
import { tajakaYogas } from '../../src/jyotish/varshaphal/yogas.ts';
import { bookPatyayiniToleranceDays, fromHouseChart, golden, handChart, pyjhoraGraha } from './helpers.ts';

interface Group {
  test_function: string;
  inputs: Record<string, unknown>;
  other_context_vars?: Record<string, unknown>;
  cases: { desc: string; expected: unknown; likely_pyjhora_generated: boolean; pyjhora_reproduces: boolean }[];
}
interface Birth { dob: number[]; tob: number[]; lat: number; lon: number; tz: number }
interface Fact { id: string; birth?: Birth; chart_moment?: Birth; completed_years?: number; house_chart?: string[]; expected: Record<string, unknown> }
const data = golden<{ reference_groups: Group[]; more_book_facts: Fact[] }>('book-cases.json');
const group = (name: string) => data.reference_groups.find((g) => g.test_function === name) as Group;
const fact = (id: string) => data.more_book_facts.find((f) => f.id === id) as Fact;

const two = (n: number) => String(n).padStart(2, '0');
function birthOf(b: Birth) {
  return resolveBirth({
    localDate: `${b.dob[0]}-${two(b.dob[1])}-${two(b.dob[2])}`,
    localTime: `${two(b.tob[0])}:${two(b.tob[1])}:${two(b.tob[2])}`,
    timezone: 'UTC',
    utcOffset: `+${two(Math.floor(b.tz))}:${two(Math.round((b.tz % 1) * 60))}`,
    latitude: b.lat,
    longitude: b.lon,
  });
}
function varshaphalOf(f: Fact) {
  const birth = birthOf(f.birth as Birth);
  return computeVarshaphal({
    birthJd: birth.local.instant.jdUt,
    birthPlace: birth.geo,
    residence: birth.geo,
    completedYears: f.completed_years as number,
    sky: birth.sky,
    houseSystem: 'sripati',
    sunrise: birth.sunrise,
    aspectScheme: 'neelakanthi',
  });
}
/** Local IST wall time of a UT Julian day, `YYYY-MM-DDTHH:MM:SS`. */
const ist = (jd: number) => new Date(Math.round(((jd - 2440587.5) * 86400 + 5.5 * 3600) * 1000)).toISOString().slice(0, 19);

/** Longitudes of a saham_tests chart list [['L', [sign, deg]], [0, [sign, deg]] …]. */
function chartLongitudes(list: [string | number, [number, number]][]) {
  const longitudes = {} as Record<SevenGrahaId, number>;
  let lagna = 0;
  for (const [k, [sign, deg]] of list) {
    if (k === 'L') lagna = sign * 30 + deg;
    else if (Number(k) <= 6) longitudes[pyjhoraGraha[Number(k)]] = sign * 30 + deg;
  }
  return { lagna, longitudes };
}

// PyJHora's names of the sahams in saham_tests, to ours.
const sahamName: Record<string, SahamId> = {
  artha: 'artha', smartha: 'samartha', vanika: 'vanik', punya: 'punya', vidya: 'vidya', yasas: 'yasas', mitra: 'mitra',
  mahatmaya: 'mahatmya', asha: 'asha', bhratri: 'bhratri', gaurava: 'gaurava', pithri: 'pitri', rajya: 'rajya', maathri: 'matri',
  puthra: 'putra', jeeva: 'jeeva', karma: 'karma', raga: 'roga', raga_1: 'roga-alt', kali: 'kali', sastra: 'shastra',
  bandhu: 'bandhu', mrithyu: 'mrityu', paradesa: 'paradesha', paradara: 'paradara', karyasiddhi: 'karyasiddhi', vivaha: 'vivaha',
  santapa: 'santapa', sraddha: 'shraddha', preethi: 'preeti', jadya: 'jadya', vyaapaara: 'vyapara', sathru: 'shatru',
  jalapatna: 'jalapatana', bandhana: 'bandhana', apamrithyu: 'apamrityu', laabha: 'labha',
};
const sahamCase = (desc: string) => sahamName[desc.split('Chart 66 ')[1].replace('_longitude', '').replace('_saham_1', '_1').replace('_saham', '')];

// The year of chart 66 begins at 04:41 before sunrise at Jodhpur (sunrise ≈ 06:55 IST): night.
const chart66Night = true;
/** The three sahams the book works out for chart 66 (Example 121); the rest were recorded from PyJHora. */
const bookSahams = new Set<SahamId>(['artha', 'samartha', 'vanik']);

/**
 * Literals we do not reproduce, and why. Each is one sign (30°) away from ours: PyJHora decides
 * "C between B and A" sign by sign on longitudes it does not normalise, and we on the arc.
 */
const sahamDisagreements: Partial<Record<SahamId, string>> = {
  shastra:
    'Jupiter 10°Ar and Saturn 19°Ar share a sign; the arc from Jupiter forward to Saturn is 9° and Mercury (Aq) is not on it, so one sign is added. PyJHora, counting signs from B until it meets A, walks the whole circle when A and B share a sign and finds C "between".',
  preeti: 'Preeti = Shastra − Punya + Lagna inherits the one-sign difference of Shastra.',
  mrityu: 'PyJHora takes the 8th house as lagna + 210° without reducing it below 360°, so its sign never matches and C (the lagna) is always found "between"; on the arc the lagna is not between the Moon and the 8th house, and one sign is added.',
  paradesha: 'As Mrityu: the 9th house, lagna + 240°, is not reduced below 360° in PyJHora.',
  santapa: 'PyJHora takes the 6th house (C) as lagna + 150° = 430.7° without reducing it, so it never finds C and adds a sign; 70.7° (10°42′ Ge) lies on the arc from Saturn forward to the Moon, so no sign is added.',
  labha: 'PyJHora does not reproduce this literal itself (pyjhora_reproduces false); with the 11th house − 11th lord + lagna, same by day and night, the saham is 26°29′ Vi.',
};

test('the three sahams the book works out for chart 66 (Example 121) come out to the book degree', () => {
  const g = group('saham_tests');
  const { lagna, longitudes } = chartLongitudes(g.other_context_vars?.chart_66_book as [string, [number, number]][]);
  const values = computeSahams({ lagnaLongitude: lagna, longitudes, isDay: !chart66Night });
  let checked = 0;
  for (const c of g.cases) {
    const id = sahamCase(c.desc);
    if (!bookSahams.has(id)) continue;
    const v = values.find((x) => x.id === id);
    assert.ok(v, id);
    const [sign, degree] = c.expected as [number, number];
    assert.equal(Math.floor(v.longitude / 30), sign, id);
    assert.equal(Math.round(v.longitude % 30), degree, id);
    checked++;
  }
  assert.equal(checked, 3);
});

test('samartha by night needs both the reversal and the one-sign rule to reach the book 5° Pisces', () => {
  // Night: lagna lord Saturn − Mars + lagna = 19°09′Ar − 24°58′Pi + 10°49′Cp = 5°00′ Aq; the
  // lagna is not on the arc from Mars forward to Saturn, so one sign: 5°00′ Pi.
  const { lagna, longitudes } = chartLongitudes(group('saham_tests').other_context_vars?.chart_66_book as [string, [number, number]][]);
  const v = computeSahams({ lagnaLongitude: lagna, longitudes, isDay: false }).find((x) => x.id === 'samartha');
  assert.equal(v?.applied, 'night-reversed');
  assert.equal(v?.addedSign, true);
  assert.ok(Math.abs((v?.longitude ?? 0) - (330 + 5)) < 0.02);
});

test('the sahams PyJHora recorded for chart 66 agree, except six whose differences are explained', () => {
  // These literals were recorded from PyJHora's own output ("no actual results provided in the
  // book"), so they are regression values only; they are compared on PyJHora's own positions.
  const g = group('saham_tests');
  const { lagna, longitudes } = chartLongitudes(g.other_context_vars?.chart_66 as [string, [number, number]][]);
  const values = computeSahams({ lagnaLongitude: lagna, longitudes, isDay: !chart66Night });
  let agreed = 0;
  const disagreed: string[] = [];
  for (const c of g.cases) {
    const id = sahamCase(c.desc);
    if (bookSahams.has(id)) continue;
    const v = values.find((x) => x.id === id);
    assert.ok(v, id);
    const [sign, degree] = c.expected as [number, number];
    const same = Math.floor(v.longitude / 30) === sign && Math.round(v.longitude % 30) === degree;
    if (same) {
      agreed++;
      assert.ok(!sahamDisagreements[id], `${id} agrees: drop it from the disagreements`);
    } else {
      assert.ok(sahamDisagreements[id], `${id}: ${Math.floor(v.longitude / 30)} ${(v.longitude % 30).toFixed(2)} vs ${sign} ${degree}`);
      disagreed.push(id);
    }
  }
  assert.equal(agreed + disagreed.length, 34);
  assert.equal(disagreed.length, Object.keys(sahamDisagreements).length);
});

test('harsha bala of chart 66 matches the book (Example 119)', () => {
  const g = group('harsha_bala_tests');
  const expected = g.cases[0].expected as Record<string, number>;
  const { lagnaSign, signs } = fromHouseChart(g.other_context_vars?.chart_66 as string[]);
  for (const [i, points] of Object.entries(expected)) {
    const graha = pyjhoraGraha[Number(i)];
    assert.equal(harshaBala(graha, signs[graha], lagnaSign, !chart66Night).total, points, graha);
  }
});

test('uchcha bala of Jupiter at 8°30′ Virgo is 12.94 (20 units over 180°)', () => {
  const expected = group('uchcha_bala_test').cases[0].expected as number;
  assert.equal(Math.round(panchaVargiyaBala('jupiter', 150 + 8.5).uchcha.points * 100) / 100, expected);
});

test('ikkavala is not formed in the book\'s false case and is formed in its true case', () => {
  const falseCase = fromHouseChart(['0', '', '3', '7', '', '4', '8', '', '6', '5/L', '', '2/1']);
  assert.equal(group('_ishkavala_yoga_test_1').cases[0].expected, false);
  const at = (c: ReturnType<typeof fromHouseChart>) => handChart(c.lagnaSign, Object.fromEntries(sevenGrahaIds.map((g) => [g, { sign: c.signs[g], degree: 15 }])));
  assert.equal(tajakaYogas(at(falseCase), 'neelakanthi').find((y) => y.id === 'ikkavala')?.formed, false);
  const trueCase = fromHouseChart(fact('ishkavala-true').house_chart as string[]);
  assert.equal(tajakaYogas(at(trueCase), 'neelakanthi').find((y) => y.id === 'ikkavala')?.formed, true);
});

test('induvara is formed in the book\'s true case and not in its false case', () => {
  assert.equal(group('_induvara_yoga_test_2').cases[0].expected, true);
  const at = (c: ReturnType<typeof fromHouseChart>) => handChart(c.lagnaSign, Object.fromEntries(sevenGrahaIds.map((g) => [g, { sign: c.signs[g], degree: 15 }])));
  const trueCase = fromHouseChart(['', '', '2/3', '', '', '4/5', '', '', '6/7/8', 'L', '', '0/1']);
  assert.equal(tajakaYogas(at(trueCase), 'neelakanthi').find((y) => y.id === 'induvara')?.formed, true);
  const falseCase = fromHouseChart(fact('induvara-false').house_chart as string[]);
  assert.equal(tajakaYogas(at(falseCase), 'neelakanthi').find((y) => y.id === 'induvara')?.formed, false);
});

test('nakta through the Moon between Mars and Venus: formed when 2/12 counts as an aspect, as the literal assumes', () => {
  // Lagna 5° Ta, Moon 11° Cn, Mars 15° Sc, Venus 13° Ge, the rest at 0° Ar (the test's chart).
  // Mars and Venus are 6/8: no aspect. The Moon applies to Mars by trine (4° behind, orb 10°)
  // and to Venus from the 12th (2° behind, orb 9.5°). The literal needs that 2/12 contact: it
  // holds under the `with-semi-sextile` scheme. Under Neelakanthi's scheme (our default) 2/12
  // is no aspect, so the Moon cannot carry Venus's light and no nakta forms through it.
  const g = group('nakta_yoga_1_test');
  assert.deepEqual(g.cases[0].expected, [true, [[2, 5]]]);
  assert.equal(g.cases[1].expected, true);
  const chart = handChart(1, { moon: { sign: 3, degree: 11 }, mars: { sign: 7, degree: 15 }, venus: { sign: 2, degree: 13 } });
  const viaMoon = (scheme: 'neelakanthi' | 'with-semi-sextile') =>
    (tajakaYogas(chart, scheme).find((y) => y.id === 'nakta')?.instances ?? []).filter((i) => i.third?.graha === 'moon').map((i) => i.grahas.slice(0, 2));
  assert.deepEqual(viaMoon('with-semi-sextile'), [['mars', 'venus']]);
  assert.deepEqual(viaMoon('neelakanthi'), []);
});

test('the varsha pravesh of the book examples falls at the book\'s minute (Examples 118, 122, Exercise 47)', () => {
  for (const id of ['example-118-pravesh', 'exercise-47-pravesh']) {
    const f = fact(id);
    assert.equal(ist(varshaphalOf(f).praveshJd).slice(0, 16), f.expected.pravesh_local, id);
  }
  // Example 122: the book prints 13:30:04; swetest and we find 13:30:10 (6 s later, the book's
  // ephemeris and rounding); the minute agrees.
  const f = fact('example-122-pravesh');
  const got = ist(varshaphalOf(f).praveshJd);
  assert.equal(got.slice(0, 16), (f.expected.pravesh_local as string).slice(0, 16));
  assert.equal(got, '1993-06-01T13:30:10');
});

test('the lord of the year of chart 66 is Mars (Example 120)', () => {
  const v = varshaphalOf(fact('example-120-year-lord'));
  assert.equal(v.yearLord.graha, fact('example-120-year-lord').expected.year_lord);
  assert.equal(v.yearLord.rule, 'strongest-aspecting-lagna');
  assert.equal(v.dayNight.isDay, false);
});

test('the vivaha saham of charts 96 and 67 comes out at the book\'s degree', () => {
  for (const id of ['chart-96-vivaha-saham', 'chart-67-vivaha-saham']) {
    const f = fact(id);
    const birth = birthOf(f.chart_moment as Birth);
    const chart = computeNatalChart({ jdUt: birth.local.instant.jdUt, latitude: birth.geo.latitude, longitude: birth.geo.longitude, sky: birth.sky, houseSystem: 'sripati' });
    const isDay = dayOrNight(birth.local.instant.jdUt, birth.geo, birth.sunrise)?.isDay as boolean;
    const longitudes = Object.fromEntries(sevenGrahaIds.map((g) => [g, chart.bodies[g].longitude])) as Record<SevenGrahaId, number>;
    const v = computeSahams({ lagnaLongitude: chart.ascendant.longitude, longitudes, isDay }).find((x) => x.id === 'vivaha');
    assert.equal(Math.floor((v?.longitude ?? 0) / 30), f.expected.sign, id);
    // One decimal of a degree, as the test source rounds (22°54′ → 22.9, 2°22′ → 2.4); the
    // lagna of chart 67 sits 0.02° below the book's, which rounds to 2.4 all the same.
    assert.ok(Math.abs(((v?.longitude ?? 0) % 30) - (f.expected.degrees as number)) <= 0.05, `${id}: ${((v?.longitude ?? 0) % 30).toFixed(3)}`);
  }
});

test('patyayini dasha of Example 122 follows the book\'s order and lengths at the book\'s pravesh', () => {
  // Cast at the book's 13:30:04 (our pravesh is 6 s later; in 6 s the lagna moves 0.025°, which
  // alone shifts 0.38 d between the lagna's and Jupiter's periods). The year is the book's 365.25 d.
  const f = fact('example-122-patyayini');
  const birth = birthOf({ dob: [1993, 6, 1], tob: [13, 30, 4], lat: 16.25, lon: 81.2, tz: 5.5 });
  const chart = computeNatalChart({ jdUt: birth.local.instant.jdUt, latitude: birth.geo.latitude, longitude: birth.geo.longitude, sky: birth.sky, houseSystem: 'sripati' });
  const krisamshas = [{ lord: 'lagna' as const, degrees: chart.ascendant.degreeInSign }, ...sevenGrahaIds.map((g) => ({ lord: g, degrees: chart.bodies[g].degreeInSign }))];
  const p = patyayiniDasha(krisamshas, 0, 365.25, 1);
  const book = f.expected.periods_days as [string, number][];
  assert.deepEqual(p.periods.map((x) => x.lord), book.map(([l]) => l));
  const errors = p.periods.map((x, i) => Math.abs(x.durationDays - book[i][1]));
  assert.ok(Math.max(...errors) <= bookPatyayiniToleranceDays, errors.map((e) => e.toFixed(2)).join(' '));
});

test('patyayini dasha of Example 122 at our own pravesh keeps the book\'s order and fills the year', () => {
  const v = varshaphalOf(fact('example-122-patyayini'));
  const book = fact('example-122-patyayini').expected.periods_days as [string, number][];
  assert.deepEqual(v.patyayini.periods.map((p) => p.lord), book.map(([l]) => l));
  const total = v.patyayini.periods.reduce((s, p) => s + p.durationDays, 0);
  assert.ok(Math.abs(total - (v.nextPraveshJd - v.praveshJd)) < 1e-9);
});

test('varsha narayana dasha (book 30.4) is not served: the group is kept for when it is', { skip: 'Varsha Narayana dasha is not implemented (issue 19 asks for the mudda and patyayini dashas); test/golden/varshaphal/README.md keeps the literals' }, () => {
  assert.ok(group('varsha_narayana_test_1'));
});
