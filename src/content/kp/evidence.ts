/**
 * Evidence sentences of a KP question, keyed by rule id. Phrased as what KP tradition reads
 * from the chart, never as a promise; every slot is filled by `questionEvidenceText`.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { QuestionRuleId } from '../../jyotish/kp/questions.ts';
import { fill, joinSentences } from '../kundli-advanced/template.ts';
import { houseOrdinals, joinList } from '../names.ts';

export const evidenceTemplates: Readonly<Record<QuestionRuleId, Bilingual>> = {
  'KP.Q_CSL_SUPPORTING': {
    en: 'The sub lord of the {primary} cusp, {csl}, signifies house {houses} of the group {group}; KP tradition reads this as support for the matter.',
    hi: '{primary} भाव-आरम्भ बिन्दु का उप स्वामी {csl} समूह {group} में से भाव {houses} का कारक है; केपी परम्परा इसे इस विषय के पक्ष का संकेत मानती है।',
  },
  'KP.Q_CSL_NO_SUPPORTING': {
    en: 'The sub lord of the {primary} cusp, {csl}, signifies none of the houses {group}; KP tradition reads this as the matter not being indicated in this chart.',
    hi: '{primary} भाव-आरम्भ बिन्दु का उप स्वामी {csl} समूह {group} के किसी भी भाव का कारक नहीं है; केपी परम्परा इसे इस कुंडली में विषय का संकेत न मिलना मानती है।',
  },
  'KP.Q_CSL_OPPOSING': {
    en: '{csl} also signifies house {houses}, which tradition associates with obstruction of this matter.',
    hi: '{csl} भाव {houses} का भी कारक है, जिन्हें परम्परा इस विषय में बाधा से जोड़ती है।',
  },
  'KP.Q_CSL_RETROGRADE': {
    en: '{csl} is retrograde at this moment; KP horary tradition reads this as delay, or as a matter that may fall through.',
    hi: '{csl} इस क्षण वक्री है; केपी प्रश्न परम्परा इसे विलम्ब या कार्य के अटक जाने का संकेत मानती है।',
  },
  'KP.Q_CSL_STAR_LORD_RETROGRADE': {
    en: '{csl} stands in the star of {graha}, which is retrograde; tradition reads this as an obstacle to the matter.',
    hi: '{csl} वक्री {graha} के नक्षत्र में स्थित है; परम्परा इसे विषय में रुकावट का संकेत मानती है।',
  },
  'KP.Q_CSL_NODE_AGENCY': {
    en: '{csl} is a node and acts as agent of the grahas linked to it; through them it adds house {houses} of the group.',
    hi: '{csl} छाया ग्रह है और अपने से जुड़े ग्रहों का प्रतिनिधि बनता है; उनके द्वारा यह समूह का भाव {houses} भी जोड़ता है।',
  },
  'KP.Q_CSL_RULING_PLANET': {
    en: '{csl} is among the ruling planets of the moment, which KP tradition takes as a confirming sign.',
    hi: '{csl} इस क्षण के शासक ग्रहों में है, जिसे केपी परम्परा पुष्टि करने वाला संकेत मानती है।',
  },
};

/** Used instead of the node-agency template when the node's agents add no house of the group. */
export const nodeAgencyNothingMore: Bilingual = {
  en: '{csl} is a node and acts as agent of the grahas linked to it; they add no further house of the group.',
  hi: '{csl} छाया ग्रह है और अपने से जुड़े ग्रहों का प्रतिनिधि बनता है; वे समूह का कोई और भाव नहीं जोड़ते।',
};

export const questionNote: Bilingual = {
  en: 'These are indications of the KP tradition, given as evidence with their rule ids; they are not a prediction or a promise, and no single item decides the question.',
  hi: 'ये केपी परम्परा के संकेत हैं, जिन्हें नियम-आईडी सहित साक्ष्य के रूप में दिया गया है; ये कोई भविष्यवाणी या वादा नहीं हैं, और कोई एक बिन्दु प्रश्न का निर्णय नहीं करता।',
};

/** "2, 7 and 11" / "2, 7 और 11". */
export function houseList(houses: readonly number[]): Bilingual {
  return joinList(houses.map((h) => ({ en: String(h), hi: String(h) })));
}

/** "2-7-11". */
export function groupLabel(houses: readonly number[]): string {
  return houses.join('-');
}

export interface EvidenceSlots {
  ruleId: QuestionRuleId;
  primaryHouse: number;
  group: readonly number[];
  csl: Bilingual;
  houses: readonly number[];
  graha: Bilingual | null;
}

/** The sentence of one evidence item. */
export function questionEvidenceText(e: EvidenceSlots): Bilingual {
  const template = e.ruleId === 'KP.Q_CSL_NODE_AGENCY' && e.houses.length === 0 ? nodeAgencyNothingMore : evidenceTemplates[e.ruleId];
  return fill(template, {
    primary: houseOrdinals[e.primaryHouse - 1],
    csl: e.csl,
    houses: houseList(e.houses),
    group: groupLabel(e.group),
    graha: e.graha ?? e.csl,
  });
}

/** The evidence sentences joined, for a one-paragraph summary. */
export function questionSummary(texts: readonly Bilingual[]): Bilingual {
  return joinSentences(texts);
}
