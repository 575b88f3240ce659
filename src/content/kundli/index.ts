/**
 * The kundli content catalogue: every interpretation paragraph keyed by a stable content id
 * (`kundli.lagna.mesha`, `kundli.graha-house.saturn.7` …) with the rule that selects it and the
 * classical basis of that rule. 12 lagna + 12 Moon-sign + 27 nakshatra + 108 graha-in-house +
 * 108 graha-in-sign = 267 paragraphs. `scripts/kundli/snapshot.ts` prints them all to
 * `snapshot.md` so reviewers see text diffs.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { grahaIds, nakshatraIds, rashiIds, type GrahaId } from '../../jyotish/core/zodiac.ts';
import { grahaNames, houseOrdinals, nakshatraNames, rashiDisplayName } from '../names.ts';
import { lagnaTexts } from './lagna.ts';
import { moonSignTexts } from './moon-sign.ts';
import { moonNakshatraTexts } from './nakshatra.ts';
import { grahaSignSource, kundliRuleSources, type KundliRuleId } from './rules.ts';
import type { HouseTexts, SignTexts } from './types.ts';
import { sunInHouse } from './graha-house/sun.ts';
import { moonInHouse } from './graha-house/moon.ts';
import { marsInHouse } from './graha-house/mars.ts';
import { mercuryInHouse } from './graha-house/mercury.ts';
import { jupiterInHouse } from './graha-house/jupiter.ts';
import { venusInHouse } from './graha-house/venus.ts';
import { saturnInHouse } from './graha-house/saturn.ts';
import { rahuInHouse } from './graha-house/rahu.ts';
import { ketuInHouse } from './graha-house/ketu.ts';
import { sunInSign } from './graha-sign/sun.ts';
import { moonInSign } from './graha-sign/moon.ts';
import { marsInSign } from './graha-sign/mars.ts';
import { mercuryInSign } from './graha-sign/mercury.ts';
import { jupiterInSign } from './graha-sign/jupiter.ts';
import { venusInSign } from './graha-sign/venus.ts';
import { saturnInSign } from './graha-sign/saturn.ts';
import { rahuInSign } from './graha-sign/rahu.ts';
import { ketuInSign } from './graha-sign/ketu.ts';

/** Changes whenever any text of the catalogue changes. */
export const kundliContentVersion = 'kundli-content.1';

export interface KundliParagraph {
  contentId: string;
  ruleId: KundliRuleId;
  source: string;
  title: Bilingual;
  text: Bilingual;
}

const houseTexts: Record<GrahaId, HouseTexts> = {
  sun: sunInHouse, moon: moonInHouse, mars: marsInHouse, mercury: mercuryInHouse, jupiter: jupiterInHouse,
  venus: venusInHouse, saturn: saturnInHouse, rahu: rahuInHouse, ketu: ketuInHouse,
};

const signTexts: Record<GrahaId, SignTexts> = {
  sun: sunInSign, moon: moonInSign, mars: marsInSign, mercury: mercuryInSign, jupiter: jupiterInSign,
  venus: venusInSign, saturn: saturnInSign, rahu: rahuInSign, ketu: ketuInSign,
};

/** The lagna paragraph of a sign (0 = Mesha). */
export function lagnaParagraph(sign: number): KundliParagraph {
  const id = rashiIds[sign];
  const s = rashiDisplayName(sign);
  return {
    contentId: `kundli.lagna.${id}`,
    ruleId: 'KUNDLI.LAGNA_SIGN',
    source: kundliRuleSources['KUNDLI.LAGNA_SIGN'],
    title: { en: `${s.en} lagna (ascendant)`, hi: `${s.hi} लग्न` },
    text: lagnaTexts[id],
  };
}

/** The Moon-sign (janma rashi) paragraph of a sign. */
export function moonSignParagraph(sign: number): KundliParagraph {
  const id = rashiIds[sign];
  const s = rashiDisplayName(sign);
  return {
    contentId: `kundli.moon-sign.${id}`,
    ruleId: 'KUNDLI.MOON_SIGN',
    source: kundliRuleSources['KUNDLI.MOON_SIGN'],
    title: { en: `Moon sign (janma rashi): ${s.en}`, hi: `जन्म राशि: ${s.hi}` },
    text: moonSignTexts[id],
  };
}

/** The birth-star paragraph of a nakshatra (0 = Ashwini). */
export function moonNakshatraParagraph(nakshatra: number): KundliParagraph {
  const id = nakshatraIds[nakshatra];
  const n = nakshatraNames[id];
  return {
    contentId: `kundli.moon-nakshatra.${id}`,
    ruleId: 'KUNDLI.MOON_NAKSHATRA',
    source: kundliRuleSources['KUNDLI.MOON_NAKSHATRA'],
    title: { en: `Birth nakshatra: ${n.en}`, hi: `जन्म नक्षत्र: ${n.hi}` },
    text: moonNakshatraTexts[id],
  };
}

/** A graha in a whole-sign house from the lagna (house 1…12). */
export function grahaHouseParagraph(graha: GrahaId, house: number): KundliParagraph {
  const g = grahaNames[graha];
  return {
    contentId: `kundli.graha-house.${graha}.${house}`,
    ruleId: 'KUNDLI.GRAHA_IN_HOUSE',
    source: kundliRuleSources['KUNDLI.GRAHA_IN_HOUSE'],
    title: { en: `${g.en} in the ${houseOrdinals[house - 1].en} house`, hi: `${houseOrdinals[house - 1].hi} भाव में ${g.hi}` },
    text: houseTexts[graha][house - 1],
  };
}

/** A graha in a sign (0 = Mesha). */
export function grahaSignParagraph(graha: GrahaId, sign: number): KundliParagraph {
  const g = grahaNames[graha];
  const s = rashiDisplayName(sign);
  return {
    contentId: `kundli.graha-sign.${graha}.${rashiIds[sign]}`,
    ruleId: 'KUNDLI.GRAHA_IN_SIGN',
    source: grahaSignSource(graha),
    title: { en: `${g.en} in ${s.en}`, hi: `${s.hi} राशि में ${g.hi}` },
    text: signTexts[graha][rashiIds[sign]],
  };
}

/** A short note that goes with every set of interpretations. */
export const interpretationNote: Bilingual = {
  en: 'These paragraphs describe single placements as the classical texts describe them. A chart is read as a whole: aspects, the strength of the sign lords and the running dasha can strengthen, soften or redirect any one indication. They describe tendencies, not fixed events, and are no substitute for medical, legal or financial advice.',
  hi: 'ये अनुच्छेद एक-एक ग्रह-स्थिति का वही फल बताते हैं जो शास्त्रीय ग्रंथों में वर्णित है। कुंडली का विचार समग्र रूप से किया जाता है: दृष्टि, राशीशों का बल और चल रही दशा किसी भी फल को बढ़ा, घटा या मोड़ सकती है। ये प्रवृत्तियाँ दर्शाते हैं, निश्चित घटनाएँ नहीं, और चिकित्सा, क़ानूनी या आर्थिक सलाह का विकल्प नहीं हैं।',
};

/** Every paragraph of the catalogue, in a stable order (for the snapshot and the parity test). */
export function allKundliParagraphs(): KundliParagraph[] {
  const out: KundliParagraph[] = [];
  for (let s = 0; s < 12; s++) out.push(lagnaParagraph(s));
  for (let s = 0; s < 12; s++) out.push(moonSignParagraph(s));
  for (let n = 0; n < 27; n++) out.push(moonNakshatraParagraph(n));
  for (const g of grahaIds) for (let h = 1; h <= 12; h++) out.push(grahaHouseParagraph(g, h));
  for (const g of grahaIds) for (let s = 0; s < 12; s++) out.push(grahaSignParagraph(g, s));
  return out;
}
