import type { Static } from 'typebox';
import { shodashavargas, type HoraVariant, type VargaDivision } from '../../jyotish/chart/vargas.ts';
import { bhavaChart, vargaChart, type VargaChart, type VargaHouse } from '../../jyotish/chart/varga-chart.ts';
import { payaOfMoonHouse, type PayaId } from '../../jyotish/core/avakahada.ts';
import { resolveNatal, type ResolvedNatal } from '../shared/natal.ts';
import type { KundliRequest } from './schema.ts';

export interface KundliComputed {
  natal: ResolvedNatal;
  horaVariant: HoraVariant;
  /** D1 and D9 always, then the requested vargas, ascending. */
  vargas: VargaChart[];
  bhava: { houses: VargaHouse[] };
  paya: PayaId;
}

/** The divisions to build: D1 and D9 always, plus the requested ones, in Shodashavarga order. */
function divisionsOf(requested: readonly number[] | undefined): VargaDivision[] {
  const wanted = new Set<number>([1, 9, ...(requested ?? [])]);
  return shodashavargas.filter((d) => wanted.has(d));
}

/**
 * The kundli numbers: the natal chart (shared with every natal calculation), its divisional
 * charts, the Bhava chart and the paya.
 * @throws ValidationFailed | OutOfRange | LocalTimeNonexistent naming the field
 */
export function computeKundli(request: Static<typeof KundliRequest>): KundliComputed {
  const natal = resolveNatal(request);
  const horaVariant = request.horaVariant ?? 'parashara';
  const vargas = divisionsOf(request.vargas).map((d) => vargaChart(natal.chart, d, horaVariant));
  return {
    natal,
    horaVariant,
    vargas,
    bhava: bhavaChart(natal.chart),
    paya: payaOfMoonHouse(natal.chart.bodies.moon.house),
  };
}
