/** Venus in the twelve houses from the lagna (rule `KUNDLI.GRAHA_IN_HOUSE`). */
import type { HouseTexts } from '../types.ts';

export const venusInHouse: HouseTexts = [
  {
    en: 'Venus in the lagna traditionally gives charm, good looks, refined tastes and a pleasant, sociable manner. Such a person enjoys comfort, art and good company, and others find them easy to like. Classical texts advise moderation in pleasures so that this grace does not turn into indulgence.',
    hi: 'लग्न में शुक्र परंपरा से आकर्षण, सुंदर रूप, परिष्कृत रुचियाँ और मधुर, मिलनसार व्यवहार देता है। ऐसा व्यक्ति सुख-सुविधा, कला और अच्छी संगति का आनंद लेता है, और लोग उसे सहज ही पसंद करते हैं। शास्त्र भोगों में संयम की सलाह देते हैं ताकि यह सौंदर्य विलासिता में न बदल जाए।',
  },
  {
    en: 'Venus in the 2nd house traditionally gives sweet speech, a gift for poetry or song, wealth, fine food and a happy family life. Income may come through the arts, luxury goods, finance or hospitality. Such a person knows how to make home and table beautiful.',
    hi: 'द्वितीय भाव में शुक्र परंपरा से मधुर वाणी, काव्य या गायन की प्रतिभा, धन, उत्तम भोजन और सुखी पारिवारिक जीवन देता है। आय कला, विलास-वस्तुओं, वित्त या आतिथ्य के माध्यम से हो सकती है। ऐसा व्यक्ति घर और भोजन को सुंदर बनाना जानता है।',
  },
  {
    en: 'Venus in the 3rd house gives artistic expression through writing, music, design or media, and pleasant relations with siblings, especially sisters. Classical texts describe this gentle graha as less forceful in a house of daring, so the native prefers persuasion to confrontation. Short journeys for pleasure and creative collaborations bring joy.',
    hi: 'तृतीय भाव में शुक्र लेखन, संगीत, रूप-रचना या संचार माध्यमों में कलात्मक अभिव्यक्ति तथा भाई-बहनों, विशेषकर बहनों से मधुर संबंध देता है। शास्त्र बताते हैं कि यह सौम्य ग्रह पराक्रम के भाव में कम प्रखर रहता है, इसलिए जातक टकराव के बजाय मनाने का मार्ग चुनता है। आनंद के लिए छोटी यात्राएँ और सृजनात्मक सहयोग प्रसन्नता लाते हैं।',
  },
  {
    en: 'Venus gains directional strength (dig bala) in the 4th house, where it traditionally gives a comfortable, beautiful home, good vehicles, a loving mother and deep contentment. Such a person values domestic harmony and often invests in property or interiors. Classical texts count this among Venus\'s most blessed placements for happiness.',
    hi: 'चतुर्थ भाव में शुक्र को दिग्बल प्राप्त होता है, और परंपरा से यहाँ यह सुविधाजनक, सुंदर घर, अच्छे वाहन, स्नेहमयी माता और गहरा संतोष देता है। ऐसा व्यक्ति घरेलू सौहार्द को महत्व देता है और प्रायः भूमि-भवन या गृह-सज्जा में निवेश करता है। शास्त्र इसे सुख के लिए शुक्र की सबसे शुभ स्थितियों में गिनते हैं।',
  },
  {
    en: 'Venus in the 5th house traditionally gives creativity, romance, artistic talent and joy through children. Such a person is affectionate and imaginative, and may excel in the performing arts, entertainment or teaching the arts. Classical texts advise prudence in speculation and in matters of the heart.',
    hi: 'पंचम भाव में शुक्र परंपरा से सृजनशीलता, प्रेम, कलात्मक प्रतिभा और संतान से सुख देता है। ऐसा व्यक्ति स्नेही और कल्पनाशील होता है, और मंचीय कलाओं, मनोरंजन या कला-शिक्षण में उत्कृष्ट हो सकता है। शास्त्र सट्टे और प्रेम-संबंधों के मामलों में विवेक की सलाह देते हैं।',
  },
  {
    en: 'Venus in the 6th house is a less comfortable position for this benefic: classical texts mention obstacles in relationships and expenses on comforts, and advise moderation in diet and pleasures. It can also give work in service industries, healthcare, beauty or hospitality, and the ability to smooth conflicts at work with tact.',
    hi: 'षष्ठ भाव इस शुभ ग्रह के लिए कम सुखद स्थान है: शास्त्र संबंधों में बाधाओं और सुख-साधनों पर ख़र्च का उल्लेख करते हैं, तथा आहार और भोगों में संयम की सलाह देते हैं। यह सेवा-उद्योगों, स्वास्थ्य-सेवा, सौंदर्य या आतिथ्य में काम और कार्यस्थल के विवादों को व्यवहार-कुशलता से सुलझाने की क्षमता भी दे सकता है।',
  },
  {
    en: 'Venus in the 7th house traditionally gives an attractive, affectionate spouse, a pleasant married life and success in partnerships, diplomacy and the arts. Because Venus is the significator of marriage, classical texts caution that a karaka in its own house may bring over-attachment or delays, so the strength of Venus should be examined. Harmony and mutual appreciation are the keynotes.',
    hi: 'सप्तम भाव में शुक्र परंपरा से आकर्षक, स्नेही जीवनसाथी, सुखद दांपत्य जीवन और साझेदारी, कूटनीति तथा कलाओं में सफलता देता है। शुक्र विवाह का कारक है, इसलिए शास्त्र सावधान करते हैं कि अपने ही भाव में कारक अति-आसक्ति या विलंब दे सकता है; अतः शुक्र के बल का विचार करना चाहिए। सामंजस्य और परस्पर सराहना इस स्थिति के मूल स्वर हैं।',
  },
  {
    en: 'Venus in the 8th house traditionally gives a long life, gains through the spouse\'s family, inheritance or joint resources, and an interest in the hidden side of life. Classical texts mention comforts that come unexpectedly. Discretion in private matters and care with shared finances keep this placement positive.',
    hi: 'अष्टम भाव में शुक्र परंपरा से दीर्घायु, ससुराल पक्ष, उत्तराधिकार या संयुक्त धन से लाभ और जीवन के गुप्त पक्ष में रुचि देता है। शास्त्र अप्रत्याशित रूप से मिलने वाले सुखों का उल्लेख करते हैं। निजी मामलों में विवेक और साझा धन में सावधानी इस स्थिति को शुभ बनाए रखते हैं।',
  },
  {
    en: 'Venus in the 9th house traditionally gives good fortune, a refined sense of dharma, devotion expressed through music or art, and prosperity after marriage. Such a person enjoys travel to beautiful or sacred places. Relations with the father and teachers tend to be warm.',
    hi: 'नवम भाव में शुक्र परंपरा से सौभाग्य, धर्म का परिष्कृत बोध, संगीत या कला के माध्यम से भक्ति और विवाह के बाद समृद्धि देता है। ऐसे व्यक्ति को सुंदर या पवित्र स्थानों की यात्रा प्रिय होती है। पिता और गुरुजनों से संबंध प्रायः स्नेहपूर्ण रहते हैं।',
  },
  {
    en: 'Venus in the 10th house favours careers in the arts, fashion, beauty, luxury goods, hospitality, finance or diplomacy. Traditionally it brings a pleasant working life, the favour of women or patrons, and a good public image. Such a person succeeds by making things attractive and relationships smooth.',
    hi: 'दशम भाव में शुक्र कला, फ़ैशन, सौंदर्य, विलास-वस्तुओं, आतिथ्य, वित्त या कूटनीति से जुड़े कार्यक्षेत्रों के अनुकूल है। परंपरा से यह सुखद कार्य-जीवन, स्त्रियों या संरक्षकों की कृपा और अच्छी सार्वजनिक छवि देता है। ऐसा व्यक्ति चीज़ों को आकर्षक और संबंधों को सहज बनाकर सफल होता है।',
  },
  {
    en: 'Venus in the 11th house traditionally brings steady gains, comforts, vehicles and the fulfilment of desires, often through art, luxury or social connections. Such a person has pleasant, influential friends. Classical texts count this among the most prosperous positions of Venus.',
    hi: 'एकादश भाव में शुक्र परंपरा से निरंतर लाभ, सुख-साधन, वाहन और इच्छाओं की पूर्ति देता है, प्रायः कला, विलास या सामाजिक संपर्कों के माध्यम से। ऐसे व्यक्ति के मित्र मधुर और प्रभावशाली होते हैं। शास्त्र इसे शुक्र की सबसे समृद्धि देने वाली स्थितियों में गिनते हैं।',
  },
  {
    en: 'Venus is traditionally considered well placed in the 12th house, the house of bed comforts and release, where it gives restful pleasures, generosity and enjoyment of travel abroad. Expenses on comforts and beautiful things are likely. It also supports devotional love, retreat and art created in solitude.',
    hi: 'परंपरा से द्वादश भाव, जो शय्या-सुख और मुक्ति का भाव है, शुक्र के लिए अच्छा स्थान माना जाता है; यहाँ यह विश्रामपूर्ण सुख, उदारता और विदेश यात्रा का आनंद देता है। सुख-साधनों और सुंदर वस्तुओं पर ख़र्च की संभावना रहती है। यह भक्तिपूर्ण प्रेम, एकांतवास और एकांत में रची गई कला को भी सहारा देता है।',
  },
];
