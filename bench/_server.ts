/**
 * Helpers of the operational benchmarks (overload, workers, soak, startup): the service as
 * production runs it — the compiled `dist/server.js` in its own process (built first when
 * stale) — started with a given environment, its readiness awaited, its RSS read from /proc.
 * And a typed wrapper of autocannon that keeps each response's status and latency.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export interface Server {
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first /readyz 200. */
  readyMs: number;
  /** Resident set size of the whole process (main thread and workers), MiB. */
  rssMiB(): number;
  /** SIGTERM and wait for the exit; resolves the exit code. */
  stop(): Promise<number | null>;
}

/** Builds dist/ if it is missing or stale (what `npm start` does first). */
export function ensureBuilt(): void {
  const r = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
}

/**
 * The server's node arguments and entry file: the flags of `npm start`, or instead
 * `SERVER_NODE_ARGS` (space-separated, e.g. `--cpu-prof`; "" for none; only the server gets
 * them, not the load generator), then `dist/server.js`, or `SERVER_ENTRY` (e.g. a copy of an earlier build inside
 * the worktree, `dist-before/server.js`, for before/after runs of one benchmark).
 */
export const serverNodeArgs = process.env.SERVER_NODE_ARGS !== undefined ? process.env.SERVER_NODE_ARGS.split(' ').filter(Boolean) : startScriptNodeArgs();

/**
 * The node flags of `npm start` (package.json `scripts.start`, e.g. the V8 heap sizes), so the
 * benchmarks run the service as production starts it.
 */
function startScriptNodeArgs(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((t) => t.startsWith('--'));
}
export const serverEntry = process.env.SERVER_ENTRY ?? 'dist/server.js';

/** Starts `node dist/server.js` (see {@link serverEntry}) on a random port with `env` and waits for /readyz. */
export async function startServer(env: Record<string, string>, entry: string[] = [...serverNodeArgs, serverEntry]): Promise<Server> {
  const port = 40000 + Math.floor(Math.random() * 9000);
  const t0 = performance.now();
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ...env },
    // SERVER_STDOUT=path keeps the server's standard output (e.g. `--trace-gc` lines) in that file.
    stdio: ['ignore', process.env.SERVER_STDOUT ? openSync(process.env.SERVER_STDOUT, 'w') : 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      ready = (await fetch(`http://127.0.0.1:${port}/api/readyz`)).ok;
    } catch {
      /* not yet listening */
    }
    if (!ready) await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - t0;
  return {
    port,
    child,
    readyMs,
    rssMiB: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The part of autocannon's API used here (the package ships no types). */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  resets: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}
interface Instance extends Promise<AutocannonResult> {
  on(event: 'response', fn: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
  on(event: 'reqError', fn: (error: Error) => void): void;
}
type Autocannon = (options: Record<string, unknown>) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadRun {
  result: AutocannonResult;
  /** Latency (ms) of every response, by HTTP status. */
  latencyByStatus: Map<number, number[]>;
  requestErrors: string[];
}

/**
 * Sends POSTs of `bodies` (rotating) to `path` for `seconds` with `connections`; with
 * `overallRate` requests are paced at that many per second in total (open-loop as long as
 * enough connections are free).
 */
export async function load(options: {
  port: number;
  path: string;
  bodies: string[];
  seconds: number;
  connections: number;
  overallRate?: number;
  method?: 'POST' | 'GET';
}): Promise<LoadRun> {
  let next = 0;
  const method = options.method ?? 'POST';
  const instance = autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    timeout: 30,
    requests: [
      {
        method,
        path: options.path,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        setupRequest: (request: Record<string, unknown>) =>
          method === 'POST' ? { ...request, body: options.bodies[next++ % options.bodies.length] } : request,
      },
    ],
  });
  const latencyByStatus = new Map<number, number[]>();
  const requestErrors: string[] = [];
  instance.on('response', (_client, status, _bytes, ms) => {
    let list = latencyByStatus.get(status);
    if (!list) latencyByStatus.set(status, (list = []));
    list.push(ms);
  });
  instance.on('reqError', (error) => requestErrors.push((error as NodeJS.ErrnoException).code ?? error.message));
  const result = await instance;
  return { result, latencyByStatus, requestErrors };
}

/** Sorted copy and the sample at quantile q. */
export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
