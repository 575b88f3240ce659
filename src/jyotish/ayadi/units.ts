/**
 * Lengths for Ayadi (south-indian-and-vastu.md §2): the formulas count the perimeter as a
 * whole number of hastas (`UNIT.HASTA`, 1 hasta = 1 kol = 1 muzham = 24 angulas) or of
 * angulas (`UNIT.ANGULA`). Metric and imperial lengths are converted through a declared
 * hasta length, since the hasta is not one fixed length across regions and texts.
 */

export type LengthUnit = 'hasta' | 'kol' | 'angula' | 'metre' | 'foot';
export type CountUnit = 'hasta' | 'angula';
export const countUnitMethodId: Record<CountUnit, string> = { hasta: 'UNIT.HASTA', angula: 'UNIT.ANGULA' };

/**
 * Declared hasta lengths:
 * - `kol-72cm` (`HASTA.KOL_72CM`, default): the Kerala carpenter's kol (muzhakkol) of 24 angulas
 *   of 30 mm = 0.72 m (8 yava = 1 angula = 30 mm in the Kerala thachu-shastra tables);
 * - `kishku-33in` (`HASTA.KISHKU_33IN`): 0.8382 m = 33 inches (24 angulas of 1⅜ in), the vastu
 *   unit of the Mayonic (Ganapati Sthapati) school;
 * - `custom` (`HASTA.CUSTOM`): a length the caller gives, e.g. the owner's own cubit.
 */
export type HastaStandard = 'kol-72cm' | 'kishku-33in' | 'custom';
export const hastaStandardMetres: Record<Exclude<HastaStandard, 'custom'>, number> = {
  'kol-72cm': 0.72,
  'kishku-33in': 0.8382,
};
export const hastaStandardMethodId: Record<HastaStandard, string> = {
  'kol-72cm': 'HASTA.KOL_72CM',
  'kishku-33in': 'HASTA.KISHKU_33IN',
  custom: 'HASTA.CUSTOM',
};

/** The international foot, exactly. */
export const metresPerFoot = 0.3048;
export const angulasPerHasta = 24;

/** Metres in one unit of `unit`, given the hasta length in metres. */
export function metresPerUnit(unit: LengthUnit, hastaMetres: number): number {
  switch (unit) {
    case 'metre':
      return 1;
    case 'foot':
      return metresPerFoot;
    case 'hasta':
    case 'kol':
      return hastaMetres;
    case 'angula':
      return hastaMetres / angulasPerHasta;
  }
}

export interface CountedPerimeter {
  /** The perimeter in the counting unit before rounding. */
  exact: number;
  /** The whole number the formulas use (`AYADI.ROUND_NEAREST`: nearest whole unit, halves up). */
  whole: number;
  /** exact − whole, in the counting unit. */
  residual: number;
}

/**
 * A perimeter given in `unit` as a count of `countUnit`. Hasta, kol and angula convert by the
 * exact factor 24 (no metric length involved); metres and feet through `hastaMetres`.
 */
export function countPerimeter(perimeter: number, unit: LengthUnit, countUnit: CountUnit, hastaMetres: number): CountedPerimeter {
  let angulas: number;
  if (unit === 'hasta' || unit === 'kol') angulas = perimeter * angulasPerHasta;
  else if (unit === 'angula') angulas = perimeter;
  else angulas = (perimeter * metresPerUnit(unit, hastaMetres)) / (hastaMetres / angulasPerHasta);
  const exact = countUnit === 'hasta' ? angulas / angulasPerHasta : angulas;
  // Round away float noise first (12 × 0.72 / 0.72 must be exactly 12), then to the nearest whole.
  const clean = Math.round(exact * 1e9) / 1e9;
  const whole = Math.floor(clean + 0.5);
  return { exact: clean, whole, residual: clean - whole };
}

/** A whole count of `countUnit` expressed in `unit` (for search results shown in the caller's unit). */
export function countToUnit(count: number, countUnit: CountUnit, unit: LengthUnit, hastaMetres: number): number {
  const metres = count * metresPerUnit(countUnit, hastaMetres);
  return metres / metresPerUnit(unit, hastaMetres);
}
