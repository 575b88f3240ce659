/**
 * Names used by the Indian calendar result: the months of the national (Saka civil) calendar,
 * the regional solar months (with the name in the region's own script), the kaalas a festival
 * rule tests, the tie decisions and the sources the rules cite.
 */
import type { Bilingual } from '../../shared/bilingual.ts';

/** Indian National Calendar months, 1 = Chaitra (index 0 here). */
export const nationalMonthNames: readonly (Bilingual & { id: string })[] = [
  { id: 'chaitra', en: 'Chaitra', hi: 'चैत्र' },
  { id: 'vaishakha', en: 'Vaishakha', hi: 'वैशाख' },
  { id: 'jyaishtha', en: 'Jyaishtha', hi: 'ज्येष्ठ' },
  { id: 'ashadha', en: 'Ashadha', hi: 'आषाढ़' },
  { id: 'shravana', en: 'Shravana', hi: 'श्रावण' },
  { id: 'bhadra', en: 'Bhadra', hi: 'भाद्र' },
  { id: 'ashvina', en: 'Ashvina', hi: 'आश्विन' },
  { id: 'kartika', en: 'Kartika', hi: 'कार्तिक' },
  { id: 'agrahayana', en: 'Agrahayana', hi: 'अग्रहायण' },
  { id: 'pausha', en: 'Pausha', hi: 'पौष' },
  { id: 'magha', en: 'Magha', hi: 'माघ' },
  { id: 'phalguna', en: 'Phalguna', hi: 'फाल्गुन' },
];

export interface SolarMonthName extends Bilingual {
  id: string;
  /** The name in the region's script (Tamil, Malayalam, Bengali, Odia). */
  native: string;
}

const month = (id: string, en: string, hi: string, native: string): SolarMonthName => ({ id, en, hi, native });

/** Regional solar month names by the Sun's sidereal sign, 0 = Mesha. */
export const solarMonthNames: Record<'tamil' | 'malayalam' | 'bengali' | 'odia', readonly SolarMonthName[]> = {
  tamil: [
    month('chithirai', 'Chithirai', 'चित्तिरै', 'சித்திரை'), month('vaikasi', 'Vaikasi', 'वैकासि', 'வைகாசி'),
    month('aani', 'Aani', 'आनि', 'ஆனி'), month('aadi', 'Aadi', 'आडि', 'ஆடி'), month('avani', 'Avani', 'आवणि', 'ஆவணி'),
    month('purattasi', 'Purattasi', 'पुरट्टासि', 'புரட்டாசி'), month('aippasi', 'Aippasi', 'ऐप्पसि', 'ஐப்பசி'),
    month('karthigai', 'Karthigai', 'कार्तिगै', 'கார்த்திகை'), month('margazhi', 'Margazhi', 'मार्गऴि', 'மார்கழி'),
    month('thai', 'Thai', 'तै', 'தை'), month('maasi', 'Maasi', 'मासि', 'மாசி'), month('panguni', 'Panguni', 'पंगुनि', 'பங்குனி'),
  ],
  malayalam: [
    month('medam', 'Medam', 'मेडम्', 'മേടം'), month('edavam', 'Edavam', 'इडवम्', 'ഇടവം'), month('mithunam', 'Mithunam', 'मिथुनम्', 'മിഥുനം'),
    month('karkidakam', 'Karkidakam', 'कर्किडकम्', 'കർക്കടകം'), month('chingam', 'Chingam', 'चिंगम्', 'ചിങ്ങം'), month('kanni', 'Kanni', 'कन्नि', 'കന്നി'),
    month('thulam', 'Thulam', 'तुलाम्', 'തുലാം'), month('vrischikam', 'Vrischikam', 'वृश्चिकम्', 'വൃശ്ചികം'), month('dhanu', 'Dhanu', 'धनु', 'ധനു'),
    month('makaram', 'Makaram', 'मकरम्', 'മകരം'), month('kumbham', 'Kumbham', 'कुंभम्', 'കുംഭം'), month('meenam', 'Meenam', 'मीनम्', 'മീനം'),
  ],
  bengali: [
    month('boishakh', 'Boishakh', 'बैशाख', 'বৈশাখ'), month('joishtho', 'Joishtho', 'ज्यैष्ठ', 'জ্যৈষ্ঠ'), month('asharh', 'Asharh', 'आषाढ़', 'আষাঢ়'),
    month('srabon', 'Srabon', 'श्रावण', 'শ্রাবণ'), month('bhadro', 'Bhadro', 'भाद्र', 'ভাদ্র'), month('ashshin', 'Ashshin', 'आश्विन', 'আশ্বিন'),
    month('kartik', 'Kartik', 'कार्तिक', 'কার্তিক'), month('ogrohayon', 'Ogrohayon', 'अग्रहायण', 'অগ্রহায়ণ'), month('poush', 'Poush', 'पौष', 'পৌষ'),
    month('magh', 'Magh', 'माघ', 'মাঘ'), month('falgun', 'Falgun', 'फाल्गुन', 'ফাল্গুন'), month('choitro', 'Choitro', 'चैत्र', 'চৈত্র'),
  ],
  odia: [
    month('baisakha', 'Baisakha', 'बैशाख', 'ବୈଶାଖ'), month('jyeshtha', 'Jyeshtha', 'ज्येष्ठ', 'ଜ୍ୟେଷ୍ଠ'), month('ashadha', 'Ashadha', 'आषाढ़', 'ଆଷାଢ଼'),
    month('shrabana', 'Shrabana', 'श्रावण', 'ଶ୍ରାବଣ'), month('bhadraba', 'Bhadraba', 'भाद्रव', 'ଭାଦ୍ରବ'), month('ashwina', 'Ashwina', 'आश्विन', 'ଆଶ୍ୱିନ'),
    month('kartika', 'Kartika', 'कार्तिक', 'କାର୍ତ୍ତିକ'), month('margashira', 'Margashira', 'मार्गशिर', 'ମାର୍ଗଶିର'), month('pausha', 'Pausha', 'पौष', 'ପୌଷ'),
    month('magha', 'Magha', 'माघ', 'ମାଘ'), month('phalguna', 'Phalguna', 'फाल्गुन', 'ଫାଲ୍ଗୁନ'), month('chaitra', 'Chaitra', 'चैत्र', 'ଚୈତ୍ର'),
  ],
};

/** What each regional rule says, for the result. */
export const solarRuleTexts: Record<'tamil' | 'malayalam' | 'bengali' | 'odia', Bilingual> = {
  tamil: {
    en: 'Tamil: the month begins on the day of the sankranti if the Sun enters the sign before sunset, otherwise on the next day.',
    hi: 'तमिल: सूर्य यदि सूर्यास्त से पहले राशि में प्रवेश करे तो उसी दिन मास आरम्भ, अन्यथा अगले दिन।',
  },
  malayalam: {
    en: 'Malayalam: the month begins that day if the sankranti falls within the first three-fifths of the daytime (by the end of madhyahna), otherwise on the next day.',
    hi: 'मलयालम: संक्रान्ति यदि दिनमान के पहले तीन-पाँचवें भाग (मध्याह्न के अन्त) तक हो तो उसी दिन मास आरम्भ, अन्यथा अगले दिन।',
  },
  bengali: {
    en: 'Bengali: a sankranti between sunrise and midnight starts the month on the next day; one after midnight, on the day after that.',
    hi: 'बांग्ला: सूर्योदय से अर्धरात्रि के बीच की संक्रान्ति पर मास अगले दिन से, अर्धरात्रि के बाद की संक्रान्ति पर उसके भी अगले दिन से।',
  },
  odia: {
    en: 'Odia: the month begins on the day (sunrise to sunrise) in which the sankranti falls.',
    hi: 'ओड़िया: संक्रान्ति जिस दिन (सूर्योदय से सूर्योदय) में पड़े, उसी दिन मास आरम्भ।',
  },
};

export const regionNames: Record<'tamil' | 'malayalam' | 'bengali' | 'odia', Bilingual> = {
  tamil: { en: 'Tamil', hi: 'तमिल' },
  malayalam: { en: 'Malayalam', hi: 'मलयालम' },
  bengali: { en: 'Bengali', hi: 'बांग्ला' },
  odia: { en: 'Odia', hi: 'ओड़िया' },
};

/** The kaala a festival's tithi is tested at. */
export const kaalaNames: Record<string, Bilingual> = {
  sunrise: { en: 'at sunrise (udaya tithi)', hi: 'सूर्योदय के समय (उदया तिथि)' },
  arunodaya: { en: 'at arunodaya (96 minutes before sunrise)', hi: 'अरुणोदय में (सूर्योदय से 96 मिनट पहले)' },
  pratahkal: { en: 'in pratahkal (first fifth of the daytime)', hi: 'प्रातःकाल में (दिनमान का पहला पाँचवाँ भाग)' },
  purvahna: { en: 'in the forenoon (sunrise to midday)', hi: 'पूर्वाह्न में (सूर्योदय से मध्याह्न तक)' },
  madhyahna: { en: 'at madhyahna (third fifth of the daytime)', hi: 'मध्याह्न में (दिनमान का तीसरा पाँचवाँ भाग)' },
  aparahna: { en: 'at aparahna (fourth fifth of the daytime)', hi: 'अपराह्न में (दिनमान का चौथा पाँचवाँ भाग)' },
  pradosh: { en: 'at pradosh (first fifth of the night)', hi: 'प्रदोष काल में (रात्रिमान का पहला पाँचवाँ भाग)' },
  nishita: { en: 'at nishita (8th of the 15 night muhurtas)', hi: 'निशीथ काल में (रात्रि के 15 मुहूर्तों में आठवाँ)' },
  moonrise: { en: 'at moonrise', hi: 'चन्द्रोदय के समय' },
};

/** How the day was chosen. */
export const decisionTexts: Record<string, Bilingual> = {
  'single-day': { en: 'The tithi holds at this time on this day only.', hi: 'तिथि इस काल में केवल इसी दिन रहती है।' },
  'both-days-first': { en: 'The tithi holds at this time on two days; the rule takes the first.', hi: 'तिथि दो दिन इस काल में रहती है; नियम पहला दिन लेता है।' },
  'both-days-second': { en: 'The tithi holds at this time on two days; the rule takes the second.', hi: 'तिथि दो दिन इस काल में रहती है; नियम दूसरा दिन लेता है।' },
  'larger-coverage': { en: 'The tithi touches this time on two days; the day it covers more of it is taken.', hi: 'तिथि दो दिन इस काल को छूती है; जिस दिन अधिक भाग व्याप्त करे वह दिन लिया गया।' },
  'neither-first': { en: 'The tithi holds at this time on neither day; the rule takes the earlier day.', hi: 'तिथि किसी भी दिन इस काल में नहीं रहती; नियम पहला दिन लेता है।' },
  'neither-second': { en: 'The tithi holds at this time on neither day; the rule takes the later day.', hi: 'तिथि किसी भी दिन इस काल में नहीं रहती; नियम बाद वाला दिन लेता है।' },
  special: { en: 'Decided by the festival\'s own rule (see the rule id in docs/methods/calendar.md).', hi: 'पर्व के अपने नियम से निर्धारित (नियम आईडी देखें)।' },
};

/** The sources the rules cite. */
export const sourceTitles: Record<string, Bilingual> = {
  'nirnaya-sindhu': { en: 'Nirnaya Sindhu (Kamalakara Bhatta, 1612)', hi: 'निर्णय सिन्धु (कमलाकर भट्ट, 1612)' },
  'dharma-sindhu': { en: 'Dharmasindhu (Kashinatha Upadhyaya, 1790)', hi: 'धर्मसिन्धु (काशीनाथ उपाध्याय, 1790)' },
  'hanumanjee-houston': {
    en: 'Sri Hanuman temple, Houston (hanumanjee.org): festival rules after Nirnaya Sindhu, the sunrise tithi where no time is specified',
    hi: 'श्री हनुमान मन्दिर, ह्यूस्टन (hanumanjee.org): निर्णय सिन्धु के अनुसार पर्व नियम, समय न बताया हो तो उदया तिथि',
  },
  'drik-panchang': { en: 'Drik Panchang: observance rules and dates as published and quoted', hi: 'दृक् पंचांग: प्रकाशित और उद्धृत पालन-नियम तथा तिथियाँ' },
  'sewell-dikshit': { en: 'R. Sewell and S. B. Dikshit, The Indian Calendar (1896), Art. 28', hi: 'आर. सीवेल और एस. बी. दीक्षित, द इंडियन कैलेंडर (1896), अनु. 28' },
  'satsangi-jeevan': { en: 'Satsangi Jeevan, prakarana 3, ch. 33 (Ekadashi rules)', hi: 'सत्संगी जीवन, प्रकरण 3, अध्याय 33 (एकादशी नियम)' },
};
