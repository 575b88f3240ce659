/** Explanations of the ten poruthams (`DASHA.SOUTH`) and of the dashakoota verdict. */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { MatchMoon } from '../../jyotish/match/moon.ts';
import type { MatchVariants } from '../../jyotish/match/variants.ts';
import { maitriPoints } from '../../jyotish/match/ashtakoota/graha-maitri.ts';
import type { Dashakoota, PoruthamResult } from '../../jyotish/match/porutham/dashakoota.ts';
import { vasyaSigns, type PoruthamId } from '../../jyotish/match/porutham/rules.ts';
import { dashakootaVerdictNames, ganaNames, poruthamNames, rajjuNames, yoniNames } from './names.ts';
import { grahaName, joinList, rashiDisplayName } from '../names.ts';
import { enOrdinal, hiOrdinalFeminine, starName } from './words.ts';

const outcome = (pass: boolean): Bilingual => (pass ? { en: 'it passes', hi: 'यह पोरुत्तम मिलता है' } : { en: 'it fails', hi: 'यह पोरुत्तम नहीं मिलता' });

function countIntro(c: number, groom: MatchMoon, bride: MatchMoon): Bilingual {
  return {
    en: `Counting from the bride's ${starName(bride.nakshatra).en} to the groom's ${starName(groom.nakshatra).en} gives ${c}.`,
    hi: `वधू के ${starName(bride.nakshatra).hi} से वर के ${starName(groom.nakshatra).hi} तक गिनती ${c} आती है।`,
  };
}

/** The explanation of one porutham's pass or fail. */
export function poruthamExplanation(p: PoruthamResult, groom: MatchMoon, bride: MatchMoon, variants: MatchVariants): Bilingual {
  const o = outcome(p.pass);
  const e = p.evidence;
  switch (p.id) {
    case 'dina': {
      const c = e.kind === 'star-count' ? e.countFromBride : 0;
      const i = countIntro(c, groom, bride);
      const extra = variants.poruthamDina === 'tamil' ? { en: ' (and 17, 21 or 25 in the Tamil panchang list)', hi: ' (तमिल पंचांग सूची में 17, 21 या 25 भी)' } : { en: '', hi: '' };
      return {
        en: `${i.en} Dina, for health and a long married life, passes when the count is 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24 or 26${extra.en}: ${o.en}.`,
        hi: `${i.hi} दिन पोरुत्तम, जो स्वास्थ्य और दीर्घ दाम्पत्य के लिए देखा जाता है, गिनती 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24 या 26 होने पर मिलता है${extra.hi}: ${o.hi}।`,
      };
    }
    case 'gana': {
      if (e.kind !== 'gana') break;
      return {
        en: `The bride is of the ${ganaNames[e.bride].en} gana, the groom of the ${ganaNames[e.groom].en} gana. Gana passes when both share a gana or one is Deva and the other Manushya: ${o.en}.`,
        hi: `वधू ${ganaNames[e.bride].hi} गण की है, वर ${ganaNames[e.groom].hi} गण का। गण पोरुत्तम तब मिलता है जब दोनों एक ही गण के हों, या एक देव और दूसरा मनुष्य गण का हो: ${o.hi}।`,
      };
    }
    case 'mahendra': {
      const c = e.kind === 'star-count' ? e.countFromBride : 0;
      const i = countIntro(c, groom, bride);
      return {
        en: `${i.en} Mahendra, for prosperity and progeny, passes when the count is 4, 7, 10, 13, 16, 19, 22 or 25: ${o.en}.`,
        hi: `${i.hi} माहेन्द्र पोरुत्तम, जो समृद्धि और सन्तान के लिए देखा जाता है, गिनती 4, 7, 10, 13, 16, 19, 22 या 25 होने पर मिलता है: ${o.hi}।`,
      };
    }
    case 'stree-deergha': {
      const c = e.kind === 'star-count' ? e.countFromBride : 0;
      const i = countIntro(c, groom, bride);
      const t = variants.streeDeergha;
      return {
        en: `${i.en} Stree deergha, for the bride's lasting well-being, passes when the groom's star is more than ${t} stars from hers: ${o.en}.`,
        hi: `${i.hi} स्त्री दीर्घ पोरुत्तम, जो वधू के स्थायी सुख के लिए देखा जाता है, तब मिलता है जब वर का नक्षत्र वधू के नक्षत्र से ${t} से अधिक दूरी पर हो: ${o.hi}।`,
      };
    }
    case 'yoni': {
      if (e.kind !== 'yoni') break;
      const sr = variants.poruthamYoni === 'serpent-rat';
      return {
        en: `The bride's yoni is ${yoniNames[e.bride].en}, the groom's ${yoniNames[e.groom].en}. Yoni fails only for sworn enemies (horse–buffalo, elephant–lion, sheep–monkey, serpent–mongoose, dog–deer, cat–rat, cow–tiger${sr ? ', and serpent–rat in the South Indian variant' : ''}): ${o.en}.`,
        hi: `वधू की योनि ${yoniNames[e.bride].hi} है, वर की ${yoniNames[e.groom].hi}। योनि पोरुत्तम केवल जन्मजात शत्रु योनियों में नहीं मिलता (अश्व–महिष, गज–सिंह, मेष–वानर, सर्प–नकुल, श्वान–मृग, मार्जार–मूषक, गौ–व्याघ्र${sr ? ', तथा दक्षिण भारतीय विकल्प में सर्प–मूषक' : ''}): ${o.hi}।`,
      };
    }
    case 'rasi': {
      if (e.kind !== 'sign-count') break;
      if (e.sameSign) {
        return {
          en: `Both Moons are in ${rashiDisplayName(groom.sign).en}. Rasi passes for one sign only when the stars differ; ${e.sameStar ? 'here the star is the same too' : 'here they do'}: ${o.en}.`,
          hi: `दोनों का चन्द्रमा ${rashiDisplayName(groom.sign).hi} में है। एक ही राशि होने पर राशि पोरुत्तम तभी मिलता है जब नक्षत्र भिन्न हों; ${e.sameStar ? 'यहाँ नक्षत्र भी एक ही है' : 'यहाँ नक्षत्र भिन्न हैं'}: ${o.hi}।`,
        };
      }
      return {
        en: `Counted from the bride's ${rashiDisplayName(bride.sign).en}, the groom's ${rashiDisplayName(groom.sign).en} is the ${enOrdinal(e.countFromBride)} sign. Rasi passes when it is the 7th or beyond: ${o.en}.`,
        hi: `वधू की ${rashiDisplayName(bride.sign).hi} से गिनने पर वर की ${rashiDisplayName(groom.sign).hi} ${hiOrdinalFeminine(e.countFromBride)} राशि है। राशि पोरुत्तम सातवीं या उसके आगे की राशि होने पर मिलता है: ${o.hi}।`,
      };
    }
    case 'rasyadhipati': {
      if (e.kind !== 'lords') break;
      const m = maitriPoints(e.groom, e.bride);
      return {
        en: `The bride's sign lord is ${grahaName(e.bride).en}, the groom's ${grahaName(e.groom).en}; their graha maitri is ${m} of 5. Rasyadhipati passes at 3 or more, when the lords are not hostile: ${o.en}.`,
        hi: `वधू की राशि का स्वामी ${grahaName(e.bride).hi} है, वर की राशि का ${grahaName(e.groom).hi}; इनकी ग्रह मैत्री 5 में से ${m} है। राश्यधिपति पोरुत्तम 3 या अधिक होने पर, यानी स्वामियों में शत्रुता न होने पर, मिलता है: ${o.hi}।`,
      };
    }
    case 'vasya': {
      const list = joinList(vasyaSigns[bride.sign].map(rashiDisplayName));
      return {
        en: `The signs vasya to (drawn to) the bride's ${rashiDisplayName(bride.sign).en} are ${list.en}. Vasya passes when the groom's Moon sign is among them; his is ${rashiDisplayName(groom.sign).en}: ${o.en}.`,
        hi: `वधू की ${rashiDisplayName(bride.sign).hi} की वश्य राशियाँ ${list.hi} हैं। वश्य पोरुत्तम तब मिलता है जब वर की चन्द्र राशि इनमें हो; वर की राशि ${rashiDisplayName(groom.sign).hi} है: ${o.hi}।`,
      };
    }
    case 'rajju': {
      if (e.kind !== 'rajju') break;
      return {
        en: `The bride's ${starName(bride.nakshatra).en} is in ${rajjuNames[e.bride].en}, the groom's ${starName(groom.nakshatra).en} in ${rajjuNames[e.groom].en}. Rajju, held to guard the husband's longevity, fails when both stars fall in the same rajju, and it is mandatory: ${o.en}.`,
        hi: `वधू का ${starName(bride.nakshatra).hi} ${rajjuNames[e.bride].hi} में है, वर का ${starName(groom.nakshatra).hi} ${rajjuNames[e.groom].hi} में। रज्जु पोरुत्तम, जो पति की आयु की रक्षा के लिए देखा जाता है, दोनों नक्षत्र एक ही रज्जु में हों तो नहीं मिलता, और यह अनिवार्य है: ${o.hi}।`,
      };
    }
    case 'vedha': {
      if (e.kind !== 'stars') break;
      const rule =
        variants.vedha === 'pairs'
          ? {
              en: 'which happens only for the classical pairs (Ashwini–Jyeshtha, Bharani–Anuradha, Krittika–Vishakha, Rohini–Swati, Ardra–Shravana, Punarvasu–Uttara Ashadha, Pushya–Purva Ashadha, Ashlesha–Mula, Magha–Revati, Purva Phalguni–Uttara Bhadrapada, Uttara Phalguni–Purva Bhadrapada, Hasta–Shatabhisha, and Mrigashira, Chitra and Dhanishtha with one another)',
              hi: 'जो केवल शास्त्रीय जोड़ियों में होता है (अश्विनी–ज्येष्ठा, भरणी–अनुराधा, कृत्तिका–विशाखा, रोहिणी–स्वाती, आर्द्रा–श्रवण, पुनर्वसु–उत्तराषाढ़ा, पुष्य–पूर्वाषाढ़ा, आश्लेषा–मूल, मघा–रेवती, पूर्वा फाल्गुनी–उत्तरा भाद्रपद, उत्तरा फाल्गुनी–पूर्वा भाद्रपद, हस्त–शतभिषा, तथा मृगशिरा, चित्रा और धनिष्ठा आपस में)',
            }
          : {
              en: 'taken here (the sum variant) as any two star numbers summing to 19, 28 or 37',
              hi: 'यहाँ (योग विकल्प में) ऐसे किन्हीं दो नक्षत्रों के रूप में लिया गया है जिनके क्रमांकों का योग 19, 28 या 37 हो',
            };
      return {
        en: `The stars are ${starName(bride.nakshatra).en} (no. ${bride.nakshatra + 1}) and ${starName(groom.nakshatra).en} (no. ${groom.nakshatra + 1}). Vedha fails when the two stars pierce each other, ${rule.en}; it is mandatory: ${o.en}.`,
        hi: `नक्षत्र ${starName(bride.nakshatra).hi} (क्रमांक ${bride.nakshatra + 1}) और ${starName(groom.nakshatra).hi} (क्रमांक ${groom.nakshatra + 1}) हैं। वेध पोरुत्तम तब नहीं मिलता जब दोनों नक्षत्र एक-दूसरे को वेधते हैं, ${rule.hi}; यह अनिवार्य है: ${o.hi}।`,
      };
    }
  }
  return { en: `${poruthamNames[p.id].en}: ${o.en}.`, hi: `${poruthamNames[p.id].hi}: ${o.hi}।` };
}

/** Why the dashakoota got its verdict. */
export function dashakootaVerdictText(d: Dashakoota, rule: MatchVariants['poruthamMinimum']): Bilingual {
  const v = dashakootaVerdictNames[d.verdict];
  const required: PoruthamId[] = rule === 'standard' ? ['rajju', 'vedha'] : ['rajju', 'dina', 'gana', 'rasi', 'yoni'];
  const req = joinList(required.map((id) => poruthamNames[id]));
  if (!d.minimumMet) {
    const failed = joinList(d.mandatoryFailed.map((id) => poruthamNames[id]));
    return {
      en: `${d.score} of 10 poruthams pass, but the mandatory ${failed.en} ${d.mandatoryFailed.length > 1 ? 'fail' : 'fails'} (required: ${req.en}), so the match is "${v.en}" whatever the count.`,
      hi: `10 में से ${d.score} पोरुत्तम मिलते हैं, पर अनिवार्य ${failed.hi} नहीं ${d.mandatoryFailed.length > 1 ? 'मिलते' : 'मिलता'} (अनिवार्य: ${req.hi}), इसलिए गिनती चाहे जो हो, मिलान "${v.hi}" है।`,
    };
  }
  return {
    en: `The mandatory ${req.en} pass and ${d.score} of 10 poruthams pass in all: 7 or more is good, 5–6 average, 4 or fewer poor, so the match is "${v.en}".`,
    hi: `अनिवार्य ${req.hi} मिलते हैं और कुल 10 में से ${d.score} पोरुत्तम मिलते हैं: 7 या अधिक अच्छा, 5–6 मध्यम, 4 या कम कमज़ोर माना जाता है, इसलिए मिलान "${v.hi}" है।`,
  };
}
