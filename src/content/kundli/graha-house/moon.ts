/** The Moon in the twelve houses from the lagna (rule `KUNDLI.GRAHA_IN_HOUSE`). */
import type { HouseTexts } from '../types.ts';

export const moonInHouse: HouseTexts = [
  {
    en: 'The Moon in the lagna makes feelings central to the personality: the native is traditionally pleasant-looking, sensitive and responsive to others, with moods that show on the face. A bright, waxing Moon here gives charm and popularity; a waning one calls for more care of emotional balance. Such a person adapts quickly and is often at ease with the public.',
    hi: 'लग्न में चन्द्रमा भावनाओं को व्यक्तित्व का केंद्र बना देता है: परंपरा से जातक सौम्य रूप वाला, संवेदनशील और दूसरों के प्रति सहज प्रतिक्रिया देने वाला होता है, और उसके मन के भाव चेहरे पर झलकते हैं। शुक्ल पक्ष का बली चन्द्रमा यहाँ आकर्षण और लोकप्रियता देता है; क्षीण चन्द्रमा भावनात्मक संतुलन पर अधिक ध्यान माँगता है। ऐसा व्यक्ति जल्दी ढल जाता है और प्रायः जनसमूह के बीच सहज रहता है।',
  },
  {
    en: 'The Moon in the 2nd house traditionally gives pleasant, soothing speech, attachment to family and a liking for good food. Wealth tends to rise and fall like the Moon\'s phases, often improving through trade in consumables, hospitality or dealings with the public. Such a person is usually kind to relatives and remembers family traditions.',
    hi: 'द्वितीय भाव में चन्द्रमा परंपरा से मधुर, मन को शांत करने वाली वाणी, परिवार से लगाव और अच्छे भोजन की रुचि देता है। धन प्रायः चन्द्रमा की कलाओं की तरह घटता-बढ़ता है, और उपभोग की वस्तुओं, आतिथ्य या जनता से जुड़े व्यवहार से बढ़ता है। ऐसा व्यक्ति सामान्यतः संबंधियों के प्रति दयालु होता है और पारिवारिक परंपराओं को याद रखता है।',
  },
  {
    en: 'The Moon in the 3rd house gives a restless, communicative mind that enjoys short journeys, correspondence and creative expression. Classical texts link it with affection for siblings and a courage that depends on mood. Writing, music, media and travel-related work can suit this placement well.',
    hi: 'तृतीय भाव में चन्द्रमा चंचल और संवाद-प्रिय मन देता है, जिसे छोटी यात्राएँ, पत्राचार और सृजनात्मक अभिव्यक्ति प्रिय होती है। शास्त्र इसे भाई-बहनों से स्नेह और मनोदशा पर निर्भर साहस से जोड़ते हैं। लेखन, संगीत, संचार माध्यम और यात्रा से जुड़े कार्य इस स्थिति के बहुत अनुकूल हो सकते हैं।',
  },
  {
    en: 'The Moon is strong by direction in the 4th house, its natural home. Traditionally it gives a happy domestic life, a close bond with the mother, comfort, property and conveyances, and a mind that finds peace at home. Such a person is often caring, fond of familiar places and drawn to work connected with land, water or nurturing.',
    hi: 'चतुर्थ भाव चन्द्रमा का स्वाभाविक घर है और यहाँ उसे दिग्बल प्राप्त होता है। परंपरा से यह सुखी गृहस्थ जीवन, माता से घनिष्ठ संबंध, सुख-सुविधा, भूमि-भवन और वाहन देता है, तथा ऐसा मन जिसे घर में शांति मिलती है। ऐसा व्यक्ति प्रायः स्नेही, परिचित स्थानों का प्रेमी और भूमि, जल या पालन-पोषण से जुड़े कार्यों की ओर आकर्षित होता है।',
  },
  {
    en: 'The Moon in the 5th house traditionally gives an imaginative, gentle and intelligent mind, with love for children and a talent for creative or devotional pursuits. Romance and feelings play a large part in decisions. A strong Moon here favours progeny, teaching and counselling, while a weak one suggests taking time before emotional choices.',
    hi: 'पंचम भाव में चन्द्रमा परंपरा से कल्पनाशील, कोमल और बुद्धिमान मन देता है, जिसमें बच्चों के प्रति प्रेम और सृजनात्मक या भक्तिपूर्ण कार्यों की प्रतिभा होती है। निर्णयों में प्रेम और भावनाओं की बड़ी भूमिका रहती है। बली चन्द्रमा यहाँ संतान, अध्यापन और परामर्श के लिए शुभ है, जबकि निर्बल चन्द्रमा भावनात्मक निर्णयों में समय लेने का संकेत देता है।',
  },
  {
    en: 'The Moon in the 6th house brings the mind into contact with work, service and daily problems. Classical texts note worry and opposition from others, especially when the Moon is weak, and value a steady daily routine. The same placement suits caring professions such as nursing, social work or hospitality, where sensitivity to others\' needs becomes an asset.',
    hi: 'षष्ठ भाव में चन्द्रमा मन को कर्म, सेवा और रोज़मर्रा की समस्याओं से जोड़ता है। शास्त्र, विशेषकर चन्द्रमा निर्बल हो तो, चिंता और दूसरों के विरोध का उल्लेख करते हैं और नियमित दिनचर्या को हितकर मानते हैं। यही स्थिति नर्सिंग, समाजसेवा या आतिथ्य जैसे सेवा-कार्यों के अनुकूल है, जहाँ दूसरों की आवश्यकताओं के प्रति संवेदनशीलता गुण बन जाती है।',
  },
  {
    en: 'The Moon in the 7th house traditionally gives an attractive, caring spouse and a strong emotional need for companionship. The native tends to do well in dealings with the public, trade and partnerships. Because the mind leans on the partner, shared routines and open communication keep the relationship steady.',
    hi: 'सप्तम भाव में चन्द्रमा परंपरा से आकर्षक, स्नेही जीवनसाथी और साथ की गहरी भावनात्मक आवश्यकता देता है। जातक जनता से व्यवहार, व्यापार और साझेदारी में प्रायः सफल रहता है। मन जीवनसाथी पर निर्भर रहता है, इसलिए साझा दिनचर्या और खुला संवाद संबंध को स्थिर रखते हैं।',
  },
  {
    en: 'The Moon in the 8th house gives an intuitive, private and emotionally intense nature. Classical texts warn of emotional ups and downs and advise care for health in the Moon\'s weak periods. It also favours research, psychology, occult study and gains through inheritance or a partner\'s resources.',
    hi: 'अष्टम भाव में चन्द्रमा अंतर्ज्ञानी, निजता-प्रिय और भावनात्मक रूप से तीव्र स्वभाव देता है। शास्त्र भावनात्मक उतार-चढ़ाव की चेतावनी देते हैं और चन्द्रमा के निर्बल काल में स्वास्थ्य का ध्यान रखने की सलाह देते हैं। यह शोध, मनोविज्ञान, गूढ़ विद्याओं के अध्ययन और उत्तराधिकार या जीवनसाथी के धन से लाभ के लिए भी शुभ है।',
  },
  {
    en: 'The Moon in the 9th house traditionally makes the native fortunate, devoted to parents and teachers, and fond of pilgrimage and religious observance. Faith is felt rather than argued, and long journeys often bring good fortune. A strong Moon here supports prosperity and a respected place in the community.',
    hi: 'नवम भाव में चन्द्रमा परंपरा से जातक को भाग्यशाली, माता-पिता और गुरुजनों के प्रति श्रद्धावान, तथा तीर्थयात्रा और धार्मिक अनुष्ठानों का प्रेमी बनाता है। उसकी आस्था तर्क से अधिक अनुभूति पर टिकी होती है, और लंबी यात्राएँ प्रायः सौभाग्य लाती हैं। बली चन्द्रमा यहाँ समृद्धि और समाज में सम्मानित स्थान को सहारा देता है।',
  },
  {
    en: 'The Moon in the 10th house brings the mind into public view: the native\'s career often involves people, care, food, travel or public service. Reputation tends to grow with kindness but can fluctuate with circumstances. Traditionally this placement gives success in undertakings and the goodwill of the public.',
    hi: 'दशम भाव में चन्द्रमा मन को सार्वजनिक दृष्टि में ले आता है: जातक का कार्यक्षेत्र प्रायः लोगों, देखभाल, भोजन, यात्रा या लोकसेवा से जुड़ा होता है। प्रतिष्ठा दयालुता से बढ़ती है पर परिस्थितियों के साथ घट-बढ़ भी सकती है। परंपरा से यह स्थिति कार्यों में सफलता और जनता की सद्भावना देती है।',
  },
  {
    en: 'The Moon in the 11th house traditionally brings gains, many friends and the fulfilment of wishes, often through the public, women or social networks. Income tends to be steady when the Moon is strong. Such a person is sociable, generous with friends and helped by elder siblings.',
    hi: 'एकादश भाव में चन्द्रमा परंपरा से लाभ, अनेक मित्र और इच्छाओं की पूर्ति देता है, प्रायः जनता, स्त्रियों या सामाजिक संपर्कों के माध्यम से। चन्द्रमा बली हो तो आय स्थिर रहती है। ऐसा व्यक्ति मिलनसार, मित्रों के प्रति उदार और बड़े भाई-बहनों से सहायता पाने वाला होता है।',
  },
  {
    en: 'The Moon in the 12th house gives a rich inner life, vivid dreams and a pull towards solitude, retreat or life in distant places. Classical texts note expenses and emotional isolation, especially with a weak Moon. It supports meditation, charitable work, hospitals, ashrams and settling abroad.',
    hi: 'द्वादश भाव में चन्द्रमा समृद्ध आंतरिक जीवन, जीवंत स्वप्न और एकांत, साधना या दूर देशों में रहने की ओर आकर्षण देता है। शास्त्र, विशेषकर निर्बल चन्द्रमा होने पर, ख़र्च और भावनात्मक अकेलेपन का उल्लेख करते हैं। यह ध्यान, दान-पुण्य के कार्यों, चिकित्सालयों, आश्रमों और विदेश में बसने को सहारा देता है।',
  },
];
