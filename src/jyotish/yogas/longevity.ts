/**
 * Yogas of longevity: the Balarishta (danger-in-childhood) combinations of BPHS ch. 9 and
 * Varahamihira's *Brihat Jataka* ch. 6, each cancelled by the Arishta-bhanga rules of BPHS ch. 10
 * (each its own rule id), and the Alpayu / Madhyayu / Dirghayu placements of Phaladeepika
 * ch. 13 v. 15 and the long-life combination of Phaladeepika ch. 16 v. 2. They are reported as
 * classical combinations for study: the texts themselves weigh them against the whole chart.
 */
import type { GrahaId } from '../core/zodiac.ts';
import {
  aspects, aspectsSign, conjoined, debilitated, houseOf, inHouse, isKendra, isTrikona, kendras, lordOf, naturalMalefics, ownOrExalted, type YogaChart,
} from './chart.ts';
import { at, cancellation, placements, uniq, verdict, yoga } from './define.ts';
import { both, bphs, phaladeepika } from './sources.ts';
import type { CancellationRule, YogaRule, YogaVerdict } from './types.ts';

const brihatJataka = (stanza: string) => `Varahamihira, Brihat Jataka ch. 6, v. ${stanza}`;
const naturalBenefics: readonly GrahaId[] = ['mercury', 'jupiter', 'venus'];

const beneficInKendra = (c: YogaChart) => kendras.some((h) => inHouse(c, h, c.benefics).length > 0);
const beneficAspects = (c: YogaChart, g: GrahaId) => c.benefics.some((b) => aspects(c, b, g));
const maleficsWith = (c: YogaChart, g: GrahaId) => naturalMalefics.filter((m) => conjoined(c, m, g));
const maleficsIn = (c: YogaChart, h: number, from?: GrahaId) => inHouse(c, h, naturalMalefics, from);

/** The Arishta-bhanga rules of BPHS ch. 10 (vv. 2–6); each cancels every Balarishta yoga. */
export const arishtaBhanga: readonly CancellationRule[] = [
  cancellation('ARISHTA_BHANGA.BENEFIC_KENDRA', bphs(10, '2'), 'Mercury, Jupiter or Venus in house 1, 4, 7 or 10', (c) => {
    const gs = naturalBenefics.filter((g) => isKendra(houseOf(c, g)));
    return { holds: gs.length > 0, facts: placements(c, naturalBenefics) };
  }),
  cancellation('ARISHTA_BHANGA.JUPITER_LAGNA', bphs(10, '3'), 'Jupiter in house 1 and not debilitated (STRONG.YOGA)', (c) => ({
    holds: houseOf(c, 'jupiter') === 1 && !debilitated(c, 'jupiter'), facts: [at(c, 'jupiter')],
  })),
  cancellation('ARISHTA_BHANGA.LAGNA_LORD_KENDRA', bphs(10, '4'), 'the lagna lord in house 1, 4, 7 or 10 and not debilitated (STRONG.YOGA)', (c) => ({
    holds: isKendra(houseOf(c, lordOf(c, 1))) && !debilitated(c, lordOf(c, 1)), facts: [at(c, lordOf(c, 1))],
  })),
  cancellation('ARISHTA_BHANGA.PAKSHA', bphs(10, '5'), '(night birth with a waxing Moon OR day birth with a waning Moon) AND a benefic (BENEFIC.YOGA) fully aspects house 1', (c) => ({
    holds: c.dayBirth !== c.moonWaxing && c.benefics.some((b) => aspectsSign(c, b, c.lagna)),
    facts: placements(c, ['sun', 'moon', ...c.benefics]),
  })),
  cancellation('ARISHTA_BHANGA.LIBRA_SUN_12', bphs(10, '6'), 'lagna Libra AND the Sun in house 12', (c) => ({
    holds: c.lagna === 6 && houseOf(c, 'sun') === 12, facts: [at(c, 'sun')],
  })),
];

/** A Balarishta record: formed when all `conditions` hold; cancelled by any Arishta-bhanga rule. */
function balarishta(id: string, ruleId: string, source: string, predicate: string, conditions: (c: YogaChart) => boolean[], grahas: (c: YogaChart) => GrahaId[]): YogaRule {
  return yoga({
    id, ruleId, family: 'longevity', source, predicate: `${predicate}; cancelled by ARISHTA_BHANGA.*`, cancellations: arishtaBhanga,
    evaluate: (c): YogaVerdict => {
      const gs = uniq(grahas(c));
      return verdict(conditions(c).every(Boolean), placements(c, gs), { grahas: gs, houses: uniq(gs.map((g) => houseOf(c, g))) });
    },
  });
}

/** An Ayu record of Phaladeepika 13.15: the lagna lord and every benefic in the given houses. */
function ayu(id: string, ruleId: string, houses: readonly number[], label: string): YogaRule {
  return yoga({
    id, ruleId, family: 'longevity', source: phaladeepika(13, '15'),
    predicate: `the lagna lord and every benefic (BENEFIC.YOGA) in houses ${houses.join(', ')} (${label})`,
    evaluate: (c) => {
      const gs = uniq([lordOf(c, 1), ...c.benefics]);
      return verdict(gs.every((g) => houses.includes(houseOf(c, g))), placements(c, gs), { grahas: gs, houses: uniq(gs.map((g) => houseOf(c, g))) });
    },
  });
}

export const longevityYogas: YogaRule[] = [
  balarishta('balarishta-moon-dusthana', 'BALARISHTA.MOON_DUSTHANA', both(bphs(9), brihatJataka('6')),
    'the Moon in house 6, 8 or 12 AND joined or fully aspected by a natural malefic',
    (c) => [[6, 8, 12].includes(houseOf(c, 'moon')), naturalMalefics.some((m) => conjoined(c, m, 'moon') || aspects(c, m, 'moon'))],
    (c) => ['moon', ...naturalMalefics.filter((m) => conjoined(c, m, 'moon') || aspects(c, m, 'moon'))]),
  balarishta('balarishta-malefics-1-7', 'BALARISHTA.MALEFICS_1_7', brihatJataka('3'),
    'a natural malefic in house 1 AND one in house 7 AND the Moon with a natural malefic AND no benefic (BENEFIC.YOGA) aspects the Moon',
    (c) => [maleficsIn(c, 1).length > 0, maleficsIn(c, 7).length > 0, maleficsWith(c, 'moon').length > 0, !beneficAspects(c, 'moon')],
    (c) => ['moon', ...maleficsIn(c, 1), ...maleficsIn(c, 7), ...maleficsWith(c, 'moon')]),
  balarishta('balarishta-waning-moon-12', 'BALARISHTA.WANING_MOON_12', brihatJataka('4'),
    'the waning Moon in house 12 AND natural malefics in houses 1 and 8 AND no benefic (BENEFIC.YOGA) in a kendra',
    (c) => [!c.moonWaxing, houseOf(c, 'moon') === 12, maleficsIn(c, 1).length > 0, maleficsIn(c, 8).length > 0, !beneficInKendra(c)],
    (c) => ['moon', ...maleficsIn(c, 1), ...maleficsIn(c, 8)]),
  balarishta('balarishta-moon-malefic-7-8-12', 'BALARISHTA.MOON_MALEFIC_7_8_12', brihatJataka('5'),
    'the Moon with a natural malefic in house 7, 8 or 12 AND no benefic (BENEFIC.YOGA) in a kendra AND none aspects the Moon',
    (c) => [[7, 8, 12].includes(houseOf(c, 'moon')), maleficsWith(c, 'moon').length > 0, !beneficInKendra(c), !beneficAspects(c, 'moon')],
    (c) => ['moon', ...maleficsWith(c, 'moon')]),
  balarishta('balarishta-waning-moon-lagna', 'BALARISHTA.WANING_MOON_LAGNA', both(bphs(9), brihatJataka('7')),
    'the waning Moon in house 1 AND a natural malefic in house 8 or in a kendra (4, 7, 10)',
    (c) => [!c.moonWaxing, houseOf(c, 'moon') === 1, [8, 4, 7, 10].some((h) => maleficsIn(c, h).length > 0)],
    (c) => ['moon', ...[8, 4, 7, 10].flatMap((h) => maleficsIn(c, h))]),
  balarishta('balarishta-moon-hemmed', 'BALARISHTA.MOON_HEMMED', brihatJataka('7'),
    'the Moon in house 4, 7 or 8 AND natural malefics in the 2nd and the 12th from the Moon',
    (c) => [[4, 7, 8].includes(houseOf(c, 'moon')), maleficsIn(c, 2, 'moon').length > 0, maleficsIn(c, 12, 'moon').length > 0],
    (c) => ['moon', ...maleficsIn(c, 2, 'moon'), ...maleficsIn(c, 12, 'moon')]),
  balarishta('balarishta-moon-last-navamsa', 'BALARISHTA.MOON_LAST_NAVAMSA', brihatJataka('8'),
    'the Moon in the last navamsa of its sign (26°40′–30°) AND natural malefics in houses 5 and 9 AND no benefic (BENEFIC.YOGA) aspects house 5 or 9',
    (c) => [c.view.longitude.moon % 30 >= 80 / 3, maleficsIn(c, 5).length > 0, maleficsIn(c, 9).length > 0,
      !c.benefics.some((b) => aspectsSign(c, b, (c.lagna + 4) % 12) || aspectsSign(c, b, (c.lagna + 8) % 12))],
    (c) => ['moon', ...maleficsIn(c, 5), ...maleficsIn(c, 9)]),
  ayu('dirghayu', 'AYU.PD13.DIRGHA', kendras, 'kendras'),
  ayu('madhyayu', 'AYU.PD13.MADHYA', [2, 5, 8, 11], 'panapharas'),
  ayu('alpayu', 'AYU.PD13.ALPA', [3, 6, 9, 12], 'apoklimas'),
  yoga({
    id: 'purnayu', ruleId: 'AYU.PD16.PURNA', family: 'longevity', source: phaladeepika(16, '2'),
    predicate: 'the lagna lord in a kendra or trikona, in its own or exaltation sign and not combust AND lord 8 not in a kendra AND a benefic (BENEFIC.YOGA) in house 1',
    evaluate: (c) => {
      const l1 = lordOf(c, 1);
      const l8 = lordOf(c, 8);
      const h = houseOf(c, l1);
      const inLagna = inHouse(c, 1, c.benefics);
      const ok = (isKendra(h) || isTrikona(h)) && ownOrExalted(c, l1) && !c.view.chart.bodies[l1].combust && !isKendra(houseOf(c, l8)) && inLagna.length > 0;
      const gs = uniq([l1, l8, ...inLagna]);
      return verdict(ok, placements(c, gs), { grahas: gs, houses: uniq(gs.map((g) => houseOf(c, g))) });
    },
  }),
];
