import { matchContentVersion } from '../../content/match/partner.ts';
import { defineCalculation } from '../types.ts';
import { computeMatch, computeMatchAdvanced } from './compute.ts';
import { presentMatchAdvanced } from './present-advanced.ts';
import { presentMatch } from './present.ts';
import { MatchMakingAdvancedResult, MatchMakingRequest, MatchMakingResult } from './schema.ts';

const example = {
  bride: { localDate: '1992-11-23', localTime: '06:10:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
  groom: { localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 },
  ayanamsha: 'lahiri' as const,
};

export const matchMakingCalculation = defineCalculation({
  id: 'match-making',
  summary: 'Kundli matching: ashtakoota (36 points)',
  description:
    'North Indian ashtakoota (ASHTA.NORTH, matching.md §1) of the bride\'s and the groom\'s Moons: the eight kootas (varna, vashya, tara, yoni, graha maitri, gana, bhakoot, nadi), each with both partners\' attributes, points and a bilingual explanation; the total out of 36 and its band (ASHTA.BANDS); nadi and bhakoot doshas with the classical exceptions (MATCH.EXC_STD) and the adjusted total. Table cells where sources disagree are selectable under `variants`.',
  tag: 'Match making',
  paths: { v2: '/v2/calculations/match-making', v1: '/v1/calculations/match-making' },
  requestName: 'MatchMakingRequest',
  request: MatchMakingRequest,
  resultName: 'MatchMakingResult',
  result: MatchMakingResult,
  versions: { calculation: 'match-making.1', content: matchContentVersion },
  // The result depends on the body alone (two births, variants), never on the clock.
  cacheable: true,
  example,
  compute: (request) => computeMatch(request),
  present: (computed) => presentMatch(computed),
});

export const matchMakingAdvancedCalculation = defineCalculation({
  id: 'match-making-advanced',
  summary: 'Kundli matching, advanced: ashtakoota, ten poruthams, manglik and papasamya',
  description:
    'Everything of match-making plus the South Indian dashakoota (DASHA.SOUTH: dina, gana, mahendra, stree deergha, yoni, rasi, rasyadhipati, vasya, rajju, vedha, with Rajju and Vedha mandatory), each partner\'s manglik status from the Lagna, Moon and Venus with the cancellations applied (MANGLIK.L_M_124_78_12, MANGLIK.CANCEL_BVR) and the couple\'s manglik compatibility (MANGLIK.MATCH_STD), and the papasamya comparison of malefics (PAPASAMYA.EQUAL_POINTS_LMV).',
  tag: 'Match making',
  paths: { v2: '/v2/calculations/match-making-advanced', v1: '/v1/calculations/match-making-advanced' },
  requestName: 'MatchMakingRequest',
  request: MatchMakingRequest,
  resultName: 'MatchMakingAdvancedResult',
  result: MatchMakingAdvancedResult,
  versions: { calculation: 'match-making-advanced.1', content: matchContentVersion },
  cacheable: true,
  example,
  compute: (request) => computeMatchAdvanced(request),
  present: (computed) => presentMatchAdvanced(computed),
});
