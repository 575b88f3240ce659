/**
 * The natal-chart cache (src/calculations/shared/natal-cache.ts): calculations of the same birth
 * moment share one resolved chart, frozen so no calculation can change another's; different
 * settings are different entries; errors are never cached; the cache is bounded.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolveNatal } from '../../src/calculations/shared/natal.ts';
import { natalCacheKey, setNatalCacheEntries } from '../../src/calculations/shared/natal-cache.ts';
import { ApiError } from '../../src/shared/errors.ts';

const birth = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 };

describe('The natal-chart cache', () => {
  afterEach(() => setNatalCacheEntries(64));

  it('returns the same resolved chart to every calculation of the same birth moment and settings', () => {
    setNatalCacheEntries(64);
    const a = resolveNatal({ ...birth });
    const b = resolveNatal({ ...birth }, '/birth');
    assert.equal(a, b);
  });

  it('keeps charts of other settings apart (house system, node, ayanamsha, fixed offset)', () => {
    setNatalCacheEntries(64);
    const base = resolveNatal(birth);
    assert.notEqual(resolveNatal({ ...birth, houseSystem: 'placidus' }), base);
    assert.notEqual(resolveNatal({ ...birth, nodeType: 'true' }), base);
    assert.notEqual(resolveNatal({ ...birth, ayanamsha: 'raman' }), base);
    assert.notEqual(resolveNatal({ ...birth, utcOffset: '+05:00' }), base);
    assert.notEqual(natalCacheKey(birth), natalCacheKey({ ...birth, elevationMeters: 200 }));
  });

  it('gives the same numbers with the cache on as with it off', () => {
    setNatalCacheEntries(0);
    const off = resolveNatal(birth);
    setNatalCacheEntries(64);
    const on = resolveNatal(birth);
    assert.deepEqual(on.chart, off.chart);
    assert.equal(on.birth.local.instant.jdUt, off.birth.local.instant.jdUt);
  });

  it('freezes a shared chart, so a calculation that tried to change it would fail loudly', () => {
    setNatalCacheEntries(64);
    const natal = resolveNatal(birth);
    assert.ok(Object.isFrozen(natal.chart.bodies.sun));
    assert.throws(() => {
      (natal.chart.bodies.sun as { longitude: number }).longitude = 0;
    }, TypeError);
    assert.throws(() => (natal.birth.warnings as string[]).push('x'), TypeError);
  });

  it('never caches an error: a bad date fails the same way every time, naming the field', () => {
    setNatalCacheEntries(64);
    for (let i = 0; i < 2; i++) {
      assert.throws(() => resolveNatal({ ...birth, localDate: '1990-02-30' }), (e: unknown) => e instanceof ApiError);
    }
  });

  it('keeps at most the configured number of entries (least recently used goes first)', () => {
    setNatalCacheEntries(2);
    const first = resolveNatal({ ...birth, localTime: '01:00:00' });
    resolveNatal({ ...birth, localTime: '02:00:00' });
    resolveNatal({ ...birth, localTime: '03:00:00' });
    assert.notEqual(resolveNatal({ ...birth, localTime: '01:00:00' }), first);
  });
});
