/** Texts of the Pitri dosha / Pitri shaapa rules (`jyotish/rules/pitri.ts`). */
import type { Bilingual } from '../../shared/bilingual.ts';

export const pitriContentVersion = 'pitri-shapa-content.1';

export const pitriRuleTexts: Record<string, { name: Bilingual; condition: Bilingual }> = {
  'pitri.p1': {
    name: { en: 'P1: Sun, Moon or Rahu in the 9th', hi: 'P1: नौवें भाव में सूर्य, चन्द्र या राहु' },
    condition: { en: 'the Sun, the Moon or Rahu is in the 9th house from the lagna', hi: 'सूर्य, चन्द्र या राहु लग्न से नौवें भाव में हो' },
  },
  'pitri.p2': {
    name: { en: 'P2: Ketu in the 4th', hi: 'P2: चौथे भाव में केतु' },
    condition: { en: 'Ketu is in the 4th house from the lagna', hi: 'केतु लग्न से चौथे भाव में हो' },
  },
  'pitri.p3': {
    name: { en: 'P3: a luminary or node with Mars or Saturn', hi: 'P3: सूर्य-चन्द्र या छाया ग्रह के साथ मंगल या शनि' },
    condition: { en: 'the Sun, the Moon, Rahu or Ketu is in the same sign as Mars or Saturn', hi: 'सूर्य, चन्द्र, राहु या केतु, मंगल या शनि के साथ एक ही राशि में हो' },
  },
  'pitri.p4': {
    name: { en: 'P4: two of Mercury, Venus, Rahu together in 2, 5, 9 or 12', hi: 'P4: 2, 5, 9 या 12 में बुध, शुक्र, राहु में से दो एक साथ' },
    condition: { en: 'at least two of Mercury, Venus and Rahu are together in the 2nd, 5th, 9th or 12th house', hi: 'बुध, शुक्र और राहु में से कम से कम दो दूसरे, पाँचवें, नौवें या बारहवें भाव में एक साथ हों' },
  },
  'pitri.p5': {
    name: { en: 'P5: Sun or Moon with a node', hi: 'P5: छाया ग्रह के साथ सूर्य या चन्द्र' },
    condition: { en: 'the Sun or the Moon is in the same sign as Rahu or Ketu', hi: 'सूर्य या चन्द्र, राहु या केतु के साथ एक ही राशि में हो' },
  },
  'pitri.ps1': {
    name: { en: 'PS1 (BPHS 83.20): the father’s curse', hi: 'PS1 (बृहत् पाराशर 83.20): पितृ शाप' },
    condition: {
      en: 'the Sun is in the 5th house, debilitated (in Libra), in a navamsa of Saturn (Capricorn or Aquarius), with malefics (Mars, Saturn, Rahu, Ketu) in both the 4th and the 6th house',
      hi: 'सूर्य पाँचवें भाव में, नीच (तुला) का, शनि के नवांश (मकर या कुम्भ) में हो, और चौथे तथा छठे दोनों भावों में पाप ग्रह (मंगल, शनि, राहु, केतु) हों',
    },
  },
};

export const pitriSetNames: Record<'PITRI.MODERN' | 'PITRI.BPHS83', Bilingual> = {
  'PITRI.MODERN': { en: 'Popular Pitra dosha rules (no single classical source)', hi: 'लोकप्रिय पितृ दोष नियम (कोई एक शास्त्रीय स्रोत नहीं)' },
  'PITRI.BPHS83': { en: 'BPHS ch. 83: curses of a previous birth (father’s curse)', hi: 'बृहत् पाराशर होरा शास्त्र अध्याय 83: पूर्वजन्म के शाप (पितृ शाप)' },
};

export const pitriPendingTexts: Record<string, { what: Bilingual; reason: Bilingual }> = {
  'PITRI.BPHS83.21-26': {
    what: {
      en: 'BPHS 83.21–26: further father’s-curse combinations joining the Sun or the 9th lord with the 5th house or its lord under malefic affliction.',
      hi: 'बृहत् पाराशर 83.21–26: सूर्य या नवमेश को पाप-पीड़ित पंचम भाव या पंचमेश से जोड़ने वाले पितृ शाप के अन्य योग।',
    },
    reason: {
      en: 'Not evaluated: each verse must first be transcribed from a translation into its own rule; an unverified paraphrase is not applied to anyone’s chart.',
      hi: 'जाँच नहीं की गई: पहले हर श्लोक को अनुवाद से अलग नियम के रूप में लिखा जाना है; अपुष्ट भावानुवाद किसी की कुंडली पर लागू नहीं किया जाता।',
    },
  },
};

export const pitriBoundary: Bilingual = {
  en: 'This is a rule-by-rule audit of named combinations against the chart, not a verdict on the person or the family. A satisfied rule is a fact about planetary positions; it does not establish a curse, a fault of ancestors or a need for any remedy. The popular rules and the classical rule are reported separately and never added up.',
  hi: 'यह कुंडली पर नामित योगों की नियम-दर-नियम जाँच है, व्यक्ति या परिवार के बारे में कोई निर्णय नहीं। किसी नियम का पूरा होना ग्रह-स्थिति का एक तथ्य है; इससे न कोई शाप सिद्ध होता है, न पूर्वजों का कोई दोष, न किसी उपाय की आवश्यकता। लोकप्रिय नियम और शास्त्रीय नियम अलग-अलग बताए गए हैं और कभी जोड़े नहीं जाते।',
};

/** Observances the chapter itself names, listed as text categories (never as advice). */
export const bphs83NamedObservances: { id: string; name: Bilingual }[] = [
  { id: 'shraddha', name: { en: 'Shraddha rites for ancestors', hi: 'पितरों के लिए श्राद्ध' } },
  { id: 'feeding-brahmins', name: { en: 'Feeding Brahmins', hi: 'ब्राह्मण भोजन' } },
  { id: 'gift-of-cow-or-land', name: { en: 'Gift of a cow or land', hi: 'गो-दान या भूमि-दान' } },
  { id: 'gayatri-japa', name: { en: 'Gayatri japa', hi: 'गायत्री जप' } },
  { id: 'harivamsha-shravana', name: { en: 'Hearing the Harivamsha', hi: 'हरिवंश श्रवण' } },
];

export const observancesNote: Bilingual = {
  en: 'Named in BPHS ch. 83 as the text’s own observances; listed as categories of the source for reference, not recommended here.',
  hi: 'बृहत् पाराशर अध्याय 83 में ग्रंथ द्वारा बताए गए अनुष्ठान; स्रोत की श्रेणियों के रूप में संदर्भ हेतु सूचीबद्ध, यहाँ इनकी अनुशंसा नहीं की जाती।',
};
