/**
 * The longest stretches a thread was busy without a break (no `(idle)` sample) in a V8 CPU
 * profile, with the functions that took most of each: what held the event loop when its delay
 * peaked (bench/overload.ts with SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=…"). Samples are
 * taken on wall time, so a stretch includes time the thread waited for a core while busy.
 *
 *   npx tsx bench/_long-tasks.ts <file.cpuprofile> [minMs=20] [lastSeconds=all]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const [file, minArg, lastArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const minUs = Number(minArg ?? 20) * 1000;
const fromUs = lastArg ? profile.endTime - Number(lastArg) * 1e6 : profile.startTime;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(src|dist|node_modules)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
const stretches: { startUs: number; us: number; self: Map<string, number> }[] = [];
let current: (typeof stretches)[number] | null = null;
let t = profile.startTime;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  t += dt;
  if (t < fromUs) return;
  const n = byId.get(id)!;
  if (n.callFrame.functionName === '(idle)') {
    if (current && current.us >= minUs) stretches.push(current);
    current = null;
    return;
  }
  current ??= { startUs: t, us: 0, self: new Map() };
  current.us += dt;
  current.self.set(name(n), (current.self.get(name(n)) ?? 0) + dt);
});
stretches.sort((a, b) => b.us - a.us);
console.log(`${stretches.length} busy stretches ≥ ${minUs / 1000} ms`);
for (const s of stretches.slice(0, 15)) {
  const top = [...s.self].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`).join('; ');
  console.log(`  at ${((s.startUs - profile.startTime) / 1e6).toFixed(2)} s: ${(s.us / 1000).toFixed(1)} ms — ${top}`);
}
