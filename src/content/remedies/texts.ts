/**
 * Texts of the rudraksha and gemstone guidance (content `remedies-content.1`).
 * Wording rule: these are correspondences of a tradition. Nothing is recommended for purchase
 * or wear, no weight or quantity of any stone or bead is given in any unit, no effect on health
 * or money is claimed, and the chart is never said to "need" a stone.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { joinList } from '../names.ts';
import type { BasisId } from '../../jyotish/remedies/bases.ts';

/** Disclaimer of every result (disclaimer key `correspondence_only`). */
export const remediesDisclaimer: Bilingual = {
  en: 'Gem and rudraksha correspondences belong to a tradition: by custom it links the grahas with stones, beads, metals, fingers and weekdays. None of these links rests on a measurement, and no effect of wearing anything is established. This result reports what the declared tables say for three planets named by the birth chart. It predicts nothing; it is not medical, financial or other professional advice, and it is not a recommendation to buy or wear anything. Consult a qualified person before acting on any of it. Review only.',
  hi: 'रत्न और रुद्राक्ष के ये संबंध एक परंपरा के हैं: रीति के अनुसार यह परंपरा ग्रहों को रत्नों, मनकों, धातुओं, उँगलियों और वारों से जोड़ती है। इनमें से कोई भी संबंध किसी माप पर आधारित नहीं है, और कुछ भी पहनने का कोई प्रभाव सिद्ध नहीं है। यह परिणाम केवल बताता है कि घोषित तालिकाएँ जन्म-कुंडली से निकले तीन ग्रहों के लिए क्या कहती हैं। यह कोई भविष्यवाणी नहीं करता; यह चिकित्सीय, वित्तीय या अन्य पेशेवर सलाह नहीं है, और न ही कुछ ख़रीदने या पहनने की सिफ़ारिश। इस पर कोई भी क़दम उठाने से पहले किसी योग्य व्यक्ति से परामर्श करें। केवल समीक्षा हेतु।',
};

export type BoundaryId =
  | 'no-weight-or-dosage' | 'no-purchase-advice' | 'no-chart-selection' | 'not-professional-advice'
  | 'wearing-tradition-only' | 'bracelet-correspondence-only' | 'review-required';

/** What this result never does, each stated once. */
export const boundaryTexts: Record<BoundaryId, Bilingual> = {
  'no-weight-or-dosage': {
    en: 'No weight, size, count or dosage is given for any gem or bead, in any unit, and none is to be read into this result.',
    hi: 'किसी भी रत्न या मनके का कोई वज़न, आकार, संख्या या मात्रा — किसी भी इकाई में — नहीं बताई गई है, और इस परिणाम से ऐसी कोई बात नहीं निकाली जानी चाहिए।',
  },
  'no-purchase-advice': {
    en: 'Nothing here is advice to buy: no gem, bead, bracelet, seller, price or certificate is recommended.',
    hi: 'यहाँ कुछ भी ख़रीदने की सलाह नहीं है: किसी रत्न, मनके, कंगन (ब्रेसलेट), विक्रेता, मूल्य या प्रमाणपत्र की सिफ़ारिश नहीं की गई है।',
  },
  'no-chart-selection': {
    en: 'Which graha a chart “needs” a stone for is not decided here: schools disagree (lagna-lord, yogakaraka and weak-benefic rules conflict). The rows name the planets of three stated bases and the correspondences of those planets, nothing more.',
    hi: 'कुंडली को किस ग्रह का रत्न “चाहिए”, यह यहाँ तय नहीं किया गया है: इस पर परंपराओं में मतभेद है (लग्नेश, योगकारक और निर्बल शुभ ग्रह वाले नियम आपस में टकराते हैं)। पंक्तियाँ केवल तीन घोषित आधारों के ग्रह और उन ग्रहों के पारंपरिक संबंध बताती हैं, इससे अधिक कुछ नहीं।',
  },
  'not-professional-advice': {
    en: 'This is not medical, psychological, financial or legal advice. No gem or bead is shown to treat illness or change income; do not replace or delay treatment or professional advice because of it.',
    hi: 'यह चिकित्सीय, मनोवैज्ञानिक, वित्तीय या क़ानूनी सलाह नहीं है। किसी रत्न या रुद्राक्ष से रोग ठीक होना या आय बदलना सिद्ध नहीं है; इसके कारण उपचार या विशेषज्ञ की सलाह न छोड़ें और न टालें।',
  },
  'wearing-tradition-only': {
    en: 'Metal, finger and weekday are reported as the tradition states them (tables GEM.NAVARATNA and GEM.WEARING_TRADITION). Lists vary by author, and none of this is an instruction to wear anything.',
    hi: 'धातु, उँगली और वार वैसे ही बताए गए हैं जैसे परंपरा उन्हें कहती है (तालिकाएँ GEM.NAVARATNA और GEM.WEARING_TRADITION)। लेखकों की सूचियाँ अलग-अलग हैं, और इनमें से कुछ भी कुछ पहनने का निर्देश नहीं है।',
  },
  'bracelet-correspondence-only': {
    en: 'The bracelet section lists correspondences only; it is not a recommendation to make, buy or wear a bracelet.',
    hi: 'ब्रेसलेट वाला भाग केवल पारंपरिक संबंध बताता है; यह ब्रेसलेट बनवाने, ख़रीदने या पहनने की सिफ़ारिश नहीं है।',
  },
  'review-required': {
    en: 'Review required: a qualified, independent person should look at the chart and these correspondences before anyone acts on them.',
    hi: 'समीक्षा आवश्यक: इन पर कोई भी क़दम उठाने से पहले कोई योग्य और स्वतंत्र जानकार कुंडली और इन संबंधों को देखे।',
  },
};

export const boundaryOrder: readonly BoundaryId[] = [
  'no-weight-or-dosage', 'no-purchase-advice', 'no-chart-selection', 'not-professional-advice',
  'wearing-tradition-only', 'bracelet-correspondence-only', 'review-required',
];

/** The name of each basis, and a short form for joining into sentences. */
export const basisNames: Record<BasisId, { name: Bilingual; short: Bilingual }> = {
  'lagna-lord': {
    name: { en: 'Lagna lord (lord of the ascendant sign)', hi: 'लग्नेश (लग्न राशि का स्वामी)' },
    short: { en: 'lagna lord', hi: 'लग्नेश' },
  },
  'moon-sign-lord': {
    name: { en: 'Moon-sign lord (lord of the sign the Moon occupies)', hi: 'राशीश (चन्द्र राशि का स्वामी)' },
    short: { en: 'Moon-sign lord', hi: 'राशीश' },
  },
  'running-mahadasha-lord': {
    name: { en: 'Lord of the running Vimshottari mahadasha', hi: 'चल रही विंशोत्तरी महादशा का स्वामी' },
    short: { en: 'running mahadasha lord', hi: 'चल रही महादशा के स्वामी' },
  },
};

/** Why the lagna row names its planet. */
export function lagnaBasisText(rashi: Bilingual, lord: Bilingual): Bilingual {
  return {
    en: `At birth the lagna (ascendant) is in ${rashi.en}; the lord of that sign is ${lord.en}.`,
    hi: `जन्म के समय लग्न ${rashi.hi} राशि में है; इस राशि का स्वामी ${lord.hi} है।`,
  };
}

/** Why the Moon-sign row names its planet. */
export function moonSignBasisText(rashi: Bilingual, lord: Bilingual): Bilingual {
  return {
    en: `At birth the Moon is in ${rashi.en}; the lord of the Moon sign is ${lord.en}.`,
    hi: `जन्म के समय चन्द्रमा ${rashi.hi} राशि में है; चन्द्र राशि का स्वामी ${lord.hi} है।`,
  };
}

export interface DashaBasisFacts {
  referenceDate: string;
  mahadasha: { lord: Bilingual; start: string; end: string };
  antardasha: { lord: Bilingual; start: string; end: string };
  yearDays: number;
}

/** Why the dasha row names its planet, with the dates of both periods. */
export function dashaBasisText(f: DashaBasisFacts): Bilingual {
  const md = f.mahadasha;
  const ad = f.antardasha;
  return {
    en: `At the start of ${f.referenceDate} the Vimshottari mahadasha of ${md.lord.en} is running (${md.start} to ${md.end}), and within it the antardasha of ${ad.lord.en} (${ad.start} to ${ad.end}). Dates are local dates in the time zone given for the birth; a dasha year is ${f.yearDays} days.`,
    hi: `${f.referenceDate} के आरंभ में विंशोत्तरी दशा में ${md.lord.hi} की महादशा चल रही है (${md.start} से ${md.end} तक), और उसके भीतर ${ad.lord.hi} की अंतर्दशा (${ad.start} से ${ad.end} तक)। तिथियाँ जन्म के लिए दिए गए समय-क्षेत्र की स्थानीय तिथियाँ हैं; एक दशा-वर्ष ${f.yearDays} दिन का लिया गया है।`,
  };
}

/** Said on a row whose planet another basis names too. */
export function samePlanetText(planet: Bilingual, others: Bilingual[]): Bilingual {
  const plural = others.length > 1;
  return {
    en: `${planet.en} is also the planet of the ${others.map((o) => o.en).join(' and ')} ${plural ? 'rows' : 'row'}. The rows are kept apart so that each basis stays visible; it is the same correspondence, not a stronger one.`,
    hi: `${planet.hi} ${others.map((o) => o.hi).join(' और ')} वाली ${plural ? 'पंक्तियों' : 'पंक्ति'} का भी ग्रह है। हर आधार अलग दिखे, इसलिए पंक्तियाँ अलग रखी गई हैं; यह वही पारंपरिक संबंध है, इससे उसका महत्त्व बढ़ता नहीं।`,
  };
}

/** A primary value with the alternatives other lists name: "Gold; other lists also name copper". */
export function withAlternatives(primary: Bilingual[], also: Bilingual[]): Bilingual {
  const first = { en: primary.map((p) => p.en).join(' or '), hi: primary.map((p) => p.hi).join(' या ') };
  const en = first.en.charAt(0).toUpperCase() + first.en.slice(1);
  if (also.length === 0) return { en, hi: first.hi };
  const list = joinList(also);
  return {
    en: `${en}; other lists also name ${list.en}`,
    hi: `${first.hi}; कुछ सूचियों में ${list.hi} भी`,
  };
}

export const gemNotes = {
  navaratna: {
    en: 'Gem (ratna), common substitutes (uparatna) and the weekday the tradition names for starting are from table GEM.NAVARATNA. The table pairs a stone with a graha; it does not say whether any stone suits a person.',
    hi: 'रत्न, सामान्य उपरत्न और परंपरा में आरंभ के लिए बताया गया वार तालिका GEM.NAVARATNA से हैं। यह तालिका किसी ग्रह से एक रत्न जोड़ती है; यह नहीं बताती कि कोई रत्न किसी व्यक्ति के लिए उपयुक्त है या नहीं।',
  },
  wearing: {
    en: 'Metal and finger are not in the methods reference. They come from the declared list GEM.WEARING_TRADITION: for each graha the metal and finger popular Indian gem literature names most often, with the alternatives other lists name. Lists vary by author (most of all for Saturn’s metal and the fingers of Moon, Venus and Ketu); the fingers follow the palm-mount convention (index finger Jupiter, middle Saturn, ring Sun, little Mercury), itself a convention.',
    hi: 'धातु और उँगली विधि-संदर्भ में नहीं हैं। ये घोषित सूची GEM.WEARING_TRADITION से ली गई हैं: हर ग्रह के लिए वह धातु और उँगली जो भारतीय रत्न-साहित्य में सबसे अधिक बताई जाती है, और दूसरी सूचियों के विकल्प भी। लेखकों की सूचियाँ अलग-अलग हैं (सबसे अधिक शनि की धातु और चन्द्र, शुक्र व केतु की उँगलियों पर); उँगलियाँ हस्तरेखा के पर्वतों की रीति पर आधारित हैं (तर्जनी गुरु, मध्यमा शनि, अनामिका सूर्य, कनिष्ठिका बुध), जो स्वयं एक परिपाटी है।',
  },
  noSubstitute: { en: 'The table lists no substitute.', hi: 'तालिका में कोई उपरत्न नहीं दिया गया है।' },
} as const satisfies Record<string, Bilingual>;

export const rudrakshaTexts = {
  vishnuAllGrahas: {
    entry: { en: '— (Vishnu; all grahas)', hi: '— (विष्णु; सभी ग्रह)' },
    association: {
      en: 'No single graha: associated with Vishnu and said to correspond to all grahas.',
      hi: 'कोई एक ग्रह नहीं: विष्णु से संबद्ध, और सभी ग्रहों से संबंधित माना जाता है।',
    },
  },
  hanumanRudra: {
    entry: { en: '— (Hanuman/Rudra)', hi: '— (हनुमान/रुद्र)' },
    association: {
      en: 'No graha: associated with Hanuman / Rudra.',
      hi: 'कोई ग्रह नहीं: हनुमान / रुद्र से संबद्ध।',
    },
  },
  caveat: {
    en: 'Mukhi 10 to 14 [S/U]: the assignments of ten- to fourteen-faced beads vary between sources and rest on a single source or are unverified; an astrologer should confirm them before any use.',
    hi: '10 से 14 मुखी [S/U]: दस से चौदह मुखी मनकों के ग्रह-संबंध स्रोतों में अलग-अलग मिलते हैं और किसी एक स्रोत पर आधारित या अपुष्ट हैं; किसी भी उपयोग से पहले कोई ज्योतिषी इनकी पुष्टि करे।',
  },
  source: {
    en: 'Source: common rudraksha literature (lists derived from the Padma and Shiva Purana traditions, as retold in popular books and by sellers), table RUDRAKSHA.COMMON.',
    hi: 'स्रोत: रुद्राक्ष संबंधी प्रचलित साहित्य (पद्म और शिव पुराण की परंपरा से निकली सूचियाँ, जैसी वे लोकप्रिय पुस्तकों और विक्रेताओं द्वारा दोहराई जाती हैं), तालिका RUDRAKSHA.COMMON।',
  },
  gauriShankarEntry: { en: 'Moon (variant none)', hi: 'चन्द्र (विकल्प: कोई नहीं)' },
  gauriShankarVariant: {
    en: 'Variant: some lists assign Gauri-Shankar no graha.',
    hi: 'विकल्प: कुछ सूचियाँ गौरी-शंकर को किसी ग्रह से नहीं जोड़तीं।',
  },
} as const;

/** "Corresponds to Saturn" / "शनि से संबंधित". */
export function grahaAssociation(graha: Bilingual): Bilingual {
  return { en: `Corresponds to ${graha.en}.`, hi: `${graha.hi} से संबंधित।` };
}

/** The rudraksha sentence of one basis row. */
export function rudrakshaRowText(planet: Bilingual, beads: Bilingual[], varies: boolean, gauriShankar: boolean): Bilingual {
  const many = beads.length > 1;
  const en = [`In table RUDRAKSHA.COMMON ${planet.en} corresponds to: ${beads.map((b) => b.en).join('; ')}.`];
  const hi = [`तालिका RUDRAKSHA.COMMON में ${planet.hi} से ${beads.map((b) => b.hi).join('; ')} ${many ? 'संबंधित हैं' : 'संबंधित है'}।`];
  if (varies) {
    en.push('The assignment of the bead with more than nine faces varies between sources [S/U].');
    hi.push('नौ से अधिक मुखी वाले मनके का ग्रह-संबंध स्रोतों में अलग-अलग मिलता है [S/U]।');
  }
  if (gauriShankar) {
    en.push(rudrakshaTexts.gauriShankarVariant.en);
    hi.push(rudrakshaTexts.gauriShankarVariant.hi);
  }
  return { en: en.join(' '), hi: hi.join(' ') };
}

export const braceletTexts = {
  statement: {
    en: 'Correspondence, not a recommendation: this section only lists which stones and rudraksha beads the tradition pairs with the planets of the three bases above. It does not suggest making, buying or wearing a bracelet, and it does not choose among the planets. The legacy form “luckybracelate” is not equivalent to this section.',
    hi: 'यह केवल पारंपरिक संबंध है, सिफ़ारिश नहीं: यह भाग सिर्फ़ बताता है कि परंपरा ऊपर के तीन आधारों के ग्रहों से कौन-से रत्न और रुद्राक्ष जोड़ती है। यह ब्रेसलेट बनवाने, ख़रीदने या पहनने का सुझाव नहीं देता, और ग्रहों में से कोई चुनाव भी नहीं करता। पुराना फ़ॉर्म “luckybracelate” इस भाग के समकक्ष नहीं है।',
  },
  note: {
    en: 'Each planet appears once, with every basis that names it.',
    hi: 'हर ग्रह एक ही बार दिखाया गया है, उन सभी आधारों के साथ जो उसे इंगित करते हैं।',
  },
} as const;

/** One planet of the bracelet correspondences. */
export function braceletPlanetText(planet: Bilingual, bases: Bilingual[], gem: Bilingual, substitutes: Bilingual[], beads: Bilingual[]): Bilingual {
  const subsEn = substitutes.length ? `substitutes named: ${substitutes.map((s) => s.en).join(', ')}` : 'no substitute is listed';
  const subsHi = substitutes.length ? `उपरत्न: ${substitutes.map((s) => s.hi).join(', ')}` : 'कोई उपरत्न सूचीबद्ध नहीं';
  return {
    en: `${planet.en} (${bases.map((b) => b.en).join(', ')}): the tradition pairs it with ${gem.en}; ${subsEn}; rudraksha: ${beads.map((b) => b.en).join('; ')}.`,
    hi: `${planet.hi} (${bases.map((b) => b.hi).join(', ')}): परंपरा इसे ${gem.hi} से जोड़ती है; ${subsHi}; रुद्राक्ष: ${beads.map((b) => b.hi).join('; ')}।`,
  };
}

/** Warnings this calculation may add (ids stable, texts bilingual). */
export const remediesWarnings = {
  'reference-date-defaulted-to-birth': {
    en: 'No referenceDate was given and today is before the birth date, so the birth date was used for the running dasha.',
    hi: 'referenceDate नहीं दी गई और आज की तिथि जन्म-तिथि से पहले है, इसलिए चल रही दशा के लिए जन्म-तिथि ली गई है।',
  },
  'reference-date-beyond-dasha-cycle': {
    en: 'The reference date is more than 120 dasha years after birth; the Vimshottari sequence was continued into a further cycle.',
    hi: 'संदर्भ-तिथि जन्म से 120 दशा-वर्षों से अधिक बाद की है; विंशोत्तरी क्रम को अगले चक्र में आगे बढ़ाया गया है।',
  },
} as const satisfies Record<string, Bilingual>;

/** A dasha period changes within the reference date: the periods at the start of the day are shown. */
export function periodChangesText(level: 'mahadasha' | 'antardasha', local: string): Bilingual {
  const hiLevel = level === 'mahadasha' ? 'महादशा' : 'अंतर्दशा';
  return {
    en: `The ${level} changes during the reference date (at ${local}); the periods running at the start of that day are shown.`,
    hi: `संदर्भ-तिथि के भीतर ही (${local} पर) ${hiLevel} बदलती है; उस दिन के आरंभ में चल रही अवधियाँ दिखाई गई हैं।`,
  };
}
