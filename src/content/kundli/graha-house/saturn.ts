/** Saturn in the twelve houses from the lagna (rule `KUNDLI.GRAHA_IN_HOUSE`). */
import type { HouseTexts } from '../types.ts';

export const saturnInHouse: HouseTexts = [
  {
    en: 'Saturn in the lagna traditionally gives a serious, disciplined and patient nature that matures with age. Early life may feel heavy with responsibility, but persistence builds lasting achievement. Classical texts view it more kindly when the lagna is Libra, Capricorn or Aquarius, where Saturn is exalted or in its own sign.',
    hi: 'लग्न में शनि परंपरा से गंभीर, अनुशासित और धैर्यवान स्वभाव देता है जो आयु के साथ परिपक्व होता है। प्रारंभिक जीवन ज़िम्मेदारियों से भारी लग सकता है, पर लगन स्थायी उपलब्धियाँ देती है। शास्त्र तुला, मकर या कुम्भ लग्न में, जहाँ शनि उच्च या स्वराशि का होता है, इसे अधिक शुभ मानते हैं।',
  },
  {
    en: 'Saturn in the 2nd house makes speech measured or reserved and wealth something accumulated slowly through hard work and thrift. Classical texts mention family responsibilities and possible distance from relatives early on. Savings made patiently tend to last, and the native\'s word becomes reliable with age.',
    hi: 'द्वितीय भाव में शनि वाणी को संयत या संकोची बनाता है और धन को कठोर परिश्रम व मितव्ययिता से धीरे-धीरे संचित होने वाली वस्तु। शास्त्र पारिवारिक ज़िम्मेदारियों और आरंभ में संबंधियों से कुछ दूरी का उल्लेख करते हैं। धैर्य से की गई बचत टिकाऊ होती है, और आयु के साथ जातक की बात विश्वसनीय बनती जाती है।',
  },
  {
    en: 'Saturn in the 3rd house is traditionally a strong placement: a slow graha in a house of effort gives perseverance, courage that does not give up, and success through sustained labour. Such a person handles long projects and hardships well. Classical texts mention fewer or more distant relations with siblings.',
    hi: 'तृतीय भाव में शनि परंपरा से सबल स्थिति है: पराक्रम के भाव में यह धीमा ग्रह लगन, हार न मानने वाला साहस और निरंतर परिश्रम से सफलता देता है। ऐसा व्यक्ति लंबी परियोजनाओं और कठिनाइयों को अच्छी तरह सँभालता है। शास्त्र भाई-बहनों की कम संख्या या उनसे कुछ दूरी का उल्लेख करते हैं।',
  },
  {
    en: 'Saturn in the 4th house traditionally brings duties connected with the home, older property or ancestral land, and contentment that arrives later in life. Classical texts mention fewer comforts early and a need to care for the mother. Steady investment in property and a simple, orderly home bring peace over time.',
    hi: 'चतुर्थ भाव में शनि परंपरा से घर से जुड़े कर्तव्य, पुरानी या पैतृक भूमि-संपत्ति और जीवन में बाद में आने वाला संतोष देता है। शास्त्र आरंभ में कम सुख और माता की देखभाल की आवश्यकता का उल्लेख करते हैं। भूमि-भवन में धीरे-धीरे निवेश और सरल, व्यवस्थित घर समय के साथ शांति देते हैं।',
  },
  {
    en: 'Saturn in the 5th house gives a serious, deep and methodical mind suited to research, mathematics, engineering and sustained study. Classical texts note delays or extra responsibility in matters of children and advise patience in romance and speculation. Learning that comes slowly tends to be thorough and lasting.',
    hi: 'पंचम भाव में शनि गंभीर, गहरी और व्यवस्थित बुद्धि देता है, जो शोध, गणित, अभियांत्रिकी और निरंतर अध्ययन के अनुकूल है। शास्त्र संतान के विषय में विलंब या अतिरिक्त ज़िम्मेदारी बताते हैं और प्रेम-संबंधों व सट्टे में धैर्य की सलाह देते हैं। धीरे आने वाली विद्या प्रायः गहन और स्थायी होती है।',
  },
  {
    en: 'Saturn in the 6th house is traditionally excellent: it defeats enemies through endurance, gives resilience against illness and success in service, law, labour and long-term work. Such a person outlasts competitors and handles routine diligently. Classical texts praise this placement for victory and steady employment.',
    hi: 'षष्ठ भाव में शनि परंपरा से अत्यंत शुभ है: यह सहनशक्ति से शत्रुओं को परास्त करता है, रोगों से लड़ने की क्षमता और सेवा, विधि, श्रम व दीर्घकालीन कार्यों में सफलता देता है। ऐसा व्यक्ति प्रतिद्वंद्वियों से अधिक टिकता है और दिनचर्या को परिश्रम से निभाता है। शास्त्र इस स्थिति की विजय और स्थिर आजीविका के लिए प्रशंसा करते हैं।',
  },
  {
    en: 'Saturn gains directional strength (dig bala) in the 7th house. It traditionally brings marriage somewhat later or to a mature, responsible partner, and commitments that deepen with time. Partnerships in business are durable when duties are clearly shared; patience and loyalty are the keys to this placement.',
    hi: 'सप्तम भाव में शनि को दिग्बल प्राप्त होता है। परंपरा से यह कुछ विलंब से विवाह या परिपक्व, ज़िम्मेदार जीवनसाथी देता है, और ऐसे संबंध जो समय के साथ गहरे होते हैं। कर्तव्य स्पष्ट रूप से बँटे हों तो व्यावसायिक साझेदारी टिकाऊ रहती है; धैर्य और निष्ठा इस स्थिति की कुंजी हैं।',
  },
  {
    en: 'Saturn is the significator of longevity, and in the 8th house it is traditionally said to give a long life, though with periods of hard work and delay. It favours research, mining, insurance, occult study and dealing with old or hidden matters. Classical texts advise patience with chronic problems and care with inheritances and joint finances.',
    hi: 'शनि आयु का कारक है, और परंपरा से अष्टम भाव में यह दीर्घायु देता है, यद्यपि परिश्रम और विलंब के दौर भी आते हैं। यह शोध, खनन, बीमा, गूढ़ विद्याओं और पुराने या छिपे मामलों के अनुकूल है। शास्त्र पुरानी समस्याओं में धैर्य और उत्तराधिकार तथा संयुक्त धन में सावधानी की सलाह देते हैं।',
  },
  {
    en: 'Saturn in the 9th house gives a sober, practical approach to religion, sometimes questioning tradition before embracing it. Classical texts mention distance or formality with the father and fortune that grows slowly. In maturity such a person often becomes a responsible upholder of duty, law or institutions.',
    hi: 'नवम भाव में शनि धर्म के प्रति संयत, व्यावहारिक दृष्टिकोण देता है, जो कभी-कभी परंपरा को अपनाने से पहले उस पर प्रश्न करता है। शास्त्र पिता से दूरी या औपचारिकता और धीरे-धीरे बढ़ने वाले भाग्य का उल्लेख करते हैं। परिपक्व आयु में ऐसा व्यक्ति प्रायः कर्तव्य, विधि या संस्थाओं का ज़िम्मेदार संरक्षक बनता है।',
  },
  {
    en: 'Saturn in the 10th house traditionally gives a career built step by step through diligence, often in administration, law, engineering, industry or public service. Authority comes later but can be considerable. Classical texts counsel integrity, since reputation earned slowly can be lost quickly through misuse of position.',
    hi: 'दशम भाव में शनि परंपरा से परिश्रम द्वारा सीढ़ी-दर-सीढ़ी बनने वाला कार्यक्षेत्र देता है, प्रायः प्रशासन, विधि, अभियांत्रिकी, उद्योग या लोकसेवा में। अधिकार देर से आता है पर बड़ा हो सकता है। शास्त्र ईमानदारी की सलाह देते हैं, क्योंकि धीरे-धीरे अर्जित प्रतिष्ठा पद के दुरुपयोग से जल्दी खो सकती है।',
  },
  {
    en: 'Saturn in the 11th house traditionally brings steady, lasting gains, often later in life, through organisations, industry, land or long-term investments. Such a person has older or more serious friends and fulfils ambitions through persistence. Classical texts count it as a strong placement for income and security.',
    hi: 'एकादश भाव में शनि परंपरा से निरंतर और स्थायी लाभ देता है, प्रायः जीवन में बाद में, संस्थाओं, उद्योग, भूमि या दीर्घकालीन निवेश के माध्यम से। ऐसे व्यक्ति के मित्र आयु में बड़े या गंभीर स्वभाव के होते हैं और वह लगन से अपनी महत्त्वाकांक्षाएँ पूरी करता है। शास्त्र इसे आय और सुरक्षा के लिए सबल स्थिति मानते हैं।',
  },
  {
    en: 'Saturn in the 12th house turns the native towards solitude, discipline and service in institutions, hospitals or distant lands. Classical texts mention expenses and periods of isolation, and advise watching sleep and rest. It also supports austerity, meditation and detachment, which bring peace in later years.',
    hi: 'द्वादश भाव में शनि जातक को एकांत, अनुशासन और संस्थाओं, चिकित्सालयों या दूर देशों में सेवा की ओर ले जाता है। शास्त्र ख़र्च और अकेलेपन के दौर का उल्लेख करते हैं, तथा नींद और विश्राम का ध्यान रखने की सलाह देते हैं। यह तप, ध्यान और वैराग्य को भी सहारा देता है, जो जीवन के उत्तरार्ध में शांति लाते हैं।',
  },
];
