/**
 * The core yogas of doshas-yogas-transits.md §5 (`YOGA.CORE`) plus Amala, as rule records
 * with an evaluator each. Houses are whole-sign from the lagna unless a rule says otherwise;
 * "with" = same sign; aspects are full graha drishti (`DRISHTI.BPHS_SIGN`). Every finding names
 * the facts that produced it. Interpretive: results carry `reviewOnly`.
 */
import { dignityTable, isDebilitated, isExalted } from '../chart/dignity.ts';
import { separation } from '../../shared/angles.ts';
import { rashiLord, sevenGrahaIds, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import {
  aspects, conjoined, dusthanaHouses, exchange, houseOf, housesOwnedBy, kendraHouses, lordOfHouse, naturalBenefics,
  occupants, sambandha, signOfHouse, trikonaHouses, type ChartView, type SambandhaKind,
} from './chart-view.ts';
import {
  aspectFact, combustionFact, conjunction, dignityFact, lagnaFact, lordship, navamsaFact, occupantsFact, placement,
} from './facts.ts';
import type { Fact, RuleOutcome, RuleRecord } from './types.ts';

export const yogaIds = [
  'raja-yoga', 'yogakaraka', 'dhana-yoga', 'gaja-kesari', 'ruchaka', 'bhadra', 'hamsa', 'malavya', 'shasha',
  'budha-aditya', 'chandra-mangala', 'adhi', 'sunapha', 'anapha', 'durudhara', 'kemadruma', 'amala',
  'harsha', 'sarala', 'vimala', 'neecha-bhanga', 'parivartana',
] as const;
export type YogaId = (typeof yogaIds)[number];

export interface YogaInstance {
  grahas: GrahaId[];
  /** Houses (from the lagna) the rule used for this instance. */
  houses: number[];
  relation: SambandhaKind[];
  /** Qualifiers of this instance: `tainted`, `maha`, `dainya`, `khala`, `NB1` … */
  tags: string[];
}

export interface YogaFinding {
  id: YogaId;
  rule: RuleRecord;
  detected: boolean;
  /** Qualifiers of the whole finding: `full`/`partial` (Adhi), `effective` (Budha-Aditya), `raja-yoga` (Neecha Bhanga). */
  qualifiers: string[];
  /** For rules that can be cancelled (Kemadruma): whether a cancellation holds; null otherwise. */
  cancelled: boolean | null;
  instances: YogaInstance[];
  facts: Fact[];
  /** Sub-rules and variants evaluated alongside (GK.BASIC, PMP.FROM_MOON_TOO, NB1–NB5, cancellations). */
  subRules: RuleOutcome[];
}

const inKendra = (h: number) => (kendraHouses as readonly number[]).includes(h);
const inDusthana = (h: number) => (dusthanaHouses as readonly number[]).includes(h);

const phaladeepika6 = 'Phaladeepika ch. 6 (yogas)';
const bphsRaja = 'BPHS, chapters on Raja yogas and yogakarakas (ch. 34, 39 in Santhanam’s translation)';

function rule(ruleId: string, source: string, predicate: string, contentKey: string, classical = true): RuleRecord {
  return { ruleId, source, classical, predicate, contentKey };
}

export const yogaRules: Record<YogaId, RuleRecord> = {
  'raja-yoga': rule('RAJA.KT', bphsRaja, 'lord(kendra 1|4|7|10) ≠ lord(trikona 1|5|9) AND sambandha(conjunction | mutual full aspect | exchange); tainted if either owns 6|8|12 (lagna lord exempt)', 'yoga.raja'),
  yogakaraka: rule('YOGAKARAKA', bphsRaja, 'one graha owns a kendra (4|7|10) AND a trikona (5|9)', 'yoga.yogakaraka'),
  'dhana-yoga': rule('DHANA', 'BPHS, chapter on wealth (Dhana) yogas (ch. 41 in Santhanam’s translation)', 'lord(2|11) ≠ lord(1|5|9) AND sambandha', 'yoga.dhana'),
  'gaja-kesari': rule('GK.STRICT', phaladeepika6, 'house(Jupiter from Moon) in {1,4,7,10} AND Jupiter not debilitated AND Jupiter not combust', 'yoga.gaja-kesari'),
  ruchaka: rule('PMP.RUCHAKA', `${phaladeepika6}; BPHS ch. 75 (Pancha Mahapurusha)`, 'Mars in own or exaltation sign (Ar, Sc, Cp) AND house(Mars) in {1,4,7,10}', 'yoga.ruchaka'),
  bhadra: rule('PMP.BHADRA', `${phaladeepika6}; BPHS ch. 75 (Pancha Mahapurusha)`, 'Mercury in own or exaltation sign (Ge, Vi) AND house(Mercury) in {1,4,7,10}', 'yoga.bhadra'),
  hamsa: rule('PMP.HAMSA', `${phaladeepika6}; BPHS ch. 75 (Pancha Mahapurusha)`, 'Jupiter in own or exaltation sign (Sg, Pi, Cn) AND house(Jupiter) in {1,4,7,10}', 'yoga.hamsa'),
  malavya: rule('PMP.MALAVYA', `${phaladeepika6}; BPHS ch. 75 (Pancha Mahapurusha)`, 'Venus in own or exaltation sign (Ta, Li, Pi) AND house(Venus) in {1,4,7,10}', 'yoga.malavya'),
  shasha: rule('PMP.SHASHA', `${phaladeepika6}; BPHS ch. 75 (Pancha Mahapurusha)`, 'Saturn in own or exaltation sign (Cp, Aq, Li) AND house(Saturn) in {1,4,7,10}', 'yoga.shasha'),
  'budha-aditya': rule('BUDHA_ADITYA', phaladeepika6, 'Sun with Mercury; effective if separation(Mercury, Sun) > 14°', 'yoga.budha-aditya'),
  'chandra-mangala': rule('CHANDRA_MANGALA', phaladeepika6, 'Moon with Mars OR house(Mars from Moon) = 7', 'yoga.chandra-mangala'),
  adhi: rule('ADHI', `${phaladeepika6}; BPHS ch. 37 (lunar yogas)`, 'Mercury, Jupiter or Venus in houses 6, 7, 8 from the Moon; full if all three houses hold one, partial if one or two', 'yoga.adhi'),
  sunapha: rule('SUNAPHA', `${phaladeepika6}; BPHS ch. 37 (lunar yogas)`, 'some g ∉ {Sun, Rahu, Ketu} in house 2 from the Moon AND none in house 12', 'yoga.sunapha'),
  anapha: rule('ANAPHA', `${phaladeepika6}; BPHS ch. 37 (lunar yogas)`, 'some g ∉ {Sun, Rahu, Ketu} in house 12 from the Moon AND none in house 2', 'yoga.anapha'),
  durudhara: rule('DURUDHARA', `${phaladeepika6}; BPHS ch. 37 (lunar yogas)`, 'some g ∉ {Sun, Rahu, Ketu} in house 2 AND some in house 12 from the Moon', 'yoga.durudhara'),
  kemadruma: rule('KEMADRUMA', `${phaladeepika6}; BPHS ch. 37 (lunar yogas)`, 'no g ∉ {Sun, Rahu, Ketu} in houses 2 and 12 from the Moon; cancelled (KEMADRUMA.CANCEL_KENDRA) if a graha other than the nodes (the Moon only from the lagna) is in a kendra from the lagna or from the Moon', 'yoga.kemadruma'),
  amala: rule('AMALA', `${phaladeepika6}; B. V. Raman, Three Hundred Important Combinations no. 13`, 'house 10 from the lagna or from the Moon is occupied only by natural benefics (Mercury, Jupiter, Venus)', 'yoga.amala'),
  harsha: rule('VIPARITA.HARSHA', phaladeepika6, 'house(lord of 6) in {6, 8, 12}', 'yoga.harsha'),
  sarala: rule('VIPARITA.SARALA', phaladeepika6, 'house(lord of 8) in {6, 8, 12}', 'yoga.sarala'),
  vimala: rule('VIPARITA.VIMALA', phaladeepika6, 'house(lord of 12) in {6, 8, 12}', 'yoga.vimala'),
  'neecha-bhanga': rule('NEECHA_BHANGA', 'Phaladeepika ch. 7 (Raja yogas, neecha bhanga)', 'P debilitated in sign D AND any of NB1 lord(D) in kendra from lagna or Moon; NB2 graha exalted in D in kendra from lagna or Moon; NB3 lord(exaltation sign of P) in kendra from lagna or Moon; NB4 lord(D) aspects P; NB5 P exalted in D9. Raja-yoga label only when NB1, NB2 or NB3 holds', 'yoga.neecha-bhanga'),
  parivartana: rule('PARIVARTANA', phaladeepika6, 'A in a sign of B AND B in a sign of A; dainya if either house is 6|8|12, else khala if either is 3, else maha', 'yoga.parivartana'),
};

/** Extra rule records of the sub-rules and variants. */
export const yogaSubRules: Record<string, RuleRecord> = {
  'GK.BASIC': rule('GK.BASIC', phaladeepika6, 'house(Jupiter from Moon) in {1,4,7,10}', 'yoga.gaja-kesari.basic'),
  'PMP.FROM_MOON_TOO': rule('PMP.FROM_MOON_TOO', 'Variant of the Pancha Mahapurusha rule counting kendras from the Moon as well', 'graha in own or exaltation sign AND house(graha from Moon) in {1,4,7,10}', 'yoga.pmp.from-moon'),
  'KEMADRUMA.CANCEL_KENDRA': rule('KEMADRUMA.CANCEL_KENDRA', phaladeepika6, 'some g ∈ {Sun, Mars, Mercury, Jupiter, Venus, Saturn} in a kendra from the lagna or the Moon, or the Moon in a kendra from the lagna', 'yoga.kemadruma.cancel'),
  NB1: rule('NB1', 'Phaladeepika ch. 7', 'lord of the debilitation sign in a kendra from the lagna or the Moon', 'yoga.neecha-bhanga.nb1'),
  NB2: rule('NB2', 'Phaladeepika ch. 7', 'the graha exalted in the debilitation sign in a kendra from the lagna or the Moon', 'yoga.neecha-bhanga.nb2'),
  NB3: rule('NB3', 'Phaladeepika ch. 7', 'lord of the graha’s exaltation sign in a kendra from the lagna or the Moon', 'yoga.neecha-bhanga.nb3'),
  NB4: rule('NB4', 'Phaladeepika ch. 7', 'the debilitated graha aspected by the lord of its debilitation sign', 'yoga.neecha-bhanga.nb4'),
  NB5: rule('NB5', 'Phaladeepika ch. 7', 'the debilitated graha exalted in the navamsa (D9)', 'yoga.neecha-bhanga.nb5'),
};

function finding(id: YogaId, detected: boolean, facts: Fact[], extra: Partial<YogaFinding> = {}): YogaFinding {
  return { id, rule: yogaRules[id], detected, qualifiers: [], cancelled: null, instances: [], facts, subRules: [], ...extra };
}

function relationFacts(v: ChartView, a: GrahaId, b: GrahaId, kinds: SambandhaKind[]): Fact[] {
  const out: Fact[] = [];
  if (kinds.includes('conjunction')) out.push(conjunction(v, [a, b]));
  if (kinds.includes('mutual-aspect')) out.push(aspectFact(v, a, b), aspectFact(v, b, a));
  if (kinds.includes('exchange')) out.push({ kind: 'exchange', grahas: [a, b], houses: [houseOf(v, a), houseOf(v, b)] });
  return out;
}

/** Pairs of lords of two house groups in sambandha (Raja, Dhana). */
function lordPairs(v: ChartView, groupA: readonly number[], groupB: readonly number[], taint: boolean) {
  const lordsOf = (hs: readonly number[]) => new Set(hs.map((h) => lordOfHouse(v, h)));
  const a = lordsOf(groupA);
  const b = lordsOf(groupB);
  const instances: YogaInstance[] = [];
  const facts: Fact[] = [];
  const seen = new Set<string>();
  for (const x of sevenGrahaIds) {
    for (const y of sevenGrahaIds) {
      if (x === y || !a.has(x) || !b.has(y)) continue;
      const key = [x, y].sort().join('+');
      if (seen.has(key)) continue;
      const kinds = sambandha(v, x, y);
      if (!kinds.length) continue;
      seen.add(key);
      const owned = (g: SevenGrahaId) => housesOwnedBy(v, g);
      const tags: string[] = [];
      const lagnaLord = lordOfHouse(v, 1);
      if (taint && [x, y].some((g) => g !== lagnaLord && owned(g).some(inDusthana))) tags.push('tainted');
      instances.push({
        grahas: [x, y],
        houses: [...new Set([...owned(x), ...owned(y)])].sort((p, q) => p - q),
        relation: kinds,
        tags,
      });
      facts.push(lordship(v, x), lordship(v, y), ...relationFacts(v, x, y, kinds));
    }
  }
  return { instances, facts };
}

function rajaYoga(v: ChartView): YogaFinding {
  const { instances, facts } = lordPairs(v, kendraHouses, trikonaHouses, true);
  return finding('raja-yoga', instances.length > 0, instances.length ? [lagnaFact(v), ...facts] : [lagnaFact(v)], { instances });
}

function yogakaraka(v: ChartView): YogaFinding {
  const instances: YogaInstance[] = [];
  for (const g of sevenGrahaIds) {
    const owned = housesOwnedBy(v, g);
    if (owned.some((h) => h === 4 || h === 7 || h === 10) && owned.some((h) => h === 5 || h === 9)) {
      instances.push({ grahas: [g], houses: owned, relation: [], tags: [] });
    }
  }
  return finding('yogakaraka', instances.length > 0, [lagnaFact(v), ...instances.map((i) => lordship(v, i.grahas[0]))], { instances });
}

function dhanaYoga(v: ChartView): YogaFinding {
  const { instances, facts } = lordPairs(v, [2, 11], [1, 5, 9], false);
  return finding('dhana-yoga', instances.length > 0, instances.length ? [lagnaFact(v), ...facts] : [lagnaFact(v)], { instances });
}

function gajaKesari(v: ChartView): YogaFinding {
  const h = houseOf(v, 'jupiter', 'moon');
  const basic = inKendra(h);
  const debilitated = isDebilitated('jupiter', v.sign.jupiter);
  const combust = v.chart.bodies.jupiter.combust;
  const strict = basic && !debilitated && !combust;
  const facts = [placement(v, 'jupiter', 'moon'), placement(v, 'moon'), dignityFact(v, 'jupiter'), combustionFact(v, 'jupiter')];
  return finding('gaja-kesari', strict, facts, {
    subRules: [{ ruleId: 'GK.BASIC', satisfied: basic, facts: [placement(v, 'jupiter', 'moon')] }],
  });
}

/** Own or exaltation sign (the moolatrikona signs of these five are among their own signs). */
function strongBySign(g: SevenGrahaId, sign: number): boolean {
  return dignityTable[g].ownSigns.includes(sign) || isExalted(g, sign);
}

function panchaMahapurusha(v: ChartView, id: YogaId, g: SevenGrahaId): YogaFinding {
  const strong = strongBySign(g, v.sign[g]);
  const fromLagna = inKendra(houseOf(v, g));
  const fromMoon = inKendra(houseOf(v, g, 'moon'));
  return finding(id, strong && fromLagna, [placement(v, g), dignityFact(v, g)], {
    subRules: [{ ruleId: 'PMP.FROM_MOON_TOO', satisfied: strong && (fromLagna || fromMoon), facts: [placement(v, g, 'moon')] }],
  });
}

function budhaAditya(v: ChartView): YogaFinding {
  const together = conjoined(v, 'sun', 'mercury');
  const gap = separation(v.longitude.sun, v.longitude.mercury);
  const facts: Fact[] = together
    ? [conjunction(v, ['sun', 'mercury']), { kind: 'separation', grahas: ['mercury', 'sun'], degrees: Math.round(gap * 100) / 100 }]
    : [placement(v, 'sun'), placement(v, 'mercury')];
  return finding('budha-aditya', together, facts, { qualifiers: together && gap > 14 ? ['effective'] : [] });
}

function chandraMangala(v: ChartView): YogaFinding {
  const together = conjoined(v, 'moon', 'mars');
  const opposite = houseOf(v, 'mars', 'moon') === 7;
  const facts: Fact[] = together ? [conjunction(v, ['moon', 'mars'])] : [placement(v, 'moon'), placement(v, 'mars', 'moon')];
  return finding('chandra-mangala', together || opposite, facts, { qualifiers: together ? ['conjunction'] : opposite ? ['mutual-seventh'] : [] });
}

function adhi(v: ChartView): YogaFinding {
  const houses = [6, 7, 8];
  const covered = houses.filter((h) => occupants(v, signOfHouse(v, h, 'moon'), naturalBenefics).length > 0);
  const facts = houses.map((h) => occupantsFact(v, h, 'moon'));
  const qualifiers = covered.length === 3 ? ['full'] : covered.length > 0 ? ['partial'] : [];
  const allBenefics = naturalBenefics.every((g) => houses.includes(houseOf(v, g, 'moon')));
  if (allBenefics) qualifiers.push('all-benefics-in-6-7-8');
  return finding('adhi', covered.length > 0, facts, {
    qualifiers,
    instances: covered.map((h) => ({ grahas: occupants(v, signOfHouse(v, h, 'moon'), naturalBenefics), houses: [h], relation: [], tags: [] })),
  });
}

const moonFlankers: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

function moonFlanks(v: ChartView) {
  const second = occupants(v, signOfHouse(v, 2, 'moon'), moonFlankers);
  const twelfth = occupants(v, signOfHouse(v, 12, 'moon'), moonFlankers);
  return { second, twelfth, facts: [occupantsFact(v, 2, 'moon'), occupantsFact(v, 12, 'moon')] };
}

function sunapha(v: ChartView): YogaFinding {
  const m = moonFlanks(v);
  return finding('sunapha', m.second.length > 0 && m.twelfth.length === 0, m.facts);
}

function anapha(v: ChartView): YogaFinding {
  const m = moonFlanks(v);
  return finding('anapha', m.twelfth.length > 0 && m.second.length === 0, m.facts);
}

function durudhara(v: ChartView): YogaFinding {
  const m = moonFlanks(v);
  return finding('durudhara', m.second.length > 0 && m.twelfth.length > 0, m.facts);
}

function kemadruma(v: ChartView): YogaFinding {
  const m = moonFlanks(v);
  const formed = m.second.length === 0 && m.twelfth.length === 0;
  const cancellers: Fact[] = [];
  for (const g of ['sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const) {
    if (inKendra(houseOf(v, g))) cancellers.push(placement(v, g));
    else if (inKendra(houseOf(v, g, 'moon'))) cancellers.push(placement(v, g, 'moon'));
  }
  if (inKendra(houseOf(v, 'moon'))) cancellers.push(placement(v, 'moon'));
  const cancelled = formed && cancellers.length > 0;
  return finding('kemadruma', formed, m.facts, {
    cancelled: formed ? cancelled : null,
    subRules: [{ ruleId: 'KEMADRUMA.CANCEL_KENDRA', satisfied: cancellers.length > 0, facts: cancellers }],
  });
}

function amala(v: ChartView): YogaFinding {
  const onlyBenefics = (ref: 'lagna' | 'moon') => {
    const occ = occupants(v, signOfHouse(v, 10, ref));
    return occ.length > 0 && occ.every((g) => naturalBenefics.includes(g));
  };
  const fromLagna = onlyBenefics('lagna');
  const fromMoon = onlyBenefics('moon');
  const qualifiers = [...(fromLagna ? ['from-lagna'] : []), ...(fromMoon ? ['from-moon'] : [])];
  return finding('amala', fromLagna || fromMoon, [occupantsFact(v, 10, 'lagna'), occupantsFact(v, 10, 'moon')], { qualifiers });
}

function viparita(v: ChartView, id: YogaId, house: 6 | 8 | 12): YogaFinding {
  const lord = lordOfHouse(v, house);
  const placed = houseOf(v, lord);
  return finding(id, inDusthana(placed), [lordship(v, lord), placement(v, lord)], {
    instances: inDusthana(placed) ? [{ grahas: [lord], houses: [house, placed], relation: [], tags: [] }] : [],
  });
}

const exaltationSignOf = (g: SevenGrahaId) => dignityTable[g].exaltationSign;
const kendraFromLagnaOrMoon = (v: ChartView, g: GrahaId) => inKendra(houseOf(v, g)) || inKendra(houseOf(v, g, 'moon'));

function neechaBhanga(v: ChartView): YogaFinding {
  const instances: YogaInstance[] = [];
  const facts: Fact[] = [];
  const subRules: RuleOutcome[] = [];
  for (const p of sevenGrahaIds) {
    const d = v.sign[p];
    if (!isDebilitated(p, d)) continue;
    const lordD = rashiLord[d];
    const exaltedInD = sevenGrahaIds.find((g) => exaltationSignOf(g) === d) ?? null;
    const lordOfExaltation = rashiLord[exaltationSignOf(p)];
    const where = (g: GrahaId) => [placement(v, g), placement(v, g, 'moon')];
    const checks: [string, boolean, Fact[]][] = [
      ['NB1', kendraFromLagnaOrMoon(v, lordD), where(lordD)],
      ['NB2', exaltedInD !== null && kendraFromLagnaOrMoon(v, exaltedInD), exaltedInD ? where(exaltedInD) : []],
      ['NB3', kendraFromLagnaOrMoon(v, lordOfExaltation), where(lordOfExaltation)],
      ['NB4', aspects(v, lordD, p), [aspectFact(v, lordD, p)]],
      ['NB5', isExalted(p, v.navamsa[p]), [navamsaFact(v, p)]],
    ];
    const held = checks.filter((c) => c[1]).map((c) => c[0]);
    facts.push(dignityFact(v, p));
    for (const [id, ok, f] of checks) subRules.push({ ruleId: id, subject: p, satisfied: ok, facts: f });
    if (held.length) instances.push({ grahas: [p], houses: [houseOf(v, p)], relation: [], tags: held });
  }
  const raja = instances.some((i) => i.tags.some((t) => t === 'NB1' || t === 'NB2' || t === 'NB3'));
  return finding('neecha-bhanga', instances.length > 0, facts, { instances, subRules, qualifiers: raja ? ['raja-yoga'] : [] });
}

function parivartana(v: ChartView): YogaFinding {
  const instances: YogaInstance[] = [];
  const facts: Fact[] = [];
  for (let i = 0; i < sevenGrahaIds.length; i++) {
    for (let j = i + 1; j < sevenGrahaIds.length; j++) {
      const a = sevenGrahaIds[i];
      const b = sevenGrahaIds[j];
      if (!exchange(v, a, b)) continue;
      const houses = [houseOf(v, a), houseOf(v, b)];
      const kind = houses.some(inDusthana) ? 'dainya' : houses.includes(3) ? 'khala' : 'maha';
      instances.push({ grahas: [a, b], houses, relation: ['exchange'], tags: [kind] });
      facts.push({ kind: 'exchange', grahas: [a, b], houses: [houses[0], houses[1]] });
    }
  }
  return finding('parivartana', instances.length > 0, facts, { instances, qualifiers: [...new Set(instances.map((x) => x.tags[0]))] });
}

/** Evaluates every yoga of the catalogue, in the catalogue's order (pure). */
export function evaluateYogas(v: ChartView): YogaFinding[] {
  const byId: Record<YogaId, () => YogaFinding> = {
    'raja-yoga': () => rajaYoga(v),
    yogakaraka: () => yogakaraka(v),
    'dhana-yoga': () => dhanaYoga(v),
    'gaja-kesari': () => gajaKesari(v),
    ruchaka: () => panchaMahapurusha(v, 'ruchaka', 'mars'),
    bhadra: () => panchaMahapurusha(v, 'bhadra', 'mercury'),
    hamsa: () => panchaMahapurusha(v, 'hamsa', 'jupiter'),
    malavya: () => panchaMahapurusha(v, 'malavya', 'venus'),
    shasha: () => panchaMahapurusha(v, 'shasha', 'saturn'),
    'budha-aditya': () => budhaAditya(v),
    'chandra-mangala': () => chandraMangala(v),
    adhi: () => adhi(v),
    sunapha: () => sunapha(v),
    anapha: () => anapha(v),
    durudhara: () => durudhara(v),
    kemadruma: () => kemadruma(v),
    amala: () => amala(v),
    harsha: () => viparita(v, 'harsha', 6),
    sarala: () => viparita(v, 'sarala', 8),
    vimala: () => viparita(v, 'vimala', 12),
    'neecha-bhanga': () => neechaBhanga(v),
    parivartana: () => parivartana(v),
  };
  return yogaIds.map((id) => byId[id]());
}
