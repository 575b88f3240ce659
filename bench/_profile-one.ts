/**
 * CPU profile of one calculation's present (or compute) alone over random births, natal cache
 * on, for bench/_top-self-time.ts (by hand; bench/run.ts skips `_` files):
 *
 *   npx tsx bench/_profile-one.ts kundli-advanced|kundli|atmakaraka-ishta|panchang present|compute [births=300] [out]
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { calculations } from '../src/calculations/registry.ts';
import { shodashavargas } from '../src/jyotish/chart/vargas.ts';
import { randomPanchangBodies } from './_shared.ts';

const [id = 'kundli-advanced', part = 'present', nArg, outArg] = process.argv.slice(2);
const calc = calculations.find((c) => c.id === id);
if (!calc) throw new Error(`no calculation ${id}`);
const context = { now: new Date('2026-01-01T00:00:00Z') };
const body = (b: object) => (id === 'kundli' ? { ...b, vargas: [...shodashavargas] } : { ...b });
const bodies = randomPanchangBodies(Number(nArg ?? 300)).map(body);
const computed = bodies.map((b) => calc.compute(b, context));
const loop = () => bodies.forEach((b, i) => (part === 'present' ? calc.present(computed[i], b, context) : calc.compute(b, context)));
loop();
loop();
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const t0 = performance.now();
loop();
const ms = performance.now() - t0;
const { profile } = await session.post('Profiler.stop');
const out = outArg ?? `/tmp/${id}-${part}.cpuprofile`;
writeFileSync(out, JSON.stringify(profile));
console.log(`wrote ${out}: ${(ms / bodies.length).toFixed(3)} ms per ${part}`);
