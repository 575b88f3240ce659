/** Names of the Kaal Sarpa types and directions, and the dosha-level explanations. */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { KaalSarpaTypeId } from '../../jyotish/rules/kaal-sarpa.ts';

export const kaalSarpaTypeNames: Record<KaalSarpaTypeId, Bilingual> = {
  ananta: { en: 'Ananta', hi: 'अनंत' },
  kulika: { en: 'Kulika', hi: 'कुलिक' },
  vasuki: { en: 'Vasuki', hi: 'वासुकि' },
  shankhapala: { en: 'Shankhapala', hi: 'शंखपाल' },
  padma: { en: 'Padma', hi: 'पद्म' },
  mahapadma: { en: 'Mahapadma', hi: 'महापद्म' },
  takshaka: { en: 'Takshaka', hi: 'तक्षक' },
  karkotaka: { en: 'Karkotaka', hi: 'कर्कोटक' },
  shankhachuda: { en: 'Shankhachuda', hi: 'शंखचूड़' },
  ghataka: { en: 'Ghataka', hi: 'घातक' },
  vishadhara: { en: 'Vishadhara', hi: 'विषधर' },
  sheshanaga: { en: 'Sheshanaga', hi: 'शेषनाग' },
};

export const kaalSarpaDirectionNames: Record<'rahu-to-ketu' | 'ketu-to-rahu', Bilingual> = {
  'rahu-to-ketu': { en: 'Kaal Sarpa: the grahas lie on the arc from Rahu forward to Ketu', hi: 'कालसर्प: ग्रह राहु से आगे केतु तक के चाप में हैं' },
  'ketu-to-rahu': { en: 'Kaal Amrita: the grahas lie on the arc from Ketu forward to Rahu', hi: 'कालामृत: ग्रह केतु से आगे राहु तक के चाप में हैं' },
};

/** Names of the doshas whose result block carries a `name` (Kaal Sarpa and Manglik name their type and status instead). */
export const doshaNames: Record<'guru-chandala' | 'grahan' | 'kemadruma' | 'shrapit' | 'angarak' | 'pitra', Bilingual> = {
  'guru-chandala': { en: 'Guru-Chandala', hi: 'गुरु-चाण्डाल' },
  grahan: { en: 'Grahan', hi: 'ग्रहण' },
  kemadruma: { en: 'Kemadruma', hi: 'केमद्रुम' },
  shrapit: { en: 'Shrapit', hi: 'श्रापित' },
  angarak: { en: 'Angarak', hi: 'अंगारक' },
  pitra: { en: 'Pitra dosha (popular rules)', hi: 'पितृ दोष (लोकप्रिय नियम)' },
};

export function kaalSarpaExplanation(detected: boolean, kind: 'full' | 'partial' | null, typeName: Bilingual | null): Bilingual {
  if (!detected || !typeName) {
    return {
      en: 'Kaal Sarpa is not formed: the seven grahas from the Sun to Saturn are not confined to one side of the Rahu–Ketu axis. It is a modern popular rule without a classical verse.',
      hi: 'कालसर्प नहीं बनता: सूर्य से शनि तक के सात ग्रह राहु-केतु अक्ष के एक ही ओर सीमित नहीं हैं। यह शास्त्रीय श्लोक के बिना आधुनिक लोकप्रिय नियम है।',
    };
  }
  const k = kind === 'full' ? { en: 'full', hi: 'पूर्ण' } : { en: 'partial', hi: 'आंशिक' };
  return {
    en: `A ${k.en} Kaal Sarpa pattern of the ${typeName.en} type (named by Rahu’s house) is formed. It is a modern popular rule without a classical verse; read it together with the rest of the chart, and do not treat it as a prediction.`,
    hi: `${typeName.hi} प्रकार (राहु के भाव से नामित) का ${k.hi} कालसर्प स्वरूप बनता है। यह शास्त्रीय श्लोक के बिना आधुनिक लोकप्रिय नियम है; इसे शेष कुंडली के साथ पढ़ें, भविष्यवाणी के रूप में नहीं।`,
  };
}

export const pitraSummaryNote: Bilingual = {
  en: 'Popular Pitra dosha rules (P1–P5), any one of which popular usage counts. The rule-by-rule audit, including the classical BPHS ch. 83 rule, is at /v2/calculations/pitri-shapa; no overall verdict is given.',
  hi: 'लोकप्रिय पितृ दोष नियम (P1–P5), जिनमें से कोई एक भी लोक-प्रचलन में गिना जाता है। शास्त्रीय बृहत् पाराशर होरा शास्त्र अध्याय 83 के नियम सहित नियम-दर-नियम जाँच /v2/calculations/pitri-shapa पर है; कोई समग्र निर्णय नहीं दिया जाता।',
};

export const kemadrumaCancelledNote: Bilingual = {
  en: 'It is formed, but a cancellation holds: a graha stands in a kendra from the lagna or the Moon.',
  hi: 'यह बनता है, किंतु भंग की शर्त पूरी होती है: लग्न या चन्द्र से केन्द्र में कोई ग्रह है।',
};
