/** Texts of Ayadi Shadvarga (`jyotish/ayadi`): varga, yoni and class names, verdicts and reasons. */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { VyayaClass, Verdict } from '../../jyotish/ayadi/rules.ts';

export const ayadiContentVersion = 'ayadi-content.1';

export type VargaId = 'aya' | 'vyaya' | 'yoni' | 'riksha' | 'vara' | 'amsha' | 'tithi' | 'ayus';

export const vargaNames: Record<VargaId, Bilingual> = {
  aya: { en: 'Aya (income)', hi: 'आय' },
  vyaya: { en: 'Vyaya (expense)', hi: 'व्यय' },
  yoni: { en: 'Yoni (orientation)', hi: 'योनि' },
  riksha: { en: 'Riksha (nakshatra of the building)', hi: 'ऋक्ष (भवन का नक्षत्र)' },
  vara: { en: 'Vara (weekday)', hi: 'वार' },
  amsha: { en: 'Amsha', hi: 'अंश' },
  tithi: { en: 'Tithi', hi: 'तिथि' },
  ayus: { en: 'Ayus (life of the building)', hi: 'आयु (भवन की आयु)' },
};

/** Yonis 1–8 with the direction their flow faces. */
export const yoniNames: readonly (Bilingual & { id: string; direction: string })[] = [
  { id: 'dhwaja', direction: 'east', en: 'Dhwaja (flag, east)', hi: 'ध्वज (पूर्व)' },
  { id: 'dhuma', direction: 'south-east', en: 'Dhuma (smoke, south-east)', hi: 'धूम्र (आग्नेय)' },
  { id: 'simha', direction: 'south', en: 'Simha (lion, south)', hi: 'सिंह (दक्षिण)' },
  { id: 'shvana', direction: 'south-west', en: 'Shvana (dog, south-west)', hi: 'श्वान (नैऋत्य)' },
  { id: 'vrishabha', direction: 'west', en: 'Vrishabha (bull, west)', hi: 'वृषभ (पश्चिम)' },
  { id: 'khara', direction: 'north-west', en: 'Khara (donkey, north-west)', hi: 'खर (वायव्य)' },
  { id: 'gaja', direction: 'north', en: 'Gaja (elephant, north)', hi: 'गज (उत्तर)' },
  { id: 'kaka', direction: 'north-east', en: 'Kaka (crow, north-east)', hi: 'काक (ईशान)' },
];

export const vyayaClassNames: Record<VyayaClass, Bilingual> = {
  yaksha: { en: 'Yaksha (expense below income)', hi: 'यक्ष (व्यय आय से कम)' },
  pishacha: { en: 'Pishacha (expense equal to income)', hi: 'पिशाच (व्यय आय के बराबर)' },
  rakshasa: { en: 'Rakshasa (expense above income)', hi: 'राक्षस (व्यय आय से अधिक)' },
};

/** Samarangana amsha (`AMSHA.SS3`) by (Vyaya + Riksha) mod 3. */
export const amshaSs3Names: Record<0 | 1 | 2, Bilingual> = {
  1: { en: 'Indra', hi: 'इन्द्र' },
  2: { en: 'Yama', hi: 'यम' },
  0: { en: 'Raja', hi: 'राज' },
};

export const verdictNames: Record<Verdict, Bilingual> = {
  pass: { en: 'acceptable', hi: 'स्वीकार्य' },
  fail: { en: 'rejected', hi: 'अस्वीकार्य' },
  neutral: { en: 'neutral', hi: 'सामान्य' },
  'not-evaluated': { en: 'not evaluated', hi: 'जाँचा नहीं गया' },
  informational: { en: 'for information (no acceptance rule)', hi: 'केवल जानकारी हेतु (स्वीकृति का कोई नियम नहीं)' },
};

export const ayadiStatement: Bilingual = {
  en: 'These are the Ayadi Shadvarga remainders of the perimeter by the declared formulas (perimeter-based Mayamata set) and their acceptance by the declared rules. Vastu texts disagree on multipliers, units and rules, and a hasta is not one fixed length, so the figures are for review by a sthapati or vastu practitioner. They describe a traditional proportion check, not a promise of prosperity or harm.',
  hi: 'ये परिधि के आयादि षड्वर्ग शेष हैं, जो घोषित सूत्रों (परिधि पर आधारित मयमत समूह) से निकाले गए हैं, और घोषित नियमों से उनकी स्वीकार्यता। वास्तु ग्रन्थों में गुणक, इकाई और नियमों पर मतभेद है और हस्त की कोई एक निश्चित लम्बाई नहीं है, इसलिए ये आँकड़े किसी स्थपति या वास्तु जानकार के परखने के लिए हैं। ये पारम्परिक अनुपात-जाँच बताते हैं, समृद्धि या हानि का वचन नहीं।',
};

export const amshaUnjudgedNote: Bilingual = {
  en: 'The labels of the nine amshas are not standardised across texts, so no verdict is given (choose amshaVariant samarangana for the Indra/Yama/Raja rule).',
  hi: 'नौ अंशों के नाम ग्रन्थों में एक जैसे नहीं हैं, इसलिए कोई निर्णय नहीं दिया गया (इन्द्र/यम/राज नियम के लिए amshaVariant samarangana चुनें)।',
};

const weekdayNames: readonly Bilingual[] = [
  { en: 'Sunday', hi: 'रविवार' }, { en: 'Monday', hi: 'सोमवार' }, { en: 'Tuesday', hi: 'मंगलवार' },
  { en: 'Wednesday', hi: 'बुधवार' }, { en: 'Thursday', hi: 'गुरुवार' }, { en: 'Friday', hi: 'शुक्रवार' }, { en: 'Saturday', hi: 'शनिवार' },
];

/** The weekday of a vara value 1 (Sunday) … 7 (Saturday). */
export function varaName(vara: number): Bilingual {
  return weekdayNames[vara - 1];
}

/** Why a varga failed (or was not evaluated), in words, for the overall reasons. */
export const ayadiReasons = {
  ayaNotAbove: (aya: number, vyaya: number): Bilingual => ({
    en: `Aya ${aya} does not exceed Vyaya ${vyaya} (AYADI.AYA_GT_VYAYA).`,
    hi: `आय ${aya} व्यय ${vyaya} से अधिक नहीं है (AYADI.AYA_GT_VYAYA)।`,
  }),
  vyayaClass: (cls: VyayaClass): Bilingual => ({
    en: `Vyaya is ${vyayaClassNames[cls].en} (AYADI.VYAYA_CLASS).`,
    hi: `व्यय ${vyayaClassNames[cls].hi} है (AYADI.VYAYA_CLASS)।`,
  }),
  yoniEven: (yoni: number): Bilingual => ({
    en: `Yoni ${yoni}, ${yoniNames[yoni - 1].en}, is even; only the odd yonis 1, 3, 5, 7 are accepted (AYADI.YONI_ODD).`,
    hi: `योनि ${yoni}, ${yoniNames[yoni - 1].hi}, सम है; केवल विषम योनियाँ 1, 3, 5, 7 स्वीकार्य हैं (AYADI.YONI_ODD)।`,
  }),
  yoniFacing: (yoni: number, wanted: number): Bilingual => ({
    en: `Yoni ${yoni}, ${yoniNames[yoni - 1].en}, is not the yoni of the facing, ${yoniNames[wanted - 1].en} (AYADI.YONI_FACING).`,
    hi: `योनि ${yoni}, ${yoniNames[yoni - 1].hi}, मुख की दिशा की योनि ${yoniNames[wanted - 1].hi} नहीं है (AYADI.YONI_FACING)।`,
  }),
  rikshaTara: (count: number): Bilingual => ({
    en: `The building's nakshatra is ${count} counted from the owner's; ${count} mod 9 = ${count % 9} is one of 3, 5, 7 (AYADI.RIKSHA_TARA).`,
    hi: `भवन का नक्षत्र स्वामी के नक्षत्र से ${count}वाँ है; ${count} mod 9 = ${count % 9}, जो 3, 5, 7 में से है (AYADI.RIKSHA_TARA)।`,
  }),
  rikshaMissing: {
    en: 'The riksha rule needs the owner\'s janma nakshatra (ownerNakshatra); it was not evaluated.',
    hi: 'ऋक्ष नियम के लिए स्वामी का जन्म नक्षत्र (ownerNakshatra) चाहिए; यह जाँचा नहीं गया।',
  } as Bilingual,
  vara: (vara: number): Bilingual => ({
    en: `The vara is ${varaName(vara).en}, which is rejected (VARA.NO_SUN_TUE).`,
    hi: `वार ${varaName(vara).hi} है, जो अस्वीकार्य है (VARA.NO_SUN_TUE)।`,
  }),
  amshaYama: {
    en: 'The Samarangana amsha is Yama (AMSHA.SS3).',
    hi: 'समरांगण अंश यम है (AMSHA.SS3)।',
  } as Bilingual,
  tithi: (tithi: number): Bilingual => ({
    en: `Tithi ${tithi} is rejected (rikta tithis 4, 9, 14 and 30, AYADI.TITHI_NOT_RIKTA).`,
    hi: `तिथि ${tithi} अस्वीकार्य है (रिक्ता तिथियाँ 4, 9, 14 और 30, AYADI.TITHI_NOT_RIKTA)।`,
  }),
  allPass: {
    en: 'Every evaluated rule is satisfied.',
    hi: 'जाँचे गए सभी नियम पूरे होते हैं।',
  } as Bilingual,
};

/** How the measured perimeter became the whole count the formulas use. */
export function conversionText(args: {
  perimeter: number;
  unit: string;
  countUnit: string;
  hastaMetres: number;
  exact: number;
  whole: number;
}): Bilingual {
  const unitHi: Record<string, string> = { hasta: 'हस्त', kol: 'कोल', angula: 'अंगुल', metre: 'मीटर', foot: 'फुट' };
  const round = (x: number) => String(Math.round(x * 1e6) / 1e6);
  const rate = `1 hasta = 1 kol = 24 angula = ${round(args.hastaMetres)} m; 1 foot = 0.3048 m`;
  const rateHi = `1 हस्त = 1 कोल = 24 अंगुल = ${round(args.hastaMetres)} मीटर; 1 फुट = 0.3048 मीटर`;
  const rounded = args.exact !== args.whole;
  return {
    en: `${rate}. Perimeter ${round(args.perimeter)} ${args.unit} = ${round(args.exact)} ${args.countUnit}${rounded ? `, taken as the nearest whole number ${args.whole}` : ''} (AYADI.ROUND_NEAREST).`,
    hi: `${rateHi}। परिधि ${round(args.perimeter)} ${unitHi[args.unit]} = ${round(args.exact)} ${unitHi[args.countUnit]}${rounded ? `, निकटतम पूर्ण संख्या ${args.whole} ली गई` : ''} (AYADI.ROUND_NEAREST)।`,
  };
}
