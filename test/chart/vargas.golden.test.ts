/**
 * Divisional-chart signs of the lagna and the nine grahas against PyJHora 4.8.5 for the 30
 * dev cases (test/golden/charts/README.md), at the core: `vargaChart` of the NatalChart, each
 * chart computed once. Same settings as the reference: Lahiri, mean nodes, true-geometric
 * positions, the case's fixed UTC offset. Signs are compared exactly. test/kundli/golden.test.ts
 * checks the same references through the HTTP kundli `charts` block (houses, presentation).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { vargaChart } from '../../src/jyotish/chart/varga-chart.ts';
import type { VargaDivision } from '../../src/jyotish/chart/vargas.ts';
import { angleDifference } from '../helpers/tolerances.ts';
import { referenceChart } from '../dasha/reference-chart.ts';

interface Case {
  id: string;
  local_datetime: string;
  utc_offset_hours: number;
  tz_name_assumed: string;
  lat: number;
  lon: number;
  pyjhora_planets: Record<string, { lon: number; rasi: number }>;
  vargas: Record<string, Record<string, number>>;
}

const golden = JSON.parse(readFileSync(new URL('../golden/charts/dev-cases-vargas.json', import.meta.url), 'utf8')) as { cases: Case[] };
const grahas = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
/** Each case's chart, computed once for every division below. */
const charts = golden.cases.map((c) => ({ c, chart: referenceChart(c) }));

/** PyJHora's lagna longitude comes from its own ascendant routine; 1″ covers float round-off. */
const lagnaTolerance = 1 / 3600;

describe('divisional charts against PyJHora (30 charts)', () => {
  it('places the lagna within 1″ of the reference longitude', () => {
    for (const { c, chart } of charts) {
      assert.ok(angleDifference(chart.ascendant.longitude, c.pyjhora_planets.ascendant.lon) < lagnaTolerance, `${c.id} lagna`);
    }
  });

  for (const key of ['D1', 'D3', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60']) {
    it(`gives the reference sign of the lagna and nine grahas in ${key}`, () => {
      const division = Number(key.slice(1)) as VargaDivision;
      for (const { c, chart } of charts) {
        const v = vargaChart(chart, division);
        const expected = c.vargas[key];
        assert.equal(v.lagnaSign, expected.ascendant, `${c.id} ${key} lagna`);
        for (const g of grahas) assert.equal(v.signs[g], expected[g], `${c.id} ${key} ${g}`);
      }
    });
  }

  it('gives D4 (no outside table) as the 1st, 4th, 7th or 10th sign by the quarter of the reference longitude', () => {
    // Worked in the test from PyJHora's longitudes: sign s, quarter q = ⌊d / 7°30′⌋, D4 = s + 3q
    // (charts-and-vargas.md §3). No longitude of these charts lies within 1″ of a quarter edge.
    let checked = 0;
    for (const { c, chart } of charts) {
      const v = vargaChart(chart, 4);
      for (const key of ['ascendant', ...grahas] as const) {
        const lon = c.pyjhora_planets[key].lon;
        const s = Math.floor(lon / 30);
        const d = lon - 30 * s;
        assert.ok(Math.abs(d / 7.5 - Math.round(d / 7.5)) * 7.5 > lagnaTolerance, `${c.id} ${key} is at a quarter edge`);
        const expected = (s + 3 * Math.floor(d / 7.5)) % 12;
        assert.equal(key === 'ascendant' ? v.lagnaSign : v.signs[key], expected, `${c.id} D4 ${key}`);
        checked++;
      }
    }
    assert.equal(checked, 300);
  });

  it('lays each chart out as twelve whole-sign houses from the varga lagna, every graha once in the house of its reference sign with degree (d·N) mod 30', () => {
    for (const key of ['D3', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60']) {
      const division = Number(key.slice(1)) as VargaDivision;
      // PyJHora's longitudes are good to ~1″; the varga degree multiplies that by N.
      const degreeTolerance = (division * 1) / 3600;
      for (const { c, chart } of charts) {
        const v = vargaChart(chart, division);
        const expected = c.vargas[key];
        assert.deepEqual(v.houses.map((h) => h.house), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        assert.deepEqual(v.houses.map((h) => h.sign), v.houses.map((_, i) => (expected.ascendant + i) % 12), `${c.id} ${key} house signs`);
        const lagnaDegree = ((c.pyjhora_planets.ascendant.lon % 30) * division) % 30;
        assert.ok(angleDifference(v.lagnaDegreeInSign * 12, lagnaDegree * 12) / 12 < degreeTolerance, `${c.id} ${key} lagna degree`);
        for (const g of grahas) {
          const house = ((expected[g] - expected.ascendant + 12) % 12) + 1;
          const placed = v.houses.filter((h) => h.points.some((p) => p.id === g));
          assert.deepEqual(placed.map((h) => h.house), [house], `${c.id} ${key} ${g} house`);
          const point = placed[0].points.find((p) => p.id === g)!;
          const degree = ((c.pyjhora_planets[g].lon % 30) * division) % 30;
          // Compare on a 360° circle scaled from 30° so that 29.9999° and 0.0001° are close.
          assert.ok(angleDifference(point.degreeInSign * 12, degree * 12) / 12 < degreeTolerance, `${c.id} ${key} ${g} degree ${point.degreeInSign} vs ${degree}`);
        }
      }
    }
  });

  it('gives the Parashara hora (Sun/Moon halves) of the reference in D2', () => {
    for (const { c, chart } of charts) {
      const v = vargaChart(chart, 2);
      const expected = c.vargas.D2_traditional_parasara_sun_moon;
      assert.equal(v.lagnaSign, expected.ascendant, `${c.id} D2 lagna`);
      for (const g of grahas) assert.equal(v.signs[g], expected[g], `${c.id} D2 ${g}`);
    }
  });

  it("gives PyJHora's default parivritti hora in D2 when that variant is asked for", () => {
    for (const { c, chart } of charts) {
      const v = vargaChart(chart, 2, 'parivritti');
      const expected = c.vargas.D2;
      assert.equal(v.lagnaSign, expected.ascendant, `${c.id} D2 parivritti lagna`);
      for (const g of grahas) assert.equal(v.signs[g], expected[g], `${c.id} D2 parivritti ${g}`);
    }
  });
});
