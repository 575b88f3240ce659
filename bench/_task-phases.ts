/**
 * Where a calculation task's time goes in one thread (issue 21, fourth session): compute,
 * present, JSON.stringify and UTF-8 encoding, per route, for the same distinct bodies as
 * bench/http-routes.ts sends. The worker's CPU per request in the HTTP run minus this sum is
 * the cost of the transport (piscina messages, structured clone) and of GC under load.
 *
 *   npx tsx bench/_task-phases.ts [panchang,kundli,kundli-advanced] [n=600]
 */
import { initEphemeris } from '../src/astro/swe.ts';
import { calculationById, requestIdPlaceholder, utf8Bytes } from '../src/api/pool/calculation-task.ts';
import { engineVersion } from '../src/calculations/registry.ts';
import type { Presented } from '../src/calculations/types.ts';
import { randomPanchangBodies } from './_shared.ts';

initEphemeris();
const ids = (process.argv[2] ?? 'panchang,kundli,kundli-advanced').split(',');
const n = Number(process.argv[3] ?? 600);
const bodies = randomPanchangBodies(2000, 4242);
const encoder = new TextEncoder();
for (const id of ids) {
  const calc = calculationById(id)!;
  const t = { compute: 0, present: 0, stringify: 0, textEncoder: 0, transcode: 0, bytes: 0 };
  for (let pass = 0; pass < 2; pass++) {
    for (const k of Object.keys(t) as (keyof typeof t)[]) t[k] = 0;
    for (let i = 0; i < n; i++) {
      const body = bodies[(i + pass * n) % bodies.length];
      const context = { now: new Date() };
      const a = performance.now();
      const computed = calc.compute(body, context);
      const b = performance.now();
      const presented = calc.present(computed, body, context) as Presented<unknown>;
      const c = performance.now();
      const json = JSON.stringify({ kind: 'CalculationEnvelope', requestId: requestIdPlaceholder, versions: { engine: engineVersion, calculation: calc.versions.calculation, content: calc.versions.content }, method: presented.method, input: presented.input, warnings: presented.warnings, result: presented.result });
      const d = performance.now();
      const bytes = encoder.encode(json);
      const e = performance.now();
      utf8Bytes(json);
      const f = performance.now();
      t.compute += b - a; t.present += c - b; t.stringify += d - c; t.textEncoder += e - d; t.transcode += f - e; t.bytes += bytes.length;
    }
  }
  const per = (x: number) => (x / n).toFixed(3);
  console.log(`${id}: compute ${per(t.compute)} ms, present ${per(t.present)} ms, stringify ${per(t.stringify)} ms, UTF-8 by TextEncoder ${per(t.textEncoder)} ms / by utf8Bytes (transcode) ${per(t.transcode)} ms, body ${(t.bytes / n / 1024).toFixed(1)} KiB (second pass of ${n} distinct bodies)`);
}
