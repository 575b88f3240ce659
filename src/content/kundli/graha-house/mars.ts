/** Mars in the twelve houses from the lagna (rule `KUNDLI.GRAHA_IN_HOUSE`). */
import type { HouseTexts } from '../types.ts';

export const marsInHouse: HouseTexts = [
  {
    en: 'Mars in the lagna traditionally gives energy, courage, a strong physique and a readiness to act, sometimes before thinking. Such a person is competitive and protective but can be impatient, and classical texts advise care against cuts, burns and haste. The tradition counts this among the houses considered for Mangal dosha, which is weighed in matching together with its cancellations.',
    hi: 'लग्न में मंगल परंपरा से ऊर्जा, साहस, सुदृढ़ शरीर और तुरंत कार्य करने की तत्परता देता है, कभी-कभी बिना सोचे भी। ऐसा जातक प्रतिस्पर्धी और रक्षक होता है पर अधीर हो सकता है, और शास्त्र चोट, जलने और जल्दबाज़ी से सावधान रहने की सलाह देते हैं। परंपरा इसे मंगल दोष के भावों में गिनती है, जिसका विचार विवाह-मिलान में उसके परिहारों के साथ किया जाता है।',
  },
  {
    en: 'Mars in the 2nd house gives forceful, sometimes sharp speech and a fighting spirit in matters of money and family. Wealth is traditionally earned through effort, often in land, engineering, metals or technical work. Classical texts advise restraint in words and in family disputes over property.',
    hi: 'द्वितीय भाव में मंगल ओजस्वी, कभी-कभी तीखी वाणी और धन व परिवार के मामलों में जूझने का स्वभाव देता है। परंपरा से धन परिश्रम से अर्जित होता है, प्रायः भूमि, अभियांत्रिकी, धातु या तकनीकी कार्यों से। शास्त्र वाणी में संयम और संपत्ति को लेकर पारिवारिक विवादों में सावधानी की सलाह देते हैं।',
  },
  {
    en: 'Mars in the 3rd house is one of its finest placements: it traditionally gives great courage, initiative, physical stamina and success through one\'s own efforts. Such a person is enterprising and bold, suited to sports, the armed forces, engineering or any field that rewards daring. Relations with siblings may be competitive but protective.',
    hi: 'तृतीय भाव में मंगल उसकी श्रेष्ठ स्थितियों में से एक है: परंपरा से यह अदम्य साहस, पहल, शारीरिक सहनशक्ति और अपने प्रयास से सफलता देता है। ऐसा जातक उद्यमी और निर्भीक होता है, तथा खेल, सेना, अभियांत्रिकी या साहस को पुरस्कृत करने वाले किसी भी क्षेत्र के अनुकूल होता है। भाई-बहनों से संबंध प्रतिस्पर्धी पर रक्षा करने वाले हो सकते हैं।',
  },
  {
    en: 'Mars in the 4th house brings energy and sometimes friction into the home, and classical texts mention fewer comforts from relatives or conveyances until effort secures them. The native may acquire land or a house through personal initiative. Keeping domestic disagreements from escalating preserves peace of mind; the tradition also counts this house for Mangal dosha.',
    hi: 'चतुर्थ भाव में मंगल घर में ऊर्जा और कभी-कभी खींचतान लाता है, और शास्त्र बताते हैं कि जब तक परिश्रम से प्राप्त न हों तब तक संबंधियों या वाहनों से सुख कम मिल सकता है। जातक अपनी पहल से भूमि या भवन प्राप्त कर सकता है। घरेलू मतभेदों को बढ़ने न देना मन की शांति बनाए रखता है; परंपरा इस भाव को भी मंगल दोष में गिनती है।',
  },
  {
    en: 'Mars in the 5th house gives a sharp, quick and competitive intellect, with interest in strategy, engineering or sport. Classical texts counsel care in matters of children and caution in speculation and risky ventures. Directed into study or coaching, this energy makes a determined learner and an inspiring guide.',
    hi: 'पंचम भाव में मंगल तीक्ष्ण, तेज़ और प्रतिस्पर्धी बुद्धि देता है, जिसकी रुचि रणनीति, अभियांत्रिकी या खेल में होती है। शास्त्र संतान के विषय में सावधानी और सट्टे व जोखिम भरे कार्यों में संयम की सलाह देते हैं। अध्ययन या प्रशिक्षण की ओर मोड़ी जाए तो यह ऊर्जा दृढ़ विद्यार्थी और प्रेरक मार्गदर्शक बनाती है।',
  },
  {
    en: 'Mars in the 6th house is traditionally excellent: it gives victory over enemies, success in competition and litigation, and the vigour to overcome illness and obstacles. Such a person thrives in the police, military, surgery, sport or any demanding service. Classical texts praise this placement for practical success and fearlessness.',
    hi: 'षष्ठ भाव में मंगल परंपरा से अत्यंत शुभ है: यह शत्रुओं पर विजय, प्रतियोगिता और मुक़दमों में सफलता, तथा रोग और बाधाओं पर विजय पाने का बल देता है। ऐसा जातक पुलिस, सेना, शल्य-चिकित्सा, खेल या किसी भी कठिन सेवा में फलता-फूलता है। शास्त्र इस स्थिति की व्यावहारिक सफलता और निर्भयता के लिए प्रशंसा करते हैं।',
  },
  {
    en: 'Mars in the 7th house brings passion and directness into partnership, and the spouse is often energetic and independent. Traditionally it can cause quarrels or competition within marriage and business partnerships, and it is a principal house of Mangal dosha in matching. Shared goals and physical activities together help channel this energy well.',
    hi: 'सप्तम भाव में मंगल साझेदारी में उत्साह और स्पष्टता लाता है, और जीवनसाथी प्रायः ऊर्जावान और स्वतंत्र होता है। परंपरा से यह विवाह और व्यावसायिक साझेदारी में झगड़े या होड़ उत्पन्न कर सकता है, और विवाह-मिलान में मंगल दोष का यह प्रमुख भाव है। साझा लक्ष्य और साथ में की गई शारीरिक गतिविधियाँ इस ऊर्जा को सही दिशा देती हैं।',
  },
  {
    en: 'Mars in the 8th house is associated with sudden events, risk and transformation, and classical texts advise caution with fire, vehicles and hasty decisions. It also gives courage in crises and an aptitude for research, surgery, mining or investigative work. The tradition counts this house for Mangal dosha and asks that it be judged with the rest of the chart.',
    hi: 'अष्टम भाव में मंगल अचानक घटनाओं, जोखिम और रूपांतरण से जुड़ा है, और शास्त्र आग, वाहन और जल्दबाज़ी के निर्णयों में सावधानी की सलाह देते हैं। यह संकट में साहस तथा शोध, शल्य-चिकित्सा, खनन या अन्वेषण के कार्यों की योग्यता भी देता है। परंपरा इस भाव को मंगल दोष में गिनती है और कहती है कि इसका विचार पूरी कुंडली के साथ हो।',
  },
  {
    en: 'Mars in the 9th house gives strong convictions and a readiness to fight for one\'s principles. Classical texts mention differences with the father or teachers, and fortune that comes through effort rather than inheritance. Such a person can become a vigorous defender of causes, and travel or study abroad can bring advancement.',
    hi: 'नवम भाव में मंगल दृढ़ विश्वास और अपने सिद्धांतों के लिए लड़ने की तत्परता देता है। शास्त्र पिता या गुरुजनों से मतभेद और विरासत के बजाय परिश्रम से मिलने वाले भाग्य का उल्लेख करते हैं। ऐसा जातक किसी उद्देश्य का प्रबल रक्षक बन सकता है, और विदेश यात्रा या अध्ययन से उन्नति हो सकती है।',
  },
  {
    en: 'Mars has directional strength (dig bala) in the 10th house, and here it traditionally gives a commanding career, executive ability and success through decisive action. Engineering, the armed forces, administration, surgery and enterprise suit it well. Such a person earns authority by results and works hard to keep it.',
    hi: 'दशम भाव में मंगल को दिग्बल प्राप्त होता है, और परंपरा से यहाँ यह प्रभावशाली कार्यक्षेत्र, प्रबंधकीय क्षमता और निर्णायक कर्म से सफलता देता है। अभियांत्रिकी, सेना, प्रशासन, शल्य-चिकित्सा और उद्यम इसके अनुकूल हैं। ऐसा व्यक्ति परिणामों से अधिकार अर्जित करता है और उसे बनाए रखने के लिए कठोर परिश्रम करता है।',
  },
  {
    en: 'Mars in the 11th house traditionally brings gains through land, property, technical skill or brothers, and the drive to achieve ambitious goals. Such a person has energetic friends and influence in groups, and may earn from more than one source. Classical texts count it as a strong, prosperous placement.',
    hi: 'एकादश भाव में मंगल परंपरा से भूमि, संपत्ति, तकनीकी कौशल या भाइयों के माध्यम से लाभ और बड़े लक्ष्य पाने की प्रेरणा देता है। ऐसे जातक के मित्र ऊर्जावान होते हैं और समूहों में उसका प्रभाव रहता है; आय एक से अधिक स्रोतों से हो सकती है। शास्त्र इसे सबल और समृद्धि देने वाली स्थिति मानते हैं।',
  },
  {
    en: 'Mars in the 12th house turns energy inward or towards distant places, and classical texts mention expenses, hidden opposition and restless sleep. It is counted in Mangal dosha and asks for care in private relationships. Well used, it supports work abroad, in hospitals, research laboratories or disciplined spiritual practice.',
    hi: 'द्वादश भाव में मंगल ऊर्जा को भीतर या दूर देशों की ओर मोड़ता है, और शास्त्र ख़र्च, छिपे विरोध और अशांत नींद का उल्लेख करते हैं। इसे मंगल दोष में गिना जाता है और यह निजी संबंधों में सावधानी माँगता है। सही उपयोग से यह विदेश में, चिकित्सालयों, शोध-प्रयोगशालाओं या अनुशासित आध्यात्मिक साधना में काम को सहारा देता है।',
  },
];
