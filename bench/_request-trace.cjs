// Request trace for bench/overload.ts (issue 20, where a refusal's time goes): preloaded
// into the service with `--require ./bench/_request-trace.cjs` when REQUEST_TRACE_FILE is
// set. On the main thread only, it records with epoch-based times (performance.timeOrigin +
// now, ms, the same clock as the prober's):
// - each request carrying an `x-probe-id` header: when the server emitted 'request' (headers
//   parsed, right after the socket read) and when its answer finished (handed to the kernel);
// - every stall of the event loop: a 2 ms timer chain that notes each gap ≥ 6 ms;
// - every GC pause (start, duration, kind);
// - every body written of 64 KiB or more (when, bytes, ms spent in the write call).
// It writes one JSON file at exit. Not part of the service: plain CommonJS so it needs no loader.
'use strict';
const file = process.env.REQUEST_TRACE_FILE;
const { isMainThread } = require('node:worker_threads');
if (file && isMainThread) {
  const { writeFileSync } = require('node:fs');
  const http = require('node:http');
  const { PerformanceObserver, performance } = require('node:perf_hooks');
  const origin = performance.timeOrigin;
  const now = () => origin + performance.now();
  const requests = [];
  const stalls = [];
  const gcs = [];
  const writes = [];
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, req, res) {
    if (event === 'request') {
      const id = req.headers['x-probe-id'];
      if (id !== undefined) {
        const r = { id: Number(id), url: req.url, at: now(), finish: 0, status: 0 };
        requests.push(r);
        res.once('finish', () => {
          r.finish = now();
          r.status = res.statusCode;
        });
      }
    }
    return emit.apply(this, arguments);
  };
  const end = http.ServerResponse.prototype.end;
  http.ServerResponse.prototype.end = function (chunk) {
    if (chunk && chunk.length >= 65536) {
      const t0 = now();
      const out = end.apply(this, arguments);
      writes.push([t0, chunk.length, now() - t0]);
      return out;
    }
    return end.apply(this, arguments);
  };
  let last = now();
  const tick = () => {
    const t = now();
    if (t - last >= 6) stalls.push([last, t - last]);
    last = t;
    setTimeout(tick, 2).unref();
  };
  setTimeout(tick, 2).unref();
  const kinds = { 1: 'scavenge', 2: 'minor-mc', 4: 'mark-compact', 8: 'incremental', 16: 'weak-callbacks' };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push([origin + e.startTime, e.duration, kinds[e.detail?.kind] ?? String(e.detail?.kind)]);
  }).observe({ entryTypes: ['gc'] });
  process.on('exit', () => writeFileSync(file, JSON.stringify({ requests, stalls, gcs, writes })));
}
