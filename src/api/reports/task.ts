/**
 * One report, end to end: the calculations run on the validated body (exactly as their JSON
 * routes run them), the results are composed into a report document and rendered to PDF.
 * Pure apart from the clock in the context; runs in a PDF worker thread (worker.ts) or inline.
 */
import type { TObject } from 'typebox';
import { calculationById } from '../pool/calculation-task.ts';
import type { AnyCalculation } from '../../calculations/types.ts';
import { ApiError, type ErrorCode, type ErrorDetail } from '../../shared/errors.ts';
import { renderReportPdf } from '../../render/pdf/render.ts';
import type { ChartStyle } from '../../render/chart-svg.ts';
import { runCalculation } from '../routes/calculations.ts';
import { pickFor, type ReportId } from './schemas.ts';
import { composeKundliReport, type KundliReportParts } from './compose-kundli.ts';
import { composeMatchReport, type MatchReportParts } from './compose-match.ts';
import { composePlannerReport, type PlannerReportParts } from './compose-planner.ts';
import type { Language } from './compose-common.ts';

export interface ReportTask {
  report: ReportId;
  /** The validated request body (report schema). */
  body: Record<string, unknown>;
  requestId: string;
  /** Server clock at the request, ms since the epoch (defaults such as "today"). */
  nowMs: number;
}

/** What a worker hands back: the PDF bytes, or a catalogued error (class instances do not cross threads). */
export type ReportOutcome = { ok: true; pdf: Uint8Array } | { ok: false; code: ErrorCode; details: ErrorDetail[] };

function calculation(id: string): AnyCalculation {
  const calc = calculationById(id);
  if (!calc) throw new Error(`calculation ${id} is not registered`);
  return calc;
}

function run<R>(id: string, body: Record<string, unknown>, task: ReportTask): R {
  const calc = calculation(id);
  return runCalculation(calc, pickFor(calc.request as TObject, body), task.requestId, { now: new Date(task.nowMs) }) as R;
}

/**
 * Computes, composes and renders one report.
 * @throws ApiError (422 for input the schema cannot check, e.g. a nonexistent local time)
 */
export async function buildReport(task: ReportTask): Promise<Buffer> {
  const body = task.body;
  const language = (body.language ?? 'en') as Language;
  const chartStyle = (body.chartStyle ?? 'north') as ChartStyle;
  const options = { language, chartStyle, requestId: task.requestId };
  switch (task.report) {
    case 'kundli': {
      const parts: KundliReportParts = {
        kundli: run('kundli', body, task),
        advanced: run('kundli-advanced', body, task),
        insights: run('kundli-insights', body, task),
      };
      return renderReportPdf(composeKundliReport(parts, body, options));
    }
    case 'match-making': {
      const match = run<MatchReportParts['match']>('match-making-advanced', body, task);
      // Each partner's D1 chart comes from the kundli calculation of that birth, in the match's zodiac.
      const partner = (who: 'bride' | 'groom') => ({ ...(body[who] as Record<string, unknown>), ayanamsha: match.method.ayanamsha });
      const parts: MatchReportParts = { match, bride: run('kundli', partner('bride'), task), groom: run('kundli', partner('groom'), task) };
      return renderReportPdf(composeMatchReport(parts, body, options));
    }
    case 'personal-planner': {
      const parts: PlannerReportParts = { planner: run('personal-planner', { ...body, chartStyle, chartLanguage: language }, task) };
      return renderReportPdf(composePlannerReport(parts, body, options));
    }
  }
}

/** `buildReport` with errors as data, for the worker boundary. */
export async function runReportTask(task: ReportTask): Promise<ReportOutcome> {
  try {
    const pdf = await buildReport(task);
    return { ok: true, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
  } catch (e) {
    if (e instanceof ApiError) return { ok: false, code: e.code, details: e.details };
    throw e;
  }
}
