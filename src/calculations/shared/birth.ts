/**
 * Resolves the birth moment (design §1.1) shared by every natal calculation into the typed
 * inputs of the core: the instant, the place, the sky settings, and the method and input
 * blocks every envelope declares.
 */
import { ayanamshaDegrees, ayanamshas, defaultAyanamsha, type AyanamshaId } from '../../astro/ayanamsha.ts';
import { nodeMethodId, positionsMethodId, type NodeType, type PositionKind, type SkySettings } from '../../astro/positions.ts';
import { riseMethodId, type GeoPosition, type RiseDefinition } from '../../astro/rise-set.ts';
import { coveredJdUt, libraryVersion } from '../../astro/swe.ts';
import { formatUtcOffset, resolveLocalTime, type ResolvedLocalTime } from '../../astro/time/civil.ts';
import { warning, type WarningId } from '../../content/warnings.ts';
import type { Warning } from '../../contract/common.ts';
import { OutOfRange } from '../../shared/errors.ts';
import type { Degrees } from '../../shared/units.ts';
import { coordinatesOutsideTimezone } from './zone-check.ts';

export interface BirthMomentRequest {
  localDate: string;
  localTime: string;
  timezone: string;
  latitude: number;
  longitude: number;
  ayanamsha?: AyanamshaId;
  utcOffset?: string;
  elevationMeters?: number;
  nodeType?: NodeType;
  positions?: PositionKind;
  sunrise?: RiseDefinition;
}

export interface ResolvedBirth {
  local: ResolvedLocalTime;
  geo: GeoPosition;
  sky: SkySettings;
  sunrise: RiseDefinition;
  ayanamshaDegrees: Degrees;
  warnings: WarningId[];
}

/** Cities whose pre-1956 local times the tz database lacks (time-and-sky.md §2). */
const localMeanTimeCities = [
  { latitude: 18.97, longitude: 72.83 }, // Mumbai: Bombay time until 1955
  { latitude: 22.57, longitude: 88.36 }, // Kolkata: Calcutta time until 1948
];

function inLocalMeanTimeEra(local: ResolvedLocalTime, geo: GeoPosition): boolean {
  if (local.frame.kind !== 'zone' || local.localDate.year >= 1956) return false;
  if (!/^Asia\/(Kolkata|Calcutta)$/.test(local.frame.timezone)) return false;
  return localMeanTimeCities.some((c) => Math.abs(c.latitude - geo.latitude) < 1 && Math.abs(c.longitude - geo.longitude) < 1);
}

/** The coordinates lie in a zone of another UTC offset at that moment (zone-check.ts); a fixed utcOffset is not checked. */
function pointOutsideZone(local: ResolvedLocalTime, geo: GeoPosition): boolean {
  if (local.frame.kind !== 'zone') return false;
  return coordinatesOutsideTimezone(geo.latitude, geo.longitude, local.frame.timezone, local.instant.epochMilliseconds, local.utcOffsetSeconds);
}

/**
 * Resolves a birth moment. `pathPrefix` names the object in errors (`/bride`, `/groom`).
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field
 */
export function resolveBirth(request: BirthMomentRequest, pathPrefix = ''): ResolvedBirth {
  const local = resolveLocalTime(request, pathPrefix);
  // Local dates of 1800-01-01 east of Greenwich (or 2399-12-31 far west) can fall outside the
  // files' UT range: refuse them as a range error naming the date, not as a missing ephemeris.
  if (local.instant.jdUt < coveredJdUt.first || local.instant.jdUt > coveredJdUt.last) {
    throw new OutOfRange(`${pathPrefix}/localDate`, 'the moment lies outside 1800-01-01 06:00 … 2399-12-31 23:45 UT, the range of the ephemeris served');
  }
  const geo: GeoPosition = {
    latitude: request.latitude,
    longitude: request.longitude,
    elevationMeters: request.elevationMeters ?? 0,
  };
  const sky: SkySettings = {
    ayanamsha: request.ayanamsha ?? defaultAyanamsha,
    nodeType: request.nodeType ?? 'mean',
    positions: request.positions ?? 'apparent',
  };
  const warnings = [...local.warnings] as WarningId[];
  if (inLocalMeanTimeEra(local, geo)) warnings.push('local-mean-time-era');
  if (pointOutsideZone(local, geo)) warnings.push('coordinates-outside-timezone');
  return {
    local,
    geo,
    sky,
    sunrise: request.sunrise ?? 'upper-limb-refracted',
    ayanamshaDegrees: ayanamshaDegrees(sky.ayanamsha, local.instant.jdUt),
    warnings,
  };
}

/** The declared method of the sky settings (every calculation adds its own entries). */
export function skyMethod(birth: Pick<ResolvedBirth, 'sky' | 'local'>): Record<string, unknown> {
  return {
    ephemeris: `swiss-ephemeris-${libraryVersion()}-se1-files`,
    ayanamsha: birth.sky.ayanamsha,
    ayanamshaMethodId: ayanamshas[birth.sky.ayanamsha].methodId,
    nodeType: birth.sky.nodeType,
    nodeMethodId: nodeMethodId[birth.sky.nodeType],
    positions: birth.sky.positions,
    positionsMethodId: positionsMethodId[birth.sky.positions],
    zodiac: 'sidereal',
    timeMethodId: birth.local.frame.kind === 'zone' ? 'TIME.TZDB' : 'TIME.FIXED_OFFSET',
    deltaTMethodId: 'DT.SWE_DEFAULT',
  };
}

/** The sunrise definition as a method entry. */
export function sunriseMethod(definition: RiseDefinition): Record<string, unknown> {
  return { sunrise: definition, sunriseMethodId: riseMethodId[definition], moonriseMethodId: 'MOONRISE.ASTRO' };
}

/** The `input` block: the resolved instant, echoed so callers can check it. */
export function inputBlock(birth: ResolvedBirth): Record<string, unknown> {
  const { instant, frame, utcOffsetSeconds } = birth.local;
  return {
    utc: instant.utc,
    utcOffset: formatUtcOffset(utcOffsetSeconds),
    timezone: frame.timezone,
    julianDayUt: instant.jdUt,
    julianDayTt: instant.jdTt,
    deltaTSeconds: Math.round(instant.deltaTSeconds * 1000) / 1000,
    ayanamshaDegrees: birth.ayanamshaDegrees,
  };
}

export function presentWarnings(ids: readonly WarningId[]): Warning[] {
  return ids.map(warning);
}

/**
 * Runs a computation whose searches may leave the ephemeris range (the days around a
 * panchang date, the sunrise before a birth, a transit). The kernel reports that as an
 * OUT_OF_RANGE naming no field; the calculation knows which request field set the search
 * going, and names it.
 */
export function namingRangeErrors<T>(path: string, compute: () => T): T {
  try {
    return compute();
  } catch (e) {
    if (e instanceof OutOfRange && e.details.length === 1 && e.details[0].path === '/') throw new OutOfRange(path, e.details[0].issue);
    throw e;
  }
}
