/** The Sun in the twelve houses from the lagna (rule `KUNDLI.GRAHA_IN_HOUSE`). */
import type { HouseTexts } from '../types.ts';

export const sunInHouse: HouseTexts = [
  {
    en: 'The Sun in the lagna traditionally gives self-respect, vitality and a commanding presence, with a natural wish to stand on one\'s own feet. Such a person is often courageous and principled but can be proud or quick to take offence. Leadership comes easily; learning to share credit makes it lasting.',
    hi: 'लग्न में सूर्य परंपरा से आत्मसम्मान, ओज और प्रभावशाली व्यक्तित्व देता है, तथा अपने बल पर खड़े होने की स्वाभाविक इच्छा जगाता है। ऐसा जातक प्रायः साहसी और सिद्धांतवादी होता है, पर अभिमानी या जल्दी बुरा मानने वाला भी हो सकता है। नेतृत्व सहज आता है; श्रेय बाँटना सीख लें तो वह स्थायी बनता है।',
  },
  {
    en: 'The Sun in the 2nd house links wealth and family standing with authority, government or the father\'s line. Speech tends to be direct and authoritative, which commands respect but may sound harsh in family matters. The classical texts advise care with spending and with disputes over money, as income may come and go with status.',
    hi: 'द्वितीय भाव में सूर्य धन और कुटुंब की प्रतिष्ठा को अधिकार, शासन या पिता की परंपरा से जोड़ता है। वाणी प्रायः स्पष्ट और अधिकारपूर्ण होती है, जिससे सम्मान मिलता है पर परिवार में वह कठोर भी लग सकती है। शास्त्र ख़र्च और धन-संबंधी विवादों में सावधानी की सलाह देते हैं, क्योंकि आय पद-प्रतिष्ठा के साथ घटती-बढ़ती रह सकती है।',
  },
  {
    en: 'The Sun in the 3rd house, a house of effort where a fiery graha does well, traditionally gives courage, initiative and the drive to succeed by one\'s own exertion. Such a person is bold in speech and enterprise and often gains recognition through writing, travel or personal daring. Relations with younger siblings may call for patience, but self-reliance is strong.',
    hi: 'तृतीय भाव पराक्रम का भाव है, जहाँ अग्नि तत्व का यह ग्रह अच्छा फल देता है; परंपरा से यहाँ सूर्य साहस, पहल और अपने परिश्रम से सफल होने की प्रेरणा देता है। ऐसा जातक वाणी और उद्यम में निर्भीक होता है और प्रायः लेखन, यात्रा या व्यक्तिगत साहस से पहचान पाता है। छोटे भाई-बहनों के साथ संबंधों में धैर्य की आवश्यकता हो सकती है, पर आत्मनिर्भरता प्रबल रहती है।',
  },
  {
    en: 'The Sun in the 4th house, where it lacks directional strength, tends to make domestic peace and inner contentment something that must be worked for. The native may carry responsibility for the home early or move residence for work, and relations with the mother benefit from warmth. Property or vehicles can come through government or the father\'s side.',
    hi: 'चतुर्थ भाव में सूर्य दिग्बल से रहित होता है, इसलिए घरेलू शांति और मन का संतोष प्रायः प्रयत्न से प्राप्त होता है। जातक को कम आयु में घर की ज़िम्मेदारी उठानी पड़ सकती है या काम के कारण निवास बदलना पड़ सकता है, और माता से संबंध आत्मीयता से सुदृढ़ होते हैं। भूमि या वाहन शासन अथवा पिता के पक्ष से मिल सकते हैं।',
  },
  {
    en: 'The Sun in the 5th house traditionally gives a sharp, self-directed intelligence, interest in statecraft, mantra or advisory roles, and pride in one\'s creative work. Classical texts note that matters of children may come later or need more attention. Speculation is better approached with caution, while study and leadership of young people suit this placement well.',
    hi: 'पंचम भाव में सूर्य परंपरा से तीक्ष्ण और स्वतंत्र बुद्धि, राजनीति, मंत्र या परामर्श के कार्यों में रुचि और अपनी सृजनात्मकता पर गर्व देता है। शास्त्र बताते हैं कि संतान-सुख में विलंब हो सकता है या उस पर अधिक ध्यान देने की आवश्यकता पड़ सकती है। सट्टे जैसे कार्यों में सावधानी उचित है, जबकि अध्ययन और युवाओं का मार्गदर्शन इस स्थिति के बहुत अनुकूल हैं।',
  },
  {
    en: 'The Sun in the 6th house, a house of struggle where a malefic graha prospers, traditionally gives victory over opponents, good resistance and success in competition. Such a person does well in administration, public service, medicine or any work that involves solving problems for others. The classical texts count this among the Sun\'s strong placements for practical success.',
    hi: 'षष्ठ भाव संघर्ष का भाव है, जहाँ पाप ग्रह फलते-फूलते हैं; परंपरा से यहाँ सूर्य शत्रुओं पर विजय, अच्छी रोग-प्रतिरोधक शक्ति और प्रतियोगिता में सफलता देता है। ऐसा जातक प्रशासन, लोकसेवा, चिकित्सा या दूसरों की समस्याएँ सुलझाने वाले कार्यों में अच्छा करता है। शास्त्र इसे व्यावहारिक सफलता के लिए सूर्य की सबल स्थितियों में गिनते हैं।',
  },
  {
    en: 'The Sun in the 7th house places a strong will in the area of partnership, so the spouse or business partner is often dignified and self-assured. Traditionally this brings friction when both sides want to lead, and marriage may come somewhat later. Mutual respect and clearly shared roles turn this placement into a partnership with standing in public life.',
    hi: 'सप्तम भाव में सूर्य साझेदारी के क्षेत्र में प्रबल इच्छाशक्ति रखता है, इसलिए जीवनसाथी या व्यावसायिक साझेदार प्रायः गरिमामय और आत्मविश्वासी होता है। परंपरा से जब दोनों पक्ष नेतृत्व चाहें तो टकराव होता है, और विवाह कुछ विलंब से हो सकता है। परस्पर सम्मान और स्पष्ट रूप से बँटी भूमिकाएँ इस स्थिति को समाज में प्रतिष्ठित साझेदारी में बदल देती हैं।',
  },
  {
    en: 'The Sun in the 8th house turns attention towards hidden matters, research and the deeper questions of life. Classical texts are cautious here, mentioning fewer comforts from friends and the need to look after one\'s vitality. Positively, it can give endurance in crises and success in investigation, insurance or inherited affairs.',
    hi: 'अष्टम भाव में सूर्य ध्यान को गुप्त विषयों, शोध और जीवन के गहरे प्रश्नों की ओर मोड़ता है। शास्त्र यहाँ सावधानी बरतते हैं और मित्रों से कम सुख तथा अपनी जीवनशक्ति का ध्यान रखने की बात कहते हैं। सकारात्मक पक्ष में यह संकट में सहनशक्ति और अन्वेषण, बीमा या पैतृक मामलों में सफलता दे सकता है।',
  },
  {
    en: 'The Sun in the 9th house connects fortune with the father, teachers and one\'s own principles. Such a person is traditionally religious in a self-reliant way, respected for integrity and fortunate through government or those in authority. Differences of opinion with the father or guru are possible, yet they often sharpen the native\'s own sense of dharma.',
    hi: 'नवम भाव में सूर्य भाग्य को पिता, गुरुजनों और अपने सिद्धांतों से जोड़ता है। परंपरा से ऐसा जातक आत्मनिर्भर ढंग से धार्मिक, ईमानदारी के लिए सम्मानित और शासन या अधिकारियों के माध्यम से भाग्यशाली होता है। पिता या गुरु से मतभेद संभव हैं, पर वे प्रायः जातक के अपने धर्म-बोध को और स्पष्ट करते हैं।',
  },
  {
    en: 'The Sun gains directional strength (dig bala) in the 10th house, one of its best positions. It traditionally gives authority, a good reputation, favour from those in power and success in government, administration or any career of leadership. The native tends to be ambitious and dutiful, and honours tend to grow through steady public service.',
    hi: 'दशम भाव में सूर्य को दिग्बल प्राप्त होता है और यह उसकी श्रेष्ठ स्थितियों में से एक है। परंपरा से यह अधिकार, अच्छी प्रतिष्ठा, सत्ता में बैठे लोगों की कृपा और शासन, प्रशासन या नेतृत्व वाले किसी भी कार्यक्षेत्र में सफलता देता है। जातक महत्त्वाकांक्षी और कर्तव्यनिष्ठ होता है, और निरंतर लोकसेवा से उसका सम्मान बढ़ता जाता है।',
  },
  {
    en: 'The Sun in the 11th house traditionally brings steady gains, influential friends and the fulfilment of ambitions, often through government, senior people or large organisations. Such a person tends to be well connected and respected in social circles. Classical texts count the 11th among the best houses for any graha, and the Sun here supports income and recognition together.',
    hi: 'एकादश भाव में सूर्य परंपरा से निरंतर लाभ, प्रभावशाली मित्र और महत्त्वाकांक्षाओं की पूर्ति देता है, प्रायः शासन, वरिष्ठ लोगों या बड़ी संस्थाओं के माध्यम से। ऐसा जातक सामाजिक दायरे में अच्छे संपर्क रखने वाला और सम्मानित होता है। शास्त्र एकादश भाव को हर ग्रह के लिए श्रेष्ठ मानते हैं, और यहाँ सूर्य आय और पहचान दोनों को सहारा देता है।',
  },
  {
    en: 'The Sun in the 12th house tends to turn the native\'s energy towards distant places, institutions and inner life rather than public display. Classical texts mention expenses and a feeling of working without full recognition, and advise making time for rest. It also supports work abroad, in hospitals or ashrams, and a genuine interest in spiritual discipline.',
    hi: 'द्वादश भाव में सूर्य जातक की ऊर्जा को सार्वजनिक प्रदर्शन के बजाय दूर देशों, संस्थाओं और आंतरिक जीवन की ओर मोड़ता है। शास्त्र ख़र्च और पूरी पहचान के बिना काम करने की अनुभूति का उल्लेख करते हैं, तथा विश्राम के लिए समय निकालने की सलाह देते हैं। यह विदेश में, चिकित्सालयों या आश्रमों में काम करने और आध्यात्मिक साधना में सच्ची रुचि को भी सहारा देता है।',
  },
];
