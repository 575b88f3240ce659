/**
 * Entry point of a PDF worker thread (piscina): the Swiss Ephemeris state is per thread, so
 * the ephemeris path is set here before any calculation runs. Each task computes, composes
 * and renders one report (task.ts).
 */
import { workerData } from 'node:worker_threads';
import { initEphemeris } from '../../astro/swe.ts';
import { lowerThreadPriority } from '../pool/thread-priority.ts';
import { runReportTask, type ReportOutcome, type ReportTask } from './task.ts';

initEphemeris();
// Heavy work yields the cores to the main thread and to light calculations (pool.ts). Where
// the system refuses, the thread keeps its priority: reports still render.
const nice = (workerData as { nice?: number } | undefined)?.nice ?? 0;
if (nice > 0) lowerThreadPriority(nice);

export default function renderReportInWorker(task: ReportTask): Promise<ReportOutcome> {
  return runReportTask(task);
}
