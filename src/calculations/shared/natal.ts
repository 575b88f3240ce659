/**
 * The natal chart of a request: the birth moment resolved and the chart computed with the
 * requested settings. Every natal calculation (kundli, kundli-advanced, insights, jaimini …)
 * starts here so they agree to the last digit on the same input.
 */
import Type from 'typebox';
import { computeNatalChart, type NatalChart } from '../../jyotish/chart/natal-chart.ts';
import { houseSystemMethodId, type HouseSystem } from '../../jyotish/chart/bhava.ts';
import { HouseSystemField, NodeTypeField, PositionsField, birthMomentProperties } from '../../contract/common.ts';
import { skyMethod, type BirthMomentRequest, type ResolvedBirth } from './birth.ts';
import { cachedNatal, natalCacheKey, resolveBirthShared } from './natal-cache.ts';

/** Birth moment plus the chart settings (design §1.1), spread into natal request schemas. */
export const natalChartProperties = {
  ...birthMomentProperties,
  nodeType: Type.Optional(NodeTypeField),
  positions: Type.Optional(PositionsField),
  houseSystem: Type.Optional(HouseSystemField),
};

export interface NatalChartRequest extends BirthMomentRequest {
  houseSystem?: HouseSystem;
}

export interface ResolvedNatal {
  birth: ResolvedBirth;
  chart: NatalChart;
  houseSystem: HouseSystem;
}

/**
 * Resolves the birth and computes the chart. `pathPrefix` names the object in errors. The
 * result is shared (frozen) between calculations of the same birth moment (`natal-cache.ts`).
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field
 */
export function resolveNatal(request: NatalChartRequest, pathPrefix = ''): ResolvedNatal {
  return cachedNatal(natalCacheKey(request), () => resolveNatalUncached(request, pathPrefix));
}

function resolveNatalUncached(request: NatalChartRequest, pathPrefix: string): ResolvedNatal {
  const birth = resolveBirthShared(request, pathPrefix);
  const houseSystem = request.houseSystem ?? 'sripati';
  const chart = computeNatalChart({
    jdUt: birth.local.instant.jdUt,
    latitude: birth.geo.latitude,
    longitude: birth.geo.longitude,
    sky: birth.sky,
    houseSystem,
  });
  return { birth, chart, houseSystem };
}

/** Method entries of a natal chart (sky settings, house systems, dignity and chart rules). */
export function natalMethod(natal: ResolvedNatal): Record<string, unknown> {
  return {
    ...skyMethod(natal.birth),
    rashiChartMethodId: 'CHART.WHOLE_SIGN',
    houseSystem: natal.houseSystem,
    houseSystemMethodId: houseSystemMethodId[natal.houseSystem],
    dignityMethodId: 'DIGNITY.BPHS',
    relationshipMethodId: 'REL.BPHS',
    combustionMethodId: 'COMBUST.SURYA_SIDDHANTA',
    retrogradeMethodId: 'RETRO.SPEED',
  };
}
