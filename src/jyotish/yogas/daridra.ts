/**
 * The poverty (Daridra) yogas of BPHS ch. 42 in the numbered form B. V. Raman gives them in
 * *Three Hundred Important Combinations* (nos. 144–153, which follow BPHS 42.2–9), and the
 * verses of BPHS 42 that Raman's list leaves out (42.5 in its own wording, 42.7, 42.10, 42.16).
 * "Maraka lords" are the lords of the 2nd and 7th from the lagna; "joined or aspected" is the
 * same sign or full graha drishti (`DRISHTI.BPHS_SIGN`); malefics are the natural malefics.
 */
import { rashiLord, type GrahaId } from '../core/zodiac.ts';
import {
  aspects, conjoined, debilitated, houseOf, inEnemySign, inHouse, isDusthana, joinsOrAspects, lordOf, naturalMalefics, type YogaChart,
} from './chart.ts';
import { placements, uniq, verdict, yoga } from './define.ts';
import { both, bphs, raman } from './sources.ts';
import type { YogaRule, YogaVerdict } from './types.ts';

/** A Daridra record whose verdict is the conjunction of `conditions` over the grahas it names. */
function daridra(id: string, ruleId: string, source: string, predicate: string, conditions: (c: YogaChart) => boolean[], grahas: (c: YogaChart) => GrahaId[]): YogaRule {
  return yoga({
    id, ruleId, family: 'daridra', source, predicate,
    evaluate: (c): YogaVerdict => {
      const gs = uniq(grahas(c));
      return verdict(conditions(c).every(Boolean), placements(c, gs), { grahas: gs, houses: uniq(gs.map((g) => houseOf(c, g))) });
    },
  });
}

const marakaLords = (c: YogaChart): GrahaId[] => uniq([lordOf(c, 2), lordOf(c, 7)]);
const trikLords = (c: YogaChart): GrahaId[] => uniq([lordOf(c, 6), lordOf(c, 8), lordOf(c, 12)]);
/** Some graha of `by` joins (same sign) or fully aspects `g` (a graha never influences itself). */
const touchedBy = (c: YogaChart, g: GrahaId, by: readonly GrahaId[]) => by.some((a) => joinsOrAspects(c, a, g));
/** Lord of the navamsa (D9) lagna. */
export const navamsaLagnaLord = (c: YogaChart) => rashiLord[c.view.navamsa.lagna];

export const daridraYogas: YogaRule[] = [
  daridra('daridra-144', 'DARIDRA.BPHS42.144', both(bphs(42, '2'), raman(144)),
    'lagna lord in house 12 AND lord 12 in house 1 AND lord 7 joins or aspects either of them',
    (c) => [houseOf(c, lordOf(c, 1)) === 12, houseOf(c, lordOf(c, 12)) === 1, touchedBy(c, lordOf(c, 1), [lordOf(c, 7)]) || touchedBy(c, lordOf(c, 12), [lordOf(c, 7)])],
    (c) => [lordOf(c, 1), lordOf(c, 12), lordOf(c, 7)]),
  daridra('daridra-145', 'DARIDRA.BPHS42.145', both(bphs(42, '3'), raman(145)),
    'lagna lord in house 6 AND lord 6 in house 1 AND the Moon aspected by lord 2 or lord 7',
    (c) => [houseOf(c, lordOf(c, 1)) === 6, houseOf(c, lordOf(c, 6)) === 1, marakaLords(c).some((m) => aspects(c, m, 'moon'))],
    (c) => [lordOf(c, 1), lordOf(c, 6), 'moon', ...marakaLords(c)]),
  daridra('daridra-146', 'DARIDRA.BPHS42.146', both(bphs(42, '4'), raman(146)),
    'the Moon and Ketu in house 1',
    (c) => [houseOf(c, 'moon') === 1, houseOf(c, 'ketu') === 1], () => ['moon', 'ketu']),
  daridra('daridra-147', 'DARIDRA.BPHS42.147', both(bphs(42, '4'), raman(147)),
    'lagna lord in house 8 AND joined or aspected by lord 2 or lord 7',
    (c) => [houseOf(c, lordOf(c, 1)) === 8, touchedBy(c, lordOf(c, 1), marakaLords(c))],
    (c) => [lordOf(c, 1), ...marakaLords(c)]),
  daridra('daridra-148', 'DARIDRA.BPHS42.148', both(bphs(42, '5'), raman(148)),
    'lagna lord in house 6, 8 or 12 AND a natural malefic in its sign AND lord 2 or lord 7 joins or aspects it',
    (c) => [isDusthana(houseOf(c, lordOf(c, 1))), naturalMalefics.some((m) => conjoined(c, m, lordOf(c, 1))), touchedBy(c, lordOf(c, 1), marakaLords(c))],
    (c) => [lordOf(c, 1), ...naturalMalefics.filter((m) => conjoined(c, m, lordOf(c, 1))), ...marakaLords(c)]),
  daridra('daridra-149', 'DARIDRA.BPHS42.149', both(bphs(42, '6'), raman(149)),
    'lagna lord joined or aspected by lord 6, 8 or 12 AND fully aspected by a natural malefic',
    (c) => [touchedBy(c, lordOf(c, 1), trikLords(c)), naturalMalefics.some((m) => aspects(c, m, lordOf(c, 1)))],
    (c) => [lordOf(c, 1), ...trikLords(c)]),
  daridra('daridra-150', 'DARIDRA.BPHS42.150', both(bphs(42), raman(150)),
    'lord 5 in the sign of lord 6, 8 or 12 AND no benefic (BENEFIC.YOGA) joins or aspects lord 5',
    (c) => [trikLords(c).some((t) => conjoined(c, t, lordOf(c, 5))), !touchedBy(c, lordOf(c, 5), c.benefics)],
    (c) => [lordOf(c, 5), ...trikLords(c)]),
  daridra('daridra-151', 'DARIDRA.BPHS42.151', both(bphs(42), raman(151)),
    'lord 5 in house 6 or 10 AND aspected by a lord of house 2, 6, 7, 8 or 12',
    (c) => [[6, 10].includes(houseOf(c, lordOf(c, 5))), [2, 6, 7, 8, 12].some((h) => aspects(c, lordOf(c, h), lordOf(c, 5)))],
    (c) => [lordOf(c, 5), ...[2, 6, 7, 8, 12].map((h) => lordOf(c, h))]),
  daridra('daridra-152', 'DARIDRA.BPHS42.152', both(bphs(42, '8'), raman(152)),
    'a natural malefic that does not own house 9 or 10 in house 1 AND joined or aspected by lord 2 or lord 7',
    (c) => [inHouse(c, 1, naturalMalefics).some((m) => m !== lordOf(c, 9) && m !== lordOf(c, 10) && touchedBy(c, m, marakaLords(c)))],
    (c) => [...inHouse(c, 1, naturalMalefics), ...marakaLords(c)]),
  daridra('daridra-153', 'DARIDRA.BPHS42.153', both(bphs(42, '9'), raman(153)),
    'the lords of the lagna and of the navamsa lagna each in house 6, 8 or 12 AND each joined or aspected by lord 2 and by lord 7',
    (c) => [lordOf(c, 1), navamsaLagnaLord(c)].flatMap((g) => [isDusthana(houseOf(c, g)), touchedBy(c, g, [lordOf(c, 2)]), touchedBy(c, g, [lordOf(c, 7)])]),
    (c) => [lordOf(c, 1), navamsaLagnaLord(c), ...marakaLords(c)]),
  daridra('daridra-bphs-5', 'DARIDRA.BPHS42.5', bphs(42, '5'),
    'lagna lord in house 6, 8 or 12 with a natural malefic AND lord 2 debilitated or in an enemy’s sign (REL.BPHS)',
    (c) => [isDusthana(houseOf(c, lordOf(c, 1))), naturalMalefics.some((m) => conjoined(c, m, lordOf(c, 1))), debilitated(c, lordOf(c, 2)) || inEnemySign(c, lordOf(c, 2))],
    (c) => [lordOf(c, 1), lordOf(c, 2), ...naturalMalefics.filter((m) => conjoined(c, m, lordOf(c, 1)))]),
  daridra('daridra-bphs-7', 'DARIDRA.BPHS42.7', bphs(42, '7'),
    'lord 5 in house 6 AND lord 9 in house 12 AND each aspected by lord 2 or lord 7',
    (c) => [houseOf(c, lordOf(c, 5)) === 6, houseOf(c, lordOf(c, 9)) === 12, ...[lordOf(c, 5), lordOf(c, 9)].map((g) => marakaLords(c).some((m) => aspects(c, m, g)))],
    (c) => [lordOf(c, 5), lordOf(c, 9), ...marakaLords(c)]),
  daridra('daridra-bphs-10', 'DARIDRA.BPHS42.10', bphs(42, '10'),
    'the lord of the Moon’s navamsa sign joined by lord 2 or lord 7, or standing in house 2 or 7',
    (c) => {
      const l = rashiLord[c.view.navamsa.moon];
      return [marakaLords(c).some((m) => conjoined(c, m, l)) || [2, 7].includes(houseOf(c, l))];
    },
    (c) => [rashiLord[c.view.navamsa.moon], ...marakaLords(c)]),
  daridra('daridra-bphs-16', 'DARIDRA.BPHS42.16', bphs(42, '16'),
    'Mars and Saturn both in house 2',
    (c) => [houseOf(c, 'mars') === 2, houseOf(c, 'saturn') === 2], () => ['mars', 'saturn']),
];

