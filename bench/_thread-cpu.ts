/**
 * CPU seconds per thread of a process, from /proc (Linux): the benchmarks' view of where the
 * service's CPU goes (main thread, calculation workers, libuv and V8 helper threads).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system) of each thread of process `pid`: the main thread and the rest, by name. */
export function threadCpuSeconds(pid: number): Record<string, number> {
  const ticks = 100; // USER_HZ on Linux
  const out: Record<string, number> = {};
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const name = Number(tid) === pid ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out[name] = (out[name] ?? 0) + (Number(f[11]) + Number(f[12])) / ticks; // fields 14, 15
  }
  return out;
}

/** `after − before` per thread name, rounded to 0.01 s, threads with none left out. */
export function cpuDelta(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([k, v]) => [k, Math.round((v - (before[k] ?? 0)) * 100) / 100] as const)
      .filter(([, v]) => v > 0),
  );
}

/** The machine's CPU seconds since boot by kind (user, nice, system, idle, other), from /proc/stat. */
export function machineCpuSeconds(): Record<string, number> {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = f;
  return { user: user / 100, nice: nice / 100, system: system / 100, idle: (idle + iowait) / 100, other: (irq + softirq + steal) / 100 };
}

/** CPU seconds (user + system) of each thread of process `pid` by thread id. */
export function threadCpuSecondsByTid(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), (Number(f[11]) + Number(f[12])) / 100);
    } catch {
      /* the thread ended meanwhile */
    }
  }
  return out;
}

/** The busiest threads between two `threadCpuSecondsByTid` readings: [tid, seconds], most first. */
export function busiestThreads(after: Map<number, number>, before: Map<number, number>, count = 6): [number, number][] {
  return [...after]
    .map(([tid, s]) => [tid, Math.round((s - (before.get(tid) ?? 0)) * 100) / 100] as [number, number])
    .filter(([, s]) => s > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}
