/**
 * PDF worker of the memory benchmark (bench/reports.ts): the production task (`runReportTask`,
 * as src/api/reports/worker.ts runs it), plus a probe task that collects garbage (when node runs
 * with --expose-gc) and reports this thread's heap and the renderer's cache sizes.
 * (The leading underscore keeps bench/run.ts from running it as a benchmark of its own.)
 */
import { threadId } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';
import { initEphemeris } from '../src/astro/swe.ts';
import { runReportTask, type ReportOutcome, type ReportTask } from '../src/api/reports/task.ts';
import { shapedWordEntries } from '../src/render/pdf/fonts.ts';
import { widthEntries } from '../src/render/pdf/text.ts';

initEphemeris();

export interface WorkerMemory {
  threadId: number;
  /** This thread's V8 heap, bytes (after a forced collection when gc is exposed). */
  heapUsed: number;
  heapTotal: number;
  /** Off-heap memory of this thread's ArrayBuffers and Buffers, bytes. */
  external: number;
  shapedWords: number;
  widths: number;
}

export default async function task(t: ReportTask | { probe: true }): Promise<ReportOutcome | WorkerMemory> {
  if ('probe' in t) {
    (globalThis as { gc?: () => void }).gc?.();
    const h = getHeapStatistics();
    const m = process.memoryUsage();
    return { threadId, heapUsed: h.used_heap_size, heapTotal: h.total_heap_size, external: m.external, shapedWords: shapedWordEntries(), widths: widthEntries() };
  }
  return runReportTask(t);
}
