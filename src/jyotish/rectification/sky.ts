/**
 * The sky of every candidate birth minute, computed cheaply (`RECT.SKY_TRACK`): the lagna
 * from the ephemeris at each minute (one house call each), the nine grahas from cubic
 * Hermite tracks sampled every 6 hours (`astro/track.ts`: ≤ 1e-6° for the Moon, far less for
 * the others), so a ±6 h window of 721 minutes needs about 40 position calls instead of 6,500.
 */
import { siderealCusps } from '../../astro/houses.ts';
import type { SkySettings } from '../../astro/positions.ts';
import { LongitudeTrack } from '../../astro/track.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import type { JulianDayUt } from '../../shared/units.ts';
import { grahaIds, nakshatraIndexOf, rashiIndexOf, type GrahaId } from '../core/zodiac.ts';

export interface CandidateSky {
  jd: number;
  /** Minutes from the recorded time (negative = earlier). */
  offsetMinutes: number;
  lagnaLongitude: number;
  longitude: Record<GrahaId, number>;
  sign: Record<GrahaId, number>;
  nakshatra: Record<GrahaId, number>;
}

const trackSpacingDays = 0.25;

/**
 * Skies at T₀ − W … T₀ + W in one-minute steps (`RECT.STEP_60S`), 2W + 1 of them.
 * @throws OutOfRange / EphemerisUnavailable from the ephemeris
 */
export function candidateSkies(recordedJd: number, windowMinutes: number, latitude: number, longitude: number, sky: SkySettings): CandidateSky[] {
  const tracks = {} as Record<Exclude<GrahaId, 'ketu'>, LongitudeTrack>;
  for (const g of grahaIds) if (g !== 'ketu') tracks[g] = new LongitudeTrack(g, sky, recordedJd, trackSpacingDays);
  const out: CandidateSky[] = [];
  for (let m = -windowMinutes; m <= windowMinutes; m++) {
    const jd = recordedJd + m / 1440;
    const lagnaLongitude = siderealCusps(jd as JulianDayUt, latitude, longitude, 'equal', sky.ayanamsha).ascendant;
    const lon = {} as Record<GrahaId, number>;
    for (const g of grahaIds) if (g !== 'ketu') lon[g] = tracks[g].at(jd).degrees;
    lon.ketu = normalizeDegrees(lon.rahu + 180);
    const sign = {} as Record<GrahaId, number>;
    const nakshatra = {} as Record<GrahaId, number>;
    for (const g of grahaIds) {
      sign[g] = rashiIndexOf(lon[g]);
      nakshatra[g] = nakshatraIndexOf(lon[g]);
    }
    out.push({ jd, offsetMinutes: m, lagnaLongitude, longitude: lon, sign, nakshatra });
  }
  return out;
}
