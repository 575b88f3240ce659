/**
 * The sixteen Tajaka yogas (`jyotish/varshaphal/yogas.ts`): names as Tajika texts in Hindi
 * spell them, the condition as this service evaluates it, and what the tradition associates
 * with the yoga (phrased as tradition, never as a promise).
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { TajakaYogaId } from '../../jyotish/varshaphal/yogas.ts';

export interface YogaText {
  name: Bilingual;
  condition: Bilingual;
  tradition: Bilingual;
}

export const tajakaYogaTexts: Record<TajakaYogaId, YogaText> = {
  ikkavala: {
    name: { en: 'Ikkavala (Ishkavala)', hi: 'इक्कबाल' },
    condition: {
      en: 'All seven grahas occupy kendras and panapharas (houses 1, 2, 4, 5, 7, 8, 10, 11 from the annual lagna) and none an apoklima.',
      hi: 'सातों ग्रह वर्ष लग्न से केन्द्र और पणफर (1, 2, 4, 5, 7, 8, 10, 11 भाव) में हों और आपोक्लिम में कोई न हो।',
    },
    tradition: {
      en: 'Tajika texts associate it with a year of gains, comfort and standing.',
      hi: 'ताजिक ग्रन्थ इसे लाभ, सुख और प्रतिष्ठा वाले वर्ष से जोड़ते हैं।',
    },
  },
  induvara: {
    name: { en: 'Induvara', hi: 'इन्दुवार' },
    condition: {
      en: 'All seven grahas occupy apoklimas (houses 3, 6, 9, 12 from the annual lagna).',
      hi: 'सातों ग्रह वर्ष लग्न से आपोक्लिम (3, 6, 9, 12 भाव) में हों।',
    },
    tradition: {
      en: 'Traditionally associated with worry, disappointment and ill health in the year.',
      hi: 'परम्परा में इसे वर्ष में चिन्ता, निराशा और अस्वस्थता से जोड़ा जाता है।',
    },
  },
  ithasala: {
    name: { en: 'Ithasala', hi: 'इत्थशाल' },
    condition: {
      en: 'Two grahas in Tajaka aspect, the faster behind the slower (or within 1° of it) and within their mean orb: poorna within 1°, vartamana within the orb; bhavishya when the orbs are 1° or less from meeting.',
      hi: 'दो ग्रह ताजिक दृष्टि में हों, शीघ्रगामी मन्दगामी से पीछे (या 1° के भीतर) और दोनों के औसत दीप्तांश के भीतर हो: 1° के भीतर पूर्ण, दीप्तांश के भीतर वर्तमान; दीप्तांश मिलने में 1° या कम शेष हो तो भविष्यत्।',
    },
    tradition: {
      en: 'The applying contact of Tajika: tradition reads the matters of the two grahas as coming together.',
      hi: 'ताजिक का मिलन-योग: परम्परा दोनों ग्रहों के विषयों के जुड़ने का संकेत मानती है।',
    },
  },
  ishrafa: {
    name: { en: 'Ishrafa (Easarapha)', hi: 'ईशराफ' },
    condition: {
      en: 'Two grahas in Tajaka aspect within their mean orb, the faster already more than 1° past the slower.',
      hi: 'दो ग्रह ताजिक दृष्टि में औसत दीप्तांश के भीतर हों और शीघ्रगामी मन्दगामी से 1° से अधिक आगे निकल चुका हो।',
    },
    tradition: {
      en: 'The separating contact: tradition reads it as a matter that has passed or slips away.',
      hi: 'वियोग-योग: परम्परा इसे बीत चुके या हाथ से निकलते विषय का संकेत मानती है।',
    },
  },
  nakta: {
    name: { en: 'Nakta', hi: 'नक्त' },
    condition: {
      en: 'Two grahas not in ithasala with each other, and a third graha faster than both in ithasala with each of them, carrying the light between them.',
      hi: 'दो ग्रह आपस में इत्थशाल में न हों और उन दोनों से शीघ्रगामी तीसरा ग्रह दोनों से इत्थशाल करे, जो उनके बीच प्रकाश पहुँचाता है।',
    },
    tradition: {
      en: 'Tradition reads the matter as accomplished through an intermediary.',
      hi: 'परम्परा के अनुसार कार्य किसी मध्यस्थ के द्वारा पूरा होता है।',
    },
  },
  yamaya: {
    name: { en: 'Yamaya', hi: 'यमया' },
    condition: {
      en: 'Two grahas not in ithasala with each other, both in ithasala with a third graha slower than both, which collects their light.',
      hi: 'दो ग्रह आपस में इत्थशाल में न हों और दोनों अपने से मन्दगामी तीसरे ग्रह से इत्थशाल करें, जो उनका प्रकाश ग्रहण करता है।',
    },
    tradition: {
      en: 'Tradition reads the matter as accomplished through a third person, with effort and request.',
      hi: 'परम्परा के अनुसार कार्य किसी तीसरे व्यक्ति के माध्यम से, प्रयत्न और अनुरोध से सिद्ध होता है।',
    },
  },
  manahoo: {
    name: { en: 'Manahoo (Manau)', hi: 'मणऊ' },
    condition: {
      en: 'An ithasala whose faster graha has Mars or Saturn within orb by an inimical aspect (conjunction, opposition or square).',
      hi: 'ऐसा इत्थशाल जिसमें शीघ्रगामी ग्रह पर मंगल या शनि शत्रु दृष्टि (युति, सप्तम या चतुर्थ-दशम) से दीप्तांश के भीतर हो।',
    },
    tradition: {
      en: 'Traditionally associated with obstruction of the ithasala: failure in the attempt, quarrels or loss.',
      hi: 'परम्परा में इसे इत्थशाल में बाधा, प्रयास में विफलता, कलह या हानि से जोड़ा जाता है।',
    },
  },
  kamboola: {
    name: { en: 'Kamboola', hi: 'कम्बूल' },
    condition: {
      en: 'Two grahas other than the Moon in ithasala, and the Moon in ithasala with either of them.',
      hi: 'चन्द्र के अतिरिक्त दो ग्रह इत्थशाल में हों और चन्द्र उनमें से किसी से इत्थशाल करे।',
    },
    tradition: {
      en: 'Tradition holds that the Moon joining an ithasala strengthens it.',
      hi: 'परम्परा के अनुसार चन्द्र के इत्थशाल से जुड़ने पर वह इत्थशाल बलवान होता है।',
    },
  },
  'gairi-kamboola': {
    name: { en: 'Gairi-kamboola', hi: 'गैरी-कम्बूल' },
    condition: {
      en: 'Two grahas other than the Moon in ithasala; an ordinary Moon (not exalted, debilitated or in its own sign) applies to neither now but will, on entering its next sign, apply to one of them within orb.',
      hi: 'चन्द्र के अतिरिक्त दो ग्रह इत्थशाल में हों; साधारण चन्द्र (न उच्च, न नीच, न स्वराशि) अभी किसी से इत्थशाल न करे पर अगली राशि में जाकर उनमें से किसी से दीप्तांश के भीतर इत्थशाल करे।',
    },
    tradition: {
      en: 'Tradition reads it as help that arrives later, from outside.',
      hi: 'परम्परा इसे बाद में, बाहर से आने वाली सहायता का संकेत मानती है।',
    },
  },
  khallasara: {
    name: { en: 'Khallasara', hi: 'खल्लासर' },
    condition: {
      en: 'Two grahas other than the Moon in ithasala, and the Moon within orb of neither of them, now or on entering its next sign.',
      hi: 'चन्द्र के अतिरिक्त दो ग्रह इत्थशाल में हों और चन्द्र न अभी, न अगली राशि में जाकर उनमें से किसी के दीप्तांश में हो।',
    },
    tradition: {
      en: 'The negation of kamboola: traditionally associated with an effort that lacks support.',
      hi: 'कम्बूल का विपरीत: परम्परा में इसे सहारे से रहित प्रयास से जोड़ा जाता है।',
    },
  },
  radda: {
    name: { en: 'Radda', hi: 'रद्द' },
    condition: {
      en: 'An ithasala in which either graha is retrograde, combust, debilitated or in the 6th, 8th or 12th house.',
      hi: 'ऐसा इत्थशाल जिसमें कोई ग्रह वक्री, अस्त, नीच या छठे, आठवें अथवा बारहवें भाव में हो।',
    },
    tradition: {
      en: 'Traditionally the ithasala is considered spoiled: the matter begins but is turned back.',
      hi: 'परम्परा में ऐसा इत्थशाल दूषित माना जाता है: कार्य आरम्भ होकर लौट जाता है।',
    },
  },
  'duphali-kuttha': {
    name: { en: 'Duphali-kuttha', hi: 'दुफालि-कुत्थ' },
    condition: {
      en: 'An ithasala in which the slower graha is strong (exalted, moolatrikona or own sign) and the faster is not, the faster being neither retrograde nor combust.',
      hi: 'ऐसा इत्थशाल जिसमें मन्दगामी ग्रह बलवान (उच्च, मूलत्रिकोण या स्वराशि) हो और शीघ्रगामी न हो, तथा शीघ्रगामी न वक्री हो न अस्त।',
    },
    tradition: {
      en: 'Tradition reads success through the strength of the receiving graha despite the weaker one.',
      hi: 'परम्परा के अनुसार निर्बल ग्रह के रहते भी ग्रहण करने वाले बलवान ग्रह के बल से सफलता मिलती है।',
    },
  },
  'dutthotha-davira': {
    name: { en: 'Dutthotha-davira', hi: 'दुत्थोत्थ-दवीर' },
    condition: {
      en: 'An ithasala of two weak grahas (debilitated, in an enemy sign, combust or retrograde), one of which is in ithasala with a strong third graha.',
      hi: 'दो निर्बल ग्रहों (नीच, शत्रु राशि, अस्त या वक्री) का इत्थशाल, जिनमें से कोई एक किसी बलवान तीसरे ग्रह से इत्थशाल करे।',
    },
    tradition: {
      en: 'Tradition reads the weak pair as rescued by the strong graha: success with outside help.',
      hi: 'परम्परा के अनुसार बलवान ग्रह निर्बल जोड़ी को सहारा देता है: बाहरी सहायता से सफलता।',
    },
  },
  tambira: {
    name: { en: 'Tambira', hi: 'तम्बीर' },
    condition: {
      en: 'A strong faster graha (exalted, moolatrikona or own sign) at the end of its sign that will, on entering the next sign, apply to a slower graha within orb.',
      hi: 'राशि के अन्त में स्थित बलवान शीघ्रगामी ग्रह (उच्च, मूलत्रिकोण या स्वराशि) जो अगली राशि में जाकर किसी मन्दगामी ग्रह से दीप्तांश के भीतर इत्थशाल करेगा।',
    },
    tradition: {
      en: 'Tradition reads it as a matter fulfilled after a delay.',
      hi: 'परम्परा इसे विलम्ब के बाद पूरे होने वाले कार्य का संकेत मानती है।',
    },
  },
  kuttha: {
    name: { en: 'Kuttha', hi: 'कुत्थ' },
    condition: {
      en: 'An ithasala of two grahas neither of which is weak, with a strong graha of the pair (exalted, moolatrikona or own sign) in a kendra or panaphara.',
      hi: 'ऐसा इत्थशाल जिसमें कोई ग्रह निर्बल न हो और जोड़ी का बलवान ग्रह (उच्च, मूलत्रिकोण या स्वराशि) केन्द्र या पणफर में हो।',
    },
    tradition: {
      en: 'Traditionally associated with success and gains in the matter.',
      hi: 'परम्परा में इसे विषय में सफलता और लाभ से जोड़ा जाता है।',
    },
  },
  durapha: {
    name: { en: 'Durapha (Durupha)', hi: 'दुरफ' },
    condition: {
      en: 'An ithasala of two weak grahas (debilitated, in an enemy sign, combust or retrograde) that no strong graha supports by ithasala.',
      hi: 'दो निर्बल ग्रहों (नीच, शत्रु राशि, अस्त या वक्री) का ऐसा इत्थशाल जिसे कोई बलवान ग्रह इत्थशाल से सहारा न दे।',
    },
    tradition: {
      en: 'Traditionally associated with effort that does not bear fruit.',
      hi: 'परम्परा में इसे निष्फल प्रयास से जोड़ा जाता है।',
    },
  },
};
