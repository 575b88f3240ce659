// Heap probe for the memory benchmarks (bench/memory.ts): preloaded into the service with
// `node --require ./bench/_heap-probe.cjs dist/server.js`. `--require` (unlike `--import` on
// Node 20) also runs in every worker thread, so each isolate — the main thread and each
// calculation worker — writes its own heap figures to `$HEAP_PROBE_DIR/<threadId>.json`
// every `HEAP_PROBE_MS` (default 1000). When the file `$HEAP_PROBE_DIR/gc` exists, and node
// runs with --expose-gc, each isolate collects garbage first, so the figures are live data.
// The main thread also writes a heap snapshot when `$HEAP_PROBE_DIR/snapshot` appears (once),
// and clears its GC pause figures when `$HEAP_PROBE_DIR/gc-reset` appears.
// With HEAP_PROBE_ON_DEMAND set, the main thread writes its file only when `$HEAP_PROBE_DIR/dump`
// appears (and removes it): writing and renaming every tick cost the main thread ~4 ms a time
// (bench/overload.ts, issue 20), inside the latencies being measured.
// Not part of the service: plain CommonJS so it needs no loader.
'use strict';
const { existsSync, renameSync, writeFileSync, rmSync } = require('node:fs');
const v8 = require('node:v8');
const { isMainThread, threadId } = require('node:worker_threads');

const dir = process.env.HEAP_PROBE_DIR;
if (dir) {
  const every = Number(process.env.HEAP_PROBE_MS ?? 1000);
  const onDemand = Boolean(process.env.HEAP_PROBE_ON_DEMAND);
  // Garbage-collection pauses of this isolate by kind (count, total and longest ms), and the
  // ten longest with their kind: what stalls the thread's event loop.
  const { PerformanceObserver, constants } = require('node:perf_hooks');
  const kinds = { [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge', [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact', [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak-callbacks' };
  const gc = {};
  const longest = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = kinds[e.detail?.kind] ?? String(e.detail?.kind);
      const g = (gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
      g.count++;
      g.totalMs += e.duration;
      g.maxMs = Math.max(g.maxMs, e.duration);
      longest.push([Math.round(e.duration * 10) / 10, kind]);
      longest.sort((a, b) => b[0] - a[0]);
      longest.length = Math.min(longest.length, 10);
    }
  }).observe({ entryTypes: ['gc'] });
  const sample = () => {
    if (isMainThread && existsSync(`${dir}/gc-reset`)) {
      rmSync(`${dir}/gc-reset`);
      for (const k of Object.keys(gc)) delete gc[k];
      longest.length = 0;
    }
    if (typeof globalThis.gc === 'function' && existsSync(`${dir}/gc`)) globalThis.gc();
    if (isMainThread && existsSync(`${dir}/snapshot`)) {
      rmSync(`${dir}/snapshot`);
      v8.writeHeapSnapshot(`${dir}/main.heapsnapshot.part`);
      renameSync(`${dir}/main.heapsnapshot.part`, `${dir}/main.heapsnapshot`);
    }
    if (onDemand) {
      if (!isMainThread || !existsSync(`${dir}/dump`)) return;
      rmSync(`${dir}/dump`);
    }
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size, physical: s.physical_space_size }]));
    const record = { threadId, isMainThread, at: Date.now(), memoryUsage: process.memoryUsage(), heap: v8.getHeapStatistics(), spaces, gc, longestGcMs: longest };
    // Written aside and renamed, so a reader never sees half a file.
    writeFileSync(`${dir}/${threadId}.json.part`, JSON.stringify(record));
    renameSync(`${dir}/${threadId}.json.part`, `${dir}/${threadId}.json`);
  };
  setInterval(sample, every).unref();
}
