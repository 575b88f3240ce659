/** Texts of the Malika yogas, the Dhana yogas of BPHS ch. 41 and B. V. Raman's combinations. */
import { grahaName } from '../names.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import { houseOrdinal } from '../insights/words.ts';
import { text, type YogaText } from './text.ts';

const malika: [string, string, string][] = [
  ['lagna', 'Lagna', 'लग्न'], ['dhana', 'Dhana', 'धन'], ['vikrama', 'Vikrama', 'विक्रम'], ['sukha', 'Sukha', 'सुख'],
  ['putra', 'Putra', 'पुत्र'], ['shatru', 'Shatru', 'शत्रु'], ['kalatra', 'Kalatra', 'कलत्र'], ['randhra', 'Randhra', 'रन्ध्र'],
  ['bhagya', 'Bhagya', 'भाग्य'], ['karma', 'Karma', 'कर्म'], ['labha', 'Labha', 'लाभ'], ['vyaya', 'Vyaya', 'व्यय'],
];

function malikaText(i: number): [string, YogaText] {
  const [id, en, hi] = malika[i];
  const first = houseOrdinal(i + 1);
  const last = houseOrdinal(((i + 6) % 12) + 1);
  return [`${id}-malika`, text(`${en} Malika yoga`, `${hi} मालिका योग`,
    `the seven grahas from the Sun to Saturn occupy the seven houses from the ${first.en} to the ${last.en}, one in each`,
    `सूर्य से शनि तक सातों ग्रह ${first.hi} से ${last.hi} भाव तक के सात भावों में, प्रत्येक में एक, हों`,
    `A garland of grahas beginning with the ${first.en} house; Phaladeepika reads it through the house where the garland begins.`,
    `${first.hi} भाव से आरंभ होने वाली ग्रहों की माला; फलदीपिका इसे उस भाव के अनुसार पढ़ती है जहाँ से माला आरंभ होती है।`)];
}

const g = (id: GrahaId) => grahaName(id);
const list = (ids: GrahaId[], joinEn: string, joinHi: string) => ({
  en: ids.map((x) => g(x).en).join(joinEn), hi: ids.map((x) => g(x).hi).join(joinHi),
});

function dhanaFifth(n: number, planet: GrahaId, partners: GrahaId[]): [string, YogaText] {
  const p = g(planet);
  const q = list(partners, ' and ', ' और ');
  return [`dhana-${n}`, text(`Dhana yoga (BPHS 41, Raman no. ${n})`, `धन योग (बृहत् पाराशर होरा शास्त्र 41, रमन क्र. ${n})`,
    `the 5th house is a sign of ${p.en}, ${p.en} is there, and ${q.en} ${partners.length > 1 ? 'are' : 'is'} in the 11th`,
    `पाँचवाँ भाव ${p.hi} की राशि हो, ${p.hi} वहीं हो, और ${q.hi} ग्यारहवें भाव में ${partners.length > 1 ? 'हों' : 'हो'}`,
    'One of the wealth combinations of BPHS 41, linking the house of merit with the house of gains.',
    'बृहत् पाराशर होरा शास्त्र अध्याय 41 के धन योगों में से एक, जो पुण्य के भाव को लाभ के भाव से जोड़ता है।')];
}

function dhanaLagna(n: number, planet: GrahaId, signEn: string, signHi: string, partners: GrahaId[]): [string, YogaText] {
  const p = g(planet);
  const q = list(partners, ' and ', ' और ');
  return [`dhana-${n}`, text(`Dhana yoga (BPHS 41, Raman no. ${n})`, `धन योग (बृहत् पाराशर होरा शास्त्र 41, रमन क्र. ${n})`,
    `${p.en} is in the lagna in ${signEn} and is joined or aspected by ${q.en}`,
    `${p.hi} लग्न में ${signHi} राशि में हो और ${q.hi} उससे युत हों या उसे देखें`,
    'One of the wealth combinations of BPHS 41, built on a strong graha in the lagna.',
    'बृहत् पाराशर होरा शास्त्र अध्याय 41 के धन योगों में से एक, जो लग्न में बलवान ग्रह पर आधारित है।')];
}

export const moreTexts: Record<string, YogaText> = {
  ...Object.fromEntries(malika.map((_, i) => malikaText(i))),
  ...Object.fromEntries([
    dhanaFifth(118, 'venus', ['saturn']),
    dhanaFifth(119, 'mercury', ['moon', 'mars']),
    dhanaFifth(120, 'saturn', ['mercury', 'mars']),
    dhanaFifth(121, 'sun', ['jupiter', 'moon']),
    dhanaFifth(122, 'jupiter', ['mars', 'moon']),
    dhanaLagna(123, 'sun', 'Leo', 'सिंह', ['mars', 'jupiter']),
    dhanaLagna(124, 'moon', 'Cancer', 'कर्क', ['jupiter', 'mars']),
    dhanaLagna(125, 'mars', 'Aries or Scorpio', 'मेष या वृश्चिक', ['moon', 'venus', 'saturn']),
    dhanaLagna(126, 'mercury', 'Gemini or Virgo', 'मिथुन या कन्या', ['saturn', 'venus']),
    dhanaLagna(127, 'jupiter', 'Sagittarius or Pisces', 'धनु या मीन', ['mercury', 'mars']),
    dhanaLagna(128, 'venus', 'Taurus or Libra', 'वृषभ या तुला', ['saturn', 'mercury']),
  ]),
  bahudravyarjana: text('Bahudravyarjana yoga', 'बहुद्रव्यार्जन योग', 'the lagna lord is in the 2nd, the 2nd lord in the 11th and the 11th lord in the lagna', 'लग्नेश दूसरे भाव में, द्वितीयेश ग्यारहवें भाव में और एकादशेश लग्न में हो',
    'A circle of the houses of self, wealth and gains; the tradition links it with earning through one’s own effort.', 'स्वयं, धन और लाभ के भावों का चक्र; परंपरा इसे अपने प्रयास से अर्जन से जोड़ती है।'),
  'ayatna-dhana-labha': text('Ayatna Dhana Labha yoga', 'अयत्न धन लाभ योग', 'the lagna lord and the 2nd lord exchange signs or stand together', 'लग्नेश और द्वितीयेश परस्पर राशि-परिवर्तन करें या साथ हों',
    'The tradition links it with gains that come with little effort.', 'परंपरा इसे कम प्रयास से मिलने वाले लाभ से जोड़ती है।'),
  'madhya-vayasi-dhana': text('Madhya Vayasi Dhana yoga', 'मध्य वयसि धन योग', 'the lords of the 1st, 2nd and 11th are each in a kendra or trikona', 'पहले, दूसरे और ग्यारहवें भाव के स्वामी प्रत्येक केन्द्र या त्रिकोण में हों',
    'The tradition links it with wealth in the middle years of life.', 'परंपरा इसे जीवन के मध्य वर्षों में धन से जोड़ती है।'),
  'amarananta-dhana': text('Amarananta Dhana yoga', 'अमरानन्त धन योग', 'the lords of the 2nd, 9th and 11th are each in a kendra and the lagna lord is strong', 'दूसरे, नौवें और ग्यारहवें भाव के स्वामी प्रत्येक केन्द्र में हों और लग्नेश बलवान हो',
    'The tradition links it with lasting resources.', 'परंपरा इसे स्थायी संसाधनों से जोड़ती है।'),
  dhur: text('Dhur yoga', 'धुर योग', 'the 10th lord is in the 6th, 8th or 12th', 'दशमेश छठे, आठवें या बारहवें भाव में हो',
    'The tradition reads it as obstacles to recognition in one’s work, weighed against the rest of the chart.', 'परंपरा इसे कार्य में मान्यता की बाधाओं के रूप में पढ़ती है, जिसे शेष कुंडली के साथ तौला जाता है।'),
  daridra: text('Daridra yoga', 'दरिद्र योग', 'the 11th lord is in the 6th, 8th or 12th', 'एकादशेश छठे, आठवें या बारहवें भाव में हो',
    'The tradition reads it as a strain on gains; other yogas of wealth can outweigh it.', 'परंपरा इसे लाभ पर दबाव के रूप में पढ़ती है; धन के अन्य योग इससे अधिक भारी हो सकते हैं।'),
  'sareera-soukhya': text('Sareera Soukhya yoga', 'शरीर सौख्य योग', 'the lagna lord, Jupiter and Venus are each in a kendra', 'लग्नेश, गुरु और शुक्र प्रत्येक केन्द्र में हों',
    'The tradition links it with bodily comfort and good health.', 'परंपरा इसे शारीरिक सुख और अच्छे स्वास्थ्य से जोड़ती है।'),
  rogagrastha: text('Rogagrastha yoga', 'रोगग्रस्त योग', 'the lagna lord is in the 6th, 8th or 12th with the 6th lord', 'लग्नेश षष्ठेश के साथ छठे, आठवें या बारहवें भाव में हो',
    'The tradition reads it as a call for care of health; it is not a diagnosis.', 'परंपरा इसे स्वास्थ्य की देखभाल के संकेत के रूप में पढ़ती है; यह कोई निदान नहीं है।'),
  'sada-sanchara': text('Sada Sanchara yoga', 'सदा संचार योग', 'the lagna lord or the Moon is in a movable sign', 'लग्नेश या चन्द्र चर राशि में हो',
    'The tradition links it with frequent travel and a restless disposition.', 'परंपरा इसे बार-बार की यात्रा और चंचल स्वभाव से जोड़ती है।'),
  'bahu-stree': text('Bahu Stree yoga', 'बहु स्त्री योग', 'the lagna lord and the 7th lord are together or in mutual full aspect', 'लग्नेश और सप्तमेश साथ हों या परस्पर पूर्ण दृष्टि में हों',
    'A marriage combination that the tradition reads as a strong pull towards partnership.', 'विवाह से जुड़ा योग, जिसे परंपरा साझेदारी की ओर प्रबल आकर्षण के रूप में पढ़ती है।'),
  satkalatra: text('Satkalatra yoga', 'सत्कलत्र योग', 'the 7th lord or Venus is joined or aspected by Jupiter or Mercury', 'सप्तमेश या शुक्र पर गुरु या बुध की युति या दृष्टि हो',
    'A marriage combination the tradition links with a good-natured spouse.', 'विवाह से जुड़ा योग, जिसे परंपरा सुशील जीवनसाथी से जोड़ती है।'),
  'eka-putra': text('Eka Putra yoga', 'एक पुत्र योग', 'the 5th lord is in a kendra or trikona', 'पंचमेश केन्द्र या त्रिकोण में हो',
    'A combination for children in Raman’s list; it is read only with the rest of the fifth house.', 'रमन की सूची में संतान से जुड़ा योग; इसे पंचम भाव के शेष विचार के साथ ही पढ़ा जाता है।'),
  aputra: text('Aputra yoga', 'अपुत्र योग', 'the 5th lord is in the 6th, 8th or 12th', 'पंचमेश छठे, आठवें या बारहवें भाव में हो',
    'A combination about children in Raman’s list, read as delay or difficulty only together with the rest of the fifth house.', 'रमन की सूची में संतान से जुड़ा योग, जिसे विलंब या कठिनाई के रूप में केवल पंचम भाव के शेष विचार के साथ पढ़ा जाता है।'),
  bhagya: text('Bhagya yoga', 'भाग्य योग', 'a strong benefic in the 1st, 3rd or 5th aspects the 9th house', 'पहले, तीसरे या पाँचवें भाव में स्थित बलवान शुभ ग्रह नौवें भाव को देखे',
    'The tradition links it with good fortune through the house of dharma.', 'परंपरा इसे धर्म भाव के माध्यम से सौभाग्य से जोड़ती है।'),
  dhatrutwa: text('Dhatrutwa yoga', 'दातृत्व योग', 'the 9th lord is exalted and aspected by a benefic, and a benefic occupies the 9th', 'नवमेश उच्च का हो और उस पर शुभ ग्रह की दृष्टि हो, और नौवें भाव में कोई शुभ ग्रह हो',
    'The tradition links it with a charitable nature.', 'परंपरा इसे दानशील स्वभाव से जोड़ती है।'),
  'matru-deerghayu': text('Matru Deerghayu yoga', 'मातृ दीर्घायु योग', 'a benefic in the 4th, the 4th lord exalted and the Moon strong', 'चौथे भाव में शुभ ग्रह, चतुर्थेश उच्च का और चन्द्र बलवान हो',
    'A combination about the mother that the tradition links with her long life.', 'माता से जुड़ा योग, जिसे परंपरा उनकी दीर्घायु से जोड़ती है।'),
  'sisna-vyadhi': text('Sisna Vyadhi yoga', 'शिश्न व्याधि योग', 'Mercury is in the lagna with the lords of the 6th and 8th', 'बुध लग्न में षष्ठेश और अष्टमेश के साथ हो',
    'A health combination in Raman’s list, read as a call for care; it is not a diagnosis.', 'रमन की सूची में स्वास्थ्य से जुड़ा योग, जिसे देखभाल के संकेत के रूप में पढ़ा जाता है; यह कोई निदान नहीं है।'),
  bandhana: text('Bandhana yoga', 'बन्धन योग', 'the lagna lord and the 6th lord are together in a kendra or trikona with Saturn, Rahu or Ketu', 'लग्नेश और षष्ठेश शनि, राहु या केतु के साथ किसी केन्द्र या त्रिकोण में एक साथ हों',
    'The tradition reads it as a risk of restraint or confinement, always weighed against the rest of the chart.', 'परंपरा इसे बंधन या रोक की आशंका के रूप में पढ़ती है, जिसे सदा शेष कुंडली के साथ तौला जाता है।'),
  durmarana: text('Durmarana yoga', 'दुर्मरण योग', 'the Moon is in the 6th, 8th or 12th with Saturn or Rahu and is aspected by the lagna lord', 'चन्द्र छठे, आठवें या बारहवें भाव में शनि या राहु के साथ हो और उस पर लग्नेश की दृष्टि हो',
    'A longevity combination in Raman’s list; it is reported for study and says nothing certain about any event.', 'रमन की सूची में आयु से जुड़ा योग; इसे अध्ययन के लिए दिखाया गया है और यह किसी घटना के बारे में कुछ निश्चित नहीं कहता।'),
  'putra-kalatra-heena': text('Putra Kalatra Heena yoga', 'पुत्र कलत्र हीन योग', 'the waning Moon is in the 5th and malefics are in the 12th, 7th and 1st', 'क्षीण चन्द्र पाँचवें भाव में हो और बारहवें, सातवें तथा पहले भाव में पाप ग्रह हों',
    'A combination about family life in Raman’s list, read only together with the 5th and 7th houses as a whole.', 'रमन की सूची में पारिवारिक जीवन से जुड़ा योग, जिसे केवल पंचम और सप्तम भाव के समग्र विचार के साथ पढ़ा जाता है।'),
  'pisacha-grasta': text('Pisacha Grasta yoga', 'पिशाच ग्रस्त योग', 'Rahu is in the lagna with the Moon and malefics occupy the trikonas', 'राहु लग्न में चन्द्र के साथ हो और त्रिकोणों में पाप ग्रह हों',
    'The tradition reads it as a disturbed or fearful mind; it is not a diagnosis.', 'परंपरा इसे अशांत या भयभीत मन के रूप में पढ़ती है; यह कोई निदान नहीं है।'),
  'vata-roga': text('Vata Roga yoga', 'वात रोग योग', 'Jupiter is in the lagna and Saturn in the 7th', 'गुरु लग्न में और शनि सातवें भाव में हो',
    'A health combination in Raman’s list linked with wind-type (vata) complaints; it is not a diagnosis.', 'रमन की सूची में स्वास्थ्य से जुड़ा योग, जिसे वात प्रकृति के कष्टों से जोड़ा जाता है; यह कोई निदान नहीं है।'),
};
