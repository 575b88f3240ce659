/**
 * What the correspondence tradition says about the numbers 1–9 (Indian usage, each number read
 * through its planet in NUM.PLANET_IN). Written for readers of Hindi and English alike; every
 * text says these are traits the tradition attaches to a number, not a description of a person
 * and not a prediction. Content version `numerology-content.1`.
 */
import type { Bilingual } from '../shared/bilingual.ts';

/** Index 0 is number 1. */
export const numberMeanings: readonly Bilingual[] = [
  {
    en: 'In Indian numerology 1 is the number of the Sun (Surya). The books link it with beginnings, self-reliance and the wish to take the lead, much as jyotish reads the Sun as the significator of the self and of authority. People with this number are often described as independent and purposeful; the same books add that this can turn into stubbornness or pride when it is not balanced by listening to others. These are qualities the tradition attaches to the number, not a portrait of any one person and not a forecast.',
    hi: 'भारतीय अंक ज्योतिष में 1 सूर्य का अंक है। पुस्तकें इसे शुरुआत, आत्मनिर्भरता और आगे बढ़कर नेतृत्व करने की इच्छा से जोड़ती हैं, जैसे ज्योतिष में सूर्य को आत्मा और अधिकार का कारक माना जाता है। इस अंक वालों को प्रायः स्वतंत्र और अपने लक्ष्य पर टिके रहने वाला बताया जाता है; वही पुस्तकें यह भी जोड़ती हैं कि दूसरों की बात सुनने का संतुलन न हो तो यही गुण हठ या अभिमान बन सकता है। ये परंपरा द्वारा अंक से जोड़े गए गुण हैं — किसी व्यक्ति का चित्र या भविष्यवाणी नहीं।',
  },
  {
    en: 'The number 2 belongs to the Moon (Chandra), which jyotish reads as the mind and the feelings. Numerology books associate it with sensitivity, imagination, care for others and a preference for cooperation over confrontation. They also mention changeable moods and hesitation in decisions as the other side of the same quality. The tradition uses these words to describe the number, not to say what a person is or will do.',
    hi: 'अंक 2 चंद्रमा का अंक है, जिसे ज्योतिष मन और भावनाओं का कारक मानता है। अंक ज्योतिष की पुस्तकें इसे संवेदनशीलता, कल्पनाशीलता, दूसरों की परवाह और टकराव के बजाय सहयोग की प्रवृत्ति से जोड़ती हैं। इसी गुण के दूसरे पक्ष के रूप में वे बदलते मन और निर्णय में हिचकिचाहट का भी उल्लेख करती हैं। परंपरा ये शब्द अंक का वर्णन करने के लिए प्रयोग करती है, यह बताने के लिए नहीं कि कोई व्यक्ति कैसा है या क्या करेगा।',
  },
  {
    en: 'The number 3 is the number of Jupiter (Guru), the planet of learning and counsel. The books connect it with study, teaching, a sense of duty, generosity and an optimistic outlook. As the other side of the coin they name over-confidence and a habit of giving advice when none was asked for. This is the traditional character of the number; it says nothing certain about any individual.',
    hi: 'अंक 3 बृहस्पति (गुरु) का अंक है, जो ज्ञान और परामर्श का ग्रह माना जाता है। पुस्तकें इसे अध्ययन, शिक्षण, कर्तव्य-बोध, उदारता और आशावादी दृष्टि से जोड़ती हैं। सिक्के के दूसरे पहलू के रूप में वे अति-आत्मविश्वास और बिना माँगे सलाह देने की आदत का नाम लेती हैं। यह अंक का पारंपरिक स्वरूप है; इससे किसी व्यक्ति के बारे में कुछ भी निश्चित नहीं कहा जा सकता।',
  },
  {
    en: 'In Indian usage 4 is the number of Rahu, the ascending lunar node; some Western authors give it to Uranus instead. The books describe it as unconventional: questioning accepted ways, drawn to new methods and technology, hard-working in practical matters, and prone to sudden changes of direction. They add that its independence can be misunderstood by others. Authors differ more about 4 than about most numbers, and none of this predicts anything.',
    hi: 'भारतीय प्रचलन में 4 राहु (चंद्रमा का आरोही या उत्तरी पात) का अंक है; कुछ पाश्चात्य लेखक इसे यूरेनस (अरुण) से जोड़ते हैं। पुस्तकें इसे लीक से हटकर चलने वाला अंक बताती हैं: स्थापित तरीकों पर प्रश्न उठाना, नई विधियों और तकनीक की ओर झुकाव, व्यावहारिक कामों में परिश्रम, और अचानक दिशा बदलने की प्रवृत्ति। वे यह भी कहती हैं कि इसकी स्वतंत्र सोच को लोग कभी-कभी ग़लत समझ लेते हैं। अंक 4 पर लेखकों में अधिकांश अंकों से अधिक मतभेद है, और इनमें से कोई बात भविष्यवाणी नहीं है।',
  },
  {
    en: 'The number 5 belongs to Mercury (Budha), the planet of speech, trade and reasoning. Numerology books tie it to quick thinking, communication, adaptability, travel and a head for business. They also mention restlessness and scattered attention when too many things are started at once. These are associations of the tradition, offered for reflection, not statements about a person’s future.',
    hi: 'अंक 5 बुध का अंक है, जो वाणी, व्यापार और तर्क का ग्रह माना जाता है। अंक ज्योतिष की पुस्तकें इसे तेज़ सोच, संवाद-कौशल, परिस्थिति के अनुसार ढलने, यात्रा और व्यापारिक समझ से जोड़ती हैं। एक साथ बहुत से काम शुरू करने पर बेचैनी और बिखरे ध्यान का भी वे उल्लेख करती हैं। ये परंपरा के संबंध हैं, विचार के लिए दिए गए हैं — किसी व्यक्ति के भविष्य के बारे में कथन नहीं।',
  },
  {
    en: 'The number 6 is the number of Venus (Shukra), read in jyotish as the planet of beauty, comfort and relationships. The books link it with a love of art, music and pleasant surroundings, with care for family and with the wish for harmony. They note that the same taste for comfort can become indulgence. The tradition attaches these qualities to the number; they are not a verdict on anyone.',
    hi: 'अंक 6 शुक्र का अंक है, जिसे ज्योतिष में सौंदर्य, सुख-सुविधा और संबंधों का ग्रह माना जाता है। पुस्तकें इसे कला, संगीत और सुरुचिपूर्ण वातावरण के प्रति प्रेम, परिवार की देखभाल और सामंजस्य की इच्छा से जोड़ती हैं। वे यह भी कहती हैं कि आराम की यही रुचि कभी-कभी भोग-विलास में बदल सकती है। परंपरा ये गुण अंक से जोड़ती है; ये किसी के बारे में निर्णय नहीं हैं।',
  },
  {
    en: 'In Indian usage 7 is the number of Ketu, the descending lunar node; some Western authors give it to Neptune. The books associate it with introspection, research, spiritual interests and a certain detachment from worldly display. They mention a liking for solitude and difficulty in explaining one’s inner reasons to others as the other side. As with 4, authors differ widely about 7, and none of this is a prediction.',
    hi: 'भारतीय प्रचलन में 7 केतु (चंद्रमा का अवरोही या दक्षिणी पात) का अंक है; कुछ पाश्चात्य लेखक इसे नेपच्यून (वरुण) से जोड़ते हैं। पुस्तकें इसे आत्मचिंतन, शोध, आध्यात्मिक रुचि और सांसारिक दिखावे से कुछ दूरी से जोड़ती हैं। दूसरे पक्ष के रूप में वे एकांत-प्रियता और अपने भीतरी कारणों को दूसरों को समझा पाने की कठिनाई का उल्लेख करती हैं। अंक 4 की तरह 7 पर भी लेखकों में बड़ा मतभेद है, और इनमें से कोई बात भविष्यवाणी नहीं है।',
  },
  {
    en: 'The number 8 belongs to Saturn (Shani), the planet of time, discipline and steady labour. The books connect it with patience, perseverance, a sense of justice and results that come slowly but last. Some popular sources speak of 8 with fear; this service does not, because a number carries no misfortune. The tradition describes the number this way; it does not describe what will happen to anyone.',
    hi: 'अंक 8 शनि का अंक है, जो समय, अनुशासन और निरंतर परिश्रम का ग्रह माना जाता है। पुस्तकें इसे धैर्य, लगन, न्याय-बोध और धीरे-धीरे आने वाले पर टिकाऊ परिणामों से जोड़ती हैं। कुछ लोकप्रिय स्रोत अंक 8 की चर्चा भय के साथ करते हैं; यह सेवा ऐसा नहीं करती, क्योंकि किसी अंक में कोई दुर्भाग्य नहीं होता। परंपरा अंक का वर्णन इस तरह करती है; यह किसी के साथ होने वाली बातों का वर्णन नहीं है।',
  },
  {
    en: 'The number 9 is the number of Mars (Mangal), the planet of energy and courage. Numerology books associate it with drive, boldness, protectiveness and readiness to act for others. They name impatience and a quick temper as the other side of that energy. These are the tradition’s associations for the number, meant for reflection, not a forecast.',
    hi: 'अंक 9 मंगल का अंक है, जो ऊर्जा और साहस का ग्रह माना जाता है। अंक ज्योतिष की पुस्तकें इसे उत्साह, निर्भीकता, रक्षा-भाव और दूसरों के लिए आगे बढ़कर काम करने की तत्परता से जोड़ती हैं। इसी ऊर्जा के दूसरे पक्ष के रूप में वे अधीरता और जल्दी क्रोध आने का नाम लेती हैं। ये अंक के बारे में परंपरा के संबंध हैं, विचार के लिए — भविष्यवाणी नहीं।',
  },
];
