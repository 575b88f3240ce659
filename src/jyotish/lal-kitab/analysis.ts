/**
 * The whole Lal Kitab reading of one birth chart as ids and numbers: houses, dignity, aspects
 * cast and received, sleeping houses and grahas, and the debts, under the declared variants.
 * Pure: the nine D1 signs and the lagna sign in, plain data out.
 */
import { grahaIds, type GrahaId } from '../core/zodiac.ts';
import { lkDignityOf, type LkDignity, type LkDignityVariant } from './dignity.ts';
import { aspectsFromHouse, aspectsOnHouse, type LkAspectKind, type LkDrishtiVariant } from './drishti.ts';
import { lalKitabHouses, occupantsByHouse, type LkHouse, type LkPlacement } from './houses.ts';
import { evaluateRins, type LkRinFinding } from './rin.ts';
import { sleepingGrahas, sleepingHouses, type LkGrahaSleep } from './sleep.ts';

export interface LkVariants {
  dignity: LkDignityVariant;
  drishti: LkDrishtiVariant;
}

/** One aspect as seen from a graha: the other house, its occupants and the aspect's strength. */
export interface LkGrahaAspect {
  house: LkHouse;
  kind: LkAspectKind;
  strengthPercent: number | null;
  /** Grahas in the other house (the aspected ones when cast, the casting ones when received). */
  grahas: GrahaId[];
}

export interface LkGrahaReading {
  id: GrahaId;
  house: LkHouse;
  dignity: LkDignity;
  sleep: LkGrahaSleep;
  /** Every aspect of its house, occupied target or not. */
  aspectsCast: LkGrahaAspect[];
  /** Aspects from occupied houses only (an empty house casts nothing). */
  aspectsReceived: LkGrahaAspect[];
}

export interface LkAnalysis {
  placement: LkPlacement;
  /** Grahas per house, index 0 = house 1. */
  occupants: GrahaId[][];
  grahas: Record<GrahaId, LkGrahaReading>;
  sleepingHouses: LkHouse[];
  rins: LkRinFinding[];
}

/** The reading of a placement (Lal Kitab houses of the nine grahas) under the variants. */
export function analysePlacement(placement: LkPlacement, variants: LkVariants): LkAnalysis {
  const occupants = occupantsByHouse(placement);
  const sleep = sleepingGrahas(placement, occupants, variants.dignity, variants.drishti);
  const grahas = {} as Record<GrahaId, LkGrahaReading>;
  for (const g of grahaIds) {
    const h = placement[g];
    grahas[g] = {
      id: g,
      house: h,
      dignity: lkDignityOf(g, h, variants.dignity),
      sleep: sleep[g],
      aspectsCast: aspectsFromHouse(h, variants.drishti).map((a) => ({
        house: a.to, kind: a.kind, strengthPercent: a.strengthPercent, grahas: occupants[a.to - 1],
      })),
      aspectsReceived: aspectsOnHouse(h, variants.drishti)
        .filter((a) => occupants[a.from - 1].length > 0)
        .map((a) => ({ house: a.from, kind: a.kind, strengthPercent: a.strengthPercent, grahas: occupants[a.from - 1] })),
    };
  }
  return {
    placement,
    occupants,
    grahas,
    sleepingHouses: sleepingHouses(occupants, variants.drishti),
    rins: evaluateRins(placement),
  };
}

/**
 * The Lal Kitab reading of a birth chart.
 * @param lagnaSign 0-based sign of the real ascendant
 * @param signs 0-based D1 sign of each graha
 */
export function analyseLalKitab(lagnaSign: number, signs: Readonly<Record<GrahaId, number>>, variants: LkVariants): LkAnalysis {
  return analysePlacement(lalKitabHouses(lagnaSign, signs), variants);
}
