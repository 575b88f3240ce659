/** Texts of the papasamya (dosha samya) comparison `PAPASAMYA.EQUAL_POINTS_LMV`. */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { Papasamya } from '../../jyotish/match/papasamya.ts';

export const papasamyaRule: Bilingual = {
  en: 'Each of Sun, Mars, Saturn, Rahu and Ketu in the 1st, 2nd, 4th, 7th, 8th or 12th house counts one point, weighted 1 from the Lagna, ½ from the Moon and ¼ from Venus ("equal points, unequal weightage"). The match is acceptable when the groom\'s total is at least the bride\'s.',
  hi: 'सूर्य, मंगल, शनि, राहु और केतु में से प्रत्येक पहले, दूसरे, चौथे, सातवें, आठवें या बारहवें भाव में हो तो एक अंक गिना जाता है, जिसका भार लग्न से 1, चन्द्रमा से ½ और शुक्र से ¼ है ("समान अंक, असमान भार")। वर का योग वधू के योग के बराबर या उससे अधिक हो तो मिलान स्वीकार्य है।',
};

export const papasamyaSource: Bilingual = {
  en: 'South Indian papasamyam practice: the malefics and houses as commonly taught (e.g. vivahasangamam.com, "Papasamyam and marriage compatibility", method 2 of five); the 1 : ½ : ¼ weights for Lagna, Moon and Venus as stated in the indianastrologysoftware.com article on horoscope compatibility and dasa sandhi. Declared as PAPASAMYA.EQUAL_POINTS_LMV.',
  hi: 'दक्षिण भारतीय पापसाम्य परम्परा: पाप ग्रह और भाव जैसे सामान्यतः सिखाए जाते हैं (उदा. vivahasangamam.com, पाँच विधियों में दूसरी विधि); लग्न, चन्द्र और शुक्र के लिए 1 : ½ : ¼ भार indianastrologysoftware.com के कुण्डली मिलान और दशा सन्धि लेख के अनुसार। PAPASAMYA.EQUAL_POINTS_LMV के रूप में घोषित।',
};

/** The comparison of the two totals. */
export function papasamyaText(p: Papasamya): Bilingual {
  const g = p.groom.total;
  const b = p.bride.total;
  if (p.difference === 0) {
    return {
      en: `The groom's malefic total (${g}) equals the bride's (${b}): the doshas are in balance, which is acceptable.`,
      hi: `वर का पाप-योग (${g}) वधू के पाप-योग (${b}) के बराबर है: दोष सन्तुलित हैं, जो स्वीकार्य है।`,
    };
  }
  if (p.acceptable) {
    return {
      en: `The groom's malefic total (${g}) is higher than the bride's (${b}) by ${p.difference}; a groom's total at least the bride's is acceptable.`,
      hi: `वर का पाप-योग (${g}) वधू के पाप-योग (${b}) से ${p.difference} अधिक है; वर का योग वधू के बराबर या अधिक होना स्वीकार्य है।`,
    };
  }
  return {
    en: `The bride's malefic total (${b}) exceeds the groom's (${g}) by ${-p.difference}; the tradition does not accept a bride's total above the groom's.`,
    hi: `वधू का पाप-योग (${b}) वर के पाप-योग (${g}) से ${-p.difference} अधिक है; परम्परा में वधू का योग वर से अधिक होना स्वीकार्य नहीं है।`,
  };
}
