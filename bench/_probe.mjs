// A prober in a process of its own (plain JavaScript, no tsx: it starts in ~40 ms and does
// nothing else), so the probe and refusal latencies of bench/overload.ts can be compared with
// the same requests sent from the load generator's busy process. GETs `path` (or POSTs the
// JSON body given) every `intervalMs` on one keep-alive connection, and prints one JSON line
// at the end: {"answers":[[status, ms], …],"loopDelayMs":{p50,p99,max}} (status 0: failed).
//
//   node bench/_probe.mjs <port> <seconds> [path=/api/healthz] [intervalMs=100] [jsonBody]
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const [port, seconds, path = '/api/healthz', interval = '100', body] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const answers = [];
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const stopAt = performance.now() + Number(seconds) * 1000;
const headers = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {};
const once = () => {
  if (performance.now() >= stopAt) {
    delay.disable();
    agent.destroy();
    const ms = (ns) => Math.round(ns / 1e5) / 10;
    process.stdout.write(`${JSON.stringify({ answers, loopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) } })}\n`);
    return;
  }
  const t0 = performance.now();
  const req = request({ host: '127.0.0.1', port: Number(port), path, agent, method: body ? 'POST' : 'GET', headers }, (res) => {
    res.resume();
    res.on('end', () => {
      answers.push([res.statusCode, Math.round((performance.now() - t0) * 10) / 10]);
      setTimeout(once, Number(interval));
    });
  });
  req.on('error', () => {
    answers.push([0, Math.round((performance.now() - t0) * 10) / 10]);
    setTimeout(once, Number(interval));
  });
  req.end(body);
};
once();
