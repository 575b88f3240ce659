/**
 * The 27 birth-star (janma nakshatra) paragraphs, rule `KUNDLI.MOON_NAKSHATRA`: deity, symbol
 * and Vimshottari lord of each nakshatra and the temperament the tradition attaches to it,
 * paraphrased and softened where the old texts are blunt.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { NakshatraId } from '../../jyotish/core/zodiac.ts';

export const moonNakshatraTexts: Readonly<Record<NakshatraId, Bilingual>> = {
  ashwini: {
    en: 'Ashwini is presided over by the Ashvini Kumaras, the physicians of the gods, and its symbol is a horse\'s head; its lord is Ketu. Those born under it are traditionally quick, capable and pleasant in manner, with a gift for making a fresh start and for bringing relief to others. The tradition links this star with healing, speed and the courage to begin.',
    hi: 'अश्विनी नक्षत्र के देवता देवताओं के वैद्य अश्विनीकुमार हैं, इसका प्रतीक घोड़े का सिर है और इसका स्वामी केतु है। परंपरा के अनुसार इसमें जन्मे जातक फुर्तीले, कुशल और मधुर व्यवहार वाले होते हैं, जिनमें नई शुरुआत करने और दूसरों को राहत पहुँचाने की विशेष क्षमता होती है। यह नक्षत्र उपचार, गति और आरंभ करने के साहस से जुड़ा माना जाता है।',
  },
  bharani: {
    en: 'Bharani is ruled by Venus and presided over by Yama, the upholder of dharma; its symbol is the womb, the bearer of new life. Natives of this star are traditionally determined, truthful and able to carry heavy responsibilities without complaint. The star teaches restraint and a sense of measure, and it gives the strength to see difficult processes through to their end.',
    hi: 'भरणी नक्षत्र का स्वामी शुक्र है और इसके देवता धर्म के पालक यम हैं; इसका प्रतीक योनि है, जो नए जीवन को धारण करती है। परंपरा से इस नक्षत्र के जातक दृढ़निश्चयी, सत्यनिष्ठ और बिना शिकायत भारी ज़िम्मेदारियाँ उठाने वाले माने जाते हैं। यह नक्षत्र संयम और मर्यादा सिखाता है और कठिन कार्यों को अंत तक पहुँचाने की शक्ति देता है।',
  },
  krittika: {
    en: 'Krittika is ruled by the Sun and presided over by Agni, the sacred fire; its symbol is a blade or flame. Those born under it tend to be sharp, frank and purposeful, able to cut through confusion and to speak an unwelcome truth. The tradition also credits them with a good appetite and a name that becomes known, while advising warmth to temper the edge of their words.',
    hi: 'कृत्तिका नक्षत्र का स्वामी सूर्य है और इसके देवता पवित्र अग्नि हैं; इसका प्रतीक छुरा या अग्निशिखा है। इसमें जन्मे जातक प्रायः तीक्ष्ण बुद्धि, स्पष्टवादी और उद्देश्यपूर्ण होते हैं, जो उलझन को काटकर कड़वा सच भी कह सकते हैं। परंपरा इन्हें अच्छी पाचन-शक्ति और प्रसिद्धि पाने वाला भी मानती है, साथ ही सलाह देती है कि वाणी की धार को आत्मीयता से कोमल रखें।',
  },
  rohini: {
    en: 'Rohini, the Moon\'s favourite star, is ruled by the Moon and presided over by Prajapati (Brahma), the creator; its symbol is an ox-cart or chariot. The tradition describes those born under it as truthful, pleasant in speech, steady in mind and attractive in manner, with a love of beauty and growth. It is a fertile, creative nakshatra, well suited to arts, agriculture and anything that is patiently cultivated.',
    hi: 'रोहिणी चन्द्रमा का प्रिय नक्षत्र है; इसका स्वामी चन्द्रमा और देवता सृष्टिकर्ता प्रजापति (ब्रह्मा) हैं, तथा इसका प्रतीक बैलगाड़ी या रथ है। परंपरा इसमें जन्मे जातकों को सत्यवादी, मधुरभाषी, स्थिर चित्त और आकर्षक व्यवहार वाला बताती है, जिन्हें सौंदर्य और वृद्धि से प्रेम होता है। यह उर्वर और सृजनशील नक्षत्र है, जो कला, कृषि और धैर्य से विकसित की जाने वाली हर वस्तु के अनुकूल है।',
  },
  mrigashira: {
    en: 'Mrigashira is ruled by Mars and presided over by Soma; its symbol is the head of a deer. Those born under it are traditionally curious, gentle and always searching, good speakers with a quick and inquisitive mind. The deer\'s alertness can become restlessness or hesitation, so a clear aim helps this searching nature find what it seeks.',
    hi: 'मृगशिरा नक्षत्र का स्वामी मंगल है और इसके देवता सोम हैं; इसका प्रतीक हिरण का सिर है। परंपरा से इसमें जन्मे जातक जिज्ञासु, कोमल स्वभाव और सदा खोज में रहने वाले होते हैं, जिनकी बुद्धि तेज़ और प्रश्न करने वाली होती है तथा जो अच्छे वक्ता होते हैं। हिरण जैसी सतर्कता कभी-कभी बेचैनी या झिझक बन सकती है, इसलिए स्पष्ट लक्ष्य इस खोजी स्वभाव को उसकी मंज़िल तक पहुँचाता है।',
  },
  ardra: {
    en: 'Ardra is ruled by Rahu and presided over by Rudra, the storm; its symbol is a teardrop. Natives of this star often have a keen, probing intellect and pass through emotional storms that clear the air and bring renewal. The tradition warns of a sharp temper and self-interest, and points to research, technology and problem-solving as fields where this intensity becomes valuable.',
    hi: 'आर्द्रा नक्षत्र का स्वामी राहु है और इसके देवता तूफ़ान के अधिपति रुद्र हैं; इसका प्रतीक आँसू की बूँद है। इस नक्षत्र के जातकों की बुद्धि प्रायः पैनी और गहराई में उतरने वाली होती है, और वे ऐसे भावनात्मक तूफ़ानों से गुज़रते हैं जो वातावरण को स्वच्छ कर नवीनता लाते हैं। परंपरा तीखे क्रोध और स्वार्थ से सावधान करती है, तथा शोध, तकनीक और समस्या-समाधान को ऐसे क्षेत्र बताती है जहाँ यह तीव्रता मूल्यवान बनती है।',
  },
  punarvasu: {
    en: 'Punarvasu, "the return of the light", is ruled by Jupiter and presided over by Aditi, the boundless mother; its symbol is a quiver of arrows. Those born under it are traditionally patient, good-natured and content with little, with the ability to recover and begin again after setbacks. The star favours religious feeling, hospitality and a home that others like to return to.',
    hi: 'पुनर्वसु अर्थात् "प्रकाश का लौटना" — इस नक्षत्र का स्वामी गुरु है और इसकी देवी असीम माता अदिति हैं; इसका प्रतीक तीरों से भरा तरकश है। परंपरा से इसमें जन्मे जातक धैर्यवान, सरल स्वभाव और थोड़े में संतुष्ट रहने वाले होते हैं, जो असफलता के बाद फिर से उठकर आरंभ कर सकते हैं। यह नक्षत्र धार्मिक भावना, अतिथि-सत्कार और ऐसे घर का सूचक है जहाँ लोग लौटकर आना चाहें।',
  },
  pushya: {
    en: 'Pushya is ruled by Saturn and presided over by Brihaspati, the teacher of the gods; its symbol is the udder of a cow, the giver of nourishment. It is counted among the most auspicious nakshatras, and those born under it are traditionally self-controlled, learned, generous and respected. They tend to nourish others through counsel and steady support, and they value tradition and duty.',
    hi: 'पुष्य नक्षत्र का स्वामी शनि है और इसके देवता देवगुरु बृहस्पति हैं; इसका प्रतीक गाय का थन है, जो पोषण का दाता है। इसे सबसे शुभ नक्षत्रों में गिना जाता है, और परंपरा से इसमें जन्मे जातक संयमी, विद्वान, उदार और सम्मानित होते हैं। वे सलाह और स्थिर सहयोग से दूसरों का पोषण करते हैं तथा परंपरा और कर्तव्य को महत्व देते हैं।',
  },
  ashlesha: {
    en: 'Ashlesha is ruled by Mercury and presided over by the Nagas, the serpent deities; its symbol is a coiled serpent. Natives of this star are traditionally shrewd, perceptive and hard to deceive, with a penetrating mind and a strong instinct for self-protection. The classical texts caution against secrecy and cunning; used well, this insight suits medicine, psychology, strategy and occult study.',
    hi: 'आश्लेषा नक्षत्र का स्वामी बुध है और इसके देवता नाग हैं; इसका प्रतीक कुंडली मारे सर्प है। परंपरा से इस नक्षत्र के जातक चतुर, सूक्ष्मदर्शी और कठिनाई से धोखा खाने वाले होते हैं, जिनकी बुद्धि भेदक और आत्मरक्षा की प्रवृत्ति प्रबल होती है। शास्त्र गोपनीयता और छल से सावधान करते हैं; सही दिशा में यही अंतर्दृष्टि चिकित्सा, मनोविज्ञान, रणनीति और गूढ़ विद्याओं के अनुकूल है।',
  },
  magha: {
    en: 'Magha is ruled by Ketu and presided over by the Pitris, the ancestors; its symbol is a royal throne. Those born under it are traditionally dignified, enterprising and respectful towards elders and gods, often with a sense of lineage and a wish to uphold it. The star is associated with authority, inherited standing and the resources to support many people.',
    hi: 'मघा नक्षत्र का स्वामी केतु है और इसके देवता पितर (पूर्वज) हैं; इसका प्रतीक राजसिंहासन है। परंपरा से इसमें जन्मे जातक गरिमामय, उद्यमी और बड़ों व देवताओं के प्रति श्रद्धावान होते हैं, जिनमें प्रायः अपनी वंश-परंपरा का बोध और उसे निभाने की इच्छा रहती है। यह नक्षत्र अधिकार, पैतृक प्रतिष्ठा और अनेक लोगों का भरण-पोषण करने के साधनों से जुड़ा है।',
  },
  'purva-phalguni': {
    en: 'Purva Phalguni is ruled by Venus and presided over by Bhaga, the giver of shares and enjoyment; its symbol is the front legs of a couch. Natives of this star are traditionally sweet-spoken, generous and fond of travel, pleasure and the arts. It is a star of rest after effort, of courtship and creativity, and it gives charm that wins friends easily.',
    hi: 'पूर्वा फाल्गुनी नक्षत्र का स्वामी शुक्र है और इसके देवता सुख और भाग के दाता भग हैं; इसका प्रतीक पलंग के आगे के पाये हैं। परंपरा से इस नक्षत्र के जातक मधुरभाषी, उदार और यात्रा, आनंद तथा कलाओं के प्रेमी होते हैं। यह परिश्रम के बाद विश्राम, प्रेम-संबंध और सृजनशीलता का नक्षत्र है, जो ऐसा आकर्षण देता है जिससे सहज ही मित्र बनते हैं।',
  },
  'uttara-phalguni': {
    en: 'Uttara Phalguni is ruled by the Sun and presided over by Aryaman, the god of contracts and friendship; its symbol is the back legs of a couch. Those born under it are traditionally popular, dependable and able to earn by their own effort, keeping their word in agreements and partnerships. The star favours patronage, marriage and lasting alliances built on trust.',
    hi: 'उत्तरा फाल्गुनी नक्षत्र का स्वामी सूर्य है और इसके देवता अनुबंध और मैत्री के अधिपति अर्यमा हैं; इसका प्रतीक पलंग के पीछे के पाये हैं। परंपरा से इसमें जन्मे जातक लोकप्रिय, विश्वसनीय और अपने परिश्रम से धन अर्जित करने वाले होते हैं, जो समझौतों और साझेदारियों में अपना वचन निभाते हैं। यह नक्षत्र संरक्षण, विवाह और विश्वास पर टिके स्थायी संबंधों के अनुकूल है।',
  },
  hasta: {
    en: 'Hasta is ruled by the Moon and presided over by Savitr, the inspiring Sun; its symbol is the open hand. Natives of this star are traditionally enterprising, quick-witted and skilled with their hands, at home in crafts, healing touch, writing or trade. The tradition asks them to keep their cleverness honest, and it credits them with resourcefulness in any practical task.',
    hi: 'हस्त नक्षत्र का स्वामी चन्द्रमा है और इसके देवता प्रेरणा देने वाले सविता (सूर्य) हैं; इसका प्रतीक खुली हथेली है। परंपरा से इस नक्षत्र के जातक उद्यमी, प्रत्युत्पन्नमति और हाथ के काम में निपुण होते हैं, जो शिल्प, स्पर्श-चिकित्सा, लेखन या व्यापार में सहज रहते हैं। परंपरा इन्हें अपनी चतुराई को ईमानदार बनाए रखने की सलाह देती है और हर व्यावहारिक कार्य में इनकी सूझ-बूझ की प्रशंसा करती है।',
  },
  chitra: {
    en: 'Chitra is ruled by Mars and presided over by Tvashtr (Vishvakarma), the divine architect; its symbol is a bright jewel. Those born under it are traditionally attractive, well-dressed and gifted in design, craftsmanship and the visual arts. They like to shape the world around them into something beautiful and well made, and they take pride in their work.',
    hi: 'चित्रा नक्षत्र का स्वामी मंगल है और इसके देवता दिव्य शिल्पी त्वष्टा (विश्वकर्मा) हैं; इसका प्रतीक चमकता रत्न है। परंपरा से इसमें जन्मे जातक आकर्षक, सुरुचिपूर्ण वस्त्र धारण करने वाले और रूप-रचना, शिल्प तथा दृश्य कलाओं में प्रतिभाशाली होते हैं। वे अपने आसपास की दुनिया को सुंदर और सुगढ़ रूप देना चाहते हैं और अपने काम पर गर्व करते हैं।',
  },
  swati: {
    en: 'Swati is ruled by Rahu and presided over by Vayu, the wind; its symbol is a young shoot swaying in the breeze. Natives of this star are traditionally courteous, kind-hearted and independent, with an aptitude for trade and for moving freely between people and places. Like the shoot that bends without breaking, they adapt well, though they may need time to settle on one course.',
    hi: 'स्वाती नक्षत्र का स्वामी राहु है और इसके देवता वायु हैं; इसका प्रतीक हवा में लहराता कोमल अंकुर है। परंपरा से इस नक्षत्र के जातक शिष्ट, दयालु और स्वतंत्र स्वभाव के होते हैं, जिनमें व्यापार की योग्यता और लोगों व स्थानों के बीच सहजता से आने-जाने की क्षमता होती है। झुककर भी न टूटने वाले अंकुर की तरह ये परिस्थितियों में अच्छी तरह ढल जाते हैं, यद्यपि किसी एक मार्ग पर स्थिर होने में इन्हें समय लग सकता है।',
  },
  vishakha: {
    en: 'Vishakha is ruled by Jupiter and presided over by Indra and Agni together; its symbol is a triumphal arch. Those born under it are traditionally ambitious, eloquent and intent on their goals, able to work single-mindedly towards a prize. The tradition cautions against rivalry and envy, and praises the persistence that finally brings what was aimed at.',
    hi: 'विशाखा नक्षत्र का स्वामी गुरु है और इसके देवता इन्द्र और अग्नि संयुक्त रूप से हैं; इसका प्रतीक विजय-तोरण है। परंपरा से इसमें जन्मे जातक महत्त्वाकांक्षी, वाक्पटु और अपने लक्ष्य पर दृष्टि रखने वाले होते हैं, जो एकाग्र होकर अपने ध्येय की ओर बढ़ सकते हैं। परंपरा प्रतिद्वंद्विता और ईर्ष्या से सावधान करती है और उस लगन की प्रशंसा करती है जो अंततः इच्छित फल दिलाती है।',
  },
  anuradha: {
    en: 'Anuradha is ruled by Saturn and presided over by Mitra, the god of friendship and agreements; its symbol is a lotus. Natives of this star are traditionally devoted, organising and able to lead groups, and they often do well away from their place of birth. Friendship and loyalty are central to their lives, and they can flourish in difficult conditions as the lotus does in muddy water.',
    hi: 'अनुराधा नक्षत्र का स्वामी शनि है और इसके देवता मैत्री और समझौतों के अधिपति मित्र हैं; इसका प्रतीक कमल है। परंपरा से इस नक्षत्र के जातक निष्ठावान, संगठन-कुशल और समूहों का नेतृत्व करने में समर्थ होते हैं, और प्रायः जन्मस्थान से दूर अच्छी उन्नति करते हैं। मित्रता और निष्ठा इनके जीवन के केंद्र में रहती है, और जैसे कमल कीचड़ में खिलता है वैसे ही ये कठिन परिस्थितियों में भी फल-फूल सकते हैं।',
  },
  jyeshtha: {
    en: 'Jyeshtha, "the eldest", is ruled by Mercury and presided over by Indra, king of the gods; its symbol is a round earring or umbrella. Those born under it tend to take on the responsibilities of a senior, protecting others and carrying authority early. The tradition describes them as contented and charitable, with few but chosen friends, and advises patience with a quick temper.',
    hi: 'ज्येष्ठा अर्थात् "सबसे बड़ा" — इस नक्षत्र का स्वामी बुध है और इसके देवता देवराज इन्द्र हैं; इसका प्रतीक कुंडल या छत्र है। इसमें जन्मे जातक प्रायः बड़ों जैसी ज़िम्मेदारियाँ उठाते हैं, दूसरों की रक्षा करते हैं और कम आयु में ही अधिकार सँभालते हैं। परंपरा इन्हें संतोषी और दानशील बताती है, जिनके मित्र कम पर चुने हुए होते हैं, और जल्दी आने वाले क्रोध पर धैर्य रखने की सलाह देती है।',
  },
  mula: {
    en: 'Mula, "the root", is ruled by Ketu and presided over by Nirriti, the power of dissolution; its symbol is a bunch of roots. Natives of this star want to get to the root of things, which gives a talent for research, philosophy and fundamental questions. The tradition describes them as steady and self-respecting, and notes that the star brings periods of uprooting that clear the ground for new growth.',
    hi: 'मूल अर्थात् "जड़" — इस नक्षत्र का स्वामी केतु है और इसकी देवी विघटन की शक्ति निर्ऋति हैं; इसका प्रतीक जड़ों का गुच्छा है। इस नक्षत्र के जातक हर बात की जड़ तक पहुँचना चाहते हैं, जिससे शोध, दर्शन और मूलभूत प्रश्नों में इनकी विशेष प्रतिभा होती है। परंपरा इन्हें स्थिर और स्वाभिमानी बताती है, और कहती है कि यह नक्षत्र ऐसे उखाड़ने वाले दौर लाता है जो नई वृद्धि के लिए भूमि तैयार करते हैं।',
  },
  'purva-ashadha': {
    en: 'Purva Ashadha, "the invincible", is ruled by Venus and presided over by Apas, the waters; its symbol is a winnowing fan. Those born under it are traditionally proud, persuasive and hard to defeat, loyal as friends and fortunate in their partners. The star gives a purifying, renewing energy and the confidence to take on large undertakings.',
    hi: 'पूर्वाषाढ़ा अर्थात् "अपराजित" — इस नक्षत्र का स्वामी शुक्र है और इसके देवता जल (आपः) हैं; इसका प्रतीक सूप (अनाज फटकने का पंखा) है। परंपरा से इसमें जन्मे जातक स्वाभिमानी, प्रभावशाली वक्ता और कठिनाई से पराजित होने वाले होते हैं, जो मित्रता निभाते हैं और जीवनसाथी के विषय में भाग्यशाली होते हैं। यह नक्षत्र शुद्ध करने वाली, नवीनता लाने वाली ऊर्जा और बड़े कार्य हाथ में लेने का आत्मविश्वास देता है।',
  },
  'uttara-ashadha': {
    en: 'Uttara Ashadha, "the later invincible", is ruled by the Sun and presided over by the Vishvedevas, the universal gods; its symbol is an elephant\'s tusk. Natives of this star are traditionally principled, grateful and well liked, with many friends and a strong sense of right conduct. Their victories tend to come late but to last, because they are built on integrity.',
    hi: 'उत्तराषाढ़ा अर्थात् "उत्तरवर्ती अपराजित" — इस नक्षत्र का स्वामी सूर्य है और इसके देवता विश्वेदेव हैं; इसका प्रतीक हाथी का दाँत है। परंपरा से इस नक्षत्र के जातक सिद्धांतनिष्ठ, कृतज्ञ और लोकप्रिय होते हैं, जिनके अनेक मित्र होते हैं और जिनमें उचित आचरण का दृढ़ बोध होता है। इनकी विजय प्रायः देर से आती है पर टिकाऊ होती है, क्योंकि वह ईमानदारी की नींव पर खड़ी होती है।',
  },
  shravana: {
    en: 'Shravana, "hearing", is ruled by the Moon and presided over by Vishnu; its symbol is an ear or three footprints. Those born under it are traditionally learned, attentive listeners who gain knowledge and reputation through what they hear and pass on. The star favours teaching, counselling and the preservation of tradition, and it is associated with a generous, well-provided life.',
    hi: 'श्रवण अर्थात् "सुनना" — इस नक्षत्र का स्वामी चन्द्रमा है और इसके देवता विष्णु हैं; इसका प्रतीक कान या तीन पदचिह्न हैं। परंपरा से इसमें जन्मे जातक विद्वान और ध्यान से सुनने वाले होते हैं, जो सुने और आगे बाँटे गए ज्ञान से विद्या और प्रतिष्ठा पाते हैं। यह नक्षत्र अध्यापन, परामर्श और परंपरा के संरक्षण के अनुकूल है और उदार, साधन-संपन्न जीवन से जुड़ा माना जाता है।',
  },
  dhanishtha: {
    en: 'Dhanishtha, "the wealthiest", is ruled by Mars and presided over by the eight Vasus, deities of abundance; its symbol is a drum. Natives of this star are traditionally generous, brave and fond of music and rhythm, with a knack for gathering resources. They often do well in groups and public life, and the tradition associates the star with prosperity earned through energetic effort.',
    hi: 'धनिष्ठा अर्थात् "सबसे धनवान" — इस नक्षत्र का स्वामी मंगल है और इसके देवता समृद्धि के अधिपति आठ वसु हैं; इसका प्रतीक मृदंग (ढोल) है। परंपरा से इस नक्षत्र के जातक उदार, साहसी और संगीत व लय के प्रेमी होते हैं, जिनमें साधन जुटाने की विशेष सूझ होती है। वे प्रायः समूहों और सार्वजनिक जीवन में अच्छा करते हैं, और परंपरा इस नक्षत्र को ऊर्जावान परिश्रम से अर्जित समृद्धि से जोड़ती है।',
  },
  shatabhisha: {
    en: 'Shatabhisha, "a hundred physicians", is ruled by Rahu and presided over by Varuna, lord of the cosmic waters and of moral order; its symbol is an empty circle. Those born under it are traditionally truthful, independent and reserved, with an interest in healing, science and hidden or subtle subjects. They may prefer solitude to crowds and tend to follow their own principles firmly.',
    hi: 'शतभिषा अर्थात् "सौ वैद्य" — इस नक्षत्र का स्वामी राहु है और इसके देवता ब्रह्मांडीय जल और नैतिक व्यवस्था के अधिपति वरुण हैं; इसका प्रतीक खाली वृत्त है। परंपरा से इसमें जन्मे जातक सत्यप्रिय, स्वतंत्र और संकोची होते हैं, जिनकी रुचि उपचार, विज्ञान और सूक्ष्म या गूढ़ विषयों में होती है। वे भीड़ से अधिक एकांत पसंद कर सकते हैं और अपने सिद्धांतों का दृढ़ता से पालन करते हैं।',
  },
  'purva-bhadrapada': {
    en: 'Purva Bhadrapada is ruled by Jupiter and presided over by Aja Ekapada, the one-footed goat, a fiery form of Rudra; its symbol is a sword or the front of a funeral cot. Natives of this star are traditionally intense, idealistic and eloquent, capable of austerity and of strong conviction. The tradition notes that they earn through effort and can be sharp in argument, and it points them towards causes larger than themselves.',
    hi: 'पूर्वा भाद्रपद नक्षत्र का स्वामी गुरु है और इसके देवता रुद्र का उग्र रूप अज एकपाद हैं; इसका प्रतीक तलवार या अर्थी का अगला भाग है। परंपरा से इस नक्षत्र के जातक तीव्र, आदर्शवादी और ओजस्वी वक्ता होते हैं, जिनमें तप करने और दृढ़ विश्वास रखने की क्षमता होती है। परंपरा कहती है कि वे परिश्रम से धन कमाते हैं और वाद-विवाद में तीखे हो सकते हैं, तथा उन्हें स्वयं से बड़े उद्देश्यों की ओर प्रेरित करती है।',
  },
  'uttara-bhadrapada': {
    en: 'Uttara Bhadrapada is ruled by Saturn and presided over by Ahir Budhnya, the serpent of the deep; its symbol is the back legs of a funeral cot. Those born under it are traditionally wise, restrained and charitable, good speakers who keep their composure in trying times. The star gives depth, patience and a steady inner life, and it is associated with victory over adversaries through calm endurance.',
    hi: 'उत्तरा भाद्रपद नक्षत्र का स्वामी शनि है और इसके देवता गहरे जल के नाग अहिर्बुध्न्य हैं; इसका प्रतीक अर्थी के पीछे के पाये हैं। परंपरा से इसमें जन्मे जातक ज्ञानी, संयमी और दानशील होते हैं, अच्छे वक्ता होते हैं और कठिन समय में भी धैर्य नहीं खोते। यह नक्षत्र गहराई, धैर्य और स्थिर आंतरिक जीवन देता है, तथा शांत सहनशीलता से विरोधियों पर विजय से जुड़ा माना जाता है।',
  },
  revati: {
    en: 'Revati, the last nakshatra, is ruled by Mercury and presided over by Pushan, the nourisher and protector of travellers; its symbol is a fish or a drum. Natives of this star are traditionally gentle, pure-minded, well liked and generous, with a caring instinct towards the weak and the lost. The star completes the zodiac and is associated with safe journeys, prosperity and a compassionate outlook.',
    hi: 'रेवती अंतिम नक्षत्र है; इसका स्वामी बुध है और इसके देवता पोषण करने वाले तथा यात्रियों के रक्षक पूषा हैं; इसका प्रतीक मछली या मृदंग है। परंपरा से इस नक्षत्र के जातक कोमल, निर्मल मन वाले, लोकप्रिय और उदार होते हैं, जिनमें निर्बलों और भटके हुओं की देखभाल की स्वाभाविक प्रवृत्ति होती है। यह नक्षत्र राशिचक्र को पूर्ण करता है और सुरक्षित यात्रा, समृद्धि तथा करुणामय दृष्टि से जुड़ा माना जाता है।',
  },
};
