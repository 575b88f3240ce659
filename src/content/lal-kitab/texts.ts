/**
 * Sentences of the Lal Kitab result (content `lal-kitab-content.1`). Wording rule: everything
 * is reported as what the Lal Kitab tradition says or associates; nothing is prescribed,
 * promised or said to be needed, and every remedy text is review-only.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { grahaName } from '../names.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import type { LkRinRule, LkRinTrigger } from '../../jyotish/lal-kitab/rin.ts';
import type { LkSleepRuleId } from '../../jyotish/lal-kitab/sleep.ts';
import type { LkUpayaCategoryId } from '../../jyotish/lal-kitab/upaya.ts';
import { lkRinNames } from './names.ts';

/** "A, B and C" / "A, B or C" in either language. */
function joinWith(items: readonly string[], word: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

function grahaList(ids: readonly GrahaId[], en: string, hi: string): Bilingual {
  return { en: joinWith(ids.map((g) => grahaName(g).en), en), hi: joinWith(ids.map((g) => grahaName(g).hi), hi) };
}

function houseList(houses: readonly number[], en: string, hi: string): Bilingual {
  const ns = houses.map(String);
  return { en: joinWith(ns, en), hi: joinWith(ns, hi) };
}

/** How the chart is read (shown with the chart). */
export const lkChartNote: Bilingual = {
  en: 'Lal Kitab keeps each graha in its whole-sign house from the real lagna and then reads house 1 as Aries, house 2 as Taurus … house 12 as Pisces, whatever the lagna. Degrees, nakshatras and divisional charts are not used, so the drawing shows no degrees.',
  hi: 'लाल किताब हर ग्रह को असली लग्न से गिने उसी खाने में रखती है और फिर लग्न चाहे जो हो, खाना नंबर 1 को मेष, खाना नंबर 2 को वृषभ … खाना नंबर 12 को मीन मानती है। अंश, नक्षत्र और वर्ग-कुंडलियाँ काम में नहीं आतीं, इसलिए चित्र में अंश नहीं दिखाए गए हैं।',
};

/** Why a graha is awake or asleep, with the facts that decided it. */
export function sleepReason(
  ruleId: LkSleepRuleId,
  graha: GrahaId,
  house: number,
  facts: { inPakkaGhar: boolean; targets: readonly number[]; occupiedTargets: readonly number[] },
): Bilingual {
  const g = grahaName(graha);
  switch (ruleId) {
    case 'LK.SLEEP_V1.PAKKA_OR_EXALTED': {
      const where = facts.inPakkaGhar ? { en: 'its pakka ghar', hi: 'अपने पक्के घर' } : { en: 'its house of exaltation', hi: 'अपने उच्च के खाने' };
      return {
        en: `Awake: ${g.en} sits in house ${house}, ${where.en}.`,
        hi: `जागा हुआ: ${g.hi} खाना नंबर ${house} में, ${where.hi} में बैठा है।`,
      };
    }
    case 'LK.SLEEP_V1.TARGET_OCCUPIED': {
      const hs = houseList(facts.occupiedTargets, 'and', 'और');
      return {
        en: `Awake: ${g.en} in house ${house} aspects house ${hs.en}, which holds a graha.`,
        hi: `जागा हुआ: खाना नंबर ${house} का ${g.hi} खाना नंबर ${hs.hi} को देखता है, जिसमें कोई ग्रह बैठा है।`,
      };
    }
    case 'LK.SLEEP_V1.TARGETS_EMPTY': {
      const hs = houseList(facts.targets, 'and', 'और');
      return {
        en: `Asleep: ${g.en} in house ${house} aspects house ${hs.en}, and no graha sits there.`,
        hi: `सोया हुआ: खाना नंबर ${house} का ${g.hi} खाना नंबर ${hs.hi} को देखता है, पर वहाँ कोई ग्रह नहीं बैठा।`,
      };
    }
    case 'LK.SLEEP_V1.FIRST_HALF_OCCUPIED':
      return {
        en: `Awake: ${g.en} sits in house ${house} (one of 7, 9, 10, 11 and 12) and at least one of houses 1–6 holds a graha.`,
        hi: `जागा हुआ: ${g.hi} खाना नंबर ${house} में है (7, 9, 10, 11 और 12 में से एक), और खाना नंबर 1 से 6 में से कम से कम एक में कोई ग्रह बैठा है।`,
      };
    case 'LK.SLEEP_V1.FIRST_HALF_EMPTY':
      return {
        en: `Asleep: ${g.en} sits in house ${house} (one of 7, 9, 10, 11 and 12) and houses 1–6 are all empty.`,
        hi: `सोया हुआ: ${g.hi} खाना नंबर ${house} में है (7, 9, 10, 11 और 12 में से एक), और खाना नंबर 1 से 6 तक सब खाली हैं।`,
      };
  }
}

/** The symmetric folk rule, when it applies. */
export const sleepingByHalfText: Bilingual = {
  en: 'Also flagged by the symmetric folk rule (LK.SLEEP_V1.SECOND_HALF_EMPTY): houses 7–12 are all empty and this graha sits in houses 1–6.',
  hi: 'लोक-प्रचलित उलटे नियम (LK.SLEEP_V1.SECOND_HALF_EMPTY) से भी चिह्नित: खाना नंबर 7 से 12 तक सब खाली हैं और यह ग्रह खाना नंबर 1 से 6 में है।',
};

/** What a sleeping house is (shown with the list). */
export const sleepingHousesNote: Bilingual = {
  en: 'A house sleeps when no graha sits in it and no occupied house aspects it by the Lal Kitab aspects (the takkar of the 8th on the 2nd included).',
  hi: 'जिस खाने में कोई ग्रह न बैठा हो और लाल किताब की दृष्टि से (खाना नंबर 8 की खाना नंबर 2 पर टक्कर सहित) किसी भरे हुए खाने की दृष्टि भी उस पर न पड़े, वह खाना सोया हुआ माना जाता है।',
};

/** "Mercury in house 2 and Rahu in house 2" / "खाना नंबर 2 में बुध और खाना नंबर 2 में राहु". */
function triggerList(triggers: readonly LkRinTrigger[]): Bilingual {
  return {
    en: joinWith(triggers.map((t) => `${grahaName(t.graha).en} in house ${t.house}`), 'and'),
    hi: joinWith(triggers.map((t) => `खाना नंबर ${t.house} में ${grahaName(t.graha).hi}`), 'और'),
  };
}

/** The rule of a debt as a sentence: "Venus, Mercury or Rahu in house 2, 5, 9 or 12". */
export function rinRuleText(rule: LkRinRule): Bilingual {
  const gs = grahaList(rule.triggerGrahas, 'or', 'या');
  const hs = houseList(rule.triggerHouses, 'or', 'या');
  return {
    en: `${gs.en} in house ${hs.en}`,
    hi: `${gs.hi} खाना नंबर ${hs.hi} में`,
  };
}

/** Whether a debt is flagged, and by what. */
export function rinFindingText(rule: LkRinRule, triggers: readonly LkRinTrigger[]): Bilingual {
  const name = lkRinNames[rule.id];
  const r = rinRuleText(rule);
  if (triggers.length === 0) {
    return {
      en: `Not flagged: the rule of ${name.en} (${r.en}) is not met in this chart.`,
      hi: `चिह्नित नहीं: ${name.hi} का नियम (${r.hi}) इस कुंडली में पूरा नहीं होता।`,
    };
  }
  const t = triggerList(triggers);
  return {
    en: `Flagged: ${t.en} meet${triggers.length === 1 ? 's' : ''} the rule of ${name.en} (${r.en}).`,
    hi: `चिह्नित: ${name.hi} का नियम (${r.hi}) ${t.hi} से पूरा होता है।`,
  };
}

/** The classical condition an upaya entry is about. */
export function rinConditionText(rule: LkRinRule, triggers: readonly LkRinTrigger[]): Bilingual {
  const name = lkRinNames[rule.id];
  const t = triggerList(triggers);
  return { en: `${name.en}, flagged by ${t.en}`, hi: `${name.hi}, ${t.hi} से चिह्नित` };
}

export function debilitationConditionText(graha: GrahaId, house: number): Bilingual {
  const g = grahaName(graha);
  return { en: `${g.en} debilitated (neech) in Lal Kitab house ${house}`, hi: `${g.hi} खाना नंबर ${house} में नीच का (लाल किताब)` };
}

/** The articles §6 lists for each graha's donation, and its weekday (none is given for the nodes). */
const grahaDaan: Record<GrahaId, { items: Bilingual; weekday: Bilingual | null }> = {
  sun: { items: { en: 'wheat and jaggery', hi: 'गेहूँ और गुड़' }, weekday: { en: 'Sunday', hi: 'रविवार' } },
  moon: { items: { en: 'rice and milk', hi: 'चावल और दूध' }, weekday: { en: 'Monday', hi: 'सोमवार' } },
  mars: { items: { en: 'masoor dal', hi: 'मसूर की दाल' }, weekday: { en: 'Tuesday', hi: 'मंगलवार' } },
  mercury: { items: { en: 'green moong', hi: 'हरी मूँग' }, weekday: { en: 'Wednesday', hi: 'बुधवार' } },
  jupiter: { items: { en: 'chana dal and turmeric', hi: 'चने की दाल और हल्दी' }, weekday: { en: 'Thursday', hi: 'गुरुवार' } },
  venus: { items: { en: 'curd and ghee', hi: 'दही और घी' }, weekday: { en: 'Friday', hi: 'शुक्रवार' } },
  saturn: { items: { en: 'mustard oil and urad', hi: 'सरसों का तेल और उड़द' }, weekday: { en: 'Saturday', hi: 'शनिवार' } },
  rahu: { items: { en: 'coconut and barley', hi: 'नारियल और जौ' }, weekday: null },
  ketu: { items: { en: 'a blanket and sesame', hi: 'कंबल और तिल' }, weekday: null },
};

/** What the tradition associates with a condition in one category ("traditionally associated …"). */
export function traditionalUpaya(category: LkUpayaCategoryId, condition: { graha: GrahaId; rinName?: Bilingual }): Bilingual {
  const g = grahaName(condition.graha);
  switch (category) {
    case 'daan': {
      const d = grahaDaan[condition.graha];
      const when = d.weekday
        ? { en: ` on ${d.weekday.en}, ${g.en}’s weekday, in daylight`, hi: ` ${d.weekday.hi} (${g.hi} के वार) को, दिन के उजाले में` }
        : { en: ' in daylight', hi: ' दिन के उजाले में' };
      return {
        en: `Traditionally associated with daan (donation) of ${g.en}’s articles, such as ${d.items.en},${when.en}.`,
        hi: `परंपरा में इसे ${g.hi} की वस्तुओं, जैसे ${d.items.hi}, के दान से जोड़ा जाता है —${when.hi}।`,
      };
    }
    case 'collective': {
      const rin = condition.rinName ?? lkRinNames.pitri;
      return {
        en: `Traditionally associated with a collective remedy: for ${rin.en} Lal Kitab describes an equal contribution from the blood relatives, given as a single joint donation.`,
        hi: `परंपरा में इसे सामूहिक उपाय से जोड़ा जाता है: ${rin.hi} के लिए लाल किताब रक्त-संबंधियों के बराबर अंशदान से किए गए एक संयुक्त दान का वर्णन करती है।`,
      };
    }
    default:
      return lkUpayaCategoryTexts[category];
  }
}

/** Each §6 category as the tradition describes it (the catalogue; not tied to this chart). */
export const lkUpayaCategoryTexts: Record<LkUpayaCategoryId, Bilingual> = {
  daan: {
    en: 'Traditionally associated with an afflicted graha: donating that graha’s articles on its weekday, in daylight.',
    hi: 'परंपरा में पीड़ित ग्रह से जुड़ा: उसी ग्रह की वस्तुओं का दान, उसके वार को, दिन के उजाले में।',
  },
  'jal-pravah': {
    en: 'Traditionally associated with some conditions: letting specified articles flow in running water.',
    hi: 'परंपरा में कुछ स्थितियों से जुड़ा: बताई गई वस्तुओं को बहते पानी में प्रवाहित करना।',
  },
  feeding: {
    en: 'Traditionally associated with the grahas: feeding cows, dogs, crows, ants, fish or birds.',
    hi: 'परंपरा में ग्रहों से जुड़ा: गाय, कुत्ते, कौए, चींटियों, मछलियों या पक्षियों को खिलाना।',
  },
  'keeping-article': {
    en: 'Traditionally associated with keeping an article, such as a piece of solid silver, a copper coin, a saffron tilak or a square of silver.',
    hi: 'परंपरा में कोई वस्तु अपने पास रखने से जुड़ा, जैसे ठोस चाँदी का टुकड़ा, ताँबे का सिक्का, केसर का तिलक या चाँदी का चौकोर टुकड़ा।',
  },
  conduct: {
    en: 'Traditionally associated with conduct, such as respect for father, mother and elders, keeping away from alcohol and meat, and honesty in dealings.',
    hi: 'परंपरा में आचरण से जुड़ा, जैसे पिता, माता और बड़ों का आदर, शराब और माँस से दूरी, और लेन-देन में ईमानदारी।',
  },
  'worship-service': {
    en: 'Traditionally associated with worship and service, such as visiting temples and serving people in need.',
    hi: 'परंपरा में पूजा और सेवा से जुड़ा, जैसे मंदिर जाना और ज़रूरतमंदों की सेवा करना।',
  },
  collective: {
    en: 'Traditionally associated with a debt (rin): an equal contribution from the blood relatives, given as a single joint donation.',
    hi: 'परंपरा में ऋण से जुड़ा: रक्त-संबंधियों के बराबर अंशदान से किया गया एक संयुक्त दान।',
  },
};

/** The review-only boundary of the remedy section. */
export const lkRemediesBoundary: Bilingual = {
  en: 'Review only. Lal Kitab is a folk tradition, and this section reports which of its remedy categories the tradition associates with conditions the declared rules flag in this chart. Nothing here is prescribed, promised or said to be needed; no effect of any remedy is established. It is not medical, psychological, financial or legal advice; do not replace or delay such advice because of it. A qualified, independent person should review the chart before anyone acts on any of it.',
  hi: 'केवल समीक्षा हेतु। लाल किताब एक लोक-परंपरा है; यह भाग केवल बताता है कि घोषित नियम इस कुंडली में जिन स्थितियों को चिह्नित करते हैं, उनसे यह परंपरा अपने कौन-से उपाय-वर्ग जोड़ती है। यहाँ कुछ भी निर्धारित नहीं किया गया, न किसी फल का वादा है, न यह कहा गया है कि कोई उपाय आवश्यक है; किसी उपाय का प्रभाव सिद्ध नहीं है। यह चिकित्सीय, मनोवैज्ञानिक, वित्तीय या क़ानूनी सलाह नहीं है; इसके कारण ऐसी सलाह न छोड़ें और न टालें। इस पर कोई भी क़दम उठाने से पहले कोई योग्य और स्वतंत्र जानकार कुंडली को देखे।',
};

/** Procedural conventions of the tradition, reported as text (§6). */
export const lkUpayaConventions: { id: string; text: Bilingual }[] = [
  {
    id: 'one-at-a-time',
    text: { en: 'The tradition describes one remedy at a time, never several together.', hi: 'परंपरा एक समय में एक ही उपाय की बात करती है, कई उपाय एक साथ नहीं।' },
  },
  {
    id: 'forty-to-forty-three-days',
    text: {
      en: 'It describes a remedy as kept up on 40 to 43 consecutive days, begun again from the start if a day is missed.',
      hi: 'वह उपाय को लगातार 40 से 43 दिन तक चलाने की बात करती है; बीच में कोई दिन छूट जाए तो फिर शुरू से।',
    },
  },
  {
    id: 'daylight-only',
    text: { en: 'It places remedies in daylight, between sunrise and sunset.', hi: 'वह उपायों को दिन के उजाले में, सूर्योदय से सूर्यास्त के बीच रखती है।' },
  },
  {
    id: 'never-with-medical-or-financial-advice',
    text: {
      en: 'None of it is to be combined with, or taken in place of, medical or financial advice.',
      hi: 'इनमें से कुछ भी चिकित्सीय या वित्तीय सलाह के साथ मिलाया नहीं जाना चाहिए, न उसकी जगह लिया जाना चाहिए।',
    },
  },
];

/** The whole result's boundary. */
export const lkBoundary: Bilingual = {
  en: 'A deterministic mapping of the birth chart into the Lal Kitab folk system under the declared rules and edition variants. It describes what the tradition says about placements; it predicts nothing and is not advice. Remedy categories are review-only.',
  hi: 'घोषित नियमों और संस्करण-विकल्पों के अनुसार जन्म-कुंडली का लाल किताब की लोक-पद्धति में निश्चित रूपांतरण। यह बताता है कि परंपरा ग्रह-स्थितियों के बारे में क्या कहती है; यह कोई भविष्यवाणी नहीं करता और न ही कोई सलाह है। उपाय-वर्ग केवल समीक्षा हेतु हैं।',
};

/** How the annual chart is built. */
export const varshphalNote: Bilingual = {
  en: 'The Lal Kitab varshphal moves every graha from its birth house to the house the 120-year Lal Kitab table gives for the running year of life (LK.VARSHPHAL). Year 1 runs from birth to the first birthday; a person who has completed N years is in year N + 1. The table’s sources and checks are listed in the method notes.',
  hi: 'लाल किताब वर्षफल में हर ग्रह अपने जन्म के खाने से उस खाने में जाता है जो लाल किताब की 120 वर्ष वाली तालिका आयु के चल रहे वर्ष के लिए बताती है (LK.VARSHPHAL)। पहला वर्ष जन्म से पहले जन्मदिन तक चलता है; जिसने N वर्ष पूरे कर लिए, वह N + 1वें वर्ष में है। तालिका के स्रोत और जाँच विधि-टिप्पणियों में दिए गए हैं।',
};

/** Why no annual chart is given for the date asked about. */
export const varshphalUnavailable: Bilingual = {
  en: 'No varshphal is given: the Lal Kitab table covers years of life 1 to 120 only, and on the date used this birth lies outside them (not yet born, or past the 120th year).',
  hi: 'वर्षफल नहीं दिया गया: लाल किताब की तालिका केवल आयु के 1 से 120 वर्ष तक की है, और ली गई तारीख़ पर यह जन्म उस सीमा से बाहर है (अभी जन्म नहीं हुआ, या 120वाँ वर्ष बीत चुका)।',
};

/** §7 items this service does not implement, named so callers know. */
export const lkNotImplemented: { id: string; name: Bilingual; note: Bilingual }[] = [
  {
    id: 'LK.ANDHA_TEVA',
    name: { en: 'Blind horoscope (andha teva)', hi: 'अंधा टेवा' },
    note: { en: 'Not implemented: the editions’ rules for a blind horoscope are not transcribed here.', hi: 'लागू नहीं: अंधे टेवे के संस्करणों वाले नियम यहाँ दर्ज नहीं किए गए हैं।' },
  },
  {
    id: 'LK.MASNUI_GRAHA',
    name: { en: 'Artificial planets (masnui graha)', hi: 'मसनूई (बनावटी) ग्रह' },
    note: { en: 'Not implemented: the combinations that make artificial planets are not evaluated.', hi: 'लागू नहीं: बनावटी ग्रह बनाने वाले योगों की जाँच नहीं की जाती।' },
  },
  {
    id: 'LK.PALMISTRY',
    name: { en: 'Palmistry links (samudrik)', hi: 'हस्तरेखा (सामुद्रिक) से संबंध' },
    note: { en: 'Not implemented: the service reads birth data only, never a palm.', hi: 'लागू नहीं: यह सेवा केवल जन्म-विवरण पढ़ती है, हाथ की रेखाएँ नहीं।' },
  },
];
