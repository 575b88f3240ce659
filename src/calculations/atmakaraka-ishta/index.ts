import type { Static } from 'typebox';
import { jaiminiContentVersion, jaiminiDisclaimer } from '../../content/jaimini/names.ts';
import { inputBlock, presentWarnings } from '../shared/birth.ts';
import { natalMethod, resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import { defineCalculation } from '../types.ts';
import { computeKarakaCore, type KarakaCore } from '../../jyotish/jaimini/karaka-core.ts';
import { karakaMethod, presentKarakaCore } from './karaka-present.ts';
import { AtmakarakaIshtaRequest, AtmakarakaIshtaResult } from './schema.ts';
import { exampleBirth } from '../shared/examples.ts';

type Result = Static<typeof AtmakarakaIshtaResult>;

export const atmakarakaIshtaCalculation = defineCalculation({
  id: 'atmakaraka-ishta',
  summary: 'Chara karakas, Atmakaraka, karakamsa and the Ishta devata indicator',
  description:
    'Jaimini chara karakas by degrees within sign (KARAKA.8 with Rahu counted as 30° − d, default; or KARAKA.7), the Atmakaraka, the karakamsa (the Atmakaraka’s navamsa sign, also read in the rashi chart as a separate variant) and the Ishta devata indicator: the 12th sign from the karakamsa in the navamsa, its occupants, else the grahas aspecting it by rashi drishti, else its lord, mapped by the declared table (ISHTA.JAIMINI) and the avatara table (ISHTA.AVATARA). An indicator for review, not a deity verdict.',
  tag: 'Jaimini',
  paths: { v2: '/v2/calculations/atmakaraka-ishta', v1: '/v1/calculations/atmakaraka-ishta' },
  requestName: 'AtmakarakaIshtaRequest',
  request: AtmakarakaIshtaRequest,
  resultName: 'AtmakarakaIshtaResult',
  result: AtmakarakaIshtaResult,
  versions: { calculation: 'atmakaraka-ishta.1', content: jaiminiContentVersion },
  cacheable: true,
  example: {
    ...exampleBirth,
    karakaScheme: 8,
  },
  compute: (request): { natal: ResolvedNatal; core: KarakaCore } => {
    const natal = resolveNatal(request);
    return { natal, core: computeKarakaCore(natal.chart, request.karakaScheme ?? 8) };
  },
  present: ({ natal, core }) => {
    const result: Result = { reviewOnly: true, disclaimer: jaiminiDisclaimer, ...presentKarakaCore(natal, core) };
    return {
      method: { ...natalMethod(natal), ...karakaMethod(core), reviewOnly: true },
      input: inputBlock(natal.birth),
      warnings: presentWarnings(natal.birth.warnings),
      result,
    };
  },
});
