/**
 * Lifetime Sade Sati and dhaiya periods of a natal Moon sign, and the ones in force at a
 * transit moment, from one Saturn ingress search over birth − 10 y … birth + 110 y (a Sade
 * Sati lasts at most about nine years, so every cycle overlapping birth … birth + 100 y is
 * complete inside it). A transit moment outside birth − 1 y … birth + 101 y gets its own search
 * over ± 10 years around it. Both are slices of the per-process whole-range ingress table
 * (`saturn-ingress-table.ts`), so no request searches the ephemeris for Saturn.
 */
import type { SkySettings } from '../../astro/positions.ts';
import { saturnIngressesFromTable } from './saturn-ingress-table.ts';
import {
  periodAt, sadeSatiBoundaries, saturnPeriods, saturnStays, stayAt,
  type SaturnPeriod, type SaturnStay,
} from './sade-sati.ts';

const year = 365.25;

export interface SaturnTimeline {
  fromJd: number;
  toJd: number;
  stays: SaturnStay[];
  sadeSati: SaturnPeriod[];
  kantaka: SaturnPeriod[];
  ashtama: SaturnPeriod[];
}

export interface SaturnCycles {
  /** The lifetime search. */
  lifetime: SaturnTimeline;
  /** Periods overlapping birth … birth + 100 years. */
  lifetimeSadeSati: SaturnPeriod[];
  lifetimeDhaiya: SaturnPeriod[];
  /** At the transit moment. */
  stay: SaturnStay;
  sadeSati: SaturnPeriod | null;
  dhaiya: SaturnPeriod | null;
  nextSadeSati: SaturnPeriod | null;
}

function timeline(fromJd: number, toJd: number, moonSign: number, sky: SkySettings): SaturnTimeline {
  const search = saturnIngressesFromTable(fromJd, toJd, sky, sadeSatiBoundaries(moonSign));
  const stays = saturnStays(search.initialSign, search.ingresses, moonSign);
  return {
    fromJd: search.fromJd,
    toJd: search.toJd,
    stays,
    sadeSati: saturnPeriods(stays, 'sade-sati'),
    kantaka: saturnPeriods(stays, 'kantaka'),
    ashtama: saturnPeriods(stays, 'ashtama'),
  };
}

const overlaps = (p: SaturnPeriod, from: number, to: number) => (p.endJd === null || p.endJd > from) && (p.startJd === null || p.startJd < to);

/**
 * @throws EphemerisUnavailable when the ephemeris files do not answer
 */
export function saturnCycles(birthJd: number, transitJd: number, moonSign: number, sky: SkySettings): SaturnCycles {
  const lifetime = timeline(birthJd - 10 * year, birthJd + 110 * year, moonSign, sky);
  const local = transitJd < birthJd - year || transitJd > birthJd + 101 * year
    ? timeline(transitJd - 10 * year, transitJd + 10 * year, moonSign, sky)
    : lifetime;
  const end = birthJd + 100 * year;
  const stay = stayAt(local.stays, transitJd) ?? local.stays[local.stays.length - 1];
  const dhaiya = periodAt(local.kantaka, transitJd) ?? periodAt(local.ashtama, transitJd);
  return {
    lifetime,
    lifetimeSadeSati: lifetime.sadeSati.filter((p) => overlaps(p, birthJd, end)),
    lifetimeDhaiya: [...lifetime.kantaka, ...lifetime.ashtama]
      .filter((p) => overlaps(p, birthJd, end))
      .sort((a, b) => (a.startJd ?? -Infinity) - (b.startJd ?? -Infinity)),
    stay,
    sadeSati: periodAt(local.sadeSati, transitJd),
    dhaiya,
    nextSadeSati: local.sadeSati.find((p) => p.startJd !== null && p.startJd > transitJd) ?? null,
  };
}
