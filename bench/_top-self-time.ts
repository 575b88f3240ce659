/**
 * Prints the top self-time functions of a V8 CPU profile (`node --cpu-prof` output), for the
 * profiles quoted in bench/RESULTS.md (bench/run.ts skips `_` files, so this is not a benchmark).
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/evidence-set.ts
 *   npx tsx bench/_top-self-time.ts /tmp/prof/CPU.*.cpuprofile [count=15]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const [file, countArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMicros = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  if (!n) return;
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const url = n.callFrame.url.replace(/^.*\/(src|node_modules|bench)\//, '$1/');
  const key = `${n.callFrame.functionName || '(anonymous)'} ${url ? `${url}:${n.callFrame.lineNumber + 1}` : ''}`.trim();
  selfMicros.set(key, (selfMicros.get(key) ?? 0) + dt);
});
const top = [...selfMicros].sort((a, b) => b[1] - a[1]).slice(0, Number(countArg ?? 15));
console.log(`| self % | self ms | function |\n|---|---|---|`);
for (const [k, us] of top) console.log(`| ${((100 * us) / total).toFixed(1)} | ${(us / 1000).toFixed(0)} | \`${k}\` |`);
