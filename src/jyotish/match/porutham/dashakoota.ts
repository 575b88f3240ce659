/**
 * Dashakoota: the ten poruthams (`DASHA.SOUTH`, matching.md §3) with one point per pass and
 * the verdict. Default verdict (`DASHA.VERDICT_STD`): Rajju and Vedha are mandatory; then
 * ≥ 7 good, 5–6 average, ≤ 4 poor. Variant `DASHA.TN_MIN`: Rajju, Dina, Gana, Rasi and Yoni
 * are all required, then the same count bands.
 */
import { ganaOf, yoniOfNakshatra, type GanaId, type YoniId } from '../../core/moon-attributes.ts';
import { houseFrom, rashiLord, type SevenGrahaId } from '../../core/zodiac.ts';
import type { MatchMoon } from '../moon.ts';
import type { MatchVariants } from '../variants.ts';
import {
  dinaPasses, ganaPasses, mahendraPasses, poruthamCount, poruthamIds, rajjuOf, rajjuPasses, rasiPasses,
  rasyadhipatiPasses, streeDeerghaPasses, vasyaPasses, vedhaPasses, yoniPorutham,
  type PoruthamId, type RajjuId,
} from './rules.ts';

/** What each porutham compared: the star count, the sign count, or the partners' attributes. */
export type PoruthamEvidence =
  | { kind: 'star-count'; countFromBride: number }
  | { kind: 'sign-count'; countFromBride: number; sameSign: boolean; sameStar: boolean }
  | { kind: 'gana'; groom: GanaId; bride: GanaId }
  | { kind: 'yoni'; groom: YoniId; bride: YoniId }
  | { kind: 'lords'; groom: SevenGrahaId; bride: SevenGrahaId }
  | { kind: 'signs'; groom: number; bride: number }
  | { kind: 'rajju'; groom: RajjuId; bride: RajjuId }
  | { kind: 'stars'; groom: number; bride: number; sum: number };

export interface PoruthamResult {
  id: PoruthamId;
  pass: boolean;
  points: 0 | 1;
  /** Required by the selected verdict rule. */
  mandatory: boolean;
  evidence: PoruthamEvidence;
}

export type DashakootaVerdict = 'good' | 'average' | 'poor' | 'not-recommended';

export interface Dashakoota {
  poruthams: PoruthamResult[];
  /** Number of poruthams that pass, 0…10. */
  score: number;
  /** The mandatory poruthams that failed. */
  mandatoryFailed: PoruthamId[];
  /** Every mandatory porutham passes. */
  minimumMet: boolean;
  verdict: DashakootaVerdict;
}

const mandatoryByRule: Record<MatchVariants['poruthamMinimum'], ReadonlySet<PoruthamId>> = {
  standard: new Set(['rajju', 'vedha']),
  'tn-min': new Set(['rajju', 'dina', 'gana', 'rasi', 'yoni']),
};

/** The verdict from the count once the mandatory poruthams pass. */
export function countVerdict(score: number): Exclude<DashakootaVerdict, 'not-recommended'> {
  if (score >= 7) return 'good';
  if (score >= 5) return 'average';
  return 'poor';
}

/** The ten poruthams of a groom's and a bride's Moon. */
export function computeDashakoota(groom: MatchMoon, bride: MatchMoon, variants: MatchVariants): Dashakoota {
  const c = poruthamCount(groom, bride);
  const star = { kind: 'star-count', countFromBride: c } as const;
  const gy = yoniOfNakshatra[groom.nakshatra];
  const by = yoniOfNakshatra[bride.nakshatra];
  const outcomes: Record<PoruthamId, [boolean, PoruthamEvidence]> = {
    dina: [dinaPasses(c, variants.poruthamDina), star],
    gana: [ganaPasses(groom.nakshatra, bride.nakshatra), { kind: 'gana', groom: ganaOf(groom.nakshatra), bride: ganaOf(bride.nakshatra) }],
    mahendra: [mahendraPasses(c), star],
    'stree-deergha': [streeDeerghaPasses(c, variants.streeDeergha), star],
    yoni: [yoniPorutham(gy, by, variants.poruthamYoni), { kind: 'yoni', groom: gy, bride: by }],
    rasi: [
      rasiPasses(groom, bride),
      {
        kind: 'sign-count',
        countFromBride: houseFrom(bride.sign, groom.sign),
        sameSign: groom.sign === bride.sign,
        sameStar: groom.nakshatra === bride.nakshatra,
      },
    ],
    rasyadhipati: [rasyadhipatiPasses(groom.sign, bride.sign), { kind: 'lords', groom: rashiLord[groom.sign], bride: rashiLord[bride.sign] }],
    vasya: [vasyaPasses(groom.sign, bride.sign), { kind: 'signs', groom: groom.sign, bride: bride.sign }],
    rajju: [rajjuPasses(groom.nakshatra, bride.nakshatra), { kind: 'rajju', groom: rajjuOf(groom.nakshatra), bride: rajjuOf(bride.nakshatra) }],
    vedha: [
      vedhaPasses(groom.nakshatra, bride.nakshatra, variants.vedha),
      { kind: 'stars', groom: groom.nakshatra, bride: bride.nakshatra, sum: groom.nakshatra + bride.nakshatra + 2 },
    ],
  };
  const mandatory = mandatoryByRule[variants.poruthamMinimum];
  const poruthams = poruthamIds.map((id): PoruthamResult => {
    const [pass, evidence] = outcomes[id];
    return { id, pass, points: pass ? 1 : 0, mandatory: mandatory.has(id), evidence };
  });
  const score = poruthams.reduce((s, p) => s + p.points, 0);
  const mandatoryFailed = poruthams.filter((p) => p.mandatory && !p.pass).map((p) => p.id);
  const minimumMet = mandatoryFailed.length === 0;
  return { poruthams, score, mandatoryFailed, minimumMet, verdict: minimumMet ? countVerdict(score) : 'not-recommended' };
}
