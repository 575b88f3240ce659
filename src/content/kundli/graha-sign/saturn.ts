/**
 * Saturn in the twelve signs (rule `KUNDLI.GRAHA_IN_SIGN`): exalted in Tula, debilitated in
 * Mesha, own signs Makara and Kumbha (moolatrikona 0–20°); friends Mercury and Venus; enemies
 * Sun, Moon and Mars.
 */
import type { SignTexts } from '../types.ts';

export const saturnInSign: SignTexts = {
  mesha: {
    en: 'Saturn is debilitated in Mesha (Aries), weakest near 20°. Traditionally the slow, cautious graha is uneasy in this swift sign, which can bring impatience, friction with authority or frustration when efforts stall. The lesson is disciplined courage: steady persistence turns these trials into real strength, and neecha-bhanga rules may modify the placement.',
    hi: 'मेष राशि में शनि नीच का होता है और लगभग 20° पर सबसे निर्बल होता है। परंपरा से यह धीमा, सतर्क ग्रह इस तेज़ राशि में असहज रहता है, जिससे अधीरता, अधिकारियों से टकराव या प्रयास रुकने पर खीज आ सकती है। इसकी सीख अनुशासित साहस है: निरंतर लगन इन परीक्षाओं को वास्तविक शक्ति में बदल देती है, और नीचभंग के नियम इस स्थिति को बदल सकते हैं।',
  },
  vrishabha: {
    en: 'In Vrishabha (Taurus), the sign of its friend Venus, Saturn gives patient, practical effort towards wealth, land and security. Traditionally such a person is thrifty, reliable and persevering, and can prosper through agriculture, property, finance or crafts. Resources grow slowly but endure.',
    hi: 'वृषभ राशि, जो शनि के मित्र शुक्र की राशि है, में शनि धन, भूमि और सुरक्षा के लिए धैर्यपूर्ण, व्यावहारिक परिश्रम देता है। परंपरा से ऐसा व्यक्ति मितव्ययी, विश्वसनीय और लगनशील होता है, और कृषि, भूमि-भवन, वित्त या शिल्प से उन्नति कर सकता है। साधन धीरे बढ़ते हैं पर टिकाऊ होते हैं।',
  },
  mithuna: {
    en: 'In Mithuna (Gemini), the sign of its friend Mercury, Saturn gives a disciplined, methodical intellect suited to research, writing, accounts and technical work. Traditionally such a person thinks carefully before speaking and learns through long study. Communication is serious and precise.',
    hi: 'मिथुन राशि, जो शनि के मित्र बुध की राशि है, में शनि अनुशासित, व्यवस्थित बुद्धि देता है, जो शोध, लेखन, लेखा और तकनीकी कार्य के अनुकूल है। परंपरा से ऐसा व्यक्ति बोलने से पहले सावधानी से सोचता है और दीर्घ अध्ययन से सीखता है। संवाद गंभीर और सटीक होता है।',
  },
  karka: {
    en: 'In Karka (Cancer), the sign of the Moon, whom Saturn regards as an enemy, the emotions carry weight and responsibility. Traditionally the native may shoulder family duties early, feel restrained in expressing feelings or face a heavier home life. Maturity brings emotional steadiness and the strength to care for others.',
    hi: 'कर्क राशि चन्द्रमा की राशि है, जिसे शनि शत्रु मानता है; यहाँ भावनाओं पर दायित्व का भार रहता है। परंपरा से जातक को कम आयु में पारिवारिक कर्तव्य उठाने पड़ सकते हैं, भावनाएँ प्रकट करने में संकोच हो सकता है या घरेलू जीवन भारी लग सकता है। परिपक्वता भावनात्मक स्थिरता और दूसरों की देखभाल की शक्ति लाती है।',
  },
  simha: {
    en: 'In Simha (Leo), the sign of its enemy the Sun, Saturn brings tension between duty and authority. Traditionally the native may have a formal or distant relationship with the father or superiors and may have to earn position slowly. Leadership based on responsibility rather than status is the mature expression of this placement.',
    hi: 'सिंह राशि, जो शनि के शत्रु सूर्य की राशि है, में शनि कर्तव्य और अधिकार के बीच तनाव लाता है। परंपरा से जातक का पिता या वरिष्ठों से संबंध औपचारिक या दूरी वाला हो सकता है, और उसे अपना पद धीरे-धीरे अर्जित करना पड़ सकता है। पद-प्रतिष्ठा के बजाय ज़िम्मेदारी पर टिका नेतृत्व इस स्थिति की परिपक्व अभिव्यक्ति है।',
  },
  kanya: {
    en: 'In Kanya (Virgo), the sign of its friend Mercury, Saturn gives meticulous, service-minded diligence. Traditionally such a person excels at careful, detailed work in law, medicine, audit, engineering or administration. Self-criticism should be kept in proportion; the reliability is outstanding.',
    hi: 'कन्या राशि, जो शनि के मित्र बुध की राशि है, में शनि सूक्ष्म, सेवाभावी परिश्रम देता है। परंपरा से ऐसा व्यक्ति विधि, चिकित्सा, अंकेक्षण, अभियांत्रिकी या प्रशासन में सावधानी और बारीकी वाले काम में उत्कृष्ट होता है। आत्म-आलोचना को सीमा में रखना चाहिए; इसकी विश्वसनीयता असाधारण होती है।',
  },
  tula: {
    en: 'Saturn is exalted in Tula (Libra), strongest near 20°. Traditionally this gives a strong sense of justice, balanced judgement and the capacity to hold responsibility fairly, with success in law, administration and public life. Such a person earns respect and influence through integrity.',
    hi: 'तुला राशि में शनि उच्च का होता है और लगभग 20° पर सबसे बली होता है। परंपरा से यह न्याय का प्रबल बोध, संतुलित निर्णय-क्षमता और ज़िम्मेदारी को निष्पक्षता से निभाने की शक्ति देता है, तथा विधि, प्रशासन और सार्वजनिक जीवन में सफलता। ऐसा व्यक्ति ईमानदारी से सम्मान और प्रभाव अर्जित करता है।',
  },
  vrishchika: {
    en: 'In Vrishchika (Scorpio), the sign of its enemy Mars, Saturn gives endurance under pressure and a capacity for deep, sustained research. Traditionally the native may face hidden struggles or periods of hardship, and may be secretive. Persistence through difficulty brings transformation and real expertise.',
    hi: 'वृश्चिक राशि, जो शनि के शत्रु मंगल की राशि है, में शनि दबाव में सहनशक्ति और गहन, निरंतर शोध की क्षमता देता है। परंपरा से जातक को छिपे संघर्षों या कठिनाई के दौर का सामना करना पड़ सकता है, और वह गोपनीय स्वभाव का हो सकता है। कठिनाइयों में लगन रूपांतरण और सच्ची विशेषज्ञता लाती है।',
  },
  dhanu: {
    en: 'In Dhanu (Sagittarius), the sign of the neutral Jupiter, Saturn gives a serious, structured approach to religion, law and higher learning. Traditionally such a person upholds rules and traditions, may become a strict teacher or judge, and gains respect through steady conduct. Faith is practical and tested by experience.',
    hi: 'धनु राशि, जो सम गुरु की राशि है, में शनि धर्म, विधि और उच्च शिक्षा के प्रति गंभीर, सुव्यवस्थित दृष्टिकोण देता है। परंपरा से ऐसा व्यक्ति नियमों और परंपराओं का पालन करता है, कठोर अध्यापक या न्यायाधीश बन सकता है और स्थिर आचरण से सम्मान पाता है। आस्था व्यावहारिक होती है और अनुभव से परखी जाती है।',
  },
  makara: {
    en: 'Makara (Capricorn) is Saturn\'s own sign, where it gives ambition, discipline, organisational ability and great patience. Traditionally such a person rises steadily through work, manages resources well and carries authority responsibly. Success comes later but is solid.',
    hi: 'मकर शनि की स्वराशि है, जहाँ यह महत्त्वाकांक्षा, अनुशासन, संगठन-क्षमता और अपार धैर्य देता है। परंपरा से ऐसा व्यक्ति परिश्रम से निरंतर ऊपर उठता है, साधनों का अच्छा प्रबंधन करता है और अधिकार को ज़िम्मेदारी से निभाता है। सफलता देर से आती है पर ठोस होती है।',
  },
  kumbha: {
    en: 'Kumbha (Aquarius) is Saturn\'s own sign and its moolatrikona for the first 20°. Traditionally Saturn here gives principled, systematic thinking, concern for society and skill in science, organisation and public service. Such a person works tirelessly for collective goals and values fairness above status.',
    hi: 'कुम्भ शनि की स्वराशि है और इसके प्रथम 20° शनि की मूलत्रिकोण राशि हैं। परंपरा से यहाँ शनि सिद्धांतनिष्ठ, व्यवस्थित चिंतन, समाज की चिंता और विज्ञान, संगठन तथा लोकसेवा में कुशलता देता है। ऐसा व्यक्ति सामूहिक लक्ष्यों के लिए अथक परिश्रम करता है और पद से अधिक न्याय को महत्व देता है।',
  },
  meena: {
    en: 'In Meena (Pisces), the sign of the neutral Jupiter, Saturn gives disciplined compassion and an inclination towards service, charity and spiritual practice. Traditionally such a person may work in institutions, hospitals or places of retreat, and becomes wiser through quiet effort. Responsibility is carried humbly.',
    hi: 'मीन राशि, जो सम गुरु की राशि है, में शनि अनुशासित करुणा और सेवा, दान तथा आध्यात्मिक साधना की ओर झुकाव देता है। परंपरा से ऐसा व्यक्ति संस्थाओं, चिकित्सालयों या साधना-स्थलों में कार्य कर सकता है और शांत परिश्रम से अधिक ज्ञानी बनता है। ज़िम्मेदारी विनम्रता से निभाई जाती है।',
  },
};
