/**
 * Entry point of a PDF worker thread (piscina): the Swiss Ephemeris state is per thread, so
 * the ephemeris path is set here before any calculation runs. Each task computes, composes
 * and renders one report (task.ts).
 */
import { initEphemeris } from '../../astro/swe.ts';
import { runReportTask, type ReportOutcome, type ReportTask } from './task.ts';

initEphemeris();

export default function renderReportInWorker(task: ReportTask): Promise<ReportOutcome> {
  return runReportTask(task);
}
