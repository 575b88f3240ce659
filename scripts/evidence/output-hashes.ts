/**
 * SHA-256 of the presented results of the evidence-set calculations (and kundli-insights) over
 * random births, one hash per calculation and request variant, so a speed change can be shown
 * not to change a byte of output: run it before and after and compare the lines (issue 21).
 *
 *   npx tsx scripts/evidence/output-hashes.ts [births=150] [cache=on|off|both] [only=<regexp of variant names>]
 *
 * SERIALISER=direct hashes the bytes of the worker's direct UTF-8 writer (`envelopeBytes`)
 * instead of JSON.stringify's text: the same hashes show it writes the same bytes.
 *
 * Each result is serialised with `JSON.stringify` (what the worker sends). The births vary the
 * date (1801–2398), time, place, zone, and for a third of them the ayanamsha, node, positions
 * and house system. The calculations of one birth run one after another, as an app asks them,
 * so the natal cache (when on) shares the chart between them.
 */
import { createHash } from 'node:crypto';
import { kundliCalculation } from '../../src/calculations/kundli/index.ts';
import { kundliAdvancedCalculation } from '../../src/calculations/kundli-advanced/index.ts';
import { atmakarakaIshtaCalculation } from '../../src/calculations/atmakaraka-ishta/index.ts';
import { kundliInsightsCalculation } from '../../src/calculations/kundli-insights/index.ts';
import { panchangCalculation } from '../../src/calculations/panchang/index.ts';
import { shodashavargas } from '../../src/jyotish/chart/vargas.ts';
import { setNatalCacheEntries } from '../../src/calculations/shared/natal-cache.ts';
import type { AnyCalculation } from '../../src/calculations/types.ts';
import { cities, mulberry32 } from '../../bench/_shared.ts';
import { envelopeBytes } from '../../src/api/pool/envelope-bytes.ts';

const direct = process.env.SERIALISER === 'direct';

const count = Number(process.argv[2] ?? 150);
const cacheMode = process.argv[3] ?? 'both';
const context = { now: new Date('2026-01-01T00:00:00Z') };
const two = (n: number) => String(n).padStart(2, '0');

function births(n: number, seed: number): Record<string, unknown>[] {
  const random = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  return Array.from({ length: n }, (_, i) => {
    const [timezone, latitude, longitude] = pick(cities);
    const b: Record<string, unknown> = {
      localDate: `${1801 + Math.floor(random() * 598)}-${two(1 + Math.floor(random() * 12))}-${two(1 + Math.floor(random() * 28))}`,
      localTime: `${two(Math.floor(random() * 24))}:${two(Math.floor(random() * 60))}:${two(Math.floor(random() * 60))}`,
      timezone,
      latitude: Math.round((latitude + 2 * random() - 1) * 1e4) / 1e4,
      longitude: Math.round((longitude + 2 * random() - 1) * 1e4) / 1e4,
    };
    if (i % 3 === 2) {
      b.ayanamsha = pick(['lahiri', 'raman', 'krishnamurti', 'true-chitra']);
      b.nodeType = pick(['mean', 'true']);
      b.positions = pick(['apparent', 'true-geometric']);
      b.houseSystem = pick(['sripati', 'placidus', 'equal', 'whole-sign', 'porphyry', 'koch']);
    }
    return b;
  });
}

type Variant = [string, AnyCalculation, (b: Record<string, unknown>) => Record<string, unknown>];
const allVariants: Variant[] = [
  ['kundli (16 vargas)', kundliCalculation, (b) => ({ ...b, vargas: [...shodashavargas] })],
  ['kundli (default)', kundliCalculation, (b) => ({ ...b })],
  ['kundli-advanced (default)', kundliAdvancedCalculation, (b) => ({ ...b })],
  ['kundli-advanced include dashas', kundliAdvancedCalculation, (b) => ({ ...b, include: ['dashas'] })],
  ['kundli-advanced include readings+av', kundliAdvancedCalculation, (b) => ({ ...b, include: ['ashtakavarga', 'natalReadings'] })],
  ['kundli-advanced include cusps+drishti+uccha', kundliAdvancedCalculation, (b) => ({ ...b, include: ['ucchaBala', 'grahaDrishti', 'bhavaCusps'] })],
  ['kundli-advanced dashaDepth 1', kundliAdvancedCalculation, (b) => ({ ...b, dashaDepth: 1 })],
  ['kundli-advanced dashaDepth 2', kundliAdvancedCalculation, (b) => ({ ...b, dashaDepth: 2 })],
  ['kundli-advanced dashaDepth 5 runningAt', kundliAdvancedCalculation, (b) => ({ ...b, dashaDepth: 5, runningAt: '2030-06-15T12:00:00Z' })],
  ['kundli-advanced year/yogini/chara options', kundliAdvancedCalculation, (b) => ({ ...b, dashaYearDays: 365.256364, yoginiIncludeAntardashas: true, yoginiCycles: 2, charaVariant: 'pvr' })],
  ['kundli-advanced more systems', kundliAdvancedCalculation, (b) => ({ ...b, dashaSystems: ['ashtottari', 'kalachakra', 'narayana', 'drig'], dashaSeed: 'lagna' })],
  ['atmakaraka-ishta', atmakarakaIshtaCalculation, (b) => ({ ...b })],
  ['kundli-insights', kundliInsightsCalculation, (b) => ({ ...b, transitDate: '2024-03-01' })],
  ['panchang at birth', panchangCalculation, (b) => ({ ...b })],
];

const only = process.argv[4] ? new RegExp(process.argv[4]) : null;
const variants = allVariants.filter(([name]) => only === null || only.test(name));

function run(entries: number): string[] {
  setNatalCacheEntries(entries);
  const hashes = variants.map(() => createHash('sha256'));
  let bytes = 0;
  let errors = 0;
  for (const b of births(count, 20_261_125)) {
    variants.forEach(([name, calc, body], i) => {
      const request = body(b);
      let text: string | Buffer;
      try {
        const presented = calc.present(calc.compute(request, context), request, context) as object;
        // A Buffer is hashed as its bytes, a string as its UTF-8: the same hash for the same text.
        text = direct ? Buffer.from(envelopeBytes(presented)) : JSON.stringify(presented);
      } catch (e) {
        text = `ERROR ${name}: ${(e as Error).name} ${(e as Error).message}`;
        errors++;
        if (process.env.SHOW_ERRORS) console.error(text);
      }
      bytes += text.length;
      hashes[i].update(text).update('\n');
    });
  }
  console.error(`natal cache ${entries ? 'on' : 'off'}: ${(bytes / 1024 / 1024).toFixed(1)} MiB of JSON, ${errors} errors`);
  return variants.map(([name], i) => `${hashes[i].digest('hex')}  ${name}`);
}

const sides = cacheMode === 'both' ? [64, 0] : [cacheMode === 'off' ? 0 : 64];
const outputs = sides.map(run);
for (const line of outputs[0]) console.log(line);
if (outputs.length === 2) {
  const same = outputs[0].every((l, i) => l === outputs[1][i]);
  console.log(same ? 'natal cache on and off: identical' : 'natal cache on and off: DIFFERENT');
}
setNatalCacheEntries(64);
