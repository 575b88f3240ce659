/**
 * Chara karakas (jaimini.md §1): grahas ranked by degrees within their sign, highest first.
 * `KARAKA.8` (default): Sun … Saturn and Rahu, Rahu counted as 30 − d (it moves backwards);
 * `KARAKA.7`: Sun … Saturn only. Ketu is never a chara karaka.
 * Ties (equal to the arc-second) are broken by natural strength, Sun > Moon > Venus > Jupiter >
 * Mercury > Mars > Saturn > Rahu, and flagged (`karakaTie`).
 */
import { degreesInRashi, sevenGrahaIds, type GrahaId } from '../core/zodiac.ts';

export type KarakaScheme = 7 | 8;

export const karakaRoles8 = ['AK', 'AmK', 'BK', 'MK', 'PiK', 'PK', 'GK', 'DK'] as const;
export const karakaRoles7 = ['AK', 'AmK', 'BK', 'MK', 'PK', 'GK', 'DK'] as const;
export type KarakaRole = (typeof karakaRoles8)[number];

export const karakaMethodId: Record<KarakaScheme, string> = { 8: 'KARAKA.8', 7: 'KARAKA.7' };

const tieOrder: readonly GrahaId[] = ['sun', 'moon', 'venus', 'jupiter', 'mercury', 'mars', 'saturn', 'rahu'];

export interface CharaKaraka {
  role: KarakaRole;
  rank: number;
  graha: GrahaId;
  /** The degree used for ranking: d, or 30 − d for Rahu. */
  karakaDegrees: number;
  /** Degrees within the sign as the graha stands. */
  degreeInSign: number;
  /** Shares its ranking degree (to the arc-second) with another graha. */
  tie: boolean;
}

/** Karaka degree of a graha from its sidereal longitude (30 − d for Rahu). */
export function karakaDegrees(graha: GrahaId, longitude: number): number {
  const d = degreesInRashi(longitude);
  return graha === 'rahu' ? 30 - d : d;
}

/**
 * The chara karakas of a chart, AK first.
 * @param longitudes sidereal longitudes of at least Sun … Saturn and Rahu
 */
export function charaKarakas(longitudes: Record<GrahaId, number>, scheme: KarakaScheme = 8): CharaKaraka[] {
  const grahas: GrahaId[] = scheme === 8 ? [...sevenGrahaIds, 'rahu'] : [...sevenGrahaIds];
  const arcSeconds = (g: GrahaId) => Math.round(karakaDegrees(g, longitudes[g]) * 3600);
  const ranked = grahas.sort((a, b) => {
    const diff = karakaDegrees(b, longitudes[b]) - karakaDegrees(a, longitudes[a]);
    if (arcSeconds(a) === arcSeconds(b)) return tieOrder.indexOf(a) - tieOrder.indexOf(b);
    return diff;
  });
  const roles = scheme === 8 ? karakaRoles8 : karakaRoles7;
  return ranked.map((graha, i) => ({
    role: roles[i],
    rank: i + 1,
    graha,
    karakaDegrees: karakaDegrees(graha, longitudes[graha]),
    degreeInSign: degreesInRashi(longitudes[graha]),
    tie: ranked.some((o) => o !== graha && arcSeconds(o) === arcSeconds(graha)),
  }));
}
