/**
 * Writes the sample chart in every style and language to /tmp/chart-preview as SVG and, when
 * `rsvg-convert` (Debian librsvg2-bin) is installed, as 400 px PNG for a visual check:
 *
 *   npx tsx test/render/preview.ts [outDir]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chartLanguages, chartStyles, renderChartSvg } from '../../src/render/chart-svg.ts';
import { sampleChart } from './sample-chart.ts';

const outDir = process.argv[2] ?? '/tmp/chart-preview';
mkdirSync(outDir, { recursive: true });
for (const style of chartStyles) {
  for (const language of chartLanguages) {
    const svgPath = join(outDir, `${style}-${language}.svg`);
    writeFileSync(svgPath, renderChartSvg(sampleChart, style, language));
    try {
      execFileSync('rsvg-convert', ['-w', '400', '-o', join(outDir, `${style}-${language}.png`), svgPath]);
    } catch (error) {
      console.error(`rsvg-convert failed for ${svgPath}: ${(error as Error).message}`);
    }
  }
}
console.log(`wrote ${outDir}`);
