/**
 * Bilingual sentences for the structured chart facts rules cite (`jyotish/rules/types.ts`).
 * Every fact is stated plainly: where a graha is, what it rules, what it aspects.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { Fact } from '../../jyotish/rules/types.ts';
import { grahaName, rashiDisplayName } from '../names.ts';
import { grahaList, houseList, houseOrdinal, referenceNames } from './words.ts';

function dignitySentence(g: Bilingual, dignity: string, s: Bilingual, inNavamsa: boolean): Bilingual {
  const where = inNavamsa ? { en: ' in the navamsa', hi: 'नवांश में ' } : { en: '', hi: '' };
  switch (dignity) {
    case 'exalted':
      return { en: `${g.en} is exalted${where.en} in ${s.en}.`, hi: `${g.hi} ${where.hi}${s.hi} राशि में उच्च का है।` };
    case 'debilitated':
      return { en: `${g.en} is debilitated${where.en} in ${s.en}.`, hi: `${g.hi} ${where.hi}${s.hi} राशि में नीच का है।` };
    case 'moolatrikona':
      return { en: `${g.en} is in its moolatrikona${where.en}, ${s.en}.`, hi: `${g.hi} ${where.hi}अपनी मूलत्रिकोण राशि ${s.hi} में है।` };
    case 'own':
      return { en: `${g.en} is in its own sign${where.en}, ${s.en}.`, hi: `${g.hi} ${where.hi}अपनी राशि ${s.hi} में है।` };
    case 'friend':
      return { en: `${g.en} is in a friend’s sign${where.en}, ${s.en}.`, hi: `${g.hi} ${where.hi}मित्र की राशि ${s.hi} में है।` };
    case 'neutral':
      return { en: `${g.en} is in a neutral sign${where.en}, ${s.en}.`, hi: `${g.hi} ${where.hi}सम भाव वाली राशि ${s.hi} में है।` };
    case 'enemy':
      return { en: `${g.en} is in an enemy’s sign${where.en}, ${s.en}.`, hi: `${g.hi} ${where.hi}शत्रु की राशि ${s.hi} में है।` };
    default:
      return {
        en: `${g.en} is${where.en} in ${s.en}, neither its exaltation nor its own sign.`,
        hi: `${g.hi} ${where.hi}${s.hi} राशि में है, जो न उसकी उच्च राशि है न स्वराशि।`,
      };
  }
}

/** The sentence for one fact. */
export function factText(f: Fact): Bilingual {
  switch (f.kind) {
    case 'placement': {
      const g = grahaName(f.graha);
      const o = houseOrdinal(f.house);
      const r = referenceNames[f.from];
      const s = rashiDisplayName(f.sign);
      return {
        en: `${g.en} is in the ${o.en} house from ${r.en}, in ${s.en}.`,
        hi: `${g.hi} ${r.hi} से ${o.hi} भाव में, ${s.hi} राशि में है।`,
      };
    }
    case 'lagna': {
      const s = rashiDisplayName(f.sign);
      return { en: `The lagna is ${s.en}.`, hi: `लग्न ${s.hi} है।` };
    }
    case 'conjunction': {
      const gs = grahaList(f.grahas);
      const s = rashiDisplayName(f.sign);
      return { en: `${gs.en} are together in ${s.en}.`, hi: `${gs.hi} एक साथ ${s.hi} राशि में हैं।` };
    }
    case 'aspect': {
      const a = grahaName(f.graha);
      const b = grahaName(f.target);
      const o = houseOrdinal(f.houseFromGraha);
      return {
        en: `${a.en} casts a full aspect on ${b.en} (${b.en} is ${o.en} from ${a.en}).`,
        hi: `${a.hi} की पूर्ण दृष्टि ${b.hi} पर है (${b.hi}, ${a.hi} से ${o.hi} स्थान पर है)।`,
      };
    }
    case 'lordship': {
      const g = grahaName(f.graha);
      const hs = houseList(f.houses);
      return f.houses.length
        ? { en: `${g.en} rules ${hs.en} from the lagna.`, hi: `${g.hi} लग्न से ${hs.hi} का स्वामी है।` }
        : { en: `${g.en} rules no house.`, hi: `${g.hi} किसी भाव का स्वामी नहीं है।` };
    }
    case 'exchange': {
      const gs = grahaList(f.grahas);
      return {
        en: `${gs.en} stand in each other’s signs (the ${houseOrdinal(f.houses[0]).en} and ${houseOrdinal(f.houses[1]).en} houses).`,
        hi: `${gs.hi} एक-दूसरे की राशि में हैं (${houseOrdinal(f.houses[0]).hi} और ${houseOrdinal(f.houses[1]).hi} भाव)।`,
      };
    }
    case 'dignity':
      return dignitySentence(grahaName(f.graha), f.dignity, rashiDisplayName(f.sign), f.chart === 'D9');
    case 'combustion': {
      const g = grahaName(f.graha);
      return f.combust
        ? { en: `${g.en} is ${f.degreesFromSun}° from the Sun and combust.`, hi: `${g.hi} सूर्य से ${f.degreesFromSun}° पर है और अस्त है।` }
        : { en: `${g.en} is ${f.degreesFromSun}° from the Sun and not combust.`, hi: `${g.hi} सूर्य से ${f.degreesFromSun}° पर है और अस्त नहीं है।` };
    }
    case 'retrograde': {
      const g = grahaName(f.graha);
      return { en: `${g.en} is retrograde.`, hi: `${g.hi} वक्री है।` };
    }
    case 'separation': {
      const a = grahaName(f.grahas[0]);
      const b = grahaName(f.grahas[1]);
      return { en: `${a.en} is ${f.degrees}° from ${b.en}.`, hi: `${a.hi}, ${b.hi} से ${f.degrees}° दूर है।` };
    }
    case 'house-occupants': {
      const o = houseOrdinal(f.house);
      const r = referenceNames[f.from];
      const s = rashiDisplayName(f.sign);
      const gs = grahaList(f.grahas);
      return f.grahas.length
        ? { en: `The ${o.en} house from ${r.en} (${s.en}) holds ${gs.en}.`, hi: `${r.hi} से ${o.hi} भाव (${s.hi}) में ${gs.hi} हैं।` }
        : { en: `The ${o.en} house from ${r.en} (${s.en}) holds no graha.`, hi: `${r.hi} से ${o.hi} भाव (${s.hi}) में कोई ग्रह नहीं है।` };
    }
    case 'node-axis-arc': {
      const from = f.arc === 'rahu-to-ketu' ? { en: 'Rahu forward to Ketu', hi: 'राहु से आगे केतु तक' } : { en: 'Ketu forward to Rahu', hi: 'केतु से आगे राहु तक' };
      const inside = grahaList(f.inside);
      const outside = grahaList(f.outside);
      return {
        en: `On the arc from ${from.en} (by longitude): ${inside.en}; outside it: ${outside.en}.`,
        hi: `${from.hi} के चाप में (अंशों के अनुसार): ${inside.hi}; उसके बाहर: ${outside.hi}।`,
      };
    }
    case 'navamsa': {
      const g = grahaName(f.graha);
      const s = rashiDisplayName(f.sign);
      const l = grahaName(f.lord);
      return { en: `${g.en}’s navamsa sign is ${s.en}, ruled by ${l.en}.`, hi: `${g.hi} का नवांश ${s.hi} है, जिसका स्वामी ${l.hi} है।` };
    }
    case 'hemmed': {
      const a = grahaList(f.malefics[0]);
      const b = grahaList(f.malefics[1]);
      const h0 = houseOrdinal(f.houses[0]);
      const h1 = houseOrdinal(f.houses[1]);
      return {
        en: `Malefics in the ${h0.en} house: ${a.en}; in the ${h1.en} house: ${b.en}.`,
        hi: `${h0.hi} भाव में पाप ग्रह: ${a.hi}; ${h1.hi} भाव में: ${b.hi}।`,
      };
    }
  }
}
