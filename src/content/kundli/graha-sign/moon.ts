/**
 * The Moon in the twelve signs (rule `KUNDLI.GRAHA_IN_SIGN`): the Moon's own strength and the
 * traits the classical texts attach to it in each sign. Exalted in Vrishabha (moolatrikona
 * 3–30°), debilitated in Vrishchika, own sign Karka; friends Sun and Mercury; no enemies.
 */
import type { SignTexts } from '../types.ts';

export const moonInSign: SignTexts = {
  mesha: {
    en: 'The Moon in Mesha (Aries), the sign of the neutral Mars, traditionally gives a quick, spirited temperament, fondness for travel and a strong sense of self-respect. The native acts on feelings promptly and recovers from setbacks fast. Classical texts note impatience and a tendency to be irritated easily, which eases with age.',
    hi: 'मेष राशि, जो सम मंगल की राशि है, में चन्द्रमा परंपरा से तेज़, उत्साही स्वभाव, यात्रा-प्रेम और आत्मसम्मान का प्रबल भाव देता है। जातक भावनाओं पर तुरंत अमल करता है और असफलताओं से जल्दी उबर जाता है। शास्त्र अधीरता और जल्दी चिढ़ जाने की प्रवृत्ति का उल्लेख करते हैं, जो आयु के साथ कम होती है।',
  },
  vrishabha: {
    en: 'The Moon is exalted in Vrishabha (Taurus), strongest near 3°, and the rest of the sign is its moolatrikona. Traditionally this gives beauty, generosity, patience, a steady mind and enjoyment of comforts, with happiness that tends to grow in later life. It is counted among the strongest placements of the Moon.',
    hi: 'वृषभ राशि में चन्द्रमा उच्च का होता है, लगभग 3° पर सबसे बली, और इस राशि का शेष भाग उसकी मूलत्रिकोण राशि है। परंपरा से यह सौंदर्य, उदारता, धैर्य, स्थिर मन और सुख-सुविधाओं का आनंद देता है, तथा ऐसा सुख जो जीवन के उत्तरार्ध में बढ़ता है। इसे चन्द्रमा की सबसे बली स्थितियों में गिना जाता है।',
  },
  mithuna: {
    en: 'In Mithuna (Gemini), the sign of its friend Mercury, the Moon gives a witty, talkative and learned mind, skilled in speech, humour and perhaps music or dance. Traditionally such a person is perceptive, reads others\' intentions well and enjoys good company. The mind thrives on variety and conversation.',
    hi: 'मिथुन राशि, जो चन्द्रमा के मित्र बुध की राशि है, में चन्द्रमा हाज़िरजवाब, बातूनी और विद्वान मन देता है, जो वाणी, हास्य और संभवतः संगीत या नृत्य में कुशल होता है। परंपरा से ऐसा व्यक्ति पैनी दृष्टि वाला होता है, दूसरों के इरादे अच्छी तरह भाँप लेता है और अच्छी संगति का आनंद लेता है। यह मन विविधता और बातचीत से फलता-फूलता है।',
  },
  karka: {
    en: 'Karka (Cancer) is the Moon\'s own sign, where it is comfortable and strong. Traditionally this gives a wise, caring and intuitive nature, devotion to home and family, and influence through kindness. The native is sensitive to changes in the environment and often prospers through property, water or public-facing work.',
    hi: 'कर्क चन्द्रमा की स्वराशि है, जहाँ वह सहज और बली रहता है। परंपरा से यह ज्ञानी, स्नेही और अंतर्ज्ञानी स्वभाव, घर-परिवार के प्रति समर्पण और दयालुता से प्रभाव देता है। जातक वातावरण के परिवर्तनों के प्रति संवेदनशील होता है और प्रायः भूमि-भवन, जल या जनता से जुड़े कार्यों से उन्नति करता है।',
  },
  simha: {
    en: 'In Simha (Leo), the sign of its friend the Sun, the Moon gives a proud, generous and dignified temperament. Traditionally such a person is firm in friendship, fond of open country, and eager for a respected role. Feelings are strong and expressed warmly, though wounded pride can linger.',
    hi: 'सिंह राशि, जो चन्द्रमा के मित्र सूर्य की राशि है, में चन्द्रमा स्वाभिमानी, उदार और गरिमामय स्वभाव देता है। परंपरा से ऐसा व्यक्ति मित्रता में दृढ़, खुले प्रकृति-स्थलों का प्रेमी और सम्मानित भूमिका का इच्छुक होता है। भावनाएँ प्रबल होती हैं और आत्मीयता से व्यक्त होती हैं, यद्यपि आहत अभिमान देर तक बना रह सकता है।',
  },
  kanya: {
    en: 'In Kanya (Virgo), the sign of its friend Mercury, the Moon gives a modest, soft-spoken and discerning mind. Traditionally such a person is truthful, skilled in arts, crafts or writing, and attentive to detail. Emotional security comes from order, usefulness and being appreciated for careful work.',
    hi: 'कन्या राशि, जो चन्द्रमा के मित्र बुध की राशि है, में चन्द्रमा विनम्र, मृदुभाषी और विवेकशील मन देता है। परंपरा से ऐसा व्यक्ति सत्यवादी, कला, शिल्प या लेखन में कुशल और बारीकियों पर ध्यान देने वाला होता है। भावनात्मक सुरक्षा व्यवस्था, उपयोगिता और सावधानी से किए काम की सराहना से मिलती है।',
  },
  tula: {
    en: 'In Tula (Libra), the sign of the neutral Venus, the Moon gives a courteous, fair-minded and sociable disposition with good business sense. Traditionally such a person respects the learned and the holy and enjoys beauty and harmony. Decisions may take time because every side is weighed.',
    hi: 'तुला राशि, जो सम शुक्र की राशि है, में चन्द्रमा शिष्ट, न्यायप्रिय और मिलनसार स्वभाव तथा अच्छी व्यावसायिक समझ देता है। परंपरा से ऐसा व्यक्ति विद्वानों और संतों का सम्मान करता है तथा सौंदर्य और सामंजस्य का आनंद लेता है। निर्णयों में समय लग सकता है, क्योंकि हर पक्ष तौला जाता है।',
  },
  vrishchika: {
    en: 'The Moon is debilitated in Vrishchika (Scorpio), weakest near 3°. Traditionally this makes feelings intense, private and slow to heal, and classical texts warn of suspicion and emotional strain. The same placement gives great resilience and insight into hidden matters; care for the mind and trusted relationships bring out its strength, and neecha-bhanga rules may modify it.',
    hi: 'वृश्चिक राशि में चन्द्रमा नीच का होता है और लगभग 3° पर सबसे निर्बल होता है। परंपरा से यह भावनाओं को तीव्र, निजी और देर से भरने वाला बनाता है, और शास्त्र संदेह तथा भावनात्मक तनाव की चेतावनी देते हैं। यही स्थिति अद्भुत सहनशक्ति और छिपे विषयों में अंतर्दृष्टि भी देती है; मन की देखभाल और विश्वसनीय संबंध इसकी शक्ति को उभारते हैं, और नीचभंग के नियम इसके फल को बदल सकते हैं।',
  },
  dhanu: {
    en: 'In Dhanu (Sagittarius), the sign of the neutral Jupiter, the Moon gives a generous, eloquent and optimistic mind. Traditionally such a person is learned, devoted to family and teachers, and fond of religion and travel. The emotions are buoyed by faith and a sense of higher purpose.',
    hi: 'धनु राशि, जो सम गुरु की राशि है, में चन्द्रमा उदार, वाक्पटु और आशावादी मन देता है। परंपरा से ऐसा व्यक्ति विद्वान, परिवार और गुरुजनों के प्रति समर्पित तथा धर्म और यात्रा का प्रेमी होता है। आस्था और उच्च उद्देश्य का बोध भावनाओं को उत्साहित रखता है।',
  },
  makara: {
    en: 'In Makara (Capricorn), the sign of the neutral Saturn, the Moon gives a practical, dutiful and emotionally restrained mind. Traditionally such a person works hard for family, values security and may be cautious in showing affection. Steadiness and reliability are the gifts of this placement.',
    hi: 'मकर राशि, जो सम शनि की राशि है, में चन्द्रमा व्यावहारिक, कर्तव्यनिष्ठ और भावनाओं में संयत मन देता है। परंपरा से ऐसा व्यक्ति परिवार के लिए कठोर परिश्रम करता है, सुरक्षा को महत्व देता है और स्नेह प्रकट करने में संकोच कर सकता है। स्थिरता और विश्वसनीयता इस स्थिति के वरदान हैं।',
  },
  kumbha: {
    en: 'In Kumbha (Aquarius), the sign of the neutral Saturn, the Moon gives an idealistic, humane and somewhat detached temperament. Traditionally such a person is grateful, fond of friends and drawn to causes, but may keep emotions at a distance. Original thinking and concern for the common good mark this placement.',
    hi: 'कुम्भ राशि, जो सम शनि की राशि है, में चन्द्रमा आदर्शवादी, मानवीय और कुछ तटस्थ स्वभाव देता है। परंपरा से ऐसा व्यक्ति कृतज्ञ, मित्र-प्रेमी और सामाजिक उद्देश्यों की ओर आकर्षित होता है, पर भावनाओं को कुछ दूरी पर रख सकता है। मौलिक चिंतन और सर्वहित की चिंता इस स्थिति की पहचान हैं।',
  },
  meena: {
    en: 'In Meena (Pisces), the sign of the neutral Jupiter, the Moon gives a gentle, intuitive and devoted mind with artistic sensitivity. Traditionally such a person is learned, grateful and fond of water and quiet places. Imagination is rich, and compassion comes naturally.',
    hi: 'मीन राशि, जो सम गुरु की राशि है, में चन्द्रमा कोमल, अंतर्ज्ञानी और भक्तिपूर्ण मन तथा कलात्मक संवेदनशीलता देता है। परंपरा से ऐसा व्यक्ति विद्वान, कृतज्ञ और जल तथा शांत स्थानों का प्रेमी होता है। कल्पना समृद्ध होती है और करुणा सहज रूप से आती है।',
  },
};
