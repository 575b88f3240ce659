/**
 * Composes a topic's reading from ids and numbers: the six sections, the sentence of every
 * fact, the reconciliation note and the dasha-context summary. Nothing here decides a rule;
 * the facts and their directions come from src/jyotish/readings.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { Dignity } from '../../jyotish/chart/dignity.ts';
import type { GrahaId, RashiId, SevenGrahaId } from '../../jyotish/core/zodiac.ts';
import type { FactDirection, ReadingRuleId, SavRuleId } from '../../jyotish/readings/facts.ts';
import type { ReadingTopicId } from '../../jyotish/readings/topics.ts';
import type { DashaRelevance } from '../../jyotish/readings/dasha-context.ts';
import { ruleTexts } from './facts.ts';
import { sectionTitles, topicLabels, type ReadingSectionId } from './labels.ts';
import { aspectEffect, lordCombust, lordDignity, lordPlacement, lordRetrograde, occupantEffect, signTone } from './phrases.ts';
import { grahaName, joinList } from '../names.ts';
import { fill, joinSentences, ordinal, signName, type Slots } from './template.ts';

export interface FactInput {
  ruleId: ReadingRuleId;
  direction: FactDirection;
  weight: number;
  graha?: GrahaId;
  grahaHouse?: number;
  grahaSign?: RashiId;
  bindus?: number;
}

export interface DashaPeriodInput {
  lord: GrahaId;
  relevance: DashaRelevance;
  /** Local calendar dates, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  runningAtBirth: boolean;
}

export interface TopicReadingInput {
  topic: ReadingTopicId;
  house: number;
  sign: RashiId;
  lord: SevenGrahaId;
  lordHouse: number;
  lordSign: RashiId;
  lordDignity: Dignity;
  lordCombust: boolean;
  lordRetrograde: boolean;
  occupants: readonly GrahaId[];
  aspecting: readonly SevenGrahaId[];
  savBindus: number;
  /** The Sarvashtakavarga rule the jyotish layer decided for the house (picks the section text). */
  savRuleId: SavRuleId;
  facts: readonly FactInput[];
  balance: { supportive: number; challenging: number };
  dashaPeriods: readonly DashaPeriodInput[];
}

/** Graha names as slot values, one frozen object per graha (grahaName makes a new one per call). */
const grahaSlot = new Map<GrahaId, Bilingual>();
function grahaText(g: GrahaId): Bilingual {
  let name = grahaSlot.get(g);
  if (name === undefined) {
    name = Object.freeze(grahaName(g));
    grahaSlot.set(g, name);
  }
  return name;
}

/**
 * The slots every text of a topic reads, made once per topic input (a topic fills ~30 texts);
 * read-only: callers that add slots copy it first.
 */
const baseSlotsOf = new WeakMap<TopicReadingInput, Readonly<Slots>>();
function baseSlots(x: TopicReadingInput): Readonly<Slots> {
  let s = baseSlotsOf.get(x);
  if (s === undefined) {
    s = Object.freeze({
      lord: grahaText(x.lord),
      ord: ordinal(x.house),
      sign: signName(x.sign),
      short: topicLabels[x.topic].short,
      theme: topicLabels[x.topic].theme,
      title: topicLabels[x.topic].title,
      lordOrd: ordinal(x.lordHouse),
      lordSign: signName(x.lordSign),
      n: x.savBindus,
    });
    baseSlotsOf.set(x, s);
  }
  return s;
}

/** A fact's slots, made once per fact (its sentence and its label read the same ones). */
const factSlotsOf = new WeakMap<FactInput, { x: TopicReadingInput; slots: Slots }>();
function factSlots(x: TopicReadingInput, f: FactInput): Slots {
  const hit = factSlotsOf.get(f);
  if (hit !== undefined && hit.x === x) return hit.slots;
  const s: Slots = { ...baseSlots(x) };
  if (f.graha) s.graha = grahaText(f.graha);
  if (f.grahaHouse) s.gOrd = ordinal(f.grahaHouse);
  if (f.grahaSign) s.gSign = signName(f.grahaSign);
  if (f.bindus !== undefined) s.n = f.bindus;
  factSlotsOf.set(f, { x, slots: s });
  return s;
}

/** The sentence stating one fact. */
export function factSentence(x: TopicReadingInput, f: FactInput): Bilingual {
  return fill(ruleTexts[f.ruleId].fact, factSlots(x, f));
}

function factLabel(x: TopicReadingInput, f: FactInput): Bilingual {
  return fill(ruleTexts[f.ruleId].label, factSlots(x, f));
}

const balanceText = {
  supportive: {
    en: 'The supportive factors listed below outweigh the challenging ones ({s} to {c} by weight).',
    hi: 'नीचे दिए गए सहायक कारक चुनौतीपूर्ण कारकों से अधिक भारी हैं (भार के अनुसार {s} बनाम {c})।',
  },
  challenging: {
    en: 'The challenging factors listed below outweigh the supportive ones ({c} to {s} by weight); this marks an area that rewards patience and deliberate effort, not one that is closed.',
    hi: 'नीचे दिए गए चुनौतीपूर्ण कारक सहायक कारकों से अधिक भारी हैं (भार के अनुसार {c} बनाम {s}); यह ऐसा क्षेत्र है जो धैर्य और सोचे-समझे प्रयास का फल देता है, बन्द दरवाज़ा नहीं।',
  },
  even: {
    en: 'Supportive and challenging factors are close in weight ({s} to {c}), so results here depend much on timing and effort.',
    hi: 'सहायक और चुनौतीपूर्ण कारक भार में लगभग बराबर हैं ({s} और {c}), इसलिए यहाँ परिणाम बहुत कुछ समय और प्रयास पर निर्भर करते हैं।',
  },
  none: {
    en: 'The chart shows no strong pull either way in this area.',
    hi: 'इस क्षेत्र में कुण्डली किसी भी ओर विशेष झुकाव नहीं दिखाती।',
  },
} satisfies Record<string, Bilingual>;

/** Topic-specific caution that keeps the reading clear of professional advice. */
const topicCaution: Partial<Record<ReadingTopicId, Bilingual>> = {
  'health-service': {
    en: 'This reading concerns traditional chart symbolism; questions of health belong with qualified medical professionals.',
    hi: 'यह पठन परम्परागत ज्योतिषीय प्रतीकों पर आधारित है; स्वास्थ्य सम्बन्धी प्रश्नों के लिए योग्य चिकित्सक से परामर्श करें।',
  },
  'wealth-speech': {
    en: 'It describes tendencies, not financial guidance.',
    hi: 'यह प्रवृत्तियों का वर्णन है, वित्तीय सलाह नहीं।',
  },
};

function balanceKey(b: { supportive: number; challenging: number }): keyof typeof balanceText {
  if (b.supportive === 0 && b.challenging === 0) return 'none';
  if (b.supportive > b.challenging + 1) return 'supportive';
  if (b.challenging > b.supportive + 1) return 'challenging';
  return 'even';
}

function overview(x: TopicReadingInput): Bilingual {
  const head = fill(
    { en: '{title}: the {ord} house, in {sign}, whose lord {lord} sits in the {lordOrd} house.', hi: '{title}: {sign} राशि में पड़ने वाला {ord} भाव, जिसका स्वामी {lord} {lordOrd} भाव में है।' },
    baseSlots(x),
  );
  const balance = fill(balanceText[balanceKey(x.balance)], { s: x.balance.supportive, c: x.balance.challenging });
  return joinSentences([head, balance, topicCaution[x.topic] ?? null]);
}

function houseSign(x: TopicReadingInput): Bilingual {
  return fill(
    {
      en: 'The {ord} house, which governs {theme}, falls in {sign} in this chart. Matters of this house therefore take on a tone that is {tone}. The sign is ruled by {lord}, so {lord}\'s condition is followed closely below.',
      hi: '{ord} भाव, जो {theme} का भाव है, इस कुण्डली में {sign} राशि में पड़ता है। इसलिए इस भाव के विषयों में ऐसा स्वर दिखता है जो {tone} है। इस राशि का स्वामी {lord} है, इसलिए आगे {lord} की स्थिति को ध्यान से देखा गया है।',
    },
    { ...baseSlots(x), tone: signTone[x.sign] },
  );
}

function lordSection(x: TopicReadingInput): Bilingual {
  const s = baseSlots(x);
  const where = fill(
    x.lordHouse === x.house
      ? { en: '{lord}, lord of the {ord} house, stands in that same house, in {lordSign}. This {placement}.', hi: '{ord} भाव का स्वामी {lord} उसी भाव में, {lordSign} राशि में स्थित है। इस प्रकार {lord} {placement}।' }
      : { en: '{lord}, lord of the {ord} house, sits in the {lordOrd} house, in {lordSign}. This {placement}.', hi: '{ord} भाव का स्वामी {lord} {lordOrd} भाव में, {lordSign} राशि में स्थित है। इस प्रकार {lord} {placement}।' },
    { ...s, placement: lordPlacement[x.lordHouse - 1] },
  );
  return joinSentences([
    where,
    fill(lordDignity[x.lordDignity], s),
    x.lordCombust ? fill(lordCombust, s) : null,
    x.lordRetrograde ? fill(lordRetrograde, s) : null,
  ]);
}

function occupantsSection(x: TopicReadingInput): Bilingual {
  const s = baseSlots(x);
  if (x.occupants.length === 0) {
    return fill(
      {
        en: 'No graha stands in the {ord} house. Its results then come mainly through its lord, {lord}, and through the aspects it receives.',
        hi: '{ord} भाव में कोई ग्रह स्थित नहीं है। ऐसे में इसके फल मुख्यतः इसके स्वामी {lord} और इस पर पड़ने वाली दृष्टियों से आते हैं।',
      },
      s,
    );
  }
  const names = joinList(x.occupants.map(grahaText));
  const head = fill(
    x.occupants.length === 1
      ? { en: 'The {ord} house holds {names}.', hi: '{ord} भाव में {names} स्थित है।' }
      : { en: 'The {ord} house holds {names}.', hi: '{ord} भाव में {names} स्थित हैं।' },
    { ...s, names },
  );
  const each = x.occupants.map((g) => fill({ en: '{graha} {effect}.', hi: '{graha} {effect}।' }, { graha: grahaText(g), effect: occupantEffect[g] }));
  return joinSentences([head, ...each]);
}

function aspectsSection(x: TopicReadingInput): Bilingual {
  const s = baseSlots(x);
  if (x.aspecting.length === 0) {
    return fill(
      { en: 'No graha casts a full graha drishti on the {ord} house, in {sign}.', hi: '{sign} राशि में पड़ने वाले {ord} भाव पर किसी ग्रह की पूर्ण दृष्टि नहीं है।' },
      s,
    );
  }
  const head = fill(
    { en: 'Full graha drishti on the {ord} house, in {sign}, comes from {names}.', hi: '{sign} राशि में पड़ने वाले {ord} भाव पर {names} की पूर्ण दृष्टि है।' },
    { ...s, names: joinList(x.aspecting.map(grahaText)) },
  );
  const each = x.aspecting.map((g) => fill({ en: '{graha}\'s aspect {effect}.', hi: '{graha} की दृष्टि {effect}।' }, { graha: grahaText(g), effect: aspectEffect[g] }));
  return joinSentences([head, ...each]);
}

const savText: Record<SavRuleId, Bilingual> = {
  'KA.SAV.STRONG': {
    en: 'The sign of the {ord} house, {sign}, holds {n} of the 337 Sarvashtakavarga bindus, at or above the customary 28 that marks a strong house: efforts here tend to find support.',
    hi: '{ord} भाव की राशि {sign} में सर्वाष्टकवर्ग के 337 में से {n} बिन्दु हैं, जो बलवान भाव की परम्परागत सीमा 28 या उससे अधिक है: यहाँ किए गए प्रयासों को सहारा मिलने की प्रवृत्ति रहती है।',
  },
  'KA.SAV.AVERAGE': {
    en: 'The sign of the {ord} house, {sign}, holds {n} of the 337 Sarvashtakavarga bindus, close to the average of about 28 a sign: a middling, workable level.',
    hi: '{ord} भाव की राशि {sign} में सर्वाष्टकवर्ग के 337 में से {n} बिन्दु हैं, जो प्रति राशि लगभग 28 के औसत के आसपास है: मध्यम और काम चलाने योग्य स्तर।',
  },
  'KA.SAV.WEAK': {
    en: 'The sign of the {ord} house, {sign}, holds {n} of the 337 Sarvashtakavarga bindus, below 25: this area tends to ask for more deliberate effort, and the house lord and aspects weigh more.',
    hi: '{ord} भाव की राशि {sign} में सर्वाष्टकवर्ग के 337 में से {n} बिन्दु हैं, जो 25 से कम है: इस क्षेत्र में अधिक सोच-समझकर प्रयास की आवश्यकता रहती है, और भाव स्वामी व दृष्टियों का महत्व बढ़ जाता है।',
  },
  'KA.SAV.SIXTH_LOW': {
    en: 'The sign of the {ord} house, {sign}, holds only {n} Sarvashtakavarga bindus. For a house of obstacles, fewer bindus are read as fewer troubles, so this is a favourable sign.',
    hi: '{ord} भाव की राशि {sign} में सर्वाष्टकवर्ग के केवल {n} बिन्दु हैं। बाधाओं के भाव के लिए कम बिन्दु कम कठिनाइयों के रूप में पढ़े जाते हैं, इसलिए यह अनुकूल संकेत है।',
  },
  'KA.SAV.SIXTH_HIGH': {
    en: 'The sign of the {ord} house, {sign}, holds {n} Sarvashtakavarga bindus. For a house of obstacles, a high count is read as more occasions of conflict or strain to manage.',
    hi: '{ord} भाव की राशि {sign} में सर्वाष्टकवर्ग के {n} बिन्दु हैं। बाधाओं के भाव के लिए अधिक बिन्दु संघर्ष या तनाव के अधिक अवसरों के रूप में पढ़े जाते हैं, जिन्हें संभालना होता है।',
  },
};

function ashtakavargaSection(x: TopicReadingInput): Bilingual {
  return fill(savText[x.savRuleId], baseSlots(x));
}

/** The six sections of a topic, in the published order. */
export function topicSections(x: TopicReadingInput): { id: ReadingSectionId; title: Bilingual; text: Bilingual }[] {
  const texts: Record<ReadingSectionId, Bilingual> = {
    overview: overview(x),
    'house-sign': houseSign(x),
    lord: lordSection(x),
    occupants: occupantsSection(x),
    aspects: aspectsSection(x),
    ashtakavarga: ashtakavargaSection(x),
  };
  return (Object.keys(texts) as ReadingSectionId[]).map((id) => ({ id, title: sectionTitles[id], text: texts[id] }));
}

const relevanceText: Record<DashaRelevance, Bilingual> = {
  'house-lord': { en: 'lord of the {ord} house', hi: '{ord} भाव का स्वामी' },
  occupant: { en: 'placed in the {ord} house', hi: '{ord} भाव में स्थित' },
};

function periodSentence(x: TopicReadingInput, p: DashaPeriodInput): Bilingual {
  const slots = { lord: grahaText(p.lord), why: fill(relevanceText[p.relevance], baseSlots(x)), start: p.startDate, end: p.endDate };
  return fill(
    p.runningAtBirth
      ? { en: 'The mahadasha running at birth belongs to {lord} ({why}) and lasts until {end}.', hi: 'जन्म के समय चल रही महादशा {lord} ({why}) की है, जो {end} तक रहती है।' }
      : { en: '{lord} ({why}) rules the mahadasha from {start} to {end}.', hi: '{lord} ({why}) की महादशा {start} से {end} तक है।' },
    slots,
  );
}

/** The dated mahadashas that bear on the topic, as one paragraph; null when none is listed. */
export function dashaSummary(x: TopicReadingInput): Bilingual | null {
  if (x.dashaPeriods.length === 0) return null;
  const intro = fill(
    { en: 'Vimshottari periods that bear on {short}:', hi: '{short} से सम्बन्धित विंशोत्तरी दशाएँ:' },
    baseSlots(x),
  );
  return joinSentences([intro, ...x.dashaPeriods.map((p) => periodSentence(x, p))]);
}

const conclusionText = {
  supportive: {
    en: 'By weight the supportive side is stronger ({s} to {c}), so the difficulties read as friction to work through rather than the main story.',
    hi: 'भार के अनुसार सहायक पक्ष अधिक बलवान है ({s} बनाम {c}), इसलिए कठिनाइयाँ मुख्य कथा नहीं बल्कि पार की जाने वाली रुकावटें हैं।',
  },
  challenging: {
    en: 'By weight the challenging side is stronger ({c} to {s}); the supportive factors show where patient, steady effort finds footing.',
    hi: 'भार के अनुसार चुनौतीपूर्ण पक्ष अधिक बलवान है ({c} बनाम {s}); सहायक कारक बताते हैं कि धैर्य और निरन्तर प्रयास से कहाँ आधार मिलता है।',
  },
  even: {
    en: 'The two sides are close in weight ({s} to {c}), so timing and effort decide much of how this area unfolds.',
    hi: 'दोनों पक्ष भार में लगभग बराबर हैं ({s} और {c}), इसलिए यह क्षेत्र कैसे विकसित होगा, यह बहुत कुछ समय और प्रयास पर निर्भर है।',
  },
} satisfies Record<string, Bilingual>;

/**
 * A note that weighs facts pulling in opposite directions; null when all facts point the
 * same way (or are neutral).
 */
export function reconciliation(x: TopicReadingInput): Bilingual | null {
  const sup = x.facts.filter((f) => f.direction === 'supportive');
  const chal = x.facts.filter((f) => f.direction === 'challenging');
  if (sup.length === 0 || chal.length === 0) return null;
  const head = fill(
    { en: 'The indications for {short} pull in two directions. In favour: {pro}. Against: {con}.', hi: '{short} के संकेत दो दिशाओं में खिंचते हैं। पक्ष में: {pro}। विपक्ष में: {con}।' },
    { ...baseSlots(x), pro: joinList(sup.map((f) => factLabel(x, f))), con: joinList(chal.map((f) => factLabel(x, f))) },
  );
  const key = balanceKey(x.balance) === 'none' ? 'even' : (balanceKey(x.balance) as keyof typeof conclusionText);
  const conclusion = fill(conclusionText[key], { s: x.balance.supportive, c: x.balance.challenging });
  const first = x.dashaPeriods[0];
  const timing = first
    ? fill(
        { en: 'These themes come to the fore especially in the mahadasha of {lord} ({start} to {end}).', hi: 'ये विषय विशेष रूप से {lord} की महादशा ({start} से {end}) में सामने आते हैं।' },
        { lord: grahaText(first.lord), start: first.startDate, end: first.endDate },
      )
    : null;
  return joinSentences([head, conclusion, timing]);
}
