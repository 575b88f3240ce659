/**
 * Request schemas of the PDF reports (design §3): the body of the report's calculation(s),
 * plus `language` (en, hi; default en) and an optional `chartStyle` (default north). The
 * properties are the calculations' own, so a bad field gets the same 422 as the calculation.
 */
import Type, { type TObject, type TProperties } from 'typebox';
import { ChartStyleField } from '../../contract/common.ts';
import { KundliRequest } from '../../calculations/kundli/schema.ts';
import { KundliAdvancedRequest } from '../../calculations/kundli-advanced/schema.ts';
import { KundliInsightsRequest } from '../../calculations/kundli-insights/schema.ts';
import { MatchMakingRequest } from '../../calculations/match-making/schema.ts';
import { PlannerRequest } from '../../calculations/planner/schema.ts';

export const ReportLanguageField = Type.Enum(['en', 'hi'], {
  default: 'en',
  description: 'Language of the whole report: en (English) or hi (Hindi, Devanagari)',
});

const reportExtras = {
  language: Type.Optional(ReportLanguageField),
  chartStyle: Type.Optional(
    Type.Enum(['north', 'south', 'east'], { ...ChartStyleField, default: 'north', description: 'Drawing style of the charts in the report: north (default), south or east (LAYOUT.NORTH, LAYOUT.SOUTH, LAYOUT.EAST)' }),
  ),
};

/** Properties of several request objects, the later ones filling in what the earlier lack. */
function merged(...objects: TObject[]): TProperties {
  const out: TProperties = {};
  for (const o of objects) for (const [k, v] of Object.entries(o.properties)) if (!(k in out)) out[k] = v;
  return out;
}

/** The keys of `body` that a calculation's request declares (the rest belong to a sibling). */
export function pickFor(request: TObject, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => k in request.properties));
}

const omit = (props: TProperties, ...keys: string[]): TProperties => Object.fromEntries(Object.entries(props).filter(([k]) => !keys.includes(k)));

export const KundliReportRequest = Type.Object(
  { ...omit(merged(KundliRequest, KundliAdvancedRequest, KundliInsightsRequest), 'chartStyle', 'chartLanguage'), ...reportExtras },
  {
    additionalProperties: false,
    description:
      'The body of the kundli calculation (birth moment, chart settings, vargas) with the options of kundli-advanced (dasha year, Yogini) and kundli-insights (transit date), plus the report language and chart style. The report shows the three results for the same birth.',
  },
);

export const MatchReportRequest = Type.Object(
  { ...MatchMakingRequest.properties, ...reportExtras },
  { additionalProperties: false, description: 'The body of the match-making calculation (bride, groom, settings), plus the report language and chart style.' },
);

export const PlannerReportRequest = Type.Object(
  { ...omit(PlannerRequest.properties, 'chartStyle', 'chartLanguage'), ...reportExtras },
  { additionalProperties: false, description: 'The body of the personal planner (birth moment, startDate, days), plus the report language and chart style (optional here, default north).' },
);

export type ReportId = 'kundli' | 'match-making' | 'personal-planner';
