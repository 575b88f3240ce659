/**
 * The Sun in the twelve signs (rule `KUNDLI.GRAHA_IN_SIGN`): exalted in Mesha, debilitated in
 * Tula, own sign and moolatrikona Simha; friends Moon, Mars, Jupiter; enemies Venus, Saturn.
 */
import type { SignTexts } from '../types.ts';

export const sunInSign: SignTexts = {
  mesha: {
    en: 'The Sun is exalted in Mesha (Aries), at its highest strength near 10°. Traditionally this gives vigour, courage, leadership, a sense of purpose and the ability to win recognition through one\'s own initiative. Such a person is enterprising and fond of action; the tradition asks only that ambition stay tempered by fairness.',
    hi: 'मेष राशि में सूर्य उच्च का होता है और लगभग 10° पर परम उच्च बल पाता है। परंपरा से यह ओज, साहस, नेतृत्व, उद्देश्य का बोध और अपनी पहल से पहचान पाने की क्षमता देता है। ऐसा व्यक्ति उद्यमी और कर्मप्रिय होता है; परंपरा केवल इतना कहती है कि महत्त्वाकांक्षा न्याय-भावना से संतुलित रहे।',
  },
  vrishabha: {
    en: 'In Vrishabha (Taurus), a sign of its enemy Venus, the Sun traditionally gives a steady, determined and somewhat reserved nature, fond of comforts, fragrances and music. The native builds position slowly and holds firmly to what is gained. Classical texts note a stubborn streak that may slow cooperation.',
    hi: 'वृषभ राशि, जो सूर्य के शत्रु शुक्र की राशि है, में सूर्य परंपरा से स्थिर, दृढ़निश्चयी और कुछ संकोची स्वभाव देता है, जिसे सुख-सुविधा, सुगंध और संगीत प्रिय होते हैं। जातक धीरे-धीरे अपनी स्थिति बनाता है और जो पाता है उसे दृढ़ता से थामे रखता है। शास्त्र ऐसी हठधर्मिता का उल्लेख करते हैं जो सहयोग को धीमा कर सकती है।',
  },
  mithuna: {
    en: 'In Mithuna (Gemini), ruled by the neutral Mercury, the Sun gives an intelligent, well-spoken and learned nature. Traditionally such a person is skilled in calculation, languages or scholarship and is a good conversationalist. The self finds expression through ideas, writing and communication rather than command.',
    hi: 'मिथुन राशि, जिसका स्वामी सम बुध है, में सूर्य बुद्धिमान, सुवक्ता और विद्वान स्वभाव देता है। परंपरा से ऐसा व्यक्ति गणना, भाषाओं या विद्वत्ता में कुशल और अच्छा वार्तालापी होता है। यहाँ आत्म-अभिव्यक्ति आदेश देने के बजाय विचारों, लेखन और संवाद के माध्यम से होती है।',
  },
  karka: {
    en: 'In Karka (Cancer), the sign of its friend the Moon, the Sun\'s fire is softened by feeling. Traditionally the native is sensitive, caring towards family and fond of travel, though moods and finances may fluctuate. Authority is best exercised here in a protective, nurturing way.',
    hi: 'कर्क राशि, जो सूर्य के मित्र चन्द्रमा की राशि है, में सूर्य का तेज भावनाओं से कोमल हो जाता है। परंपरा से जातक संवेदनशील, परिवार के प्रति स्नेही और यात्रा-प्रेमी होता है, यद्यपि मनोदशा और आर्थिक स्थिति घटती-बढ़ती रह सकती है। यहाँ अधिकार का सर्वोत्तम प्रयोग संरक्षण और पालन-पोषण के रूप में होता है।',
  },
  simha: {
    en: 'Simha (Leo) is the Sun\'s own sign and its moolatrikona for the first 20°. Traditionally the Sun here gives dignity, strength of will, self-reliance and natural authority, with a love of open spaces and independence. Such a person leads confidently; generosity keeps that authority respected.',
    hi: 'सिंह सूर्य की स्वराशि है और इसके प्रथम 20° सूर्य की मूलत्रिकोण राशि हैं। परंपरा से यहाँ सूर्य गरिमा, दृढ़ इच्छाशक्ति, आत्मनिर्भरता और स्वाभाविक अधिकार देता है, तथा खुले स्थानों और स्वतंत्रता के प्रति प्रेम। ऐसा व्यक्ति आत्मविश्वास से नेतृत्व करता है; उदारता उस अधिकार को सम्मानित बनाए रखती है।',
  },
  kanya: {
    en: 'In Kanya (Virgo), ruled by the neutral Mercury, the Sun gives a scholarly, precise and modest nature. Traditionally such a person is skilled in writing, accounts, languages or the arts, with a good memory and refined judgement. Recognition comes through competence and careful work rather than display.',
    hi: 'कन्या राशि, जिसका स्वामी सम बुध है, में सूर्य विद्वत्तापूर्ण, सूक्ष्म और विनम्र स्वभाव देता है। परंपरा से ऐसा व्यक्ति लेखन, लेखा, भाषाओं या कलाओं में कुशल होता है, जिसकी स्मृति अच्छी और निर्णय-क्षमता परिष्कृत होती है। पहचान प्रदर्शन से नहीं, योग्यता और सावधानी से किए काम से मिलती है।',
  },
  tula: {
    en: 'The Sun is debilitated in Tula (Libra), weakest near 10°. Traditionally the native may depend more on others\' approval, face rivalry for recognition or find self-assertion difficult. The lesson of this placement is cooperation and fairness: diplomacy, partnership and service to a just cause can turn it into quiet strength, and classical rules of neecha-bhanga may modify it.',
    hi: 'तुला राशि में सूर्य नीच का होता है और लगभग 10° पर सबसे निर्बल होता है। परंपरा से जातक दूसरों की स्वीकृति पर अधिक निर्भर रह सकता है, पहचान के लिए प्रतिस्पर्धा झेल सकता है या आत्म-प्रतिष्ठा में कठिनाई अनुभव कर सकता है। इस स्थिति की सीख सहयोग और न्याय है: कूटनीति, साझेदारी और न्यायपूर्ण उद्देश्य की सेवा इसे शांत शक्ति में बदल सकती है, और शास्त्रीय नीचभंग नियम इसके फल को बदल सकते हैं।',
  },
  vrishchika: {
    en: 'In Vrishchika (Scorpio), the sign of its friend Mars, the Sun gives courage, intensity and determination. Traditionally such a person can work well in medicine, surgery, chemistry, research or security, and faces danger boldly. The temper needs watching, but the resolve is formidable.',
    hi: 'वृश्चिक राशि, जो सूर्य के मित्र मंगल की राशि है, में सूर्य साहस, तीव्रता और दृढ़ संकल्प देता है। परंपरा से ऐसा व्यक्ति चिकित्सा, शल्य-क्रिया, रसायन, शोध या सुरक्षा के क्षेत्रों में अच्छा काम कर सकता है और संकट का साहसपूर्वक सामना करता है। क्रोध पर ध्यान रखना आवश्यक है, पर संकल्प अत्यंत प्रबल होता है।',
  },
  dhanu: {
    en: 'In Dhanu (Sagittarius), the sign of its friend Jupiter, the Sun traditionally gives a respected, principled and religious nature, with learning in law, philosophy or scripture. Such a person is honoured by good people and often advises or teaches. Self-confidence rests on conviction and conduct.',
    hi: 'धनु राशि, जो सूर्य के मित्र गुरु की राशि है, में सूर्य परंपरा से सम्मानित, सिद्धांतनिष्ठ और धार्मिक स्वभाव देता है, तथा विधि, दर्शन या शास्त्रों का ज्ञान। ऐसे व्यक्ति का सज्जनों में आदर होता है और वह प्रायः सलाह देता या पढ़ाता है। उसका आत्मविश्वास दृढ़ विश्वास और आचरण पर टिका होता है।',
  },
  makara: {
    en: 'In Makara (Capricorn), a sign of its enemy Saturn, the Sun traditionally gives a hard-working, persevering and practical nature that rises through effort rather than privilege. The native may feel that recognition comes slowly or that duties outweigh rewards. Patience and discipline eventually bring solid standing.',
    hi: 'मकर राशि, जो सूर्य के शत्रु शनि की राशि है, में सूर्य परंपरा से परिश्रमी, लगनशील और व्यावहारिक स्वभाव देता है, जो विशेषाधिकार के बजाय प्रयास से ऊपर उठता है। जातक को लग सकता है कि पहचान धीरे आती है या कर्तव्य पुरस्कारों से भारी हैं। धैर्य और अनुशासन अंततः ठोस प्रतिष्ठा दिलाते हैं।',
  },
  kumbha: {
    en: 'In Kumbha (Aquarius), a sign of its enemy Saturn, the Sun gives an independent, idealistic and humanitarian outlook. Traditionally the native may meet obstacles or delays in personal advancement, yet can achieve much for groups, causes and institutions. Authority is best used here in service of the many.',
    hi: 'कुम्भ राशि, जो सूर्य के शत्रु शनि की राशि है, में सूर्य स्वतंत्र, आदर्शवादी और मानवतावादी दृष्टिकोण देता है। परंपरा से व्यक्तिगत उन्नति में बाधाएँ या विलंब आ सकते हैं, फिर भी जातक समूहों, उद्देश्यों और संस्थाओं के लिए बहुत कुछ कर सकता है। यहाँ अधिकार का सर्वोत्तम उपयोग जनहित की सेवा में होता है।',
  },
  meena: {
    en: 'In Meena (Pisces), the sign of its friend Jupiter, the Sun gives a gentle, devout and peaceable nature. Traditionally such a person gains through spiritual, charitable or water-related work and is respected for kindness. The ego is softened here, and leadership takes the form of guidance and compassion.',
    hi: 'मीन राशि, जो सूर्य के मित्र गुरु की राशि है, में सूर्य कोमल, श्रद्धालु और शांतिप्रिय स्वभाव देता है। परंपरा से ऐसा व्यक्ति आध्यात्मिक, परोपकारी या जल से जुड़े कार्यों से लाभ पाता है और दयालुता के लिए सम्मानित होता है। यहाँ अहं कोमल हो जाता है और नेतृत्व मार्गदर्शन व करुणा का रूप लेता है।',
  },
};
