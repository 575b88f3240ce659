/**
 * Dwisaptati-sama started from other grahas and the lagna (dashaSeed) against group
 * dwisatpathi_test_2 of test/golden/reference/book_cases_dev.json: the Jagannatha Hora
 * mahadasha order of the reference birth (1996-12-07 10:34 IST, Chennai) for each starting
 * planet, as PyJHora's test-suite quotes it (planets 0 Sun … 8 Ketu, 'L' the lagna). The
 * suite's other seeds (Md maandi, PL pranapada, IL indu lagna, Gk gulika, S1, BBL bhrigu
 * bindu) are not served by dashaSeed and are left out.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { grahaIds } from '../../src/jyotish/core/zodiac.ts';
import { nakshatraSystems, type NakshatraSystem } from '../../src/jyotish/dasha/nakshatra-systems.ts';
import { nakshatraMahadashas, nakshatraStart } from '../../src/jyotish/dasha/period-tree.ts';
import { seedLongitude, type DashaSeed } from '../../src/calculations/kundli-advanced/dashas-more.ts';
import { birthOfGroup, pyjhoraYearDays, referenceNatal, type BookGroup } from '../dashas-more/book.ts';
import { build, postJson } from '../helpers/app.ts';

const reference = JSON.parse(readFileSync(new URL('../golden/reference/book_cases_dev.json', import.meta.url), 'utf8')) as {
  groups: (BookGroup & { test_function: string })[];
};
const g = reference.groups.find((x) => x.test_function === 'dwisatpathi_test_2')!;
const natal = referenceNatal(birthOfGroup(g));
const system = nakshatraSystems.dwisaptatiSama as unknown as NakshatraSystem<string>;

const served = g.cases.flatMap((c) => {
  const seed = (c.extra_args as [string, number | string])[1];
  const key: DashaSeed | null = typeof seed === 'number' ? (grahaIds[seed] as DashaSeed) : seed === 'L' ? 'lagna' : null;
  return key === null ? [] : [{ key, order: (c.expected as number[]).map((i) => grahaIds[i]) }];
});

describe('Dwisaptati-sama from another starting planet (group dwisatpathi_test_2)', () => {
  it('covers the nine grahas and the lagna of the group', () => {
    assert.equal(served.length, 10);
  });

  for (const { key, order } of served) {
    it(`runs the eight mahadashas in the table's order when counted from ${key}`, () => {
      const start = nakshatraStart(system, seedLongitude(natal, key), natal.chart.jdUt, pyjhoraYearDays);
      const periods = nakshatraMahadashas(system, start, pyjhoraYearDays, 1);
      assert.deepEqual(periods.map((p) => p.lord), order);
    });
  }

  it('gives the same order over HTTP with dashaSeed (Saturn: Rahu first)', async (t) => {
    const { app } = await build(t);
    const c = birthOfGroup(g);
    const [localDate, localTime] = c.local_datetime.split('T');
    const res = await postJson(app, '/v2/calculations/kundli-advanced', {
      localDate,
      localTime,
      timezone: 'Asia/Kolkata',
      latitude: c.lat,
      longitude: c.lon,
      ayanamsha: 'lahiri',
      nodeType: 'mean',
      positions: 'true-geometric',
      dashaSeed: 'saturn',
      dashaSystems: ['dwisaptatiSama'],
    });
    assert.equal(res.statusCode, 200, res.body);
    const block = res.json().result.dashas.dwisaptatiSama;
    const expected = served.find((s) => s.key === 'saturn')!.order;
    assert.deepEqual(block.periods.slice(0, 8).map((p: { lord: { id: string } }) => p.lord.id), expected);
  });
});
