/** Names and short labels of the prediction results: bands, modes, taras, reasons and the note. */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { TaraId, TaraQuality } from '../../jyotish/core/bala.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import type { Band } from '../../jyotish/predictions/weights.ts';
import { grahaName } from '../names.ts';

export const bandNames: Readonly<Record<Band, Bilingual>> = {
  favourable: { en: 'favourable', hi: 'अनुकूल' },
  mixed: { en: 'mixed', hi: 'मिश्रित' },
  challenging: { en: 'challenging', hi: 'चुनौतीपूर्ण' },
};

/**
 * A graha as it reads inside a sentence: "the Sun", "the Moon", "Mars" …; in Hindi the
 * transiting Moon is चन्द्रमा (चन्द्र alone reads as the Moon sign's name).
 */
export function grahaInText(g: GrahaId): Bilingual {
  if (g === 'sun') return { en: 'the Sun', hi: 'सूर्य' };
  if (g === 'moon') return { en: 'the Moon', hi: 'चन्द्रमा' };
  return grahaName(g);
}

export const taraNames: Readonly<Record<TaraId, Bilingual>> = {
  janma: { en: 'Janma', hi: 'जन्म' },
  sampat: { en: 'Sampat', hi: 'संपत्' },
  vipat: { en: 'Vipat', hi: 'विपत्' },
  kshema: { en: 'Kshema', hi: 'क्षेम' },
  pratyari: { en: 'Pratyari', hi: 'प्रत्यरि' },
  sadhana: { en: 'Sadhana', hi: 'साधक' },
  naidhana: { en: 'Naidhana', hi: 'नैधन' },
  mitra: { en: 'Mitra', hi: 'मित्र' },
  'parama-mitra': { en: 'Parama-mitra', hi: 'परम मित्र' },
};

export const taraQualityNames: Readonly<Record<TaraQuality, Bilingual>> = {
  good: { en: 'supportive', hi: 'शुभ' },
  bad: { en: 'unfavourable', hi: 'अशुभ' },
  'neutral-bad': { en: 'mildly unfavourable', hi: 'हल्का अशुभ' },
};

const ordinalHi = [
  'पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ', 'दसवाँ', 'ग्यारहवाँ', 'बारहवाँ', 'तेरहवाँ',
  'चौदहवाँ', 'पंद्रहवाँ', 'सोलहवाँ', 'सत्रहवाँ', 'अठारहवाँ', 'उन्नीसवाँ', 'बीसवाँ', 'इक्कीसवाँ', 'बाईसवाँ', 'तेईसवाँ', 'चौबीसवाँ',
  'पच्चीसवाँ', 'छब्बीसवाँ', 'सत्ताईसवाँ',
];

/** "4th" / "चौथा" for 1 … 27 (the count of a nakshatra from the janma nakshatra). */
export function countOrdinal(n: number): Bilingual {
  const tens = Math.floor(n / 10) % 10;
  const units = n % 10;
  const suffix = tens === 1 ? 'th' : units === 1 ? 'st' : units === 2 ? 'nd' : units === 3 ? 'rd' : 'th';
  return { en: `${n}${suffix}`, hi: ordinalHi[n - 1] };
}

/** Why a module is absent from a sign-only result. */
export const unavailableReasons = {
  'tara-bala': {
    en: 'Tara bala needs the birth nakshatra, which a Moon sign alone does not give; it is left out of the score.',
    hi: 'तारा बल के लिए जन्म नक्षत्र चाहिए, जो केवल चन्द्र राशि से ज्ञात नहीं होता; इसलिए इसे अंक में शामिल नहीं किया गया है।',
  },
  ashtakavarga: {
    en: 'Ashtakavarga bindus need the full birth chart; in sign-only mode no ashtakavarga factor is applied.',
    hi: 'अष्टकवर्ग के बिंदुओं के लिए पूरी जन्म कुंडली चाहिए; केवल राशि वाले मोड में अष्टकवर्ग का कोई गुणक लागू नहीं किया गया है।',
  },
} as const satisfies Record<string, Bilingual>;

/** The note every prediction and planner result carries. */
export const predictionNote: Bilingual = {
  en: 'Gochara readings are traditional, rule-based indications for reflection, not predictions of events. A full reading weighs the whole birth chart and the running dasha; no remedy is implied.',
  hi: 'गोचर के ये संकेत परंपरागत और नियम-आधारित हैं, चिंतन के लिए हैं, घटनाओं की भविष्यवाणी नहीं। पूर्ण विवेचन में पूरी जन्म कुंडली और चल रही दशा का विचार किया जाता है; इससे किसी उपाय की आवश्यकता सिद्ध नहीं होती।',
};

/** Names of the aggregate's non-graha modules. */
export const moduleNames = {
  'chandra-bala': { en: 'Chandra bala', hi: 'चन्द्र बल' },
  'tara-bala': { en: 'Tara bala', hi: 'तारा बल' },
} as const satisfies Record<string, Bilingual>;

/** The period words of the synthesis: "this week" / "इस सप्ताह". */
export const periodWords = {
  day: { en: 'on this day', hi: 'इस दिन' },
  week: { en: 'this week', hi: 'इस सप्ताह' },
  month: { en: 'this month', hi: 'इस महीने' },
} as const satisfies Record<string, Bilingual>;
