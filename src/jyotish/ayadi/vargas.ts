/**
 * The Ayadi vargas of a perimeter (south-indian-and-vastu.md §2, `AYADI.MAYAMATA`): each is
 * (multiplier · P) mod divisor, a remainder of 0 read as the divisor.
 */

/** (multiplier · P) mod divisor with 0 read as the divisor, so the value runs 1 … divisor. */
export function vargaValue(perimeter: number, multiplier: number, divisor: number): number {
  const r = (multiplier * perimeter) % divisor;
  return r === 0 ? divisor : r;
}

export type AyusVariant = 'vishvakarma' | 'kalamrita';
export const ayusMethodId: Record<AyusVariant, string> = {
  vishvakarma: 'AYADI.AYUS_VP',
  kalamrita: 'AYADI.AYUS_KALAMRITA',
};

/** Formula of each varga: [multiplier, divisor] and the rule id that states it. */
export const vargaFormulas = {
  aya: { multiplier: 8, divisor: 12, ruleId: 'AYADI.AYA' },
  vyaya: { multiplier: 9, divisor: 10, ruleId: 'AYADI.VYAYA' },
  yoni: { multiplier: 3, divisor: 8, ruleId: 'AYADI.YONI' },
  riksha: { multiplier: 8, divisor: 27, ruleId: 'AYADI.RIKSHA' },
  vara: { multiplier: 9, divisor: 7, ruleId: 'AYADI.VARA' },
  amsha: { multiplier: 4, divisor: 9, ruleId: 'AYADI.AMSHA' },
  tithi: { multiplier: 8, divisor: 30, ruleId: 'AYADI.TITHI' },
  ayusVishvakarma: { multiplier: 8, divisor: 120, ruleId: 'AYADI.AYUS_VP' },
  ayusKalamrita: { multiplier: 9, divisor: 120, ruleId: 'AYADI.AYUS_KALAMRITA' },
} as const;

export interface AyadiValues {
  perimeter: number;
  aya: number;
  vyaya: number;
  /** 1 Dhwaja … 8 Kaka. */
  yoni: number;
  /** 1 = Ashwini … 27 = Revati. */
  riksha: number;
  /** 1 = Sunday … 7 = Saturday. */
  vara: number;
  /** 1 … 9 (Mayamata remainder). */
  amsha: number;
  /** 1 … 30. */
  tithi: number;
  /** 1 … 120 by the chosen ayus variant. */
  ayus: number;
  /** (Vyaya + Riksha) mod 3 of the Samarangana variant `AMSHA.SS3`: 1 Indra, 2 Yama, 0 Raja. */
  amshaSs3: 0 | 1 | 2;
}

/** Every varga of a whole perimeter P ≥ 1. */
export function ayadiValues(perimeter: number, ayusVariant: AyusVariant): AyadiValues {
  const f = vargaFormulas;
  const v = (x: { multiplier: number; divisor: number }) => vargaValue(perimeter, x.multiplier, x.divisor);
  const vyaya = v(f.vyaya);
  const riksha = v(f.riksha);
  return {
    perimeter,
    aya: v(f.aya),
    vyaya,
    yoni: v(f.yoni),
    riksha,
    vara: v(f.vara),
    amsha: v(f.amsha),
    tithi: v(f.tithi),
    ayus: v(ayusVariant === 'vishvakarma' ? f.ayusVishvakarma : f.ayusKalamrita),
    amshaSs3: ((vyaya + riksha) % 3) as 0 | 1 | 2,
  };
}
