/** Texts of the ashtakoota verdict bands (`ASHTA.BANDS`) and of the overall summary. */
import type { Bilingual } from '../../shared/bilingual.ts';
import { ashtakootaBands, type AshtakootaBandId } from '../../jyotish/match/ashtakoota/bands.ts';
import { bandNames } from './names.ts';

const bandMeaning: Record<AshtakootaBandId, Bilingual> = {
  'not-recommended': {
    en: 'below 18 of 36, which the tradition does not recommend for marriage',
    hi: '36 में से 18 से कम, जिसे परम्परा विवाह के लिए अनुशंसित नहीं करती',
  },
  acceptable: { en: '18 up to 24½ of 36, an acceptable match', hi: '36 में से 18 से 24½ तक, स्वीकार्य मिलान' },
  'very-good': { en: '25 up to 32½ of 36, a very good match', hi: '36 में से 25 से 32½ तक, बहुत अच्छा मिलान' },
  excellent: { en: '33 or more of 36, an excellent match', hi: '36 में से 33 या अधिक, उत्तम मिलान' },
};

/** The bounds of a band: totals move in half points, so a band ends half a point below the next. */
export function bandRange(id: AshtakootaBandId): { minimumPoints: number; maximumPoints: number } {
  const i = ashtakootaBands.findIndex((b) => b.id === id);
  const next = ashtakootaBands[i + 1];
  return { minimumPoints: ashtakootaBands[i].minimumPoints, maximumPoints: next ? next.minimumPoints - 0.5 : 36 };
}

/** Why a total falls in its band. */
export function bandText(total: number, id: AshtakootaBandId, adjusted: boolean): Bilingual {
  const m = bandMeaning[id];
  const what = adjusted ? { en: 'The adjusted total', hi: 'समायोजित योग' } : { en: 'The total', hi: 'योग' };
  return {
    en: `${what.en} of ${total} falls in the "${bandNames[id].en}" band: ${m.en}.`,
    hi: `${what.hi} ${total} "${bandNames[id].hi}" श्रेणी में आता है: ${m.hi}।`,
  };
}

/** The one-paragraph summary of the ashtakoota. */
export function ashtakootaSummary(total: number, adjustedTotal: number, band: AshtakootaBandId, adjustedBand: AshtakootaBandId): Bilingual {
  const same = total === adjustedTotal;
  return same
    ? {
        en: `The eight kootas give ${total} of 36 points (${bandNames[band].en}). No cancelled dosha changes the total.`,
        hi: `आठों कूट मिलकर 36 में से ${total} अंक देते हैं (${bandNames[band].hi})। किसी निरस्त दोष से योग नहीं बदलता।`,
      }
    : {
        en: `The eight kootas give ${total} of 36 points (${bandNames[band].en}); with the cancelled doshas restored the adjusted total is ${adjustedTotal} (${bandNames[adjustedBand].en}).`,
        hi: `आठों कूट मिलकर 36 में से ${total} अंक देते हैं (${bandNames[band].hi}); निरस्त दोषों के अंक लौटाने पर समायोजित योग ${adjustedTotal} है (${bandNames[adjustedBand].hi})।`,
      };
}
