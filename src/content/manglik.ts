/**
 * Texts of the Manglik (Kuja) dosha rule module `src/jyotish/rules/manglik.ts`: status and
 * reference names, the cancellations `MANGLIK.CANCEL_BVR` C1–C5, and the explanation of one
 * evaluation. Shared by match making and kundli insights, whose content versions
 * (`matchContentVersion`, `insightsContentVersion`) cover these texts: a change here bumps both.
 */
import type { Bilingual } from '../shared/bilingual.ts';
import type {
  ManglikCancellation, ManglikCancellationId, ManglikEvaluation, ManglikHouseRuleId, ManglikReferenceId, ManglikStatus,
} from '../jyotish/rules/manglik.ts';
import type { ManglikStatus4 } from '../jyotish/rules/manglik-status.ts';
import { rashiDisplayName } from './names.ts';
import { houseOrdinal } from './insights/words.ts';

export const manglikStatusNames: Record<ManglikStatus, Bilingual> = {
  'not-manglik': { en: 'Not manglik', hi: 'मांगलिक नहीं' },
  manglik: { en: 'Manglik', hi: 'मांगलिक' },
  cancelled: { en: 'Manglik dosha cancelled', hi: 'मांगलिक दोष निरस्त' },
};

/** Names of the statuses kundli insights publish (MANGLIK.STATUS_4); none and cancelled read as above. */
export const manglikStatus4Names: Record<ManglikStatus4, Bilingual> = {
  none: manglikStatusNames['not-manglik'],
  mild: { en: 'Manglik (mild: Mars in a dosha house from one reference)', hi: 'मांगलिक (सौम्य: एक सन्दर्भ से मंगल दोष-भाव में)' },
  strong: { en: 'Manglik (strong: Mars in a dosha house from two or more references)', hi: 'मांगलिक (प्रबल: दो या अधिक सन्दर्भों से मंगल दोष-भाव में)' },
  cancelled: manglikStatusNames.cancelled,
};

export const manglikReferenceNames: Record<ManglikReferenceId, Bilingual> = {
  lagna: { en: 'Lagna', hi: 'लग्न' },
  moon: { en: 'Moon', hi: 'चन्द्रमा' },
  venus: { en: 'Venus', hi: 'शुक्र' },
};

export const manglikHouseRuleNames: Record<ManglikHouseRuleId, Bilingual> = {
  'MANGLIK.L_M_124_78_12': {
    en: 'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the Lagna or the Moon',
    hi: 'लग्न या चन्द्रमा से पहले, दूसरे, चौथे, सातवें, आठवें या बारहवें भाव में मंगल',
  },
  'MANGLIK.NORTH_1_4_7_8_12': {
    en: 'Mars in the 1st, 4th, 7th, 8th or 12th house from the Lagna or the Moon (North Indian set)',
    hi: 'लग्न या चन्द्रमा से पहले, चौथे, सातवें, आठवें या बारहवें भाव में मंगल (उत्तर भारतीय नियम)',
  },
  'MANGLIK.LAGNA_ONLY': {
    en: 'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the Lagna only',
    hi: 'केवल लग्न से पहले, दूसरे, चौथे, सातवें, आठवें या बारहवें भाव में मंगल',
  },
};

export const manglikCancellationNames: Record<ManglikCancellationId, Bilingual> = {
  C1: { en: 'Mars in its own sign, exaltation, Leo or Aquarius', hi: 'मंगल स्वराशि, उच्च राशि, सिंह या कुम्भ में' },
  C2: { en: 'Mars in the sign that neutralises its house', hi: 'भाव-विशेष की निवारक राशि में मंगल' },
  C3: { en: 'Mars joined or aspected by Jupiter', hi: 'मंगल पर गुरु की युति या दृष्टि' },
  C4: { en: 'Cancer or Leo lagna (Mars is yogakaraka)', hi: 'कर्क या सिंह लग्न (मंगल योगकारक)' },
  C5: { en: 'Mars retrograde or combust (weakened)', hi: 'मंगल वक्री या अस्त (निर्बल)' },
};

/** The source note of the cancellation set. */
export const manglikCancellationSource: Bilingual = {
  en: 'MANGLIK.CANCEL_BVR: a declared, deterministic subset of the cancellations listed by B. V. Raman (doshas-yogas-transits.md §2). Age-based and remedy-based cancellations are not applied.',
  hi: 'MANGLIK.CANCEL_BVR: बी. वी. रमन द्वारा बताए गए परिहारों का घोषित, निश्चित उपसमूह (doshas-yogas-transits.md §2)। आयु या उपाय पर आधारित परिहार लागू नहीं किए जाते।',
};

/** What the cancellation found in this chart. */
export function manglikCancellationText(c: ManglikCancellation): Bilingual {
  const f = c.fact;
  switch (f.rule) {
    case 'C1': {
      const why = {
        own: { en: 'its own sign', hi: 'उसकी स्वराशि' },
        exalted: { en: 'its sign of exaltation', hi: 'उसकी उच्च राशि' },
        'leo-aquarius': { en: 'one of the two signs (Leo, Aquarius) in which the tradition exempts it', hi: 'उन दो राशियों (सिंह, कुम्भ) में से एक है जिनमें परम्परा उसे दोषमुक्त मानती' },
      }[f.dignity];
      return {
        en: `Mars is in ${rashiDisplayName(f.marsSign).en}, ${why.en}, so by this rule its placement is not counted as a dosha.`,
        hi: `मंगल ${rashiDisplayName(f.marsSign).hi} में है, जो ${why.hi} है; इसलिए इस नियम के अनुसार उसकी स्थिति दोष नहीं गिनी जाती।`,
      };
    }
    case 'C2': {
      const ref = manglikReferenceNames[f.reference];
      return {
        en: `Mars is in house ${f.house} from the ${ref.en} in ${rashiDisplayName(f.marsSign).en}, a sign that neutralises the dosha of that house.`,
        hi: `मंगल ${ref.hi} से ${houseOrdinal(f.house).hi} भाव में ${rashiDisplayName(f.marsSign).hi} में है, जो उस भाव के दोष को निष्प्रभावी करने वाली राशि है।`,
      };
    }
    case 'C3': {
      const how =
        f.relation === 'conjunct'
          ? { en: `Jupiter is in the same sign (${rashiDisplayName(f.jupiterSign).en})`, hi: `गुरु उसी राशि (${rashiDisplayName(f.jupiterSign).hi}) में है` }
          : {
              en: `Jupiter in ${rashiDisplayName(f.jupiterSign).en} casts its full ${f.relation.slice(-1)}th-house aspect on Mars`,
              hi: `${rashiDisplayName(f.jupiterSign).hi} में स्थित गुरु मंगल पर अपनी पूर्ण ${({ 'aspect-5': 'पंचम', 'aspect-7': 'सप्तम', 'aspect-9': 'नवम' } as const)[f.relation]} दृष्टि डालता है`,
            };
      return { en: `${how.en}, and Jupiter's influence softens Mars.`, hi: `${how.hi}, और गुरु का प्रभाव मंगल को सौम्य करता है।` };
    }
    case 'C4':
      return {
        en: `The lagna is ${rashiDisplayName(f.lagnaSign).en}, for which Mars owns a kendra and a trikona and becomes a yogakaraka.`,
        hi: `लग्न ${rashiDisplayName(f.lagnaSign).hi} है, जिसके लिए मंगल केन्द्र और त्रिकोण का स्वामी होकर योगकारक बनता है।`,
      };
    case 'C5': {
      const w = f.retrograde && f.combust ? { en: 'retrograde and combust', hi: 'वक्री और अस्त' } : f.retrograde ? { en: 'retrograde', hi: 'वक्री' } : { en: 'combust', hi: 'अस्त' };
      return { en: `Mars is ${w.en}, and a weakened Mars is not held to cause the dosha.`, hi: `मंगल ${w.hi} है, और निर्बल मंगल दोष का कारक नहीं माना जाता।` };
    }
  }
}

/** One paragraph on an evaluation: where Mars is, whether the dosha is present, and what cancels it. */
export function manglikExplanation(m: ManglikEvaluation): Bilingual {
  const where = {
    en: `Mars is in ${rashiDisplayName(m.marsSign).en}: house ${m.fromLagna.marsHouse} from the Lagna, ${m.fromMoon.marsHouse} from the Moon and ${m.fromVenus.marsHouse} from Venus.`,
    hi: `मंगल ${rashiDisplayName(m.marsSign).hi} में है: लग्न से ${houseOrdinal(m.fromLagna.marsHouse).hi}, चन्द्रमा से ${houseOrdinal(m.fromMoon.marsHouse).hi} और शुक्र से ${houseOrdinal(m.fromVenus.marsHouse).hi} भाव में।`,
  };
  const rule = manglikHouseRuleNames[m.houseRuleId];
  if (!m.present) {
    return {
      en: `${where.en} The dosha needs ${rule.en}, which is not the case: not manglik.${m.fromVenus.afflicted ? ' (From Venus Mars is in a dosha house, which is reported but does not decide.)' : ''}`,
      hi: `${where.hi} दोष के लिए ${rule.hi} होना चाहिए, जो यहाँ नहीं है: मांगलिक नहीं।${m.fromVenus.afflicted ? ' (शुक्र से मंगल दोष-भाव में है; यह सूचना मात्र है, निर्णायक नहीं।)' : ''}`,
    };
  }
  const refs = m.afflictedDeciding.map((r) => manglikReferenceNames[r]);
  const from = { en: refs.map((r) => r.en).join(' and '), hi: refs.map((r) => r.hi).join(' और ') };
  const present = {
    en: `${where.en} Mars is in a dosha house from the ${from.en}, so the dosha is present (severity ${m.severity} of 3 counting Venus).`,
    hi: `${where.hi} मंगल ${from.hi} से दोष-भाव में है, इसलिए दोष उपस्थित है (शुक्र सहित तीव्रता 3 में से ${m.severity})।`,
  };
  if (m.cancellations.length === 0) {
    return { en: `${present.en} No listed cancellation applies: manglik.`, hi: `${present.hi} कोई सूचीबद्ध परिहार लागू नहीं होता: मांगलिक।` };
  }
  const reasons = m.cancellations.map(manglikCancellationText);
  const tail = m.cancelled
    ? { en: 'The dosha is cancelled.', hi: 'दोष निरस्त हो जाता है।' }
    : { en: 'These do not cover every afflicted reference, so the dosha stands: manglik.', hi: 'ये सभी दोषयुक्त सन्दर्भों को नहीं ढकते, इसलिए दोष बना रहता है: मांगलिक।' };
  return {
    en: `${present.en} ${reasons.map((r) => r.en).join(' ')} ${tail.en}`,
    hi: `${present.hi} ${reasons.map((r) => r.hi).join(' ')} ${tail.hi}`,
  };
}
