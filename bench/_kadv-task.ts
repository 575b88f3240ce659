/**
 * A calculation worker's task alone, in this thread (issue 21, kadv2): `calculationTask` —
 * compute, present and serialise to UTF-8 — of kundli-advanced for the same distinct births
 * bench/http-routes.ts sends, each birth once per pass; per task p50 / p90 and the serialiser's
 * share (`envelopeBytes` timed again on the same envelopes). Zone tables and natal caches are
 * warmed by a first pass over the same births, so the figures are the steady state of a
 * worker that has seen these zones and centuries (the HTTP benchmark's short window is not).
 *
 *   npx tsx bench/_kadv-task.ts [births=300] [passes=3]
 */
import { initEphemeris } from '../src/astro/swe.ts';
import { calculationById, calculationTask, requestIdPlaceholder, runCalculation } from '../src/api/pool/calculation-task.ts';
import { envelopeBytes } from '../src/api/pool/envelope-bytes.ts';
import { randomPanchangBodies } from './_shared.ts';

initEphemeris();
const births = Number(process.argv[2] ?? 300);
const passes = Number(process.argv[3] ?? 3);
const calc = calculationById('kundli-advanced')!;
const bodies = randomPanchangBodies(2000, 4242).slice(0, births);
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const nowMs = Date.UTC(2026, 0, 1);
for (const body of bodies) calculationTask({ calculationId: calc.id, body, nowMs });
for (let pass = 0; pass < passes; pass++) {
  const task: number[] = [];
  const write: number[] = [];
  for (const body of bodies) {
    const a = performance.now();
    const out = calculationTask({ calculationId: calc.id, body, nowMs });
    task.push(performance.now() - a);
    if (!(out instanceof Uint8Array)) throw new Error(JSON.stringify(out));
  }
  for (const body of bodies.slice(0, 100)) {
    const envelope = runCalculation(calc, body, requestIdPlaceholder, { now: new Date(nowMs) });
    const a = performance.now();
    envelopeBytes(envelope);
    write.push(performance.now() - a);
  }
  console.log(`pass ${pass}: task p50 ${q(task, 0.5).toFixed(3)} ms, p90 ${q(task, 0.9).toFixed(3)} ms; envelopeBytes p50 ${q(write, 0.5).toFixed(3)} ms, p90 ${q(write, 0.9).toFixed(3)} ms`);
}
