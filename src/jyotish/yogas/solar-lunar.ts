/**
 * Sun- and Moon-based yogas (BPHS ch. 37–38; VAIA 11.2–11.3): Vesi, Vasi, Ubhayachari,
 * Budha-Aditya; Sunapha, Anapha, Durudhara, Kemadruma (four cancellations with their own rule
 * ids), Chandra-Mangala, Adhi, Gaja Kesari, Shakata. The flanking yogas are exclusive of one
 * another: a graha on one side only, or on both.
 */
import { separation } from '../../shared/angles.ts';
import type { GrahaId } from '../core/zodiac.ts';
import { combustionFact } from '../rules/facts.ts';
import {
  aspects, conjoined, debilitated, houseOf, inEnemySign, inHouse, isBenefic, isKendra, type YogaChart,
} from './chart.ts';
import { at, cancellation, conj, dig, occ, verdict, yoga } from './define.ts';
import { both, bphs, phaladeepika, raman, vaia } from './sources.ts';
import type { YogaRule } from './types.ts';

/** Grahas that flank the Sun: not the Moon, not the nodes. */
const sunFlankers: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];
/** Grahas that flank the Moon: not the Sun, not the nodes. */
const moonFlankers: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

function flanks(c: YogaChart, of: 'sun' | 'moon') {
  const among = of === 'sun' ? sunFlankers : moonFlankers;
  const second = inHouse(c, 2, among, of);
  const twelfth = inHouse(c, 12, among, of);
  return { second, twelfth, facts: [occ(c, 2, of, among), occ(c, 12, of, among)] };
}

function flankYoga(id: string, ruleId: string, of: 'sun' | 'moon', side: 'second' | 'twelfth' | 'both', source: string, predicate: string): YogaRule {
  return yoga({
    id, ruleId, family: of === 'sun' ? 'solar' : 'lunar', source, predicate,
    evaluate: (c) => {
      const f = flanks(c, of);
      const s = f.second.length > 0;
      const t = f.twelfth.length > 0;
      const formed = side === 'second' ? s && !t : side === 'twelfth' ? t && !s : s && t;
      const hs = side === 'second' ? [2] : side === 'twelfth' ? [12] : [2, 12];
      return verdict(formed, f.facts, {
        grahas: [...f.second, ...f.twelfth],
        houses: hs.map((h) => houseOf(c, of) + h - 1).map((h) => ((h - 1) % 12) + 1),
      });
    },
  });
}

const sun38 = both(bphs(38), vaia('11.2'));
const moon37 = both(bphs(37), vaia('11.3'));

/** Kemadruma's cancellations (each its own rule). */
const kemadrumaCancellations = [
  cancellation('KEMADRUMA.C_KENDRA_LAGNA', both(bphs(37), vaia('11.3')),
    'some g ∈ {Sun, Mars, Mercury, Jupiter, Venus, Saturn} in house 1|4|7|10 from the lagna',
    (c) => {
      const gs = (['sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const).filter((g) => isKendra(houseOf(c, g)));
      return { holds: gs.length > 0, facts: gs.map((g) => at(c, g)) };
    }),
  cancellation('KEMADRUMA.C_KENDRA_MOON', phaladeepika(6),
    'some g ∈ {Mars, Mercury, Jupiter, Venus, Saturn} in house 4|7|10 from the Moon',
    (c) => {
      const gs = moonFlankers.filter((g) => [4, 7, 10].includes(houseOf(c, g, 'moon')));
      return { holds: gs.length > 0, facts: gs.map((g) => at(c, g, 'moon')) };
    }),
  cancellation('KEMADRUMA.C_MOON_KENDRA', phaladeepika(6),
    'the Moon in house 1|4|7|10 from the lagna',
    (c) => ({ holds: isKendra(houseOf(c, 'moon')), facts: [at(c, 'moon')] })),
  cancellation('KEMADRUMA.C_CONJUNCTION', vaia('11.3'),
    'some g ∈ {Mars, Mercury, Jupiter, Venus, Saturn} in the Moon’s sign',
    (c) => {
      const gs = moonFlankers.filter((g) => conjoined(c, g, 'moon'));
      return { holds: gs.length > 0, facts: [occ(c, 1, 'moon', moonFlankers)] };
    }),
];

/** Shakata's cancellation. */
const shakataCancellations = [
  cancellation('SHAKATA.C_MOON_KENDRA', raman(31), 'the Moon in house 1|4|7|10 from the lagna',
    (c) => ({ holds: isKendra(houseOf(c, 'moon')), facts: [at(c, 'moon')] })),
];

export const solarLunarYogas: YogaRule[] = [
  flankYoga('vesi', 'SOLAR.VESI', 'sun', 'second', sun38, 'some g ∈ {Mars, Mercury, Jupiter, Venus, Saturn} in house 2 from the Sun AND none in house 12 from the Sun'),
  flankYoga('vasi', 'SOLAR.VASI', 'sun', 'twelfth', sun38, 'some g ∈ {Mars, Mercury, Jupiter, Venus, Saturn} in house 12 from the Sun AND none in house 2 from the Sun'),
  flankYoga('ubhayachari', 'SOLAR.UBHAYACHARI', 'sun', 'both', sun38, 'some g ∈ {Mars, Mercury, Jupiter, Venus, Saturn} in house 2 AND some in house 12 from the Sun'),
  yoga({
    id: 'budha-aditya', ruleId: 'BUDHA_ADITYA', family: 'solar', source: both(vaia('11.2 (Nipuna yoga)'), phaladeepika(6)),
    predicate: 'Sun with Mercury (same sign); qualifier effective if separation(Mercury, Sun) > 14°',
    evaluate: (c) => {
      const together = conjoined(c, 'sun', 'mercury');
      const gap = separation(c.view.longitude.sun, c.view.longitude.mercury);
      const facts = together
        ? [conj(c, ['sun', 'mercury']), { kind: 'separation' as const, grahas: ['mercury', 'sun'] as [GrahaId, GrahaId], degrees: Math.round(gap * 100) / 100 }]
        : [at(c, 'sun'), at(c, 'mercury')];
      return verdict(together, facts, { grahas: ['sun', 'mercury'], houses: [houseOf(c, 'sun')], qualifiers: together && gap > 14 ? ['effective'] : [] });
    },
  }),
  flankYoga('sunapha', 'SUNAPHA', 'moon', 'second', moon37, 'some g ∉ {Sun, Rahu, Ketu} in house 2 from the Moon AND none in house 12'),
  flankYoga('anapha', 'ANAPHA', 'moon', 'twelfth', moon37, 'some g ∉ {Sun, Rahu, Ketu} in house 12 from the Moon AND none in house 2'),
  flankYoga('durudhara', 'DURUDHARA', 'moon', 'both', moon37, 'some g ∉ {Sun, Rahu, Ketu} in house 2 AND some in house 12 from the Moon'),
  yoga({
    id: 'kemadruma', ruleId: 'KEMADRUMA', family: 'lunar', source: moon37,
    predicate: 'no g ∉ {Sun, Rahu, Ketu} in house 2 or 12 from the Moon; cancelled by KEMADRUMA.C_KENDRA_LAGNA | C_KENDRA_MOON | C_MOON_KENDRA | C_CONJUNCTION',
    cancellations: kemadrumaCancellations,
    evaluate: (c) => {
      const f = flanks(c, 'moon');
      return verdict(f.second.length === 0 && f.twelfth.length === 0, f.facts, { grahas: ['moon'], houses: [houseOf(c, 'moon')] });
    },
  }),
  yoga({
    id: 'chandra-mangala', ruleId: 'CHANDRA_MANGALA', family: 'lunar', source: both(vaia('11.3'), phaladeepika(6)),
    predicate: 'Moon with Mars (same sign) OR house(Mars from Moon) = 7',
    evaluate: (c) => {
      const together = conjoined(c, 'moon', 'mars');
      const opposite = houseOf(c, 'mars', 'moon') === 7;
      const facts = together ? [conj(c, ['moon', 'mars'])] : [at(c, 'moon'), at(c, 'mars', 'moon')];
      return verdict(together || opposite, facts, {
        grahas: ['moon', 'mars'], houses: [houseOf(c, 'moon'), houseOf(c, 'mars')],
        qualifiers: together ? ['conjunction'] : opposite ? ['mutual-seventh'] : [],
      });
    },
  }),
  yoga({
    id: 'adhi', ruleId: 'ADHI', family: 'lunar', source: both(bphs(37), vaia('11.3'), phaladeepika(6)),
    predicate: 'Mercury, Jupiter or Venus in houses 6, 7, 8 from the Moon; full if all three houses hold one, partial if one or two',
    evaluate: (c) => {
      const nb: GrahaId[] = ['mercury', 'jupiter', 'venus'];
      const houses = [6, 7, 8].filter((h) => inHouse(c, h, nb, 'moon').length > 0);
      const gs = nb.filter((g) => [6, 7, 8].includes(houseOf(c, g, 'moon')));
      const qualifiers = houses.length === 3 ? ['full'] : houses.length > 0 ? ['partial'] : [];
      if (gs.length === 3) qualifiers.push('all-benefics-in-6-7-8');
      return verdict(houses.length > 0, [6, 7, 8].map((h) => occ(c, h, 'moon')), {
        grahas: gs, houses: gs.map((g) => houseOf(c, g)), qualifiers,
        instances: houses.map((h) => ({ grahas: inHouse(c, h, nb, 'moon'), houses: [h], relation: [], tags: [] })),
      });
    },
  }),
  yoga({
    id: 'gaja-kesari', ruleId: 'GK.STRICT', family: 'lunar', source: both(bphs(36, '3–4'), vaia('11.6'), phaladeepika(6)),
    predicate: 'house(Jupiter from Moon) ∈ {1,4,7,10} AND Jupiter not debilitated AND Jupiter not combust (variants GK.BASIC, GK.BPHS reported)',
    evaluate: (c) => {
      const basic = isKendra(houseOf(c, 'jupiter', 'moon'));
      const deb = debilitated(c, 'jupiter');
      const combust = c.view.chart.bodies.jupiter.combust;
      const strict = basic && !deb && !combust;
      const kendraEither = basic || isKendra(houseOf(c, 'jupiter'));
      const beneficTouch = (['mercury', 'venus', 'moon'] as const).some((g) => (g === 'moon' ? c.moonWaxing : isBenefic(c, g)) && (conjoined(c, g, 'jupiter') || aspects(c, g, 'jupiter')));
      const bphsRule = kendraEither && beneficTouch && !deb && !combust && !inEnemySign(c, 'jupiter');
      return verdict(strict, [at(c, 'jupiter', 'moon'), at(c, 'moon'), dig(c, 'jupiter'), combustionFact(c.view, 'jupiter')], {
        grahas: ['jupiter', 'moon'], houses: [houseOf(c, 'jupiter'), houseOf(c, 'moon')],
        variants: [
          { ruleId: 'GK.BASIC', satisfied: basic, facts: [at(c, 'jupiter', 'moon')] },
          { ruleId: 'GK.BPHS', satisfied: bphsRule, facts: [at(c, 'jupiter'), at(c, 'jupiter', 'moon')] },
        ],
      });
    },
  }),
  yoga({
    id: 'shakata', ruleId: 'SHAKATA', family: 'lunar', source: both(vaia('11.6'), raman(31)),
    predicate: 'house(Moon from Jupiter) ∈ {6, 8, 12}; cancelled by SHAKATA.C_MOON_KENDRA',
    cancellations: shakataCancellations,
    evaluate: (c) => {
      const h = houseOf(c, 'moon', 'jupiter');
      return verdict([6, 8, 12].includes(h), [at(c, 'moon'), at(c, 'jupiter')], { grahas: ['moon', 'jupiter'], houses: [houseOf(c, 'moon'), houseOf(c, 'jupiter')] });
    },
  }),
];
