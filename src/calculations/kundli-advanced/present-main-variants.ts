/** The `variants` entry of the Vimshottari and Yogini blocks (dashaVariantsFor). */
import type { Static } from 'typebox';
import { dashaTribhagiTexts } from '../../content/dashas-more.ts';
import { defaultDivisionVariant, divisionMethodId } from '../../jyotish/chart/divisions.ts';
import { degreesPerNakshatra, nakshatraIndexOf } from '../../jyotish/core/zodiac.ts';
import { tribhagiAnchorMethodId, vargaLongitude } from '../../jyotish/dasha/seed-variants.ts';
import { nakshatraEntity } from '../shared/entities.ts';
import type { DashaMoreOptions } from './dashas-more.ts';
import type { MainDashaVariant } from './main-variants.ts';
import type { MainDashaVariants } from './schema-dashas-more.ts';

/**
 * What the block was varied by (`v` is never null where the caller publishes it).
 * @param seedLongitude the seed's rasi-chart longitude (the Moon unless dashaSeed is set)
 */
export function presentMainVariant(v: MainDashaVariant, seedLongitude: number, o: DashaMoreOptions): Static<typeof MainDashaVariants> {
  const out: Static<typeof MainDashaVariants> = {};
  if (v.seedVarga !== 1) {
    const lon = vargaLongitude(seedLongitude, v.seedVarga);
    const n = nakshatraIndexOf(lon);
    out.seedVarga = {
      division: v.seedVarga,
      methodId: divisionMethodId(v.seedVarga, defaultDivisionVariant(v.seedVarga)),
      longitude: lon,
      nakshatra: nakshatraEntity(n),
      fractionOfNakshatra: (lon - n * degreesPerNakshatra) / degreesPerNakshatra,
    };
  }
  if (v.tribhagi) out.tribhagi = { methodId: tribhagiAnchorMethodId[o.tribhagiAnchor], text: dashaTribhagiTexts[o.tribhagiAnchor] };
  return out;
}

/** Dasha years of a listed period: its lord's years, a third of them with tribhagi. */
export function listedYears(years: number, v: MainDashaVariant | null): number {
  return v !== null && v.tribhagi ? years / 3 : years;
}
