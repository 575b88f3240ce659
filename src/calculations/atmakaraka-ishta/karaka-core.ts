/** The Jaimini core both Jaimini endpoints share: karakas, karakamsa, D9 placements, ishta. */
import { vargaDegreeInSign, vargaSign } from '../../jyotish/chart/vargas.ts';
import { grahaIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import { charaKarakas, type CharaKaraka, type KarakaScheme } from '../../jyotish/jaimini/karakas.ts';
import { ishtaIndicator, type IshtaIndicator } from '../../jyotish/jaimini/ishta.ts';
import type { GrahaPlacements } from '../../jyotish/jaimini-strength.ts';
import type { ResolvedNatal } from '../shared/natal.ts';

export interface KarakaCore {
  scheme: KarakaScheme;
  karakas: CharaKaraka[];
  atmakaraka: CharaKaraka;
  karakamsa: number;
  d1: GrahaPlacements;
  d9: GrahaPlacements;
  ishta: IshtaIndicator;
}

export function computeKarakaCore(natal: ResolvedNatal, scheme: KarakaScheme): KarakaCore {
  const bodies = natal.chart.bodies;
  const longitudes = {} as Record<GrahaId, number>;
  const d1 = { sign: {} as Record<GrahaId, number>, degreeInSign: {} as Record<GrahaId, number> };
  const d9 = { sign: {} as Record<GrahaId, number>, degreeInSign: {} as Record<GrahaId, number> };
  for (const g of grahaIds) {
    const lon = bodies[g].longitude;
    longitudes[g] = lon;
    d1.sign[g] = bodies[g].sign;
    d1.degreeInSign[g] = bodies[g].degreeInSign;
    d9.sign[g] = vargaSign(lon, 9);
    d9.degreeInSign[g] = vargaDegreeInSign(lon, 9);
  }
  const karakas = charaKarakas(longitudes, scheme);
  const atmakaraka = karakas[0];
  const karakamsa = d9.sign[atmakaraka.graha];
  return { scheme, karakas, atmakaraka, karakamsa, d1, d9, ishta: ishtaIndicator(d9, karakamsa) };
}
