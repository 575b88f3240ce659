/**
 * Yogas of house lordship (BPHS ch. 34, 39, 41; VAIA 11.6–11.7; Phaladeepika 6–7): Raja
 * (kendra–trikona lords in sambandha), Dharma-Karmadhipati, Yogakaraka, Dhana, the three
 * Viparita Raja yogas, Neecha Bhanga (NB1–NB5) and its Raja-yoga form, and Parivartana with its
 * Maha, Khala and Dainya kinds. Sambandha = same sign, mutual full aspect or sign exchange.
 */
import { dignityTable, isDebilitated, isExalted } from '../chart/dignity.ts';
import { rashiLord, sevenGrahaIds, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { exchange, sambandha, type SambandhaKind } from '../rules/chart-view.ts';
import { navamsaFact } from '../rules/facts.ts';
import type { Fact, RuleOutcome } from '../rules/types.ts';
import { aspects, houseOf, housesOwned, isDusthana, isKendra, lordOf, memo, type YogaChart } from './chart.ts';
import { asp, at, conj, dig, lord, uniq, verdict, yoga } from './define.ts';
import { both, bphs, phaladeepika, vaia } from './sources.ts';
import type { YogaInstance, YogaRule, YogaVerdict } from './types.ts';

function relationFacts(c: YogaChart, a: GrahaId, b: GrahaId, kinds: SambandhaKind[]): Fact[] {
  const out: Fact[] = [];
  if (kinds.includes('conjunction')) out.push(conj(c, [a, b]));
  if (kinds.includes('mutual-aspect')) out.push(asp(c, a, b), asp(c, b, a));
  if (kinds.includes('exchange')) out.push({ kind: 'exchange', grahas: [a, b], houses: [houseOf(c, a), houseOf(c, b)] });
  return out;
}

/** Pairs (different grahas) of lords of two house groups in sambandha. */
function lordPairs(c: YogaChart, groupA: readonly number[], groupB: readonly number[], taint: boolean): YogaVerdict {
  const a = new Set(groupA.map((h) => lordOf(c, h)));
  const b = new Set(groupB.map((h) => lordOf(c, h)));
  const instances: YogaInstance[] = [];
  const facts: Fact[] = [{ kind: 'lagna', sign: c.lagna }];
  const seen = new Set<string>();
  for (const x of sevenGrahaIds) {
    for (const y of sevenGrahaIds) {
      if (x === y || !a.has(x) || !b.has(y)) continue;
      const key = [x, y].sort().join('+');
      if (seen.has(key)) continue;
      const kinds = sambandha(c.view, x, y);
      if (!kinds.length) continue;
      seen.add(key);
      const tags: string[] = [];
      if (taint && [x, y].some((g) => g !== lordOf(c, 1) && housesOwned(c, g).some(isDusthana))) tags.push('tainted');
      instances.push({ grahas: [x, y], houses: uniq([...housesOwned(c, x), ...housesOwned(c, y)]).sort((p, q) => p - q), relation: kinds, tags });
      facts.push(lord(c, x), lord(c, y), ...relationFacts(c, x, y, kinds));
    }
  }
  const grahas = uniq(instances.flatMap((i) => i.grahas));
  return verdict(instances.length > 0, facts, { instances, grahas, houses: uniq(grahas.map((g) => houseOf(c, g))) });
}

const rajaSource = both(bphs(34), bphs(39), vaia('11.7'));

function viparita(id: string, ruleId: string, house: 6 | 8 | 12): YogaRule {
  return yoga({
    id, ruleId, family: 'viparita', source: both(vaia('11.6'), phaladeepika(6)),
    predicate: `house(lord of ${house}) ∈ {6, 8, 12}`,
    evaluate: (c) => {
      const l = lordOf(c, house);
      const h = houseOf(c, l);
      return verdict(isDusthana(h), [lord(c, l), at(c, l)], {
        grahas: [l], houses: [h], instances: isDusthana(h) ? [{ grahas: [l], houses: [house, h], relation: [], tags: [] }] : [],
      });
    },
  });
}

const kendraFromLagnaOrMoon = (c: YogaChart, g: GrahaId) => isKendra(houseOf(c, g)) || isKendra(houseOf(c, g, 'moon'));

/** NB1–NB5 for every debilitated graha (Phaladeepika 7). */
function neechaBhangaChecks(c: YogaChart) {
  return memo(c, 'neecha-bhanga', () => computeNeechaBhanga(c));
}

function computeNeechaBhanga(c: YogaChart) {
  const instances: YogaInstance[] = [];
  const facts: Fact[] = [];
  const subRules: RuleOutcome[] = [];
  for (const p of sevenGrahaIds) {
    const d = c.sign[p];
    if (!isDebilitated(p, d)) continue;
    const lordD = rashiLord[d];
    const exaltedInD = sevenGrahaIds.find((g) => dignityTable[g].exaltationSign === d) ?? null;
    const lordOfExaltation = rashiLord[dignityTable[p].exaltationSign];
    const where = (g: GrahaId) => [at(c, g), at(c, g, 'moon')];
    const checks: [string, boolean, Fact[]][] = [
      ['NB1', kendraFromLagnaOrMoon(c, lordD), where(lordD)],
      ['NB2', exaltedInD !== null && kendraFromLagnaOrMoon(c, exaltedInD), exaltedInD ? where(exaltedInD) : []],
      ['NB3', kendraFromLagnaOrMoon(c, lordOfExaltation), where(lordOfExaltation)],
      ['NB4', aspects(c, lordD, p), [asp(c, lordD, p)]],
      ['NB5', isExalted(p, c.view.navamsa[p]), [navamsaFact(c.view, p)]],
    ];
    facts.push(dig(c, p));
    for (const [id, ok, f] of checks) subRules.push({ ruleId: id, subject: p, satisfied: ok, facts: f });
    const held = checks.filter((x) => x[1]).map((x) => x[0]);
    if (held.length) instances.push({ grahas: [p], houses: [houseOf(c, p)], relation: [], tags: held });
  }
  return { instances, facts, subRules };
}

const isRajaTag = (t: string) => t === 'NB1' || t === 'NB2' || t === 'NB3';

type ParivartanaKind = 'maha' | 'khala' | 'dainya';

/** Every sign exchange, with its kind (dainya if 6|8|12 involved, else khala if 3, else maha). */
function exchanges(c: YogaChart) {
  return memo(c, 'exchanges', () => computeExchanges(c));
}

function computeExchanges(c: YogaChart) {
  const out: { a: SevenGrahaId; b: SevenGrahaId; houses: [number, number]; kind: ParivartanaKind }[] = [];
  for (let i = 0; i < sevenGrahaIds.length; i++) {
    for (let j = i + 1; j < sevenGrahaIds.length; j++) {
      const a = sevenGrahaIds[i];
      const b = sevenGrahaIds[j];
      if (!exchange(c.view, a, b)) continue;
      const houses: [number, number] = [houseOf(c, a), houseOf(c, b)];
      const kind: ParivartanaKind = houses.some(isDusthana) ? 'dainya' : houses.includes(3) ? 'khala' : 'maha';
      out.push({ a, b, houses, kind });
    }
  }
  return out;
}

function parivartanaVerdict(c: YogaChart, kinds: readonly ParivartanaKind[]): YogaVerdict {
  const all = exchanges(c);
  const xs = all.filter((x) => kinds.includes(x.kind));
  const instances = xs.map((x) => ({ grahas: [x.a, x.b], houses: [...x.houses], relation: ['exchange' as const], tags: [x.kind] }));
  const facts: Fact[] = all.length
    ? all.map((x) => ({ kind: 'exchange' as const, grahas: [x.a, x.b] as [GrahaId, GrahaId], houses: x.houses }))
    : [{ kind: 'lagna', sign: c.lagna }, ...sevenGrahaIds.map((g) => at(c, g))];
  return verdict(xs.length > 0, facts, {
    instances, grahas: uniq(xs.flatMap((x) => [x.a, x.b])), houses: uniq(xs.flatMap((x) => x.houses)),
    qualifiers: uniq(xs.map((x) => x.kind)),
  });
}

function parivartana(id: string, ruleId: string, kinds: readonly ParivartanaKind[], predicate: string): YogaRule {
  return yoga({ id, ruleId, family: 'parivartana', source: both(vaia('11.6'), phaladeepika(6)), predicate, evaluate: (c) => parivartanaVerdict(c, kinds) });
}

export const lordshipYogas: YogaRule[] = [
  yoga({
    id: 'raja-yoga', ruleId: 'RAJA.KT', family: 'raja', source: rajaSource,
    predicate: 'lord(kendra 1|4|7|10) ≠ lord(trikona 1|5|9) AND sambandha(conjunction | mutual full aspect | exchange); tainted if either owns 6|8|12 (lagna lord exempt)',
    evaluate: (c) => lordPairs(c, [1, 4, 7, 10], [1, 5, 9], true),
  }),
  yoga({
    id: 'dharma-karmadhipati', ruleId: 'RAJA.DHARMA_KARMA', family: 'raja', source: both(bphs(39), vaia('11.7')),
    predicate: 'lord(9) ≠ lord(10) AND sambandha(lord 9, lord 10)',
    evaluate: (c) => lordPairs(c, [9], [10], false),
  }),
  yoga({
    id: 'yogakaraka', ruleId: 'YOGAKARAKA', family: 'raja', source: both(bphs(34), vaia('11.7')),
    predicate: 'one graha owns a kendra (4|7|10) AND a trikona (5|9)',
    evaluate: (c) => {
      const gs = sevenGrahaIds.filter((g) => {
        const owned = housesOwned(c, g);
        return owned.some((h) => h === 4 || h === 7 || h === 10) && owned.some((h) => h === 5 || h === 9);
      });
      return verdict(gs.length > 0, [{ kind: 'lagna', sign: c.lagna }, ...gs.map((g) => lord(c, g))], {
        grahas: gs, houses: gs.flatMap((g) => housesOwned(c, g)),
        instances: gs.map((g) => ({ grahas: [g], houses: housesOwned(c, g), relation: [], tags: [] })),
      });
    },
  }),
  yoga({
    id: 'dhana-yoga', ruleId: 'DHANA', family: 'dhana', source: both(bphs(41), vaia('11.6')),
    predicate: 'lord(2|11) ≠ lord(1|5|9) AND sambandha',
    evaluate: (c) => lordPairs(c, [2, 11], [1, 5, 9], false),
  }),
  viparita('harsha', 'VIPARITA.HARSHA', 6),
  viparita('sarala', 'VIPARITA.SARALA', 8),
  viparita('vimala', 'VIPARITA.VIMALA', 12),
  yoga({
    id: 'neecha-bhanga', ruleId: 'NEECHA_BHANGA', family: 'neecha-bhanga', source: both(phaladeepika(7), vaia('11.7')),
    predicate: 'P debilitated in sign D AND any of NB1 lord(D) in kendra from lagna or Moon; NB2 graha exalted in D in kendra from lagna or Moon; NB3 lord(exaltation sign of P) in kendra from lagna or Moon; NB4 lord(D) aspects P; NB5 P exalted in D9',
    evaluate: (c) => {
      const r = neechaBhangaChecks(c);
      const raja = r.instances.some((i) => i.tags.some(isRajaTag));
      return verdict(r.instances.length > 0, r.facts, {
        instances: r.instances, variants: r.subRules, qualifiers: raja ? ['raja-yoga'] : [],
        grahas: r.instances.map((i) => i.grahas[0]), houses: r.instances.map((i) => i.houses[0]),
      });
    },
  }),
  yoga({
    id: 'neecha-bhanga-raja', ruleId: 'NEECHA_BHANGA.RAJA', family: 'neecha-bhanga', source: both(phaladeepika(7), vaia('11.7')),
    predicate: 'some debilitated graha meets NB1, NB2 or NB3 (a kendra from the lagna or the Moon)',
    evaluate: (c) => {
      const r = neechaBhangaChecks(c);
      const inst = r.instances.filter((i) => i.tags.some(isRajaTag));
      return verdict(inst.length > 0, r.facts, { instances: inst, grahas: inst.map((i) => i.grahas[0]), houses: inst.map((i) => i.houses[0]) });
    },
  }),
  parivartana('parivartana', 'PARIVARTANA', ['maha', 'khala', 'dainya'], 'A in a sign of B AND B in a sign of A; dainya if either house is 6|8|12, else khala if either is 3, else maha'),
  parivartana('maha-parivartana', 'PARIVARTANA.MAHA', ['maha'], 'exchange of signs between lords of two houses among 1, 2, 4, 5, 7, 9, 10, 11'),
  parivartana('khala-parivartana', 'PARIVARTANA.KHALA', ['khala'], 'exchange of signs involving house 3 (and no 6, 8, 12)'),
  parivartana('dainya-parivartana', 'PARIVARTANA.DAINYA', ['dainya'], 'exchange of signs involving house 6, 8 or 12'),
];

