/**
 * The build's ephemeris sample tables (src/astro/sample-tables.ts) must hold, row for row, the
 * float64 values the callers get from the Swiss Ephemeris on a miss, so that a calculation
 * with the tables gives the very bytes it gives without them. The tables here are generated
 * for a span of five months in the test itself (no build needed); the references are the
 * direct calls — the library's sidereal call for the Sun and the Moon, its equatorial call,
 * `swe_sidtime`, the new-moon search — at seeded grid points.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  installSampleTables, isTabulatedSky, sampleTableNames, tabulatedAyanamshaLine, tabulatedEquatorialNode, tabulatedNewMoon,
  tabulatedSidereal, tabulatedSidtime, type SampleTables,
} from '../../src/astro/sample-tables.ts';
import { generateSampleColumn, rowRange } from '../../src/astro/sample-tables-generate.ts';
import { equatorialNode, RiseSetFinder } from '../../src/astro/rise-set-fast.ts';
import { ayanamshaLineOfBucket, sunMoonSiderealLongitudeAndSpeed } from '../../src/astro/sidereal-sun-moon.ts';
import { newMoonOfLunation, newMoonsAround } from '../../src/astro/new-moon.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from '../../src/astro/positions.ts';
import { C, swe } from '../../src/astro/swe.ts';
import { SunMoonTrack } from '../../src/astro/track.ts';
import { panchangCalculation } from '../../src/calculations/panchang/index.ts';
import { jdUt } from '../../src/shared/units.ts';
import { seededRandom } from '../helpers/random.ts';
import { angleDifference, siderealSunMoonAgreementDegrees } from '../helpers/tolerances.ts';

/** 1987-03-01 … 1987-07-29 UT: five lunations, the new-moon table's margins included. */
const span = { firstJd: 2_446_855.5, lastJd: 2_447_005.5 };
const sky: SkySettings = { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' };
const tables: SampleTables = Object.fromEntries(sampleTableNames.map((name) => [name, generateSampleColumn(name, span)]));

after(() => installSampleTables(null));

/** Seeded row indices of a table, its first and last included. */
function sampledRows(name: (typeof sampleTableNames)[number], count: number, seed: number): number[] {
  const { first, count: rows } = rowRange(name, span);
  const random = seededRandom(seed);
  return [first, first + rows - 1, ...Array.from({ length: count }, () => first + Math.floor(random() * rows))];
}

describe('sample tables against direct calls at grid points', () => {
  before(() => installSampleTables(tables));

  it('hold the Sun and the Moon of the track nodes as the cheaper sidereal call returns them, within 1e-9° of the library sidereal call', () => {
    for (const [body, name] of [['moon', 'sidereal-moon'], ['sun', 'sidereal-sun']] as const) {
      for (const i of sampledRows(name, 40, body === 'moon' ? 1 : 2)) {
        const jd = body === 'moon' ? i / 4 : i + 0.5;
        const got = tabulatedSidereal(body, jd);
        assert.deepEqual(got, sunMoonSiderealLongitudeAndSpeed(jd, body, sky), `${body} at ${jd}`);
        const library = siderealLongitudeAndSpeed(jd, body, sky);
        assert.ok(Math.abs(angleDifference(got?.degrees ?? NaN, library.degrees)) <= siderealSunMoonAgreementDegrees, `${body} at ${jd}`);
      }
    }
  });

  it('hold the equatorial nodes of the rise/set finder bit for bit, and sidereal time as swe_sidtime gives it', () => {
    for (const [body, name] of [['moon', 'equatorial-moon'], ['sun', 'equatorial-sun']] as const) {
      for (const i of sampledRows(name, 40, body === 'moon' ? 3 : 4)) {
        assert.deepEqual([...(tabulatedEquatorialNode(body, i) ?? [])], [...equatorialNode(body, i)], `${body} node ${i}`);
        const jd = body === 'sun' ? i : i * 0.25;
        assert.deepEqual([...(tabulatedEquatorialNode(body, i) ?? [])], [...swe.calc_ut(jd, body === 'sun' ? C.SE_SUN : C.SE_MOON, C.SEFLG_SWIEPH | C.SEFLG_EQUATORIAL | C.SEFLG_SPEED).data], `${body} node ${i}`);
      }
    }
    for (const i of sampledRows('sidtime', 20, 5)) assert.equal(tabulatedSidtime(i), swe.sidtime(i), `sidereal time at ${i}`);
  });

  it('hold the new moon of each lunation and the mean ayanamsha line of each bucket as found without them', () => {
    const { first, count } = rowRange('new-moon', span);
    assert.ok(count >= 3, `${count} lunations`);
    for (let k = first; k < first + count; k++) {
      const m = newMoonOfLunation(k, sky);
      assert.deepEqual(tabulatedNewMoon(k), { jd: m.jd, sunDegrees: m.sunDegrees }, `lunation ${k}`);
    }
    const lines = rowRange('ayanamsha-line', span);
    for (let b = lines.first; b < lines.first + lines.count; b++) assert.deepEqual(tabulatedAyanamshaLine(b), ayanamshaLineOfBucket('lahiri', b));
  });

  it('answer nothing off their grids, outside their span or for another sky, so the caller asks the library', () => {
    assert.equal(tabulatedSidereal('moon', 2_446_900.3), undefined);
    assert.equal(tabulatedSidereal('sun', 2_446_900), undefined, 'the Sun is tabulated at UT noons only');
    assert.equal(tabulatedSidereal('moon', span.firstJd - 10), undefined);
    assert.equal(tabulatedEquatorialNode('sun', Math.floor(span.lastJd) + 5), undefined);
    assert.equal(tabulatedSidtime(Math.floor(span.firstJd) - 1), undefined);
    assert.equal(tabulatedNewMoon(rowRange('new-moon', span).first - 1), undefined);
    assert.equal(isTabulatedSky({ ayanamsha: 'raman', positions: 'apparent' }), false);
    assert.equal(isTabulatedSky({ ayanamsha: 'lahiri', positions: 'true-geometric' }), false);
  });
});

describe('callers with and without sample tables', () => {
  const random = seededRandom(21);
  const inside = () => span.firstJd + 40 + random() * (span.lastJd - span.firstJd - 80);
  const both = <T>(f: () => T): [T, T] => {
    installSampleTables(tables);
    const on = f();
    installSampleTables(null);
    return [on, f()];
  };

  it('give the same tracks, rises and sets and new moons at 200 random instants of the span', () => {
    for (let n = 0; n < 200; n++) {
      const jd = inside();
      const geo = { latitude: random() * 120 - 60, longitude: random() * 360 - 180, elevationMeters: random() * 2000 };
      const [a, b] = both(() => {
        const track = new SunMoonTrack(sky, Math.floor(jd) + 0.5);
        const finder = new RiseSetFinder();
        return [track.moon.at(jd), track.sun.at(jd), finder.next(jdUt(jd), 'sun', 'rise', geo), finder.next(jdUt(jd), 'moon', 'set', geo), newMoonsAround(jd, sky), sunMoonSiderealLongitudeAndSpeed(jd, 'sun', sky)];
      });
      assert.deepEqual(a, b, `at ${jd}`);
    }
  });

  it('give byte-identical panchangs for 40 random days, places and sunrise definitions in the span', () => {
    const context = { now: new Date('2026-01-01T00:00:00Z') };
    for (let n = 0; n < 40; n++) {
      const day = new Date((inside() - 2_440_587.5) * 86_400_000).toISOString().slice(0, 10);
      const body = {
        localDate: day, localTime: '09:30', timezone: n % 2 ? 'Asia/Kolkata' : 'America/New_York',
        latitude: Math.round((random() * 130 - 65) * 1e4) / 1e4, longitude: Math.round((random() * 360 - 180) * 1e4) / 1e4,
        ...(n % 5 === 0 ? { sunrise: 'hindu-disc-centre' } : {}),
      };
      const [a, b] = both(() => JSON.stringify(panchangCalculation.present(panchangCalculation.compute(body as never, context), body as never, context)));
      assert.equal(a, b, JSON.stringify(body));
    }
  });

  it('read the tables when they are installed (a table made wrong on purpose changes the answer)', () => {
    const moon = tables['sidereal-moon'];
    assert.ok(moon);
    const wrong: SampleTables = { ...tables, 'sidereal-moon': { ...moon, values: moon.values.map((v, i) => (i % 2 === 0 ? (v + 1) % 360 : v)) } };
    const jd = Math.floor(inside()) + 0.5;
    installSampleTables(wrong);
    const poisoned = new SunMoonTrack(sky, jd).moon.at(jd + 0.1).degrees;
    installSampleTables(null);
    const direct = new SunMoonTrack(sky, jd).moon.at(jd + 0.1).degrees;
    assert.ok(Math.abs(angleDifference(poisoned, direct) - 1) < 1e-6, `${poisoned} vs ${direct}`);
  });
});
