/**
 * Jupiter in the twelve signs (rule `KUNDLI.GRAHA_IN_SIGN`): exalted in Karka, debilitated in
 * Makara, own signs Dhanu (moolatrikona 0–10°) and Meena; friends Sun, Moon, Mars; enemies
 * Mercury and Venus.
 */
import type { SignTexts } from '../types.ts';

export const jupiterInSign: SignTexts = {
  mesha: {
    en: 'In Mesha (Aries), the sign of its friend Mars, Jupiter gives wisdom expressed through action and leadership. Traditionally such a person is generous, courageous in defending principles and capable of heading institutions. Enthusiasm for a cause is strong; patience makes the guidance wise.',
    hi: 'मेष राशि, जो गुरु के मित्र मंगल की राशि है, में गुरु ऐसा ज्ञान देता है जो कर्म और नेतृत्व के माध्यम से प्रकट होता है। परंपरा से ऐसा व्यक्ति उदार, सिद्धांतों की रक्षा में साहसी और संस्थाओं का नेतृत्व करने में समर्थ होता है। किसी उद्देश्य के लिए उत्साह प्रबल होता है; धैर्य इस मार्गदर्शन को विवेकपूर्ण बनाता है।',
  },
  vrishabha: {
    en: 'In Vrishabha (Taurus), a sign of its enemy Venus, Jupiter turns its wisdom to practical values, wealth and comfort. Traditionally such a person accumulates resources, enjoys good living and gives sound financial advice. The tradition warns only against letting comfort dull the wish to learn.',
    hi: 'वृषभ राशि, जो गुरु के शत्रु शुक्र की राशि है, में गुरु अपने ज्ञान को व्यावहारिक मूल्यों, धन और सुख-सुविधा की ओर मोड़ता है। परंपरा से ऐसा व्यक्ति साधन संचित करता है, अच्छे जीवन का आनंद लेता है और धन-संबंधी ठोस सलाह देता है। परंपरा केवल इतनी चेतावनी देती है कि सुख-सुविधा सीखने की इच्छा को मंद न कर दे।',
  },
  mithuna: {
    en: 'In Mithuna (Gemini), a sign of its enemy Mercury, Jupiter gives broad learning across many subjects and skill in explaining them. Traditionally such a person is a good teacher, writer or counsellor, though wisdom may be spread thin across too many interests. Depth in one field anchors the rest.',
    hi: 'मिथुन राशि, जो गुरु के शत्रु बुध की राशि है, में गुरु अनेक विषयों का व्यापक ज्ञान और उन्हें समझाने की कुशलता देता है। परंपरा से ऐसा व्यक्ति अच्छा अध्यापक, लेखक या परामर्शदाता होता है, यद्यपि ज्ञान बहुत-सी रुचियों में बँट सकता है। किसी एक क्षेत्र में गहराई बाकी सबको आधार देती है।',
  },
  karka: {
    en: 'Jupiter is exalted in Karka (Cancer), strongest near 5°. Traditionally this gives great compassion, wisdom, prosperity and the respect of others, with a protective, nurturing approach to teaching and guidance. It is among the most auspicious placements in a chart, blessing home, learning and wealth.',
    hi: 'कर्क राशि में गुरु उच्च का होता है और लगभग 5° पर सबसे बली होता है। परंपरा से यह अपार करुणा, ज्ञान, समृद्धि और दूसरों का सम्मान देता है, तथा अध्यापन और मार्गदर्शन में रक्षा और पोषण का भाव। यह कुंडली की सबसे शुभ स्थितियों में से एक है, जो घर, विद्या और धन को आशीर्वाद देती है।',
  },
  simha: {
    en: 'In Simha (Leo), the sign of its friend the Sun, Jupiter gives dignified authority, generosity and the ability to lead through principle. Traditionally such a person commands respect, may hold high office and supports others liberally. Pride in one\'s learning is the only caution.',
    hi: 'सिंह राशि, जो गुरु के मित्र सूर्य की राशि है, में गुरु गरिमामय अधिकार, उदारता और सिद्धांत के बल पर नेतृत्व की क्षमता देता है। परंपरा से ऐसा व्यक्ति सम्मान पाता है, ऊँचे पद पर पहुँच सकता है और दूसरों की खुले हाथ से सहायता करता है। अपने ज्ञान पर अभिमान ही एकमात्र सावधानी है।',
  },
  kanya: {
    en: 'In Kanya (Virgo), a sign of its enemy Mercury, Jupiter applies wisdom to analysis, service and practical detail. Traditionally such a person is a careful scholar, suited to medicine, accounts or editorial work, though faith may be tested by a critical mind. Humility and usefulness are the virtues here.',
    hi: 'कन्या राशि, जो गुरु के शत्रु बुध की राशि है, में गुरु ज्ञान को विश्लेषण, सेवा और व्यावहारिक बारीकियों में लगाता है। परंपरा से ऐसा व्यक्ति सावधान विद्वान होता है, जो चिकित्सा, लेखा या संपादन के योग्य है, यद्यपि आलोचनात्मक मन आस्था की परीक्षा ले सकता है। विनम्रता और उपयोगिता यहाँ के गुण हैं।',
  },
  tula: {
    en: 'In Tula (Libra), a sign of its enemy Venus, Jupiter gives a sense of justice, fairness and skill in law, mediation and relationships. Traditionally such a person is courteous, well-liked and gains through partnerships. Balancing principle with the wish to please is the task of this placement.',
    hi: 'तुला राशि, जो गुरु के शत्रु शुक्र की राशि है, में गुरु न्याय और निष्पक्षता का बोध तथा विधि, मध्यस्थता और संबंधों में कुशलता देता है। परंपरा से ऐसा व्यक्ति शिष्ट, लोकप्रिय और साझेदारी से लाभ पाने वाला होता है। सिद्धांत और सबको प्रसन्न रखने की इच्छा में संतुलन इस स्थिति का कार्य है।',
  },
  vrishchika: {
    en: 'In Vrishchika (Scorpio), the sign of its friend Mars, Jupiter gives wisdom about hidden matters, research, healing and the deeper side of religion. Traditionally such a person is a capable counsellor in crises and can be drawn to esoteric study. Faith here is tested and thereby deepened.',
    hi: 'वृश्चिक राशि, जो गुरु के मित्र मंगल की राशि है, में गुरु गुप्त विषयों, शोध, उपचार और धर्म के गहरे पक्ष का ज्ञान देता है। परंपरा से ऐसा व्यक्ति संकट में कुशल परामर्शदाता होता है और गूढ़ अध्ययन की ओर आकर्षित हो सकता है। यहाँ आस्था की परीक्षा होती है और इसी से वह गहरी होती है।',
  },
  dhanu: {
    en: 'Dhanu (Sagittarius) is Jupiter\'s own sign and its moolatrikona for the first 10°. Traditionally Jupiter here gives a principled, learned and religious nature, excellent for teaching, law, philosophy and advising others. Such a person inspires trust and lives by a clear moral compass.',
    hi: 'धनु गुरु की स्वराशि है और इसके प्रथम 10° गुरु की मूलत्रिकोण राशि हैं। परंपरा से यहाँ गुरु सिद्धांतनिष्ठ, विद्वान और धार्मिक स्वभाव देता है, जो अध्यापन, विधि, दर्शन और दूसरों को परामर्श देने के लिए उत्कृष्ट है। ऐसा व्यक्ति विश्वास जगाता है और स्पष्ट नैतिक दिशा के अनुसार जीता है।',
  },
  makara: {
    en: 'Jupiter is debilitated in Makara (Capricorn), weakest near 5°. Traditionally optimism and generosity are restrained here, and the native may feel that wisdom must be earned through hardship or that faith is expressed mainly as duty. Practical ethics and steady work redeem this placement, and neecha-bhanga rules may modify it.',
    hi: 'मकर राशि में गुरु नीच का होता है और लगभग 5° पर सबसे निर्बल होता है। परंपरा से यहाँ आशावाद और उदारता संयमित रहते हैं, और जातक को लग सकता है कि ज्ञान कठिनाइयों से ही अर्जित होता है या आस्था मुख्यतः कर्तव्य के रूप में व्यक्त होती है। व्यावहारिक नैतिकता और निरंतर परिश्रम इस स्थिति को सार्थक बनाते हैं, और नीचभंग के नियम इसे बदल सकते हैं।',
  },
  kumbha: {
    en: 'In Kumbha (Aquarius), the sign of the neutral Saturn, Jupiter gives humanitarian wisdom and interest in science, social reform and collective welfare. Traditionally such a person is learned, thoughtful and helpful to many, though unconventional in belief. Knowledge is used for the common good.',
    hi: 'कुम्भ राशि, जो सम शनि की राशि है, में गुरु मानवतावादी ज्ञान तथा विज्ञान, समाज-सुधार और सामूहिक कल्याण में रुचि देता है। परंपरा से ऐसा व्यक्ति विद्वान, विचारशील और अनेक लोगों का सहायक होता है, यद्यपि आस्था में अपरंपरागत हो सकता है। ज्ञान का उपयोग सर्वहित के लिए होता है।',
  },
  meena: {
    en: 'Meena (Pisces) is Jupiter\'s own sign, where its wisdom turns devotional and compassionate. Traditionally Jupiter here gives a spiritual, generous and contented nature, respected for kindness and learning, and drawn to charity and pilgrimage. It is a strong placement for inner peace.',
    hi: 'मीन गुरु की स्वराशि है, जहाँ उसका ज्ञान भक्तिपूर्ण और करुणामय हो जाता है। परंपरा से यहाँ गुरु आध्यात्मिक, उदार और संतोषी स्वभाव देता है, जो दयालुता और विद्या के लिए सम्मानित होता है तथा दान और तीर्थयात्रा की ओर आकर्षित होता है। यह आंतरिक शांति के लिए सबल स्थिति है।',
  },
};
