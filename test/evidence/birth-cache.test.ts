/**
 * The resolved birth moment is shared between calculations of the same moment (natal-cache.ts,
 * issue 21): the panchang at birth reuses the moment the natal calculations resolved, frozen,
 * with the same numbers as without the cache; errors are never cached and still name the field.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolveNatal } from '../../src/calculations/shared/natal.ts';
import { resolveBirth } from '../../src/calculations/shared/birth.ts';
import { birthCacheKey, natalCacheKey, resolveBirthShared, setNatalCacheEntries } from '../../src/calculations/shared/natal-cache.ts';
import { computePanchang } from '../../src/calculations/panchang/compute.ts';
import { ApiError } from '../../src/shared/errors.ts';

const birth = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 };

describe('The shared birth moment', () => {
  afterEach(() => setNatalCacheEntries(64));

  it('gives the panchang at birth the very moment the natal chart was resolved with', () => {
    setNatalCacheEntries(64);
    const natal = resolveNatal({ ...birth, houseSystem: 'placidus' });
    assert.equal(computePanchang({ ...birth }).birth, natal.birth);
    assert.equal(resolveBirthShared({ ...birth }, '/birth'), natal.birth);
  });

  it('keeps moments of other settings apart and ignores the house system', () => {
    setNatalCacheEntries(64);
    const base = resolveBirthShared(birth);
    assert.notEqual(resolveBirthShared({ ...birth, sunrise: 'hindu-disc-centre' }), base);
    assert.notEqual(resolveBirthShared({ ...birth, ayanamsha: 'raman' }), base);
    assert.notEqual(resolveBirthShared({ ...birth, utcOffset: '+05:00' }), base);
    assert.notEqual(birthCacheKey(birth), birthCacheKey({ ...birth, elevationMeters: 200 }));
    assert.notEqual(birthCacheKey(birth), birthCacheKey({ ...birth, positions: 'true-geometric' }));
    assert.equal(birthCacheKey({ ...birth, houseSystem: 'koch' } as typeof birth), birthCacheKey(birth));
    assert.notEqual(natalCacheKey({ ...birth, houseSystem: 'koch' }), natalCacheKey(birth));
  });

  it('is frozen and equal to a moment resolved without the cache', () => {
    setNatalCacheEntries(64);
    const shared = resolveBirthShared(birth);
    assert.ok(Object.isFrozen(shared) && Object.isFrozen(shared.warnings) && Object.isFrozen(shared.geo));
    assert.throws(() => (shared.warnings as string[]).push('x'), TypeError);
    const fresh = resolveBirth(birth);
    assert.equal(shared.local.instant.jdUt, fresh.local.instant.jdUt);
    assert.deepEqual({ ...shared, local: null }, { ...fresh, local: null });
    setNatalCacheEntries(0);
    assert.notEqual(resolveBirthShared(birth), resolveBirthShared(birth));
  });

  it('never caches an error: a bad time fails every time, naming the field with the caller\'s prefix', () => {
    setNatalCacheEntries(64);
    for (const prefix of ['', '/birth']) {
      assert.throws(
        () => resolveBirthShared({ ...birth, localTime: '25:00:00' }, prefix),
        (e: unknown) => e instanceof ApiError && e.details.some((d) => d.path === `${prefix}/localTime`),
      );
    }
  });
});
