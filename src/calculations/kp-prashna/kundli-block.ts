/**
 * The optional `kp` block of kundli-advanced (`kp: true`): the KP sign, star, sub and sub-sub
 * lords of the ascendant and the nine grahas of the same natal chart, so one request shows
 * both systems. KP lords are always read with a KP ayanamsha (kp.md §1: Lahiri is not used in
 * KP results): the request's when it is krishnamurti or krishnamurti-new, else krishnamurti.
 * The chart's longitudes are moved by the difference of the two (mean) ayanamshas at the
 * moment, which is exact: λ_sid = λ_mean-of-date − A_mean for every ayanamsha.
 */
import Type from 'typebox';
import { ayanamshaDegrees, ayanamshas, type AyanamshaId } from '../../astro/ayanamsha.ts';
import { kundliKpNote } from '../../content/kp/index.ts';
import { Bilingual, NamedEntity } from '../../contract/common.ts';
import { grahaIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import { kpLords, type KpLords } from '../../jyotish/kp/lords.ts';
import { normalizeDegrees } from '../../shared/angles.ts';
import type { ResolvedNatal } from '../shared/natal.ts';
import { grahaEntity } from '../shared/entities.ts';
import { kpPointFields } from './present.ts';
import { kpPointSchemaFields } from './schema.ts';

const kpFields = {
  ...kpPointSchemaFields,
  longitude: Type.Number({ description: 'Sidereal longitude with the KP ayanamsha of this block, degrees [0, 360)' }),
};

export const KpLordsBlock = Type.Object(
  {
    methodId: Type.Literal('KP.SUB_VIM'),
    ayanamsha: Type.String({ description: 'AYAN.KP (or AYAN.KP_NEW when the request asked for krishnamurti-new)' }),
    ayanamshaId: Type.Enum(['krishnamurti', 'krishnamurti-new']),
    shiftDegrees: Type.Number({ description: 'Added to the chart\'s longitudes to read them with the KP ayanamsha (0 when the chart already uses it)' }),
    note: Bilingual,
    ascendant: Type.Object(kpFields),
    planets: Type.Array(Type.Object({ graha: NamedEntity, ...kpFields }), { minItems: 9, maxItems: 9 }),
  },
  { description: 'Present only when the request sets kp: true. KP lords of the ascendant and the nine grahas; houses are not recast (the bhavas above keep the requested house system).' },
);

export interface KpLordsBlockComputed {
  ayanamsha: 'krishnamurti' | 'krishnamurti-new';
  shiftDegrees: number;
  ascendant: { longitude: number; lords: KpLords };
  planets: { graha: GrahaId; longitude: number; lords: KpLords }[];
}

/** KP lords of a natal chart (ascendant and nine grahas). */
export function computeKpLordsBlock(natal: ResolvedNatal): KpLordsBlockComputed {
  const from = natal.birth.sky.ayanamsha;
  const ayanamsha = from === 'krishnamurti-new' ? 'krishnamurti-new' : 'krishnamurti';
  const jd = natal.chart.jdUt;
  const shiftDegrees = from === ayanamsha ? 0 : ayanamshaDegrees(from as AyanamshaId, jd) - ayanamshaDegrees(ayanamsha, jd);
  const at = (longitude: number) => {
    const l = normalizeDegrees(longitude + shiftDegrees);
    return { longitude: l, lords: kpLords(l) };
  };
  return {
    ayanamsha,
    shiftDegrees,
    ascendant: at(natal.chart.ascendant.longitude),
    planets: grahaIds.map((graha) => ({ graha, ...at(natal.chart.bodies[graha].longitude) })),
  };
}

export function presentKpLordsBlock(c: KpLordsBlockComputed) {
  return {
    methodId: 'KP.SUB_VIM' as const,
    ayanamsha: ayanamshas[c.ayanamsha].methodId,
    ayanamshaId: c.ayanamsha,
    shiftDegrees: c.shiftDegrees,
    note: kundliKpNote,
    ascendant: kpPointFields(c.ascendant.longitude, c.ascendant.lords),
    planets: c.planets.map((p) => ({ graha: grahaEntity(p.graha), ...kpPointFields(p.longitude, p.lords) })),
  };
}
