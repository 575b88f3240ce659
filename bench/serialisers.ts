/**
 * Which serialiser is faster for each result (issue 21: serialise once, with whichever is
 * fastest per result): Fastify's schema-compiled `fast-json-stringify` (what a route with a
 * response schema used) against plain `JSON.stringify`, on every registered calculation's
 * example envelope, in one process, alternating so both see the same machine.
 *
 *   npx tsx bench/serialisers.ts [iterations=300]
 *
 * Also checks that both give the same JSON value (key order aside), so the faster one loses
 * nothing, and reports the one-off compile time of the schema serialiser.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { calculations } from '../src/calculations/registry.ts';
import { envelopeSchema, runCalculation } from '../src/api/routes/calculations.ts';
import { initEphemeris } from '../src/astro/swe.ts';

function timeEach(fn: () => unknown, iterations: number): number {
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) fn();
  return (performance.now() - t0) / iterations;
}

async function main(): Promise<void> {
  const iterations = Number(process.argv[2] ?? 300);
  initEphemeris();
  const rows: Record<string, unknown>[] = [];
  for (const calc of calculations) {
    const envelope = runCalculation(calc, calc.example, '0'.repeat(32), { now: new Date() });
    const t0 = performance.now();
    const schemaSerialiser = fastJsonStringify(envelopeSchema(calc) as never) as (v: unknown) => string;
    const compileMs = performance.now() - t0;
    const viaJson = JSON.stringify(envelope);
    const sameValue = isDeepStrictEqual(JSON.parse(schemaSerialiser(envelope)), JSON.parse(viaJson));
    for (let i = 0; i < 30; i++) {
      schemaSerialiser(envelope);
      JSON.stringify(envelope);
    }
    // Alternate in rounds so a busy moment of the machine hits both alike.
    let fjs = 0;
    let json = 0;
    const rounds = 5;
    for (let r = 0; r < rounds; r++) {
      fjs += timeEach(() => schemaSerialiser(envelope), Math.ceil(iterations / rounds));
      json += timeEach(() => JSON.stringify(envelope), Math.ceil(iterations / rounds));
    }
    fjs /= rounds;
    json /= rounds;
    rows.push({
      calculation: calc.id,
      bytes: Buffer.byteLength(viaJson),
      schemaMs: Number(fjs.toFixed(3)),
      jsonStringifyMs: Number(json.toFixed(3)),
      faster: json <= fjs ? 'JSON.stringify' : 'fast-json-stringify',
      ratio: Number((fjs / json).toFixed(2)),
      schemaCompileMs: Math.round(compileMs),
      sameValue,
    });
  }
  console.log('serialiser per result (ms per envelope; ratio = schema / JSON.stringify):');
  for (const r of rows) {
    console.log(
      `  ${String(r.calculation).padEnd(28)} ${String(r.bytes).padStart(7)} B  schema ${String(r.schemaMs).padStart(7)}  JSON.stringify ${String(r.jsonStringifyMs).padStart(7)}  ×${r.ratio}  → ${r.faster}  (compile ${r.schemaCompileMs} ms, same value: ${r.sameValue})`,
    );
  }
  console.log(`BENCH_JSON ${JSON.stringify({ benchmark: 'serialisers', iterations, rows })}`);
}

await main();
