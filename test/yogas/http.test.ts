/**
 * The yoga catalogue over HTTP (kundli-insights): the compact audit list of every yoga, the
 * full records selected by `yogaDetail`, one Kemadruma answer in both blocks, and 422s naming
 * the field.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { yogaCatalogueIds } from '../../src/jyotish/yogas/index.ts';
import { build, postJson } from '../helpers/app.ts';

const path = '/v2/calculations/kundli-insights';
const body = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, ayanamsha: 'lahiri' as const, transitDate: '2024-03-01' };

interface Evaluation { id: string; ruleId: string; formed: boolean; detected: boolean; cancelled: boolean | null; facts: unknown[]; cancellations: { ruleId: string; satisfied: boolean }[] }
interface Yoga { id: string; formed: boolean; detected: boolean; cancelled: boolean | null; explanation: { en: string; hi: string }; rule: { source: string } }

describe('yogas in kundli-insights', () => {
  it('lists every yoga of the catalogue in yogaEvaluations, each with the facts that decided it', async (t) => {
    const { app } = await build(t);
    const j = (await postJson(app, path, body)).json();
    const ev = j.result.yogaEvaluations as Evaluation[];
    assert.ok(ev.length >= 150);
    assert.deepEqual(ev.map((e) => e.id), [...yogaCatalogueIds]);
    for (const e of ev) {
      assert.ok(e.ruleId && e.facts.length > 0, e.id);
      assert.equal(e.detected, e.formed && e.cancelled !== true, e.id);
    }
    assert.equal(j.result.yogaSummary.evaluated, ev.length);
    assert.equal(j.result.yogaSummary.detail, 'formed');
    assert.equal(j.method.yogaMethodId, 'YOGA.CATALOGUE.2');
  });

  it('gives full records for the formed yogas by default and for every yoga with yogaDetail=all', async (t) => {
    const { app } = await build(t);
    const formed = (await postJson(app, path, body)).json();
    const ys = formed.result.yogas as Yoga[];
    const ev = formed.result.yogaEvaluations as Evaluation[];
    assert.deepEqual(ys.map((y) => y.id), ev.filter((e) => e.formed).map((e) => e.id));
    for (const y of ys) assert.ok(y.rule.source && y.explanation.en && /[\u0900-\u097F]/.test(y.explanation.hi), y.id);
    const all = (await postJson(app, path, { ...body, yogaDetail: 'all' })).json();
    assert.equal((all.result.yogas as Yoga[]).length, ev.length);
    assert.equal(all.result.yogaSummary.detail, 'all');
    assert.deepEqual(all.result.detectedYogaIds, formed.result.detectedYogaIds);
  });

  it('reports one Kemadruma answer in the dosha block and in the yoga lists', async (t) => {
    const { app } = await build(t);
    // 1990-05-10 19:55 Mumbai and a chart with an unflanked Moon in a kendra (cancelled) are both checked.
    for (const b of [body, { ...body, localDate: '2000-01-06', localTime: '06:00:00' }, { ...body, localDate: '1985-03-03', localTime: '12:00:00' }]) {
      const j = (await postJson(app, path, { ...b, yogaDetail: 'all' })).json();
      const dosha = j.result.doshas.kemadruma;
      const ev = (j.result.yogaEvaluations as Evaluation[]).find((e) => e.id === 'kemadruma')!;
      const full = (j.result.yogas as Yoga[]).find((y) => y.id === 'kemadruma')!;
      assert.equal(dosha.detected, ev.detected);
      assert.equal(dosha.detected, full.detected);
      assert.equal(dosha.formed, ev.formed);
      assert.equal(dosha.cancelled, ev.cancelled === true);
      assert.equal((j.result.detectedYogaIds as string[]).includes('kemadruma'), dosha.detected);
    }
  });

  it('answers 422 naming /yogaDetail for an unknown detail level, without echoing it', async (t) => {
    const { app } = await build(t);
    const r = await postJson(app, path, { ...body, yogaDetail: 'everything-please' });
    assert.equal(r.statusCode, 422);
    assert.match(r.body, /\/yogaDetail/);
    assert.doesNotMatch(r.body, /everything-please/);
  });

  it('keeps the default response of a chart under 240 kB', async (t) => {
    // YOGA.CATALOGUE.1 (160 yogas) answered this chart in about 190 kB; YOGA.CATALOGUE.2 (185,
    // the Balarishta records carrying five Arishta-bhanga rules each) in about 215 kB.
    const { app } = await build(t);
    const r = await postJson(app, path, body);
    assert.ok(r.body.length < 240_000, `${r.body.length} bytes`);
  });
});
