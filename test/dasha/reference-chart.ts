/**
 * Charts of reference births computed with the reference's settings (Lahiri, mean nodes,
 * true-geometric positions, the case's fixed UTC offset), and conversions of the reference's
 * local date-time strings to UT Julian days.
 */
import { resolveNatal } from '../../src/calculations/shared/natal.ts';
import { grahaPlacements, type NatalChart } from '../../src/jyotish/chart/natal-chart.ts';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import type { CharaPlacements } from '../../src/jyotish/dasha/chara.ts';
import { birthBodyOf } from '../helpers/birth.ts';

export interface ReferenceBirth {
  local_datetime: string;
  utc_offset_hours: number;
  lat: number;
  lon: number;
}

export function referenceChart(c: ReferenceBirth, nodeType: 'mean' | 'true' = 'mean'): NatalChart {
  return resolveNatal({ ...birthBodyOf(c), ayanamsha: 'lahiri', nodeType, positions: 'true-geometric', houseSystem: 'sripati' }).chart;
}

/** `YYYY-MM-DDTHH:MM:SS` (or `YYYY-MM-DD HH:MM:SS AM`, 24-hour clock) local → UT Julian day. */
export function localToJdUt(local: string, offsetHours: number): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})/.exec(local);
  if (!m) throw new Error(`unreadable date ${local}`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - offsetHours * 3_600_000;
  return ms / 86_400_000 + 2_440_587.5;
}

export function placementsOf(chart: NatalChart): CharaPlacements {
  return { ...grahaPlacements(chart), lagnaSign: chart.ascendant.sign };
}

/** PyJHora planet numbers: 0 Sun … 6 Saturn, 7 Rahu, 8 Ketu. */
export const pyjhoraPlanet: readonly GrahaId[] = grahaIds;

export const minutesPerDay = 1440;
