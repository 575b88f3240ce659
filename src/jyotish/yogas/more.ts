/**
 * Further yogas of the same chapters and of the sources they cite: the Moon's position from
 * the Sun (BPHS ch. 37 v. 1; Phaladeepika 6), the twelve Malika yogas (Phaladeepika 6), the
 * Dhana yogas of BPHS ch. 41 (B. V. Raman nos. 118–128) and the combinations of wealth, body,
 * learning, marriage, children and longevity in B. V. Raman's *Three Hundred Important
 * Combinations* that P. V. R. Narasimha Rao's examples use.
 */
import { rashiLord, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { exchange } from '../rules/chart-view.ts';
import {
  aspects, aspectsSign, conjoined, exalted, houseBetween, houseOf, inHouse, isDusthana, isKendra, isTrikona, joinsOrAspects, lordOf,
  modality, naturalMalefics, seven, strong, type YogaChart,
} from './chart.ts';
import { placements, uniq, verdict, yoga } from './define.ts';
import { both, bphs, phaladeepika, raman } from './sources.ts';
import type { YogaFamily, YogaRule, YogaVerdict } from './types.ts';

const from = (c: YogaChart, a: GrahaId, b: GrahaId) => houseBetween(c.sign[a], c.sign[b]);
const withOrIs = (c: YogaChart, a: GrahaId, b: GrahaId) => a === b || conjoined(c, a, b);
const kOrT = (h: number) => isKendra(h) || isTrikona(h);

function rule(id: string, ruleId: string, family: YogaFamily, source: string, predicate: string, conditions: (c: YogaChart) => boolean[], grahas: (c: YogaChart) => GrahaId[]): YogaRule {
  return yoga({
    id, ruleId, family, source, predicate,
    evaluate: (c): YogaVerdict => {
      const gs = uniq(grahas(c));
      return verdict(conditions(c).every(Boolean), placements(c, gs), { grahas: gs, houses: uniq(gs.map((g) => houseOf(c, g))) });
    },
  });
}

function moonFromSun(id: string, ruleId: string, houses: number[], label: string): YogaRule {
  return rule(id, ruleId, 'lunar', both(bphs(37, '1'), phaladeepika(6)), `house(Moon from Sun) ∈ {${houses.join(', ')}} (${label})`,
    (c) => [houses.includes(from(c, 'sun', 'moon'))], () => ['sun', 'moon']);
}

const malikaNames = ['lagna', 'dhana', 'vikrama', 'sukha', 'putra', 'shatru', 'kalatra', 'randhra', 'bhagya', 'karma', 'labha', 'vyaya'];

function malika(start: number): YogaRule {
  const houses = Array.from({ length: 7 }, (_, i) => ((start - 1 + i) % 12) + 1);
  return yoga({
    id: `${malikaNames[start - 1]}-malika`, ruleId: `MALIKA.${start}`, family: 'malika', source: both(phaladeepika(6), raman('(Malika yogas)')),
    predicate: `the seven grahas Sun–Saturn occupy the seven houses ${houses[0]}–${houses[6]}, one each`,
    evaluate: (c) => {
      const hs = seven.map((g) => houseOf(c, g));
      const ok = hs.every((h) => houses.includes(h)) && houses.every((h) => hs.includes(h));
      return verdict(ok, placements(c, seven), { grahas: [...seven], houses });
    },
  });
}

/** BPHS 41 / Raman 118–122: the 5th a sign of `g`, `g` there, `partners` in the 11th. */
function dhanaFifth(n: number, g: SevenGrahaId, partners: GrahaId[]): YogaRule {
  return rule(`dhana-${n}`, `DHANA.BPHS41.${n}`, 'dhana', both(bphs(41), raman(n)), `house 5 is a sign of ${g} AND ${g} in house 5 AND ${partners.join(' and ')} in house 11`,
    (c) => [rashiLord[(c.lagna + 4) % 12] === g, houseOf(c, g) === 5, ...partners.map((p) => houseOf(c, p) === 11)], () => [g, ...partners]);
}

/** BPHS 41 / Raman 123–128: `g` in the lagna in its own sign, joined or aspected by `partners`. */
function dhanaLagna(n: number, g: SevenGrahaId, signs: number[], partners: GrahaId[], aspectOnly = false): YogaRule {
  return rule(`dhana-${n}`, `DHANA.BPHS41.${n}`, 'dhana', both(bphs(41), raman(n)),
    `${g} in house 1 in sign ${signs.join('|')} AND ${aspectOnly ? 'aspected' : 'joined or aspected'} by ${partners.join(' and ')}`,
    (c) => [houseOf(c, g) === 1, signs.includes(c.sign[g]), ...partners.map((p) => (aspectOnly ? aspects(c, p, g) : joinsOrAspects(c, p, g)))], () => [g, ...partners]);
}

export const moreYogas: YogaRule[] = [
  moonFromSun('chandra-adhama', 'LUNAR.ADHAMA', [1, 4, 7, 10], 'kendra'),
  moonFromSun('chandra-sama', 'LUNAR.SAMA', [2, 5, 8, 11], 'panaphara'),
  moonFromSun('chandra-varishtha', 'LUNAR.VARISHTHA', [3, 6, 9, 12], 'apoklima'),
  ...Array.from({ length: 12 }, (_, i) => malika(i + 1)),
  dhanaFifth(118, 'venus', ['saturn']),
  dhanaFifth(119, 'mercury', ['moon', 'mars']),
  dhanaFifth(120, 'saturn', ['mercury', 'mars']),
  dhanaFifth(121, 'sun', ['jupiter', 'moon']),
  dhanaFifth(122, 'jupiter', ['mars', 'moon']),
  dhanaLagna(123, 'sun', [4], ['mars', 'jupiter']),
  dhanaLagna(124, 'moon', [3], ['jupiter', 'mars'], true),
  dhanaLagna(125, 'mars', [0, 7], ['moon', 'venus', 'saturn']),
  dhanaLagna(126, 'mercury', [2, 5], ['saturn', 'venus']),
  dhanaLagna(127, 'jupiter', [8, 11], ['mercury', 'mars']),
  dhanaLagna(128, 'venus', [1, 6], ['saturn', 'mercury']),
  rule('bahudravyarjana', 'RAMAN.BAHUDRAVYARJANA', 'dhana', raman('(Bahudravyarjana yoga)'), 'lagna lord in house 2 AND lord 2 in house 11 AND lord 11 in house 1',
    (c) => [houseOf(c, lordOf(c, 1)) === 2, houseOf(c, lordOf(c, 2)) === 11, houseOf(c, lordOf(c, 11)) === 1], (c) => [lordOf(c, 1), lordOf(c, 2), lordOf(c, 11)]),
  rule('ayatna-dhana-labha', 'RAMAN.AYATNA_DHANA', 'dhana', raman('(Ayatnadhanalabha yoga)'), 'lagna lord and lord 2 exchange signs or stand together',
    (c) => [exchange(c.view, lordOf(c, 1), lordOf(c, 2)) || withOrIs(c, lordOf(c, 1), lordOf(c, 2))], (c) => [lordOf(c, 1), lordOf(c, 2)]),
  rule('madhya-vayasi-dhana', 'RAMAN.MADHYA_VAYASI_DHANA', 'dhana', raman('(Madhya vayasi dhana yoga)'), 'lords 1, 2 and 11 each in a kendra or trikona',
    (c) => [1, 2, 11].map((h) => kOrT(houseOf(c, lordOf(c, h)))), (c) => [lordOf(c, 1), lordOf(c, 2), lordOf(c, 11)]),
  rule('amarananta-dhana', 'RAMAN.AMARANANTA_DHANA', 'dhana', raman('(Amaranantha dhana yoga)'), 'lords 2, 9 and 11 each in a kendra AND the lagna lord strong',
    (c) => [...[2, 9, 11].map((h) => isKendra(houseOf(c, lordOf(c, h)))), strong(c, lordOf(c, 1))], (c) => [lordOf(c, 2), lordOf(c, 9), lordOf(c, 11), lordOf(c, 1)]),
  rule('dhur', 'RAMAN.DHUR', 'daridra', raman('(Dhur yoga)'), 'lord 10 in house 6, 8 or 12',
    (c) => [isDusthana(houseOf(c, lordOf(c, 10)))], (c) => [lordOf(c, 10)]),
  rule('daridra', 'RAMAN.DARIDRA', 'daridra', both(bphs(42), raman('(Daridra yoga)')), 'lord 11 in house 6, 8 or 12',
    (c) => [isDusthana(houseOf(c, lordOf(c, 11)))], (c) => [lordOf(c, 11)]),
  rule('sareera-soukhya', 'RAMAN.SAREERA_SOUKHYA', 'named', raman('(Sareera soukhya yoga)'), 'the lagna lord, Jupiter and Venus each in a kendra',
    (c) => [lordOf(c, 1), 'jupiter' as GrahaId, 'venus' as GrahaId].map((g) => isKendra(houseOf(c, g))), (c) => [lordOf(c, 1), 'jupiter', 'venus']),
  rule('rogagrastha', 'RAMAN.ROGAGRASTHA', 'named', raman('(Rogagrastha yoga)'), 'the lagna lord in house 6, 8 or 12 with lord 6',
    (c) => [isDusthana(houseOf(c, lordOf(c, 1))), withOrIs(c, lordOf(c, 1), lordOf(c, 6))], (c) => [lordOf(c, 1), lordOf(c, 6)]),
  rule('sada-sanchara', 'RAMAN.SADA_SANCHARA', 'named', raman('(Sada sanchara yoga)'), 'the lagna lord or the Moon in a movable sign',
    (c) => [modality(c.sign[lordOf(c, 1)]) === 0 || modality(c.sign.moon) === 0], (c) => [lordOf(c, 1), 'moon']),
  rule('bahu-stree', 'RAMAN.BAHU_STREE', 'named', raman(238), 'lords 1 and 7 together or in mutual full aspect',
    (c) => [withOrIs(c, lordOf(c, 1), lordOf(c, 7)) || (aspects(c, lordOf(c, 1), lordOf(c, 7)) && aspects(c, lordOf(c, 7), lordOf(c, 1)))], (c) => [lordOf(c, 1), lordOf(c, 7)]),
  rule('satkalatra', 'RAMAN.SATKALATRA', 'named', raman(239), 'lord 7 or Venus joined or aspected by Jupiter or Mercury',
    (c) => [[lordOf(c, 7), 'venus' as GrahaId].some((g) => (['jupiter', 'mercury'] as const).some((b) => b !== g && joinsOrAspects(c, b, g)))], (c) => [lordOf(c, 7), 'venus', 'jupiter', 'mercury']),
  rule('eka-putra', 'RAMAN.EKA_PUTRA', 'named', raman(225), 'lord 5 in a kendra or trikona',
    (c) => [kOrT(houseOf(c, lordOf(c, 5)))], (c) => [lordOf(c, 5)]),
  rule('aputra', 'RAMAN.APUTRA', 'named', raman(224), 'lord 5 in house 6, 8 or 12',
    (c) => [isDusthana(houseOf(c, lordOf(c, 5)))], (c) => [lordOf(c, 5)]),
  rule('bhagya', 'RAMAN.BHAGYA', 'named', raman(241), 'a strong benefic in house 1, 3 or 5 aspects house 9',
    (c) => [c.benefics.some((g) => [1, 3, 5].includes(houseOf(c, g)) && strong(c, g) && aspectsSign(c, g, (c.lagna + 8) % 12))], (c) => [...c.benefics]),
  rule('dhatrutwa', 'RAMAN.DHATRUTWA', 'named', raman(243), 'lord 9 exalted AND aspected by a benefic AND a benefic in house 9',
    (c) => [exalted(c, lordOf(c, 9)), c.benefics.some((b) => aspects(c, b, lordOf(c, 9))), inHouse(c, 9, c.benefics).length > 0], (c) => [lordOf(c, 9), ...c.benefics]),
  rule('matru-deerghayu', 'RAMAN.MATRU_DEERGHAYU', 'named', raman(196), 'a benefic in house 4 AND lord 4 exalted AND the Moon strong',
    (c) => [inHouse(c, 4, c.benefics).length > 0, exalted(c, lordOf(c, 4)), strong(c, 'moon')], (c) => [lordOf(c, 4), 'moon', ...inHouse(c, 4, c.benefics)]),
  rule('sisna-vyadhi', 'RAMAN.SISNA_VYADHI', 'named', raman(266), 'Mercury in house 1 with lords 6 and 8',
    (c) => [houseOf(c, 'mercury') === 1, withOrIs(c, 'mercury', lordOf(c, 6)), withOrIs(c, 'mercury', lordOf(c, 8))], (c) => ['mercury', lordOf(c, 6), lordOf(c, 8)]),
  rule('bandhana', 'RAMAN.BANDHANA', 'named', raman(271), 'lords 1 and 6 together in a kendra or trikona with Saturn, Rahu or Ketu',
    (c) => [withOrIs(c, lordOf(c, 1), lordOf(c, 6)), kOrT(houseOf(c, lordOf(c, 1))), (['saturn', 'rahu', 'ketu'] as const).some((m) => withOrIs(c, m, lordOf(c, 1)))], (c) => [lordOf(c, 1), lordOf(c, 6)]),
  rule('durmarana', 'RAMAN.DURMARANA', 'named', raman(274), 'the Moon in house 6, 8 or 12 with Saturn or Rahu AND aspected by the lagna lord',
    (c) => [isDusthana(houseOf(c, 'moon')), conjoined(c, 'moon', 'saturn') || conjoined(c, 'moon', 'rahu'), aspects(c, lordOf(c, 1), 'moon')], (c) => ['moon', 'saturn', 'rahu', lordOf(c, 1)]),
  rule('putra-kalatra-heena', 'RAMAN.PUTRA_KALATRA_HEENA', 'named', raman(281), 'the waning Moon in house 5 AND malefics in houses 12, 7 and 1',
    (c) => [!c.moonWaxing, houseOf(c, 'moon') === 5, ...[12, 7, 1].map((h) => inHouse(c, h, naturalMalefics).length > 0)], (c) => ['moon', ...[12, 7, 1].flatMap((h) => inHouse(c, h, naturalMalefics))]),
  rule('pisacha-grasta', 'RAMAN.PISACHA_GRASTA', 'named', raman(287), 'Rahu in house 1 with the Moon AND malefics in trikonas (5 or 9)',
    (c) => [houseOf(c, 'rahu') === 1, conjoined(c, 'rahu', 'moon'), inHouse(c, 5, naturalMalefics).length + inHouse(c, 9, naturalMalefics).length > 0], (c) => ['rahu', 'moon']),
  rule('vata-roga', 'RAMAN.VATA_ROGA', 'named', raman(290), 'Jupiter in house 1 AND Saturn in house 7',
    (c) => [houseOf(c, 'jupiter') === 1, houseOf(c, 'saturn') === 7], () => ['jupiter', 'saturn']),
];
