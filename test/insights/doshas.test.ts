/** The conjunction doshas (popular rules) on constructed charts, both ways. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chartView } from '../../src/jyotish/rules/chart-view.ts';
import { evaluateAngarak, evaluateGrahan, evaluateGuruChandala, evaluateShrapit } from '../../src/jyotish/rules/doshas.ts';
import { buildChart, quietChart as quiet, type ChartSpec } from './chart-builder.ts';
const view = (over: Partial<ChartSpec>) => chartView(buildChart({ ...quiet, ...over }));

describe('Guru-Chandala (GURU_CHANDALA.CONJ)', () => {
  it('is detected when Jupiter shares a sign with Rahu', () => {
    const r = evaluateGuruChandala(view({ jupiter: 11 }));
    assert.equal(r.detected, true);
    assert.deepEqual(r.pairs, [['jupiter', 'rahu']]);
    assert.equal(r.rules[0].facts[0].kind, 'conjunction');
  });
  it('is detected when Jupiter shares a sign with Ketu', () => {
    assert.deepEqual(evaluateGuruChandala(view({ jupiter: 5 })).pairs, [['jupiter', 'ketu']]);
  });
  it('is absent when Jupiter is with neither node', () => {
    const r = evaluateGuruChandala(view({}));
    assert.equal(r.detected, false);
    assert.equal(r.rules[0].satisfied, false);
    assert.ok(r.rules[0].facts.every((f) => f.kind === 'placement'));
  });
});

describe('Grahan (GRAHAN.CONJ)', () => {
  it('is detected for the Sun with Rahu and for the Moon with Ketu', () => {
    assert.deepEqual(evaluateGrahan(view({ sun: 11, mercury: 11 })).pairs, [['sun', 'rahu']]);
    assert.deepEqual(evaluateGrahan(view({ moon: 5 })).pairs, [['moon', 'ketu']]);
  });
  it('is absent when neither luminary shares a sign with a node', () => {
    assert.equal(evaluateGrahan(view({})).detected, false);
  });
});

describe('Shrapit (SHRAPIT.CONJ)', () => {
  it('is detected for Saturn with Rahu', () => {
    assert.equal(evaluateShrapit(view({ saturn: 11 })).detected, true);
  });
  it('is absent for Saturn with Ketu only (the declared rule names Rahu)', () => {
    assert.equal(evaluateShrapit(view({ saturn: 5 })).detected, false);
  });
});

describe('Angarak (ANGARAK.CONJ)', () => {
  it('is detected for Mars with Rahu', () => {
    assert.equal(evaluateAngarak(view({ mars: 11 })).detected, true);
  });
  it('is absent for Mars with Ketu only', () => {
    assert.equal(evaluateAngarak(view({ mars: 5 })).detected, false);
  });
});
