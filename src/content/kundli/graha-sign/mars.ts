/**
 * Mars in the twelve signs (rule `KUNDLI.GRAHA_IN_SIGN`): exalted in Makara, debilitated in
 * Karka, own signs Mesha (moolatrikona 0–12°) and Vrishchika; friends Sun, Moon, Jupiter;
 * enemy Mercury.
 */
import type { SignTexts } from '../types.ts';

export const marsInSign: SignTexts = {
  mesha: {
    en: 'Mesha (Aries) is Mars\'s own sign and its moolatrikona for the first 12°. Traditionally Mars here gives courage, leadership, physical energy and a pioneering spirit that likes to be first. Such a person acts decisively; the tradition advises that impulsiveness be matched with planning.',
    hi: 'मेष मंगल की स्वराशि है और इसके प्रथम 12° मंगल की मूलत्रिकोण राशि हैं। परंपरा से यहाँ मंगल साहस, नेतृत्व, शारीरिक ऊर्जा और सबसे आगे रहने वाली अग्रणी भावना देता है। ऐसा व्यक्ति निर्णायक रूप से कार्य करता है; परंपरा सलाह देती है कि आवेग के साथ योजना भी हो।',
  },
  vrishabha: {
    en: 'In Vrishabha (Taurus), the sign of the neutral Venus, Mars gives determination and staying power directed towards wealth, land and comfort. Traditionally the native works hard for security and can be stubborn once decided. Desires are strong here, so moderation in pleasures is advised.',
    hi: 'वृषभ राशि, जो सम शुक्र की राशि है, में मंगल धन, भूमि और सुख-सुविधा की ओर निर्देशित दृढ़ता और टिकाऊपन देता है। परंपरा से जातक सुरक्षा के लिए कठोर परिश्रम करता है और निश्चय कर लेने पर हठी हो सकता है। यहाँ इच्छाएँ प्रबल होती हैं, इसलिए भोगों में संयम की सलाह दी जाती है।',
  },
  mithuna: {
    en: 'In Mithuna (Gemini), a sign of its enemy Mercury, Mars turns energy into sharp thinking, debate and technical skill. Traditionally such a person is clever with many arts and crafts, quick in argument and fond of variety. Scattered effort is the risk; a clear focus makes this a capable engineer, writer or strategist.',
    hi: 'मिथुन राशि, जो मंगल के शत्रु बुध की राशि है, में मंगल ऊर्जा को तीक्ष्ण चिंतन, वाद-विवाद और तकनीकी कौशल में बदल देता है। परंपरा से ऐसा व्यक्ति अनेक कलाओं और शिल्पों में चतुर, तर्क में तेज़ और विविधता-प्रेमी होता है। बिखरा हुआ प्रयास इसका जोखिम है; स्पष्ट लक्ष्य इसे कुशल अभियंता, लेखक या रणनीतिकार बनाता है।',
  },
  karka: {
    en: 'Mars is debilitated in Karka (Cancer), weakest near 28°. Traditionally its fire is dampened here: courage may come in bursts, and frustration can turn inward or into sharp words at home. Directed towards protecting family and community, this energy becomes caring strength, and neecha-bhanga rules may modify the placement.',
    hi: 'कर्क राशि में मंगल नीच का होता है और लगभग 28° पर सबसे निर्बल होता है। परंपरा से यहाँ उसकी अग्नि मंद पड़ जाती है: साहस रुक-रुक कर आ सकता है और खीज भीतर दबी रह सकती है या घर में कठोर शब्दों के रूप में निकल सकती है। परिवार और समाज की रक्षा की ओर मोड़ी जाए तो यही ऊर्जा स्नेहपूर्ण शक्ति बनती है, और नीचभंग के नियम इस स्थिति को बदल सकते हैं।',
  },
  simha: {
    en: 'In Simha (Leo), the sign of its friend the Sun, Mars gives bold, dignified and generous action with a natural command. Traditionally such a person is courageous, enterprising and eager for honour, suited to leadership in administration, defence or sport. Pride must not override prudence.',
    hi: 'सिंह राशि, जो मंगल के मित्र सूर्य की राशि है, में मंगल साहसी, गरिमापूर्ण और उदार कर्म तथा स्वाभाविक आदेश-क्षमता देता है। परंपरा से ऐसा व्यक्ति वीर, उद्यमी और सम्मान का इच्छुक होता है, तथा प्रशासन, रक्षा या खेल में नेतृत्व के योग्य होता है। अभिमान विवेक पर हावी न हो, इसका ध्यान रखना चाहिए।',
  },
  kanya: {
    en: 'In Kanya (Virgo), a sign of its enemy Mercury, Mars gives precise, methodical energy suited to engineering, medicine, analysis and skilled craft. Traditionally the native can be critical or quarrelsome over details. When the energy goes into careful work, it produces excellent, exacting results.',
    hi: 'कन्या राशि, जो मंगल के शत्रु बुध की राशि है, में मंगल सूक्ष्म, व्यवस्थित ऊर्जा देता है, जो अभियांत्रिकी, चिकित्सा, विश्लेषण और कुशल शिल्प के अनुकूल है। परंपरा से जातक बारीकियों को लेकर आलोचनात्मक या झगड़ालू हो सकता है। जब यह ऊर्जा सावधानी से किए काम में लगती है तो उत्कृष्ट और सटीक परिणाम देती है।',
  },
  tula: {
    en: 'In Tula (Libra), the sign of the neutral Venus, Mars brings passion and drive into relationships, negotiation and trade. Traditionally such a person is persuasive and ambitious in partnerships but may oscillate between assertion and accommodation. Balance between one\'s own goals and the partner\'s makes this placement productive.',
    hi: 'तुला राशि, जो सम शुक्र की राशि है, में मंगल संबंधों, वार्ता और व्यापार में उत्साह और प्रेरणा लाता है। परंपरा से ऐसा व्यक्ति साझेदारी में प्रभावशाली और महत्त्वाकांक्षी होता है, पर दृढ़ता और समझौते के बीच डोल सकता है। अपने और साथी के लक्ष्यों में संतुलन इस स्थिति को फलदायी बनाता है।',
  },
  vrishchika: {
    en: 'Vrishchika (Scorpio) is Mars\'s own sign, where its energy turns deep, strategic and enduring. Traditionally Mars here gives courage under pressure, a talent for research, medicine or investigation, and loyalty once trust is given. Such a person keeps plans private and pursues them with great persistence.',
    hi: 'वृश्चिक मंगल की स्वराशि है, जहाँ उसकी ऊर्जा गहरी, रणनीतिक और टिकाऊ हो जाती है। परंपरा से यहाँ मंगल दबाव में साहस, शोध, चिकित्सा या अन्वेषण की प्रतिभा और विश्वास देने के बाद निष्ठा देता है। ऐसा व्यक्ति अपनी योजनाएँ गुप्त रखता है और बड़ी लगन से उन्हें पूरा करता है।',
  },
  dhanu: {
    en: 'In Dhanu (Sagittarius), the sign of its friend Jupiter, Mars becomes a principled fighter for causes and beliefs. Traditionally such a person is respected, fond of sport, travel and adventure, and suited to law, defence or teaching. Energy is best used in service of ideals rather than argument.',
    hi: 'धनु राशि, जो मंगल के मित्र गुरु की राशि है, में मंगल उद्देश्यों और विश्वासों के लिए लड़ने वाला सिद्धांतनिष्ठ योद्धा बनता है। परंपरा से ऐसा व्यक्ति सम्मानित, खेल, यात्रा और साहसिक कार्यों का प्रेमी तथा विधि, रक्षा या अध्यापन के योग्य होता है। ऊर्जा का सर्वोत्तम उपयोग वाद-विवाद के बजाय आदर्शों की सेवा में है।',
  },
  makara: {
    en: 'Mars is exalted in Makara (Capricorn), strongest near 28°. Traditionally this gives disciplined, purposeful action, organisational ability, endurance and success in positions of responsibility. Such a person channels ambition into lasting achievement and is counted among the capable leaders.',
    hi: 'मकर राशि में मंगल उच्च का होता है और लगभग 28° पर सबसे बली होता है। परंपरा से यह अनुशासित, उद्देश्यपूर्ण कर्म, संगठन-क्षमता, सहनशक्ति और ज़िम्मेदारी वाले पदों पर सफलता देता है। ऐसा व्यक्ति महत्त्वाकांक्षा को स्थायी उपलब्धि में बदलता है और योग्य नेताओं में गिना जाता है।',
  },
  kumbha: {
    en: 'In Kumbha (Aquarius), the sign of the neutral Saturn, Mars gives energy for reform, technology and group effort. Traditionally the native may be independent to the point of rebelliousness and can meet frustration with slow systems. Working for a shared cause gives this drive its best outlet.',
    hi: 'कुम्भ राशि, जो सम शनि की राशि है, में मंगल सुधार, तकनीक और सामूहिक प्रयास के लिए ऊर्जा देता है। परंपरा से जातक विद्रोह की सीमा तक स्वतंत्र हो सकता है और धीमी व्यवस्थाओं से खीज सकता है। किसी साझे उद्देश्य के लिए काम करना इस प्रेरणा को सबसे अच्छी दिशा देता है।',
  },
  meena: {
    en: 'In Meena (Pisces), the sign of its friend Jupiter, Mars\'s energy becomes idealistic and compassionate. Traditionally such a person acts for others, may travel or live near water, and shows courage in spiritual or charitable work. Clear aims prevent this gentle fire from drifting.',
    hi: 'मीन राशि, जो मंगल के मित्र गुरु की राशि है, में मंगल की ऊर्जा आदर्शवादी और करुणामय हो जाती है। परंपरा से ऐसा व्यक्ति दूसरों के लिए कार्य करता है, यात्रा कर सकता है या जल के निकट रह सकता है, और आध्यात्मिक या परोपकारी कार्यों में साहस दिखाता है। स्पष्ट लक्ष्य इस कोमल अग्नि को भटकने से बचाते हैं।',
  },
};
