/** Rahu in the twelve houses from the lagna (rule `KUNDLI.GRAHA_IN_HOUSE`). */
import type { HouseTexts } from '../types.ts';

export const rahuInHouse: HouseTexts = [
  {
    en: 'Rahu in the lagna gives an unconventional, ambitious personality with a strong wish to stand out and to explore what is new or foreign. Traditionally the native may feel restless about identity and try many roles before settling. Used consciously, this placement gives originality and the courage to break new ground.',
    hi: 'लग्न में राहु अपरंपरागत, महत्त्वाकांक्षी व्यक्तित्व देता है, जिसमें अलग दिखने और नई या विदेशी चीज़ों को खोजने की प्रबल इच्छा होती है। परंपरा से जातक अपनी पहचान को लेकर बेचैन रह सकता है और स्थिर होने से पहले कई भूमिकाएँ आज़माता है। सजगता से उपयोग करने पर यह स्थिति मौलिकता और नई राह बनाने का साहस देती है।',
  },
  {
    en: 'Rahu in the 2nd house brings unusual patterns in speech, diet and family life; the native may speak a foreign language or follow different customs from the family. Traditionally wealth can come through unconventional means, technology or foreign connections. Classical texts advise truthful speech and care with money matters.',
    hi: 'द्वितीय भाव में राहु वाणी, आहार और पारिवारिक जीवन में असामान्य प्रवृत्तियाँ लाता है; जातक कोई विदेशी भाषा बोल सकता है या परिवार से भिन्न रीतियाँ अपना सकता है। परंपरा से धन अपरंपरागत साधनों, तकनीक या विदेशी संपर्कों से आ सकता है। शास्त्र सत्य वाणी और धन के मामलों में सावधानी की सलाह देते हैं।',
  },
  {
    en: 'Rahu in the 3rd house is traditionally a strong placement: it gives daring, enterprise and success through media, technology, marketing and bold initiatives. Such a person is not easily discouraged and can take calculated risks. Classical texts count the 3rd among the good houses for the nodes.',
    hi: 'तृतीय भाव में राहु परंपरा से सबल स्थिति है: यह साहस, उद्यम और संचार माध्यमों, तकनीक, विपणन व साहसिक पहलों से सफलता देता है। ऐसा व्यक्ति आसानी से हतोत्साहित नहीं होता और सोच-समझकर जोखिम ले सकता है। शास्त्र तृतीय भाव को छाया ग्रहों के लिए शुभ भावों में गिनते हैं।',
  },
  {
    en: 'Rahu in the 4th house can bring restlessness at home, changes of residence or living far from the birthplace. Traditionally it asks for care with property documents and with the mother\'s well-being. It can also bring modern comforts, vehicles and homes abroad when the chart supports it.',
    hi: 'चतुर्थ भाव में राहु घर में बेचैनी, निवास-परिवर्तन या जन्मस्थान से दूर रहने की स्थिति ला सकता है। परंपरा से यह भूमि-भवन के काग़ज़ात और माता के कुशल-क्षेम में सावधानी माँगता है। कुंडली का समर्थन हो तो यह आधुनिक सुख-साधन, वाहन और विदेश में घर भी दे सकता है।',
  },
  {
    en: 'Rahu in the 5th house gives an inventive, unconventional intellect interested in technology, research or unusual subjects. Classical texts advise caution in speculation and note that matters of children may need patience. Study of new fields and foreign languages can bring distinction.',
    hi: 'पंचम भाव में राहु आविष्कारशील, अपरंपरागत बुद्धि देता है, जिसकी रुचि तकनीक, शोध या असामान्य विषयों में होती है। शास्त्र सट्टे में सावधानी की सलाह देते हैं और बताते हैं कि संतान के विषय में धैर्य की आवश्यकता हो सकती है। नए क्षेत्रों और विदेशी भाषाओं का अध्ययन विशिष्टता दिला सकता है।',
  },
  {
    en: 'Rahu in the 6th house is traditionally excellent: it gives victory over rivals, success in competition and the ability to handle difficult people and environments. Such a person can do well in medicine, law, technology or work with foreign organisations. Classical texts count this among the best positions for Rahu.',
    hi: 'षष्ठ भाव में राहु परंपरा से अत्यंत शुभ है: यह प्रतिद्वंद्वियों पर विजय, प्रतियोगिता में सफलता और कठिन लोगों व परिस्थितियों को सँभालने की क्षमता देता है। ऐसा व्यक्ति चिकित्सा, विधि, तकनीक या विदेशी संस्थाओं के साथ काम में अच्छा कर सकता है। शास्त्र इसे राहु की सर्वश्रेष्ठ स्थितियों में गिनते हैं।',
  },
  {
    en: 'Rahu in the 7th house brings unconventional partnerships: the spouse or business partner may come from a different background, culture or country. Traditionally relationships here need clarity and honesty to avoid misunderstandings. It can also give success in trade, foreign dealings and public-facing ventures.',
    hi: 'सप्तम भाव में राहु अपरंपरागत साझेदारी लाता है: जीवनसाथी या व्यावसायिक साझेदार भिन्न पृष्ठभूमि, संस्कृति या देश से हो सकता है। परंपरा से यहाँ संबंधों में ग़लतफ़हमी से बचने के लिए स्पष्टता और ईमानदारी आवश्यक है। यह व्यापार, विदेशी व्यवहार और जनता से जुड़े उद्यमों में सफलता भी दे सकता है।',
  },
  {
    en: 'Rahu in the 8th house draws the native towards hidden knowledge, research, investigation and the occult, and it can bring sudden events or unexpected gains. Classical texts advise caution with risky ventures, secrecy and shared finances. Calm preparation for change turns this placement into depth and resilience.',
    hi: 'अष्टम भाव में राहु जातक को गुप्त ज्ञान, शोध, अन्वेषण और गूढ़ विद्याओं की ओर खींचता है, और अचानक घटनाएँ या अप्रत्याशित लाभ दे सकता है। शास्त्र जोखिम भरे कार्यों, गोपनीयता और साझा धन में सावधानी की सलाह देते हैं। परिवर्तन के लिए शांत तैयारी इस स्थिति को गहराई और लचीलेपन में बदल देती है।',
  },
  {
    en: 'Rahu in the 9th house gives an unorthodox approach to religion and philosophy; the native may question inherited beliefs or find a teacher from another tradition. Traditionally it brings long journeys and fortune through foreign lands. Classical texts advise respect towards elders and teachers even when views differ.',
    hi: 'नवम भाव में राहु धर्म और दर्शन के प्रति अपरंपरागत दृष्टिकोण देता है; जातक विरासत में मिली मान्यताओं पर प्रश्न कर सकता है या किसी अन्य परंपरा का गुरु पा सकता है। परंपरा से यह लंबी यात्राएँ और विदेश के माध्यम से भाग्योदय देता है। शास्त्र मतभेद होने पर भी बड़ों और गुरुजनों के प्रति सम्मान बनाए रखने की सलाह देते हैं।',
  },
  {
    en: 'Rahu in the 10th house traditionally gives strong ambition and the ability to rise quickly in career, often in technology, politics, media or foreign organisations. Such a person can gain fame by doing what others have not tried. Classical texts advise ethical conduct so that rapid success remains stable.',
    hi: 'दशम भाव में राहु परंपरा से प्रबल महत्त्वाकांक्षा और कार्यक्षेत्र में तेज़ी से ऊपर उठने की क्षमता देता है, प्रायः तकनीक, राजनीति, संचार माध्यमों या विदेशी संस्थाओं में। ऐसा व्यक्ति वह करके प्रसिद्धि पा सकता है जो दूसरों ने आज़माया न हो। शास्त्र नैतिक आचरण की सलाह देते हैं ताकि तेज़ सफलता स्थिर रहे।',
  },
  {
    en: 'Rahu in the 11th house is traditionally one of its best placements, bringing large gains, influential and diverse friends, and the fulfilment of ambitions. Income may come from technology, foreign contacts or large networks. Classical texts say that the nodes give their best results in the 3rd, 6th and 11th houses.',
    hi: 'एकादश भाव में राहु परंपरा से उसकी श्रेष्ठ स्थितियों में से एक है, जो बड़े लाभ, प्रभावशाली और विविध मित्र तथा महत्त्वाकांक्षाओं की पूर्ति देता है। आय तकनीक, विदेशी संपर्कों या बड़े नेटवर्क से हो सकती है। शास्त्र कहते हैं कि छाया ग्रह तृतीय, षष्ठ और एकादश भाव में अपना सर्वोत्तम फल देते हैं।',
  },
  {
    en: 'Rahu in the 12th house turns the native\'s ambitions towards foreign lands, large institutions or the inner world. Traditionally it can bring expenses, disturbed sleep and confusion about direction, and it asks for discipline in spending. It also supports settling abroad and a sincere spiritual search.',
    hi: 'द्वादश भाव में राहु जातक की महत्त्वाकांक्षाओं को दूर देशों, बड़ी संस्थाओं या आंतरिक जगत की ओर मोड़ता है। परंपरा से यह ख़र्च, अशांत नींद और दिशा को लेकर भ्रम ला सकता है, और व्यय में अनुशासन माँगता है। यह विदेश में बसने और सच्ची आध्यात्मिक खोज को भी सहारा देता है।',
  },
];
