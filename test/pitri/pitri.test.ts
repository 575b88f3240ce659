/**
 * The Pitri shaapa audit: every rule (P1–P5 of PITRI.MODERN, PS1 of PITRI.BPHS83) present and
 * absent on constructed charts, and the HTTP result: rules with facts, a boundary statement and
 * no overall verdict.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pitriShapaCalculation } from '../../src/calculations/pitri-shapa/index.ts';
import { chartView } from '../../src/jyotish/rules/chart-view.ts';
import { evaluatePitriRules } from '../../src/jyotish/rules/pitri.ts';
import { buildChart, quietChart, type ChartSpec } from '../insights/chart-builder.ts';
import { build, postJson } from '../helpers/app.ts';

const rules = (over: Partial<ChartSpec>) => evaluatePitriRules(chartView(buildChart({ ...quietChart, ...over })));
const sat = (over: Partial<ChartSpec>, id: string) => rules(over).find((r) => r.ruleId === id)!.satisfied;

describe('PITRI.MODERN P1–P5 on constructed charts', () => {
  it('P1 holds for the Sun, the Moon or Rahu in the 9th and not otherwise', () => {
    // Lagna Aries: the 9th house is Sagittarius (sign 8).
    assert.equal(sat({ sun: 8 }, 'PITRI.MODERN.P1'), true);
    assert.equal(sat({ sun: 7 }, 'PITRI.MODERN.P1'), false); // the 8th
    assert.equal(sat({ sun: 9 }, 'PITRI.MODERN.P1'), false); // the 10th
    assert.equal(sat({ jupiter: 8 }, 'PITRI.MODERN.P1'), false); // only the luminaries and Rahu count
    assert.equal(sat({ moon: 8 }, 'PITRI.MODERN.P1'), true);
    assert.equal(sat({ rahu: 8 }, 'PITRI.MODERN.P1'), true);
    assert.equal(sat({}, 'PITRI.MODERN.P1'), false);
  });
  it('P2 holds for Ketu in the 4th and not otherwise', () => {
    assert.equal(sat({ rahu: 9 }, 'PITRI.MODERN.P2'), true); // Ketu in Cancer
    assert.equal(sat({}, 'PITRI.MODERN.P2'), false);
  });
  it('P3 holds for a luminary or node with Mars or Saturn and not otherwise', () => {
    assert.equal(sat({ sun: 9 }, 'PITRI.MODERN.P3'), true);
    assert.equal(sat({ rahu: 0 }, 'PITRI.MODERN.P3'), true);
    assert.equal(sat({}, 'PITRI.MODERN.P3'), false);
  });
  it('P4 holds for two of Mercury, Venus, Rahu together in the 2nd, 5th, 9th or 12th', () => {
    assert.equal(sat({ mercury: 4, venus: 4 }, 'PITRI.MODERN.P4'), true); // both in Leo (5th)
    assert.equal(sat({ mercury: 5 }, 'PITRI.MODERN.P4'), false); // together in Virgo, the 6th
    assert.equal(sat({}, 'PITRI.MODERN.P4'), false);
  });
  it('P5 holds for the Sun or Moon with Rahu or Ketu', () => {
    assert.equal(sat({ moon: 11 }, 'PITRI.MODERN.P5'), true);
    assert.equal(sat({}, 'PITRI.MODERN.P5'), false);
  });
});

describe('PITRI.BPHS83.PS1 (BPHS 83.20) on constructed charts', () => {
  // Lagna Gemini: the 5th is Libra, where the Sun is debilitated. Sun at 11° Libra: navamsa Capricorn (Saturn’s).
  const ps1: ChartSpec = { lagna: 2, sun: [6, 11], mars: 5, saturn: 7, mercury: 6, venus: 8, moon: 0, jupiter: 1, rahu: 10 };
  const holds = (spec: ChartSpec) => evaluatePitriRules(chartView(buildChart(spec))).find((r) => r.ruleId === 'PITRI.BPHS83.PS1')!;
  it('holds for the Sun debilitated in the 5th, in a navamsa of Saturn, with malefics in the 4th and 6th', () => {
    const r = holds(ps1);
    assert.equal(r.satisfied, true);
    assert.deepEqual(r.facts.map((f) => f.kind), ['placement', 'dignity', 'navamsa', 'hemmed']);
  });
  it('fails when a side has no malefic', () => {
    assert.equal(holds({ ...ps1, saturn: 9 }).satisfied, false);
  });
  it('fails when the navamsa is not Saturn’s', () => {
    assert.equal(holds({ ...ps1, sun: [6, 2] }).satisfied, false); // navamsa Libra
  });
  it('fails when the Sun is not in the 5th', () => {
    assert.equal(holds({ ...ps1, lagna: 3 }).satisfied, false);
  });
});

describe('POST /v2/calculations/pitri-shapa', () => {
  const body = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 };
  it('audits every rule with id, source, condition, satisfied and facts, and gives no verdict', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/pitri-shapa', body);
    assert.equal(r.statusCode, 200);
    const j = r.json();
    assert.equal(j.versions.calculation, 'pitri-shapa.1');
    const x = j.result;
    assert.equal(x.rules.length, 6);
    for (const rule of x.rules) {
      assert.ok(rule.id && rule.source && rule.condition.en && /[\u0900-\u097F]/.test(rule.condition.hi));
      assert.equal(typeof rule.satisfied, 'boolean');
      assert.ok(rule.facts.length > 0);
    }
    assert.match(x.boundary.hi, /[\u0900-\u097F]/);
    for (const [k, v] of Object.entries(x)) if (typeof v === 'boolean') assert.equal(k, 'reviewOnly');
    assert.ok(!('isPitraDosha' in x) && !('present' in x) && !('verdict' in x));
    assert.deepEqual(x.notEvaluated.map((n: { ruleId: string }) => n.ruleId), ['PITRI.BPHS83.21-26']);
  });
  it('drops no computed field when serializing', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/pitri-shapa', body);
    const ctx = { now: new Date() };
    const direct = pitriShapaCalculation.present(pitriShapaCalculation.compute(body, ctx), body, ctx);
    assert.deepEqual(r.json().result, JSON.parse(JSON.stringify(direct.result)));
  });
  it('answers 422 naming the field for bad input', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, '/v2/calculations/pitri-shapa', { ...body, longitude: 200 });
    assert.equal(r.statusCode, 422);
    assert.equal(r.json().error.details[0].path, '/longitude');
  });
});
