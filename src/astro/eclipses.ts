/**
 * Solar and lunar eclipses from the Swiss Ephemeris (`swe_sol_eclipse_when_glob`,
 * `swe_lun_eclipse_when`), for overlays and exclusions that need "is there an eclipse in this
 * period, and on which axis". Instants are UT Julian days; the eclipsed luminary's sidereal
 * longitude at maximum is given so callers can place it in a sign.
 */
import { swe, C, requireSwissEphemeris } from './swe.ts';
import { siderealLongitudeAndSpeed, type SkySettings } from './positions.ts';
import type { Degrees, JulianDayUt } from '../shared/units.ts';

export type EclipseKind = 'solar' | 'lunar';
/** Solar: total, annular, hybrid (annular-total), partial. Lunar: total, partial, penumbral. */
export type EclipseType = 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';

export interface Eclipse {
  kind: EclipseKind;
  type: EclipseType;
  /** Greatest eclipse (global for a solar eclipse), UT. */
  maximumJd: JulianDayUt;
  /** First and last contact of the whole event (solar: anywhere on Earth; lunar: penumbral contacts), UT. */
  startJd: JulianDayUt;
  endJd: JulianDayUt;
  /** Sidereal longitude of the eclipsed body at maximum: the Sun for a solar eclipse, the Moon for a lunar one. */
  luminaryLongitude: Degrees;
}

function solarType(flag: number): EclipseType {
  if (flag & C.SE_ECL_ANNULAR_TOTAL) return 'hybrid';
  if (flag & C.SE_ECL_TOTAL) return 'total';
  if (flag & C.SE_ECL_ANNULAR) return 'annular';
  return 'partial';
}

function lunarType(flag: number): EclipseType {
  if (flag & C.SE_ECL_TOTAL) return 'total';
  if (flag & C.SE_ECL_PARTIAL) return 'partial';
  return 'penumbral';
}

/** The first eclipse of a kind whose maximum falls after `fromJd`. */
export function nextEclipse(kind: EclipseKind, fromJd: number, settings: SkySettings): Eclipse {
  if (kind === 'solar') {
    const r = swe.sol_eclipse_when_glob(fromJd, C.SEFLG_SWIEPH, 0, false as unknown as number) // the typings say number; the binding wants a boolean;
    requireSwissEphemeris({ flag: r.flag < 0 ? r.flag : C.SEFLG_SWIEPH, error: r.error }, 'solar eclipse search', fromJd);
    const [max, , start, end] = r.data;
    return {
      kind,
      type: solarType(r.flag),
      maximumJd: max as JulianDayUt,
      startJd: start as JulianDayUt,
      endJd: end as JulianDayUt,
      luminaryLongitude: siderealLongitudeAndSpeed(max, 'sun', settings).degrees as Degrees,
    };
  }
  const r = swe.lun_eclipse_when(fromJd, C.SEFLG_SWIEPH, 0, false);
  requireSwissEphemeris({ flag: r.flag < 0 ? r.flag : C.SEFLG_SWIEPH, error: r.error }, 'lunar eclipse search', fromJd);
  const max = r.data[0];
  const start = r.data[6] || r.data[2];
  const end = r.data[7] || r.data[3];
  return {
    kind,
    type: lunarType(r.flag),
    maximumJd: max as JulianDayUt,
    startJd: start as JulianDayUt,
    endJd: end as JulianDayUt,
    luminaryLongitude: siderealLongitudeAndSpeed(max, 'moon', settings).degrees as Degrees,
  };
}

/**
 * Every eclipse (solar and lunar) whose event overlaps [fromJd, toJd), sorted by maximum.
 * Starts the search a day early so an eclipse already in progress at `fromJd` is included.
 */
export function eclipsesBetween(fromJd: number, toJd: number, settings: SkySettings): Eclipse[] {
  const out: Eclipse[] = [];
  for (const kind of ['solar', 'lunar'] as const) {
    let t = fromJd - 1;
    for (;;) {
      const e = nextEclipse(kind, t, settings);
      if (e.startJd >= toJd) break;
      if (e.endJd > fromJd) out.push(e);
      t = e.maximumJd + 1;
    }
  }
  return out.sort((a, b) => a.maximumJd - b.maximumJd);
}
