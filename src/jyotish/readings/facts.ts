/**
 * Rule-linked chart facts for one reading topic. Each fact names the rule (`ruleId`), which
 * way it points and how much weight it carries; texts are attached later from
 * src/content/kundli-advanced by rule id. The rules are the common Parashari reading of a
 * house: its lord's placement and dignity, the grahas in it, the full graha drishti on it,
 * its Sarvashtakavarga bindus and the dignity of its karaka.
 */
import type { Dignity } from '../chart/dignity.ts';
import type { DrishtiRow } from '../chart/drishti.ts';
import { savStrength } from '../chart/ashtakavarga.ts';
import { grahaIds, houseFrom, rashiLord, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { dusthanaHouses, kendraHouses, trikonaHousesExceptLagna, upachayaHouses, type ReadingTopic } from './topics.ts';

export const readingRuleIds = [
  'KA.LORD.OWN_HOUSE', 'KA.LORD.KENDRA', 'KA.LORD.TRIKONA', 'KA.LORD.UPACHAYA', 'KA.LORD.SECOND',
  'KA.LORD.DUSTHANA', 'KA.LORD.DUSTHANA_FOR_DUSTHANA',
  'KA.LORD.EXALTED', 'KA.LORD.OWN_SIGN', 'KA.LORD.FRIEND_SIGN', 'KA.LORD.ENEMY_SIGN', 'KA.LORD.DEBILITATED',
  'KA.LORD.COMBUST', 'KA.LORD.RETROGRADE',
  'KA.OCCUPANT.BENEFIC', 'KA.OCCUPANT.MALEFIC', 'KA.OCCUPANT.MALEFIC_UPACHAYA', 'KA.OCCUPANT.WANING_MOON',
  'KA.OCCUPANT.NODE', 'KA.OCCUPANT.NODE_UPACHAYA',
  'KA.ASPECT.JUPITER', 'KA.ASPECT.BENEFIC', 'KA.ASPECT.MALEFIC', 'KA.ASPECT.MALEFIC_UPACHAYA', 'KA.ASPECT.WANING_MOON',
  'KA.SAV.STRONG', 'KA.SAV.AVERAGE', 'KA.SAV.WEAK', 'KA.SAV.SIXTH_LOW', 'KA.SAV.SIXTH_HIGH',
  'KA.KARAKA.STRONG', 'KA.KARAKA.WEAK',
] as const;
export type ReadingRuleId = (typeof readingRuleIds)[number];
/** The Sarvashtakavarga rule a topic's house falls under (one per topic). */
export type SavRuleId = Extract<ReadingRuleId, `KA.SAV.${string}`>;

export type FactDirection = 'supportive' | 'challenging' | 'neutral';

/** The numbers and ids a fact's text needs. */
export interface FactParams {
  house: number;
  sign: number;
  graha?: GrahaId;
  /** House (from the lagna) the graha occupies. */
  grahaHouse?: number;
  grahaSign?: number;
  bindus?: number;
}

export interface ReadingFact {
  ruleId: ReadingRuleId;
  direction: FactDirection;
  /** 1 (minor) … 3 (major). */
  weight: 1 | 2 | 3;
  params: FactParams;
}

/** What the rules read from the chart: D1 signs, dignities, combustion and retrogression. */
export interface ReadingChart {
  lagnaSign: number;
  signs: Readonly<Record<GrahaId, number>>;
  dignity: Readonly<Record<GrahaId, Dignity>>;
  combust: Readonly<Record<GrahaId, boolean>>;
  retrograde: Readonly<Record<GrahaId, boolean>>;
  /** Moon waxing (Shukla paksha): a natural benefic; waning it counts with the malefics. */
  moonWaxing: boolean;
  drishti: readonly DrishtiRow[];
  /** Sarva bindus by sign, 0 = Aries. */
  sarva: readonly number[];
}

export interface TopicEvaluation {
  topic: ReadingTopic;
  sign: number;
  lord: SevenGrahaId;
  lordHouse: number;
  lordSign: number;
  occupants: GrahaId[];
  aspecting: SevenGrahaId[];
  savBindus: number;
  /** The rule `savFact` decided for the house's bindus (also one of `facts`). */
  savRuleId: SavRuleId;
  facts: ReadingFact[];
}

/** Natural benefics (`KA.NATURE`): Jupiter, Venus, Mercury and the waxing Moon. */
function isNaturalBenefic(g: GrahaId, moonWaxing: boolean): boolean {
  if (g === 'moon') return moonWaxing;
  return g === 'jupiter' || g === 'venus' || g === 'mercury';
}

function lordPlacementFact(h: number, lordHouse: number, params: FactParams): ReadingFact | null {
  if (lordHouse === h) return { ruleId: 'KA.LORD.OWN_HOUSE', direction: 'supportive', weight: 3, params };
  if (dusthanaHouses.includes(lordHouse)) {
    // The lord of a dusthana placed in a dusthana spends the house's troubles (viparita sense).
    if (dusthanaHouses.includes(h)) return { ruleId: 'KA.LORD.DUSTHANA_FOR_DUSTHANA', direction: 'supportive', weight: 1, params };
    return { ruleId: 'KA.LORD.DUSTHANA', direction: 'challenging', weight: 2, params };
  }
  if (kendraHouses.includes(lordHouse)) return { ruleId: 'KA.LORD.KENDRA', direction: 'supportive', weight: 2, params };
  if (trikonaHousesExceptLagna.includes(lordHouse)) return { ruleId: 'KA.LORD.TRIKONA', direction: 'supportive', weight: 2, params };
  if (lordHouse === 3 || lordHouse === 11) return { ruleId: 'KA.LORD.UPACHAYA', direction: 'supportive', weight: 1, params };
  if (lordHouse === 2) return { ruleId: 'KA.LORD.SECOND', direction: 'neutral', weight: 1, params };
  return null;
}

function dignityFact(d: Dignity, params: FactParams): ReadingFact | null {
  switch (d) {
    case 'exalted': return { ruleId: 'KA.LORD.EXALTED', direction: 'supportive', weight: 3, params };
    case 'moolatrikona':
    case 'own': return { ruleId: 'KA.LORD.OWN_SIGN', direction: 'supportive', weight: 2, params };
    case 'friend': return { ruleId: 'KA.LORD.FRIEND_SIGN', direction: 'supportive', weight: 1, params };
    case 'enemy': return { ruleId: 'KA.LORD.ENEMY_SIGN', direction: 'challenging', weight: 1, params };
    case 'debilitated': return { ruleId: 'KA.LORD.DEBILITATED', direction: 'challenging', weight: 3, params };
    default: return null;
  }
}

function savFact(h: number, bindus: number, params: FactParams): ReadingFact & { ruleId: SavRuleId } {
  const level = savStrength(bindus);
  if (dusthanaHouses.includes(h)) {
    // In a dusthana fewer bindus mean fewer of the house's troubles.
    if (level === 'weak') return { ruleId: 'KA.SAV.SIXTH_LOW', direction: 'supportive', weight: 1, params };
    if (level === 'strong') return { ruleId: 'KA.SAV.SIXTH_HIGH', direction: 'challenging', weight: 1, params };
    return { ruleId: 'KA.SAV.AVERAGE', direction: 'neutral', weight: 1, params };
  }
  if (level === 'strong') return { ruleId: 'KA.SAV.STRONG', direction: 'supportive', weight: 2, params };
  if (level === 'weak') return { ruleId: 'KA.SAV.WEAK', direction: 'challenging', weight: 2, params };
  return { ruleId: 'KA.SAV.AVERAGE', direction: 'neutral', weight: 1, params };
}

/**
 * The facts of one topic, in a fixed order: lord placement, lord dignity, combustion and
 * retrogression of the lord, each occupant, each full aspect on the house, Sarva bindus and
 * the karaka's dignity.
 */
export function evaluateTopic(topic: ReadingTopic, chart: ReadingChart): TopicEvaluation {
  const h = topic.house;
  const sign = (chart.lagnaSign + h - 1) % 12;
  const lord = rashiLord[sign];
  const lordSign = chart.signs[lord];
  const lordHouse = houseFrom(chart.lagnaSign, lordSign);
  // Fact parameters are written as literals (no spread of a shared base): ~70 a result (issue 21).
  const lordParams: FactParams = { house: h, sign, graha: lord, grahaHouse: lordHouse, grahaSign: lordSign };
  const facts: ReadingFact[] = [];
  const push = (f: ReadingFact | null) => {
    if (f) facts.push(f);
  };

  push(lordPlacementFact(h, lordHouse, lordParams));
  push(dignityFact(chart.dignity[lord], lordParams));
  if (chart.combust[lord]) push({ ruleId: 'KA.LORD.COMBUST', direction: 'challenging', weight: 1, params: lordParams });
  if (chart.retrograde[lord]) push({ ruleId: 'KA.LORD.RETROGRADE', direction: 'neutral', weight: 1, params: lordParams });

  const occupants = grahaIds.filter((g) => chart.signs[g] === sign);
  for (const g of occupants) {
    const params = { house: h, sign, graha: g, grahaHouse: h, grahaSign: sign };
    const upachaya = upachayaHouses.includes(h);
    if (g === 'rahu' || g === 'ketu') {
      push(upachaya
        ? { ruleId: 'KA.OCCUPANT.NODE_UPACHAYA', direction: 'supportive', weight: 1, params }
        : { ruleId: 'KA.OCCUPANT.NODE', direction: 'neutral', weight: 1, params });
    } else if (isNaturalBenefic(g, chart.moonWaxing)) push({ ruleId: 'KA.OCCUPANT.BENEFIC', direction: 'supportive', weight: 2, params });
    else if (g === 'moon') push({ ruleId: 'KA.OCCUPANT.WANING_MOON', direction: upachaya ? 'neutral' : 'challenging', weight: 1, params });
    else if (upachaya) push({ ruleId: 'KA.OCCUPANT.MALEFIC_UPACHAYA', direction: 'supportive', weight: 1, params });
    else push({ ruleId: 'KA.OCCUPANT.MALEFIC', direction: 'challenging', weight: 2, params });
  }

  const aspecting: SevenGrahaId[] = [];
  for (const row of chart.drishti) {
    if (row.targetSign !== sign || aspecting.includes(row.graha)) continue;
    aspecting.push(row.graha);
    const params = { house: h, sign, graha: row.graha, grahaHouse: houseFrom(chart.lagnaSign, chart.signs[row.graha]), grahaSign: chart.signs[row.graha] };
    if (row.graha === 'jupiter') push({ ruleId: 'KA.ASPECT.JUPITER', direction: 'supportive', weight: 2, params });
    else if (isNaturalBenefic(row.graha, chart.moonWaxing)) push({ ruleId: 'KA.ASPECT.BENEFIC', direction: 'supportive', weight: 1, params });
    else if (row.graha === 'moon') push({ ruleId: 'KA.ASPECT.WANING_MOON', direction: upachayaHouses.includes(h) ? 'neutral' : 'challenging', weight: 1, params });
    else if (upachayaHouses.includes(h)) push({ ruleId: 'KA.ASPECT.MALEFIC_UPACHAYA', direction: 'supportive', weight: 1, params });
    else push({ ruleId: 'KA.ASPECT.MALEFIC', direction: 'challenging', weight: 1, params });
  }

  const savBindus = chart.sarva[sign];
  const sav = savFact(h, savBindus, { house: h, sign, bindus: savBindus });
  push(sav);

  const k = topic.karaka;
  const kParams = { house: h, sign, graha: k, grahaHouse: houseFrom(chart.lagnaSign, chart.signs[k]), grahaSign: chart.signs[k] };
  const kd = chart.dignity[k];
  if (kd === 'exalted' || kd === 'own' || kd === 'moolatrikona') push({ ruleId: 'KA.KARAKA.STRONG', direction: 'supportive', weight: 1, params: kParams });
  else if (kd === 'debilitated') push({ ruleId: 'KA.KARAKA.WEAK', direction: 'challenging', weight: 1, params: kParams });

  return { topic, sign, lord, lordHouse, lordSign, occupants, aspecting, savBindus, savRuleId: sav.ruleId, facts };
}

/** Total weight of the supportive and of the challenging facts. */
export function factBalance(facts: readonly ReadingFact[]): { supportive: number; challenging: number } {
  let supportive = 0;
  let challenging = 0;
  for (const f of facts) {
    if (f.direction === 'supportive') supportive += f.weight;
    else if (f.direction === 'challenging') challenging += f.weight;
  }
  return { supportive, challenging };
}
