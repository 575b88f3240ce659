/**
 * The phrase library of the gochara reviews: for each rule family and band several variants,
 * in English and in Hindi written for a Hindi reader. A template takes the graha, the house
 * ordinal, the sign and the life areas (all bilingual) and returns one sentence; which variant
 * is used is decided by `select.ts` (stable hash), never at random.
 *
 * Families: GOC.FAV / GOC.UNF (the position, per band), VEDHA, VIP, AV.HALF_FAV, AV.HALF_UNF,
 * CHANGE.BEFORE / CHANGE.AFTER (another sign in the period, per FAV/UNF), CYCLE (many signs),
 * RETRO (whole or part of the period).
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { Band } from '../../jyotish/predictions/weights.ts';

export interface PositionSlots {
  /** The graha as it reads in a sentence ("the Sun" / "सूर्य"). */
  g: Bilingual;
  /** House ordinal ("9th" / "नौवें", oblique). */
  nth: Bilingual;
  sign: Bilingual;
  /** Life areas of the house (Hindi oblique). */
  areas: Bilingual;
}

export type Template<S> = (s: S) => Bilingual;

/** The position sentence of a graha in a favourable house, per band of its signal. */
export const gocharaFavourable: Readonly<Record<Band, readonly Template<PositionSlots>[]>> = {
  favourable: [
    (s) => ({
      en: `${s.g.en} transits the ${s.nth.en} house from your Moon sign (${s.sign.en}), a position Phaladeepika counts as favourable; tradition associates it with support in ${s.areas.en}.`,
      hi: `${s.g.hi} आपकी चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) में गोचर कर रहा है, जिसे फलदीपिका शुभ स्थान मानती है; परंपरा इसे ${s.areas.hi} से जुड़े मामलों में सहयोग से जोड़ती है।`,
    }),
    (s) => ({
      en: `With ${s.g.en} in ${s.sign.en}, the ${s.nth.en} house counted from your Moon sign, the classical gochara rules read this transit as supportive for ${s.areas.en}.`,
      hi: `${s.g.hi} के ${s.sign.hi} राशि में होने से वह आपकी चन्द्र राशि से ${s.nth.hi} भाव में है; शास्त्रीय गोचर नियम इस स्थिति को ${s.areas.hi} के लिए सहायक मानते हैं।`,
    }),
    (s) => ({
      en: `${s.g.en} now moves through the ${s.nth.en} house from the Moon sign (${s.sign.en}); traditionally this is one of its good houses, linked with progress in ${s.areas.en}.`,
      hi: `${s.g.hi} इस समय चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) से होकर गुज़र रहा है; परंपरागत रूप से यह इसके शुभ भावों में से एक है, जिसे ${s.areas.hi} में प्रगति से जोड़ा जाता है।`,
    }),
  ],
  mixed: [
    (s) => ({
      en: `${s.g.en} is in the ${s.nth.en} house from your Moon sign (${s.sign.en}), a favourable house in tradition, though in this period its promise for ${s.areas.en} does not come through in full.`,
      hi: `${s.g.hi} आपकी चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) में है, जो परंपरा में शुभ भाव है, फिर भी इस अवधि में ${s.areas.hi} से जुड़ा इसका शुभ फल पूरी तरह नहीं मिलता।`,
    }),
    (s) => ({
      en: `Tradition counts the transit of ${s.g.en} through the ${s.nth.en} house from the Moon sign (${s.sign.en}) as favourable, yet in this period its support for ${s.areas.en} is held back.`,
      hi: `परंपरा चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) में ${s.g.hi} के गोचर को शुभ मानती है, फिर भी इस अवधि में ${s.areas.hi} के लिए इसका सहयोग रुका रहता है।`,
    }),
    (s) => ({
      en: `${s.g.en} occupies a good house, the ${s.nth.en} from your Moon sign (${s.sign.en}); this time its traditional support for ${s.areas.en} is restrained.`,
      hi: `${s.g.hi} चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) जैसे शुभ भाव में है; इस बार ${s.areas.hi} के लिए इसका परंपरागत सहयोग सीमित रहता है।`,
    }),
  ],
  challenging: [
    (s) => ({
      en: `${s.g.en} spends part of this period in the ${s.nth.en} house from your Moon sign (${s.sign.en}), a favourable house, but the rest of the period weighs more on ${s.areas.en}.`,
      hi: `${s.g.hi} इस अवधि का कुछ भाग चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) जैसे शुभ भाव में बिताता है, परंतु शेष अवधि ${s.areas.hi} से जुड़े मामलों पर अधिक भारी पड़ती है।`,
    }),
    (s) => ({
      en: `Although the ${s.nth.en} house from the Moon sign (${s.sign.en}) is a good house for ${s.g.en}, tradition would not lean on it for ${s.areas.en} in this period.`,
      hi: `यद्यपि चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) ${s.g.hi} के लिए शुभ भाव है, फिर भी इस अवधि में परंपरा ${s.areas.hi} के लिए इस पर भरोसा करने की सलाह नहीं देती।`,
    }),
    (s) => ({
      en: `The favourable position of ${s.g.en} in the ${s.nth.en} house from your Moon sign (${s.sign.en}) is outweighed in this period; tradition advises care in ${s.areas.en}.`,
      hi: `इस अवधि में चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) में ${s.g.hi} की शुभ स्थिति का प्रभाव दब जाता है; परंपरा ${s.areas.hi} से जुड़े मामलों में सावधानी की सलाह देती है।`,
    }),
  ],
};

/** The position sentence of a graha in an unfavourable house, per band of its signal. */
export const gocharaUnfavourable: Readonly<Record<Band, readonly Template<PositionSlots>[]>> = {
  challenging: [
    (s) => ({
      en: `${s.g.en} transits the ${s.nth.en} house from your Moon sign (${s.sign.en}), which Phaladeepika does not count among its good houses; tradition associates it with strain in ${s.areas.en}.`,
      hi: `${s.g.hi} आपकी चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) में गोचर कर रहा है, जिसे फलदीपिका इसके शुभ भावों में नहीं गिनती; परंपरा इसे ${s.areas.hi} से जुड़े मामलों में तनाव से जोड़ती है।`,
    }),
    (s) => ({
      en: `With ${s.g.en} in ${s.sign.en}, the ${s.nth.en} house from the Moon sign, the classical gochara rules advise patience in matters of ${s.areas.en}.`,
      hi: `${s.g.hi} के ${s.sign.hi} राशि में होने से वह चन्द्र राशि से ${s.nth.hi} भाव में है; शास्त्रीय गोचर नियम ${s.areas.hi} से जुड़े मामलों में धैर्य रखने की सलाह देते हैं।`,
    }),
    (s) => ({
      en: `${s.g.en} moves through the ${s.nth.en} house from the Moon sign (${s.sign.en}), traditionally a difficult house for it; matters of ${s.areas.en} may ask for extra care.`,
      hi: `${s.g.hi} चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) से होकर गुज़र रहा है, जो परंपरा में इसके लिए कठिन भाव है; ${s.areas.hi} से जुड़े मामलों में अतिरिक्त सावधानी अपेक्षित हो सकती है।`,
    }),
  ],
  mixed: [
    (s) => ({
      en: `${s.g.en} is in the ${s.nth.en} house from your Moon sign (${s.sign.en}), not one of its good houses, though its weight on ${s.areas.en} is eased in this period.`,
      hi: `${s.g.hi} आपकी चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) में है, जो इसके शुभ भावों में नहीं है, फिर भी इस अवधि में ${s.areas.hi} पर इसका दबाव कुछ हल्का रहता है।`,
    }),
    (s) => ({
      en: `Tradition reads ${s.g.en} in the ${s.nth.en} house from the Moon sign (${s.sign.en}) as unfavourable, yet in this period the strain on ${s.areas.en} is softened.`,
      hi: `परंपरा चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) में ${s.g.hi} को अशुभ मानती है, फिर भी इस अवधि में ${s.areas.hi} पर इसका तनाव नरम पड़ता है।`,
    }),
    (s) => ({
      en: `${s.g.en} occupies a difficult house, the ${s.nth.en} from your Moon sign (${s.sign.en}), but other factors soften its effect on ${s.areas.en} this time.`,
      hi: `${s.g.hi} चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) जैसे कठिन भाव में है, परंतु इस बार अन्य कारक ${s.areas.hi} पर इसके प्रभाव को नरम करते हैं।`,
    }),
  ],
  favourable: [
    (s) => ({
      en: `${s.g.en} spends part of this period in the ${s.nth.en} house from your Moon sign (${s.sign.en}), a difficult house, but the rest of the period favours ${s.areas.en}.`,
      hi: `${s.g.hi} इस अवधि का कुछ भाग चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) जैसे कठिन भाव में बिताता है, परंतु शेष अवधि ${s.areas.hi} के लिए अनुकूल रहती है।`,
    }),
    (s) => ({
      en: `Although the ${s.nth.en} house from the Moon sign (${s.sign.en}) is a difficult house for ${s.g.en}, on balance this period leans favourable for ${s.areas.en}.`,
      hi: `यद्यपि चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) ${s.g.hi} के लिए कठिन भाव है, फिर भी कुल मिलाकर यह अवधि ${s.areas.hi} के लिए अनुकूल झुकाव रखती है।`,
    }),
    (s) => ({
      en: `The difficult position of ${s.g.en} in the ${s.nth.en} house from your Moon sign (${s.sign.en}) is outweighed in this period, and tradition reads the balance as supportive for ${s.areas.en}.`,
      hi: `इस अवधि में चन्द्र राशि से ${s.nth.hi} भाव (${s.sign.hi}) में ${s.g.hi} की कठिन स्थिति का प्रभाव दब जाता है, और परंपरा संतुलन को ${s.areas.hi} के लिए सहायक मानती है।`,
    }),
  ],
};

export interface ModifierSlots {
  /** The other graha(s) as a list ("Jupiter and Venus" / "गुरु और शुक्र"). */
  x: Bilingual;
  /** More than one graha (Hindi verbs agree in number). */
  plural: boolean;
  /** The house they stand in ("12th" / "बारहवें"). */
  nth: Bilingual;
}

/** Vedha: another graha in the vedha house obstructs a favourable transit (effect 0). */
export const vedhaPhrases: readonly Template<ModifierSlots>[] = [
  (s) => ({
    en: `${s.x.en} in the ${s.nth.en} house from the Moon sign ${s.plural ? 'form' : 'forms'} vedha, an obstruction that tradition says holds this good result back.`,
    hi: `चन्द्र राशि से ${s.nth.hi} भाव में ${s.x.hi} के होने से वेध बनता है, और परंपरा के अनुसार यह बाधा इस शुभ फल को रोक देती है।`,
  }),
  (s) => ({
    en: `${s.x.en}, standing in the ${s.nth.en} house from the Moon sign, ${s.plural ? 'obstruct' : 'obstructs'} it (vedha), so the classical rule sets its effect to neutral.`,
    hi: `चन्द्र राशि से ${s.nth.hi} भाव में स्थित ${s.x.hi} इसमें वेध ${s.plural ? 'डालते हैं' : 'डालता है'}, इसलिए शास्त्रीय नियम के अनुसार इसका प्रभाव तटस्थ हो जाता है।`,
  }),
  (s) => ({
    en: `The gain is blocked for now: ${s.x.en} ${s.plural ? 'occupy' : 'occupies'} the ${s.nth.en} house from the Moon sign, the vedha point of this position.`,
    hi: `फ़िलहाल यह लाभ रुका हुआ है: चन्द्र राशि से ${s.nth.hi} भाव में ${s.x.hi} ${s.plural ? 'हैं' : 'है'}, जो इस स्थिति का वेध-स्थान है।`,
  }),
];

/** Vipareeta vedha: a graha in the paired favourable house relieves an unfavourable transit (effect 0). */
export const vipareetaPhrases: readonly Template<ModifierSlots>[] = [
  (s) => ({
    en: `${s.x.en} in the ${s.nth.en} house from the Moon sign ${s.plural ? 'give' : 'gives'} vipareeta vedha, which tradition reads as relief from this difficult placement.`,
    hi: `चन्द्र राशि से ${s.nth.hi} भाव में ${s.x.hi} के होने से विपरीत वेध बनता है, जिसे परंपरा इस कठिन स्थिति से राहत मानती है।`,
  }),
  (s) => ({
    en: `${s.x.en} in the ${s.nth.en} house from the Moon sign ${s.plural ? 'cancel' : 'cancels'} the difficulty by vipareeta vedha, so the classical rule sets its effect to neutral.`,
    hi: `चन्द्र राशि से ${s.nth.hi} भाव में ${s.x.hi} विपरीत वेध द्वारा इस कठिनाई को निष्प्रभावी ${s.plural ? 'करते हैं' : 'करता है'}, इसलिए शास्त्रीय नियम के अनुसार इसका प्रभाव तटस्थ हो जाता है।`,
  }),
  (s) => ({
    en: `Relief comes from ${s.x.en} in the ${s.nth.en} house from the Moon sign: read backwards, the vedha pair removes the strain.`,
    hi: `चन्द्र राशि से ${s.nth.hi} भाव में ${s.x.hi} से राहत मिलती है: वेध-युग्म को उलटकर पढ़ने पर यह तनाव हट जाता है।`,
  }),
];

export interface AvSlots {
  g: Bilingual;
  sign: Bilingual;
  bindus: number;
}

/** Ashtakavarga: a favourable transit through a sign of ≤ 3 bindus counts half. */
export const avHalvesFavour: readonly Template<AvSlots>[] = [
  (s) => ({
    en: `In your birth chart ${s.g.en} has only ${s.bindus} bindus in ${s.sign.en} in its own ashtakavarga, so the support is counted at half strength.`,
    hi: `आपकी जन्म कुंडली के अष्टकवर्ग में ${s.g.hi} के ${s.sign.hi} राशि में केवल ${s.bindus} बिंदु हैं, इसलिए इसका शुभ प्रभाव आधा गिना गया है।`,
  }),
  (s) => ({
    en: `Its own ashtakavarga gives ${s.g.en} just ${s.bindus} bindus in ${s.sign.en}; tradition halves the good result of a weakly supported sign.`,
    hi: `${s.g.hi} के अपने अष्टकवर्ग में ${s.sign.hi} राशि को केवल ${s.bindus} बिंदु मिले हैं; कम बिंदुओं वाली राशि में परंपरा शुभ फल को आधा मानती है।`,
  }),
];

/** Ashtakavarga: an unfavourable transit through a sign of ≥ 5 bindus counts half. */
export const avHalvesStrain: readonly Template<AvSlots>[] = [
  (s) => ({
    en: `In your birth chart ${s.g.en} has ${s.bindus} bindus in ${s.sign.en} in its own ashtakavarga, so the strain is counted at half strength.`,
    hi: `आपकी जन्म कुंडली के अष्टकवर्ग में ${s.g.hi} के ${s.sign.hi} राशि में ${s.bindus} बिंदु हैं, इसलिए इसका प्रतिकूल प्रभाव आधा गिना गया है।`,
  }),
  (s) => ({
    en: `With ${s.bindus} bindus for ${s.sign.en} in its own ashtakavarga, ${s.g.en} passes through a well-supported sign, and tradition halves the difficulty.`,
    hi: `${s.g.hi} के अपने अष्टकवर्ग में ${s.sign.hi} राशि को ${s.bindus} बिंदु मिले हैं; अच्छे समर्थन वाली राशि में परंपरा कठिनाई को आधा मानती है।`,
  }),
];

export interface ChangeSlots {
  sign: Bilingual;
  nth: Bilingual;
  /** Local time of the change, e.g. "2024-03-05 14:32". */
  time: string;
  favourable: boolean;
}

const goodHouse = (s: ChangeSlots): Bilingual =>
  s.favourable ? { en: 'a favourable house for it', hi: 'जो इसके लिए शुभ भाव है' } : { en: 'not a favourable house for it', hi: 'जो इसके लिए शुभ भाव नहीं है' };
const counted = (s: ChangeSlots): Bilingual =>
  s.favourable ? { en: 'favourable', hi: 'शुभ' } : { en: 'unfavourable', hi: 'अशुभ' };

/** Another sign after the main one. */
export const changeAfter: readonly Template<ChangeSlots>[] = [
  (s) => ({
    en: `From ${s.time} it moves into ${s.sign.en}, the ${s.nth.en} house from the Moon sign, ${goodHouse(s).en}.`,
    hi: `${s.time} से यह ${s.sign.hi} राशि में, यानी चन्द्र राशि से ${s.nth.hi} भाव में प्रवेश करता है, ${goodHouse(s).hi}।`,
  }),
  (s) => ({
    en: `It changes sign during the period: from ${s.time} it is in ${s.sign.en}, the ${s.nth.en} house from the Moon sign, counted as ${counted(s).en}.`,
    hi: `इस अवधि में यह राशि बदलता है: ${s.time} से यह ${s.sign.hi} राशि में, चन्द्र राशि से ${s.nth.hi} भाव में रहता है, जिसे ${counted(s).hi} माना जाता है।`,
  }),
];

/** Another sign before the main one. */
export const changeBefore: readonly Template<ChangeSlots>[] = [
  (s) => ({
    en: `Until ${s.time} it is still in ${s.sign.en}, the ${s.nth.en} house from the Moon sign, ${goodHouse(s).en}.`,
    hi: `${s.time} तक यह ${s.sign.hi} राशि में, यानी चन्द्र राशि से ${s.nth.hi} भाव में रहता है, ${goodHouse(s).hi}।`,
  }),
  (s) => ({
    en: `It changes sign during the period: until ${s.time} it stays in ${s.sign.en}, the ${s.nth.en} house from the Moon sign, counted as ${counted(s).en}.`,
    hi: `इस अवधि में यह राशि बदलता है: ${s.time} तक यह ${s.sign.hi} राशि में, चन्द्र राशि से ${s.nth.hi} भाव में रहता है, जिसे ${counted(s).hi} माना जाता है।`,
  }),
];

export interface CycleSlots {
  g: Bilingual;
  signs: number;
  effect: string;
}

/** A graha passing through many signs in the period (the Moon in a week or a month). */
export const cyclePhrases: readonly Template<CycleSlots>[] = [
  (s) => ({
    en: `Over the period ${s.g.en} passes through ${s.signs} signs; its effect is the time-weighted average of its segments (${s.effect}).`,
    hi: `इस अवधि में ${s.g.hi} ${s.signs} राशियों से होकर गुज़रता है; इसका प्रभाव सभी खंडों का समय-भारित औसत (${s.effect}) है।`,
  }),
  (s) => ({
    en: `${s.g.en} crosses ${s.signs} signs in this period, so its houses change often; weighted by time, its effect comes to ${s.effect}.`,
    hi: `इस अवधि में ${s.g.hi} ${s.signs} राशियाँ पार करता है, इसलिए इसके भाव बार-बार बदलते हैं; समय के अनुपात में इसका प्रभाव ${s.effect} बैठता है।`,
  }),
];

export interface RetroSlots {
  g: Bilingual;
  /** Retrograde throughout the period (else for part of it). */
  whole: boolean;
}

/** Retrograde motion: a flag only, never a change of score. */
export const retrogradePhrases: readonly Template<RetroSlots>[] = [
  (s) => ({
    en: `${s.g.en} is retrograde ${s.whole ? 'throughout this period' : 'for part of this period'}; tradition reads retrograde motion as results that turn inward or arrive late, and the score is unchanged.`,
    hi: `${s.g.hi} ${s.whole ? 'पूरी अवधि में' : 'अवधि के कुछ भाग में'} वक्री है; परंपरा वक्री गति को ऐसे फल से जोड़ती है जो भीतर की ओर मुड़ते हैं या देर से मिलते हैं, और अंक में कोई परिवर्तन नहीं होता।`,
  }),
  (s) => ({
    en: `${s.g.en} moves retrograde ${s.whole ? 'in this period' : 'for part of this period'}, a flag the tradition notes for review; it does not change the score.`,
    hi: `${s.g.hi} ${s.whole ? 'इस अवधि में' : 'इस अवधि के कुछ भाग में'} वक्री गति से चल रहा है; परंपरा इसे समीक्षा योग्य संकेत मानती है, पर इससे अंक नहीं बदलता।`,
  }),
];
