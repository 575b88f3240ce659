import { insightsContentVersion } from '../../content/insights/words.ts';
import { defineCalculation } from '../types.ts';
import { computeKundliInsights } from './compute.ts';
import { presentKundliInsights } from './present.ts';
import { KundliInsightsRequest, KundliInsightsResult } from './schema.ts';
import { exampleBirth } from '../shared/examples.ts';

export const kundliInsightsCalculation = defineCalculation({
  id: 'kundli-insights',
  summary: 'Doshas, yogas and personalised transits of a birth chart',
  description:
    'Rule checks on the natal chart, each with its rule ids, source, formal predicate and the chart facts that produced it: Kaal Sarpa (full/partial by longitude, type by Rahu’s house), Manglik (the shared Manglik module with B. V. Raman cancellations), Guru-Chandala, Grahan, Kemadruma, Shrapit, Angarak and the popular Pitra rules; the yoga catalogue (YOGA.CATALOGUE.2, 185 yogas of BPHS ch. 9–10, 34–42 and 75, P. V. R. Narasimha Rao’s Vedic Astrology: An Integrated Approach ch. 11, Phaladeepika 6–7, 13 and 16, Brihat Jataka 6 and B. V. Raman’s combinations: the Pancha Mahapurusha, Sun- and Moon-based yogas, Kemadruma with its cancellations, the 32 Nabhasa yogas, Raja, Dhana, Viparita, Neecha Bhanga, Parivartana, the named yogas, the Daridra yogas of BPHS 42 and the longevity yogas — Balarishta with its Arishta-bhanga cancellations and the Alpayu/Madhyayu/Dirghayu/Purnayu placements, reported as classical tradition for study, never as a prediction of lifespan or medical advice), each evaluated once: `yogaEvaluations` lists every yoga with the facts that decided it, `yogas` the full records with texts of the formed ones (yogaDetail=all: every one), and the Kemadruma dosha block reports the same verdict as the yoga list. Transits at transitDate (12:00 local): the nine grahas by house from the Moon and the lagna, Sade Sati with its phase and the current cycle, every Sade Sati and Saturn dhaiya from birth to birth + 100 years from Saturn ingresses solved on the ephemeris (retrograde re-entries included). Interpretive: reviewOnly.',
  tag: 'Kundli',
  paths: { v2: '/v2/calculations/kundli-insights', v1: '/v1/calculations/kundli-insights' },
  requestName: 'KundliInsightsRequest',
  request: KundliInsightsRequest,
  resultName: 'KundliInsightsResult',
  result: KundliInsightsResult,
  versions: { calculation: 'kundli-insights.3', content: insightsContentVersion },
  example: {
    ...exampleBirth,
    transitDate: '2024-03-01',
  },
  compute: (request, context) => computeKundliInsights(request, context),
  present: (computed, request) => presentKundliInsights(computed, request.yogaDetail ?? 'formed'),
});
