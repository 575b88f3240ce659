/**
 * `POST /v2/reports/kundli`, `/v2/reports/match-making`, `/v2/reports/personal-planner`
 * (design §3, spec §4.3): raw `application/pdf` bytes (A4, paginated, footer with the version
 * tuple, the request id and the declared methods), rendered in the PDF worker pool. A busy
 * pool answers JSON 503 PDF_BUSY with Retry-After: 1 at once; bad input gets the same 422 as
 * the calculation (the request schemas reuse the calculations' properties).
 */
import Type, { type TObject } from 'typebox';
import type { DocumentRoute } from '../route-spec.ts';
import { kundliCalculation } from '../../calculations/kundli/index.ts';
import { matchMakingCalculation } from '../../calculations/match-making/index.ts';
import { personalPlannerCalculation } from '../../calculations/planner/index.ts';
import { KundliReportRequest, MatchReportRequest, PlannerReportRequest, type ReportId } from './schemas.ts';
import type { PdfPool } from './pool.ts';

interface ReportSpec {
  id: ReportId;
  path: string;
  operationId: string;
  summary: string;
  description: string;
  bodyName: string;
  body: TObject;
  example: Record<string, unknown>;
}

const specs: ReportSpec[] = [
  {
    id: 'kundli',
    path: '/v2/reports/kundli',
    operationId: 'postV2ReportsKundli',
    summary: 'Kundli report (PDF)',
    description:
      'A printable kundli in English or Hindi: birth details as resolved (date, time, zone, offset used, coordinates), lagna and Moon with the avakahada table, the planet table (sign, degree, nakshatra, pada, lord, house, dignity, retrograde, combust), D1, Bhava and D9 charts (and any vargas asked for) as vector drawings in chartStyle, Vimshottari to antardasha and Yogini tables, the ashtakavarga grid, doshas and yogas, the placements and the natal readings. It shows the kundli, kundli-advanced and kundli-insights results for the same body and says nothing they do not. A4, numbered pages; every footer carries the version tuple, the request id and the declared methods.',
    bodyName: 'KundliReportRequest',
    body: KundliReportRequest,
    example: { ...kundliCalculation.example, transitDate: '2024-03-01', language: 'hi', chartStyle: 'north' },
  },
  {
    id: 'match-making',
    path: '/v2/reports/match-making',
    operationId: 'postV2ReportsMatchMaking',
    summary: 'Match-making report (PDF)',
    description:
      'A printable match report in English or Hindi: both partners\' details with their D1 charts, the ashtakoota table (each koota\'s attributes and points), total and verdict band, the poruthams, the manglik comparison with cancellations, papasamya and every explanation, from the match-making-advanced result of the same body (and each partner\'s kundli chart). A4, numbered pages, footer with versions, request id and methods.',
    bodyName: 'MatchReportRequest',
    body: MatchReportRequest,
    example: { ...matchMakingCalculation.example, language: 'en', chartStyle: 'south' },
  },
  {
    id: 'personal-planner',
    path: '/v2/reports/personal-planner',
    operationId: 'postV2ReportsPersonalPlanner',
    summary: 'Personal planner report (PDF)',
    description:
      'A printable personal planner in English or Hindi: the natal D1 and D9 charts, then one page per day with the forecast index, band, the nine gochara signals, the seven gochara reviews, tara bala, chandrashtama and the day\'s events, from the personal-planner result of the same body. A4, numbered pages, footer with versions, request id and methods.',
    bodyName: 'PlannerReportRequest',
    body: PlannerReportRequest,
    example: { ...personalPlannerCalculation.example, days: 3, language: 'en', chartStyle: 'north' },
  },
];

/** The PDF routes, rendering in `pool` (the app closes the pool when it closes). */
export function reportRoutes(pool: PdfPool): DocumentRoute[] {
  return specs.map(
    (s): DocumentRoute => ({
      method: 'POST',
      path: s.path,
      operationId: s.operationId,
      summary: s.summary,
      description: s.description,
      tag: 'Reports',
      responseName: `${s.bodyName.replace('Request', '')}Pdf`,
      response: Type.String({ description: 'PDF bytes starting with %PDF-' }),
      contentType: 'application/pdf',
      body: s.body,
      bodyName: s.bodyName,
      example: s.example,
      handler: async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const pdf = await pool.render({ report: s.id, body, requestId: request.id, nowMs: Date.now() });
        const language = body.language === 'hi' ? 'hi' : 'en';
        reply.header('content-type', 'application/pdf');
        reply.header('content-disposition', `attachment; filename="${s.id}-report-${language}.pdf"`);
        reply.header('cache-control', 'no-store');
        return reply.send(pdf);
      },
    }),
  );
}
