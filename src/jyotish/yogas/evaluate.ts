/**
 * Evaluates the yoga catalogue on a chart: one result per record, formed or not, with the
 * facts that decided it and every cancellation rule evaluated. `detected` = formed and not
 * cancelled; it is the single answer every consumer reports (kundli-insights' yoga list and its
 * Kemadruma dosha block read the same result).
 */
import type { NatalChart } from '../chart/natal-chart.ts';
import type { ChartView } from '../rules/chart-view.ts';
import type { RuleOutcome } from '../rules/types.ts';
import { yogaChart, type YogaChart } from './chart.ts';
import { yogaCatalogue } from './catalogue.ts';
import type { YogaResult, YogaRule } from './types.ts';

type YogaRecord = YogaResult['rule'];

/**
 * A rule's published record (the rule without its id, family and functions), made once per
 * rule: the object rest per yoga per chart ran on V8's slow generic copy and was a tenth of
 * the catalogue's time. Results share it; nothing writes to it (presenters copy it).
 */
const records = new WeakMap<YogaRule, YogaRecord>();

function recordOf(rule: YogaRule): YogaRecord {
  let record = records.get(rule);
  if (record === undefined) {
    const { evaluate: _e, cancellations: _c, id: _id, family: _f, ...rest } = rule;
    record = rest;
    records.set(rule, record);
  }
  return record;
}

/** Evaluates one yoga record on a prepared chart (pure). */
export function evaluateYoga(rule: YogaRule, c: YogaChart): YogaResult {
  const v = rule.evaluate(c);
  const cancels: RuleOutcome[] = (rule.cancellations ?? []).map((x) => {
    const r = x.evaluate(c);
    return { ruleId: x.ruleId, satisfied: r.holds, facts: r.facts };
  });
  const cancelled = rule.cancellations ? v.formed && cancels.some((x) => x.satisfied) : null;
  return {
    id: rule.id,
    family: rule.family,
    rule: recordOf(rule),
    formed: v.formed,
    cancelled,
    detected: v.formed && cancelled !== true,
    grahas: v.grahas ?? [],
    houses: v.houses ?? [],
    qualifiers: v.qualifiers ?? [],
    instances: v.instances ?? [],
    facts: v.facts,
    subRules: [...cancels, ...(v.variants ?? [])],
  };
}

/**
 * Evaluates every yoga of the catalogue on a natal chart (or its rule view), in catalogue
 * order (pure; no I/O). Never throws for a valid chart.
 */
export function evaluateYogaCatalogue(chart: NatalChart | ChartView): YogaResult[] {
  const c = yogaChart(chart);
  return yogaCatalogue.map((rule) => evaluateYoga(rule, c));
}
