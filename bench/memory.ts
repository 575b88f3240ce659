/**
 * Where the service's memory goes (issue 21, RSS ≤ 400 MB): the production service
 * (`node dist/server.js`, default workers) with a heap probe in every isolate
 * (`bench/_heap-probe.cjs`), read at three moments:
 *   1. idle after start-up (place index loaded, warm-ups done),
 *   2. at the end of `seconds` of the soak's mixed load (32 connections, result cache on),
 *   3. after that, each isolate's garbage collected (live data only).
 * Per isolate: V8 heap committed / used, by space, and external memory; for the process: RSS
 * (anonymous and file-backed) from /proc. With `--snapshot`, the main thread's live heap is
 * also written as a heap snapshot and its biggest node types printed.
 *
 *   npx tsx bench/memory.ts [seconds=30] [--snapshot]
 *
 * Settings pass through the environment (e.g. `CALC_WORKERS=1`, `SERVER_NODE_ARGS=--max-semi-space-size=4`).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextRequest } from './_soak-mix.ts';
import { ensureBuilt, round1, serverEntry, serverNodeArgs, startServer, type Server } from './_server.ts';

type Autocannon = (options: Record<string, unknown>) => Promise<{ requests: { total: number }; errors: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface ProbeRecord {
  threadId: number;
  isMainThread: boolean;
  at: number;
  memoryUsage: NodeJS.MemoryUsage;
  heap: { total_heap_size: number; used_heap_size: number; malloced_memory: number; external_memory: number; total_physical_size: number };
  spaces: Record<string, { size: number; used: number; physical: number }>;
}

const mib = (bytes: number) => round1(bytes / 1048576);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function procMemory(pid: number): Record<string, number> {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMiB: round1(kib('VmRSS') / 1024), anonMiB: round1(kib('RssAnon') / 1024), fileMiB: round1(kib('RssFile') / 1024), hwmMiB: round1(kib('VmHWM') / 1024) };
}

/** The latest record of every isolate written after `since` (ms since the epoch). */
async function readProbes(dir: string, since: number): Promise<ProbeRecord[]> {
  for (;;) {
    const records = readdirSync(dir)
      .filter((f) => /^\d+\.json$/.test(f))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ProbeRecord);
    if (records.length > 0 && records.every((r) => r.at > since)) return records.sort((a, b) => a.threadId - b.threadId);
    await sleep(100);
  }
}

function describe(label: string, records: ProbeRecord[], server: Server) {
  const rows = records.map((r) => ({
    isolate: r.isMainThread ? 'main' : `worker ${r.threadId}`,
    committedMiB: mib(r.heap.total_heap_size),
    usedMiB: mib(r.heap.used_heap_size),
    newSpaceMiB: mib(r.spaces.new_space?.size ?? 0),
    oldSpaceUsedMiB: mib(r.spaces.old_space?.used ?? 0),
    largeObjectUsedMiB: mib((r.spaces.large_object_space?.used ?? 0) + (r.spaces.new_large_object_space?.used ?? 0)),
    codeUsedMiB: mib((r.spaces.code_space?.used ?? 0) + (r.spaces.code_large_object_space?.used ?? 0)),
    externalMiB: mib(r.heap.external_memory),
    mallocedMiB: mib(r.heap.malloced_memory),
  }));
  const proc = procMemory(server.child.pid!);
  const heapsCommitted = round1(rows.reduce((s, r) => s + r.committedMiB, 0));
  console.log(`${label}: process ${JSON.stringify(proc)}; V8 heaps committed in all isolates ${heapsCommitted} MiB`);
  console.table(rows);
  return { label, process: proc, heapsCommittedMiB: heapsCommitted, isolates: rows };
}

/** Sums a heap snapshot's self sizes by node type and name; prints the largest. */
function summariseSnapshot(path: string): Array<[string, number, number]> {
  const snap = JSON.parse(readFileSync(path, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const totals = new Map<string, [number, number]>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]];
    // Strings are grouped by type only (their name is their text).
    const key = type === 'string' || type === 'concatenated string' || type === 'sliced string' ? type : `${type}:${snap.strings[snap.nodes[i + nameAt]].slice(0, 50)}`;
    const t = totals.get(key) ?? [0, 0];
    t[0] += snap.nodes[i + sizeAt];
    t[1] += 1;
    totals.set(key, t);
  }
  const top = [...totals].sort((a, b) => b[1][0] - a[1][0]).slice(0, 15).map(([k, [size, count]]) => [k, mib(size), count] as [string, number, number]);
  console.log('main-thread live heap by node type (self size MiB, count):');
  for (const [k, size, count] of top) console.log(`  ${size.toFixed(1).padStart(6)}  ${String(count).padStart(8)}  ${k}`);
  return top;
}

async function main(): Promise<void> {
  const seconds = Number(process.argv.find((a, i) => i > 1 && /^\d+$/.test(a)) ?? 30);
  const snapshot = process.argv.includes('--snapshot');
  ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'heap-probe-'));
  const server = await startServer({ HEAP_PROBE_DIR: dir, HEAP_PROBE_MS: '500' }, [...serverNodeArgs, '--expose-gc', '--require', './bench/_heap-probe.cjs', serverEntry]);
  try {
    const url = `http://127.0.0.1:${server.port}`;
    // The place index loads after listening; a search waits for it.
    await (await fetch(`${url}/api/v1/locations/search?q=pune`)).text();
    await sleep(3000);
    const idle = describe('1. idle after start-up', await readProbes(dir, Date.now()), server);
    let i = 0;
    const requests = [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, ...nextRequest(i++) }) }];
    const loaded = await autocannon({ url, connections: 32, duration: seconds, requests, timeout: 30 });
    const underLoad = describe(`2. end of ${seconds} s of mixed load (${loaded.requests.total} requests, ${loaded.errors} errors)`, await readProbes(dir, Date.now()), server);
    writeFileSync(join(dir, 'gc'), '');
    await sleep(1500);
    const live = describe('3. after a full GC in every isolate', await readProbes(dir, Date.now()), server);
    let top: Array<[string, number, number]> | undefined;
    if (snapshot) {
      writeFileSync(join(dir, 'snapshot'), '');
      while (!existsSync(join(dir, 'main.heapsnapshot'))) await sleep(200);
      top = summariseSnapshot(join(dir, 'main.heapsnapshot'));
    }
    console.log(`BENCH_JSON ${JSON.stringify({ benchmark: 'memory', seconds, idle, underLoad, live, snapshotTop: top })}`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
