/**
 * Venus in the twelve signs (rule `KUNDLI.GRAHA_IN_SIGN`): exalted in Meena, debilitated in
 * Kanya, own signs Vrishabha and Tula (moolatrikona 0–15°); friends Mercury and Saturn;
 * enemies Sun and Moon.
 */
import type { SignTexts } from '../types.ts';

export const venusInSign: SignTexts = {
  mesha: {
    en: 'In Mesha (Aries), the sign of the neutral Mars, Venus gives passionate, spontaneous affection and bold taste. Traditionally such a person falls in love quickly, enjoys excitement and may spend impulsively. Warmth is genuine; steadiness in relationships comes with maturity.',
    hi: 'मेष राशि, जो सम मंगल की राशि है, में शुक्र उत्कट, स्वच्छंद स्नेह और साहसी रुचि देता है। परंपरा से ऐसा व्यक्ति जल्दी प्रेम में पड़ता है, रोमांच का आनंद लेता है और आवेग में ख़र्च कर सकता है। आत्मीयता सच्ची होती है; संबंधों में स्थिरता परिपक्वता के साथ आती है।',
  },
  vrishabha: {
    en: 'Vrishabha (Taurus) is Venus\'s own sign, where it gives steady affection, a love of comfort, good food, music and natural beauty. Traditionally such a person is artistic, loyal in love and able to build wealth. Pleasures are enjoyed fully; moderation keeps them healthy.',
    hi: 'वृषभ शुक्र की स्वराशि है, जहाँ यह स्थिर स्नेह तथा सुख-सुविधा, अच्छे भोजन, संगीत और प्राकृतिक सौंदर्य के प्रति प्रेम देता है। परंपरा से ऐसा व्यक्ति कलात्मक, प्रेम में निष्ठावान और धन-निर्माण में समर्थ होता है। सुखों का पूरा आनंद लिया जाता है; संयम उन्हें हितकर बनाए रखता है।',
  },
  mithuna: {
    en: 'In Mithuna (Gemini), the sign of its friend Mercury, Venus gives charm in speech, wit, and talent for literature, music and the lighter arts. Traditionally such a person is sociable, enjoys flirtation and intellectual companionship, and may have varied attachments. Friendship within love keeps relationships lively.',
    hi: 'मिथुन राशि, जो शुक्र के मित्र बुध की राशि है, में शुक्र वाणी में आकर्षण, हाज़िरजवाबी तथा साहित्य, संगीत और ललित कलाओं की प्रतिभा देता है। परंपरा से ऐसा व्यक्ति मिलनसार, हास-परिहास और बौद्धिक साथ का प्रेमी होता है, और उसके लगाव विविध हो सकते हैं। प्रेम में मित्रता संबंधों को जीवंत रखती है।',
  },
  karka: {
    en: 'In Karka (Cancer), the sign of the Moon, whom Venus regards as an enemy, love becomes emotional, protective and home-centred. Traditionally such a person is tender and devoted but sensitive to moods, and may seek reassurance in relationships. A beautiful home and family life are the chief pleasures here.',
    hi: 'कर्क राशि चन्द्रमा की राशि है, जिसे शुक्र शत्रु मानता है; यहाँ प्रेम भावुक, रक्षात्मक और घर-केंद्रित हो जाता है। परंपरा से ऐसा व्यक्ति कोमल और समर्पित होता है, पर मनोदशाओं के प्रति संवेदनशील रहता है और संबंधों में आश्वासन चाहता है। सुंदर घर और पारिवारिक जीवन यहाँ के प्रमुख सुख हैं।',
  },
  simha: {
    en: 'In Simha (Leo), the sign of its enemy the Sun, Venus gives a generous, dramatic and proud style in love and art. Traditionally such a person enjoys admiration, performing arts and luxury, and expects loyalty in return for devotion. Pride can strain relationships; warmth and generosity mend them.',
    hi: 'सिंह राशि, जो शुक्र के शत्रु सूर्य की राशि है, में शुक्र प्रेम और कला में उदार, नाटकीय और स्वाभिमानी शैली देता है। परंपरा से ऐसा व्यक्ति प्रशंसा, मंचीय कलाओं और वैभव का आनंद लेता है और समर्पण के बदले निष्ठा की अपेक्षा रखता है। अभिमान संबंधों में तनाव ला सकता है; आत्मीयता और उदारता उन्हें सुधारती हैं।',
  },
  kanya: {
    en: 'Venus is debilitated in Kanya (Virgo), weakest near 27°. Traditionally affection here turns critical or anxious, and the native may set exacting standards for partners or feel unappreciated. Expressed as care, craftsmanship and service, this placement becomes quietly beautiful, and neecha-bhanga rules may modify it.',
    hi: 'कन्या राशि में शुक्र नीच का होता है और लगभग 27° पर सबसे निर्बल होता है। परंपरा से यहाँ स्नेह आलोचनात्मक या चिंतित हो जाता है, और जातक साथी से बहुत ऊँची अपेक्षाएँ रख सकता है या स्वयं को उपेक्षित अनुभव कर सकता है। देखभाल, शिल्प-कौशल और सेवा के रूप में व्यक्त होने पर यह स्थिति शांत सौंदर्य बन जाती है, और नीचभंग के नियम इसे बदल सकते हैं।',
  },
  tula: {
    en: 'Tula (Libra) is Venus\'s own sign and its moolatrikona for the first 15°. Traditionally Venus here gives grace, diplomacy, refined taste and harmonious partnerships, with talent in the arts, design or law. Such a person is well liked and values fairness in love.',
    hi: 'तुला शुक्र की स्वराशि है और इसके प्रथम 15° शुक्र की मूलत्रिकोण राशि हैं। परंपरा से यहाँ शुक्र शालीनता, कूटनीति, परिष्कृत रुचि और सामंजस्यपूर्ण साझेदारी देता है, तथा कलाओं, रूप-रचना या विधि में प्रतिभा। ऐसा व्यक्ति सबका प्रिय होता है और प्रेम में न्याय को महत्व देता है।',
  },
  vrishchika: {
    en: 'In Vrishchika (Scorpio), the sign of the neutral Mars, Venus gives intense, private and deeply loyal affection. Traditionally such a person loves wholeheartedly but can be jealous or secretive, and may be drawn to hidden or mystical forms of art. Trust is the foundation of every relationship here.',
    hi: 'वृश्चिक राशि, जो सम मंगल की राशि है, में शुक्र तीव्र, निजी और गहराई से निष्ठावान स्नेह देता है। परंपरा से ऐसा व्यक्ति पूरे हृदय से प्रेम करता है, पर ईर्ष्यालु या गोपनीय हो सकता है, और कला के गूढ़ या रहस्यमय रूपों की ओर आकर्षित हो सकता है। यहाँ हर संबंध की नींव विश्वास है।',
  },
  dhanu: {
    en: 'In Dhanu (Sagittarius), the sign of the neutral Jupiter, Venus gives idealistic, generous love and enjoyment of travel, culture and philosophy. Traditionally such a person is respected, fond of religious arts and attracted to partners of learning. Freedom within commitment keeps affection alive.',
    hi: 'धनु राशि, जो सम गुरु की राशि है, में शुक्र आदर्शवादी, उदार प्रेम तथा यात्रा, संस्कृति और दर्शन का आनंद देता है। परंपरा से ऐसा व्यक्ति सम्मानित, धार्मिक कलाओं का प्रेमी और विद्वान साथी की ओर आकर्षित होता है। प्रतिबद्धता के भीतर स्वतंत्रता स्नेह को जीवित रखती है।',
  },
  makara: {
    en: 'In Makara (Capricorn), the sign of its friend Saturn, Venus gives steady, practical and loyal affection. Traditionally such a person may be reserved in showing love but is dependable, and can succeed in business connected with art, luxury or design. Relationships improve and deepen with time.',
    hi: 'मकर राशि, जो शुक्र के मित्र शनि की राशि है, में शुक्र स्थिर, व्यावहारिक और निष्ठावान स्नेह देता है। परंपरा से ऐसा व्यक्ति प्रेम प्रकट करने में संकोची हो सकता है पर भरोसेमंद होता है, और कला, विलास या रूप-रचना से जुड़े व्यवसाय में सफल हो सकता है। संबंध समय के साथ सुधरते और गहरे होते हैं।',
  },
  kumbha: {
    en: 'In Kumbha (Aquarius), the sign of its friend Saturn, Venus gives friendly, unconventional affection and an appreciation of original art. Traditionally such a person values companionship and shared ideals, is loyal to friends and may love across social boundaries. Independence within relationships matters greatly.',
    hi: 'कुम्भ राशि, जो शुक्र के मित्र शनि की राशि है, में शुक्र मैत्रीपूर्ण, अपरंपरागत स्नेह और मौलिक कला की सराहना देता है। परंपरा से ऐसा व्यक्ति साथ और साझा आदर्शों को महत्व देता है, मित्रों के प्रति निष्ठावान होता है और सामाजिक सीमाओं से परे प्रेम कर सकता है। संबंधों में स्वतंत्रता का बहुत महत्व होता है।',
  },
  meena: {
    en: 'Venus is exalted in Meena (Pisces), strongest near 27°. Traditionally this gives selfless, devotional love, deep compassion, artistic inspiration and refinement. Such a person is kind, gifted in music or poetry, and finds joy in giving; it is among Venus\'s finest placements.',
    hi: 'मीन राशि में शुक्र उच्च का होता है और लगभग 27° पर सबसे बली होता है। परंपरा से यह निःस्वार्थ, भक्तिपूर्ण प्रेम, गहरी करुणा, कलात्मक प्रेरणा और परिष्कार देता है। ऐसा व्यक्ति दयालु, संगीत या काव्य में प्रतिभाशाली होता है और देने में आनंद पाता है; यह शुक्र की श्रेष्ठतम स्थितियों में से एक है।',
  },
};
