/** Jupiter in the twelve houses from the lagna (rule `KUNDLI.GRAHA_IN_HOUSE`). */
import type { HouseTexts } from '../types.ts';

export const jupiterInHouse: HouseTexts = [
  {
    en: 'Jupiter gains directional strength (dig bala) in the lagna, one of its best positions. It traditionally gives wisdom, good conduct, a dignified appearance, optimism and the respect of others, and it protects the chart as a whole. Such a person is often drawn to teaching, counselling or law, though comfort may bring a tendency to put on weight.',
    hi: 'लग्न में गुरु को दिग्बल प्राप्त होता है और यह उसकी श्रेष्ठ स्थितियों में से एक है। परंपरा से यह ज्ञान, सदाचार, गरिमामय रूप, आशावाद और दूसरों का सम्मान देता है, तथा पूरी कुंडली की रक्षा करता है। ऐसा व्यक्ति प्रायः अध्यापन, परामर्श या विधि की ओर आकर्षित होता है, यद्यपि सुख-सुविधा से शरीर भारी होने की प्रवृत्ति हो सकती है।',
  },
  {
    en: 'Jupiter in the 2nd house traditionally gives wealth, a harmonious family, truthful and learned speech, and a good education. Such a person\'s words carry weight, making teaching, preaching, finance or advisory work natural. Classical texts count this among the best placements for accumulated resources.',
    hi: 'द्वितीय भाव में गुरु परंपरा से धन, सौहार्दपूर्ण परिवार, सत्य और विद्वत्तापूर्ण वाणी तथा अच्छी शिक्षा देता है। ऐसे व्यक्ति की बात में वज़न होता है, इसलिए अध्यापन, प्रवचन, वित्त या परामर्श के कार्य उसके लिए स्वाभाविक होते हैं। शास्त्र इसे संचित धन के लिए सर्वश्रेष्ठ स्थितियों में गिनते हैं।',
  },
  {
    en: 'Jupiter in the 3rd house gives wisdom to one\'s efforts and words, favouring writing on serious subjects, teaching and counsel. Classical texts describe this gentle graha as less comfortable in a house of daring, so initiative may be cautious and gains come through steady, principled work. Relations with siblings are generally supportive.',
    hi: 'तृतीय भाव में गुरु प्रयासों और वाणी को विवेक देता है, जिससे गंभीर विषयों पर लेखन, अध्यापन और परामर्श को बल मिलता है। शास्त्र बताते हैं कि यह सौम्य ग्रह पराक्रम के भाव में कम सहज रहता है, इसलिए पहल सतर्क हो सकती है और लाभ स्थिर, सिद्धांतपूर्ण परिश्रम से आता है। भाई-बहनों से संबंध सामान्यतः सहयोगी रहते हैं।',
  },
  {
    en: 'Jupiter in the 4th house traditionally gives happiness at home, a good mother, comfortable property and conveyances, and a well-rounded education. Such a person finds contentment easily and creates a home where learning and hospitality flourish. Classical texts count this among Jupiter\'s auspicious placements for peace of mind.',
    hi: 'चतुर्थ भाव में गुरु परंपरा से घर में सुख, अच्छी माता, सुविधाजनक भूमि-भवन और वाहन तथा सर्वांगीण शिक्षा देता है। ऐसा व्यक्ति सहज ही संतोष पा लेता है और ऐसा घर बनाता है जहाँ विद्या और अतिथि-सत्कार फलते-फूलते हैं। शास्त्र इसे मन की शांति के लिए गुरु की शुभ स्थितियों में गिनते हैं।',
  },
  {
    en: 'Jupiter in the 5th house traditionally gives wisdom, good judgement, devotion, skill in counsel and a love of learning. Jupiter is also the significator of children, and the old rule that a karaka in its own house can delay its matters means progeny may come later even as the children are a source of pride. Teaching, advisory roles and spiritual study suit this placement well.',
    hi: 'पंचम भाव में गुरु परंपरा से ज्ञान, अच्छा विवेक, भक्ति, परामर्श में कुशलता और विद्या-प्रेम देता है। गुरु संतान का कारक भी है, और पुराने नियम "कारक भाव नाशाय" के अनुसार संतान में कुछ विलंब हो सकता है, यद्यपि संतान गर्व का कारण बनती है। अध्यापन, सलाहकार भूमिकाएँ और आध्यात्मिक अध्ययन इस स्थिति के बहुत अनुकूल हैं।',
  },
  {
    en: 'Jupiter in the 6th house helps the native overcome opponents through wisdom and fair dealing rather than force, and it suits service in law, medicine, teaching or welfare. Classical texts note that a benefic here is less at ease, advising care with loans, diet and overwork. Patience and principle usually win disputes in the end.',
    hi: 'षष्ठ भाव में गुरु जातक को बल के बजाय विवेक और न्यायपूर्ण व्यवहार से विरोधियों पर विजय दिलाता है, और विधि, चिकित्सा, अध्यापन या कल्याण-सेवा के अनुकूल है। शास्त्र बताते हैं कि शुभ ग्रह यहाँ कम सहज रहता है, इसलिए ऋण, आहार और अत्यधिक कार्यभार में सावधानी की सलाह देते हैं। धैर्य और सिद्धांत प्रायः अंत में विवाद जिताते हैं।',
  },
  {
    en: 'Jupiter in the 7th house traditionally gives a wise, virtuous and well-regarded spouse, and success through partnerships and public dealings. Such a person is trusted as a mediator or advisor. Classical texts count this a fortunate placement for marriage, provided Jupiter itself is not afflicted.',
    hi: 'सप्तम भाव में गुरु परंपरा से ज्ञानी, सदाचारी और सम्मानित जीवनसाथी तथा साझेदारी और जन-व्यवहार से सफलता देता है। ऐसे व्यक्ति पर मध्यस्थ या सलाहकार के रूप में भरोसा किया जाता है। शास्त्र इसे विवाह के लिए भाग्यशाली स्थिति मानते हैं, बशर्ते गुरु स्वयं पीड़ित न हो।',
  },
  {
    en: 'Jupiter in the 8th house traditionally gives a long life, interest in philosophy of life and death, and possible gains through inheritance, insurance or a partner\'s resources. Classical texts also note periods of dependence on others or hidden difficulties. It favours research, astrology and the study of esoteric traditions.',
    hi: 'अष्टम भाव में गुरु परंपरा से दीर्घायु, जीवन-मृत्यु के दर्शन में रुचि और उत्तराधिकार, बीमा या जीवनसाथी के धन से संभावित लाभ देता है। शास्त्र दूसरों पर निर्भरता के दौर या छिपी कठिनाइयों का भी उल्लेख करते हैं। यह शोध, ज्योतिष और गूढ़ परंपराओं के अध्ययन के अनुकूल है।',
  },
  {
    en: 'Jupiter in the 9th house is one of the finest placements in a chart: it traditionally gives good fortune, faith, respect for teachers and parents, and blessings through dharma. Such a person is often learned, charitable and drawn to pilgrimage or higher study. The father tends to be a source of support and wisdom.',
    hi: 'नवम भाव में गुरु कुंडली की सर्वश्रेष्ठ स्थितियों में से एक है: परंपरा से यह सौभाग्य, आस्था, गुरुजनों और माता-पिता के प्रति सम्मान तथा धर्म से मिलने वाले आशीर्वाद देता है। ऐसा व्यक्ति प्रायः विद्वान, दानशील और तीर्थयात्रा या उच्च शिक्षा की ओर आकर्षित होता है। पिता प्रायः सहारे और ज्ञान का स्रोत होते हैं।',
  },
  {
    en: 'Jupiter in the 10th house traditionally gives a righteous, respected career and success in teaching, law, finance, administration or religious work. Such a person\'s conduct earns lasting reputation, and superiors tend to trust them. Classical texts praise this placement for honours gained through ethical work.',
    hi: 'दशम भाव में गुरु परंपरा से धर्मनिष्ठ, सम्मानित कार्यक्षेत्र और अध्यापन, विधि, वित्त, प्रशासन या धार्मिक कार्यों में सफलता देता है। ऐसे व्यक्ति का आचरण स्थायी प्रतिष्ठा दिलाता है और वरिष्ठ लोग उस पर भरोसा करते हैं। शास्त्र नैतिक कर्म से मिलने वाले सम्मान के लिए इस स्थिति की प्रशंसा करते हैं।',
  },
  {
    en: 'Jupiter in the 11th house traditionally brings abundant gains, the fulfilment of wishes, helpful elder siblings and influential friends. Income tends to grow steadily, often through advisory work, education or finance. Such a person is generous with what they gain and well regarded in their circle.',
    hi: 'एकादश भाव में गुरु परंपरा से प्रचुर लाभ, इच्छाओं की पूर्ति, सहायक बड़े भाई-बहन और प्रभावशाली मित्र देता है। आय प्रायः परामर्श, शिक्षा या वित्त के माध्यम से निरंतर बढ़ती है। ऐसा व्यक्ति अपनी कमाई में उदार होता है और अपने समाज में सम्मानित रहता है।',
  },
  {
    en: 'Jupiter in the 12th house turns wisdom towards charity, spiritual practice and service in distant or secluded places. Classical texts note expenses, often on good causes, and a preference for giving over accumulating. The placement favours meditation, pilgrimage and the inner path towards liberation.',
    hi: 'द्वादश भाव में गुरु ज्ञान को दान, आध्यात्मिक साधना और दूरस्थ या एकांत स्थानों में सेवा की ओर मोड़ता है। शास्त्र ख़र्च का उल्लेख करते हैं, जो प्रायः अच्छे कार्यों पर होता है, और संचय से अधिक देने की प्रवृत्ति बताते हैं। यह स्थिति ध्यान, तीर्थयात्रा और मोक्ष की ओर ले जाने वाले आंतरिक मार्ग के अनुकूल है।',
  },
];
