import { swe, C, requireSwissEphemeris } from './swe.ts';
import { useAyanamsha, type AyanamshaId } from './ayanamsha.ts';
import { normalizeDegrees } from '../shared/angles.ts';
import type { Degrees, JulianDayUt } from '../shared/units.ts';

export type BodyId =
  | 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn' | 'rahu' | 'ketu' | 'uranus' | 'neptune' | 'pluto';

/** `mean` (default, `NODE.MEAN`) or `true` (osculating, `NODE.TRUE`) lunar node. */
export type NodeType = 'mean' | 'true';
export const nodeMethodId: Record<NodeType, string> = { mean: 'NODE.MEAN', true: 'NODE.TRUE' };
/**
 * `apparent` (default, `POS.APPARENT_GEO`: light-time, aberration, deflection) or
 * `true-geometric` (`POS.TRUE_GEO`, SEFLG_TRUEPOS, the convention of Jagannatha Hora/PyJHora).
 */
export type PositionKind = 'apparent' | 'true-geometric';
export const positionsMethodId: Record<PositionKind, string> = { apparent: 'POS.APPARENT_GEO', 'true-geometric': 'POS.TRUE_GEO' };

export interface SkySettings {
  ayanamsha: AyanamshaId;
  nodeType: NodeType;
  positions: PositionKind;
}

export interface BodyPosition {
  body: BodyId;
  /** Sidereal ecliptic longitude, [0, 360). */
  longitude: Degrees;
  /** Ecliptic latitude. */
  latitude: Degrees;
  /** Longitude speed, degrees per day (negative when retrograde). */
  speedDegreesPerDay: number;
  /** Moving backwards in longitude; the mean node always is. */
  retrograde: boolean;
}

const sweBody: Record<Exclude<BodyId, 'ketu' | 'rahu'>, number> = {
  sun: C.SE_SUN,
  moon: C.SE_MOON,
  mars: C.SE_MARS,
  mercury: C.SE_MERCURY,
  jupiter: C.SE_JUPITER,
  venus: C.SE_VENUS,
  saturn: C.SE_SATURN,
  uranus: C.SE_URANUS,
  neptune: C.SE_NEPTUNE,
  pluto: C.SE_PLUTO,
};

/** The flag word for a position kind (sidereal, with speed, from the SE files). */
export function positionFlags(kind: PositionKind): number {
  const base = C.SEFLG_SWIEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
  return kind === 'true-geometric' ? base | C.SEFLG_TRUEPOS : base;
}

function sweNumber(body: BodyId, nodeType: NodeType): number {
  if (body === 'rahu' || body === 'ketu') return nodeType === 'true' ? C.SE_TRUE_NODE : C.SE_MEAN_NODE;
  return sweBody[body];
}

/**
 * Sidereal position of one body. Ketu is Rahu + 180° with Rahu's speed and mirrored latitude.
 * @throws EphemerisUnavailable when the SE files did not answer
 */
export function siderealPosition(jd: JulianDayUt, body: BodyId, settings: SkySettings): BodyPosition {
  useAyanamsha(settings.ayanamsha);
  const r = swe.calc_ut(jd, sweNumber(body, settings.nodeType), positionFlags(settings.positions));
  requireSwissEphemeris(r, body, jd);
  const [lon, lat, , speed] = r.data;
  const isKetu = body === 'ketu';
  return {
    body,
    longitude: normalizeDegrees(isKetu ? lon + 180 : lon),
    latitude: (isKetu ? -lat : lat) as Degrees,
    speedDegreesPerDay: speed,
    retrograde: speed < 0,
  };
}

/** Sidereal positions of several bodies at one instant. */
export function siderealPositions<B extends BodyId>(
  jd: JulianDayUt,
  bodies: readonly B[],
  settings: SkySettings,
): Record<B, BodyPosition> {
  const out = {} as Record<B, BodyPosition>;
  for (const b of bodies) out[b] = siderealPosition(jd, b, settings);
  return out;
}

/** Sidereal longitude and speed of one body, the cheap path used by event searches. */
export function siderealLongitudeAndSpeed(
  jd: number,
  body: BodyId,
  settings: SkySettings,
): { degrees: number; degreesPerDay: number } {
  useAyanamsha(settings.ayanamsha);
  const r = swe.calc_ut(jd, sweNumber(body, settings.nodeType), positionFlags(settings.positions));
  requireSwissEphemeris(r, body, jd);
  return { degrees: body === 'ketu' ? normalizeDegrees(r.data[0] + 180) : r.data[0], degreesPerDay: r.data[3] };
}
