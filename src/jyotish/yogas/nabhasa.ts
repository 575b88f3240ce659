/**
 * The 32 Nabhasa yogas (BPHS ch. 35; VAIA 11.5): 3 Ashraya, 2 Dala, 20 Akriti and 7 Sankhya
 * yogas, read from the seven grahas Sun–Saturn (the nodes are not counted). Houses are
 * whole-sign from the lagna. Each yoga is reported on its own; BPHS 35 gives the Sankhya
 * yogas only where no other Nabhasa yoga applies, which the reader can see from the list.
 */
import type { GrahaId } from '../core/zodiac.ts';
import { houseOf, isBenefic, kendras as kendraHouses, modality, seven, type YogaChart } from './chart.ts';
import { placements, uniq, verdict, yoga } from './define.ts';
import { both, bphs, vaia } from './sources.ts';
import type { YogaFamily, YogaRule, YogaVerdict } from './types.ts';

const src = (verses: string) => both(bphs(35, verses), vaia('11.5'));
const sevenHouses = (c: YogaChart) => seven.map((g) => houseOf(c, g));
const evidence = (c: YogaChart) => placements(c, seven);

function formedBy(c: YogaChart, ok: boolean, qualifiers: string[] = []): YogaVerdict {
  return verdict(ok, evidence(c), { grahas: [...seven], houses: uniq(sevenHouses(c)).sort((a, b) => a - b), qualifiers });
}

function nabhasa(id: string, ruleId: string, family: YogaFamily, verses: string, predicate: string, test: (c: YogaChart) => boolean | string[]): YogaRule {
  return yoga({
    id, ruleId, family, source: src(verses), predicate,
    evaluate: (c) => {
      const r = test(c);
      return formedBy(c, Array.isArray(r) ? r.length > 0 : r, Array.isArray(r) ? r : []);
    },
  });
}

/** All seven grahas in the given houses, and every house of `mustOccupy` holds at least one. */
function confined(c: YogaChart, houses: readonly number[], mustOccupy: readonly number[] = houses): boolean {
  const hs = sevenHouses(c);
  return hs.every((h) => houses.includes(h)) && mustOccupy.every((h) => hs.includes(h));
}

/** The seven houses starting at `start`, 1-based, wrapping. */
const run = (start: number, n: number) => Array.from({ length: n }, (_, i) => ((start - 1 + i) % 12) + 1);

/** Which of the alternatives (labelled) holds. */
function anyOf(c: YogaChart, options: [string, readonly number[], (readonly number[])?][]): string[] {
  return options.filter(([, hs, must]) => confined(c, hs, must ?? hs)).map(([label]) => label);
}

/** Kendras each holding only grahas of `kind` (at least one). */
function kendrasHeldOnlyBy(c: YogaChart, kind: 'benefic' | 'malefic'): number[] {
  const isKind = (g: GrahaId) => (kind === 'benefic' ? isBenefic(c, g) : !isBenefic(c, g) && g !== 'moon');
  return kendraHouses.filter((h) => {
    const gs = seven.filter((g) => houseOf(c, g) === h);
    return gs.length > 0 && gs.every(isKind);
  });
}

function sankhya(id: string, ruleId: string, n: number): YogaRule {
  return nabhasa(id, ruleId, 'nabhasa-sankhya', '15–16', `the seven grahas occupy exactly ${n} sign${n > 1 ? 's' : ''}`,
    (c) => new Set(seven.map((g) => c.sign[g])).size === n);
}

const malefics7: readonly GrahaId[] = ['sun', 'mars', 'saturn'];
const benefics7 = (c: YogaChart) => seven.filter((g) => isBenefic(c, g));

export const nabhasaYogas: YogaRule[] = [
  nabhasa('rajju', 'NABHASA.RAJJU', 'nabhasa-ashraya', '7', 'all seven grahas in movable signs', (c) => seven.every((g) => modality(c.sign[g]) === 0)),
  nabhasa('musala', 'NABHASA.MUSALA', 'nabhasa-ashraya', '7', 'all seven grahas in fixed signs', (c) => seven.every((g) => modality(c.sign[g]) === 1)),
  nabhasa('nala', 'NABHASA.NALA', 'nabhasa-ashraya', '7', 'all seven grahas in dual signs', (c) => seven.every((g) => modality(c.sign[g]) === 2)),
  nabhasa('mala', 'NABHASA.MALA', 'nabhasa-dala', '8', 'three or more kendras each held only by benefics (BENEFIC.YOGA)', (c) => kendrasHeldOnlyBy(c, 'benefic').length >= 3),
  nabhasa('sarpa', 'NABHASA.SARPA', 'nabhasa-dala', '8', 'three or more kendras each held only by malefics (Sun, Mars, Saturn, afflicted Mercury)', (c) => kendrasHeldOnlyBy(c, 'malefic').length >= 3),
  nabhasa('gada', 'NABHASA.GADA', 'nabhasa-akriti', '9', 'all seven in two successive kendras (1+4, 4+7, 7+10 or 10+1), both occupied',
    (c) => anyOf(c, [['1-4', [1, 4]], ['4-7', [4, 7]], ['7-10', [7, 10]], ['10-1', [10, 1]]])),
  nabhasa('shakata-nabhasa', 'NABHASA.SHAKATA', 'nabhasa-akriti', '9', 'all seven in houses 1 and 7, both occupied', (c) => confined(c, [1, 7])),
  nabhasa('vihaga', 'NABHASA.VIHAGA', 'nabhasa-akriti', '9', 'all seven in houses 4 and 10, both occupied', (c) => confined(c, [4, 10])),
  nabhasa('shringataka', 'NABHASA.SHRINGATAKA', 'nabhasa-akriti', '10', 'all seven in houses 1, 5, 9, each occupied', (c) => confined(c, [1, 5, 9])),
  nabhasa('hala', 'NABHASA.HALA', 'nabhasa-akriti', '10', 'all seven in houses 2, 6, 10 or 3, 7, 11 or 4, 8, 12, each of the three occupied',
    (c) => anyOf(c, [['2-6-10', [2, 6, 10]], ['3-7-11', [3, 7, 11]], ['4-8-12', [4, 8, 12]]])),
  nabhasa('vajra', 'NABHASA.VAJRA', 'nabhasa-akriti', '11', 'every benefic (BENEFIC.YOGA) in house 1 or 7 AND Sun, Mars, Saturn in house 4 or 10',
    (c) => benefics7(c).every((g) => [1, 7].includes(houseOf(c, g))) && malefics7.every((g) => [4, 10].includes(houseOf(c, g)))),
  nabhasa('yava', 'NABHASA.YAVA', 'nabhasa-akriti', '11', 'every benefic (BENEFIC.YOGA) in house 4 or 10 AND Sun, Mars, Saturn in house 1 or 7',
    (c) => benefics7(c).every((g) => [4, 10].includes(houseOf(c, g))) && malefics7.every((g) => [1, 7].includes(houseOf(c, g)))),
  nabhasa('kamala', 'NABHASA.KAMALA', 'nabhasa-akriti', '12', 'all seven in the four kendras, each occupied', (c) => confined(c, kendraHouses)),
  nabhasa('vapi', 'NABHASA.VAPI', 'nabhasa-akriti', '12', 'all seven in the panapharas (2, 5, 8, 11) or all in the apoklimas (3, 6, 9, 12)',
    (c) => anyOf(c, [['panaphara', [2, 5, 8, 11], []], ['apoklima', [3, 6, 9, 12], []]])),
  nabhasa('yupa', 'NABHASA.YUPA', 'nabhasa-akriti', '13', 'all seven in houses 1–4', (c) => confined(c, run(1, 4), [])),
  nabhasa('shara', 'NABHASA.SHARA', 'nabhasa-akriti', '13', 'all seven in houses 4–7', (c) => confined(c, run(4, 4), [])),
  nabhasa('shakti', 'NABHASA.SHAKTI', 'nabhasa-akriti', '13', 'all seven in houses 7–10', (c) => confined(c, run(7, 4), [])),
  nabhasa('danda', 'NABHASA.DANDA', 'nabhasa-akriti', '13', 'all seven in houses 10–1', (c) => confined(c, run(10, 4), [])),
  nabhasa('nauka', 'NABHASA.NAUKA', 'nabhasa-akriti', '14', 'the seven occupy the seven houses 1–7, one each', (c) => confined(c, run(1, 7))),
  nabhasa('kuta', 'NABHASA.KUTA', 'nabhasa-akriti', '14', 'the seven occupy the seven houses 4–10, one each', (c) => confined(c, run(4, 7))),
  nabhasa('chhatra', 'NABHASA.CHHATRA', 'nabhasa-akriti', '14', 'the seven occupy the seven houses 7–1, one each', (c) => confined(c, run(7, 7))),
  nabhasa('chapa', 'NABHASA.CHAPA', 'nabhasa-akriti', '14', 'the seven occupy the seven houses 10–4, one each', (c) => confined(c, run(10, 7))),
  nabhasa('ardha-chandra', 'NABHASA.ARDHA_CHANDRA', 'nabhasa-akriti', '14', 'the seven occupy seven consecutive houses, one each, starting from a panaphara or apoklima (2, 3, 5, 6, 8, 9, 11, 12)',
    (c) => [2, 3, 5, 6, 8, 9, 11, 12].filter((s) => confined(c, run(s, 7))).map((s) => `from-${s}`)),
  nabhasa('chakra', 'NABHASA.CHAKRA', 'nabhasa-akriti', '14', 'the seven occupy all six odd houses 1, 3, 5, 7, 9, 11', (c) => confined(c, [1, 3, 5, 7, 9, 11])),
  nabhasa('samudra', 'NABHASA.SAMUDRA', 'nabhasa-akriti', '14', 'the seven occupy all six even houses 2, 4, 6, 8, 10, 12', (c) => confined(c, [2, 4, 6, 8, 10, 12])),
  sankhya('vallaki', 'NABHASA.VALLAKI', 7),
  sankhya('dama', 'NABHASA.DAMA', 6),
  sankhya('pasha', 'NABHASA.PASHA', 5),
  sankhya('kedara', 'NABHASA.KEDARA', 4),
  sankhya('shula', 'NABHASA.SHULA', 3),
  sankhya('yuga', 'NABHASA.YUGA', 2),
  sankhya('gola', 'NABHASA.GOLA', 1),
];
