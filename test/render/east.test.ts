import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderChartSvg, type ChartLanguage } from '../../src/render/chart-svg.ts';
import { expectedRashiIds, expectedSignShort } from './expected.ts';
import { sampleChart } from './sample-chart.ts';
import { area, centroid, insideConvex, readHouses, type Vec } from './svg-reader.ts';

type Edge = 'top' | 'left' | 'bottom' | 'right';

/**
 * The East Indian (Bengali) layout from ../shared/methods/charts-and-vargas.md §4: [column, row]
 * of the 3×3 grid cell, and for corner signs the chart edge their triangle lies on — Aries top
 * middle, then anticlockwise Taurus (top edge) & Gemini (left edge) in the top-left corner,
 * Cancer left middle, Leo (left) & Virgo (bottom), Libra bottom middle, Scorpio (bottom) &
 * Sagittarius (right), Capricorn right middle, Aquarius (right) & Pisces (top).
 */
const expected: Record<string, { cell: Vec; edge?: Edge }> = {
  mesha: { cell: [1, 0] },
  vrishabha: { cell: [0, 0], edge: 'top' },
  mithuna: { cell: [0, 0], edge: 'left' },
  karka: { cell: [0, 1] },
  simha: { cell: [0, 2], edge: 'left' },
  kanya: { cell: [0, 2], edge: 'bottom' },
  tula: { cell: [1, 2] },
  vrishchika: { cell: [2, 2], edge: 'bottom' },
  dhanu: { cell: [2, 2], edge: 'right' },
  makara: { cell: [2, 1] },
  kumbha: { cell: [2, 0], edge: 'right' },
  meena: { cell: [2, 0], edge: 'top' },
};

for (const language of ['en', 'hi'] as ChartLanguage[]) {
  describe(`the East Indian chart in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    const svg = renderChartSvg(sampleChart, 'east', language);
    const houses = readHouses(svg);
    const xs = houses.flatMap((h) => h.polygon.map((p) => p[0]));
    const ys = houses.flatMap((h) => h.polygon.map((p) => p[1]));
    const x0 = Math.min(...xs);
    const y0 = Math.min(...ys);
    const side = Math.max(...xs) - x0;
    const cell = side / 3;
    const frac = ([x, y]: Vec): Vec => [(x - x0) / side, (y - y0) / side];
    const gridCell = (polygon: Vec[]): Vec => {
      const [cx, cy] = frac(centroid(polygon));
      return [Math.floor(cx * 3), Math.floor(cy * 3)];
    };
    const edgesOf = (polygon: Vec[]): Edge[] => {
      const f = polygon.map(frac);
      const on = (test: (p: Vec) => boolean): boolean => f.filter(test).length >= 2;
      const edges: Edge[] = [];
      if (on(([, y]) => Math.abs(y) < 1e-9)) edges.push('top');
      if (on(([x]) => Math.abs(x) < 1e-9)) edges.push('left');
      if (on(([, y]) => Math.abs(y - 1) < 1e-9)) edges.push('bottom');
      if (on(([x]) => Math.abs(x - 1) < 1e-9)) edges.push('right');
      return edges;
    };

    it('puts every sign in its fixed cell, corner signs in the triangle on the right edge', () => {
      for (const h of houses) {
        const want = expected[h.rashi];
        assert.deepEqual(gridCell(h.polygon), want.cell, h.rashi);
        if (want.edge) {
          assert.equal(h.polygon.length, 3, `${h.rashi} is a triangle`);
          assert.deepEqual(edgesOf(h.polygon), [want.edge], h.rashi);
          assert.ok(Math.abs(area(h.polygon) - (cell * cell) / 2) < 1e-6, `${h.rashi} is half a cell`);
        } else {
          assert.equal(h.polygon.length, 4, `${h.rashi} is a square`);
          assert.ok(Math.abs(area(h.polygon) - cell * cell) < 1e-6);
        }
      }
    });

    it('splits each corner cell along the diagonal from the chart corner to the centre', () => {
      const corners: Vec[] = [[0, 0], [1, 0], [1, 1], [0, 1]];
      const inner: Vec[] = [[1 / 3, 1 / 3], [2 / 3, 1 / 3], [2 / 3, 2 / 3], [1 / 3, 2 / 3]];
      for (const h of houses.filter((g) => g.polygon.length === 3)) {
        const f = h.polygon.map(frac);
        const has = (p: Vec): boolean => f.some(([x, y]) => Math.abs(x - p[0]) < 1e-9 && Math.abs(y - p[1]) < 1e-9);
        const k = corners.findIndex(has);
        assert.ok(k >= 0 && has(inner[k]), h.rashi);
      }
    });

    it('runs the signs anticlockwise from Aries at the top middle', () => {
      const byRashi = new Map(houses.map((h) => [h.rashi, h]));
      const angles = expectedRashiIds.map((id) => {
        const [cx, cy] = frac(centroid(byRashi.get(id)!.polygon));
        const a = (Math.atan2(0.5 - cy, cx - 0.5) * 180) / Math.PI;
        return a < 90 - 1e-9 ? a + 360 : a;
      });
      assert.ok(Math.abs(angles[0] - 90) < 1e-6);
      for (let i = 1; i < 12; i++) assert.ok(angles[i] > angles[i - 1], `${expectedRashiIds[i]} after ${expectedRashiIds[i - 1]}`);
    });

    it('leaves the centre cell to the title', () => {
      const centre: Vec = [x0 + side / 2, y0 + side / 2];
      assert.ok(houses.every((h) => !insideConvex(h.polygon, centre)));
    });

    it('labels each cell with its short sign name and marks the lagna sign', () => {
      for (const h of houses) assert.equal(h.signLabel.text, expectedSignShort[language][h.sign - 1]);
      assert.deepEqual(houses.filter((h) => h.lagna).map((h) => h.rashi), ['karka']);
    });
  });
}
