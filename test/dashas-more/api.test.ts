/**
 * The issue-18 dasha options of kundli-advanced over HTTP: every system on request with its
 * method id, year length and starting rule (bilingual), Vimshottari to 1–5 levels, the periods
 * running at an instant, seeds, Yogini cycles, the Chara JHora variant, and 422 naming the
 * field for each bad option. Reference values: the Jagannatha Hora Vimshottari table of the
 * 1996-12-07 10:34 Chennai birth (book-dashas-more.json, _vimsottari_test_6: Jupiter–Moon from
 * 2025-11-15 05:41:33, Jupiter–Mars from 2027-03-17 05:53:46), and below it hand-worked
 * proportional arithmetic (BPHS 46: a sub-period lasts parent × lord years / 120).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Compile } from 'typebox/compile';
import { kundliAdvancedCalculation } from '../../src/calculations/kundli-advanced/index.ts';
import { dashaSystemKeys } from '../../src/calculations/kundli-advanced/dashas-more.ts';
import { envelopeSchema, runCalculation } from '../../src/api/routes/calculations.ts';
import { localToJdUt } from '../dasha/reference-chart.ts';
import { oneMinuteInDays } from '../helpers/tolerances.ts';
import { build, postJson } from '../helpers/app.ts';

const path = '/v2/calculations/kundli-advanced';
const chennai = {
  localDate: '1996-12-07',
  localTime: '10:34:00',
  timezone: 'Asia/Kolkata',
  latitude: 13.0389,
  longitude: 80.2619,
  ayanamsha: 'lahiri',
  nodeType: 'mean',
  positions: 'true-geometric',
};
const devanagari = /[\u0900-\u097F]/;
const jdOf = (m: { utc: string }) => Date.parse(m.utc) / 86_400_000 + 2_440_587.5;

interface Period {
  lord: { id: string };
  start: { utc: string };
  end: { utc: string };
  durationDays: number;
  years?: number;
  antardashas?: Period[];
  pratyantardashas?: Period[];
  sookshmas?: Period[];
  pranas?: Period[];
}

describe('kundli-advanced dasha options over HTTP', () => {
  it('adds every dasha system on request, each with its method id, year length, starting rule and Hindi names, validating against the schema', async (t) => {
    const { app } = await build(t);
    const request = { ...chennai, dashaSystems: [...dashaSystemKeys], dashaDepth: 5, runningAt: '2026-01-03T20:41:00+05:30', dashaYearDays: 'true-sidereal', yoginiCycles: 4 };
    const r = await postJson(app, path, request);
    assert.equal(r.statusCode, 200);
    const body = r.json();
    assert.ok(Compile(envelopeSchema(kundliAdvancedCalculation)).Check(JSON.parse(r.body) as unknown));
    const direct = JSON.parse(JSON.stringify(runCalculation(kundliAdvancedCalculation, request, body.requestId, { now: new Date() })));
    assert.deepEqual(body, direct, 'every computed field is declared in the result schema');
    const d = body.result.dashas;
    const yearDays = d.vimshottari.yearDays;
    assert.ok(yearDays > 365.25 && yearDays < 365.27, 'a true sidereal year');
    for (const key of dashaSystemKeys) {
      const s = d[key];
      assert.equal(s.id, key);
      // A rule set changed after release carries a version suffix (KALACHAKRA.PVR_BOOK.2).
      assert.match(s.methodId, /^[A-Z_]+\.[A-Z_]+(\.\d+)?$/);
      assert.equal(s.yearMethodId, 'DASHA.YEAR_TRUE_SIDEREAL');
      assert.equal(s.yearDays, yearDays);
      assert.match(s.start.ruleId, /^[A-Z_]+\.[A-Z_0-9]+$/);
      assert.ok(devanagari.test(s.name.hi) && devanagari.test(s.start.text.hi), `${key} Hindi`);
      assert.ok(s.running.length >= 1, `${key} runs at runningAt`);
      assert.equal(body.method.dashaSystemMethodIds[key], s.methodId);
      for (const p of s.periods) assert.equal(p.antardashas.length > 0, true);
    }
    assert.equal(d.ashtottari.applicability.ruleId, 'ASHTOTTARI.RAHU_KENDRA_TRIKONA');
    assert.equal(d.kalachakra.kalachakra.chain.length, 9);
    assert.equal(d.kalachakra.methodId, 'KALACHAKRA.PVR_BOOK.2', 'deha and jeeva from the dashas at birth (book 24.3.2)');
    assert.equal(d.narayana.start.chosenFrom.length, 2);
    assert.equal(d.yogini.periods.length, 32);
    assert.equal(body.method.vimshottariDepth, 5);
  });

  it('runs Jupiter–Moon at 2026-01-03 20:41 as the Jagannatha Hora table does, and the levels below by the proportional rule', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...chennai, dashaYearDays: 365.256364, runningAt: '2026-01-03T20:41:00+05:30' });
    assert.equal(r.statusCode, 200);
    const chain = r.json().result.dashas.vimshottari.running as Period[];
    assert.deepEqual(chain.map((p) => p.lord.id).slice(0, 2), ['jupiter', 'moon']);
    const adStart = localToJdUt('2025-11-15T05:41:33', 5.5);
    const adEnd = localToJdUt('2027-03-17T05:53:46', 5.5);
    assert.ok(Math.abs(jdOf(chain[1].start) - adStart) < oneMinuteInDays);
    assert.ok(Math.abs(jdOf(chain[1].end) - adEnd) < oneMinuteInDays);
    // Hand-worked below the antardasha: split [start, end) in the order from the parent's lord
    // with shares years/120, pick the part holding the instant, repeat.
    const order = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
    const years: Record<string, number> = { ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17 };
    const at = localToJdUt('2026-01-03T20:41:00', 5.5);
    let [s, e, lord] = [adStart, adEnd, 'moon'];
    for (let level = 3; level <= 5; level++) {
      const first = order.indexOf(lord);
      let t0 = s;
      for (let k = 0; k < 9; k++) {
        const l = order[(first + k) % 9];
        const t1 = t0 + ((e - s) * years[l]) / 120;
        if (at < t1) {
          [s, e, lord] = [t0, t1, l];
          break;
        }
        t0 = t1;
      }
      assert.equal(chain[level - 1].lord.id, lord, `level ${level}`);
      assert.ok(Math.abs(jdOf(chain[level - 1].start) - s) < oneMinuteInDays, `level ${level} start`);
      assert.ok(Math.abs(jdOf(chain[level - 1].end) - e) < oneMinuteInDays, `level ${level} end`);
    }
    assert.deepEqual(chain.map((p) => p.lord.id), ['jupiter', 'moon', 'mars', 'jupiter', 'mars']);
  });

  it('lists 1 to 5 Vimshottari levels by dashaDepth, levels 4–5 inside one mahadasha', async (t) => {
    const { app } = await build(t);
    const get = async (dashaDepth: number) => (await postJson(app, path, { ...chennai, dashaDepth })).json().result.dashas.vimshottari;
    const d1 = await get(1);
    assert.equal(d1.mahadashas.length, 9);
    assert.equal(d1.mahadashas[0].antardashas, undefined);
    const d2 = await get(2);
    assert.equal(d2.mahadashas[0].antardashas.length, 9);
    assert.equal(d2.mahadashas[0].antardashas[0].pratyantardashas, undefined);
    const d5 = await get(5);
    assert.equal(d5.deepMahadashaIndex, 0, 'the mahadasha running at birth');
    const deep = d5.mahadashas[0] as Period;
    let pranas = 0;
    let days = 0;
    for (const a of deep.antardashas!)
      for (const p of a.pratyantardashas!)
        for (const s of p.sookshmas!)
          for (const x of s.pranas!) {
            pranas++;
            days += x.durationDays;
          }
    assert.equal(pranas, 6561);
    assert.ok(Math.abs(days - deep.durationDays) < 1e-6);
    assert.equal(d5.mahadashas[1].antardashas[0].pratyantardashas[0].sookshmas, undefined, 'other mahadashas stop at level 3');
  });

  it('starts from another seed on request and says so (lagna: VIM.LAGNA with the seed block)', async (t) => {
    const { app } = await build(t);
    const body = (await postJson(app, path, { ...chennai, dashaSeed: 'lagna', dashaSystems: ['ashtottari'] })).json();
    const v = body.result.dashas.vimshottari;
    assert.equal(v.methodId, 'VIM.LAGNA');
    assert.equal(v.seed.id, 'lagna');
    assert.ok(devanagari.test(v.seed.name.hi));
    assert.equal(body.method.dashaSeed, 'lagna');
    assert.equal(body.result.dashas.ashtottari.start.seed.id, 'lagna');
  });

  it('lists four Yogini cycles (144 years, past a 120-year life) with equal antardashas when asked', async (t) => {
    const { app } = await build(t);
    const y = (await postJson(app, path, { ...chennai, yoginiCycles: 4, yoginiIncludeAntardashas: true, yoginiAntardasha: 'equal' })).json().result.dashas.yogini;
    assert.equal(y.periods.length, 32);
    const total = y.periods.reduce((s: number, p: Period) => s + p.durationDays, 0);
    assert.ok(Math.abs(total - 144 * 365.25) < 1e-6);
    for (const p of y.periods) assert.equal(p.antardashas.length, 8);
  });

  it('reproduces the Jagannatha Hora chara conventions with charaVariant knr-jhora', async (t) => {
    const { app } = await build(t);
    const body = (await postJson(app, path, { ...chennai, charaVariant: 'knr-jhora' })).json();
    assert.equal(body.method.charaMethodId, 'CHARA.KNR_JHORA');
    assert.equal(body.result.dashas.chara.periods.length, 12);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a dasha depth of 0', { dashaDepth: 0 }, '/dashaDepth'],
    ['a dasha depth of 6', { dashaDepth: 6 }, '/dashaDepth'],
    ['a fractional dasha depth', { dashaDepth: 2.5 }, '/dashaDepth'],
    ['an unknown dasha system', { dashaSystems: ['ashtottari', 'mudda'] }, '/dashaSystems/1'],
    ['a dasha system asked twice', { dashaSystems: ['sthira', 'sthira'] }, '/dashaSystems'],
    ['a runningAt without its offset', { runningAt: '2026-01-03T20:41:00' }, '/runningAt'],
    ['a runningAt that is not a date', { runningAt: '2026-02-31T20:41:00Z' }, '/runningAt'],
    ['a runningAt at hour 24', { runningAt: '2026-01-03T24:00:00Z' }, '/runningAt'],
    ['a runningAt past 2399', { runningAt: '2450-01-01T00:00:00Z' }, '/runningAt'],
    ['an unknown seed', { dashaSeed: 'pluto' }, '/dashaSeed'],
    ['five Yogini cycles', { yoginiCycles: 5 }, '/yoginiCycles'],
    ['an unknown Drig variant', { drigVariant: 'raman' }, '/drigVariant'],
    ['an unknown dasha year', { dashaYearDays: 'true-tropical' }, '/dashaYearDays'],
  ];
  for (const [what, patch, pointer] of bad) {
    it(`rejects ${what} with 422 naming ${pointer}`, async (t) => {
      const { app } = await build(t);
      const r = await postJson(app, path, { ...chennai, ...patch });
      assert.equal(r.statusCode, 422);
      const body = r.json();
      assert.equal(body.kind, 'ApiErrorEnvelope');
      assert.equal(body.error.details[0].path, pointer);
      for (const v of Object.values(patch)) if (typeof v === 'string') assert.ok(!r.body.includes(v), 'the value is not echoed');
    });
  }
});
