/**
 * The declared variants of the matching tables (matching.md): one default per cell where
 * sources disagree, each variant opt-in by its id. The request's `variants` object selects
 * them; every selected id is echoed in the envelope's `method`.
 */

export interface MatchVariants {
  /** Varna by Moon sign: `mc` earth Vaishya, air Shudra (VARNA.MC); `saravali` swaps earth and air (VARNA.SARAVALI). */
  varna: 'mc' | 'saravali';
  /** Vashya table: matching.md §1.2 (VASHYA.MC); Vanachara groom row 0 0 1 2 0 (VASHYA.VANACHARA_ZERO); the saravali.de table PyJHora uses (VASHYA.SARAVALI). */
  vashya: 'standard' | 'vanachara-zero' | 'saravali';
  /** Yoni Horse–Deer cell: 3 (YONI.MC) or 1 (YONI.HORSE_DEER_1, PyJHora). */
  yoniHorseDeer: 3 | 1;
  /** Gana table: matching.md §1.6 (GANA.MC) or PyJHora's (GANA.PYJHORA). */
  gana: 'standard' | 'pyjhora';
  /** Nadi exceptions N1, N2 (MATCH.EXC_STD) or also N3, same star and sign but different padas (NADI_EXC.PADA). */
  nadiException: 'standard' | 'with-pada';
  /** Dina porutham counts: matching.md list (DINA.STD) or the Tamil panchang list with 17, 21, 25 (DINA.TAMIL). */
  poruthamDina: 'standard' | 'tamil';
  /** Stree deergha passes when the count exceeds 13 (SD.13) or 7 (SD.7). */
  streeDeergha: 13 | 7;
  /** Yoni porutham enemies: the seven pairs (PYONI.STD) or also Serpent–Rat (PYONI.SERPENT_RAT). */
  poruthamYoni: 'standard' | 'serpent-rat';
  /** Vedha: the classical pair list (VEDHA.PAIRS) or any star numbers summing to 19, 28 or 37 (VEDHA.SUM_19_28_37, PyJHora). */
  vedha: 'pairs' | 'sum';
  /** Porutham verdict: Rajju and Vedha mandatory (DASHA.VERDICT_STD) or Rajju, Dina, Gana, Rasi and Yoni all required (DASHA.TN_MIN). */
  poruthamMinimum: 'standard' | 'tn-min';
  /** Manglik houses: 1, 2, 4, 7, 8, 12 from Lagna or Moon (MANGLIK.L_M_124_78_12); without the 2nd (MANGLIK.NORTH_1_4_7_8_12); Lagna only (MANGLIK.LAGNA_ONLY). */
  manglik: 'lagna-moon' | 'north' | 'lagna-only';
}

export const defaultMatchVariants: Readonly<MatchVariants> = {
  varna: 'mc',
  vashya: 'standard',
  yoniHorseDeer: 3,
  gana: 'standard',
  nadiException: 'standard',
  poruthamDina: 'standard',
  streeDeergha: 13,
  poruthamYoni: 'standard',
  vedha: 'pairs',
  poruthamMinimum: 'standard',
  manglik: 'lagna-moon',
};

/** The defaults overlaid with whatever the request selected. */
export function resolveMatchVariants(selected: Partial<MatchVariants> | undefined): MatchVariants {
  return { ...defaultMatchVariants, ...(selected ?? {}) };
}

/** Method id of each variant value (the ids declared in `method`). */
export const variantMethodIds = {
  varna: { mc: 'VARNA.MC', saravali: 'VARNA.SARAVALI' },
  vashya: { standard: 'VASHYA.MC', 'vanachara-zero': 'VASHYA.VANACHARA_ZERO', saravali: 'VASHYA.SARAVALI' },
  yoniHorseDeer: { 3: 'YONI.MC', 1: 'YONI.HORSE_DEER_1' },
  gana: { standard: 'GANA.MC', pyjhora: 'GANA.PYJHORA' },
  nadiException: { standard: 'MATCH.EXC_STD', 'with-pada': 'NADI_EXC.PADA' },
  poruthamDina: { standard: 'DINA.STD', tamil: 'DINA.TAMIL' },
  streeDeergha: { 13: 'SD.13', 7: 'SD.7' },
  poruthamYoni: { standard: 'PYONI.STD', 'serpent-rat': 'PYONI.SERPENT_RAT' },
  vedha: { pairs: 'VEDHA.PAIRS', sum: 'VEDHA.SUM_19_28_37' },
  poruthamMinimum: { standard: 'DASHA.VERDICT_STD', 'tn-min': 'DASHA.TN_MIN' },
  manglik: { 'lagna-moon': 'MANGLIK.L_M_124_78_12', north: 'MANGLIK.NORTH_1_4_7_8_12', 'lagna-only': 'MANGLIK.LAGNA_ONLY' },
} as const satisfies { [K in keyof MatchVariants]: Record<MatchVariants[K], string> };
