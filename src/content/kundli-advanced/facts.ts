/**
 * The text of every reading rule: a full sentence stating the chart fact, and a short label
 * the reconciliation note lists. Slots: {lord} house lord, {graha} the graha of the fact,
 * {ord} the topic's house, {gOrd} and {gSign} where the graha stands, {n} bindus, {short}
 * the topic's short name.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { ReadingRuleId } from '../../jyotish/readings/facts.ts';

export interface RuleText {
  fact: Bilingual;
  label: Bilingual;
}

export const ruleTexts: Record<ReadingRuleId, RuleText> = {
  'KA.LORD.OWN_HOUSE': {
    fact: { en: '{lord}, lord of the {ord} house, occupies its own house.', hi: '{ord} भाव का स्वामी {lord} अपने ही भाव में स्थित है।' },
    label: { en: 'the house lord in its own house', hi: 'भाव स्वामी का अपने भाव में होना' },
  },
  'KA.LORD.KENDRA': {
    fact: { en: '{lord}, lord of the {ord} house, sits in the {gOrd} house, a kendra (angle).', hi: '{ord} भाव का स्वामी {lord} {gOrd} भाव में है, जो केन्द्र है।' },
    label: { en: 'the house lord in a kendra', hi: 'भाव स्वामी का केन्द्र में होना' },
  },
  'KA.LORD.TRIKONA': {
    fact: { en: '{lord}, lord of the {ord} house, sits in the {gOrd} house, a trikona (trine).', hi: '{ord} भाव का स्वामी {lord} {gOrd} भाव में है, जो त्रिकोण है।' },
    label: { en: 'the house lord in a trikona', hi: 'भाव स्वामी का त्रिकोण में होना' },
  },
  'KA.LORD.UPACHAYA': {
    fact: {
      en: '{lord}, lord of the {ord} house, sits in the {gOrd} house, an upachaya house where results grow with time and effort.',
      hi: '{ord} भाव का स्वामी {lord} {gOrd} भाव में है, जो उपचय भाव है जहाँ समय और प्रयास से फल बढ़ते हैं।',
    },
    label: { en: 'the house lord in an upachaya house', hi: 'भाव स्वामी का उपचय भाव में होना' },
  },
  'KA.LORD.SECOND': {
    fact: { en: '{lord}, lord of the {ord} house, sits in the 2nd house, tying this topic to family resources.', hi: '{ord} भाव का स्वामी {lord} द्वितीय भाव में है, जिससे यह विषय पारिवारिक संसाधनों से जुड़ता है।' },
    label: { en: 'the house lord in the 2nd house', hi: 'भाव स्वामी का द्वितीय भाव में होना' },
  },
  'KA.LORD.DUSTHANA': {
    fact: { en: '{lord}, lord of the {ord} house, sits in the {gOrd} house, a dusthana (house of difficulty).', hi: '{ord} भाव का स्वामी {lord} {gOrd} भाव में है, जो दुःस्थान (कठिनाई का भाव) है।' },
    label: { en: 'the house lord in a dusthana', hi: 'भाव स्वामी का दुःस्थान में होना' },
  },
  'KA.LORD.DUSTHANA_FOR_DUSTHANA': {
    fact: {
      en: '{lord}, lord of the {ord} house, sits in the {gOrd} house; a dusthana lord placed in another dusthana is read as troubles that wear themselves out.',
      hi: '{ord} भाव का स्वामी {lord} {gOrd} भाव में है; दुःस्थान का स्वामी दूसरे दुःस्थान में हो तो कठिनाइयाँ स्वयं क्षीण होती मानी जाती हैं।',
    },
    label: { en: 'a dusthana lord in another dusthana', hi: 'दुःस्थान के स्वामी का दूसरे दुःस्थान में होना' },
  },
  'KA.LORD.EXALTED': {
    fact: { en: '{lord}, lord of the {ord} house, is exalted in {gSign}.', hi: '{ord} भाव का स्वामी {lord} {gSign} राशि में उच्च का है।' },
    label: { en: 'the house lord\'s exaltation', hi: 'भाव स्वामी की उच्च स्थिति' },
  },
  'KA.LORD.OWN_SIGN': {
    fact: { en: '{lord}, lord of the {ord} house, is in its own or moolatrikona sign, {gSign}.', hi: '{ord} भाव का स्वामी {lord} अपनी स्वराशि या मूलत्रिकोण राशि {gSign} में है।' },
    label: { en: 'the house lord in its own sign', hi: 'भाव स्वामी का स्वराशि में होना' },
  },
  'KA.LORD.FRIEND_SIGN': {
    fact: { en: '{lord}, lord of the {ord} house, is in a friend\'s sign, {gSign}.', hi: '{ord} भाव का स्वामी {lord} मित्र राशि {gSign} में है।' },
    label: { en: 'the house lord in a friendly sign', hi: 'भाव स्वामी का मित्र राशि में होना' },
  },
  'KA.LORD.ENEMY_SIGN': {
    fact: { en: '{lord}, lord of the {ord} house, is in an enemy\'s sign, {gSign}.', hi: '{ord} भाव का स्वामी {lord} शत्रु राशि {gSign} में है।' },
    label: { en: 'the house lord in an enemy\'s sign', hi: 'भाव स्वामी का शत्रु राशि में होना' },
  },
  'KA.LORD.DEBILITATED': {
    fact: { en: '{lord}, lord of the {ord} house, is debilitated in {gSign}.', hi: '{ord} भाव का स्वामी {lord} {gSign} राशि में नीच का है।' },
    label: { en: 'the house lord\'s debilitation', hi: 'भाव स्वामी की नीच स्थिति' },
  },
  'KA.LORD.COMBUST': {
    fact: { en: '{lord}, lord of the {ord} house, is combust (within its orb of the Sun).', hi: '{ord} भाव का स्वामी {lord} अस्त है (सूर्य से अपनी सीमा के भीतर)।' },
    label: { en: 'the house lord\'s combustion', hi: 'भाव स्वामी का अस्त होना' },
  },
  'KA.LORD.RETROGRADE': {
    fact: { en: '{lord}, lord of the {ord} house, is retrograde.', hi: '{ord} भाव का स्वामी {lord} वक्री है।' },
    label: { en: 'the house lord\'s retrogression', hi: 'भाव स्वामी का वक्री होना' },
  },
  'KA.OCCUPANT.BENEFIC': {
    fact: { en: '{graha}, a natural benefic, stands in the {ord} house.', hi: 'नैसर्गिक शुभ ग्रह {graha} {ord} भाव में स्थित है।' },
    label: { en: '{graha} in the house', hi: 'भाव में {graha}' },
  },
  'KA.OCCUPANT.MALEFIC': {
    fact: { en: '{graha}, a natural malefic, stands in the {ord} house.', hi: 'नैसर्गिक पाप ग्रह {graha} {ord} भाव में स्थित है।' },
    label: { en: '{graha} in the house', hi: 'भाव में {graha}' },
  },
  'KA.OCCUPANT.MALEFIC_UPACHAYA': {
    fact: {
      en: '{graha}, a natural malefic, stands in the {ord} house, an upachaya house where malefics are welcome.',
      hi: 'नैसर्गिक पाप ग्रह {graha} {ord} भाव में है, जो उपचय भाव है जहाँ पाप ग्रह अच्छे माने जाते हैं।',
    },
    label: { en: '{graha} in an upachaya house', hi: 'उपचय भाव में {graha}' },
  },
  'KA.OCCUPANT.WANING_MOON': {
    fact: {
      en: 'The Moon, waning at birth and so counted with the malefics, stands in the {ord} house.',
      hi: 'जन्म के समय क्षीण चन्द्र, जिसे इसलिए पाप ग्रहों में गिना जाता है, {ord} भाव में स्थित है।',
    },
    label: { en: 'the waning Moon in the house', hi: 'भाव में क्षीण चन्द्र' },
  },
  'KA.OCCUPANT.NODE': {
    fact: { en: '{graha}, a shadow graha, stands in the {ord} house.', hi: 'छाया ग्रह {graha} {ord} भाव में स्थित है।' },
    label: { en: '{graha} in the house', hi: 'भाव में {graha}' },
  },
  'KA.OCCUPANT.NODE_UPACHAYA': {
    fact: {
      en: '{graha}, a shadow graha, stands in the {ord} house, an upachaya house where the nodes, like the malefics, are welcome.',
      hi: 'छाया ग्रह {graha} {ord} भाव में है, जो उपचय भाव है जहाँ पाप ग्रहों की तरह राहु-केतु भी अच्छे माने जाते हैं।',
    },
    label: { en: '{graha} in an upachaya house', hi: 'उपचय भाव में {graha}' },
  },
  'KA.ASPECT.JUPITER': {
    fact: { en: 'Jupiter aspects the {ord} house from the {gOrd} house.', hi: 'गुरु {gOrd} भाव से {ord} भाव पर दृष्टि डालता है।' },
    label: { en: 'Jupiter\'s aspect', hi: 'गुरु की दृष्टि' },
  },
  'KA.ASPECT.BENEFIC': {
    fact: { en: '{graha}, a natural benefic, aspects the {ord} house from the {gOrd} house.', hi: 'नैसर्गिक शुभ ग्रह {graha} {gOrd} भाव से {ord} भाव पर दृष्टि डालता है।' },
    label: { en: '{graha}\'s aspect', hi: '{graha} की दृष्टि' },
  },
  'KA.ASPECT.MALEFIC': {
    fact: { en: '{graha}, a natural malefic, aspects the {ord} house from the {gOrd} house.', hi: 'नैसर्गिक पाप ग्रह {graha} {gOrd} भाव से {ord} भाव पर दृष्टि डालता है।' },
    label: { en: '{graha}\'s aspect', hi: '{graha} की दृष्टि' },
  },
  'KA.ASPECT.MALEFIC_UPACHAYA': {
    fact: {
      en: '{graha} aspects the {ord} house, an upachaya house, from the {gOrd} house; a malefic influence here is read as fuel for effort.',
      hi: '{graha} {gOrd} भाव से उपचय {ord} भाव पर दृष्टि डालता है; यहाँ पाप प्रभाव को प्रयास की प्रेरणा माना जाता है।',
    },
    label: { en: '{graha}\'s aspect on an upachaya house', hi: 'उपचय भाव पर {graha} की दृष्टि' },
  },
  'KA.ASPECT.WANING_MOON': {
    fact: {
      en: 'The Moon, waning at birth and so counted with the malefics, aspects the {ord} house from the {gOrd} house.',
      hi: 'जन्म के समय क्षीण चन्द्र, जिसे इसलिए पाप ग्रहों में गिना जाता है, {gOrd} भाव से {ord} भाव पर दृष्टि डालता है।',
    },
    label: { en: 'the waning Moon\'s aspect', hi: 'क्षीण चन्द्र की दृष्टि' },
  },
  'KA.SAV.STRONG': {
    fact: { en: 'The sign of the {ord} house holds {n} Sarvashtakavarga bindus (28 or more: strong).', hi: '{ord} भाव की राशि में सर्वाष्टकवर्ग के {n} बिन्दु हैं (28 या अधिक: बलवान)।' },
    label: { en: '{n} Sarvashtakavarga bindus', hi: 'सर्वाष्टकवर्ग के {n} बिन्दु' },
  },
  'KA.SAV.AVERAGE': {
    fact: { en: 'The sign of the {ord} house holds {n} Sarvashtakavarga bindus (25–27: average).', hi: '{ord} भाव की राशि में सर्वाष्टकवर्ग के {n} बिन्दु हैं (25–27: मध्यम)।' },
    label: { en: '{n} Sarvashtakavarga bindus', hi: 'सर्वाष्टकवर्ग के {n} बिन्दु' },
  },
  'KA.SAV.WEAK': {
    fact: { en: 'The sign of the {ord} house holds {n} Sarvashtakavarga bindus (below 25: weak).', hi: '{ord} भाव की राशि में सर्वाष्टकवर्ग के {n} बिन्दु हैं (25 से कम: निर्बल)।' },
    label: { en: 'only {n} Sarvashtakavarga bindus', hi: 'सर्वाष्टकवर्ग के केवल {n} बिन्दु' },
  },
  'KA.SAV.SIXTH_LOW': {
    fact: {
      en: 'The sign of the {ord} house holds only {n} Sarvashtakavarga bindus; for a house of obstacles a low count is favourable.',
      hi: '{ord} भाव की राशि में सर्वाष्टकवर्ग के केवल {n} बिन्दु हैं; बाधाओं के भाव के लिए कम संख्या अनुकूल है।',
    },
    label: { en: 'few bindus in a house of obstacles', hi: 'बाधा के भाव में कम बिन्दु' },
  },
  'KA.SAV.SIXTH_HIGH': {
    fact: {
      en: 'The sign of the {ord} house holds {n} Sarvashtakavarga bindus; for a house of obstacles a high count means more to manage.',
      hi: '{ord} भाव की राशि में सर्वाष्टकवर्ग के {n} बिन्दु हैं; बाधाओं के भाव के लिए अधिक संख्या का अर्थ है संभालने को अधिक।',
    },
    label: { en: 'many bindus in a house of obstacles', hi: 'बाधा के भाव में अधिक बिन्दु' },
  },
  'KA.KARAKA.STRONG': {
    fact: {
      en: '{graha}, the natural significator (karaka) of {short}, is strong by sign in {gSign}.',
      hi: '{short} का नैसर्गिक कारक {graha} {gSign} राशि में बलवान है।',
    },
    label: { en: 'a strong karaka', hi: 'बलवान कारक' },
  },
  'KA.KARAKA.WEAK': {
    fact: {
      en: '{graha}, the natural significator (karaka) of {short}, is debilitated in {gSign}.',
      hi: '{short} का नैसर्गिक कारक {graha} {gSign} राशि में नीच का है।',
    },
    label: { en: 'a debilitated karaka', hi: 'नीच का कारक' },
  },
};
