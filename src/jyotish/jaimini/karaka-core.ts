/**
 * The Jaimini core both Jaimini endpoints share (pure): the chara karakas, the Atmakaraka and
 * its karakamsa, the D1 and D9 placements of the nine grahas, and the Ishta devata indicator.
 */
import { grahaPlacements, type GrahaPlacements, type NatalChart } from '../chart/natal-chart.ts';
import { vargaDegreeInSign, vargaSign } from '../chart/vargas.ts';
import { grahaIds, type GrahaId } from '../core/zodiac.ts';
import { ishtaIndicator, type IshtaIndicator } from './ishta.ts';
import { charaKarakas, type CharaKaraka, type KarakaScheme } from './karakas.ts';

export interface KarakaCore {
  scheme: KarakaScheme;
  karakas: CharaKaraka[];
  atmakaraka: CharaKaraka;
  /** D9 sign (0-based) of the Atmakaraka. */
  karakamsa: number;
  d1: GrahaPlacements;
  d9: GrahaPlacements;
  ishta: IshtaIndicator;
}

/** Navamsa (D9, `VARGA.PARASHARA`) sign and degrees within that sign of the nine grahas. */
export function navamsaPlacements(chart: NatalChart): GrahaPlacements {
  const sign = {} as Record<GrahaId, number>;
  const degreeInSign = {} as Record<GrahaId, number>;
  for (const g of grahaIds) {
    sign[g] = vargaSign(chart.bodies[g].longitude, 9);
    degreeInSign[g] = vargaDegreeInSign(chart.bodies[g].longitude, 9);
  }
  return { sign, degreeInSign };
}

/** The karakas of `scheme` (`KARAKA.8` or `KARAKA.7`), the karakamsa and the ishta indicator of a chart. Never throws. */
export function computeKarakaCore(chart: NatalChart, scheme: KarakaScheme): KarakaCore {
  const longitudes = {} as Record<GrahaId, number>;
  for (const g of grahaIds) longitudes[g] = chart.bodies[g].longitude;
  const d9 = navamsaPlacements(chart);
  const karakas = charaKarakas(longitudes, scheme);
  const atmakaraka = karakas[0];
  const karakamsa = d9.sign[atmakaraka.graha];
  return { scheme, karakas, atmakaraka, karakamsa, d1: grahaPlacements(chart), d9, ishta: ishtaIndicator(d9, karakamsa) };
}
