import type { Static } from 'typebox';
import { allDivisions, defaultDivisionVariant, type AnyDivisionVariant, type Division } from '../../jyotish/chart/divisions.ts';
import { divisionChart, type DivisionChart } from '../../jyotish/chart/division-chart.ts';
import { bhavaChart, type VargaHouse } from '../../jyotish/chart/varga-chart.ts';
import { payaOfMoonHouse, type PayaId } from '../../jyotish/core/avakahada.ts';
import { ValidationFailed } from '../../shared/errors.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import type { KundliRequest } from './schema.ts';

export interface KundliComputed {
  natal: ResolvedNatal;
  /** The rule of D2 (vargaVariants.D2 or horaVariant), named in the method block even when D2 is not drawn. */
  horaVariant: AnyDivisionVariant;
  /** D1 and D9 always, then the requested vargas, ascending. */
  vargas: DivisionChart[];
  bhava: { houses: VargaHouse[] };
  paya: PayaId;
}

/** The divisions to build: D1 and D9 always, plus the requested ones, in ascending order. */
function divisionsOf(requested: readonly number[] | undefined): Division[] {
  const wanted = new Set<number>([1, 9, ...(requested ?? [])]);
  return allDivisions.filter((d) => wanted.has(d));
}

/**
 * The rule of each division: `vargaVariants.D{N}`, else the division's default; D2 also
 * follows the older `horaVariant` (the two must agree when both are given).
 * @throws ValidationFailed naming /vargaVariants/D2 when it contradicts horaVariant
 */
function variantsOf(request: Static<typeof KundliRequest>): (d: Division) => AnyDivisionVariant {
  const chosen = (request.vargaVariants ?? {}) as Partial<Record<string, AnyDivisionVariant>>;
  const hora = request.horaVariant;
  if (hora !== undefined && chosen.D2 !== undefined && chosen.D2 !== hora) {
    throw new ValidationFailed('/vargaVariants/D2', 'must agree with horaVariant when both are given');
  }
  return (d) => chosen[`D${d}`] ?? (d === 2 && hora !== undefined ? hora : defaultDivisionVariant(d));
}

/**
 * The kundli numbers: the natal chart (shared with every natal calculation), its divisional
 * charts, the Bhava chart and the paya.
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field
 */
export function computeKundli(request: Static<typeof KundliRequest>): KundliComputed {
  const variantOf = variantsOf(request);
  const natal = resolveNatal(request);
  const vargas = divisionsOf(request.vargas).map((d) => divisionChart(natal.chart, d, variantOf(d)));
  return {
    natal,
    horaVariant: variantOf(2),
    vargas,
    bhava: bhavaChart(natal.chart),
    paya: payaOfMoonHouse(natal.chart.bodies.moon.house),
  };
}
