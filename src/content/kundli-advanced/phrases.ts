/**
 * Phrases the reading sections are built from, keyed by sign, house, graha and dignity ids.
 * Each is a fragment that the section templates (sections.ts) place inside a sentence; the
 * Hindi fragments agree with the nouns they are placed after (masculine स्वर, feminine दृष्टि).
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { Dignity } from '../../jyotish/chart/dignity.ts';
import type { GrahaId, RashiId, SevenGrahaId } from '../../jyotish/core/zodiac.ts';

/** The tone a sign gives to the matters of the house it holds ("a tone that is …"). */
export const signTone: Record<RashiId, Bilingual> = {
  mesha: { en: 'direct and quick to start, with little patience for delay', hi: 'सीधा और शीघ्र आरम्भ करने वाला, देरी के प्रति कम धैर्य वाला' },
  vrishabha: { en: 'steady and practical, valuing comfort and what lasts', hi: 'स्थिर और व्यावहारिक, सुख-सुविधा और टिकाऊ चीज़ों को महत्व देने वाला' },
  mithuna: { en: 'curious and versatile, moving through ideas and conversation', hi: 'जिज्ञासु और बहुमुखी, विचारों और बातचीत के सहारे आगे बढ़ने वाला' },
  karka: { en: 'protective and feeling, tied closely to home and belonging', hi: 'संरक्षक और भावनाशील, घर और अपनेपन से गहराई से जुड़ा' },
  simha: { en: 'warm and dignified, seeking recognition and wanting to lead', hi: 'उदार और गरिमामय, पहचान चाहने वाला और नेतृत्व का इच्छुक' },
  kanya: { en: 'careful and analytical, attentive to detail and usefulness', hi: 'सावधान और विश्लेषणशील, बारीकियों और उपयोगिता पर ध्यान देने वाला' },
  tula: { en: 'balanced and sociable, weighing fairness and harmony', hi: 'संतुलित और मिलनसार, न्याय और सामंजस्य को तौलने वाला' },
  vrishchika: { en: 'intense and private, probing beneath the surface', hi: 'गहन और निजी, सतह के नीचे तक खोजने वाला' },
  dhanu: { en: 'expansive and principled, looking for meaning and wider horizons', hi: 'विस्तारशील और सिद्धान्तप्रिय, अर्थ और व्यापक क्षितिज की खोज करने वाला' },
  makara: { en: 'disciplined and patient, building slowly towards long goals', hi: 'अनुशासित और धैर्यवान, लम्बे लक्ष्यों की ओर धीरे-धीरे निर्माण करने वाला' },
  kumbha: { en: 'independent and forward-looking, oriented to groups and causes', hi: 'स्वतन्त्र और दूरदर्शी, समूहों और उद्देश्यों की ओर उन्मुख' },
  meena: { en: 'receptive and imaginative, guided by sympathy and faith', hi: 'ग्रहणशील और कल्पनाशील, सहानुभूति और आस्था से प्रेरित' },
};

/** What a house lord's placement in house n (1–12, index n − 1) links the topic to. */
export const lordPlacement: readonly Bilingual[] = [
  { en: 'ties these matters to the person\'s own initiative and body, so they are shaped by direct personal effort', hi: 'इन विषयों को व्यक्ति की अपनी पहल और शरीर से जोड़ता है, इसलिए ये सीधे व्यक्तिगत प्रयास से आकार लेते हैं' },
  { en: 'links these matters to family, savings and speech', hi: 'इन विषयों को परिवार, संचय और वाणी से जोड़ता है' },
  { en: 'links these matters to effort, courage, short journeys and communication, so results grow with initiative', hi: 'इन विषयों को परिश्रम, साहस, छोटी यात्राओं और संवाद से जोड़ता है, इसलिए पहल के साथ परिणाम बढ़ते हैं' },
  { en: 'links these matters to home, mother, property and inner ease', hi: 'इन विषयों को घर, माता, संपत्ति और मन की शान्ति से जोड़ता है' },
  { en: 'links these matters to learning, children and sound judgement, a trinal placement the tradition counts as favourable', hi: 'इन विषयों को विद्या, संतान और विवेक से जोड़ता है; त्रिकोण की यह स्थिति परम्परा में शुभ मानी जाती है' },
  { en: 'links these matters to work routines, service, health habits and competition, so they tend to involve effort against obstacles', hi: 'इन विषयों को काम की दिनचर्या, सेवा, स्वास्थ्य की आदतों और प्रतिस्पर्धा से जोड़ता है, इसलिए इनमें बाधाओं के विरुद्ध प्रयास शामिल रहता है' },
  { en: 'links these matters to partners, agreements and the public, so much of it unfolds through others', hi: 'इन विषयों को जीवनसाथी, समझौतों और जनसम्पर्क से जोड़ता है, इसलिए बहुत कुछ दूसरों के माध्यम से घटित होता है' },
  { en: 'links these matters to the 8th house of change, shared resources and what is hidden, so progress can come in irregular turns', hi: 'इन विषयों को परिवर्तन, साझा संसाधनों और गूढ़ बातों के अष्टम भाव से जोड़ता है, इसलिए प्रगति अनियमित मोड़ों से आ सकती है' },
  { en: 'links these matters to fortune, teachers, higher learning and dharma, a trinal placement the tradition counts as favourable', hi: 'इन विषयों को भाग्य, गुरुजन, उच्च शिक्षा और धर्म से जोड़ता है; त्रिकोण की यह स्थिति परम्परा में शुभ मानी जाती है' },
  { en: 'links these matters to career, status and public duties', hi: 'इन विषयों को करियर, प्रतिष्ठा और सार्वजनिक दायित्वों से जोड़ता है' },
  { en: 'links these matters to gains, networks and the fulfilment of wishes', hi: 'इन विषयों को लाभ, सम्पर्कों और इच्छाओं की पूर्ति से जोड़ता है' },
  { en: 'links these matters to the 12th house of expenditure, distance and retreat, so they may call for letting go or involve places far from home', hi: 'इन विषयों को व्यय, दूरी और एकान्त के द्वादश भाव से जोड़ता है, इसलिए इनमें त्याग या घर से दूर के स्थानों की भूमिका हो सकती है' },
];

/** What the house lord's dignity means for its results; `{lord}` is filled in. */
export const lordDignity: Record<Dignity, Bilingual> = {
  exalted: {
    en: '{lord} is exalted there, the strongest dignity a graha can hold, which gives it ample means to deliver this house\'s results.',
    hi: 'वहाँ {lord} उच्च का है, जो किसी ग्रह की सबसे बलवान स्थिति है; इससे वह इस भाव के फल देने में पूरी तरह सक्षम रहता है।',
  },
  moolatrikona: {
    en: '{lord} is in its moolatrikona sign, a position of steady strength.',
    hi: '{lord} अपनी मूलत्रिकोण राशि में है, जो स्थिर बल की स्थिति है।',
  },
  own: {
    en: '{lord} is in its own sign, at ease and able to act freely.',
    hi: '{lord} अपनी ही राशि में है, सहज और स्वतन्त्र रूप से कार्य करने योग्य।',
  },
  friend: {
    en: '{lord} stands in a friend\'s sign, which supports it.',
    hi: '{lord} मित्र की राशि में है, जिससे उसे सहारा मिलता है।',
  },
  neutral: {
    en: '{lord} stands in a neutral sign, neither helped nor hindered by its host.',
    hi: '{lord} सम राशि में है; राशि स्वामी से उसे न विशेष सहायता मिलती है, न बाधा।',
  },
  enemy: {
    en: '{lord} stands in an enemy\'s sign, so its results may come with some strain.',
    hi: '{lord} शत्रु की राशि में है, इसलिए इसके फल कुछ खिंचाव के साथ आ सकते हैं।',
  },
  debilitated: {
    en: '{lord} is debilitated there, its weakest dignity; its results tend to need more effort and patience, and other factors in the chart can still lift it.',
    hi: 'वहाँ {lord} नीच का है, जो उसकी सबसे निर्बल स्थिति है; इसके फलों के लिए अधिक प्रयास और धैर्य चाहिए, और कुण्डली के अन्य कारक इसे सहारा भी दे सकते हैं।',
  },
};

export const lordCombust: Bilingual = {
  en: '{lord} is also close to the Sun (combust), which can make its significations less visible or harder to assert.',
  hi: 'सूर्य के निकट होने से {lord} अस्त भी है, जिससे इसके कारकत्व कम प्रकट या कठिनाई से व्यक्त हो सकते हैं।',
};

export const lordRetrograde: Bilingual = {
  en: '{lord} is retrograde, often read as results that return for review or arrive after some delay.',
  hi: '{lord} वक्री है, जिसे प्रायः ऐसे फलों के रूप में पढ़ा जाता है जो पुनर्विचार के साथ या कुछ देर से आते हैं।',
};

/** What a graha standing in a house brings to its matters. */
export const occupantEffect: Record<GrahaId, Bilingual> = {
  sun: { en: 'brings authority, visibility and a need for self-respect to these matters', hi: 'इन विषयों में अधिकार, प्रत्यक्षता और आत्मसम्मान की आवश्यकता लाता है' },
  moon: { en: 'makes these matters responsive to feeling and to changing circumstances', hi: 'इन विषयों को भावनाओं और बदलती परिस्थितियों के प्रति संवेदनशील बनाता है' },
  mars: { en: 'adds drive, courage and a readiness to compete, with some risk of haste or friction', hi: 'इनमें ऊर्जा, साहस और प्रतिस्पर्धा की तत्परता जोड़ता है, साथ में जल्दबाज़ी या टकराव की कुछ आशंका भी' },
  mercury: { en: 'adds intelligence, communication and adaptability', hi: 'इनमें बुद्धि, संवाद और अनुकूलनशीलता जोड़ता है' },
  jupiter: { en: 'adds wisdom, growth and a protective, generous tone', hi: 'इनमें ज्ञान, वृद्धि और संरक्षक, उदार स्वर जोड़ता है' },
  venus: { en: 'adds grace, comfort and a talent for harmony and enjoyment', hi: 'इनमें सौम्यता, सुख-सुविधा और सामंजस्य व आनन्द की प्रतिभा जोड़ता है' },
  saturn: { en: 'brings patience, duty and slow but lasting results, sometimes after delays', hi: 'धैर्य, कर्तव्य और धीमे पर टिकाऊ परिणाम लाता है, कभी-कभी विलम्ब के बाद' },
  rahu: { en: 'brings ambition and unconventional desires that can enlarge these matters or unsettle them', hi: 'महत्वाकांक्षा और लीक से हटकर इच्छाएँ लाता है, जो इन विषयों को बढ़ा भी सकती हैं और अस्थिर भी कर सकती हैं' },
  ketu: { en: 'brings detachment and an inward focus, loosening attachment to these matters', hi: 'वैराग्य और अन्तर्मुखता लाता है, जिससे इन विषयों के प्रति आसक्ति ढीली पड़ती है' },
};

/** What a graha's full aspect does to a house (Hindi agrees with the feminine दृष्टि). */
export const aspectEffect: Record<SevenGrahaId, Bilingual> = {
  sun: { en: 'lends authority but also pressure', hi: 'अधिकार देती है, पर दबाव भी' },
  moon: { en: 'brings feeling and fluctuation', hi: 'भावना और उतार-चढ़ाव लाती है' },
  mars: { en: 'brings energy and a tendency to conflict', hi: 'ऊर्जा और टकराव की प्रवृत्ति लाती है' },
  mercury: { en: 'brings thought, trade and exchange', hi: 'विचार, व्यापार और आदान-प्रदान लाती है' },
  jupiter: { en: 'protects and widens, the aspect the tradition values most', hi: 'संरक्षण और विस्तार देती है; परम्परा में इसे सबसे शुभ दृष्टि माना जाता है' },
  venus: { en: 'brings ease, attraction and refinement', hi: 'सहजता, आकर्षण और परिष्कार लाती है' },
  saturn: { en: 'asks for patience and structure and can slow things down', hi: 'धैर्य और अनुशासन माँगती है और गति को धीमा कर सकती है' },
};
