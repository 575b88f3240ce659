/**
 * The Manglik block of kundli insights: the published status (MANGLIK.STATUS_4) derived from
 * the shared Manglik module, on constructed charts. The module itself (house counts against
 * PyJHora 4.8.5, the cancellations) is tested in test/match/manglik.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluateManglik } from '../../src/jyotish/rules/manglik.ts';
import { manglikStatus } from '../../src/jyotish/rules/manglik-status.ts';
import { buildChart, type ChartSpec } from './chart-builder.ts';

// Lagna Aries; Mars at 15° Libra (7th from the lagna); Venus in Leo (Mars 3rd from it);
// Jupiter in Taurus (no aspect on Libra); the Sun far from Mars.
const mild: ChartSpec = { lagna: 0, moon: 4, venus: 4, mars: 6, jupiter: 1, sun: 1, mercury: 1, saturn: 2, rahu: 10 };
const status = (spec: ChartSpec) => manglikStatus(evaluateManglik(buildChart(spec)));

describe('Manglik status (MANGLIK.STATUS_4)', () => {
  it('is none when Mars is in no dosha house from the lagna or the Moon', () => {
    assert.equal(status({ ...mild, mars: 2, moon: 0 }), 'none');
  });
  it('is mild when Mars afflicts from one reference only and nothing cancels it', () => {
    const m = evaluateManglik(buildChart(mild));
    assert.equal(m.severity, 1);
    assert.equal(m.cancellations.length, 0);
    assert.equal(manglikStatus(m), 'mild');
  });
  it('is strong when Mars afflicts from two references (lagna and Moon)', () => {
    assert.equal(status({ ...mild, moon: 0 }), 'strong');
  });
  it('is cancelled when a cancellation covers every afflicted reference', () => {
    // Lagna Cancer, Mars exalted in Capricorn (7th): C1 and C4 apply.
    assert.equal(status({ ...mild, lagna: 3, mars: 9 }), 'cancelled');
  });
});
