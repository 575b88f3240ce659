/**
 * Rule records of the variants the catalogue reports beside a yoga's deciding rule (they never
 * decide it): Gaja Kesari's basic and BPHS forms, the Mahapurusha count from the Moon, the
 * five Neecha Bhanga conditions and Mahabhagya's female form.
 */
import type { RuleRecord } from '../rules/types.ts';
import { both, bphs, phaladeepika, vaia } from './sources.ts';

const v = (ruleId: string, source: string, predicate: string): RuleRecord => ({ ruleId, source, classical: true, predicate, contentKey: `yoga.variant.${ruleId}` });

export const yogaVariantRules: Record<string, RuleRecord> = {
  'GK.BASIC': v('GK.BASIC', phaladeepika(6), 'house(Jupiter from Moon) ∈ {1,4,7,10}'),
  'GK.BPHS': v('GK.BPHS', bphs(36, '3–4'), 'house(Jupiter from lagna or Moon) ∈ {1,4,7,10} AND Jupiter joined or aspected by a benefic (Mercury, Venus, waxing Moon) AND not debilitated, combust or in an enemy’s sign'),
  'PMP.FROM_MOON_TOO': v('PMP.FROM_MOON_TOO', 'Variant of the Pancha Mahapurusha rule counting kendras from the Moon as well', 'graha in own or exaltation sign AND house(graha from lagna or Moon) ∈ {1,4,7,10}'),
  NB1: v('NB1', phaladeepika(7), 'lord of the debilitation sign in a kendra from the lagna or the Moon'),
  NB2: v('NB2', phaladeepika(7), 'the graha exalted in the debilitation sign in a kendra from the lagna or the Moon'),
  NB3: v('NB3', phaladeepika(7), 'lord of the graha’s exaltation sign in a kendra from the lagna or the Moon'),
  NB4: v('NB4', phaladeepika(7), 'the debilitated graha aspected by the lord of its debilitation sign'),
  NB5: v('NB5', phaladeepika(7), 'the debilitated graha exalted in the navamsa (D9)'),
  'NAMED.MAHABHAGYA.FEMALE': v('NAMED.MAHABHAGYA.FEMALE', both(vaia('11.6')), 'night birth (the Sun in houses 1–6) AND lagna, Sun and Moon in even signs'),
};
