/**
 * Chart titles stay inside the room their style gives them: the East style's centre cell is a
 * third of the 396 px square (132 px), narrower than "Bhava chart (Sripati)" in bold 15 px, so
 * such a title is broken in two lines (or set smaller) around the same centre; short titles
 * and the North style are unchanged. Widths are checked with hand-counted bounds, not the
 * renderer's own estimate: Noto Sans Bold averages under 0.62 em per Latin character.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { renderChartSvg } from '../../src/render/chart-svg.ts';
import { sampleChart } from '../render/sample-chart.ts';

const bhava = { ...sampleChart, title: { en: 'Bhava chart (Sripati)', hi: 'भाव चक्र (श्रीपति)' } };

function titles(svg: string): { y: number; size: number; text: string }[] {
  return [...svg.matchAll(/<text class="title" x="[\d.]+" y="([\d.]+)" font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({ y: Number(m[1]), size: Number(m[2]), text: m[3] }));
}

it('breaks a long East-style title into two lines that fit the centre cell', () => {
  const lines = titles(renderChartSvg(bhava, 'east', 'en'));
  assert.deepEqual(lines.map((l) => l.text), ['Bhava chart', '(Sripati)']);
  // 11 characters at ≤ 0.62 em: 11 × 0.62 × 15 = 102 px < 132 px.
  assert.ok(lines[0].text.length * 0.62 * lines[0].size < 132);
  // The two lines sit one above the other around the centre (y 200 + 5 for one line).
  assert.ok(lines[0].y < 205 && lines[1].y > 205 && lines[1].y - lines[0].y >= lines[0].size);
});

it('keeps short titles on one line at 15 px, and the long one in the wider South and North titles', () => {
  for (const style of ['north', 'south', 'east'] as const) {
    const short = titles(renderChartSvg(sampleChart, style, 'en'));
    assert.deepEqual(short.map((l) => [l.text, l.size]), [['Rashi (D1)', 15]], style);
  }
  // South's centre is two cells (198 px); North's title band spans the square.
  for (const style of ['north', 'south'] as const) assert.equal(titles(renderChartSvg(bhava, style, 'en')).length, 1, style);
});

it('fits the Hindi East title too', () => {
  const lines = titles(renderChartSvg(bhava, 'east', 'hi'));
  assert.equal(lines.map((l) => l.text).join(' '), 'भाव चक्र (श्रीपति)');
  assert.ok(lines.length <= 2 && lines.every((l) => l.size >= 9));
});
