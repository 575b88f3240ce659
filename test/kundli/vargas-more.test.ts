/**
 * The divisions and rules of issue 18 through the kundli endpoint: every division Jagannatha
 * Hora offers can be asked for, each chart names its rule and method id, and the signs over
 * HTTP are the ones the (golden-tested) core gives. Reference values for the signs themselves
 * are in test/chart/divisions.golden.test.ts and divisions.rules.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { divisionChart } from '../../src/jyotish/chart/division-chart.ts';
import { resolveNatal } from '../../src/calculations/shared/natal.ts';
import { buildKundliApp, postKundli } from './helpers.ts';

const natal = {
  localDate: '1996-12-07',
  localTime: '10:34:00',
  timezone: 'Asia/Kolkata',
  latitude: 13.0878,
  longitude: 80.2785,
  ayanamsha: 'lahiri' as const,
};

describe('kundli with every division and a chosen rule', () => {
  it('returns D5, D6, D8, D11, D81, D108, D144 and D150 in ascending order with their names and method ids', async (t) => {
    const app = await buildKundliApp(t);
    const r = await postKundli(app, { ...natal, vargas: [150, 5, 144, 6, 108, 8, 81, 11] });
    assert.equal(r.status, 200, JSON.stringify(r.json));
    const charts = r.json.result.charts;
    assert.deepEqual(Object.keys(charts), ['D1', 'bhava', 'D9', 'D5', 'D6', 'D8', 'D11', 'D81', 'D108', 'D144', 'D150']);
    assert.equal(charts.D5.methodId, 'VARGA.D5_PARASHARA');
    assert.equal(charts.D81.variant, 'parivritti-cyclic');
    assert.equal(charts.D150.name.en, 'Nadiamsha (D150)');
    assert.match(charts.D108.name.hi, /[\u0900-\u097F]/);
    const chart = resolveNatal(natal).chart;
    for (const d of [5, 6, 8, 11, 81, 108, 144, 150] as const) {
      const core = divisionChart(chart, d);
      assert.equal(charts[`D${d}`].lagna.rashi.index - 1, core.lagnaSign, `D${d} lagna`);
      assert.equal(charts[`D${d}`].houses.length, 12);
    }
    assert.equal(r.json.method.vargaMethodIds, undefined, 'default rules add no vargaMethodIds');
  });

  it('applies vargaVariants and names each rule in the chart and in method.vargaMethodIds', async (t) => {
    const app = await buildKundliApp(t);
    const r = await postKundli(app, { ...natal, vargas: [2, 60], vargaVariants: { D2: 'raman', D9: 'kalachakra', D60: 'from-aries' } });
    assert.equal(r.status, 200, JSON.stringify(r.json));
    const charts = r.json.result.charts;
    assert.equal(charts.D2.variant, 'raman');
    assert.equal(charts.D2.methodId, 'VARGA.D2_RAMAN');
    assert.equal(charts.D9.methodId, 'VARGA.D9_KALACHAKRA');
    assert.equal(charts.D60.methodId, 'VARGA.D60_FROM_ARIES');
    assert.equal(r.json.method.horaVariant, 'raman');
    assert.equal(r.json.method.horaMethodId, 'VARGA.D2_RAMAN');
    assert.deepEqual(r.json.method.vargaMethodIds, { D1: 'CHART.WHOLE_SIGN', D2: 'VARGA.D2_RAMAN', D9: 'VARGA.D9_KALACHAKRA', D60: 'VARGA.D60_FROM_ARIES' });
    const chart = resolveNatal(natal).chart;
    assert.equal(charts.D9.lagna.rashi.index - 1, divisionChart(chart, 9, 'kalachakra').lagnaSign);
  });

  it('accepts horaVariant and vargaVariants.D2 together when they agree', async (t) => {
    const app = await buildKundliApp(t);
    const r = await postKundli(app, { ...natal, vargas: [2], horaVariant: 'parivritti', vargaVariants: { D2: 'parivritti' } });
    assert.equal(r.status, 200);
    assert.equal(r.json.result.charts.D2.methodId, 'VARGA.D2_PARIVRITTI');
  });
});
