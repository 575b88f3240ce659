/**
 * The KP chart of a moment and place (kp.md §1, §4): Placidus cusps (sidereal, KP ayanamsha
 * unless another is asked) either from the real ARMC of the moment (natal chart) or from the
 * ARMC that raises the querent's horary row (horary chart), and the nine grahas at the moment
 * with their sign, star, sub and sub-sub lords and Placidus house.
 */
import {
  armcAt, armcForSiderealAscendant, houseFrame, placidusCuspsFromArmc, requirePlacidusLatitude,
  type ArmcSearch, type HouseFrame,
} from '../../astro/houses-armc.ts';
import { siderealPositions, type SkySettings } from '../../astro/positions.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import { grahaIds, type GrahaId } from '../core/zodiac.ts';
import { houseLords, placidusHouseOf } from './houses.ts';
import { kpLords, unitsPerDegree, type KpLords } from './lords.ts';
import { horaryRow, type HoraryRow } from './table-249.ts';

export type HoraryPoint = 'start' | 'mid';
export const horaryPointMethodId: Record<HoraryPoint, string> = { start: 'KP.HORARY_START', mid: 'KP.HORARY_MID' };

export interface KpChartInput {
  jdUt: JulianDayUt;
  latitude: number;
  longitude: number;
  sky: SkySettings;
  horary: { number: number; point: HoraryPoint } | null;
}

export interface KpPoint {
  longitude: number;
  lords: KpLords;
}

export interface KpPlanet extends KpPoint {
  graha: GrahaId;
  speedDegreesPerDay: number;
  retrograde: boolean;
  house: number;
}

export interface KpHorary {
  row: HoraryRow;
  point: HoraryPoint;
  /** The sidereal ascendant asked for: the row's start (or middle), degrees. */
  targetLongitude: number;
  search: ArmcSearch;
}

export interface KpChart {
  frame: HouseFrame;
  armcDegrees: number;
  horary: KpHorary | null;
  ascendant: KpPoint;
  mcLongitude: number;
  /** Cusp h opens house h; index 0 = house 1 (= the ascendant). */
  cusps: KpPoint[];
  /** Sign lord of each cusp, index 0 = house 1. */
  houseLords: GrahaId[];
  planets: Record<GrahaId, KpPlanet>;
}

function point(longitude: number): KpPoint {
  return { longitude, lords: kpLords(longitude) };
}

/** The target ascendant of a horary row (degrees): its start, or the middle of its arc. */
export function horaryTargetLongitude(row: HoraryRow, p: HoraryPoint): number {
  return (p === 'start' ? row.fromUnits : (row.fromUnits + row.toUnits) / 2) / unitsPerDegree;
}

/**
 * The KP chart.
 * @throws OutOfRange naming `/latitude` beyond the Placidus limit; EphemerisUnavailable
 */
export function computeKpChart(input: KpChartInput): KpChart {
  const frame = houseFrame(input.jdUt, input.sky.ayanamsha);
  requirePlacidusLatitude(input.latitude, frame);
  let horary: KpHorary | null = null;
  let armc: number;
  if (input.horary) {
    const row = horaryRow(input.horary.number);
    const targetLongitude = horaryTargetLongitude(row, input.horary.point);
    const search = armcForSiderealAscendant(targetLongitude, input.latitude, frame);
    horary = { row, point: input.horary.point, targetLongitude, search };
    armc = search.armcDegrees;
  } else {
    armc = armcAt(input.jdUt, input.longitude);
  }
  const houses = placidusCuspsFromArmc(armc, input.latitude, frame);
  const cusps = houses.cusps.map(point);
  const positions = siderealPositions(input.jdUt, grahaIds, input.sky);
  const planets = {} as Record<GrahaId, KpPlanet>;
  for (const g of grahaIds) {
    const p = positions[g];
    planets[g] = {
      graha: g,
      ...point(p.longitude),
      speedDegreesPerDay: p.speedDegreesPerDay,
      retrograde: p.retrograde,
      house: placidusHouseOf(houses.cusps, p.longitude),
    };
  }
  return {
    frame,
    armcDegrees: houses.armcDegrees,
    horary,
    ascendant: cusps[0],
    mcLongitude: houses.mc,
    cusps,
    houseLords: houseLords(houses.cusps),
    planets,
  };
}
