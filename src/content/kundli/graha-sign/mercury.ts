/**
 * Mercury in the twelve signs (rule `KUNDLI.GRAHA_IN_SIGN`): exalted in Kanya to 15°,
 * moolatrikona 15–20°, own sign beyond; own sign Mithuna; debilitated in Meena; friends Sun
 * and Venus; enemy Moon.
 */
import type { SignTexts } from '../types.ts';

export const mercuryInSign: SignTexts = {
  mesha: {
    en: 'In Mesha (Aries), the sign of the neutral Mars, Mercury gives a quick, direct and argumentative mind that thinks on its feet. Traditionally such a person is fond of debate, writes or speaks boldly and may change opinions fast. Patience with details improves the quality of decisions.',
    hi: 'मेष राशि, जो सम मंगल की राशि है, में बुध तेज़, सीधी और तर्कप्रिय बुद्धि देता है, जो तत्काल सोच लेती है। परंपरा से ऐसा व्यक्ति वाद-विवाद का प्रेमी होता है, निर्भीकता से लिखता या बोलता है और जल्दी राय बदल सकता है। बारीकियों के प्रति धैर्य निर्णयों की गुणवत्ता बढ़ाता है।',
  },
  vrishabha: {
    en: 'In Vrishabha (Taurus), the sign of its friend Venus, Mercury gives a practical, steady intelligence with good commercial sense and pleasant speech. Traditionally such a person is skilled in trade, finance or the arts and learns thoroughly, if not fast. Common sense is the strength of this placement.',
    hi: 'वृषभ राशि, जो बुध के मित्र शुक्र की राशि है, में बुध व्यावहारिक, स्थिर बुद्धि, अच्छी व्यावसायिक समझ और मधुर वाणी देता है। परंपरा से ऐसा व्यक्ति व्यापार, वित्त या कलाओं में कुशल होता है और भले ही धीरे सीखे, पर पूरी तरह सीखता है। व्यावहारिक विवेक इस स्थिति की शक्ति है।',
  },
  mithuna: {
    en: 'Mithuna (Gemini) is Mercury\'s own sign, where it gives an eloquent, versatile and well-read mind. Traditionally such a person is skilled in languages, writing, teaching and trade, and enjoys learning many subjects. The challenge is depth; the gift is brilliant communication.',
    hi: 'मिथुन बुध की स्वराशि है, जहाँ यह वाक्पटु, बहुमुखी और अध्ययनशील बुद्धि देता है। परंपरा से ऐसा व्यक्ति भाषाओं, लेखन, अध्यापन और व्यापार में कुशल होता है और अनेक विषय सीखने का आनंद लेता है। चुनौती गहराई की है; वरदान उत्कृष्ट संप्रेषण का है।',
  },
  karka: {
    en: 'In Karka (Cancer), the sign of the Moon, whom Mercury regards as an enemy, the intellect is coloured by feeling and memory. Traditionally such a person thinks intuitively, remembers well and may write or speak with emotional appeal, though reasoning can waver with mood. Pairing intuition with evidence gives sound judgement.',
    hi: 'कर्क राशि चन्द्रमा की राशि है, जिसे बुध शत्रु मानता है; यहाँ बुद्धि भावनाओं और स्मृति से रंगी रहती है। परंपरा से ऐसा व्यक्ति अंतर्ज्ञान से सोचता है, उसकी स्मृति अच्छी होती है और वह भावनात्मक प्रभाव के साथ लिख या बोल सकता है, यद्यपि तर्क मनोदशा के साथ डगमगा सकता है। अंतर्ज्ञान को प्रमाण से जोड़ने पर निर्णय सुदृढ़ होते हैं।',
  },
  simha: {
    en: 'In Simha (Leo), the sign of its friend the Sun, Mercury gives confident, authoritative speech and a mind that likes to lead discussions. Traditionally such a person can be a persuasive speaker, administrator or teacher, though pride in one\'s opinions may limit listening. Clarity and dignity mark their expression.',
    hi: 'सिंह राशि, जो बुध के मित्र सूर्य की राशि है, में बुध आत्मविश्वासपूर्ण, अधिकारपूर्ण वाणी और चर्चाओं का नेतृत्व करने वाली बुद्धि देता है। परंपरा से ऐसा व्यक्ति प्रभावशाली वक्ता, प्रशासक या अध्यापक हो सकता है, यद्यपि अपनी राय पर गर्व दूसरों की बात सुनने को सीमित कर सकता है। स्पष्टता और गरिमा इसकी अभिव्यक्ति की पहचान हैं।',
  },
  kanya: {
    en: 'Mercury is exalted in Kanya (Virgo), at its peak near 15°; the next five degrees are its moolatrikona and the rest its own sign. Traditionally this gives an exceptionally precise, analytical and learned mind, excellent in mathematics, medicine, accounts, writing and any craft requiring exactness. It is among Mercury\'s strongest positions.',
    hi: 'कन्या राशि में बुध उच्च का होता है और लगभग 15° पर परम उच्च होता है; उसके बाद के पाँच अंश उसकी मूलत्रिकोण राशि और शेष स्वराशि हैं। परंपरा से यह असाधारण रूप से सूक्ष्म, विश्लेषणात्मक और विद्वान बुद्धि देता है, जो गणित, चिकित्सा, लेखा, लेखन और सटीकता माँगने वाले हर शिल्प में उत्कृष्ट होती है। यह बुध की सबसे बली स्थितियों में से एक है।',
  },
  tula: {
    en: 'In Tula (Libra), the sign of its friend Venus, Mercury gives balanced reasoning, tact and an eye for beauty in words. Traditionally such a person is suited to law, diplomacy, commerce and the arts, and is fair in argument. Weighing all sides is a strength, though decisions may be slow.',
    hi: 'तुला राशि, जो बुध के मित्र शुक्र की राशि है, में बुध संतुलित तर्क, व्यवहार-कुशलता और शब्दों में सौंदर्य-बोध देता है। परंपरा से ऐसा व्यक्ति विधि, कूटनीति, वाणिज्य और कलाओं के योग्य होता है और तर्क में निष्पक्ष रहता है। सभी पक्षों को तौलना शक्ति है, यद्यपि निर्णय धीमे हो सकते हैं।',
  },
  vrishchika: {
    en: 'In Vrishchika (Scorpio), the sign of the neutral Mars, Mercury gives a probing, secretive and investigative mind. Traditionally such a person is drawn to research, detective work, psychology or hidden knowledge, and speaks sharply when provoked. Discretion and depth are the gifts here.',
    hi: 'वृश्चिक राशि, जो सम मंगल की राशि है, में बुध खोजी, गोपनीय और अन्वेषी बुद्धि देता है। परंपरा से ऐसा व्यक्ति शोध, जासूसी, मनोविज्ञान या गुप्त ज्ञान की ओर आकर्षित होता है और उकसाए जाने पर तीखा बोलता है। विवेकपूर्ण गोपनीयता और गहराई यहाँ के वरदान हैं।',
  },
  dhanu: {
    en: 'In Dhanu (Sagittarius), the sign of the neutral Jupiter, Mercury gives a philosophical, frank and wide-ranging mind. Traditionally such a person is learned in law, religion or higher studies and enjoys teaching, though details may be overlooked in favour of big ideas. Honest speech wins respect.',
    hi: 'धनु राशि, जो सम गुरु की राशि है, में बुध दार्शनिक, स्पष्टवादी और व्यापक दृष्टि वाली बुद्धि देता है। परंपरा से ऐसा व्यक्ति विधि, धर्म या उच्च अध्ययन में विद्वान होता है और पढ़ाने का आनंद लेता है, यद्यपि बड़े विचारों के आगे बारीकियाँ छूट सकती हैं। सच्ची वाणी सम्मान दिलाती है।',
  },
  makara: {
    en: 'In Makara (Capricorn), the sign of the neutral Saturn, Mercury gives a practical, methodical and business-minded intellect. Traditionally such a person plans carefully, is thrifty and works well in administration, accounts or management. Thinking is sober and aimed at results.',
    hi: 'मकर राशि, जो सम शनि की राशि है, में बुध व्यावहारिक, व्यवस्थित और व्यवसाय-बुद्धि वाला मस्तिष्क देता है। परंपरा से ऐसा व्यक्ति सावधानी से योजना बनाता है, मितव्ययी होता है और प्रशासन, लेखा या प्रबंधन में अच्छा काम करता है। चिंतन संयत और परिणाम-केंद्रित होता है।',
  },
  kumbha: {
    en: 'In Kumbha (Aquarius), the sign of the neutral Saturn, Mercury gives a systematic, original and scientific mind interested in how things work and how society could be organised. Traditionally such a person is suited to research, technology and group work. Ideas may run ahead of practicality, but insight is real.',
    hi: 'कुम्भ राशि, जो सम शनि की राशि है, में बुध व्यवस्थित, मौलिक और वैज्ञानिक बुद्धि देता है, जिसकी रुचि यह जानने में होती है कि चीज़ें कैसे काम करती हैं और समाज कैसे संगठित हो सकता है। परंपरा से ऐसा व्यक्ति शोध, तकनीक और सामूहिक कार्य के योग्य होता है। विचार व्यावहारिकता से आगे निकल सकते हैं, पर अंतर्दृष्टि वास्तविक होती है।',
  },
  meena: {
    en: 'Mercury is debilitated in Meena (Pisces), weakest near 15°. Traditionally logic gives way to imagination and intuition here, so care is needed with documents, calculations and promises. The same placement can give poetic, musical or spiritual insight, and neecha-bhanga rules may modify it.',
    hi: 'मीन राशि में बुध नीच का होता है और लगभग 15° पर सबसे निर्बल होता है। परंपरा से यहाँ तर्क की जगह कल्पना और अंतर्ज्ञान ले लेते हैं, इसलिए दस्तावेज़ों, गणनाओं और वचनों में सावधानी आवश्यक है। यही स्थिति काव्यात्मक, संगीतमय या आध्यात्मिक अंतर्दृष्टि भी दे सकती है, और नीचभंग के नियम इसे बदल सकते हैं।',
  },
};
