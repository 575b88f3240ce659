/** The samvat block of a result (era years and the three samvatsara reckonings), as published. */
import { samvatsaraNames } from '../../content/names.ts';
import type { HinduYears } from '../../jyotish/panchang/years.ts';

/** Era years and samvatsaras (indices 1-based, with bilingual names) of one lunar year. */
export function presentSamvat(years: HinduYears) {
  return {
    vikram: years.vikram,
    vikramGujarati: years.vikramGujarati,
    saka: years.saka,
    kali: years.kali,
    samvatsara: {
      north: { index: years.samvatsaraNorth + 1, name: samvatsaraNames[years.samvatsaraNorth] },
      south: { index: years.samvatsaraSouth + 1, name: samvatsaraNames[years.samvatsaraSouth] },
      gujarati: { index: years.samvatsaraGujarati + 1, name: samvatsaraNames[years.samvatsaraGujarati] },
    },
  };
}
