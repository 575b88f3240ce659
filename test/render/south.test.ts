import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderChartSvg, type ChartLanguage } from '../../src/render/chart-svg.ts';
import { expectedSignShort } from './expected.ts';
import { sampleChart, wholeSignChart } from './sample-chart.ts';
import { centroid, insideConvex, readHouses, type Vec } from './svg-reader.ts';

/**
 * The fixed South Indian sign cells from ../shared/methods/charts-and-vargas.md §4 as
 * [column, row] of the 4×4 grid: top row Pisces, Aries, Taurus, Gemini; right column down
 * Cancer, Leo; bottom row right→left Virgo, Libra, Scorpio, Sagittarius; left column up
 * Capricorn, Aquarius.
 */
const expectedCells: Record<string, Vec> = {
  meena: [0, 0], mesha: [1, 0], vrishabha: [2, 0], mithuna: [3, 0],
  karka: [3, 1], simha: [3, 2],
  kanya: [3, 3], tula: [2, 3], vrishchika: [1, 3], dhanu: [0, 3],
  makara: [0, 2], kumbha: [0, 1],
};

for (const language of ['en', 'hi'] as ChartLanguage[]) {
  describe(`the South Indian chart in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    const svg = renderChartSvg(sampleChart, 'south', language);
    const houses = readHouses(svg);
    const xs = houses.flatMap((h) => h.polygon.map((p) => p[0]));
    const ys = houses.flatMap((h) => h.polygon.map((p) => p[1]));
    const x0 = Math.min(...xs);
    const y0 = Math.min(...ys);
    const side = Math.max(...xs) - x0;
    const cell = side / 4;
    const gridCell = (h: (typeof houses)[number]): Vec => {
      const [cx, cy] = centroid(h.polygon);
      return [Math.floor((cx - x0) / cell), Math.floor((cy - y0) / cell)];
    };

    it('draws every sign as a square cell of the 4×4 ring', () => {
      for (const h of houses) {
        const [col, row] = gridCell(h);
        const corners: Vec[] = [[x0 + col * cell, y0 + row * cell], [x0 + (col + 1) * cell, y0 + row * cell], [x0 + (col + 1) * cell, y0 + (row + 1) * cell], [x0 + col * cell, y0 + (row + 1) * cell]];
        assert.deepEqual(h.polygon, corners, h.rashi);
      }
    });

    it('puts Pisces at top-left and every sign in its fixed cell, clockwise', () => {
      for (const h of houses) assert.deepEqual(gridCell(h), expectedCells[h.rashi], h.rashi);
      const topLeft = houses.find((h) => h.polygon[0][0] === x0 && h.polygon[0][1] === y0);
      assert.equal(topLeft?.rashi, 'meena');
    });

    it('leaves the centre empty for the title', () => {
      const centre: Vec = [x0 + side / 2, y0 + side / 2];
      assert.ok(houses.every((h) => !insideConvex(h.polygon, centre)));
      assert.match(svg, new RegExp(`<text class="title" x="${centre[0]}" y="\\d+"`));
    });

    it('labels each cell with the short sign name in the chosen language', () => {
      for (const h of houses) assert.equal(h.signLabel.text, expectedSignShort[language][h.sign - 1]);
    });

    it('marks the lagna cell with a diagonal stroke across its top-left corner', () => {
      const lagna = houses.filter((h) => h.lines.length > 0);
      assert.deepEqual(lagna.map((h) => h.rashi), ['karka']);
      const [{ x1, y1, x2, y2 }] = lagna[0].lines;
      const [left, top] = lagna[0].polygon[0];
      assert.equal(x1, left, 'starts on the left edge');
      assert.equal(y2, top, 'ends on the top edge');
      assert.ok(y1 > top && x2 > left && Math.abs(y1 - top - (x2 - left)) < 1e-9, 'cuts the corner at 45°');
    });

    it('moves the houses, not the signs, when the lagna changes', () => {
      const mesha = readHouses(renderChartSvg(wholeSignChart(0, {}), 'south', language));
      for (const h of mesha) assert.deepEqual(gridCell(h), expectedCells[h.rashi]);
      assert.equal(mesha.find((h) => h.house === 1)?.rashi, 'mesha');
      assert.deepEqual(mesha.find((h) => h.house === 1)?.polygon[0], [x0 + cell, y0]);
    });
  });
}
