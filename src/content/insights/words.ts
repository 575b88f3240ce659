/** Small bilingual building blocks shared by the insight texts, and the version of those texts. */
import type { Bilingual } from '../../shared/bilingual.ts';
import { grahaNames, rashiNames } from '../names.ts';
import { rashiIds, type GrahaId } from '../../jyotish/core/zodiac.ts';

/** Version of the kundli-insights texts (src/content/insights, and src/content/manglik.ts as far as insights use it). */
export const insightsContentVersion = 'kundli-insights-content.1';

const ordinalEn = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
const ordinalHi = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];

/** "7th" / "सातवें" (oblique form, as in "सातवें भाव में"). */
export function houseOrdinal(h: number): Bilingual {
  return { en: ordinalEn[h - 1], hi: ordinalHi[h - 1] };
}

export function graha(g: GrahaId): Bilingual {
  return { en: grahaNames[g].en, hi: grahaNames[g].hi };
}

/** "Mesha (Aries)" / "मेष". */
export function rashi(sign: number): Bilingual {
  const n = rashiNames[rashiIds[sign]];
  return { en: `${n.en} (${n.western})`, hi: n.hi };
}

/** A list of graha names: "Sun, Moon and Mars" / "सूर्य, चन्द्र और मंगल". */
export function grahaList(gs: readonly GrahaId[]): Bilingual {
  if (gs.length === 0) return { en: 'none', hi: 'कोई नहीं' };
  const en = gs.map((g) => grahaNames[g].en);
  const hi = gs.map((g) => grahaNames[g].hi);
  const join = (xs: string[], and: string) => (xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);
  return { en: join(en, 'and'), hi: join(hi, 'और') };
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
  const en = hs.map((h) => ordinalEn[h - 1]);
  const hi = hs.map((h) => ordinalHi[h - 1]);
  const join = (xs: string[], and: string) => (xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);
  return { en: `the ${join(en, 'and')} house${hs.length > 1 ? 's' : ''}`, hi: `${join(hi, 'और')} भाव` };
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
