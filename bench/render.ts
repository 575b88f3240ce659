/**
 * Chart-drawing benchmark: time to render the three styles (North, South, East) of one chart,
 * the work a kundli request with `chartStyle` adds. Budget: ≤ 2 ms for the three.
 *
 *   npx tsx bench/render.ts [rounds=2000]
 *
 * Uses the sample chart of the drawing tests (lagna Karka, a crowded house of five points,
 * outer planets), which exercises the crowded-house fallbacks more than a typical chart.
 */
import { renderChartSvg, type ChartLanguage } from '../src/render/chart-svg.ts';
import { sampleChart } from '../test/render/sample-chart.ts';
import { percentile } from './_shared.ts';

const rounds = Number(process.argv[2] ?? 2000);

function renderThree(language: ChartLanguage): number {
  let bytes = 0;
  bytes += renderChartSvg(sampleChart, 'north', language).length;
  bytes += renderChartSvg(sampleChart, 'south', language).length;
  bytes += renderChartSvg(sampleChart, 'east', language).length;
  return bytes;
}

for (const language of ['en', 'hi'] as const) {
  for (let i = 0; i < 200; i++) renderThree(language); // warm-up (JIT)
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    bytes = renderThree(language);
    samples.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `render 3 charts (${language}): median ${percentile(samples, 0.5).toFixed(0)} µs, ` +
      `p95 ${percentile(samples, 0.95).toFixed(0)} µs, p99 ${percentile(samples, 0.99).toFixed(0)} µs, ` +
      `${bytes} bytes, ${rounds} rounds`,
  );
}
