/**
 * Texts of the dosha rules (the yogas' texts are in `src/content/yogas`), keyed by each rule record's `contentKey`: the name, the
 * condition in plain words, and one measured sentence on what the tradition associates with it
 * (never a promise, never a fear, never a remedy).
 */
import type { Bilingual } from '../../shared/bilingual.ts';

export interface RuleText {
  name: Bilingual;
  condition: Bilingual;
  /** What the tradition associates with the combination, stated as such. */
  meaning: Bilingual;
}

export const ruleTexts: Record<string, RuleText> = {
  'kaal-sarpa.full': {
    name: { en: 'Kaal Sarpa (full)', hi: 'कालसर्प (पूर्ण)' },
    condition: { en: 'all seven grahas from the Sun to Saturn lie on one side of the Rahu–Ketu axis, by longitude', hi: 'सूर्य से शनि तक के सातों ग्रह अंशों के अनुसार राहु-केतु अक्ष के एक ही ओर हों' },
    meaning: { en: 'This is a modern popular rule without a classical verse; many astrologers read it only together with the rest of the chart.', hi: 'यह आधुनिक लोकप्रिय नियम है जिसका कोई शास्त्रीय श्लोक नहीं है; अनेक ज्योतिषी इसे कुंडली के शेष योगों के साथ ही पढ़ते हैं।' },
  },
  'kaal-sarpa.partial': {
    name: { en: 'Kaal Sarpa (partial)', hi: 'कालसर्प (आंशिक)' },
    condition: { en: 'six of the seven grahas lie on one side of the Rahu–Ketu axis by longitude, or all seven do when counted by signs', hi: 'सात में से छह ग्रह अंशों के अनुसार राहु-केतु अक्ष के एक ओर हों, या राशियों के अनुसार गिनने पर सातों एक ओर हों' },
    meaning: { en: 'A weaker form of a popular rule; it is reported so that the reading can be checked, not as a verdict.', hi: 'यह लोकप्रिय नियम का दुर्बल रूप है; इसे जाँच के लिए दिखाया गया है, निर्णय के रूप में नहीं।' },
  },
  'kaal-sarpa.signs': {
    name: { en: 'Kaal Sarpa by signs', hi: 'राशि-आधारित कालसर्प' },
    condition: { en: 'all seven grahas lie in the seven signs from Rahu’s sign to Ketu’s sign, or from Ketu’s sign to Rahu’s sign', hi: 'सातों ग्रह राहु की राशि से केतु की राशि तक, या केतु की राशि से राहु की राशि तक की सात राशियों में हों' },
    meaning: { en: 'The sign-based convention of some software, shown for comparison with the degree-based rule.', hi: 'कुछ सॉफ़्टवेयर की राशि-आधारित परिपाटी, अंश-आधारित नियम से तुलना के लिए दिखाई गई।' },
  },
  'dosha.guru-chandala': {
    name: { en: 'Guru-Chandala', hi: 'गुरु-चाण्डाल' },
    condition: { en: 'Jupiter is in the same sign as Rahu or Ketu', hi: 'गुरु राहु या केतु के साथ एक ही राशि में हो' },
    meaning: { en: 'A popular rule about Jupiter’s significations being coloured by a node; its weight depends on Jupiter’s own strength.', hi: 'यह लोकप्रिय नियम बताता है कि गुरु के कारकत्व पर छाया ग्रह का प्रभाव पड़ता है; इसका महत्व गुरु के अपने बल पर निर्भर है।' },
  },
  'dosha.grahan': {
    name: { en: 'Grahan (eclipse) combination', hi: 'ग्रहण योग' },
    condition: { en: 'the Sun or the Moon is in the same sign as Rahu or Ketu', hi: 'सूर्य या चन्द्र, राहु या केतु के साथ एक ही राशि में हो' },
    meaning: { en: 'A popular rule linking the luminaries with the nodes; whether a birth was near an actual eclipse is a separate astronomical question.', hi: 'यह लोकप्रिय नियम सूर्य-चन्द्र को छाया ग्रहों से जोड़ता है; जन्म किसी वास्तविक ग्रहण के निकट था या नहीं, यह अलग खगोलीय प्रश्न है।' },
  },
  'dosha.shrapit': {
    name: { en: 'Shrapit', hi: 'श्रापित' },
    condition: { en: 'Saturn is in the same sign as Rahu', hi: 'शनि और राहु एक ही राशि में हों' },
    meaning: { en: 'A modern popular label without a classical verse; it is shown for reference only.', hi: 'यह शास्त्रीय आधार के बिना आधुनिक लोकप्रिय नाम है; इसे केवल संदर्भ के लिए दिखाया गया है।' },
  },
  'dosha.angarak': {
    name: { en: 'Angarak', hi: 'अंगारक' },
    condition: { en: 'Mars is in the same sign as Rahu', hi: 'मंगल और राहु एक ही राशि में हों' },
    meaning: { en: 'A popular rule said to intensify Mars; its reading depends on the house and sign involved.', hi: 'लोकप्रिय नियम के अनुसार यह मंगल की तीव्रता बढ़ाता है; इसका अर्थ संबंधित भाव और राशि पर निर्भर है।' },
  },
};

/** Name, present and absent explanations of a rule from its text record. */
export function ruleExplanation(key: string, satisfied: boolean): Bilingual {
  const t = ruleTexts[key];
  return satisfied
    ? { en: `${t.name.en}: the condition holds — ${t.condition.en}. ${t.meaning.en}`, hi: `${t.name.hi}: शर्त पूरी होती है — ${t.condition.hi}। ${t.meaning.hi}` }
    : { en: `${t.name.en}: the condition does not hold in this chart (${t.condition.en}).`, hi: `${t.name.hi}: इस कुंडली में शर्त पूरी नहीं होती (${t.condition.hi})।` };
}
