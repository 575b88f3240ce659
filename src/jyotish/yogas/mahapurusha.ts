/**
 * The five Mahapurusha yogas (BPHS ch. 75; VAIA 11.4; Phaladeepika 6.1): Mars, Mercury,
 * Jupiter, Venus or Saturn in its own or exaltation sign (the moolatrikona signs of these five
 * are among their own signs) and in a kendra from the lagna. The from-the-Moon count is a
 * reported variant (`PMP.FROM_MOON_TOO`).
 */
import type { SevenGrahaId } from '../core/zodiac.ts';
import { houseOf, isKendra, ownOrExalted } from './chart.ts';
import { at, dig, verdict, yoga } from './define.ts';
import { both, bphs, phaladeepika, vaia } from './sources.ts';
import type { YogaRule } from './types.ts';

const source = both(bphs(75), vaia('11.4'), phaladeepika(6, '1'));

function mahapurusha(id: string, ruleId: string, g: SevenGrahaId, signs: string): YogaRule {
  return yoga({
    id, ruleId, family: 'mahapurusha', source,
    predicate: `${g} in own or exaltation sign (${signs}) AND house(${g}) ∈ {1,4,7,10}`,
    evaluate: (c) => {
      const strongSign = ownOrExalted(c, g);
      const fromLagna = isKendra(houseOf(c, g));
      const fromMoon = isKendra(houseOf(c, g, 'moon'));
      return verdict(strongSign && fromLagna, [at(c, g), dig(c, g)], {
        grahas: [g], houses: [houseOf(c, g)],
        variants: [{ ruleId: 'PMP.FROM_MOON_TOO', satisfied: strongSign && (fromLagna || fromMoon), facts: [at(c, g, 'moon')] }],
      });
    },
  });
}

export const mahapurushaYogas: YogaRule[] = [
  mahapurusha('ruchaka', 'PMP.RUCHAKA', 'mars', 'Ar, Sc, Cp'),
  mahapurusha('bhadra', 'PMP.BHADRA', 'mercury', 'Ge, Vi'),
  mahapurusha('hamsa', 'PMP.HAMSA', 'jupiter', 'Sg, Pi, Cn'),
  mahapurusha('malavya', 'PMP.MALAVYA', 'venus', 'Ta, Li, Pi'),
  mahapurusha('shasha', 'PMP.SHASHA', 'saturn', 'Cp, Aq, Li'),
];
