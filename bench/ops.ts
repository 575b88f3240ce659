/**
 * Operations benchmark (issue 22): what response compression costs and saves, and what the
 * coordinates-in-time-zone check adds to a birth moment.
 *
 *   npx tsx bench/ops.ts [requests=40]
 *
 * 1. CPU time of brotli (quality 4) and gzip (level 6), the service's settings, on real
 *    answers (panchang, kundli, kundli-advanced, the OpenAPI document), their sizes, and the
 *    link speed below which compressing saves more transfer time than it costs.
 * 2. Over loopback (server in a child process, as bench/http.ts): time to the last byte of a
 *    kundli-advanced answer, identity against br and gzip, one request at a time (the result
 *    cache is off, so every request computes).
 * 3. The zone check: geo-tz lookups uncached and cached, per call.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { percentiles } from './_shared.ts';

const n = Number(process.argv[2] ?? 40);
const body = { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 };

async function serve(): Promise<void> {
  const { buildApp } = await import('../src/api/app.ts');
  const { loadConfig } = await import('../src/api/config.ts');
  const app = await buildApp({ config: loadConfig({ RATE_LIMIT_MAX: '100000000', RESULT_CACHE_ENTRIES: '0', MAX_EVENT_LOOP_DELAY_MS: '0' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

function post(port: number, path: string, encoding: string | null): Promise<{ ms: number; bytes: number; encoding: string }> {
  const text = JSON.stringify(body);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...(encoding ? { 'accept-encoding': encoding } : {}) } },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ ms: performance.now() - t0, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function main(): Promise<void> {
  const { buildApp } = await import('../src/api/app.ts');
  const { loadConfig } = await import('../src/api/config.ts');
  const { compressionOptions } = await import('../src/api/plugins/compress.ts');
  const app = await buildApp({ config: loadConfig({ RATE_LIMIT_MAX: '100000000', MAX_EVENT_LOOP_DELAY_MS: '0' }) });
  await app.ready();
  const answers: [string, Buffer][] = [];
  for (const id of ['panchang', 'kundli', 'kundli-advanced']) {
    const r = await app.inject({ method: 'POST', url: `/api/v2/calculations/${id}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    answers.push([id, r.rawPayload]);
  }
  answers.push(['openapi.json', (await app.inject({ method: 'GET', url: '/api/openapi.json' })).rawPayload]);
  await app.close();

  console.log('1. compression CPU and size (median of repetitions; break-even: compress when the link is slower)');
  console.log('answer            raw KB   br KB  br ms  br break-even   gzip KB  gzip ms  gzip break-even');
  for (const [name, raw] of answers) {
    const reps = raw.length > 500_000 ? 15 : 40;
    const time = (f: () => Buffer) => {
      const samples: number[] = [];
      let out: Buffer = Buffer.alloc(0);
      for (let i = 0; i < reps; i++) {
        const t = performance.now();
        out = f();
        samples.push(performance.now() - t);
      }
      return { ms: percentiles(samples).median, bytes: out.length };
    };
    const br = time(() => brotliCompressSync(raw, compressionOptions.brotliOptions));
    const gz = time(() => gzipSync(raw, compressionOptions.zlibOptions));
    // Saved bits / CPU seconds = the link speed at which both take the same time.
    const breakEven = (c: { ms: number; bytes: number }) => `${(((raw.length - c.bytes) * 8) / (c.ms / 1000) / 1e6).toFixed(0)} Mbit/s`;
    console.log(
      `${name.padEnd(16)} ${(raw.length / 1024).toFixed(1).padStart(7)} ${(br.bytes / 1024).toFixed(1).padStart(7)} ${br.ms.toFixed(2).padStart(6)} ${breakEven(br).padStart(14)} ${(gz.bytes / 1024).toFixed(1).padStart(9)} ${gz.ms.toFixed(2).padStart(8)} ${breakEven(gz).padStart(16)}`,
    );
  }

  console.log(`\n2. loopback, POST kundli-advanced, one at a time, ${n} requests each (cache off)`);
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('PORT ')) resolve(Number(line.slice(5)));
    });
  });
  try {
    for (const encoding of [null, 'br', 'gzip', null]) {
      const samples: number[] = [];
      let last = { bytes: 0, encoding: '' };
      for (let i = 0; i < 5; i++) await post(port, '/api/v2/calculations/kundli-advanced', encoding);
      for (let i = 0; i < n; i++) {
        const r = await post(port, '/api/v2/calculations/kundli-advanced', encoding);
        samples.push(r.ms);
        last = r;
      }
      const p = percentiles(samples);
      console.log(`  ${last.encoding.padEnd(9)} ${(last.bytes / 1024).toFixed(1).padStart(7)} KB on the wire   median ${p.median.toFixed(1)} ms   p90 ${p.p90.toFixed(1)} ms`);
    }
  } finally {
    child.kill('SIGTERM');
  }

  console.log('\n3. coordinates-in-time-zone check per birth moment');
  const { coordinatesOutsideTimezone } = await import('../src/calculations/shared/zone-check.ts');
  const instant = Date.UTC(1990, 4, 10, 14, 25);
  const points: [number, number][] = [];
  for (let i = 0; i < 2000; i++) points.push([-55 + ((i * 37) % 125) + (i % 7) * 0.013, -170 + ((i * 53) % 340) + (i % 11) * 0.017]);
  coordinatesOutsideTimezone(19.076, 72.8777, 'Asia/Kolkata', instant, 19800); // loads geo-tz's index
  let t = performance.now();
  for (const [lat, lon] of points) coordinatesOutsideTimezone(lat, lon, 'Asia/Kolkata', instant, 19800);
  const cold = (performance.now() - t) / points.length;
  t = performance.now();
  for (let k = 0; k < 5; k++) for (const [lat, lon] of points) coordinatesOutsideTimezone(lat, lon, 'Asia/Kolkata', instant, 19800);
  const warm = (performance.now() - t) / (5 * points.length);
  t = performance.now();
  for (let k = 0; k < 20_000; k++) coordinatesOutsideTimezone(19.076, 72.8777, 'Asia/Kolkata', instant, 19800);
  const same = (performance.now() - t) / 20_000;
  console.log(`  2000 points around the world, first lookup (geo-tz + offsets): ${(cold * 1000).toFixed(0)} µs per call`);
  console.log(`  the same points again (cached point → zones):               ${(warm * 1000).toFixed(1)} µs per call`);
  console.log(`  Mumbai with Asia/Kolkata (cached, same zone name):           ${(same * 1000).toFixed(2)} µs per call`);
}

if (process.argv.includes('--serve')) await serve();
else await main();
