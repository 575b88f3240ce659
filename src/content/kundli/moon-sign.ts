/**
 * The twelve Moon-sign (janma rashi) paragraphs, rule `KUNDLI.MOON_SIGN`: the emotional
 * temperament of the sign and what its lord, the dispositor of the mind, adds. (The Moon's
 * own strength in each sign is the subject of graha-sign/moon.ts.)
 */
import type { SignTexts } from './types.ts';

export const moonSignTexts: SignTexts = {
  mesha: {
    en: 'With Mesha as the janma rashi, the mind is governed by Mars: feelings arise quickly, are expressed directly and pass just as fast. Such a person tends to feel best when there is something to start or defend, and restlessness grows when life is too slow. Learning to pause before reacting turns this quick mind into decisive courage.',
    hi: 'मेष जन्म राशि होने पर मन का स्वामी मंगल होता है: भावनाएँ तुरंत उठती हैं, सीधे व्यक्त होती हैं और उतनी ही जल्दी शांत भी हो जाती हैं। ऐसे व्यक्ति को तब सबसे अच्छा लगता है जब कुछ आरंभ करना हो या किसी बात की रक्षा करनी हो; जीवन बहुत धीमा हो तो बेचैनी बढ़ती है। प्रतिक्रिया से पहले क्षण भर रुकना सीख लें तो यही तेज़ मन निर्णायक साहस बन जाता है।',
  },
  vrishabha: {
    en: 'Vrishabha as the janma rashi is the sign of the Moon\'s exaltation, and it traditionally gives emotional steadiness, patience and a calm, pleasant disposition. Comfort, security, good food and familiar surroundings nourish this mind, and with Venus as the sign lord, beauty and music soothe it. The same steadiness can make it slow to forgive or to accept change.',
    hi: 'वृषभ जन्म राशि चन्द्रमा की उच्च राशि है, और परंपरा से यह भावनात्मक स्थिरता, धैर्य तथा शांत, मधुर स्वभाव देती है। सुख-सुविधा, सुरक्षा, अच्छा भोजन और परिचित वातावरण इस मन को पोषण देते हैं, और राशीश शुक्र होने से सौंदर्य और संगीत इसे शांति देते हैं। यही स्थिरता कभी-कभी क्षमा करने या परिवर्तन स्वीकारने में देर करा सकती है।',
  },
  mithuna: {
    en: 'With Mithuna as the janma rashi, the mind is ruled by Mercury and processes feelings by talking, reading and thinking them through. Such a person is lively, witty and curious, and tends to need variety and mental company to feel content. The mind can scatter across too many interests; writing things down or discussing them with a trusted friend helps it settle.',
    hi: 'मिथुन जन्म राशि होने पर मन का स्वामी बुध होता है, और ऐसा मन भावनाओं को बातचीत, पढ़ने और सोच-विचार के माध्यम से समझता है। ऐसा व्यक्ति जीवंत, हाज़िरजवाब और जिज्ञासु होता है, और संतोष के लिए उसे विविधता तथा विचारशील संगति की आवश्यकता रहती है। मन अनेक रुचियों में बिखर सकता है; बातों को लिख लेना या किसी विश्वस्त मित्र से चर्चा करना उसे स्थिर करता है।',
  },
  karka: {
    en: 'Karka is the Moon\'s own sign, so as the janma rashi it gives a deeply feeling, nurturing and imaginative mind with strong ties to mother, home and the past. Such a person remembers kindness and hurt alike and is sensitive to the emotional climate around them. A secure home base is the key to their well-being, and from it they care generously for others.',
    hi: 'कर्क चन्द्रमा की स्वराशि है, इसलिए जन्म राशि के रूप में यह अत्यंत भावुक, पालन-पोषण करने वाला और कल्पनाशील मन देती है, जिसका माता, घर और अतीत से गहरा जुड़ाव रहता है। ऐसा व्यक्ति स्नेह और आघात दोनों को लंबे समय तक याद रखता है और आसपास के भावनात्मक वातावरण को तुरंत भाँप लेता है। सुरक्षित घर-परिवार इसकी प्रसन्नता की कुंजी है, और वहीं से यह दूसरों की उदारता से देखभाल करता है।',
  },
  simha: {
    en: 'With Simha as the janma rashi, the mind is ruled by the Sun and seeks dignity, warmth and appreciation. Such a person is emotionally generous and loyal, likes to be trusted with responsibility, and can be wounded by indifference more than by open criticism. Pride is the shadow side; when it is balanced by humility, this mind gives steady courage and a protective heart.',
    hi: 'सिंह जन्म राशि होने पर मन का स्वामी सूर्य होता है, और ऐसा मन सम्मान, आत्मीयता और सराहना चाहता है। ऐसा व्यक्ति भावनात्मक रूप से उदार और निष्ठावान होता है, ज़िम्मेदारी सौंपे जाने पर प्रसन्न होता है, और खुली आलोचना से अधिक उपेक्षा से आहत होता है। अहंकार इसका छाया पक्ष है; विनम्रता से संतुलित होने पर यही मन स्थिर साहस और रक्षा करने वाला हृदय देता है।',
  },
  kanya: {
    en: 'With Kanya as the janma rashi, the mind is ruled by Mercury and tends to feel settled when things are orderly, useful and well understood. Such a person shows affection through practical help and attention to detail, and may find it easier to serve than to ask for support. A tendency to worry over small things eases when the mind is given meaningful work to do.',
    hi: 'कन्या जन्म राशि होने पर मन का स्वामी बुध होता है, और ऐसा मन तब स्थिर होता है जब चीज़ें व्यवस्थित, उपयोगी और भली-भाँति समझी हुई हों। ऐसा व्यक्ति अपना स्नेह व्यावहारिक सहायता और बारीक ध्यान के रूप में प्रकट करता है, और उसे सहायता माँगने से अधिक सेवा करना सहज लगता है। छोटी-छोटी बातों पर चिंता करने की प्रवृत्ति तब घटती है जब मन को कोई सार्थक काम मिल जाए।',
  },
  tula: {
    en: 'With Tula as the janma rashi, the mind is ruled by Venus and looks for balance, fairness and pleasant relationships. Such a person is courteous, sociable and sensitive to beauty, and tends to weigh every side before committing. Harsh surroundings or open conflict disturb this mind more than most, and it recovers through art, friendship and a calm, well-ordered home.',
    hi: 'तुला जन्म राशि होने पर मन का स्वामी शुक्र होता है, और ऐसा मन संतुलन, न्याय और मधुर संबंधों की खोज करता है। ऐसा व्यक्ति शिष्ट, मिलनसार और सौंदर्य के प्रति संवेदनशील होता है, और किसी बात पर निर्णय से पहले हर पक्ष को तौलता है। कठोर वातावरण या खुला टकराव इस मन को औरों से अधिक विचलित करता है, और कला, मित्रता तथा शांत, सुव्यवस्थित घर से इसे फिर से संतुलन मिलता है।',
  },
  vrishchika: {
    en: 'Vrishchika is the sign of the Moon\'s debilitation, and as the janma rashi it gives feelings that run deep and are held privately rather than shown. Ruled by Mars, this mind is loyal, perceptive and determined, and once committed it rarely lets go. The classical texts ask such a person to guard against suspicion and brooding; channelled into research, healing or inner discipline, the same intensity becomes a real strength.',
    hi: 'वृश्चिक चन्द्रमा की नीच राशि है, और जन्म राशि के रूप में यह ऐसी भावनाएँ देती है जो बहुत गहरी होती हैं और प्रकट होने के बजाय भीतर रखी जाती हैं। मंगल के स्वामित्व वाला यह मन निष्ठावान, पैनी दृष्टि वाला और दृढ़निश्चयी होता है, और एक बार जुड़ जाए तो सहज ही नहीं छोड़ता। शास्त्र ऐसे व्यक्ति को संदेह और मन ही मन घुटने से बचने की सलाह देते हैं; शोध, उपचार या आत्म-अनुशासन की ओर मोड़ी जाए तो यही तीव्रता सच्ची शक्ति बन जाती है।',
  },
  dhanu: {
    en: 'With Dhanu as the janma rashi, the mind is ruled by Jupiter and is buoyed by faith, ideals and a sense of purpose. Such a person tends to be cheerful, frank and generous, drawn to learning, pilgrimage and open spaces. Restriction and pettiness weigh on this mind; it recovers its optimism through study, teaching and time in nature.',
    hi: 'धनु जन्म राशि होने पर मन का स्वामी गुरु होता है, और ऐसा मन आस्था, आदर्शों और उद्देश्य की भावना से उत्साहित रहता है। ऐसा व्यक्ति प्रायः प्रसन्नचित्त, स्पष्टवादी और उदार होता है, और विद्या, तीर्थयात्रा तथा खुले वातावरण की ओर आकर्षित होता है। बंधन और संकीर्णता इस मन पर बोझ बनती हैं; अध्ययन, अध्यापन और प्रकृति के बीच समय बिताने से इसका उत्साह लौट आता है।',
  },
  makara: {
    en: 'With Makara as the janma rashi, the mind is ruled by Saturn and tends to be serious, responsible and self-contained. Such a person often keeps feelings in check and shows care by fulfilling duties reliably rather than through words. Emotional warmth may take time to show; given trust and a clear role, this mind proves patient, practical and deeply dependable.',
    hi: 'मकर जन्म राशि होने पर मन का स्वामी शनि होता है, और ऐसा मन प्रायः गंभीर, ज़िम्मेदार और आत्मनिर्भर होता है। ऐसा व्यक्ति अक्सर भावनाओं को संयम में रखता है और अपनी परवाह शब्दों से अधिक कर्तव्यों को निष्ठा से निभाकर प्रकट करता है। भावनात्मक आत्मीयता प्रकट होने में समय ले सकती है; विश्वास और स्पष्ट भूमिका मिलने पर यह मन धैर्यवान, व्यावहारिक और अत्यंत भरोसेमंद सिद्ध होता है।',
  },
  kumbha: {
    en: 'With Kumbha as the janma rashi, the mind is ruled by Saturn but looks outward to friends, groups and ideas about how things could be better. Such a person is humane, original and fair-minded, yet may keep a certain emotional distance even from those close to them. Solitude refreshes this mind, and working for a shared cause gives it contentment.',
    hi: 'कुम्भ जन्म राशि होने पर मन का स्वामी शनि होता है, पर ऐसा मन मित्रों, समूहों और चीज़ों को बेहतर बनाने के विचारों की ओर देखता है। ऐसा व्यक्ति मानवीय, मौलिक और न्यायप्रिय होता है, फिर भी अपने निकटजनों से भी कुछ भावनात्मक दूरी बनाए रख सकता है। एकांत इस मन को ताज़गी देता है और किसी साझे उद्देश्य के लिए काम करने से इसे संतोष मिलता है।',
  },
  meena: {
    en: 'With Meena as the janma rashi, the mind is ruled by Jupiter and is gentle, intuitive and deeply sympathetic. Such a person feels the joys and sorrows of others almost as their own and is drawn to prayer, music and acts of kindness. Because this mind absorbs so much, it needs quiet time and clear boundaries to stay clear and strong.',
    hi: 'मीन जन्म राशि होने पर मन का स्वामी गुरु होता है, और ऐसा मन कोमल, अंतर्ज्ञानी और अत्यंत सहानुभूतिशील होता है। ऐसा व्यक्ति दूसरों के सुख-दुख को लगभग अपना ही मानकर अनुभव करता है और प्रार्थना, संगीत तथा परोपकार की ओर आकर्षित होता है। यह मन बहुत कुछ ग्रहण कर लेता है, इसलिए स्वच्छ और सशक्त बने रहने के लिए इसे शांत समय और स्पष्ट सीमाओं की आवश्यकता होती है।',
  },
};
