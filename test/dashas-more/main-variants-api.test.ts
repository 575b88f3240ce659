/**
 * dashaSeedVarga, dashaTribhagi and dashaTribhagiAnchor on the main Vimshottari and Yogini
 * blocks (dashaVariantsFor), and Jagannatha Hora's Tithi Ashtottari antardashas
 * (tithiAshtottariAntardasha "nextLord"), over HTTP.
 * Expected values:
 * - Tithi Ashtottari antardashas: the 64 antardasha rows of group `tithi_ashtottari_tests` in
 *   test/golden/reference/book_cases_dev.json (Jagannatha Hora's table of the reference birth
 *   1996-12-07 10:34 IST Chennai, as PyJHora's suite quotes it; PyJHora itself does not
 *   reproduce them), start times within one minute with the 365.256364-day year;
 * - everything else: hand-worked arithmetic written in each test from the chart's Moon
 *   longitude (itself tested against swetest elsewhere): the navamsha longitude is 9 × λ mod
 *   360°, nakshatras of 13°20′ with Vimshottari lords Ketu, Venus, Sun … from Ashwini, the
 *   yogini r = (N + 3) mod 8 of the 1-based nakshatra N, periods of a third of the lord's years.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Compile } from 'typebox/compile';
import { kundliAdvancedCalculation } from '../../src/calculations/kundli-advanced/index.ts';
import { envelopeSchema } from '../../src/api/routes/calculations.ts';
import { grahaIds } from '../../src/jyotish/core/zodiac.ts';
import { localToJdUt } from '../dasha/reference-chart.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';
import { build, postJson } from '../helpers/app.ts';

const path = '/v2/calculations/kundli-advanced';
const reference = JSON.parse(readFileSync(new URL('../golden/reference/book_cases_dev.json', import.meta.url), 'utf8')) as {
  groups: { test_function: string; inputs: { place: { lat: number; lon: number } }; cases: { expected: unknown[] }[] }[];
};
const group = (name: string) => reference.groups.find((g) => g.test_function === name)!;
const jdOf = (m: { utc: string }) => Date.parse(m.utc) / 86_400_000 + 2_440_587.5;
const Y = 365.256364;
const nak = 360 / 27;
const vimOrder = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
const vimYears: Record<string, number> = { ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17 };
const yoginiOrder = ['mangala', 'pingala', 'dhanya', 'bhramari', 'bhadrika', 'ulka', 'siddha', 'sankata'];
const birth = localToJdUt('1996-12-07T10:34:00', 5.5);

const chennai = {
  localDate: '1996-12-07',
  localTime: '10:34:00',
  timezone: 'Asia/Kolkata',
  latitude: 13.0878,
  longitude: 80.2785,
  ayanamsha: 'lahiri',
  nodeType: 'mean',
  positions: 'true-geometric',
  dashaYearDays: Y,
};

interface Span {
  start: { utc: string };
  end: { utc: string };
}
/** Periods follow one another without gap or overlap (to 1e-5 day: instants are published to the millisecond at best). */
function assertTiles(periods: Span[], what: string) {
  for (let i = 1; i < periods.length; i++) assert.ok(Math.abs(jdOf(periods[i].start) - jdOf(periods[i - 1].end)) < 1e-5, `${what} ${i} follows ${i - 1}`);
}

describe('dasha variants on the Vimshottari and Yogini blocks (dashaVariantsFor)', () => {
  it('leaves the Vimshottari and Yogini blocks plain when dashaVariantsFor is not given, even with dashaTribhagi and dashaSeedVarga set', async (t) => {
    const { app } = await build(t);
    const plain = (await postJson(app, path, chennai)).json();
    const r = await postJson(app, path, { ...chennai, dashaTribhagi: true, dashaSeedVarga: 9, dashaSystems: ['ashtottari'] });
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.deepEqual(body.result.dashas.vimshottari, plain.result.dashas.vimshottari);
    assert.deepEqual(body.result.dashas.yogini, plain.result.dashas.yogini);
    assert.equal(body.method.dashaVariantsFor, undefined);
  });

  it('counts Vimshottari from the navamsha Moon (9 × λ mod 360°) when dashaVariantsFor names vimshottari: lord, balance and first start by hand', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...chennai, dashaSeedVarga: 9, dashaVariantsFor: ['vimshottari'] });
    assert.equal(r.statusCode, 200);
    assert.ok(Compile(envelopeSchema(kundliAdvancedCalculation)).Check(JSON.parse(r.body) as unknown));
    const body = r.json();
    const v = body.result.dashas.vimshottari;
    const moon = v.moon.longitude as number;
    const d9 = (9 * moon) % 360;
    const n = Math.floor(d9 / nak);
    const f = (d9 - n * nak) / nak;
    const lord = vimOrder[n % 9];
    assert.ok(Math.abs(v.variants.seedVarga.longitude - d9) < 1e-9);
    assert.equal(v.variants.seedVarga.division, 9);
    assert.equal(v.variants.seedVarga.methodId, 'VARGA.PARASHARA');
    assert.equal(v.variants.seedVarga.nakshatra.index, n + 1, 'entity index is 1-based');
    assert.equal(v.variants.tribhagi, undefined);
    assert.equal(v.balanceAtBirth.lord.id, lord);
    assert.ok(Math.abs(v.balanceAtBirth.years - (1 - f) * vimYears[lord]) < 1e-9);
    assert.ok(Math.abs(jdOf(v.mahadashas[0].start) - (birth - f * vimYears[lord] * Y)) < oneMinuteInDays);
    assert.equal(v.mahadashas.length, 9);
    assert.deepEqual(body.method.dashaVariantsFor, ['vimshottari']);
    assert.equal(body.method.dashaSeedVarga, 9);
    // The Yogini block is not named, so it stays plain.
    assert.equal(body.result.dashas.yogini.variants, undefined);
  });

  for (const anchor of ['fullPeriod', 'fraction'] as const) {
    it(`lists 27 Vimshottari thirds with dashaTribhagi (anchor ${anchor}): the birth lord's third from birth − f × ${anchor === 'fullPeriod' ? 'its full' : 'a third of its'} years, 40 years a cycle`, async (t) => {
      const { app } = await build(t);
      const body = (await postJson(app, path, { ...chennai, dashaTribhagi: true, dashaTribhagiAnchor: anchor, dashaVariantsFor: ['vimshottari'] })).json();
      const v = body.result.dashas.vimshottari;
      const moon = v.moon.longitude as number;
      const n = Math.floor(moon / nak);
      const f = (moon - n * nak) / nak;
      const lord = vimOrder[n % 9];
      const firstStart = birth - f * vimYears[lord] * Y * (anchor === 'fullPeriod' ? 1 : 1 / 3);
      assert.equal(v.mahadashas.length, 27);
      assert.equal(v.mahadashas[0].lord.id, lord);
      assert.ok(Math.abs(jdOf(v.mahadashas[0].start) - firstStart) < oneMinuteInDays);
      assert.equal(v.mahadashas[0].years, vimYears[lord] / 3);
      assertTiles(v.mahadashas, 'vimshottari tribhagi');
      const spanYears = (jdOf(v.mahadashas[26].end) - jdOf(v.mahadashas[0].start)) / Y;
      assert.ok(Math.abs(spanYears - 120) < 1e-6, 'three cycles of 40 years');
      assert.equal(v.variants.tribhagi.methodId, anchor === 'fullPeriod' ? 'TRIBHAGI.FULL_PERIOD_ANCHOR' : 'TRIBHAGI.FRACTION_KEPT');
      // The Moon is 2.2 % into Shatabhisha: under either anchor Rahu's 6-year third holds birth.
      const held = v.mahadashas[0];
      assert.ok(jdOf(held.start) <= birth && birth < jdOf(held.end));
      assert.ok(Math.abs(v.balanceAtBirth.years - (jdOf(held.end) - birth) / Y) < 1e-6, 'to the second the published instants carry');
      // Nine antardashas in each third, proportional, the third's own lord first.
      assert.equal(held.antardashas[0].lord.id, lord);
      assert.ok(Math.abs((jdOf(held.antardashas[0].end) - jdOf(held.start)) / Y - (vimYears[lord] / 3) * (vimYears[lord] / 120)) < 1e-6);
    });
  }

  it('runs Yogini from the navamsha Moon and in thirds when dashaVariantsFor names yogini: 24 periods a cycle of 12 years, the first from the full period\'s start', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...chennai, dashaSeedVarga: 9, dashaTribhagi: true, dashaVariantsFor: ['yogini'], yoginiIncludeAntardashas: true });
    assert.equal(r.statusCode, 200);
    assert.ok(Compile(envelopeSchema(kundliAdvancedCalculation)).Check(JSON.parse(r.body) as unknown));
    const body = r.json();
    const y = body.result.dashas.yogini;
    const moon = body.result.dashas.vimshottari.moon.longitude as number;
    const d9 = (9 * moon) % 360;
    const n = Math.floor(d9 / nak);
    const f = (d9 - n * nak) / nak;
    const r8 = (n + 1 + 3) % 8;
    const first = r8 === 0 ? 'sankata' : yoginiOrder[r8 - 1];
    const years = yoginiOrder.indexOf(first) + 1;
    assert.equal(y.periods.length, 24);
    assert.equal(y.periods[0].id, first);
    assert.equal(y.periods[0].fullYears, years / 3);
    assert.ok(Math.abs(jdOf(y.periods[0].start) - (birth - f * years * Y)) < oneMinuteInDays);
    assertTiles(y.periods, 'yogini tribhagi');
    assert.ok(Math.abs((jdOf(y.periods[23].end) - jdOf(y.periods[0].start)) / Y - 36) < 1e-6, 'three cycles of 12 years');
    const held = y.periods.find((p: Span) => jdOf(p.start) <= birth && birth < jdOf(p.end));
    assert.equal(y.balanceAtBirth.yogini.id, held.id);
    assert.ok(Math.abs(y.balanceAtBirth.years - (jdOf(held.end) - birth) / Y) < 1e-6, 'to the second the published instants carry');
    assert.equal(y.periods[0].antardashas.length, 8);
    assertTiles(y.periods[0].antardashas, 'yogini antardashas');
    assert.equal(y.variants.seedVarga.division, 9);
    assert.equal(y.variants.tribhagi.methodId, 'TRIBHAGI.FULL_PERIOD_ANCHOR');
    // Vimshottari is not named: plain.
    assert.equal(body.result.dashas.vimshottari.variants, undefined);
    assert.equal(body.result.dashas.vimshottari.mahadashas.length, 9);
  });

  it('keeps the natal readings on the plain Moon Vimshottari whatever dashaVariantsFor does to the block', async (t) => {
    const { app } = await build(t);
    const plain = (await postJson(app, path, chennai)).json();
    const varied = (await postJson(app, path, { ...chennai, dashaTribhagi: true, dashaSeedVarga: 9, dashaVariantsFor: ['vimshottari', 'yogini'] })).json();
    assert.deepEqual(varied.result.natalReadings, plain.result.natalReadings);
  });

  it("starts Tithi Ashtottari's antardashas with the next lord under tithiAshtottariAntardasha nextLord: all 64 antardashas of Jagannatha Hora's table within a minute (tithi_ashtottari_tests)", async (t) => {
    const { app } = await build(t);
    const { lat, lon } = group('tithi_ashtottari_tests').inputs.place;
    const r = await postJson(app, path, { ...chennai, latitude: lat, longitude: lon, dashaSystems: ['tithiAshtottari'], tithiAshtottariAntardasha: 'nextLord' });
    assert.equal(r.statusCode, 200);
    assert.ok(Compile(envelopeSchema(kundliAdvancedCalculation)).Check(JSON.parse(r.body) as unknown));
    const body = r.json();
    const s = body.result.dashas.tithiAshtottari;
    assert.equal(s.antardashaMethodId, 'AD.NEXT_LORD_FIRST');
    assert.equal(body.method.tithiAshtottariAntardashaMethodId, 'AD.NEXT_LORD_FIRST');
    const rows = group('tithi_ashtottari_tests').cases.map((c) => c.expected).filter((e) => e.length === 3) as [number, number, string][];
    assert.equal(rows.length, 64);
    const antars = s.periods.flatMap((p: { lord: { id: string }; antardashas: { lord: { id: string }; start: { utc: string } }[] }) => p.antardashas.map((a) => ({ maha: p.lord.id, ...a })));
    rows.forEach(([maha, antar, local], i) => {
      assert.equal(antars[i].maha, grahaIds[maha], `row ${i} mahadasha`);
      assert.equal(antars[i].lord.id, grahaIds[antar], `row ${i} antardasha`);
      const off = (jdOf(antars[i].start) - localToJdUt(local.slice(0, 19).replace(' ', 'T'), 5.5)) / oneMinuteInDays;
      assert.ok(Math.abs(off) < 1, `row ${i} starts ${local} (off ${off.toFixed(2)} min)`);
    });
    // Default: the period's own lord first (BPHS), no antardashaMethodId.
    const plain = (await postJson(app, path, { ...chennai, latitude: lat, longitude: lon, dashaSystems: ['tithiAshtottari'] })).json().result.dashas.tithiAshtottari;
    assert.equal(plain.antardashaMethodId, undefined);
    assert.equal(plain.periods[0].antardashas[0].lord.id, plain.periods[0].lord.id);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an unknown dashaVariantsFor block', { dashaVariantsFor: ['chara'] }, '/dashaVariantsFor/0'],
    ['a repeated dashaVariantsFor block', { dashaVariantsFor: ['yogini', 'yogini'] }, '/dashaVariantsFor'],
    ['an unknown tribhagi anchor', { dashaTribhagiAnchor: 'midpoint' }, '/dashaTribhagiAnchor'],
    ['an unknown antardasha order', { tithiAshtottariAntardasha: 'previousLord' }, '/tithiAshtottariAntardasha'],
  ];
  for (const [what, patch, pointer] of bad) {
    it(`rejects ${what} with 422 naming ${pointer}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, path, { ...chennai, ...patch });
      assert.equal(r.statusCode, 422);
      const body = r.json();
      assert.equal(body.error.details[0].path, pointer);
      for (const v of Object.values(patch)) if (typeof v === 'string') assert.ok(!r.body.includes(v), 'the value is not echoed');
    });
  }
});
