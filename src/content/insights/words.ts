/** Small bilingual building blocks shared by the insight texts, and the version of those texts. */
import type { Bilingual } from '../../shared/bilingual.ts';
import { grahaName, houseOrdinals, joinList } from '../names.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';

/** Version of the kundli-insights texts (src/content/insights, and src/content/manglik.ts as far as insights use it). */
export const insightsContentVersion = 'kundli-insights-content.4';

/** Oblique Hindi ordinals in words, as in "सातवें भाव में". */
const ordinalHi = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];

/** "7th" / "सातवें" (oblique form, as in "सातवें भाव में"). */
export function houseOrdinal(h: number): Bilingual {
  return { en: houseOrdinals[h - 1].en, hi: ordinalHi[h - 1] };
}

/** A list of graha names: "Sun, Moon and Mars" / "सूर्य, चन्द्र और मंगल". */
export function grahaList(gs: readonly GrahaId[]): Bilingual {
  if (gs.length === 0) return { en: 'none', hi: 'कोई नहीं' };
  return joinList(gs.map((g) => grahaName(g)));
}

export const referenceNames: Record<'lagna' | 'moon' | 'venus' | 'sun', Bilingual> = {
  lagna: { en: 'the lagna', hi: 'लग्न' },
  moon: { en: 'the Moon', hi: 'चन्द्र' },
  venus: { en: 'Venus', hi: 'शुक्र' },
  sun: { en: 'the Sun', hi: 'सूर्य' },
};

/** Houses as a list: "houses 2 and 7" / "दूसरे और सातवें भाव". */
export function houseList(hs: readonly number[]): Bilingual {
  if (hs.length === 0) return { en: 'no house', hi: 'किसी भाव' };
  const list = joinList(hs.map(houseOrdinal));
  return { en: `the ${list.en} house${hs.length > 1 ? 's' : ''}`, hi: `${list.hi} भाव` };
}

/** Joins bilingual sentences. */
export function sentences(parts: readonly Bilingual[]): Bilingual {
  return { en: parts.map((p) => p.en).join(' '), hi: parts.map((p) => p.hi).join(' ') };
}

/** The review-only disclaimer every interpretive block carries. */
export const reviewDisclaimer: Bilingual = {
  en: 'This is a rule-based check for review, not a prediction. What a combination means depends on the whole chart and on a qualified reading; no remedy is implied.',
  hi: 'यह समीक्षा के लिए नियम-आधारित जाँच है, भविष्यवाणी नहीं। किसी योग का अर्थ पूरी कुंडली और योग्य ज्योतिषीय विवेचन पर निर्भर करता है; इससे किसी उपाय की आवश्यकता सिद्ध नहीं होती।',
};
