/**
 * With chartStyle, every returned chart (D1, Bhava, D9 and the requested vargas) carries an SVG
 * drawn by src/render/chart-svg.ts in the requested language. Each drawing must be well-formed
 * and its data attributes must repeat the chart's data: every house its sign, every planet
 * in its house.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildSuiteApp, postKundli, type Json } from './helpers.ts';

const body = {
  localDate: '1990-05-10',
  localTime: '19:55:00',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
  ayanamsha: 'lahiri',
  vargas: [2, 10, 60],
};

/** Tags open and close in order (no DOM in the test runner; the renderer emits plain XML). */
function assertWellFormed(svg: string, where: string): void {
  assert.ok(svg.startsWith('<svg ') && svg.endsWith('</svg>'), `${where}: an <svg> document`);
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) assert.equal(stack.pop(), name, `${where}: </${name}> closes the open tag`);
    else stack.push(name);
  }
  assert.deepEqual(stack, [], `${where}: every tag is closed`);
  assert.doesNotMatch(svg.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, ''), /&/, `${where}: no bare ampersand`);
}

interface DrawnHouse {
  house: number;
  sign: number;
  points: string[];
}

function drawnHouses(svg: string): DrawnHouse[] {
  const out: DrawnHouse[] = [];
  for (const m of svg.matchAll(/<g class="house" data-house="(\d+)" data-sign="(\d+)"[^>]*>(.*?)<\/g>/g)) {
    out.push({ house: Number(m[1]), sign: Number(m[2]), points: [...m[3].matchAll(/data-point="(\w+)"/g)].map((p) => p[1]) });
  }
  return out.sort((a, b) => a.house - b.house);
}

function assertMatchesChart(svg: string, chart: Json, where: string, signOfHouse: (h: Json) => number): void {
  const drawn = drawnHouses(svg);
  assert.equal(drawn.length, 12, `${where}: twelve houses drawn`);
  for (const h of chart.houses) {
    const d = drawn[h.house - 1];
    assert.equal(d.sign, signOfHouse(h), `${where}: house ${h.house} sign`);
    assert.deepEqual([...d.points].sort(), h.points.map((p: Json) => p.id).sort(), `${where}: house ${h.house} points`);
  }
}

for (const style of ['north', 'south', 'east'] as const) {
  describe(`kundli drawn in the ${style} style`, () => {
    let result: Json;
    let method: Json;
    let close = async () => {};
    after(() => close());
    before(async () => {
      const built = await buildSuiteApp();
      close = built.close;
      const r = await postKundli(built.app, { ...body, chartStyle: style, chartLanguage: style === 'east' ? 'hi' : 'en' });
      assert.equal(r.status, 200);
      result = r.json.result;
      method = r.json.method;
    });

    it('returns a well-formed SVG for D1, Bhava, D9 and each requested varga', () => {
      for (const key of ['D1', 'bhava', 'D9', 'D2', 'D10', 'D60']) {
        const svg = result.charts[key].svg;
        assert.equal(typeof svg, 'string', `${key} svg`);
        assertWellFormed(svg, key);
        assert.match(svg, new RegExp(`data-style="${style}"`), `${key} style`);
      }
    });

    it('draws every house with its sign and every planet in its house', () => {
      for (const key of ['D1', 'D9', 'D2', 'D10', 'D60']) {
        assertMatchesChart(result.charts[key].svg, result.charts[key], key, (h) => h.rashi.index);
      }
      // The bhava drawing numbers its houses with the rashi chart's signs (charts.ts explains why).
      const lagnaSign = result.lagna.rashi.index - 1;
      assertMatchesChart(result.charts.bhava.svg, result.charts.bhava, 'bhava', (h) => ((lagnaSign + h.house - 1) % 12) + 1);
    });

    it('declares the layout method and writes the labels in the requested language', () => {
      assert.equal(method.layoutMethodId, `LAYOUT.${style.toUpperCase()}`);
      const svg: string = result.charts.D1.svg;
      if (style === 'east') {
        assert.equal(method.chartLanguage, 'hi');
        assert.match(svg, /xml:lang="hi"/);
        assert.match(svg, /लग्न/);
      } else {
        assert.match(svg, /xml:lang="en"/);
        assert.match(svg, /Asc/);
      }
    });
  });
}

describe('kundli without chartStyle', () => {
  it('returns no svg and no layout method', async () => {
    const built = await buildSuiteApp();
    try {
      const r = await postKundli(built.app, body);
      assert.equal(r.status, 200);
      for (const key of ['D1', 'bhava', 'D9', 'D2']) assert.equal(r.json.result.charts[key].svg, undefined, key);
      assert.equal(r.json.method.layoutMethodId, undefined);
    } finally {
      await built.close();
    }
  });
});
