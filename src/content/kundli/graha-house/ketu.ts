/** Ketu in the twelve houses from the lagna (rule `KUNDLI.GRAHA_IN_HOUSE`). */
import type { HouseTexts } from '../types.ts';

export const ketuInHouse: HouseTexts = [
  {
    en: 'Ketu in the lagna gives an introspective, intuitive and somewhat detached personality that cares little for display. Traditionally the native may feel unsure how others see them, yet possesses insight and a spiritual inclination. Grounding routines and clear goals help turn this inner depth into outward achievement.',
    hi: 'लग्न में केतु अंतर्मुखी, अंतर्ज्ञानी और कुछ विरक्त व्यक्तित्व देता है, जिसे दिखावे की परवाह कम होती है। परंपरा से जातक को यह स्पष्ट नहीं रहता कि दूसरे उसे कैसे देखते हैं, फिर भी उसमें अंतर्दृष्टि और आध्यात्मिक झुकाव होता है। स्थिर दिनचर्या और स्पष्ट लक्ष्य इस आंतरिक गहराई को बाहरी उपलब्धि में बदलने में सहायक हैं।',
  },
  {
    en: 'Ketu in the 2nd house makes speech brief, blunt or unusual, and gives some detachment from family wealth and traditions. Classical texts advise care with words and with food habits. The native may value knowledge or spiritual wealth above material accumulation.',
    hi: 'द्वितीय भाव में केतु वाणी को संक्षिप्त, रूखी या असामान्य बनाता है, और पारिवारिक धन व परंपराओं से कुछ विरक्ति देता है। शास्त्र शब्दों और खान-पान की आदतों में सावधानी की सलाह देते हैं। जातक भौतिक संचय से अधिक ज्ञान या आध्यात्मिक धन को महत्व दे सकता है।',
  },
  {
    en: 'Ketu in the 3rd house is traditionally favourable: it gives courage, sharp instincts and success through focused effort, especially in technical, research or spiritual work. Such a person acts decisively when needed, and the house of effort gives Ketu\'s sharpness a useful target.',
    hi: 'तृतीय भाव में केतु परंपरा से शुभ है: यह साहस, तीव्र अंतःप्रेरणा और एकाग्र प्रयास से सफलता देता है, विशेषकर तकनीकी, शोध या आध्यात्मिक कार्यों में। ऐसा व्यक्ति आवश्यकता पड़ने पर निर्णायक कदम उठाता है, और पराक्रम का भाव केतु की तीक्ष्णता को उपयोगी लक्ष्य देता है।',
  },
  {
    en: 'Ketu in the 4th house brings a sense of detachment from home comforts and may involve changes of residence or living away from family. Traditionally it turns the search for happiness inward. A peaceful space for reflection matters more to this native than luxury.',
    hi: 'चतुर्थ भाव में केतु घर के सुख-साधनों से विरक्ति का भाव लाता है और निवास-परिवर्तन या परिवार से दूर रहने की स्थिति दे सकता है। परंपरा से यह सुख की खोज को भीतर की ओर मोड़ता है। इस जातक के लिए विलासिता से अधिक चिंतन के लिए शांत स्थान का महत्व होता है।',
  },
  {
    en: 'Ketu in the 5th house gives an intuitive, spiritually inclined intelligence, interest in mantra, philosophy and the subtle sciences, and merit from past efforts. Classical texts note that matters of children or romance may need patience. Learning tends to come in flashes of insight rather than by rote.',
    hi: 'पंचम भाव में केतु अंतर्ज्ञानी, आध्यात्मिक झुकाव वाली बुद्धि, मंत्र, दर्शन और सूक्ष्म विद्याओं में रुचि तथा पूर्व कर्मों का पुण्य देता है। शास्त्र बताते हैं कि संतान या प्रेम-संबंधों के विषय में धैर्य की आवश्यकता हो सकती है। विद्या रटने के बजाय अंतर्दृष्टि की कौंध के रूप में आती है।',
  },
  {
    en: 'Ketu in the 6th house is traditionally a strong placement: it gives victory over opponents, resilience and an aptitude for healing, alternative medicine or investigative work. Such a person meets obstacles with detachment and precision. Classical texts count this among Ketu\'s best positions.',
    hi: 'षष्ठ भाव में केतु परंपरा से सबल स्थिति है: यह विरोधियों पर विजय, लचीलापन और उपचार, वैकल्पिक चिकित्सा या अन्वेषण के कार्यों की योग्यता देता है। ऐसा व्यक्ति बाधाओं का सामना तटस्थता और सटीकता से करता है। शास्त्र इसे केतु की सर्वश्रेष्ठ स्थितियों में गिनते हैं।',
  },
  {
    en: 'Ketu in the 7th house brings a degree of detachment or unusual expectations into partnership; the spouse may be spiritual, reserved or unconventional. Traditionally relationships here ask for patience and clear communication. The native often learns important lessons about self and other through marriage.',
    hi: 'सप्तम भाव में केतु साझेदारी में कुछ विरक्ति या असामान्य अपेक्षाएँ लाता है; जीवनसाथी आध्यात्मिक, संकोची या अपरंपरागत हो सकता है। परंपरा से यहाँ संबंध धैर्य और स्पष्ट संवाद माँगते हैं। जातक प्रायः विवाह के माध्यम से स्वयं और दूसरों के विषय में महत्त्वपूर्ण सीख पाता है।',
  },
  {
    en: 'Ketu in the 8th house gives deep intuition, interest in the occult, research and the mysteries of life and death. Classical texts advise caution with sudden events and hidden matters. It is traditionally regarded as supportive of spiritual insight and the pursuit of liberation.',
    hi: 'अष्टम भाव में केतु गहरा अंतर्ज्ञान और गूढ़ विद्याओं, शोध तथा जीवन-मृत्यु के रहस्यों में रुचि देता है। शास्त्र अचानक घटनाओं और छिपे मामलों में सावधानी की सलाह देते हैं। परंपरा से इसे आध्यात्मिक अंतर्दृष्टि और मोक्ष की साधना में सहायक माना जाता है।',
  },
  {
    en: 'Ketu in the 9th house gives a spiritual outlook that may move away from inherited ritual towards direct experience. Traditionally it can bring differences with the father or teachers, and pilgrimages of a personal kind. Such a person finds fortune by following an inner sense of truth.',
    hi: 'नवम भाव में केतु ऐसी आध्यात्मिक दृष्टि देता है जो विरासत में मिले कर्मकांड से हटकर प्रत्यक्ष अनुभव की ओर बढ़ सकती है। परंपरा से यह पिता या गुरुजनों से मतभेद और निजी ढंग की तीर्थयात्राएँ दे सकता है। ऐसा व्यक्ति सत्य के आंतरिक बोध का अनुसरण करके भाग्य पाता है।',
  },
  {
    en: 'Ketu in the 10th house can bring changes of career or a feeling of detachment from status and titles. Traditionally it suits technical, research, spiritual or behind-the-scenes work where skill matters more than visibility. Steady effort without attachment to recognition brings the best results here.',
    hi: 'दशम भाव में केतु कार्यक्षेत्र में परिवर्तन या पद और उपाधियों से विरक्ति का भाव ला सकता है। परंपरा से यह तकनीकी, शोध, आध्यात्मिक या पर्दे के पीछे के कार्यों के अनुकूल है, जहाँ दिखने से अधिक कौशल का महत्व हो। पहचान की आसक्ति के बिना निरंतर प्रयास यहाँ सर्वोत्तम फल देता है।',
  },
  {
    en: 'Ketu in the 11th house traditionally brings gains, often through unusual channels, and the fulfilment of wishes that the native does not cling to. Friends may be few but sincere, and contentment comes from enjoying gains without being bound by them.',
    hi: 'एकादश भाव में केतु परंपरा से लाभ देता है, प्रायः असामान्य माध्यमों से, और उन इच्छाओं की पूर्ति जिनसे जातक चिपका नहीं रहता। मित्र कम पर सच्चे हो सकते हैं, और संतोष लाभ का आनंद लेते हुए भी उससे न बँधने में मिलता है।',
  },
  {
    en: 'Ketu in the 12th house is traditionally considered a placement favourable for liberation (moksha): it gives detachment, interest in meditation, retreat and spiritual practice. Expenses may be on pilgrimages or good causes. Such a person can find deep peace in solitude and service.',
    hi: 'द्वादश भाव में केतु परंपरा से मोक्ष के लिए अनुकूल स्थिति माना जाता है: यह वैराग्य तथा ध्यान, एकांतवास और आध्यात्मिक साधना में रुचि देता है। ख़र्च तीर्थयात्राओं या अच्छे कार्यों पर हो सकता है। ऐसा व्यक्ति एकांत और सेवा में गहरी शांति पा सकता है।',
  },
];
