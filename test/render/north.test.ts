import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderChartSvg } from '../../src/render/chart-svg.ts';
import { expectedSignNumbers } from './expected.ts';
import { sampleChart } from './sample-chart.ts';
import { area, centroid, readHouses, type Vec } from './svg-reader.ts';

/**
 * The North Indian house shapes as ../shared/methods/charts-and-vargas.md §4 describes them, in
 * fractions of the chart square (x right, y down): house 1 the top central diamond, then
 * anticlockwise round the square.
 */
const expectedShapes: Record<number, { name: string; vertices: Vec[] }> = {
  1: { name: 'top central diamond', vertices: [[0.5, 0], [0.75, 0.25], [0.5, 0.5], [0.25, 0.25]] },
  2: { name: 'top-left upper triangle', vertices: [[0, 0], [0.5, 0], [0.25, 0.25]] },
  3: { name: 'left-upper triangle', vertices: [[0, 0], [0.25, 0.25], [0, 0.5]] },
  4: { name: 'left central diamond', vertices: [[0, 0.5], [0.25, 0.25], [0.5, 0.5], [0.25, 0.75]] },
  5: { name: 'left-lower triangle', vertices: [[0, 0.5], [0.25, 0.75], [0, 1]] },
  6: { name: 'bottom-left triangle', vertices: [[0, 1], [0.25, 0.75], [0.5, 1]] },
  7: { name: 'bottom central diamond', vertices: [[0.5, 1], [0.25, 0.75], [0.5, 0.5], [0.75, 0.75]] },
  8: { name: 'bottom-right triangle', vertices: [[0.5, 1], [0.75, 0.75], [1, 1]] },
  9: { name: 'right-lower triangle', vertices: [[1, 1], [0.75, 0.75], [1, 0.5]] },
  10: { name: 'right central diamond', vertices: [[1, 0.5], [0.75, 0.75], [0.5, 0.5], [0.75, 0.25]] },
  11: { name: 'right-upper triangle', vertices: [[1, 0.5], [0.75, 0.25], [1, 0]] },
  12: { name: 'top-right triangle', vertices: [[1, 0], [0.75, 0.25], [0.5, 0]] },
};

const key = ([x, y]: Vec): string => `${x.toFixed(3)},${y.toFixed(3)}`;

describe('the North Indian chart', () => {
  const svg = renderChartSvg(sampleChart, 'north', 'en');
  const houses = readHouses(svg);
  const xs = houses.flatMap((h) => h.polygon.map((p) => p[0]));
  const ys = houses.flatMap((h) => h.polygon.map((p) => p[1]));
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const side = Math.max(...xs) - x0;
  const frac = ([x, y]: Vec): Vec => [(x - x0) / side, (y - y0) / side];

  it('draws a square chart at least 390 px wide inside the 400 px canvas', () => {
    assert.equal(Math.max(...ys) - y0, side);
    assert.ok(side >= 390 && x0 >= 0 && x0 + side <= 400);
  });

  it('puts house 1 in the top central diamond at its exact coordinates', () => {
    const h = houses[0];
    const s = side;
    assert.deepEqual(
      h.polygon.map(key).sort(),
      ([[x0 + s / 2, y0], [x0 + (3 * s) / 4, y0 + s / 4], [x0 + s / 2, y0 + s / 2], [x0 + s / 4, y0 + s / 4]] as Vec[]).map(key).sort(),
    );
  });

  for (const [house, shape] of Object.entries(expectedShapes)) {
    it(`draws house ${house} as the ${shape.name}`, () => {
      const h = houses[Number(house) - 1];
      assert.deepEqual(h.polygon.map(frac).map(key).sort(), shape.vertices.map(key).sort());
    });
  }

  it('numbers the houses anticlockwise from the top', () => {
    // Angle of each house centre about the chart centre, y up: 90° for house 1, rising after.
    const angles = houses.map((h) => {
      const [cx, cy] = frac(centroid(h.polygon));
      return (Math.atan2(0.5 - cy, cx - 0.5) * 180) / Math.PI;
    });
    const unwrapped = angles.map((a) => (a < 90 - 1e-9 ? a + 360 : a));
    assert.ok(Math.abs(unwrapped[0] - 90) < 1e-6);
    for (let i = 1; i < 12; i++) assert.ok(unwrapped[i] > unwrapped[i - 1], `house ${i + 1} after house ${i}`);
  });

  it('tiles the square with the twelve houses, no gap and no overlap', () => {
    const total = houses.reduce((s, h) => s + area(h.polygon), 0);
    assert.ok(Math.abs(total - side * side) < 1e-6 * side * side);
  });

  it('writes each house its sign number, following the lagna sign', () => {
    assert.deepEqual(houses.map((h) => h.signLabel.text), expectedSignNumbers.map(String));
  });

  it('places each sign number on the inner side of its house, towards the chart centre', () => {
    const centre: Vec = [x0 + side / 2, y0 + side / 2];
    const dist = (p: Vec): number => Math.hypot(p[0] - centre[0], p[1] - centre[1]);
    for (const h of houses) {
      assert.ok(dist([h.signLabel.x, h.signLabel.y]) < dist(centroid(h.polygon)), `house ${h.house}`);
    }
  });

  it('shows the same houses and sign numbers in Hindi', () => {
    const hi = readHouses(renderChartSvg(sampleChart, 'north', 'hi'));
    assert.deepEqual(hi.map((h) => h.polygon), houses.map((h) => h.polygon));
    assert.deepEqual(hi.map((h) => h.signLabel.text), expectedSignNumbers.map(String));
  });
});
