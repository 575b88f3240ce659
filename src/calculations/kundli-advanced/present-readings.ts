/** The nine natal reading topics: rule-linked facts from src/jyotish/readings, texts from content. */
import type { Static } from 'typebox';
import { rashiIds } from '../../jyotish/core/zodiac.ts';
import { relevantDashaLords } from '../../jyotish/readings/dasha-context.ts';
import { factBalance, type TopicEvaluation } from '../../jyotish/readings/facts.ts';
import {
  dashaSummary, factSentence, readingsNote, reconciliation, topicLabels, topicSections,
  type DashaPeriodInput, type TopicReadingInput,
} from '../../content/kundli-advanced/index.ts';
import type { KundliAdvancedComputed } from './compute.ts';
import { grahaEntity, rashiEntity } from '../shared/entities.ts';
import type { KundliAdvancedResult } from './schema.ts';
import type { MomentFormatter } from '../shared/moments.ts';

type Readings = Static<typeof KundliAdvancedResult>['natalReadings'];

function readingInput(c: KundliAdvancedComputed, e: TopicEvaluation, periods: DashaPeriodInput[]): TopicReadingInput {
  const rc = c.readingChart;
  return {
    topic: e.topic.id,
    house: e.topic.house,
    sign: rashiIds[e.sign],
    lord: e.lord,
    lordHouse: e.lordHouse,
    lordSign: rashiIds[e.lordSign],
    lordDignity: rc.dignity[e.lord],
    lordCombust: rc.combust[e.lord],
    lordRetrograde: rc.retrograde[e.lord],
    occupants: e.occupants,
    aspecting: e.aspecting,
    savBindus: e.savBindus,
    savRuleId: e.savRuleId,
    facts: e.facts.map((f) => ({
      ruleId: f.ruleId,
      direction: f.direction,
      weight: f.weight,
      graha: f.params.graha,
      grahaHouse: f.params.grahaHouse,
      grahaSign: f.params.grahaSign === undefined ? undefined : rashiIds[f.params.grahaSign],
      bindus: f.params.bindus,
    })),
    balance: factBalance(e.facts),
    dashaPeriods: periods,
  };
}

export function presentReadings(c: KundliAdvancedComputed, moments: MomentFormatter): Readings {
  const birthJd = c.natal.chart.jdUt;
  const mahadashas = c.readingMahadashas;
  const topics = c.readings.map((e) => {
    const lords = relevantDashaLords(e);
    // The first mahadasha ends after birth in all but a float corner (a Moon ~1e-12° short of a
    // nakshatra end rounds its end onto birthJd), so the end test stays as a guard.
    const relevant = mahadashas
      .filter((md) => md.endJd > birthJd && lords.some((l) => l.graha === md.lord))
      .map((md) => ({ md, relevance: lords.find((l) => l.graha === md.lord)!.relevance }));
    const periodInputs: DashaPeriodInput[] = relevant.map(({ md, relevance }) => ({
      lord: md.lord,
      relevance,
      startDate: moments.moment(md.startJd).local.slice(0, 10),
      endDate: moments.moment(md.endJd).local.slice(0, 10),
      runningAtBirth: md.startJd <= birthJd,
    }));
    const input = readingInput(c, e, periodInputs);
    const summary = dashaSummary(input);
    return {
      id: e.topic.id,
      house: e.topic.house,
      title: topicLabels[e.topic.id].title,
      rashi: rashiEntity(e.sign),
      lord: grahaEntity(e.lord),
      sections: topicSections(input),
      facts: input.facts.map((f) => ({ ruleId: f.ruleId, fact: factSentence(input, f), direction: f.direction, weight: f.weight })),
      balance: input.balance,
      reconciliation: reconciliation(input),
      dashaContext:
        summary === null
          ? null
          : {
              lords: lords.map((l) => ({ graha: grahaEntity(l.graha), relevance: l.relevance })),
              periods: relevant.map(({ md, relevance }) => ({
                level: 'mahadasha' as const,
                lord: grahaEntity(md.lord),
                relevance,
                start: moments.moment(md.startJd),
                end: moments.moment(md.endJd),
                runningAtBirth: md.startJd <= birthJd,
              })),
              summary,
            },
      traditionalUpaya: null,
    };
  });
  return { note: readingsNote, topics };
}
