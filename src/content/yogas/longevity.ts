/**
 * Texts of the longevity yogas (Balarishta of BPHS 9 and Brihat Jataka 6, the Arishta-bhanga
 * cancellations of BPHS 10, the Ayu placements of Phaladeepika 13 and 16). Every text is worded
 * as classical tradition, says that the classics judge length of life only from the whole
 * chart, and says that it is neither a prediction of death or lifespan nor medical advice.
 */
import type { SubRuleText } from './rules.ts';
import { text, type YogaText } from './text.ts';

const arishtaNote = {
  en: 'The classical texts list it among the balarishta (childhood-danger) combinations, and in the same breath say that it is broken by the Arishta-bhanga rules shown with it and must be judged only with the whole chart. It is shown here for study of the tradition: it is not a prediction of death or of lifespan, and it is not medical advice — questions of health belong with a doctor.',
  hi: 'शास्त्रीय ग्रंथ इसे बालारिष्ट (बाल्यावस्था के संकट) के योगों में गिनते हैं, और साथ ही कहते हैं कि इसके साथ दिखाए गए अरिष्ट-भंग नियम इसे भंग कर देते हैं तथा इसे केवल पूरी कुंडली के साथ ही परखा जाना चाहिए। इसे यहाँ परंपरा के अध्ययन के लिए दिखाया गया है: यह मृत्यु या आयु की कोई भविष्यवाणी नहीं है और न ही चिकित्सीय सलाह — स्वास्थ्य के प्रश्न चिकित्सक से पूछें।',
};

const ayuNote = {
  en: 'Classical texts use it as one of several indications of the span of life, and require it to be checked against the other methods and the whole chart before anything is said. It is shown here for study of the tradition: it is not a prediction of lifespan, and it is not medical advice.',
  hi: 'शास्त्रीय ग्रंथ इसे आयु के कई संकेतों में से एक मानते हैं, और कुछ भी कहने से पहले इसे अन्य विधियों तथा पूरी कुंडली से मिलाने की शर्त रखते हैं। इसे यहाँ परंपरा के अध्ययन के लिए दिखाया गया है: यह आयु की कोई भविष्यवाणी नहीं है और न ही चिकित्सीय सलाह।',
};

const b = (nameEn: string, nameHi: string, condEn: string, condHi: string): YogaText =>
  text(nameEn, nameHi, condEn, condHi, arishtaNote.en, arishtaNote.hi);
const a = (nameEn: string, nameHi: string, condEn: string, condHi: string, leadEn: string, leadHi: string): YogaText =>
  text(nameEn, nameHi, condEn, condHi, `${leadEn} ${ayuNote.en}`, `${leadHi} ${ayuNote.hi}`);

export const longevityTexts: Record<string, YogaText> = {
  'balarishta-moon-dusthana': b('Balarishta (the Moon in a dusthana)', 'बालारिष्ट (दुःस्थान में चन्द्र)',
    'the Moon is in the 6th, 8th or 12th and is joined or fully aspected by a natural malefic',
    'चन्द्र छठे, आठवें या बारहवें भाव में हो और किसी नैसर्गिक पाप ग्रह से युत या पूर्ण दृष्ट हो'),
  'balarishta-malefics-1-7': b('Balarishta (malefics in the 1st and 7th)', 'बालारिष्ट (पहले और सातवें भाव में पाप ग्रह)',
    'natural malefics occupy both the 1st and the 7th, the Moon is with a natural malefic, and no benefic aspects the Moon',
    'पहले और सातवें दोनों भावों में नैसर्गिक पाप ग्रह हों, चन्द्र किसी पाप ग्रह के साथ हो, और कोई शुभ ग्रह चन्द्र को न देखे'),
  'balarishta-waning-moon-12': b('Balarishta (the waning Moon in the 12th)', 'बालारिष्ट (बारहवें भाव में क्षीण चन्द्र)',
    'the waning Moon is in the 12th, natural malefics are in the 1st and the 8th, and no benefic stands in a kendra',
    'क्षीण चन्द्र बारहवें भाव में हो, पहले और आठवें भाव में नैसर्गिक पाप ग्रह हों, और किसी केन्द्र में शुभ ग्रह न हो'),
  'balarishta-moon-malefic-7-8-12': b('Balarishta (the Moon with a malefic in the 7th, 8th or 12th)', 'बालारिष्ट (सातवें, आठवें या बारहवें भाव में पाप ग्रह के साथ चन्द्र)',
    'the Moon is with a natural malefic in the 7th, 8th or 12th, no benefic stands in a kendra and none aspects the Moon',
    'चन्द्र किसी नैसर्गिक पाप ग्रह के साथ सातवें, आठवें या बारहवें भाव में हो, किसी केन्द्र में शुभ ग्रह न हो और कोई शुभ ग्रह चन्द्र को न देखे'),
  'balarishta-waning-moon-lagna': b('Balarishta (the waning Moon in the lagna)', 'बालारिष्ट (लग्न में क्षीण चन्द्र)',
    'the waning Moon is in the lagna and a natural malefic is in the 8th or in a kendra',
    'क्षीण चन्द्र लग्न में हो और कोई नैसर्गिक पाप ग्रह आठवें भाव में या किसी केन्द्र में हो'),
  'balarishta-moon-hemmed': b('Balarishta (the Moon hemmed by malefics)', 'बालारिष्ट (पाप ग्रहों के बीच घिरा चन्द्र)',
    'the Moon is in the 4th, 7th or 8th with natural malefics in the signs on both sides of it',
    'चन्द्र चौथे, सातवें या आठवें भाव में हो और उसके दोनों ओर की राशियों में नैसर्गिक पाप ग्रह हों'),
  'balarishta-moon-last-navamsa': b('Balarishta (the Moon in the last navamsa)', 'बालारिष्ट (अंतिम नवांश में चन्द्र)',
    'the Moon is in the last navamsa of its sign (26°40′ to 30°), natural malefics are in the 5th and the 9th, and no benefic aspects those houses',
    'चन्द्र अपनी राशि के अंतिम नवांश (26°40′ से 30°) में हो, पाँचवें और नौवें भाव में नैसर्गिक पाप ग्रह हों, और कोई शुभ ग्रह उन भावों को न देखे'),
  dirghayu: a('Dirghayu yoga (Phaladeepika 13.15)', 'दीर्घायु योग (फलदीपिका 13.15)',
    'the lagna lord and every benefic are in kendras', 'लग्नेश और सभी शुभ ग्रह केन्द्रों में हों',
    'Phaladeepika associates benefics and the lagna lord gathered in the kendras with a long span of life.',
    'फलदीपिका केन्द्रों में एकत्र शुभ ग्रहों और लग्नेश को दीर्घ आयु से जोड़ती है।'),
  madhyayu: a('Madhyayu yoga (Phaladeepika 13.15)', 'मध्यायु योग (फलदीपिका 13.15)',
    'the lagna lord and every benefic are in panapharas (the 2nd, 5th, 8th, 11th)', 'लग्नेश और सभी शुभ ग्रह पणफर भावों (दूसरे, पाँचवें, आठवें, ग्यारहवें) में हों',
    'Phaladeepika associates benefics and the lagna lord in the panapharas with a middle span of life.',
    'फलदीपिका पणफर भावों में स्थित शुभ ग्रहों और लग्नेश को मध्यम आयु से जोड़ती है।'),
  alpayu: a('Alpayu yoga (Phaladeepika 13.15)', 'अल्पायु योग (फलदीपिका 13.15)',
    'the lagna lord and every benefic are in apoklimas (the 3rd, 6th, 9th, 12th)', 'लग्नेश और सभी शुभ ग्रह आपोक्लिम भावों (तीसरे, छठे, नौवें, बारहवें) में हों',
    'Phaladeepika associates benefics and the lagna lord in the apoklimas with a shorter span of life.',
    'फलदीपिका आपोक्लिम भावों में स्थित शुभ ग्रहों और लग्नेश को अल्प आयु से जोड़ती है।'),
  purnayu: a('Purnayu yoga (Phaladeepika 16.2)', 'पूर्णायु योग (फलदीपिका 16.2)',
    'the lagna lord is in a kendra or trikona in its own or exaltation sign and not combust, the 8th lord is outside the kendras, and a benefic occupies the lagna',
    'लग्नेश अपनी या उच्च राशि में, अस्त न होकर, केन्द्र या त्रिकोण में हो, अष्टमेश केन्द्रों से बाहर हो, और लग्न में कोई शुभ ग्रह हो',
    'Phaladeepika associates this strong, unafflicted lagna lord with long life, good health, wealth and a righteous, fearless nature.',
    'फलदीपिका इस बलवान, अपीड़ित लग्नेश को दीर्घ आयु, अच्छे स्वास्थ्य, धन और धर्मनिष्ठ, निर्भय स्वभाव से जोड़ती है।'),
};

const t = (nameEn: string, nameHi: string, condEn: string, condHi: string): SubRuleText => ({
  name: { en: nameEn, hi: nameHi }, condition: { en: condEn, hi: condHi },
});

/** Texts of the Arishta-bhanga cancellation rules (BPHS 10.2–6). */
export const arishtaBhangaTexts: Record<string, SubRuleText> = {
  'ARISHTA_BHANGA.BENEFIC_KENDRA': t('Arishta-bhanga: a benefic in a kendra', 'अरिष्ट भंग: केन्द्र में शुभ ग्रह',
    'Mercury, Jupiter or Venus is in the 1st, 4th, 7th or 10th', 'बुध, गुरु या शुक्र पहले, चौथे, सातवें या दसवें भाव में हो'),
  'ARISHTA_BHANGA.JUPITER_LAGNA': t('Arishta-bhanga: a strong Jupiter in the lagna', 'अरिष्ट भंग: लग्न में बलवान गुरु',
    'Jupiter is in the lagna and not debilitated', 'गुरु लग्न में हो और नीच का न हो'),
  'ARISHTA_BHANGA.LAGNA_LORD_KENDRA': t('Arishta-bhanga: a strong lagna lord in a kendra', 'अरिष्ट भंग: केन्द्र में बलवान लग्नेश',
    'the lagna lord is in the 1st, 4th, 7th or 10th and not debilitated', 'लग्नेश पहले, चौथे, सातवें या दसवें भाव में हो और नीच का न हो'),
  'ARISHTA_BHANGA.PAKSHA': t('Arishta-bhanga: birth by night in the bright fortnight or by day in the dark fortnight', 'अरिष्ट भंग: शुक्ल पक्ष में रात्रि या कृष्ण पक्ष में दिन का जन्म',
    'a night birth with a waxing Moon or a day birth with a waning Moon, with a benefic aspecting the lagna', 'बढ़ते चन्द्र के साथ रात्रि का जन्म या घटते चन्द्र के साथ दिन का जन्म हो, और लग्न पर शुभ ग्रह की दृष्टि हो'),
  'ARISHTA_BHANGA.LIBRA_SUN_12': t('Arishta-bhanga: Libra lagna with the Sun in the 12th', 'अरिष्ट भंग: तुला लग्न और बारहवें भाव में सूर्य',
    'the lagna is Libra and the Sun is in the 12th (Virgo)', 'लग्न तुला हो और सूर्य बारहवें भाव (कन्या) में हो'),
};
