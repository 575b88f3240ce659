import type { Bilingual } from '../shared/bilingual.ts';

/** Texts of the warning ids a result may carry. */
export const warningTexts = {
  'local-time-ambiguous': {
    en: 'This local time occurs twice in the time zone (clocks were set back); the earlier occurrence was used. Give utcOffset to choose the other.',
    hi: 'इस समय क्षेत्र में यह स्थानीय समय दो बार आता है (घड़ियाँ पीछे की गई थीं); पहली बार वाला समय लिया गया है। दूसरा चुनने के लिए utcOffset दें।',
  },
  'local-mean-time-era': {
    en: 'Before 1956 Mumbai and Kolkata kept their own local times (Bombay time +04:51, Calcutta time +05:53:20), which the time-zone database does not record. If the birth time was read from a local clock, give utcOffset.',
    hi: '1956 से पहले मुंबई और कोलकाता में अपना स्थानीय समय चलता था (बॉम्बे समय +04:51, कलकत्ता समय +05:53:20), जो समय-क्षेत्र डेटाबेस में दर्ज नहीं है। यदि जन्म-समय स्थानीय घड़ी से लिया गया था तो utcOffset दें।',
  },
  'no-sunrise': {
    en: 'The Sun does not rise on this date at this place (polar night or day). The day is reckoned from local midnight and the sunrise-based periods are omitted.',
    hi: 'इस तिथि को इस स्थान पर सूर्योदय नहीं होता (ध्रुवीय रात या दिन)। दिन स्थानीय मध्यरात्रि से गिना गया है और सूर्योदय पर आधारित काल छोड़ दिए गए हैं।',
  },
  'no-sunset': {
    en: 'The Sun does not set between this sunrise and the next (polar day). The periods that need sunset are omitted.',
    hi: 'इस सूर्योदय और अगले सूर्योदय के बीच सूर्यास्त नहीं होता (ध्रुवीय दिन)। सूर्यास्त पर निर्भर काल छोड़ दिए गए हैं।',
  },
  'coordinates-outside-timezone': {
    en: 'The latitude and longitude lie in a time zone whose UTC offset at this moment differs from that of the given timezone. Check that latitude and longitude are not swapped and that the zone is the one of the birth place; the result was computed as requested.',
    hi: 'दिए गए अक्षांश और देशांतर ऐसे समय क्षेत्र में पड़ते हैं जिसका इस क्षण का UTC अंतर दिए गए timezone के अंतर से भिन्न है। जाँच लें कि अक्षांश और देशांतर आपस में बदले तो नहीं गए और समय क्षेत्र जन्म-स्थान का ही है; परिणाम अनुरोध के अनुसार ही निकाला गया है।',
  },
  'language-not-offered': {
    en: 'The requested language is not offered: every text is given in English and Hindi, as always.',
    hi: 'माँगी गई भाषा उपलब्ध नहीं है: हर पाठ हमेशा की तरह अंग्रेज़ी और हिन्दी में दिया गया है।',
  },
} as const satisfies Record<string, Bilingual>;

export type WarningId = keyof typeof warningTexts;

export function warning(id: WarningId): { id: WarningId; message: Bilingual } {
  return { id, message: warningTexts[id] };
}
