/**
 * Texts of the dosha and yoga rules, keyed by each rule record's `contentKey`: the name, the
 * condition in plain words, and one measured sentence on what the tradition associates with it
 * (never a promise, never a fear, never a remedy).
 */
import type { Bilingual } from '../../shared/bilingual.ts';

export interface RuleText {
  name: Bilingual;
  condition: Bilingual;
  /** What the tradition associates with the combination, stated as such. */
  meaning: Bilingual;
}

export const ruleTexts: Record<string, RuleText> = {
  'kaal-sarpa.full': {
    name: { en: 'Kaal Sarpa (full)', hi: 'कालसर्प (पूर्ण)' },
    condition: { en: 'all seven grahas from the Sun to Saturn lie on one side of the Rahu–Ketu axis, by longitude', hi: 'सूर्य से शनि तक के सातों ग्रह अंशों के अनुसार राहु-केतु अक्ष के एक ही ओर हों' },
    meaning: { en: 'This is a modern popular rule without a classical verse; many astrologers read it only together with the rest of the chart.', hi: 'यह आधुनिक लोकप्रिय नियम है जिसका कोई शास्त्रीय श्लोक नहीं है; अनेक ज्योतिषी इसे कुंडली के शेष योगों के साथ ही पढ़ते हैं।' },
  },
  'kaal-sarpa.partial': {
    name: { en: 'Kaal Sarpa (partial)', hi: 'कालसर्प (आंशिक)' },
    condition: { en: 'six of the seven grahas lie on one side of the Rahu–Ketu axis by longitude, or all seven do when counted by signs', hi: 'सात में से छह ग्रह अंशों के अनुसार राहु-केतु अक्ष के एक ओर हों, या राशियों के अनुसार गिनने पर सातों एक ओर हों' },
    meaning: { en: 'A weaker form of a popular rule; it is reported so that the reading can be checked, not as a verdict.', hi: 'यह लोकप्रिय नियम का दुर्बल रूप है; इसे जाँच के लिए दिखाया गया है, निर्णय के रूप में नहीं।' },
  },
  'kaal-sarpa.signs': {
    name: { en: 'Kaal Sarpa by signs', hi: 'राशि-आधारित कालसर्प' },
    condition: { en: 'all seven grahas lie in the seven signs from Rahu’s sign to Ketu’s sign, or from Ketu’s sign to Rahu’s sign', hi: 'सातों ग्रह राहु की राशि से केतु की राशि तक, या केतु की राशि से राहु की राशि तक की सात राशियों में हों' },
    meaning: { en: 'The sign-based convention of some software, shown for comparison with the degree-based rule.', hi: 'कुछ सॉफ़्टवेयर की राशि-आधारित परिपाटी, अंश-आधारित नियम से तुलना के लिए दिखाई गई।' },
  },
  'dosha.guru-chandala': {
    name: { en: 'Guru-Chandala', hi: 'गुरु-चाण्डाल' },
    condition: { en: 'Jupiter is in the same sign as Rahu or Ketu', hi: 'गुरु राहु या केतु के साथ एक ही राशि में हो' },
    meaning: { en: 'A popular rule about Jupiter’s significations being coloured by a node; its weight depends on Jupiter’s own strength.', hi: 'यह लोकप्रिय नियम बताता है कि गुरु के कारकत्व पर छाया ग्रह का प्रभाव पड़ता है; इसका महत्व गुरु के अपने बल पर निर्भर है।' },
  },
  'dosha.grahan': {
    name: { en: 'Grahan (eclipse) combination', hi: 'ग्रहण योग' },
    condition: { en: 'the Sun or the Moon is in the same sign as Rahu or Ketu', hi: 'सूर्य या चन्द्र, राहु या केतु के साथ एक ही राशि में हो' },
    meaning: { en: 'A popular rule linking the luminaries with the nodes; whether a birth was near an actual eclipse is a separate astronomical question.', hi: 'यह लोकप्रिय नियम सूर्य-चन्द्र को छाया ग्रहों से जोड़ता है; जन्म किसी वास्तविक ग्रहण के निकट था या नहीं, यह अलग खगोलीय प्रश्न है।' },
  },
  'dosha.shrapit': {
    name: { en: 'Shrapit', hi: 'श्रापित' },
    condition: { en: 'Saturn is in the same sign as Rahu', hi: 'शनि और राहु एक ही राशि में हों' },
    meaning: { en: 'A modern popular label without a classical verse; it is shown for reference only.', hi: 'यह शास्त्रीय आधार के बिना आधुनिक लोकप्रिय नाम है; इसे केवल संदर्भ के लिए दिखाया गया है।' },
  },
  'dosha.angarak': {
    name: { en: 'Angarak', hi: 'अंगारक' },
    condition: { en: 'Mars is in the same sign as Rahu', hi: 'मंगल और राहु एक ही राशि में हों' },
    meaning: { en: 'A popular rule said to intensify Mars; its reading depends on the house and sign involved.', hi: 'लोकप्रिय नियम के अनुसार यह मंगल की तीव्रता बढ़ाता है; इसका अर्थ संबंधित भाव और राशि पर निर्भर है।' },
  },
  'yoga.raja': {
    name: { en: 'Raja yoga (kendra–trikona)', hi: 'राजयोग (केन्द्र-त्रिकोण)' },
    condition: { en: 'a lord of a kendra (1, 4, 7, 10) and a different lord of a trikona (1, 5, 9) are joined by conjunction, mutual full aspect or exchange of signs', hi: 'किसी केन्द्र (1, 4, 7, 10) का स्वामी और किसी त्रिकोण (1, 5, 9) का भिन्न स्वामी युति, परस्पर पूर्ण दृष्टि या राशि-परिवर्तन से जुड़े हों' },
    meaning: { en: 'Classical texts associate it with status and responsibility; a pair whose grahas also rule the 6th, 8th or 12th is marked as tainted.', hi: 'शास्त्रीय ग्रंथ इसे पद और उत्तरदायित्व से जोड़ते हैं; जिस जोड़ी के ग्रह छठे, आठवें या बारहवें भाव के भी स्वामी हों, उसे दूषित चिह्नित किया गया है।' },
  },
  'yoga.yogakaraka': {
    name: { en: 'Yogakaraka', hi: 'योगकारक' },
    condition: { en: 'one graha rules both a kendra (4, 7, 10) and a trikona (5, 9)', hi: 'एक ही ग्रह किसी केन्द्र (4, 7, 10) और किसी त्रिकोण (5, 9) दोनों का स्वामी हो' },
    meaning: { en: 'Such a graha is traditionally counted as especially supportive for the lagna.', hi: 'ऐसे ग्रह को परंपरा में लग्न के लिए विशेष सहायक माना जाता है।' },
  },
  'yoga.dhana': {
    name: { en: 'Dhana yoga', hi: 'धन योग' },
    condition: { en: 'a lord of the 2nd or 11th and a different lord of the 1st, 5th or 9th are joined by conjunction, mutual full aspect or exchange', hi: 'दूसरे या ग्यारहवें भाव का स्वामी और पहले, पाँचवें या नौवें भाव का भिन्न स्वामी युति, परस्पर पूर्ण दृष्टि या परिवर्तन से जुड़े हों' },
    meaning: { en: 'Classical texts associate it with resources; the amount and timing are not read from this rule alone.', hi: 'शास्त्रीय ग्रंथ इसे संसाधनों से जोड़ते हैं; मात्रा और समय केवल इस नियम से नहीं पढ़े जाते।' },
  },
  'yoga.gaja-kesari': {
    name: { en: 'Gaja Kesari yoga', hi: 'गजकेसरी योग' },
    condition: { en: 'Jupiter is in a kendra (1, 4, 7, 10) from the Moon, not debilitated and not combust', hi: 'गुरु चन्द्र से केन्द्र (1, 4, 7, 10) में हो, नीच का न हो और अस्त न हो' },
    meaning: { en: 'Classical texts associate it with reputation and sound judgement; it depends on the strength of Jupiter and the Moon.', hi: 'शास्त्रीय ग्रंथ इसे प्रतिष्ठा और विवेक से जोड़ते हैं; इसका फल गुरु और चन्द्र के बल पर निर्भर करता है।' },
  },
  'yoga.gaja-kesari.basic': {
    name: { en: 'Gaja Kesari (basic form)', hi: 'गजकेसरी (मूल रूप)' },
    condition: { en: 'Jupiter is in a kendra from the Moon, without further conditions', hi: 'गुरु चन्द्र से केन्द्र में हो, अन्य शर्तों के बिना' },
    meaning: { en: 'The looser form many software packages use.', hi: 'यह ढीला रूप है जिसे कई सॉफ़्टवेयर अपनाते हैं।' },
  },
  'yoga.ruchaka': {
    name: { en: 'Ruchaka yoga', hi: 'रुचक योग' },
    condition: { en: 'Mars is in its own or exaltation sign (Aries, Scorpio, Capricorn) and in a kendra from the lagna', hi: 'मंगल अपनी या उच्च राशि (मेष, वृश्चिक, मकर) में हो और लग्न से केन्द्र में हो' },
    meaning: { en: 'One of the five Mahapurusha yogas; the tradition links it with courage and drive.', hi: 'पंच महापुरुष योगों में से एक; परंपरा इसे साहस और उद्यम से जोड़ती है।' },
  },
  'yoga.bhadra': {
    name: { en: 'Bhadra yoga', hi: 'भद्र योग' },
    condition: { en: 'Mercury is in its own or exaltation sign (Gemini, Virgo) and in a kendra from the lagna', hi: 'बुध अपनी या उच्च राशि (मिथुन, कन्या) में हो और लग्न से केन्द्र में हो' },
    meaning: { en: 'One of the five Mahapurusha yogas; the tradition links it with intellect and speech.', hi: 'पंच महापुरुष योगों में से एक; परंपरा इसे बुद्धि और वाणी से जोड़ती है।' },
  },
  'yoga.hamsa': {
    name: { en: 'Hamsa yoga', hi: 'हंस योग' },
    condition: { en: 'Jupiter is in its own or exaltation sign (Sagittarius, Pisces, Cancer) and in a kendra from the lagna', hi: 'गुरु अपनी या उच्च राशि (धनु, मीन, कर्क) में हो और लग्न से केन्द्र में हो' },
    meaning: { en: 'One of the five Mahapurusha yogas; the tradition links it with wisdom and good conduct.', hi: 'पंच महापुरुष योगों में से एक; परंपरा इसे ज्ञान और सदाचार से जोड़ती है।' },
  },
  'yoga.malavya': {
    name: { en: 'Malavya yoga', hi: 'मालव्य योग' },
    condition: { en: 'Venus is in its own or exaltation sign (Taurus, Libra, Pisces) and in a kendra from the lagna', hi: 'शुक्र अपनी या उच्च राशि (वृषभ, तुला, मीन) में हो और लग्न से केन्द्र में हो' },
    meaning: { en: 'One of the five Mahapurusha yogas; the tradition links it with refinement and comfort.', hi: 'पंच महापुरुष योगों में से एक; परंपरा इसे परिष्कार और सुख-सुविधा से जोड़ती है।' },
  },
  'yoga.shasha': {
    name: { en: 'Shasha yoga', hi: 'शश योग' },
    condition: { en: 'Saturn is in its own or exaltation sign (Capricorn, Aquarius, Libra) and in a kendra from the lagna', hi: 'शनि अपनी या उच्च राशि (मकर, कुम्भ, तुला) में हो और लग्न से केन्द्र में हो' },
    meaning: { en: 'One of the five Mahapurusha yogas; the tradition links it with perseverance and authority.', hi: 'पंच महापुरुष योगों में से एक; परंपरा इसे धैर्य और अधिकार से जोड़ती है।' },
  },
  'yoga.pmp.from-moon': {
    name: { en: 'Mahapurusha counted from the Moon too', hi: 'चन्द्र से भी गिना गया महापुरुष योग' },
    condition: { en: 'the same graha in its own or exaltation sign and in a kendra from the lagna or from the Moon', hi: 'वही ग्रह अपनी या उच्च राशि में हो और लग्न या चन्द्र से केन्द्र में हो' },
    meaning: { en: 'A variant some authors use; reported beside the default rule.', hi: 'कुछ लेखकों का प्रकार; मुख्य नियम के साथ दिखाया गया।' },
  },
  'yoga.budha-aditya': {
    name: { en: 'Budha-Aditya yoga', hi: 'बुधादित्य योग' },
    condition: { en: 'the Sun and Mercury are in the same sign; counted as effective when Mercury is more than 14° from the Sun', hi: 'सूर्य और बुध एक ही राशि में हों; बुध सूर्य से 14° से अधिक दूर हो तो प्रभावी माना जाता है' },
    meaning: { en: 'Very common, since Mercury never strays far from the Sun; the tradition links it with learning.', hi: 'यह बहुत सामान्य है क्योंकि बुध सूर्य से दूर नहीं जाता; परंपरा इसे विद्या से जोड़ती है।' },
  },
  'yoga.chandra-mangala': {
    name: { en: 'Chandra-Mangala yoga', hi: 'चन्द्र-मंगल योग' },
    condition: { en: 'the Moon and Mars are in the same sign or in mutual 7th', hi: 'चन्द्र और मंगल एक ही राशि में हों या एक-दूसरे से सातवें हों' },
    meaning: { en: 'The tradition links it with enterprise in earning.', hi: 'परंपरा इसे धन-अर्जन में उद्यम से जोड़ती है।' },
  },
  'yoga.adhi': {
    name: { en: 'Adhi yoga', hi: 'अधि योग' },
    condition: { en: 'Mercury, Jupiter or Venus occupy the 6th, 7th and 8th houses from the Moon (all three houses: full; some: partial)', hi: 'बुध, गुरु या शुक्र चन्द्र से छठे, सातवें और आठवें भाव में हों (तीनों भाव: पूर्ण; कुछ: आंशिक)' },
    meaning: { en: 'Classical texts associate the full form with leadership; the partial form is weaker.', hi: 'शास्त्रीय ग्रंथ पूर्ण रूप को नेतृत्व से जोड़ते हैं; आंशिक रूप दुर्बल है।' },
  },
  'yoga.sunapha': {
    name: { en: 'Sunapha yoga', hi: 'सुनफा योग' },
    condition: { en: 'a graha other than the Sun, Rahu and Ketu is in the 2nd from the Moon, and none in the 12th', hi: 'सूर्य, राहु और केतु के अतिरिक्त कोई ग्रह चन्द्र से दूसरे भाव में हो और बारहवें में कोई न हो' },
    meaning: { en: 'One of the lunar yogas; the tradition links it with self-earned means.', hi: 'चन्द्र योगों में से एक; परंपरा इसे स्वअर्जित साधनों से जोड़ती है।' },
  },
  'yoga.anapha': {
    name: { en: 'Anapha yoga', hi: 'अनफा योग' },
    condition: { en: 'a graha other than the Sun, Rahu and Ketu is in the 12th from the Moon, and none in the 2nd', hi: 'सूर्य, राहु और केतु के अतिरिक्त कोई ग्रह चन्द्र से बारहवें भाव में हो और दूसरे में कोई न हो' },
    meaning: { en: 'One of the lunar yogas; the tradition links it with good health and bearing.', hi: 'चन्द्र योगों में से एक; परंपरा इसे अच्छे स्वास्थ्य और व्यक्तित्व से जोड़ती है।' },
  },
  'yoga.durudhara': {
    name: { en: 'Durudhara yoga', hi: 'दुरुधरा योग' },
    condition: { en: 'grahas other than the Sun, Rahu and Ketu are in both the 2nd and the 12th from the Moon', hi: 'सूर्य, राहु और केतु के अतिरिक्त ग्रह चन्द्र से दूसरे और बारहवें दोनों भावों में हों' },
    meaning: { en: 'One of the lunar yogas; the tradition links it with comfort and generosity.', hi: 'चन्द्र योगों में से एक; परंपरा इसे सुख और उदारता से जोड़ती है।' },
  },
  'yoga.kemadruma': {
    name: { en: 'Kemadruma', hi: 'केमद्रुम' },
    condition: { en: 'no graha other than the Sun, Rahu and Ketu is in the 2nd or the 12th from the Moon', hi: 'सूर्य, राहु और केतु के अतिरिक्त कोई ग्रह चन्द्र से दूसरे या बारहवें भाव में न हो' },
    meaning: { en: 'Classical texts list several cancellations; the one checked here is a graha in a kendra from the lagna or the Moon.', hi: 'शास्त्रीय ग्रंथों में इसके कई भंग बताए गए हैं; यहाँ जाँचा गया भंग है लग्न या चन्द्र से केन्द्र में किसी ग्रह का होना।' },
  },
  'yoga.kemadruma.cancel': {
    name: { en: 'Kemadruma cancellation (kendra)', hi: 'केमद्रुम भंग (केन्द्र)' },
    condition: { en: 'a graha other than the nodes is in a kendra from the lagna or from the Moon (the Moon itself counts from the lagna)', hi: 'छाया ग्रहों के अतिरिक्त कोई ग्रह लग्न या चन्द्र से केन्द्र में हो (चन्द्र स्वयं लग्न से गिना जाता है)' },
    meaning: { en: 'When it holds, Kemadruma is treated as cancelled.', hi: 'यह शर्त पूरी होने पर केमद्रुम भंग माना जाता है।' },
  },
  'yoga.amala': {
    name: { en: 'Amala yoga', hi: 'अमला योग' },
    condition: { en: 'the 10th house from the lagna or from the Moon is occupied only by natural benefics (Mercury, Jupiter, Venus)', hi: 'लग्न या चन्द्र से दसवें भाव में केवल नैसर्गिक शुभ ग्रह (बुध, गुरु, शुक्र) हों' },
    meaning: { en: 'The tradition links it with a clean reputation in one’s work.', hi: 'परंपरा इसे कार्यक्षेत्र में निर्मल प्रतिष्ठा से जोड़ती है।' },
  },
  'yoga.harsha': {
    name: { en: 'Harsha (Viparita) yoga', hi: 'हर्ष (विपरीत) योग' },
    condition: { en: 'the lord of the 6th is in the 6th, 8th or 12th house', hi: 'छठे भाव का स्वामी छठे, आठवें या बारहवें भाव में हो' },
    meaning: { en: 'One of the Viparita yogas, read as difficulties turning to advantage.', hi: 'विपरीत योगों में से एक, जिसे कठिनाइयों के अनुकूल परिणाम में बदलने के रूप में पढ़ा जाता है।' },
  },
  'yoga.sarala': {
    name: { en: 'Sarala (Viparita) yoga', hi: 'सरल (विपरीत) योग' },
    condition: { en: 'the lord of the 8th is in the 6th, 8th or 12th house', hi: 'आठवें भाव का स्वामी छठे, आठवें या बारहवें भाव में हो' },
    meaning: { en: 'One of the Viparita yogas, read as steadiness under pressure.', hi: 'विपरीत योगों में से एक, जिसे दबाव में स्थिरता के रूप में पढ़ा जाता है।' },
  },
  'yoga.vimala': {
    name: { en: 'Vimala (Viparita) yoga', hi: 'विमल (विपरीत) योग' },
    condition: { en: 'the lord of the 12th is in the 6th, 8th or 12th house', hi: 'बारहवें भाव का स्वामी छठे, आठवें या बारहवें भाव में हो' },
    meaning: { en: 'One of the Viparita yogas, read as prudence with resources.', hi: 'विपरीत योगों में से एक, जिसे संसाधनों के विवेकपूर्ण उपयोग के रूप में पढ़ा जाता है।' },
  },
  'yoga.neecha-bhanga': {
    name: { en: 'Neecha Bhanga', hi: 'नीचभंग' },
    condition: { en: 'a debilitated graha meets at least one of the five cancellation conditions NB1–NB5', hi: 'कोई नीच ग्रह पाँच भंग-शर्तों NB1–NB5 में से कम से कम एक पूरी करे' },
    meaning: { en: 'The debilitation is treated as cancelled; Phaladeepika calls it a Raja yoga only under NB1–NB3.', hi: 'नीचता भंग मानी जाती है; फलदीपिका इसे केवल NB1–NB3 में राजयोग कहती है।' },
  },
  'yoga.neecha-bhanga.nb1': {
    name: { en: 'NB1: dispositor in a kendra', hi: 'NB1: राशि-स्वामी केन्द्र में' },
    condition: { en: 'the lord of the sign where the graha is debilitated is in a kendra from the lagna or the Moon', hi: 'जिस राशि में ग्रह नीच है उसका स्वामी लग्न या चन्द्र से केन्द्र में हो' },
    meaning: { en: 'A cancellation of debilitation.', hi: 'नीचता का एक भंग।' },
  },
  'yoga.neecha-bhanga.nb2': {
    name: { en: 'NB2: the graha exalted there in a kendra', hi: 'NB2: वहाँ उच्च होने वाला ग्रह केन्द्र में' },
    condition: { en: 'the graha that is exalted in that sign is in a kendra from the lagna or the Moon', hi: 'उस राशि में उच्च होने वाला ग्रह लग्न या चन्द्र से केन्द्र में हो' },
    meaning: { en: 'A cancellation of debilitation.', hi: 'नीचता का एक भंग।' },
  },
  'yoga.neecha-bhanga.nb3': {
    name: { en: 'NB3: lord of the exaltation sign in a kendra', hi: 'NB3: उच्च राशि का स्वामी केन्द्र में' },
    condition: { en: 'the lord of the graha’s exaltation sign is in a kendra from the lagna or the Moon', hi: 'ग्रह की उच्च राशि का स्वामी लग्न या चन्द्र से केन्द्र में हो' },
    meaning: { en: 'A cancellation of debilitation.', hi: 'नीचता का एक भंग।' },
  },
  'yoga.neecha-bhanga.nb4': {
    name: { en: 'NB4: aspected by its dispositor', hi: 'NB4: राशि-स्वामी की दृष्टि' },
    condition: { en: 'the debilitated graha receives a full aspect from the lord of its sign', hi: 'नीच ग्रह पर उसकी राशि के स्वामी की पूर्ण दृष्टि हो' },
    meaning: { en: 'A cancellation of debilitation.', hi: 'नीचता का एक भंग।' },
  },
  'yoga.neecha-bhanga.nb5': {
    name: { en: 'NB5: exalted in the navamsa', hi: 'NB5: नवांश में उच्च' },
    condition: { en: 'the debilitated graha is exalted in the navamsa (D9)', hi: 'नीच ग्रह नवांश (D9) में उच्च का हो' },
    meaning: { en: 'A cancellation of debilitation.', hi: 'नीचता का एक भंग।' },
  },
  'yoga.parivartana': {
    name: { en: 'Parivartana yoga', hi: 'परिवर्तन योग' },
    condition: { en: 'two grahas stand in each other’s signs (Maha: between good houses; Dainya: a 6th, 8th or 12th house involved; Khala: the 3rd involved)', hi: 'दो ग्रह एक-दूसरे की राशि में हों (महा: शुभ भावों के बीच; दैन्य: छठा, आठवाँ या बारहवाँ भाव शामिल; खल: तीसरा भाव शामिल)' },
    meaning: { en: 'The two houses exchange their influence; the kind says which houses are involved.', hi: 'दोनों भाव एक-दूसरे पर प्रभाव डालते हैं; प्रकार बताता है कि कौन से भाव शामिल हैं।' },
  },
};

/** Name, present and absent explanations of a rule from its text record. */
export function ruleExplanation(key: string, satisfied: boolean): Bilingual {
  const t = ruleTexts[key];
  return satisfied
    ? { en: `${t.name.en}: the condition holds — ${t.condition.en}. ${t.meaning.en}`, hi: `${t.name.hi}: शर्त पूरी होती है — ${t.condition.hi}। ${t.meaning.hi}` }
    : { en: `${t.name.en}: the condition does not hold in this chart (${t.condition.en}).`, hi: `${t.name.hi}: इस कुंडली में शर्त पूरी नहीं होती (${t.condition.hi})।` };
}
