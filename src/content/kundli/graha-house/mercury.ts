/** Mercury in the twelve houses from the lagna (rule `KUNDLI.GRAHA_IN_HOUSE`). */
import type { HouseTexts } from '../types.ts';

export const mercuryInHouse: HouseTexts = [
  {
    en: 'Mercury gains directional strength (dig bala) in the lagna, and here it traditionally gives a youthful appearance, a quick wit and a learned, articulate manner. Such a person is curious, good with words and numbers, and able to adapt to many situations. Classical texts praise this placement for intelligence and refined speech.',
    hi: 'लग्न में बुध को दिग्बल प्राप्त होता है, और परंपरा से यहाँ यह युवा रूप, हाज़िरजवाबी और विद्वत्तापूर्ण, स्पष्ट व्यवहार देता है। ऐसा जातक जिज्ञासु, शब्दों और अंकों में कुशल और अनेक परिस्थितियों में ढल जाने वाला होता है। शास्त्र इस स्थिति की बुद्धिमत्ता और परिष्कृत वाणी के लिए प्रशंसा करते हैं।',
  },
  {
    en: 'Mercury in the 2nd house traditionally gives eloquent, clever speech and wealth earned through intellect, trade, accounting, teaching or writing. Such a person is skilled at negotiation and may have a good memory for facts and figures. Family life benefits from their ability to explain and mediate.',
    hi: 'द्वितीय भाव में बुध परंपरा से वाक्पटु, चतुर वाणी और बुद्धि, व्यापार, लेखा, अध्यापन या लेखन से अर्जित धन देता है। ऐसा जातक बातचीत और सौदेबाज़ी में कुशल होता है और तथ्यों व आँकड़ों की अच्छी स्मृति रखता है। समझाने और मध्यस्थता करने की उसकी क्षमता से पारिवारिक जीवन को लाभ होता है।',
  },
  {
    en: 'Mercury in the 3rd house strengthens communication: writing, journalism, media, sales, short journeys and skilled handwork all come naturally. Traditionally it gives clever siblings and a busy, enterprising mind. The native tends to succeed through words and well-planned effort rather than force.',
    hi: 'तृतीय भाव में बुध संवाद को सशक्त करता है: लेखन, पत्रकारिता, संचार माध्यम, बिक्री, छोटी यात्राएँ और हाथ के कुशल काम सहज आते हैं। परंपरा से यह बुद्धिमान भाई-बहन और व्यस्त, उद्यमी मन देता है। जातक बल से अधिक शब्दों और सुनियोजित प्रयास से सफल होता है।',
  },
  {
    en: 'Mercury in the 4th house traditionally gives a good education, a pleasant home filled with books or conversation, and friends among learned people. Property and vehicles may come through intellectual work or trade. Such a person finds inner contentment in study and in keeping the household well organised.',
    hi: 'चतुर्थ भाव में बुध परंपरा से अच्छी शिक्षा, पुस्तकों या चर्चाओं से भरा सुखद घर और विद्वानों में मित्र देता है। भूमि और वाहन बौद्धिक कार्य या व्यापार से प्राप्त हो सकते हैं। ऐसे व्यक्ति को अध्ययन और घर को सुव्यवस्थित रखने में मन का संतोष मिलता है।',
  },
  {
    en: 'Mercury in the 5th house gives a sharp, discriminating intelligence suited to advice, mathematics, planning and mantra. Classical texts describe such a person as clever in counsel and capable of holding advisory positions. Children tend to be bright, and learning remains a lifelong pleasure.',
    hi: 'पंचम भाव में बुध तीक्ष्ण और विवेकशील बुद्धि देता है, जो परामर्श, गणित, योजना और मंत्र-साधना के अनुकूल है। शास्त्र ऐसे व्यक्ति को मंत्रणा में चतुर और सलाहकार पदों के योग्य बताते हैं। संतान प्रायः मेधावी होती है, और सीखना जीवन भर का आनंद बना रहता है।',
  },
  {
    en: 'Mercury in the 6th house gives analytical skill useful in law, accounting, medicine, auditing and problem-solving. Traditionally it helps overcome opponents through argument and documents, though disputes may also arise over words or contracts. Rest and a steady routine help keep this busy mind calm.',
    hi: 'षष्ठ भाव में बुध विश्लेषण-कौशल देता है, जो विधि, लेखा, चिकित्सा, अंकेक्षण और समस्या-समाधान में उपयोगी है। परंपरा से यह तर्क और दस्तावेज़ों के बल पर विरोधियों पर विजय दिलाता है, यद्यपि शब्दों या अनुबंधों को लेकर विवाद भी हो सकते हैं। विश्राम और नियमित दिनचर्या इस व्यस्त मन को शांत रखते हैं।',
  },
  {
    en: 'Mercury in the 7th house traditionally gives a clever, communicative and youthful spouse, and success in trade and business partnerships. Relationships thrive on conversation and shared interests. Such a person is a capable negotiator and often does well in commerce, consultancy or public dealings.',
    hi: 'सप्तम भाव में बुध परंपरा से चतुर, बातचीत में कुशल और युवा स्वभाव वाला जीवनसाथी तथा व्यापार और व्यावसायिक साझेदारी में सफलता देता है। संबंध बातचीत और साझा रुचियों से फलते-फूलते हैं। ऐसा व्यक्ति कुशल वार्ताकार होता है और प्रायः वाणिज्य, परामर्श या जनता से जुड़े कार्यों में अच्छा करता है।',
  },
  {
    en: 'Mercury in the 8th house gives a probing, research-minded intellect drawn to hidden subjects, astrology, finance, insurance or investigation. Classical texts associate it with a long life and recognition for learning. The mind may worry about what is unseen, so clear information and method serve it best.',
    hi: 'अष्टम भाव में बुध खोजी, शोधपरक बुद्धि देता है, जो गूढ़ विषयों, ज्योतिष, वित्त, बीमा या अन्वेषण की ओर आकर्षित होती है। शास्त्र इसे दीर्घायु और विद्या के लिए ख्याति से जोड़ते हैं। मन अदृश्य बातों को लेकर चिंतित हो सकता है, इसलिए स्पष्ट जानकारी और व्यवस्थित पद्धति इसके लिए सबसे हितकर हैं।',
  },
  {
    en: 'Mercury in the 9th house traditionally gives learning in scripture, law or philosophy, and good fortune through teaching, writing and publishing. Such a person approaches faith through study and discussion rather than blind belief. Travel for education and dealings with scholars bring advancement.',
    hi: 'नवम भाव में बुध परंपरा से शास्त्र, विधि या दर्शन का ज्ञान तथा अध्यापन, लेखन और प्रकाशन से सौभाग्य देता है। ऐसा व्यक्ति आस्था तक अंधविश्वास के बजाय अध्ययन और चर्चा के माध्यम से पहुँचता है। शिक्षा के लिए यात्रा और विद्वानों से संपर्क उन्नति दिलाते हैं।',
  },
  {
    en: 'Mercury in the 10th house favours careers in communication, commerce, writing, education, accounting and information. Traditionally it gives success in many undertakings and recognition for skill and intelligence. Such a person is versatile at work and often manages several roles at once.',
    hi: 'दशम भाव में बुध संचार, वाणिज्य, लेखन, शिक्षा, लेखा और सूचना से जुड़े कार्यक्षेत्रों के अनुकूल है। परंपरा से यह अनेक कार्यों में सफलता और कौशल व बुद्धि के लिए पहचान देता है। ऐसा व्यक्ति कार्यक्षेत्र में बहुमुखी होता है और प्रायः एक साथ कई भूमिकाएँ निभाता है।',
  },
  {
    en: 'Mercury in the 11th house traditionally brings gains through intellect, trade, writing and a wide network of contacts. Such a person has clever friends and earns from more than one skill. Classical texts count this among Mercury\'s most profitable placements.',
    hi: 'एकादश भाव में बुध परंपरा से बुद्धि, व्यापार, लेखन और व्यापक संपर्कों के माध्यम से लाभ देता है। ऐसे व्यक्ति के मित्र बुद्धिमान होते हैं और वह एक से अधिक कौशलों से कमाता है। शास्त्र इसे बुध की सबसे लाभदायक स्थितियों में गिनते हैं।',
  },
  {
    en: 'Mercury in the 12th house gives a private, reflective mind that learns well alone, with aptitude for foreign languages, research and writing behind the scenes. Classical texts mention expenses on learning and some indecision. It suits work in distant places, libraries, archives or spiritual study.',
    hi: 'द्वादश भाव में बुध निजी, चिंतनशील मन देता है जो अकेले में अच्छी तरह सीखता है, और विदेशी भाषाओं, शोध तथा पर्दे के पीछे रहकर लेखन की योग्यता देता है। शास्त्र विद्या पर ख़र्च और कुछ अनिर्णय का उल्लेख करते हैं। यह दूर देशों, पुस्तकालयों, अभिलेखागारों या आध्यात्मिक अध्ययन के कार्यों के अनुकूल है।',
  },
];
