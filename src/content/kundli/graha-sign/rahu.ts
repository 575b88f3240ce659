/**
 * Rahu in the twelve signs (rule `KUNDLI.GRAHA_IN_SIGN`, source `nodeSignSource`): read
 * through the sign lord; exalted in Vrishabha and debilitated in Vrishchika (DIGNITY.BPHS;
 * the Mithuna/Dhanu variant is noted where it applies).
 */
import type { SignTexts } from '../types.ts';

export const rahuInSign: SignTexts = {
  mesha: {
    en: 'Rahu in Mesha (Aries) works through Mars, giving bold, pioneering ambition and a taste for risk and novelty. Traditionally the native wants to be first and may act impulsively in pursuit of goals. Channelled into enterprise, sport or technology, this drive can open new paths.',
    hi: 'मेष राशि में राहु मंगल के माध्यम से फल देता है, जिससे साहसी, अग्रणी महत्त्वाकांक्षा और जोखिम व नवीनता की रुचि आती है। परंपरा से जातक सबसे आगे रहना चाहता है और लक्ष्यों के पीछे आवेग में कदम उठा सकता है। उद्यम, खेल या तकनीक की ओर मोड़ी जाए तो यह प्रेरणा नए मार्ग खोल सकती है।',
  },
  vrishabha: {
    en: 'Rahu is held to be exalted in Vrishabha (Taurus), the sign of Venus. Traditionally this gives strong material ambition fulfilled through steady means: wealth, property, comforts and success in finance, luxury goods or the arts. The desire for possessions is strong, and contentment is the lesson.',
    hi: 'वृषभ राशि, जो शुक्र की राशि है, में राहु उच्च का माना जाता है। परंपरा से यह प्रबल भौतिक महत्त्वाकांक्षा देता है जो स्थिर साधनों से पूरी होती है: धन, भूमि-भवन, सुख-साधन और वित्त, विलास-वस्तुओं या कलाओं में सफलता। संग्रह की इच्छा प्रबल रहती है, और संतोष इसकी सीख है।',
  },
  mithuna: {
    en: 'Rahu in Mithuna (Gemini) works through Mercury and is comfortable here; some authorities even treat Gemini as its exaltation. Traditionally it gives a clever, inventive mind, skill in communication, media, commerce and technology, and a restless curiosity. Care is needed that cleverness stays honest.',
    hi: 'मिथुन राशि में राहु बुध के माध्यम से फल देता है और यहाँ सहज रहता है; कुछ आचार्य मिथुन को इसकी उच्च राशि भी मानते हैं। परंपरा से यह चतुर, आविष्कारशील बुद्धि, संचार, संचार माध्यमों, वाणिज्य और तकनीक में कुशलता तथा बेचैन जिज्ञासा देता है। ध्यान रखना चाहिए कि चतुराई ईमानदार बनी रहे।',
  },
  karka: {
    en: 'Rahu in Karka (Cancer) works through the Moon, bringing emotional restlessness and a strong, sometimes anxious attachment to home, family or homeland. Traditionally the native may live far from the place of birth or seek security in unusual ways. Public-facing work and caring roles can bring success.',
    hi: 'कर्क राशि में राहु चन्द्रमा के माध्यम से फल देता है, जिससे भावनात्मक बेचैनी और घर, परिवार या मातृभूमि से प्रबल, कभी-कभी चिंतित लगाव आता है। परंपरा से जातक जन्मस्थान से दूर रह सकता है या असामान्य ढंग से सुरक्षा खोज सकता है। जनता से जुड़े कार्य और देखभाल की भूमिकाएँ सफलता दिला सकती हैं।',
  },
  simha: {
    en: 'Rahu in Simha (Leo) works through the Sun, giving a strong wish for recognition, authority and a prominent role. Traditionally the native may be drawn to politics, administration or the stage, and may struggle with questions of ego and status. Leadership used for others\' benefit brings lasting respect.',
    hi: 'सिंह राशि में राहु सूर्य के माध्यम से फल देता है, जिससे पहचान, अधिकार और प्रमुख भूमिका की प्रबल इच्छा होती है। परंपरा से जातक राजनीति, प्रशासन या मंच की ओर आकर्षित हो सकता है और अहं तथा पद-प्रतिष्ठा के प्रश्नों से जूझ सकता है। दूसरों के हित में किया गया नेतृत्व स्थायी सम्मान दिलाता है।',
  },
  kanya: {
    en: 'Rahu in Kanya (Virgo) works through Mercury and is considered well placed by many authorities. Traditionally it gives analytical sharpness, success in medicine, research, technology, accounts or service industries, and the ability to solve complex problems. Worry over details should be kept in check.',
    hi: 'कन्या राशि में राहु बुध के माध्यम से फल देता है और अनेक आचार्य इसे शुभ स्थित मानते हैं। परंपरा से यह विश्लेषण की तीक्ष्णता, चिकित्सा, शोध, तकनीक, लेखा या सेवा-उद्योगों में सफलता और जटिल समस्याएँ सुलझाने की क्षमता देता है। बारीकियों को लेकर चिंता को नियंत्रण में रखना चाहिए।',
  },
  tula: {
    en: 'Rahu in Tula (Libra) works through Venus, turning ambition towards relationships, trade, diplomacy, fashion or the arts. Traditionally the native may form unconventional partnerships or deal with foreigners in business. Clear agreements and honesty keep these ventures balanced.',
    hi: 'तुला राशि में राहु शुक्र के माध्यम से फल देता है, जिससे महत्त्वाकांक्षा संबंधों, व्यापार, कूटनीति, फ़ैशन या कलाओं की ओर मुड़ती है। परंपरा से जातक अपरंपरागत साझेदारियाँ कर सकता है या व्यापार में विदेशियों से व्यवहार कर सकता है। स्पष्ट समझौते और ईमानदारी इन उपक्रमों को संतुलित रखते हैं।',
  },
  vrishchika: {
    en: 'Rahu is held to be debilitated in Vrishchika (Scorpio), the sign of Mars. Traditionally this can bring emotional turbulence, secrecy and sudden reversals, and classical practice advises caution with risky ventures and hidden dealings. The same placement gives penetrating insight into research, psychology and the occult.',
    hi: 'वृश्चिक राशि, जो मंगल की राशि है, में राहु नीच का माना जाता है। परंपरा से यह भावनात्मक उथल-पुथल, गोपनीयता और अचानक उलटफेर ला सकता है, और शास्त्रीय परिपाटी जोखिम भरे कार्यों और छिपे व्यवहारों में सावधानी की सलाह देती है। यही स्थिति शोध, मनोविज्ञान और गूढ़ विद्याओं में भेदक अंतर्दृष्टि भी देती है।',
  },
  dhanu: {
    en: 'Rahu in Dhanu (Sagittarius) works through Jupiter; some authorities treat this sign as its debilitation. Traditionally it gives unorthodox beliefs, interest in foreign philosophies and teachers, and a questioning attitude to tradition. Sincerity in the search for truth keeps it from becoming mere rebellion.',
    hi: 'धनु राशि में राहु गुरु के माध्यम से फल देता है; कुछ आचार्य इसे राहु की नीच राशि मानते हैं। परंपरा से यह अपरंपरागत मान्यताएँ, विदेशी दर्शनों और गुरुओं में रुचि तथा परंपरा के प्रति प्रश्नात्मक दृष्टि देता है। सत्य की खोज में निष्ठा इसे मात्र विद्रोह बनने से रोकती है।',
  },
  makara: {
    en: 'Rahu in Makara (Capricorn) works through Saturn, giving practical, persistent ambition in career and institutions. Traditionally such a person can rise steadily in organisations, politics or industry and handles hard work well. Ethical use of power keeps the rise secure.',
    hi: 'मकर राशि में राहु शनि के माध्यम से फल देता है, जिससे कार्यक्षेत्र और संस्थाओं में व्यावहारिक, लगनशील महत्त्वाकांक्षा आती है। परंपरा से ऐसा व्यक्ति संगठनों, राजनीति या उद्योग में निरंतर ऊपर उठ सकता है और कठोर परिश्रम को अच्छी तरह सँभालता है। शक्ति का नैतिक उपयोग इस उन्नति को सुरक्षित रखता है।',
  },
  kumbha: {
    en: 'Rahu in Kumbha (Aquarius) works through Saturn, and Jaimini tradition makes it a co-lord of this sign, so it is at ease here. Traditionally it gives original ideas, interest in science, technology and social causes, and success through networks and large groups. Detachment from personal ties may need balancing.',
    hi: 'कुम्भ राशि में राहु शनि के माध्यम से फल देता है, और जैमिनी परंपरा इसे इस राशि का सह-स्वामी मानती है, इसलिए यहाँ यह सहज रहता है। परंपरा से यह मौलिक विचार, विज्ञान, तकनीक और सामाजिक उद्देश्यों में रुचि तथा नेटवर्क और बड़े समूहों से सफलता देता है। निजी संबंधों से तटस्थता को संतुलित करने की आवश्यकता हो सकती है।',
  },
  meena: {
    en: 'Rahu in Meena (Pisces) works through Jupiter, giving a vivid imagination and a pull towards the spiritual, the foreign and the boundless. Traditionally this can bring confusion about direction or, with clarity, genuine inspiration in art, healing and charity. Grounded routines help the native turn dreams into work.',
    hi: 'मीन राशि में राहु गुरु के माध्यम से फल देता है, जिससे जीवंत कल्पना तथा आध्यात्मिक, विदेशी और असीम की ओर आकर्षण आता है। परंपरा से यह दिशा को लेकर भ्रम दे सकता है, या स्पष्टता होने पर कला, उपचार और परोपकार में सच्ची प्रेरणा। स्थिर दिनचर्या जातक को सपनों को कर्म में बदलने में सहायता करती है।',
  },
};
