/**
 * Properties of the prediction pipeline over random dates, Moon signs and period kinds: the
 * segments tile the period, effects and scores stay in their ranges, vedha and vipareeta only
 * act where the methods file lets them, and the headlines follow the tie order.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { predict } from '../../src/jyotish/predictions/forecast.ts';
import { predictionWeights, slownessOrder, type PeriodKind } from '../../src/jyotish/predictions/weights.ts';
import { isFavourable } from '../../src/jyotish/predictions/gochara.ts';

const sky = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' } as const;
const date = fc.date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('2098-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => Temporal.PlainDate.from(d.toISOString().slice(0, 10)));

describe('prediction properties', () => {
  it('tiles each period with segments, keeps effects and the score in range and applies vedha only where allowed', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 11 }), fc.constantFrom<PeriodKind>('day', 'week'), fc.boolean(), (d, moonSign, kind, place) => {
        const p = predict({
          kind,
          date: d,
          reckoning: { frame: { kind: 'zone', timezone: 'Asia/Kolkata' }, geo: place ? { latitude: 28.6, longitude: 77.2, elevationMeters: 0 } : null, sunrise: 'upper-limb-refracted' },
          sky,
          ctx: { moonSign, ashtakavarga: null, janmaNakshatra: null },
        });
        const { startJd, endJd } = p.period;
        for (const s of p.period.signals) {
          assert.equal(s.segments[0].startJd, startJd);
          assert.equal(s.segments[s.segments.length - 1].endJd, endJd);
          let total = 0;
          s.segments.forEach((seg, i) => {
            if (i > 0) assert.equal(seg.startJd, s.segments[i - 1].endJd);
            total += seg.fraction;
            assert.ok([-1, -0.5, 0, 0.5, 1].includes(seg.effect));
            assert.equal(seg.base, isFavourable(s.graha, seg.house) ? 1 : -1);
            if (seg.vedha.applied) assert.equal(seg.base, 1);
            if (seg.vipareeta.applied) assert.equal(seg.base, -1);
            assert.equal(seg.effect === 0, seg.vedha.applied || seg.vipareeta.applied);
            assert.equal(seg.house, ((seg.sign - moonSign + 12) % 12) + 1);
          });
          assert.ok(Math.abs(total - 1) < 1e-9);
          assert.ok(s.effect >= -1 && s.effect <= 1);
        }
        const a = p.period.aggregate;
        assert.ok(a.score >= -1 && a.score <= 1);
        assert.equal(new Set(a.headlines).size, 3);
        const w = predictionWeights[kind];
        const strength = (g: string) => Math.abs(w[g as keyof typeof w] * p.period.signals.find((s) => s.graha === g)!.effect);
        for (let i = 1; i < 3; i++) {
          const [x, y] = [a.headlines[i - 1], a.headlines[i]];
          assert.ok(strength(x) > strength(y) + 1e-9 || (Math.abs(strength(x) - strength(y)) < 1e-9 && slownessOrder.indexOf(x) < slownessOrder.indexOf(y)));
        }
      }),
      { numRuns: 40, seed: 20240301 },
    );
  });
});
