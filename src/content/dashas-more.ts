/**
 * Bilingual names and rule texts of the dasha systems added in issue 18
 * (docs/methods/dashas-more.md): the system names, the rule that chose each system's first
 * period, the applicability conditions of the conditional nakshatra dashas, and the names of
 * the dasha levels and seeds. Keyed by system key and rule id.
 */
import type { Bilingual } from '../shared/bilingual.ts';

export const dashaSystemNames: Record<string, Bilingual> = {
  ashtottari: { en: 'Ashtottari dasha (108 years)', hi: 'अष्टोत्तरी दशा (108 वर्ष)' },
  dwadashottari: { en: 'Dwadashottari dasha (112 years)', hi: 'द्वादशोत्तरी दशा (112 वर्ष)' },
  panchottari: { en: 'Panchottari dasha (105 years)', hi: 'पंचोत्तरी दशा (105 वर्ष)' },
  shodashottari: { en: 'Shodashottari dasha (116 years)', hi: 'षोडशोत्तरी दशा (116 वर्ष)' },
  shatabdika: { en: 'Shatabdika dasha (100 years)', hi: 'शताब्दिका दशा (100 वर्ष)' },
  chaturaseetiSama: { en: 'Chaturaseeti-sama dasha (84 years)', hi: 'चतुरशीति-सम दशा (84 वर्ष)' },
  dwisaptatiSama: { en: 'Dwisaptati-sama dasha (72 years)', hi: 'द्विसप्तति-सम दशा (72 वर्ष)' },
  shashtihayani: { en: 'Shashtihayani dasha (60 years)', hi: 'षष्टिहायनी दशा (60 वर्ष)' },
  shattrimshaSama: { en: 'Shattrimsha-sama dasha (36 years)', hi: 'षट्त्रिंश-सम दशा (36 वर्ष)' },
  tithiAshtottari: { en: 'Tithi Ashtottari dasha (108 years)', hi: 'तिथि अष्टोत्तरी दशा (108 वर्ष)' },
  kalachakra: { en: 'Kalachakra dasha', hi: 'कालचक्र दशा' },
  narayana: { en: 'Narayana dasha', hi: 'नारायण दशा' },
  sudasa: { en: 'Sudasa', hi: 'सुदशा' },
  drig: { en: 'Drig dasha', hi: 'दृग् दशा' },
  shoola: { en: 'Shoola dasha', hi: 'शूल दशा' },
  niryanaShoola: { en: 'Niryana shoola dasha', hi: 'निर्याण शूल दशा' },
  sthira: { en: 'Sthira dasha', hi: 'स्थिर दशा' },
  moola: { en: 'Moola dasha (lagna kendradi)', hi: 'मूल दशा (लग्न केन्द्रादि)' },
  brahma: { en: 'Brahma dasha', hi: 'ब्रह्म दशा' },
  varnada: { en: 'Varnada dasha', hi: 'वर्णद दशा' },
};

/** How each system chose its first period. */
export const dashaStartRuleTexts: Record<string, Bilingual> = {
  'VIM.STAR_LORD': {
    en: 'The lord of the seed\'s nakshatra (Ashwini, Magha, Mula → Ketu …) runs at birth; the part of the star already crossed is the part of its period already run.',
    hi: 'बीज बिंदु के नक्षत्र का स्वामी (अश्विनी, मघा, मूल → केतु …) जन्म के समय चल रहा होता है; नक्षत्र का जितना भाग पार हो चुका, उसकी दशा का उतना भाग बीत चुका माना जाता है।',
  },
  'ASHTOTTARI.STAR_BLOCK': {
    en: 'From Ardra, blocks of four and three nakshatras belong to Sun, Moon, Mars, Mercury, Saturn, Jupiter, Rahu and Venus; the lord of the seed\'s block runs at birth, and the part of the whole block crossed is the part of its period already run.',
    hi: 'आर्द्रा से चार और तीन नक्षत्रों के खंड क्रमशः सूर्य, चंद्र, मंगल, बुध, शनि, गुरु, राहु और शुक्र के हैं; बीज बिंदु वाले खंड का स्वामी जन्म के समय चलता है और पूरे खंड का जितना भाग पार हुआ, उसकी दशा का उतना भाग बीता माना जाता है।',
  },
  'DWADASHOTTARI.COUNT_TO_REVATI': {
    en: 'Count the nakshatras from the seed\'s star to Revati; the remainder after dividing by eight picks the lord in the order Sun, Jupiter, Ketu, Mercury, Rahu, Mars, Saturn, Moon.',
    hi: 'बीज बिंदु के नक्षत्र से रेवती तक गिनें; आठ से भाग देने पर शेष से स्वामी मिलता है — क्रम सूर्य, गुरु, केतु, बुध, राहु, मंगल, शनि, चंद्र।',
  },
  'PANCHOTTARI.COUNT_FROM_ANURADHA': {
    en: 'Count from Anuradha to the seed\'s star; the remainder after dividing by seven picks the lord in the order Sun, Mercury, Saturn, Mars, Venus, Moon, Jupiter.',
    hi: 'अनुराधा से बीज बिंदु के नक्षत्र तक गिनें; सात से भाग देने पर शेष से स्वामी मिलता है — क्रम सूर्य, बुध, शनि, मंगल, शुक्र, चंद्र, गुरु।',
  },
  'SHODASHOTTARI.COUNT_FROM_PUSHYA': {
    en: 'Count from Pushya to the seed\'s star; the remainder after dividing by eight picks the lord in the order Sun, Mars, Jupiter, Saturn, Ketu, Moon, Mercury, Venus.',
    hi: 'पुष्य से बीज बिंदु के नक्षत्र तक गिनें; आठ से भाग देने पर शेष से स्वामी मिलता है — क्रम सूर्य, मंगल, गुरु, शनि, केतु, चंद्र, बुध, शुक्र।',
  },
  'SHATABDIKA.COUNT_FROM_REVATI': {
    en: 'Count from Revati to the seed\'s star; the remainder after dividing by seven picks the lord in the order Sun, Moon, Venus, Mercury, Jupiter, Mars, Saturn.',
    hi: 'रेवती से बीज बिंदु के नक्षत्र तक गिनें; सात से भाग देने पर शेष से स्वामी मिलता है — क्रम सूर्य, चंद्र, शुक्र, बुध, गुरु, मंगल, शनि।',
  },
  'CHATURASEETI_SAMA.COUNT_FROM_SWATI': {
    en: 'Count from Swati to the seed\'s star; the remainder after dividing by seven picks the lord among Sun … Saturn, twelve years each.',
    hi: 'स्वाति से बीज बिंदु के नक्षत्र तक गिनें; सात से भाग देने पर शेष से सूर्य … शनि में से स्वामी मिलता है, प्रत्येक के बारह वर्ष।',
  },
  'DWISAPTATI_SAMA.COUNT_FROM_MULA': {
    en: 'Count from Mula to the seed\'s star; the remainder after dividing by eight picks the lord among Sun … Saturn and Rahu, nine years each.',
    hi: 'मूल से बीज बिंदु के नक्षत्र तक गिनें; आठ से भाग देने पर शेष से सूर्य … शनि और राहु में से स्वामी मिलता है, प्रत्येक के नौ वर्ष।',
  },
  'SHASHTIHAYANI.STAR_BLOCK': {
    en: 'From Ashwini, blocks of three and four nakshatras belong to Jupiter, Sun, Mars, Moon, Mercury, Venus, Saturn and Rahu; the lord of the seed\'s block runs at birth and the part of the seed\'s star crossed is the part of its period already run.',
    hi: 'अश्विनी से तीन और चार नक्षत्रों के खंड गुरु, सूर्य, मंगल, चंद्र, बुध, शुक्र, शनि और राहु के हैं; बीज बिंदु वाले खंड का स्वामी जन्म के समय चलता है और बीज नक्षत्र का जितना भाग पार हुआ, उसकी दशा का उतना भाग बीता माना जाता है।',
  },
  'SHATTRIMSHA_SAMA.COUNT_FROM_SHRAVANA': {
    en: 'Count from Shravana to the seed\'s star; the remainder after dividing by eight picks the lord in the order Moon, Sun, Jupiter, Mars, Mercury, Saturn, Venus, Rahu.',
    hi: 'श्रवण से बीज बिंदु के नक्षत्र तक गिनें; आठ से भाग देने पर शेष से स्वामी मिलता है — क्रम चंद्र, सूर्य, गुरु, मंगल, बुध, शनि, शुक्र, राहु।',
  },
  'KALACHAKRA.MOON_PADA': {
    en: 'The Moon\'s nakshatra pada gives a chain of nine signs and its life span; the part of the pada crossed, times that span, is the time already lived, which fixes the sign running at birth and its balance.',
    hi: 'चंद्र के नक्षत्र-चरण से नौ राशियों की श्रृंखला और उसकी परमायु मिलती है; चरण का पार हुआ भाग, परमायु से गुणा करके, बीता हुआ समय देता है, जिससे जन्म के समय चल रही राशि और उसका शेष निश्चित होता है।',
  },
  'TITHI_ASHTOTTARI.TITHI_LORD': {
    en: 'The lord of the tithi of birth runs at birth: from each pratipada the Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn and Rahu in turn, again from the navami, so the purnima is Saturn\'s and the amavasya Rahu\'s; the part of the tithi passed is the part of its period already run.',
    hi: 'जन्म की तिथि का स्वामी जन्म के समय चलता है: प्रत्येक प्रतिपदा से क्रमशः सूर्य, चंद्र, मंगल, बुध, गुरु, शुक्र, शनि और राहु, फिर नवमी से दोबारा, इसलिए पूर्णिमा शनि की और अमावस्या राहु की होती है; तिथि का जितना भाग बीत चुका, उसकी दशा का उतना भाग बीता माना जाता है।',
  },
  'NARAYANA.VARGA_HOUSE_LORD': {
    en: 'Narayana dasha of a divisional chart DN: take the lord of the N-th house from the rasi lagna, find its sign in DN, and start from the stronger of that sign and the sign 7th from it; the dasha then runs on the DN placements.',
    hi: 'वर्ग कुंडली DN की नारायण दशा: राशि लग्न से N-वें भाव का स्वामी लें, DN में उसकी राशि देखें, और उस राशि तथा उससे सातवीं राशि में जो बलवान हो, वहीं से दशा आरंभ करें; आगे की गणना DN की स्थितियों पर होती है।',
  },
  'NARAYANA.STRONGER_OF_LAGNA_7TH': {
    en: 'Starts from the stronger of the lagna and the 7th house (rules of sign strength).',
    hi: 'लग्न और सप्तम भाव में से बलवान राशि से आरंभ (राशि-बल के नियमों से)।',
  },
  'SUDASA.SREE_LAGNA': {
    en: 'Starts from the sign of Sree Lagna (lagna advanced by the Moon\'s progress through its nakshatra); the first period is reduced to the part of that sign still ahead.',
    hi: 'श्री लग्न की राशि से आरंभ (चंद्र के नक्षत्र में बढ़े भाग के अनुसार आगे बढ़ा लग्न); पहली दशा उस राशि के शेष भाग के अनुपात में घटाई जाती है।',
  },
  'DRIG.NINTH_HOUSE': {
    en: 'Starts from the 9th house; the 9th, 10th and 11th signs are each followed by the three signs they aspect by rashi drishti.',
    hi: 'नवम भाव से आरंभ; नवम, दशम और एकादश राशि के बाद उनकी राशि-दृष्टि वाली तीन-तीन राशियाँ आती हैं।',
  },
  'SHOOLA.STRONGER_OF_LAGNA_7TH': {
    en: 'Starts from the stronger of the lagna and the 7th house and runs forward, nine years per sign.',
    hi: 'लग्न और सप्तम में से बलवान राशि से आरंभ, आगे की ओर, प्रत्येक राशि के नौ वर्ष।',
  },
  'NIRYANA_SHOOLA.STRONGER_OF_2ND_8TH': {
    en: 'Starts from the stronger of the 2nd and 8th houses, forward from an odd sign and backward from an even one.',
    hi: 'द्वितीय और अष्टम भाव में से बलवान राशि से आरंभ; विषम राशि से आगे, सम राशि से पीछे की ओर।',
  },
  'STHIRA.BRAHMA_SIGN': {
    en: 'Starts from the sign holding Brahma (chosen among the lords of the 6th, 8th and 12th from the stronger of lagna and 7th) and runs forward.',
    hi: 'ब्रह्मा ग्रह की राशि से आरंभ (लग्न और सप्तम में बलवान राशि से षष्ठ, अष्टम, द्वादश के स्वामियों में से चुना गया), आगे की ओर।',
  },
  'MOOLA.STRONGER_OF_LAGNA_7TH': {
    en: 'Starts from the stronger of the lagna and the 7th house; kendras first, then panaparas, then apoklimas.',
    hi: 'लग्न और सप्तम में से बलवान राशि से आरंभ; पहले केंद्र, फिर पणफर, फिर आपोक्लिम।',
  },
  'BRAHMA_DASHA.BRAHMA_SIGN': {
    en: 'Starts from Brahma\'s sign going forward when it is odd, or from the 7th from it going backward when it is even.',
    hi: 'ब्रह्मा की राशि विषम हो तो उसी से आगे की ओर, सम हो तो उससे सप्तम राशि से पीछे की ओर आरंभ।',
  },
  'VARNADA.STRONGER_OF_LAGNA_HORA_LAGNA': {
    en: 'Starts from the stronger of the lagna and the hora lagna; each sign runs as many years as it stands from the Varnada lagna.',
    hi: 'लग्न और होरा लग्न में से बलवान राशि से आरंभ; प्रत्येक राशि उतने वर्ष चलती है जितनी वह वर्णद लग्न से दूर है।',
  },
};

/** The conditions under which BPHS applies each conditional nakshatra dasha. */
export const dashaApplicabilityTexts: Record<string, Bilingual> = {
  'ASHTOTTARI.RAHU_KENDRA_TRIKONA': {
    en: 'Applies when Rahu is in a kendra or trikona from the lagna lord, but not in the lagna.',
    hi: 'तब लागू जब राहु लग्नेश से केंद्र या त्रिकोण में हो, पर लग्न में न हो।',
  },
  'DWADASHOTTARI.VENUS_NAVAMSHA_LAGNA': {
    en: 'Applies when the lagna is in a navamsha of Venus (Taurus or Libra in D9).',
    hi: 'तब लागू जब लग्न शुक्र के नवांश में हो (D9 में वृषभ या तुला)।',
  },
  'PANCHOTTARI.CANCER_DWADASHAMSHA_LAGNA': {
    en: 'Applies when the lagna is in the Cancer dwadashamsha (D12).',
    hi: 'तब लागू जब लग्न कर्क के द्वादशांश (D12) में हो।',
  },
  'SHODASHOTTARI.HORA_PAKSHA': {
    en: 'Applies when the lagna is in the Sun\'s hora in the bright fortnight, or in the Moon\'s hora in the dark fortnight.',
    hi: 'तब लागू जब शुक्ल पक्ष में लग्न सूर्य की होरा में हो, या कृष्ण पक्ष में चंद्र की होरा में।',
  },
  'SHATABDIKA.VARGOTTAMA_LAGNA': {
    en: 'Applies when the lagna is vargottama (the same sign in the rashi chart and the navamsha).',
    hi: 'तब लागू जब लग्न वर्गोत्तम हो (राशि और नवांश में एक ही राशि)।',
  },
  'CHATURASEETI_SAMA.TENTH_LORD_IN_TENTH': {
    en: 'Applies when the lord of the 10th house is in the 10th house.',
    hi: 'तब लागू जब दशमेश दशम भाव में हो।',
  },
  'DWISAPTATI_SAMA.LAGNA_LORD_SEVENTH': {
    en: 'Applies when the lagna lord is in the 7th house or the 7th lord is in the lagna.',
    hi: 'तब लागू जब लग्नेश सप्तम में हो या सप्तमेश लग्न में।',
  },
  'SHASHTIHAYANI.SUN_IN_LAGNA': {
    en: 'Applies when the Sun is in the lagna.',
    hi: 'तब लागू जब सूर्य लग्न में हो।',
  },
  'SHATTRIMSHA_SAMA.HORA_SUNRISE_DAY_NIGHT': {
    en: 'Applies when the lagna is in the Sun\'s hora by day, or in the Moon\'s hora by night (day: birth between sunrise and sunset at the birth place; where the Sun does not rise that day, the Sun in the visible half, houses 7–12).',
    hi: 'तब लागू जब दिन में लग्न सूर्य की होरा में हो, या रात में चंद्र की होरा में (दिन: जन्म स्थान पर सूर्योदय और सूर्यास्त के बीच जन्म; जिस दिन सूर्योदय न हो, वहाँ सूर्य दृश्य अर्ध, भाव 7–12 में)।',
  },
};

/** The five Vimshottari levels. */
export const dashaLevelNames: Bilingual[] = [
  { en: 'Mahadasha', hi: 'महादशा' },
  { en: 'Antardasha', hi: 'अंतर्दशा' },
  { en: 'Pratyantardasha', hi: 'प्रत्यंतर्दशा' },
  { en: 'Sookshma dasha', hi: 'सूक्ष्म दशा' },
  { en: 'Prana dasha', hi: 'प्राण दशा' },
];

/** Names of the seeds a nakshatra dasha may start from (besides the grahas). */
export const dashaSeedNames: Record<string, Bilingual> = {
  moon: { en: 'the Moon', hi: 'चंद्र' },
  lagna: { en: 'the lagna', hi: 'लग्न' },
  kshema: { en: 'Kshema star (4th from the Moon\'s)', hi: 'क्षेम नक्षत्र (चंद्र नक्षत्र से चौथा)' },
  utpanna: { en: 'Utpanna star (5th from the Moon\'s)', hi: 'उत्पन्न नक्षत्र (चंद्र नक्षत्र से पाँचवाँ)' },
  adhana: { en: 'Adhana star (8th from the Moon\'s)', hi: 'आधान नक्षत्र (चंद्र नक्षत्र से आठवाँ)' },
};

export const kalachakraDirectionNames: Record<'savya' | 'apasavya', Bilingual> = {
  savya: { en: 'Savya (zodiacal)', hi: 'सव्य (राशिचक्र क्रम)' },
  apasavya: { en: 'Apasavya (reverse)', hi: 'अपसव्य (विपरीत क्रम)' },
};

/**
 * The tribhagi variation of the nakshatra dashas (dashaTribhagi), by the anchor of the birth
 * lord's third (dashaTribhagiAnchor; docs/methods/dashas-more.md).
 */
export const dashaTribhagiTexts: Record<'fullPeriod' | 'fraction', Bilingual> = {
  fullPeriod: {
    en: 'Tribhagi: every period lasts a third of its years and three cycles are listed, counted on from where the full dasha\'s birth period begins.',
    hi: 'त्रिभागी: प्रत्येक दशा अपने वर्षों का एक-तिहाई चलती है और तीन चक्र दिए जाते हैं, गिनती वहीं से जहाँ पूर्ण दशा की जन्म-कालीन दशा आरंभ होती है।',
  },
  fraction: {
    en: 'Tribhagi: every period lasts a third of its years and three cycles are listed; the birth lord\'s third runs at birth with the same part of it left as of the full period.',
    hi: 'त्रिभागी: प्रत्येक दशा अपने वर्षों का एक-तिहाई चलती है और तीन चक्र दिए जाते हैं; जन्म के समय जन्म-स्वामी का तिहाई भाग चलता है, और उसका उतना ही अंश शेष रहता है जितना पूर्ण दशा का।',
  },
};
