import { siderealPositions, type BodyId, type SkySettings } from '../../astro/positions.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import {
  degreesInRashi, grahaIds, houseFrom, nakshatraIndexOf, padaOf, rashiIndexOf, type GrahaId,
} from '../core/zodiac.ts';
import { computeBhavas, bhavaOf, type BhavaSet, type HouseSystem } from './bhava.ts';
import { isCombust } from './combustion.ts';
import { dignityOf, type Dignity } from './dignity.ts';

/** The eleven rows of a kundli: the nine grahas, then Uranus and Neptune. */
export const kundliBodyIds = [
  'sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'uranus', 'neptune',
] as const satisfies readonly BodyId[];
export type KundliBodyId = (typeof kundliBodyIds)[number];

/** Where a point sits: sign, degree, nakshatra and pada. */
export interface ZodiacPlacement {
  longitude: number;
  sign: number;
  degreeInSign: number;
  nakshatra: number;
  pada: number;
}

export interface ChartBody extends ZodiacPlacement {
  id: KundliBodyId;
  latitude: number;
  speedDegreesPerDay: number;
  /** Vakri: negative speed; Rahu and Ketu always (`RETRO.SPEED`, nodes always retrograde). */
  retrograde: boolean;
  /** House from the lagna, whole-sign (the rashi chart). */
  house: number;
  /** Bhava of the requested house system. */
  bhava: number;
  combust: boolean;
  /** BPHS dignity; null for Uranus and Neptune, which the classical scheme does not rate. */
  dignity: Dignity | null;
}

export interface NatalChart {
  jdUt: JulianDayUt;
  sky: SkySettings;
  ascendant: ZodiacPlacement;
  mcLongitude: number;
  bodies: Record<KundliBodyId, ChartBody>;
  bhavas: BhavaSet;
}

/** Sign (0 = Aries) and degrees within the sign of each of the nine grahas. */
export interface GrahaPlacements {
  sign: Readonly<Record<GrahaId, number>>;
  degreeInSign: Readonly<Record<GrahaId, number>>;
}

/** The D1 sign and degrees within the sign of the nine grahas of a chart (Uranus and Neptune left out). */
export function grahaPlacements(chart: NatalChart): GrahaPlacements {
  const sign = {} as Record<GrahaId, number>;
  const degreeInSign = {} as Record<GrahaId, number>;
  for (const g of grahaIds) {
    sign[g] = chart.bodies[g].sign;
    degreeInSign[g] = chart.bodies[g].degreeInSign;
  }
  return { sign, degreeInSign };
}

export function placementOf(longitude: number): ZodiacPlacement {
  return {
    longitude,
    sign: rashiIndexOf(longitude),
    degreeInSign: degreesInRashi(longitude),
    nakshatra: nakshatraIndexOf(longitude),
    pada: padaOf(longitude),
  };
}

export interface NatalChartInput {
  jdUt: JulianDayUt;
  latitude: number;
  longitude: number;
  sky: SkySettings;
  houseSystem: HouseSystem;
}

/**
 * The birth chart: sidereal lagna and the eleven bodies with sign, nakshatra, pada, house
 * from the lagna (`CHART.WHOLE_SIGN`), bhava of the house system, retrogression, combustion
 * (`COMBUST.SURYA_SIDDHANTA`) and dignity (`DIGNITY.BPHS`).
 *
 * @throws OutOfRange naming `/houseSystem` for Placidus or Koch inside the polar circles
 */
export function computeNatalChart(input: NatalChartInput): NatalChart {
  const bhavas = computeBhavas(input.jdUt, input.latitude, input.longitude, input.houseSystem, input.sky.ayanamsha);
  const ascendant = placementOf(bhavas.ascendant);
  const positions = siderealPositions(input.jdUt, kundliBodyIds, input.sky);
  const sun = positions.sun.longitude;
  const bodies = {} as Record<KundliBodyId, ChartBody>;
  for (const id of kundliBodyIds) {
    const p = positions[id];
    const isNode = id === 'rahu' || id === 'ketu';
    const isGraha = id !== 'uranus' && id !== 'neptune';
    const retrograde = isNode || p.speedDegreesPerDay < 0;
    const placement = placementOf(p.longitude);
    bodies[id] = {
      id,
      ...placement,
      latitude: p.latitude,
      speedDegreesPerDay: p.speedDegreesPerDay,
      retrograde,
      house: houseFrom(ascendant.sign, placement.sign),
      bhava: bhavaOf(bhavas, p.longitude),
      combust: isGraha ? isCombust(id as GrahaId, p.longitude, retrograde, sun) : false,
      dignity: isGraha ? dignityOf(id as GrahaId, p.longitude) : null,
    };
  }
  return { jdUt: input.jdUt, sky: input.sky, ascendant, mcLongitude: bhavas.mc, bodies, bhavas };
}
