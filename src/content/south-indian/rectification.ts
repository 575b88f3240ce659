/** Texts of birth-time rectification (`jyotish/rectification`). */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { EventType } from '../../jyotish/rectification/events.ts';
import type { ConfidenceReason } from '../../jyotish/rectification/rectify.ts';
import type { SigRuleId } from '../../jyotish/rectification/signification.ts';

export const rectificationContentVersion = 'rectification-content.1';

export const eventTypeNames: Record<EventType, Bilingual> = {
  marriage: { en: 'Marriage', hi: 'विवाह' },
  child_birth: { en: 'Birth of a child', hi: 'सन्तान का जन्म' },
  job_start: { en: 'Start of a job', hi: 'नौकरी का आरम्भ' },
  promotion: { en: 'Promotion', hi: 'पदोन्नति' },
  higher_education: { en: 'Higher education', hi: 'उच्च शिक्षा' },
  property_purchase: { en: 'Purchase of property', hi: 'सम्पत्ति की खरीद' },
  foreign_relocation: { en: 'Moving abroad', hi: 'विदेश में बसना' },
  father_death: { en: 'Death of the father', hi: 'पिता का देहान्त' },
  mother_death: { en: 'Death of the mother', hi: 'माता का देहान्त' },
  major_illness_or_surgery: { en: 'Major illness or surgery', hi: 'गम्भीर रोग या शल्य-चिकित्सा' },
};

export const significationRuleNames: Record<SigRuleId, Bilingual> = {
  'RECT.SIG_OCCUPIES': { en: 'occupies one of the event\'s houses', hi: 'घटना के किसी भाव में स्थित है' },
  'RECT.SIG_OWNS': { en: 'owns one of the event\'s houses (Rahu and Ketu through their dispositor)', hi: 'घटना के किसी भाव का स्वामी है (राहु और केतु अपने राशि-स्वामी के द्वारा)' },
  'RECT.SIG_STAR_LORD': { en: 'its nakshatra lord occupies or owns one of the event\'s houses', hi: 'इसका नक्षत्र-स्वामी घटना के किसी भाव में स्थित है या उसका स्वामी है' },
  'RECT.SIG_ASPECT': { en: 'casts a full graha drishti on one of the event\'s houses', hi: 'घटना के किसी भाव पर पूर्ण ग्रह-दृष्टि डालता है' },
  'RECT.SIG_KARAKA': { en: 'is the karaka of the event', hi: 'घटना का कारक है' },
};

export const dashaLevelNames: Record<'md' | 'ad' | 'pd', Bilingual> = {
  md: { en: 'Mahadasha', hi: 'महादशा' },
  ad: { en: 'Antardasha', hi: 'अन्तर्दशा' },
  pd: { en: 'Pratyantardasha', hi: 'प्रत्यन्तर्दशा' },
};

/** Plain statement carried by every result (disclaimer key `rectification_estimate`). */
export const rectificationStatement: Bilingual = {
  en: 'This is an estimate for an astrologer\'s review, not a corrected birth time. Each minute of the window was scored by declared rules: whether the Vimshottari dasha lords running at each life event signify that event\'s houses in the chart of that minute, with the Kunda check used only to break ties. Scores depend on the rules chosen, on the accuracy of the event dates and on how many events are given; nearby minutes often score the same. Your recorded time is kept unchanged and shown separately.',
  hi: 'यह किसी ज्योतिषी के परखने के लिए एक अनुमान है, सुधारा हुआ जन्म-समय नहीं। खिड़की के हर मिनट को घोषित नियमों से अंक दिए गए: हर जीवन-घटना के समय चल रही विंशोत्तरी दशा के स्वामी उस मिनट की कुण्डली में उस घटना के भावों से जुड़े हैं या नहीं; कुण्ड जाँच का उपयोग केवल बराबरी तोड़ने में हुआ। अंक चुने गए नियमों, घटनाओं की तिथियों की शुद्धता और घटनाओं की संख्या पर निर्भर हैं; पास-पास के मिनटों के अंक प्रायः बराबर होते हैं। आपका दर्ज जन्म-समय बिना बदले अलग से दिखाया गया है।',
};

export const confidenceNotes: Record<ConfidenceReason, Bilingual> = {
  'few-events': {
    en: 'Low: fewer than three events, or events of only one type, were given; at least three events of at least two types are recommended.',
    hi: 'कम: तीन से कम घटनाएँ, या केवल एक प्रकार की घटनाएँ दी गईं; कम से कम दो प्रकार की कम से कम तीन घटनाएँ देना उचित है।',
  },
  'margin-high': {
    en: 'High: the best time leads the next by at least 3 points.',
    hi: 'उच्च: सबसे अच्छा समय अगले से कम से कम 3 अंक आगे है।',
  },
  'margin-medium': {
    en: 'Medium: the best time leads the next by 1 or 2 points.',
    hi: 'मध्यम: सबसे अच्छा समय अगले से 1 या 2 अंक आगे है।',
  },
  'margin-low': {
    en: 'Low: the best time does not lead the next; several minutes score the same (see bestScoreRanges).',
    hi: 'कम: सबसे अच्छा समय अगले से आगे नहीं है; कई मिनटों के अंक बराबर हैं (bestScoreRanges देखें)।',
  },
  'no-candidate': {
    en: 'Low: no candidate passed the Kunda filter.',
    hi: 'कम: कोई भी समय कुण्ड छलनी से पार नहीं हुआ।',
  },
};

export const diagnosticsLabel: Bilingual = {
  en: 'Diagnostics only (R3): traditional checks reported for the astrologer; they were not used to rank the candidates.',
  hi: 'केवल निदान (R3): ज्योतिषी के लिए दी गई पारम्परिक जाँचें; इनका उपयोग समयों को क्रम देने में नहीं हुआ।',
};

export const diagnosticNames: Record<'nakShuddhi' | 'lagnaShuddhi' | 'pranapada', Bilingual> = {
  nakShuddhi: { en: 'Nakshatra shuddhi (ishtakala rule)', hi: 'नक्षत्र शुद्धि (इष्टकाल नियम)' },
  lagnaShuddhi: { en: 'Lagna shuddhi (lagna in 1, 5, 7, 9 from the Moon or Mandi)', hi: 'लग्न शुद्धि (चन्द्र या मान्दि से 1, 5, 7, 9 में लग्न)' },
  pranapada: { en: 'Pranapada (sign 1, 5, 7 or 9 from the lagna)', hi: 'प्राणपद (लग्न से 1, 5, 7 या 9 राशि)' },
};

export const tattvaNotImplemented: Bilingual = {
  en: 'Not implemented: sources disagree on the lengths of the tattva cycle, and inferring gender is excluded by policy.',
  hi: 'लागू नहीं किया गया: तत्त्व-चक्र की अवधियों पर स्रोतों में मतभेद है, और लिंग का अनुमान नीति के कारण नहीं किया जाता।',
};

export const noDiagnosticsDay: Bilingual = {
  en: 'The Sun does not rise and set around this time at this latitude, so the ishtakala and the checks built on it are undefined.',
  hi: 'इस अक्षांश पर इस समय के आसपास सूर्योदय और सूर्यास्त नहीं होते, इसलिए इष्टकाल और उस पर आधारित जाँचें परिभाषित नहीं हैं।',
};
