// A prober in a process of its own (plain JavaScript, no tsx: it starts in ~40 ms and does
// nothing else), so the probe and refusal latencies of bench/overload.ts can be compared with
// the same requests sent from the load generator's busy process. GETs `path` (or POSTs the
// JSON body given) every `intervalMs` on one keep-alive connection, and prints one JSON line
// at the end: {"answers":[[status, ms], …],"loopDelayMs":{p50,p99,max}} (status 0: failed).
// With `sockets` > 1 it runs open loop instead: `burst` requests at once every `intervalMs`,
// whether or not the earlier ones were answered, over up to `sockets` keep-alive connections
// (so a long accepted calculation does not stop the sampling, and the send times are not tied
// to the answers; bursts once a second are how autocannon paces a rate).
//
//   node bench/_probe.mjs <port> <seconds> [path=/api/healthz] [intervalMs=100] [jsonBody] [sockets=1] [burst=1]
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const [port, seconds, path = '/api/healthz', interval = '100', body, sockets = '1', burst = '1'] = process.argv.slice(2);
const openLoop = Number(sockets) > 1;
const agent = new Agent({ keepAlive: true, maxSockets: Number(sockets) });
const answers = [];
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const stopAt = performance.now() + Number(seconds) * 1000;
const headers = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {};
let pending = 0;
const finish = () => {
  delay.disable();
  agent.destroy();
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.stdout.write(`${JSON.stringify({ answers, loopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) } })}\n`);
};
let nextId = 0;
const send = (next) => {
  const t0 = performance.now();
  const id = nextId++;
  pending++;
  const done = (status) => {
    // [status, ms, send time (epoch ms, the server trace's clock), id (the x-probe-id header)]
    answers.push([status, Math.round((performance.now() - t0) * 10) / 10, Math.round((performance.timeOrigin + t0) * 10) / 10, id]);
    pending--;
    next();
  };
  const req = request({ host: '127.0.0.1', port: Number(port), path, agent, method: body ? 'POST' : 'GET', headers: { ...headers, 'x-probe-id': String(id) } }, (res) => {
    res.resume();
    res.on('end', () => done(res.statusCode));
  });
  req.on('error', () => done(0));
  req.end(body);
};
if (openLoop) {
  // Every answer is awaited (and counted) before the line is printed.
  const timer = setInterval(() => {
    if (performance.now() < stopAt) for (let k = 0; k < Number(burst); k++) send(() => undefined);
  }, Number(interval));
  const wait = () => (performance.now() >= stopAt && pending === 0 ? (clearInterval(timer), finish()) : setTimeout(wait, 20));
  setTimeout(wait, Number(seconds) * 1000);
} else {
  const once = () => (performance.now() >= stopAt ? finish() : send(() => setTimeout(once, Number(interval))));
  once();
}
