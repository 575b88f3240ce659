/**
 * Where one calculation task allocates (issue 21): the inspector's sampling heap profiler over
 * the whole worker task (compute, present, serialisation to bytes) of one calculation for
 * distinct births, garbage included, summed by allocating function (self bytes). By hand:
 *
 *   npx tsx bench/_task-alloc.ts [kundli-advanced] [births=100] [count=30]
 */
import { Session } from 'node:inspector/promises';
import { initEphemeris } from '../src/astro/swe.ts';
import { calculationTask } from '../src/api/pool/calculation-task.ts';
import { randomPanchangBodies } from './_shared.ts';

initEphemeris();
const id = process.argv[2] ?? 'kundli-advanced';
const n = Number(process.argv[3] ?? 100);
const count = Number(process.argv[4] ?? 30);
const loop = (bodies: object[]) => bodies.forEach((body) => calculationTask({ calculationId: id, body, nowMs: Date.now() }));
loop(randomPanchangBodies(100, 7));
const bodies = randomPanchangBodies(n, 4242);
loop(bodies);

interface Node { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: Node[] }
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
loop(bodies);
const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: Node } };
const bySelf = new Map<string, number>();
let total = 0;
const walk = (node: Node) => {
  const url = node.callFrame.url.replace(/^.*\/(src|node_modules|bench)\//, '$1/');
  const key = `${node.callFrame.functionName || '(anonymous)'} ${url}:${node.callFrame.lineNumber + 1}`.trim();
  bySelf.set(key, (bySelf.get(key) ?? 0) + node.selfSize);
  total += node.selfSize;
  node.children.forEach(walk);
};
walk(profile.head);
console.log(`${id}: sampled allocation ${(total / n / 1024).toFixed(0)} KiB per task (JS heap; the UTF-8 bytes are outside it)`);
console.log('| KiB per task | % | function |\n|---|---|---|');
for (const [k, bytes] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, count)) {
  console.log(`| ${(bytes / n / 1024).toFixed(1)} | ${((100 * bytes) / total).toFixed(1)} | \`${k}\` |`);
}
