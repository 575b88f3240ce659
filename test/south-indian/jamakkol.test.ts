/**
 * Jamakkol Arudam over HTTP: six hand-worked queries (times and places below, arithmetic in
 * the comments) whose sunrises, sunsets and Sun longitudes come from swetest
 * (test/golden/jamakkol/swetest-jamakkol.json, command lines in its README), the variants, the
 * drawing, and bad input answered with 422 naming the field.
 *
 * Ring places: 1 Pisces, 2 Capricorn, 3 Sagittarius, 4 Libra, 5 Virgo, 6 Cancer, 7 Gemini, 8 Aries.
 * Sequence offsets: Sun 0, Mars 1, Jupiter 2, Mercury 3, Venus 4, Saturn 5, Moon 6, Snake 7.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { build, postJson } from '../helpers/app.ts';
import { jamakkolCalculation } from '../../src/calculations/jamakkol-arudam/index.ts';
import { renderJamakkolSvg } from '../../src/render/jamakkol.ts';

const golden = JSON.parse(readFileSync(new URL('../golden/jamakkol/swetest-jamakkol.json', import.meta.url), 'utf8')) as {
  queries: { id: string; sunrise_ut: string; sunset_ut: string; next_sunrise_ut: string; ascendant_sidereal_at_query: number }[];
};
const swetest = (id: string) => golden.queries.find((q) => q.id === id)!;

/** Udayam: both inputs are swetest numbers printed to 0.1 s and 1e-7°, so the hand value agrees within 0.002°. */
const udayamToleranceDegrees = 0.002;
/** Rise and set times: swetest prints tenths of a second; ours are rounded to the second. */
const riseToleranceSeconds = 1;

const S = ['mesha', 'vrishabha', 'mithuna', 'karka', 'simha', 'kanya', 'tula', 'vrishchika', 'dhanu', 'makara', 'kumbha', 'meena'];
const sign = { Ar: 0, Ta: 1, Ge: 2, Cn: 3, Le: 4, Vi: 5, Li: 6, Sc: 7, Sg: 8, Cp: 9, Aq: 10, Pi: 11 } as const;
type Abbr = keyof typeof sign;

interface Case {
  id: string;
  what: string;
  body: Record<string, unknown>;
  weekday: string;
  isDay: boolean;
  jamam: number;
  lord: string;
  outer: Record<string, Abbr>;
  udayam: { sign: Abbr; longitude: number };
  arudam: { sign: Abbr; degree: number };
  veedhi: Abbr;
  kavippu: Abbr;
  houses: [number, number];
}

const cases: Case[] = [
  {
    id: 'Q1',
    what: 'Mumbai, Thursday 1990-05-10 19:55 IST: the first night jamam',
    body: { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' },
    // Sunset 13:33:47.3 UT, next sunrise 00:35:43.2 UT: night Nl = 39,715.9 s; T = 14:25:00 UT is
    // 3,072.7 s in; 8 × 3072.7 / 39715.9 = 0.62 → night jamam 1. Sunrise was Thursday → Jupiter.
    weekday: 'guruvara',
    isDay: false,
    jamam: 1,
    // Night starts with the 5th from Jupiter: offset 2 + 4 = 6, the Moon, in Pisces; then Snake
    // Capricorn, Sun Sagittarius, Mars Libra, Jupiter Virgo, Mercury Cancer, Venus Gemini, Saturn Aries.
    lord: 'moon',
    outer: { sun: 'Sg', mars: 'Li', jupiter: 'Vi', mercury: 'Cn', venus: 'Ge', saturn: 'Ar', moon: 'Pi', snake: 'Cp' },
    // λ☉(S) = 25.9078037° + 360 × 3072.7 / 39715.9 = 25.9078 + 27.8521 = 53.7599° → Taurus 23.76°.
    udayam: { sign: 'Ta', longitude: 53.7599 },
    // 19:55:00 → m = 55: ⌊55/5⌋ = 11 Pisces, (0·60 + 0)/10 = 0°.
    arudam: { sign: 'Pi', degree: 0 },
    // Sun at T 25.94° Aries → veedhi Taurus (1); K = (1 + (1 − 11) mod 12) mod 12 = (1 + 2) = 3 Cancer.
    veedhi: 'Ta',
    kavippu: 'Cn',
    // Arudam Pisces from Udayam Taurus: (11 − 1) mod 12 + 1 = 11; Kavippu Cancer: (3 − 1) + 1 = 3.
    houses: [11, 3],
  },
  {
    id: 'Q2',
    what: 'Chennai, Friday 2024-03-01 10:37:30 IST: day jamam 3',
    body: { localDate: '2024-03-01', localTime: '10:37:30', timezone: 'Asia/Kolkata', latitude: 13.0827, longitude: 80.2707 },
    // Sunrise 00:54:46.0 UT, sunset 12:47:43.6 UT: Dl = 42,777.6 s; T = 05:07:30 UT is 15,164.0 s
    // in; 8 × 15164.0 / 42777.6 = 2.84 → day jamam 3. Friday → Venus (offset 4).
    weekday: 'shukravara',
    isDay: true,
    jamam: 3,
    // Venus at ring (3 − 1) = 2 Sagittarius; Saturn 3 Libra, Moon 4 Virgo, Snake 5 Cancer, Sun 6
    // Gemini, Mars 7 Aries, Jupiter 0 Pisces, Mercury 1 Capricorn. Lord: sequence[(4 + 2) mod 8] = Moon.
    lord: 'moon',
    outer: { sun: 'Ge', mars: 'Ar', jupiter: 'Pi', mercury: 'Cp', venus: 'Sg', saturn: 'Li', moon: 'Vi', snake: 'Cn' },
    // λ☉(R) = 316.7342666° + 360 × 15164.0 / 42777.6 = 316.7343 + 127.6145 = 444.3487 → 84.3487° Gemini.
    udayam: { sign: 'Ge', longitude: 84.3487 },
    // m = 37: 7 Scorpio; (2·60 + 30)/10 = 15°.
    arudam: { sign: 'Sc', degree: 15 },
    // Sun 316.9° Aquarius → veedhi Gemini (2); K = (2 + (2 − 7) mod 12) = 2 + 7 = 9 Capricorn.
    veedhi: 'Ge',
    kavippu: 'Cp',
    // Scorpio from Gemini: (7 − 2) + 1 = 6; Capricorn: (9 − 2) + 1 = 8.
    houses: [6, 8],
  },
  {
    id: 'Q3',
    what: 'Madurai, 2023-11-15 04:20 IST before sunrise: still Tuesday\'s night, jamam 7',
    body: { localDate: '2023-11-15', localTime: '04:20:00', timezone: 'Asia/Kolkata', latitude: 9.9252, longitude: 78.1198 },
    // Sunrise 2023-11-14 00:41:24.5 UT (Tuesday), sunset 12:22:13.4 UT, next sunrise 11-15 00:41:45.5 UT:
    // Nl = 44,372.1 s; T = 22:50:00 UT on the 14th is 37,666.6 s into the night; 8 × 37666.6 / 44372.1 = 6.79 → jamam 7.
    weekday: 'mangalavara',
    isDay: false,
    jamam: 7,
    // Tuesday → Mars (offset 1); night starts at 1 + 4 = 5, Saturn. Jamam 7: Saturn at ring 6
    // (Gemini), Moon 7 Aries, Snake 0 Pisces, Sun 1 Capricorn, Mars 2 Sagittarius, Jupiter 3 Libra,
    // Mercury 4 Virgo, Venus 5 Cancer. Lord: sequence[(5 + 6) mod 8 = 3] = Mercury.
    lord: 'mercury',
    outer: { sun: 'Cp', mars: 'Sg', jupiter: 'Li', mercury: 'Vi', venus: 'Cn', saturn: 'Ge', moon: 'Ar', snake: 'Pi' },
    // λ☉(S) = 207.6725066° + 360 × 37666.6 / 44372.1 = 207.6725 + 305.5969 = 513.2694 → 153.2694° Virgo.
    udayam: { sign: 'Vi', longitude: 153.2694 },
    // m = 20: 4 Leo, 0°.
    arudam: { sign: 'Le', degree: 0 },
    // Sun 208.1° Libra → veedhi Taurus (1); K = (5 + (1 − 4) mod 12) = 5 + 9 = 14 → 2 Gemini.
    veedhi: 'Ta',
    kavippu: 'Ge',
    // Leo from Virgo: (4 − 5) mod 12 + 1 = 12; Gemini: (2 − 5) mod 12 + 1 = 10.
    houses: [12, 10],
  },
  {
    id: 'Q4',
    what: 'Delhi, Tuesday 2022-06-21 13:02:45 IST: day jamam 5 of the longest day',
    body: { localDate: '2022-06-21', localTime: '13:02:45', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
    // Sunrise 2022-06-20 23:53:57.3 UT (05:23:57 IST on the 21st), sunset 13:51:55.2 UT: Dl = 50,277.9 s;
    // T = 07:32:45 UT is 27,527.7 s in; 8 × 27527.7 / 50277.9 = 4.38 → jamam 5. Tuesday → Mars (offset 1).
    weekday: 'mangalavara',
    isDay: true,
    jamam: 5,
    // Mars at ring 4 (Virgo), Jupiter 5 Cancer, Mercury 6 Gemini, Venus 7 Aries, Saturn 0 Pisces,
    // Moon 1 Capricorn, Snake 2 Sagittarius, Sun 3 Libra. Lord: sequence[(1 + 4)] = Saturn.
    lord: 'saturn',
    outer: { sun: 'Li', mars: 'Vi', jupiter: 'Cn', mercury: 'Ge', venus: 'Ar', saturn: 'Pi', moon: 'Cp', snake: 'Sg' },
    // λ☉(R) = 65.4615864° + 360 × 27527.7 / 50277.9 = 65.4616 + 197.1039 = 262.5655° Sagittarius.
    udayam: { sign: 'Sg', longitude: 262.5655 },
    // m = 2: Aries; (2·60 + 45)/10 = 16.5°.
    arudam: { sign: 'Ar', degree: 16.5 },
    // Sun 65.8° Gemini → veedhi Aries (0); K = (8 + (0 − 0) mod 12) = 8 Sagittarius.
    veedhi: 'Ar',
    kavippu: 'Sg',
    // Aries from Sagittarius: (0 − 8) mod 12 + 1 = 5; Sagittarius: 1.
    houses: [5, 1],
  },
  {
    id: 'Q5',
    what: 'Singapore, Monday 2024-07-15 21:05 SGT: night jamam 2 outside India',
    body: { localDate: '2024-07-15', localTime: '21:05:00', timezone: 'Asia/Singapore', latitude: 1.3521, longitude: 103.8198 },
    // Sunset 11:16:25.5 UT, next sunrise 23:05:11.7 UT: Nl = 42,526.2 s; T = 13:05:00 UT is 6,514.5 s
    // in; 8 × 6514.5 / 42526.2 = 1.23 → night jamam 2. Sunrise 2024-07-14 23:05:04.7 UT = 07:05 SGT Monday → Moon (offset 6).
    weekday: 'somavara',
    isDay: false,
    jamam: 2,
    // Night starts at 6 + 4 = 10 ≡ 2, Jupiter. Jamam 2: Jupiter at ring 1 (Capricorn), Mercury 2
    // Sagittarius, Venus 3 Libra, Saturn 4 Virgo, Moon 5 Cancer, Snake 6 Gemini, Sun 7 Aries, Mars 0 Pisces.
    // Lord: sequence[(2 + 1)] = Mercury.
    lord: 'mercury',
    outer: { sun: 'Ar', mars: 'Pi', jupiter: 'Cp', mercury: 'Sg', venus: 'Li', saturn: 'Vi', moon: 'Cn', snake: 'Ge' },
    // λ☉(S) = 89.2631185° + 360 × 6514.5 / 42526.2 = 89.2631 + 55.1477 = 144.4108° Leo.
    udayam: { sign: 'Le', longitude: 144.4108 },
    // m = 5: 1 Taurus, 0°.
    arudam: { sign: 'Ta', degree: 0 },
    // Sun 89.3° Gemini → veedhi Aries (0); K = (4 + (0 − 1) mod 12) = 4 + 11 = 15 → 3 Cancer.
    veedhi: 'Ar',
    kavippu: 'Cn',
    // Taurus from Leo: (1 − 4) mod 12 + 1 = 10; Cancer: (3 − 4) mod 12 + 1 = 12.
    houses: [10, 12],
  },
  {
    id: 'Q6',
    what: 'Colombo, Sunday 2025-01-26 06:40:10 minutes after sunrise: day jamam 1',
    body: { localDate: '2025-01-26', localTime: '06:40:10', timezone: 'Asia/Colombo', latitude: 6.9271, longitude: 79.8612 },
    // Sunrise 00:58:55.1 UT, sunset 12:47:17.4 UT: Dl = 42,502.3 s; T = 01:10:10 UT is 674.9 s in;
    // 8 × 674.9 / 42502.3 = 0.13 → jamam 1. Sunday → Sun (offset 0).
    weekday: 'ravivara',
    isDay: true,
    jamam: 1,
    // The weekday lord in Pisces, then the sequence round the ring. Lord: the Sun.
    lord: 'sun',
    outer: { sun: 'Pi', mars: 'Cp', jupiter: 'Sg', mercury: 'Li', venus: 'Vi', saturn: 'Cn', moon: 'Ge', snake: 'Ar' },
    // λ☉(R) = 282.1074665° + 360 × 674.9 / 42502.3 = 282.1075 + 5.7165 = 287.8240° Capricorn.
    udayam: { sign: 'Cp', longitude: 287.824 },
    // m = 40: 8 Sagittarius; (0·60 + 10)/10 = 1°.
    arudam: { sign: 'Sg', degree: 1 },
    // Sun 282.1° Capricorn → veedhi Gemini (2); K = (9 + (2 − 8) mod 12) = 9 + 6 = 15 → 3 Cancer.
    veedhi: 'Ge',
    kavippu: 'Cn',
    // Sagittarius from Capricorn: 12; Cancer: (3 − 9) mod 12 + 1 = 7.
    houses: [12, 7],
  },
];

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('Jamakkol Arudam: hand-worked queries against swetest', () => {
  for (const c of cases) {
    it(`works out ${c.what}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, '/v2/calculations/jamakkol-arudam', c.body);
      assert.equal(r.statusCode, 200, r.body);
      const x = r.json().result;
      const g = swetest(c.id);
      assert.ok(Math.abs(seconds(x.query.sunrise.utc) - seconds(g.sunrise_ut)) <= riseToleranceSeconds, 'sunrise');
      assert.ok(Math.abs(seconds(x.query.sunset.utc) - seconds(g.sunset_ut)) <= riseToleranceSeconds, 'sunset');
      assert.ok(Math.abs(seconds(x.query.nextSunrise.utc) - seconds(g.next_sunrise_ut)) <= riseToleranceSeconds, 'next sunrise');
      assert.equal(x.query.weekday.id, c.weekday);
      assert.equal(x.jamam.isDay, c.isDay);
      assert.equal(x.jamam.number, c.jamam);
      assert.equal(x.jamam.lord.id, c.lord);
      assert.deepEqual(Object.fromEntries(x.outer.map((o: { graha: { id: string }; rashi: { id: string } }) => [o.graha.id, o.rashi.id])),
        Object.fromEntries(Object.entries(c.outer).map(([k, v]) => [k, S[sign[v]]])));
      assert.equal(x.udayam.ruleId, 'JK.UDAYAM_SUNARC');
      assert.equal(x.udayam.rashi.id, S[sign[c.udayam.sign]]);
      assert.ok(Math.abs(x.udayam.longitude - c.udayam.longitude) < udayamToleranceDegrees, `udayam ${x.udayam.longitude}`);
      assert.equal(x.arudam.ruleId, 'JK.ARUDAM_5MIN');
      assert.equal(x.arudam.rashi.id, S[sign[c.arudam.sign]]);
      assert.equal(x.arudam.degreeInRashi, c.arudam.degree);
      assert.equal(x.kavippu.suryaVeedhi.id, S[sign[c.veedhi]]);
      assert.equal(x.kavippu.rashi.id, S[sign[c.kavippu]]);
      assert.deepEqual([x.arudamHouseFromUdayam, x.kavippuHouseFromUdayam], c.houses);
      // The true ascendant is reported too (the lagna variant): swetest -house, within 1e-4°.
      assert.ok(Math.abs(x.lagna.longitude - g.ascendant_sidereal_at_query) < 1e-4, 'lagna');
      assert.equal(x.transit.length, 9);
      assert.equal(x.reviewOnly, true);
    });
  }
});

describe('Jamakkol Arudam variants', () => {
  it('takes Udayam from the true lagna under udayamRule lagna and counts the houses from it', async (t) => {
    const { app } = await build(t);
    // Q2 with the lagna variant: swetest ascendant 29.3388871° = Aries 29.34°. Arudam Scorpio:
    // (7 − 0) + 1 = 8th; Kavippu K = (0 + (2 − 7) mod 12) = 7 Scorpio → 8th.
    const r = await postJson(app, '/v2/calculations/jamakkol-arudam', { ...cases[1].body, udayamRule: 'lagna' });
    const x = r.json().result;
    assert.equal(x.udayam.ruleId, 'JK.UDAYAM_LAGNA');
    assert.ok(Math.abs(x.udayam.longitude - 29.3388871) < 1e-4);
    assert.equal(x.kavippu.rashi.id, 'vrishchika');
    assert.deepEqual([x.arudamHouseFromUdayam, x.kavippuHouseFromUdayam], [8, 8]);
    assert.equal(r.json().method.udayamMethodId, 'JK.UDAYAM_LAGNA');
  });
  it('uses the chosen sign as Arudam (JK.ARUDAM_CHOSEN) with no degree', async (t) => {
    const { app } = await build(t);
    // Q1 with Leo chosen: A = 4; K = (1 + (1 − 4) mod 12) = 1 + 9 = 10 Aquarius; houses (4 − 1) + 1 = 4, (10 − 1) + 1 = 10.
    const r = await postJson(app, '/v1/calculations/jamakkol-arudam', { ...cases[0].body, chosenSign: 5 });
    const x = r.json().result;
    assert.equal(x.arudam.ruleId, 'JK.ARUDAM_CHOSEN');
    assert.equal(x.arudam.rashi.id, 'simha');
    assert.equal(x.arudam.degreeInRashi, null);
    assert.equal(x.arudam.clock, null);
    assert.equal(x.kavippu.rashi.id, 'kumbha');
    assert.deepEqual([x.arudamHouseFromUdayam, x.kavippuHouseFromUdayam], [4, 10]);
  });
  it('continues the day rotation at night under nightRule continue (Q1: Thursday night jamam 1 = day jamam 1)', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/jamakkol-arudam', { ...cases[0].body, nightRule: 'continue' });
    const x = r.json().result;
    // Jupiter (offset 2) in Pisces, Mercury Capricorn, Venus Sagittarius, Saturn Libra, Moon Virgo,
    // Snake Cancer, Sun Gemini, Mars Aries; the lord is Jupiter.
    assert.equal(x.jamam.lord.id, 'jupiter');
    const outer = Object.fromEntries(x.outer.map((o: { graha: { id: string }; rashi: { id: string } }) => [o.graha.id, o.rashi.id]));
    assert.deepEqual(outer, { sun: 'mithuna', mars: 'mesha', jupiter: 'meena', mercury: 'makara', venus: 'dhanu', saturn: 'tula', moon: 'kanya', snake: 'karka' });
    assert.equal(r.json().method.nightRuleMethodId, 'JK.NIGHT_CONTINUE');
  });
});

describe('Jamakkol drawing and contract', () => {
  it('draws a South Indian SVG with the eight jama grahas in the outer band and Tamil labels', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/jamakkol-arudam', { ...cases[0].body, chartLanguage: 'ta' });
    const x = r.json().result;
    const svg: string = x.svg;
    assert.ok(svg.startsWith('<svg'));
    const jamas = [...svg.matchAll(/class="jama" data-point="(\w+)" data-sign="(\d+)"/g)].map((m) => [m[1], Number(m[2])]);
    assert.equal(jamas.length, 8);
    for (const o of x.outer) assert.ok(jamas.some(([id, s]) => id === o.graha.id && s === o.rashi.index), o.graha.id);
    assert.match(svg, /பாம்/); // the Snake in Tamil
    assert.match(svg, /data-kind="udayam"/);
    assert.match(svg, /data-kind="arudam"/);
    assert.match(svg, /data-kind="kavippu"/);
    assert.equal([...svg.matchAll(/data-kind="transit"/g)].length, 9);
    assert.equal(x.jamam.lord.name.ta, 'சந்திரன்');
  });
  it('keeps twelve lines of a crowded sign inside its cell, in two columns', () => {
    // Cancer is column 3, row 1 of the 4 × 4 grid: x 323 … 422, y 125 … 224 (26 px band + 99 px cells).
    const inner = Array.from({ length: 12 }, (_, i) => ({ sign: 3, kind: 'transit' as const, id: `p${i}`, text: `Su ${i}°` }));
    const svg = renderJamakkolSvg({ language: 'en', centre: ['Jamakkol'], signLabels: Array(12).fill('Cn'), outer: [], inner });
    const at = [...svg.matchAll(/data-point="p\d+" x="([\d.]+)" y="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    assert.equal(at.length, 12);
    for (const [x, y] of at) assert.ok(x > 323 && x < 422 && y > 125 && y < 224, `${x}, ${y}`);
    assert.equal(new Set(at.map(([x]) => x)).size, 2);
  });
  it('returns every computed field through the response schema', async (t) => {
    const { app } = await build(t);
    const body = { ...cases[1].body, chartLanguage: 'hi' };
    const r = await postJson(app, '/v2/calculations/jamakkol-arudam', body);
    const context = { now: new Date() };
    const direct = jamakkolCalculation.present(jamakkolCalculation.compute(body as never, context), body as never, context);
    assert.deepEqual(r.json().result, JSON.parse(JSON.stringify(direct.result)));
    assert.equal(r.json().versions.calculation, 'jamakkol-arudam.1');
  });
  for (const [what, body, path] of [
    ['a chosen sign of 13', { ...cases[0].body, chosenSign: 13 }, '/chosenSign'],
    ['an unknown udayam rule', { ...cases[0].body, udayamRule: 'sunrise' }, '/udayamRule'],
    ['latitude 123', { ...cases[0].body, latitude: 123 }, '/latitude'],
    ['a place where the Sun does not set (Tromsø at midsummer)', { localDate: '2024-06-21', localTime: '12:00:00', timezone: 'Europe/Oslo', latitude: 69.65, longitude: 18.96 }, '/latitude'],
    ['an unknown field', { ...cases[0].body, extra: 1 }, '/extra'],
  ] as const) {
    it(`rejects ${what} with 422 naming ${path}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, '/v2/calculations/jamakkol-arudam', body);
      assert.equal(r.statusCode, 422, r.body);
      assert.equal(r.json().error.details[0].path, path);
    });
  }
});
