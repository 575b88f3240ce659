/**
 * Resolution of the two births and the numbers of the match: the Moons for the ashtakoota,
 * and for the advanced endpoint both natal charts (manglik, papasamya).
 */
import type { Static } from 'typebox';
import { defaultAyanamsha, type AyanamshaId } from '../../astro/ayanamsha.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { placementOf, type NatalChart } from '../../jyotish/chart/natal-chart.ts';
import { computeAshtakoota, type Ashtakoota } from '../../jyotish/match/ashtakoota/ashtakoota.ts';
import { manglikMatch, type ManglikMatch } from '../../jyotish/match/manglik-match.ts';
import type { MatchMoon } from '../../jyotish/match/moon.ts';
import { computePapasamya, type Papasamya } from '../../jyotish/match/papasamya.ts';
import { computeDashakoota, type Dashakoota } from '../../jyotish/match/porutham/dashakoota.ts';
import { resolveMatchVariants, variantMethodIds, type MatchVariants } from '../../jyotish/match/variants.ts';
import { evaluateManglik, type ManglikEvaluation } from '../../jyotish/rules/manglik.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { resolveBirth, type ResolvedBirth } from '../shared/birth.ts';
import { resolveNatal } from '../shared/natal.ts';
import type { MatchMakingRequest } from './schema.ts';

type Request = Static<typeof MatchMakingRequest>;
type PartnerRequest = Request['bride'];
export type Role = 'bride' | 'groom';

export interface ResolvedPartner {
  role: Role;
  birth: ResolvedBirth;
  moon: MatchMoon;
}

export interface MatchComputed {
  ayanamsha: AyanamshaId;
  variants: MatchVariants;
  bride: ResolvedPartner;
  groom: ResolvedPartner;
  ashtakoota: Ashtakoota;
}

export interface PartnerChart extends ResolvedPartner {
  chart: NatalChart;
  manglik: ManglikEvaluation;
}

export interface MatchAdvancedComputed extends MatchComputed {
  bride: PartnerChart;
  groom: PartnerChart;
  dashakoota: Dashakoota;
  manglik: ManglikMatch;
  papasamya: Papasamya;
}

/**
 * The one ayanamsha of both charts: the top-level value, else the partners' common value,
 * else Lahiri. A partner value that disagrees is a 422 naming that partner's field.
 * @throws ValidationFailed naming `/bride/ayanamsha` or `/groom/ayanamsha`
 */
export function resolveMatchAyanamsha(request: Pick<Request, 'ayanamsha' | 'bride' | 'groom'>): AyanamshaId {
  const chosen = request.ayanamsha ?? request.bride.ayanamsha ?? request.groom.ayanamsha ?? defaultAyanamsha;
  for (const role of ['bride', 'groom'] as const) {
    const own = request[role].ayanamsha;
    if (own !== undefined && own !== chosen) {
      throw new ValidationFailed(
        `/${role}/ayanamsha`,
        request.ayanamsha !== undefined
          ? 'must equal the top-level ayanamsha (both charts use one zodiac)'
          : 'must equal the other partner\'s ayanamsha (both charts use one zodiac); or set the top-level ayanamsha',
      );
    }
  }
  return chosen;
}

function partnerBirthRequest(partner: PartnerRequest, ayanamsha: AyanamshaId) {
  return { ...partner, ayanamsha };
}

/** A partner's birth and Moon only (the basic endpoint needs no houses). */
function resolveMoonPartner(partner: PartnerRequest, role: Role, ayanamsha: AyanamshaId): ResolvedPartner {
  const birth = resolveBirth(partnerBirthRequest(partner, ayanamsha), `/${role}`);
  const moon = placementOf(siderealPosition(birth.local.instant.jdUt, 'moon', birth.sky).longitude);
  return { role, birth, moon };
}

/** A partner's birth and natal chart, with the manglik evaluation under the selected rule. */
function resolveChartPartner(partner: PartnerRequest, role: Role, ayanamsha: AyanamshaId, variants: MatchVariants): PartnerChart {
  const natal = resolveNatal(partnerBirthRequest(partner, ayanamsha), `/${role}`);
  const chart = natal.chart;
  const { longitude, sign, degreeInSign, nakshatra, pada } = chart.bodies.moon;
  return {
    role,
    birth: natal.birth,
    moon: { longitude, sign, degreeInSign, nakshatra, pada },
    chart,
    manglik: evaluateManglik(chart, variantMethodIds.manglik[variants.manglik]),
  };
}

/**
 * The basic match: both Moons and the ashtakoota.
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming `/bride/...` or `/groom/...`
 */
export function computeMatch(request: Request): MatchComputed {
  const ayanamsha = resolveMatchAyanamsha(request);
  const variants = resolveMatchVariants(request.variants);
  const bride = resolveMoonPartner(request.bride, 'bride', ayanamsha);
  const groom = resolveMoonPartner(request.groom, 'groom', ayanamsha);
  return { ayanamsha, variants, bride, groom, ashtakoota: computeAshtakoota(groom.moon, bride.moon, variants) };
}

/**
 * The advanced match: both natal charts, the ashtakoota, the ten poruthams, manglik
 * compatibility and papasamya.
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming `/bride/...` or `/groom/...`
 */
export function computeMatchAdvanced(request: Request): MatchAdvancedComputed {
  const ayanamsha = resolveMatchAyanamsha(request);
  const variants = resolveMatchVariants(request.variants);
  const bride = resolveChartPartner(request.bride, 'bride', ayanamsha, variants);
  const groom = resolveChartPartner(request.groom, 'groom', ayanamsha, variants);
  return {
    ayanamsha,
    variants,
    bride,
    groom,
    ashtakoota: computeAshtakoota(groom.moon, bride.moon, variants),
    dashakoota: computeDashakoota(groom.moon, bride.moon, variants),
    manglik: manglikMatch(groom, bride),
    papasamya: computePapasamya(groom.chart, bride.chart),
  };
}
