import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { renderChartSvg, type ChartDrawingInput, type ChartLanguage, type ChartPoint, type ChartStyle } from '../../src/render/chart-svg.ts';
import { expectedLagna, expectedPoints, expectedRashiIds, expectedSignNumbers } from './expected.ts';
import { sampleChart, wholeSignChart } from './sample-chart.ts';
import { assertWellFormed, fontSizes, insideConvex, readHouses, type TextItem } from './svg-reader.ts';

const styles: ChartStyle[] = ['north', 'south', 'east'];
const languages: ChartLanguage[] = ['en', 'hi'];
const devanagari = /[\u0900-\u097F]/;

/**
 * An XML parser that knows nothing of our own reader (`svg-reader.ts`): it always runs, where
 * an `xmllint` check would be skipped on a machine without libxml2's tools.
 */
function assertValidXml(svg: string): void {
  const result = XMLValidator.validate(svg, { allowBooleanAttributes: false });
  assert.equal(result, true, result === true ? '' : `${result.err.code} at line ${result.err.line}: ${result.err.msg}`);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(svg) as Record<string, { '@xmlns'?: string }>;
  assert.deepEqual(Object.keys(doc), ['svg'], 'one root element, <svg>');
  assert.equal(doc.svg['@xmlns'], 'http://www.w3.org/2000/svg');
}

/** Rough ink box of a label: 0.5 em per visible character (combining marks take no room). */
function box(t: TextItem): { x1: number; x2: number; y1: number; y2: number } {
  const visible = [...t.text].filter((c) => !/[\u0900-\u0903\u093A-\u094F\u0951-\u0957]/.test(c)).length;
  const w = 0.5 * t.fontSize * visible;
  return { x1: t.x - w / 2, x2: t.x + w / 2, y1: t.y - 0.75 * t.fontSize, y2: t.y + 0.2 * t.fontSize };
}

function overlaps(a: TextItem, b: TextItem): boolean {
  const p = box(a);
  const q = box(b);
  return p.x1 < q.x2 && q.x1 < p.x2 && p.y1 < q.y2 && q.y1 < p.y2;
}

for (const style of styles) {
  for (const language of languages) {
    describe(`the ${style} chart in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
      const svg = renderChartSvg(sampleChart, style, language);
      const houses = readHouses(svg);

      it('is a well-formed SVG document', () => {
        assertWellFormed(svg);
        assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 4\d\d"/);
      });

      it('is well-formed XML to an independent XML parser, with <svg> in the SVG namespace as its only root', () => {
        assertValidXml(svg);
      });

      it('has twelve houses, each with the sign that follows from the Karka lagna', () => {
        assert.deepEqual(houses.map((h) => h.house), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        assert.deepEqual(houses.map((h) => h.sign), expectedSignNumbers);
        assert.deepEqual(houses.map((h) => h.rashi), expectedSignNumbers.map((n) => expectedRashiIds[n - 1]));
      });

      it('puts exactly the given planets in every house, with whole degrees and retrograde marks', () => {
        for (const h of houses) {
          const expected = expectedPoints[h.house] ?? [];
          assert.deepEqual(
            h.points.map((p) => ({ id: p.attrs['data-point'], degree: Number(p.attrs['data-degree']), retrograde: p.attrs['data-retrograde'] === 'true', text: p.text })),
            expected.map((e) => ({ id: e.id, degree: e.degree, retrograde: e.retrograde, text: e[language] })),
            `house ${h.house}`,
          );
        }
      });

      it('marks the lagna in house 1 only, with its degree', () => {
        assert.deepEqual(houses.filter((h) => h.lagna).map((h) => h.house), [1]);
        assert.equal(houses[0].lagnaText?.text, expectedLagna[language]);
        assert.equal(houses[0].lagnaText?.attrs['data-degree'], String(expectedLagna.degree));
        assert.ok(houses.slice(1).every((h) => h.lagnaText === undefined));
      });

      it('writes the title once as the SVG title and once as visible text', () => {
        const title = language === 'en' ? 'Rashi (D1)' : 'राशि (D1)';
        assert.ok(svg.includes(`<title>${title}</title>`));
        assert.match(svg, new RegExp(`<text class="title"[^>]*>${title.replace(/[()]/g, '\\$&')}</text>`));
      });

      it('uses no font smaller than 11 px and a font list with a Devanagari face', () => {
        assert.ok(fontSizes(svg).every((s) => s >= 11), fontSizes(svg).join(','));
        assert.match(svg, /font-family="[^"]*Noto Sans Devanagari[^"]*"/);
      });

      it('keeps every label inside its house and clear of the other labels', () => {
        for (const h of houses) {
          const texts = [h.signLabel, ...(h.lagnaText ? [h.lagnaText] : []), ...h.points];
          for (const t of texts) {
            // The visual middle of the text line must lie inside the cell.
            assert.ok(insideConvex(h.polygon, [t.x, t.y - 0.3 * t.fontSize]), `house ${h.house}: "${t.text}" outside`);
          }
          for (let i = 0; i < texts.length; i++) {
            for (let k = i + 1; k < texts.length; k++) {
              assert.ok(!overlaps(texts[i], texts[k]), `house ${h.house}: "${texts[i].text}" overlaps "${texts[k].text}"`);
            }
          }
          assert.equal(h.attrs['data-crowded'], undefined, `house ${h.house} is crowded`);
        }
      });

      if (language === 'hi') {
        it('writes planet, lagna and sign labels in Devanagari', () => {
          for (const h of houses) {
            for (const p of h.points) assert.match(p.text, devanagari);
            if (style !== 'north') assert.match(h.signLabel.text, devanagari);
          }
          assert.match(houses[0].lagnaText?.text ?? '', /^लग्न/);
          assert.ok(svg.includes('xml:lang="hi"'));
        });
      } else {
        it('writes no Devanagari at all', () => {
          assert.doesNotMatch(svg, devanagari);
        });
      }
    });
  }
}

describe('renderChartSvg', () => {
  it('returns the same bytes for the same chart, whatever the order of the houses array', () => {
    const shuffled: ChartDrawingInput = { ...sampleChart, houses: [...sampleChart.houses].reverse() };
    for (const style of styles) {
      assert.equal(renderChartSvg(sampleChart, style, 'en'), renderChartSvg(sampleChart, style, 'en'));
      assert.equal(renderChartSvg(shuffled, style, 'hi'), renderChartSvg(sampleChart, style, 'hi'));
    }
  });

  it('has an XML check that refuses a bare ampersand, an unclosed element and a second root', () => {
    const svg = renderChartSvg(sampleChart, 'north', 'en');
    assert.throws(() => assertValidXml(svg.replace('</title>', ' & co</title>')));
    assert.throws(() => assertValidXml(svg.replace('</svg>', '')));
    assert.throws(() => assertValidXml(`${svg}<svg xmlns="http://www.w3.org/2000/svg"/>`));
  });

  it('escapes markup characters in the title', () => {
    const chart: ChartDrawingInput = { ...sampleChart, title: { en: 'D1 <Rashi> & "co"', hi: 'राशि <D1> & \'x\'' } };
    for (const style of styles) {
      for (const language of languages) {
        const svg = renderChartSvg(chart, style, language);
        assertWellFormed(svg);
        assertValidXml(svg);
        assert.ok(svg.includes(language === 'en' ? 'D1 &lt;Rashi&gt; &amp; &quot;co&quot;' : 'राशि &lt;D1&gt; &amp; &apos;x&apos;'));
      }
    }
  });

  it('writes a bare lagna marker when the lagna degree is unknown', () => {
    const chart: ChartDrawingInput = { ...sampleChart, lagnaDegreeInSign: undefined };
    for (const style of styles) {
      const en = readHouses(renderChartSvg(chart, style, 'en'))[0];
      const hi = readHouses(renderChartSvg(chart, style, 'hi'))[0];
      assert.equal(en.lagnaText?.text, 'Asc');
      assert.equal(hi.lagnaText?.text, 'लग्न');
      assert.equal(en.lagnaText?.attrs['data-degree'], undefined);
    }
  });

  it('prints 29.99° as 29° and 0° as 0°, never rounding up into the next sign', () => {
    const chart = wholeSignChart(0, {
      4: [
        { id: 'sun', degreeInSign: 29.99, retrograde: false },
        { id: 'moon', degreeInSign: 0, retrograde: false },
      ],
    });
    const texts = readHouses(renderChartSvg(chart, 'south', 'en'))[3].points.map((p) => p.text);
    assert.deepEqual(texts, ['Mo 0°', 'Su 29°']);
  });

  it('fits six points, three of them retrograde, into any house (five beside the lagna marker) without crowding', () => {
    const six: ChartPoint[] = [
      { id: 'sun', degreeInSign: 1.2, retrograde: false },
      { id: 'mercury', degreeInSign: 5.5, retrograde: true },
      { id: 'venus', degreeInSign: 11.1, retrograde: false },
      { id: 'mars', degreeInSign: 17.8, retrograde: false },
      { id: 'saturn', degreeInSign: 23.4, retrograde: true },
      { id: 'ketu', degreeInSign: 28.9, retrograde: true },
    ];
    for (let house = 1; house <= 12; house++) {
      // The lagna's own line makes house 1 one line longer; an East corner triangle holds six lines.
      const points = house === 1 ? six.slice(1) : six;
      for (const lagna of [0, 3, 8]) {
        const chart = wholeSignChart(lagna, { [house]: points }, 14.5);
        for (const style of styles) {
          for (const language of languages) {
            const svg = renderChartSvg(chart, style, language);
            const h = readHouses(svg)[house - 1];
            assert.equal(h.points.length, points.length);
            assert.equal(h.attrs['data-crowded'], undefined, `${style} ${language} house ${house} lagna ${lagna}`);
            assert.ok(fontSizes(svg).every((s) => s >= 11));
          }
        }
      }
    }
  });

  it('still draws every point, at 11 px or more, when a house is over-full', () => {
    const ids = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'uranus', 'neptune', 'pluto'] as const;
    const all: ChartPoint[] = ids.map((id, i) => ({ id, degreeInSign: i * 2.5, retrograde: i % 2 === 0 }));
    for (const style of styles) {
      const svg = renderChartSvg(wholeSignChart(0, { 2: all }, 3), style, 'en');
      assertWellFormed(svg);
      const h = readHouses(svg)[1];
      assert.equal(h.points.length, 12);
      assert.ok(fontSizes(svg).every((s) => s >= 11));
    }
  });

  it('rejects malformed input with a RangeError naming the field', () => {
    const twelve = sampleChart.houses;
    assert.throws(() => renderChartSvg({ ...sampleChart, houses: twelve.slice(1) }, 'north', 'en'), /exactly 12/);
    const sameSign = twelve.map((h) => (h.house === 2 ? { ...h, sign: twelve[0].sign } : h));
    assert.throws(() => renderChartSvg({ ...sampleChart, houses: sameSign }, 'south', 'en'), /houses\[1\]\.sign/);
    const badDegree = twelve.map((h) => (h.house === 1 ? { ...h, points: [{ id: 'sun' as const, degreeInSign: 30, retrograde: false }] } : h));
    assert.throws(() => renderChartSvg({ ...sampleChart, houses: badDegree }, 'east', 'hi'), /houses\[0\]\.points\[0\]\.degreeInSign/);
    assert.throws(() => renderChartSvg(sampleChart, 'west' as ChartStyle, 'en'), RangeError);
    assert.throws(() => renderChartSvg({ ...sampleChart, lagnaDegreeInSign: -1 }, 'north', 'en'), /lagnaDegreeInSign/);
  });
});
