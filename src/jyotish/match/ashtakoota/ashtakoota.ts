/**
 * Ashtakoota, the North Indian 36-point match (`ASHTA.NORTH`, matching.md §1): the eight
 * kootas of the two Moons, the total, its band, and the nadi and bhakoot doshas with their
 * exceptions (`MATCH.EXC_STD`). Pure: Moon placements in, ids and numbers out.
 */
import type { MatchMoon } from '../moon.ts';
import type { MatchVariants } from '../variants.ts';
import { ashtakootaBand, type AshtakootaBandId } from './bands.ts';
import { bhakootKoota, type BhakootKoota } from './bhakoot.ts';
import { bhakootDosha, nadiDosha, type BhakootExceptionId, type DoshaCheck, type NadiExceptionId } from './exceptions.ts';
import { ganaKoota, type GanaKoota } from './gana.ts';
import { grahaMaitriKoota, type GrahaMaitriKoota } from './graha-maitri.ts';
import { nadiKoota, type NadiKoota } from './nadi.ts';
import { taraKoota, type TaraKoota } from './tara.ts';
import { varnaKoota, type VarnaKoota } from './varna.ts';
import { vashyaKoota, type VashyaKoota } from './vashya.ts';
import { yoniKoota, type YoniKoota } from './yoni.ts';

/** The kootas in their classical order (1 Varna … 8 Nadi). */
export const kootaIds = ['varna', 'vashya', 'tara', 'yoni', 'graha-maitri', 'gana', 'bhakoot', 'nadi'] as const;
export type KootaId = (typeof kootaIds)[number];

/** Maximum points of each koota (1 … 8, total 36). */
export const kootaMaximum: Record<KootaId, number> = {
  varna: 1, vashya: 2, tara: 3, yoni: 4, 'graha-maitri': 5, gana: 6, bhakoot: 7, nadi: 8,
};

export interface Ashtakoota {
  varna: VarnaKoota;
  vashya: VashyaKoota;
  tara: TaraKoota;
  yoni: YoniKoota;
  grahaMaitri: GrahaMaitriKoota;
  gana: GanaKoota;
  bhakoot: BhakootKoota;
  nadi: NadiKoota;
  /** Sum of the raw koota points, 0…36 in half points. */
  total: number;
  band: AshtakootaBandId;
  nadiDosha: DoshaCheck<NadiExceptionId>;
  bhakootDosha: DoshaCheck<BhakootExceptionId>;
  /** Total with the points of cancelled doshas restored. */
  adjustedTotal: number;
  adjustedBand: AshtakootaBandId;
}

/** Points of one koota from the combined result. */
export function kootaPoints(a: Ashtakoota, id: KootaId): number {
  return id === 'graha-maitri' ? a.grahaMaitri.points : a[id].points;
}

/**
 * The ashtakoota of a groom's and a bride's Moon under the selected variants.
 * Microseconds: no ephemeris, only table look-ups.
 */
export function computeAshtakoota(groom: MatchMoon, bride: MatchMoon, variants: MatchVariants): Ashtakoota {
  const varna = varnaKoota(groom.sign, bride.sign, variants.varna);
  const vashya = vashyaKoota(groom, bride, variants.vashya);
  const tara = taraKoota(groom.nakshatra, bride.nakshatra);
  const yoni = yoniKoota(groom.nakshatra, bride.nakshatra, variants.yoniHorseDeer);
  const grahaMaitri = grahaMaitriKoota(groom.sign, bride.sign);
  const gana = ganaKoota(groom.nakshatra, bride.nakshatra, variants.gana);
  const bhakoot = bhakootKoota(groom.sign, bride.sign);
  const nadi = nadiKoota(groom.nakshatra, bride.nakshatra);
  const total =
    varna.points + vashya.points + tara.points + yoni.points + grahaMaitri.points + gana.points + bhakoot.points + nadi.points;
  const nd = nadiDosha(groom, bride, nadi.points, variants.nadiException);
  const bd = bhakootDosha(groom.sign, bride.sign, bhakoot.points);
  const adjustedTotal = total + nd.restoredPoints + bd.restoredPoints;
  return {
    varna, vashya, tara, yoni, grahaMaitri, gana, bhakoot, nadi,
    total,
    band: ashtakootaBand(total),
    nadiDosha: nd,
    bhakootDosha: bd,
    adjustedTotal,
    adjustedBand: ashtakootaBand(adjustedTotal),
  };
}
