/**
 * The explanation of each ashtakoota score: which attributes the two Moons have and why the
 * declared table gives these points. Built from ids and numbers only.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { varnaRank } from '../../jyotish/core/moon-attributes.ts';
import { rashiLord } from '../../jyotish/core/zodiac.ts';
import type { MatchMoon } from '../../jyotish/match/moon.ts';
import type { MatchVariants } from '../../jyotish/match/variants.ts';
import type { Ashtakoota, KootaId } from '../../jyotish/match/ashtakoota/ashtakoota.ts';
import type { NaturalRelation } from '../../jyotish/chart/relationships.ts';
import type { GanaId } from '../../jyotish/core/moon-attributes.ts';
import {
  ganaNames, nadiNames, relationNames, taraNames, varnaNames, vashyaNames, yoniNames,
} from './names.ts';
import { grahaName, rashiDisplayName } from '../names.ts';
import { enOrdinal, hiOrdinalFeminine, starName } from './words.ts';

interface Pair {
  groom: MatchMoon;
  bride: MatchMoon;
}

function varnaText(a: Ashtakoota, { groom, bride }: Pair, variants: MatchVariants): Bilingual {
  const g = a.varna.groom;
  const b = a.varna.bride;
  const cmp = varnaRank[g] === varnaRank[b] ? 0 : varnaRank[g] > varnaRank[b] ? 1 : -1;
  const rel = { en: ['lower', 'equal', 'higher'][cmp + 1], hi: ['नीचा', 'बराबर', 'ऊँचा'][cmp + 1] };
  const list =
    variants.varna === 'mc'
      ? { en: 'water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra', hi: 'जल राशियाँ ब्राह्मण, अग्नि क्षत्रिय, पृथ्वी वैश्य, वायु शूद्र' }
      : {
          en: 'water signs Brahmin, fire Kshatriya, air Vaishya, earth Shudra (the saravali list)',
          hi: 'जल राशियाँ ब्राह्मण, अग्नि क्षत्रिय, वायु वैश्य, पृथ्वी शूद्र (सारावली सूची)',
        };
  const p = a.varna.points;
  return {
    en: `Varna ranks the Moon signs by element: ${list.en}. The bride's Moon in ${rashiDisplayName(bride.sign).en} makes her ${varnaNames[b].en}; the groom's Moon in ${rashiDisplayName(groom.sign).en} makes him ${varnaNames[g].en}. The point is given when the groom's varna is equal to or higher than the bride's; here it is ${rel.en}, so ${p} of 1.`,
    hi: `वर्ण कूट चन्द्र राशि के तत्त्व से वर्ण तय करता है: ${list.hi}। वधू का चन्द्रमा ${rashiDisplayName(bride.sign).hi} में है, अतः उसका वर्ण ${varnaNames[b].hi} है; वर का चन्द्रमा ${rashiDisplayName(groom.sign).hi} में है, अतः उसका वर्ण ${varnaNames[g].hi} है। वर का वर्ण वधू के बराबर या उससे ऊँचा हो तो 1 अंक मिलता है; यहाँ वह ${rel.hi} है, इसलिए 1 में से ${p} अंक।`,
  };
}

/** " (first half, below 15°)" for Sagittarius and Capricorn, where the class changes at 15°. */
function half(moon: MatchMoon): Bilingual {
  if (moon.sign !== 8 && moon.sign !== 9) return { en: '', hi: '' };
  return moon.degreeInSign < 15
    ? { en: ' (first half, below 15°)', hi: ' (पूर्वार्ध, 15° से पहले)' }
    : { en: ' (second half, from 15°)', hi: ' (उत्तरार्ध, 15° से आगे)' };
}

const vashyaRelation: Record<string, Bilingual> = {
  '2': { en: 'Both share one nature, the strongest mutual attraction.', hi: 'दोनों एक ही वर्ग के हैं, जिससे परस्पर आकर्षण सबसे प्रबल होता है।' },
  '1': { en: 'The natures are compatible: one is readily drawn to the other.', hi: 'दोनों स्वभाव अनुकूल हैं: एक सहज ही दूसरे की ओर आकर्षित होता है।' },
  '0.5': { en: 'The natures are only partly compatible.', hi: 'दोनों स्वभाव केवल आंशिक रूप से अनुकूल हैं।' },
  '0': { en: 'The natures are at odds: one preys on or shuns the other.', hi: 'दोनों स्वभाव विरोधी हैं: एक दूसरे का भक्षक है या उससे दूर रहता है।' },
};

const vashyaTableNames: Record<MatchVariants['vashya'], Bilingual> = {
  standard: { en: 'standard', hi: 'मानक' },
  'vanachara-zero': { en: 'Vanachara-zero variant', hi: 'वनचर-शून्य विकल्प' },
  saravali: { en: 'saravali', hi: 'सारावली' },
};

function vashyaText(a: Ashtakoota, { groom, bride }: Pair, variants: MatchVariants): Bilingual {
  const g = vashyaNames[a.vashya.groom];
  const b = vashyaNames[a.vashya.bride];
  const p = a.vashya.points;
  const rel = vashyaRelation[String(p)] ?? vashyaRelation['1'];
  const t = vashyaTableNames[variants.vashya];
  return {
    en: `Vashya groups the Moon signs by the creatures they resemble and asks how readily the two natures yield to each other. The bride's Moon in ${rashiDisplayName(bride.sign).en}${half(bride).en} is ${b.en}; the groom's Moon in ${rashiDisplayName(groom.sign).en}${half(groom).en} is ${g.en}. ${rel.en} In the ${t.en} table a ${g.en} groom with a ${b.en} bride scores ${p} of 2.`,
    hi: `वश्य कूट चन्द्र राशियों को जीव-वर्गों में बाँटकर देखता है कि दोनों स्वभाव एक-दूसरे के प्रति कितने अनुकूल हैं। वधू का चन्द्रमा ${rashiDisplayName(bride.sign).hi}${half(bride).hi} में है, अतः वह ${b.hi} वर्ग की है; वर का चन्द्रमा ${rashiDisplayName(groom.sign).hi}${half(groom).hi} में है, अतः वह ${g.hi} वर्ग का है। ${rel.hi} ${t.hi} तालिका में ${g.hi} वर और ${b.hi} वधू को 2 में से ${p} अंक मिलते हैं।`,
  };
}

function taraText(a: Ashtakoota, { groom, bride }: Pair): Bilingual {
  const t = a.tara;
  const good = (c: number) => {
    const r = c % 9;
    return r !== 3 && r !== 5 && r !== 7;
  };
  const q = (c: number) => (good(c) ? { en: 'auspicious', hi: 'शुभ' } : { en: 'inauspicious', hi: 'अशुभ' });
  return {
    en: `Tara counts the birth stars in cycles of nine. From the bride's ${starName(bride.nakshatra).en} the groom's ${starName(groom.nakshatra).en} is star ${t.countFromBride}, the ${taraNames[t.brideTara].en} tara (${q(t.countFromBride).en}); from the groom's star the bride's is star ${t.countFromGroom}, the ${taraNames[t.groomTara].en} tara (${q(t.countFromGroom).en}). Each direction earns 1.5 points unless it falls on Vipat (3rd), Pratyari (5th) or Vadha (7th) of the cycle: ${t.points} of 3.`,
    hi: `तारा कूट जन्म नक्षत्रों को नौ-नौ के चक्र में गिनता है। वधू के ${starName(bride.nakshatra).hi} से वर के ${starName(groom.nakshatra).hi} तक गिनती ${t.countFromBride} आती है — ${taraNames[t.brideTara].hi} तारा (${q(t.countFromBride).hi}); वर के नक्षत्र से वधू के नक्षत्र तक गिनती ${t.countFromGroom} आती है — ${taraNames[t.groomTara].hi} तारा (${q(t.countFromGroom).hi})। प्रत्येक दिशा को 1.5 अंक मिलते हैं, जब तक गिनती चक्र की विपत् (तीसरी), प्रत्यरि (पाँचवीं) या वध (सातवीं) तारा पर न पड़े: 3 में से ${t.points} अंक।`,
  };
}

const yoniRelation: Record<number, Bilingual> = {
  4: { en: 'The same animal, the closest natural harmony', hi: 'एक ही योनि, सबसे स्वाभाविक सामंजस्य' },
  3: { en: 'Friendly animals', hi: 'मित्र योनियाँ' },
  2: { en: 'Neutral animals', hi: 'सम (तटस्थ) योनियाँ' },
  1: { en: 'Unfriendly animals', hi: 'अमित्र योनियाँ' },
  0: { en: 'Sworn enemies, the most discordant pairing', hi: 'जन्मजात शत्रु योनियाँ, सबसे विरोधी जोड़ी' },
};

function yoniText(a: Ashtakoota, { groom, bride }: Pair, variants: MatchVariants): Bilingual {
  const y = a.yoni;
  const rel = yoniRelation[y.points];
  const horseDeer = (y.groom === 'horse' && y.bride === 'deer') || (y.groom === 'deer' && y.bride === 'horse');
  const note = horseDeer
    ? {
        en: ` (sources disagree on Horse–Deer; the ${variants.yoniHorseDeer === 3 ? 'standard table gives 3' : 'PyJHora variant gives 1'})`,
        hi: ` (अश्व–मृग पर स्रोतों में मतभेद है; ${variants.yoniHorseDeer === 3 ? 'मानक तालिका 3 देती है' : 'PyJHora विकल्प 1 देता है'})`,
      }
    : { en: '', hi: '' };
  return {
    en: `Yoni gives each birth star an animal nature. The bride's ${starName(bride.nakshatra).en} is the ${yoniNames[y.bride].en} yoni; the groom's ${starName(groom.nakshatra).en} is the ${yoniNames[y.groom].en} yoni. ${rel.en}${note.en}: ${y.points} of 4.`,
    hi: `योनि कूट प्रत्येक जन्म नक्षत्र को एक पशु-स्वभाव देता है। वधू का ${starName(bride.nakshatra).hi} ${yoniNames[y.bride].hi} योनि है; वर का ${starName(groom.nakshatra).hi} ${yoniNames[y.groom].hi} योनि है। ${rel.hi}${note.hi}: 4 में से ${y.points} अंक।`,
  };
}

const maitriCombination: Record<string, Bilingual> = {
  'friend+friend': { en: 'both friends', hi: 'दोनों मित्र' },
  'friend+neutral': { en: 'a friend and a neutral', hi: 'एक मित्र और एक सम' },
  'neutral+neutral': { en: 'both neutral', hi: 'दोनों सम' },
  'enemy+friend': { en: 'a friend and an enemy', hi: 'एक मित्र और एक शत्रु' },
  'enemy+neutral': { en: 'a neutral and an enemy', hi: 'एक सम और एक शत्रु' },
  'enemy+enemy': { en: 'both enemies', hi: 'दोनों शत्रु' },
};

function article(r: NaturalRelation): string {
  return r === 'friend' ? 'a friend' : r === 'enemy' ? 'an enemy' : 'neutral';
}

function maitriText(a: Ashtakoota, { groom, bride }: Pair): Bilingual {
  const m = a.grahaMaitri;
  const bl = grahaName(rashiLord[bride.sign]);
  const gl = grahaName(rashiLord[groom.sign]);
  const bs = rashiDisplayName(bride.sign);
  const gs = rashiDisplayName(groom.sign);
  if (m.brideLordView === null || m.groomLordView === null) {
    return {
      en: `Graha maitri compares the lords of the Moon signs. The bride's ${bs.en} and the groom's ${gs.en} are both ruled by ${gl.en}, the closest mental affinity: 5 of 5.`,
      hi: `ग्रह मैत्री कूट चन्द्र राशियों के स्वामियों की मित्रता देखता है। वधू की ${bs.hi} और वर की ${gs.hi} दोनों का स्वामी ${gl.hi} है, जो सबसे गहरी मानसिक समानता है: 5 में से 5 अंक।`,
    };
  }
  const combo = maitriCombination[[m.brideLordView, m.groomLordView].sort().join('+')];
  return {
    en: `Graha maitri compares the lords of the Moon signs. The bride's ${bs.en} is ruled by ${bl.en}, the groom's ${gs.en} by ${gl.en}. By the natural relationships of BPHS, ${bl.en} counts ${gl.en} ${article(m.brideLordView)} and ${gl.en} counts ${bl.en} ${article(m.groomLordView)}; ${combo.en} gives ${m.points} of 5.`,
    hi: `ग्रह मैत्री कूट चन्द्र राशियों के स्वामियों की मित्रता देखता है। वधू की राशि ${bs.hi} का स्वामी ${bl.hi} है और वर की राशि ${gs.hi} का स्वामी ${gl.hi}। बृहत् पराशर होरा शास्त्र की नैसर्गिक मैत्री के अनुसार ${bl.hi} ${gl.hi} को ${relationNames[m.brideLordView].hi} मानता है और ${gl.hi} ${bl.hi} को ${relationNames[m.groomLordView].hi}; ${combo.hi} होने से 5 में से ${m.points} अंक।`,
  };
}

function ganaRelation(g: GanaId, b: GanaId): Bilingual {
  if (g === b) return { en: 'The same temperament agrees fully', hi: 'एक ही स्वभाव पूरी तरह मेल खाता है' };
  const s = new Set([g, b]);
  if (s.has('deva') && s.has('manushya')) return { en: 'Deva and Manushya natures are close', hi: 'देव और मनुष्य स्वभाव एक-दूसरे के निकट हैं' };
  if (s.has('manushya')) return { en: 'Manushya and Rakshasa natures clash', hi: 'मनुष्य और राक्षस स्वभाव आपस में टकराते हैं' };
  return { en: 'Deva and Rakshasa natures are far apart', hi: 'देव और राक्षस स्वभाव एक-दूसरे से बहुत दूर हैं' };
}

function ganaText(a: Ashtakoota, { groom, bride }: Pair, variants: MatchVariants): Bilingual {
  const x = a.gana;
  const rel = ganaRelation(x.groom, x.bride);
  const table = variants.gana === 'standard' ? { en: 'standard', hi: 'मानक' } : { en: 'PyJHora', hi: 'PyJHora' };
  return {
    en: `Gana compares temperament. The bride's ${starName(bride.nakshatra).en} belongs to the ${ganaNames[x.bride].en} gana, the groom's ${starName(groom.nakshatra).en} to the ${ganaNames[x.groom].en} gana. ${rel.en}; in the ${table.en} table a ${ganaNames[x.groom].en} groom with a ${ganaNames[x.bride].en} bride scores ${x.points} of 6.`,
    hi: `गण कूट स्वभाव की तुलना करता है। वधू का ${starName(bride.nakshatra).hi} ${ganaNames[x.bride].hi} गण का है, वर का ${starName(groom.nakshatra).hi} ${ganaNames[x.groom].hi} गण का। ${rel.hi}; ${table.hi} तालिका में ${ganaNames[x.groom].hi} गण के वर और ${ganaNames[x.bride].hi} गण की वधू को 6 में से ${x.points} अंक मिलते हैं।`,
  };
}

const bhakootRelation: Record<string, Bilingual> = {
  '2-12': {
    en: 'The 2/12 (dvirdvadasha) relation is held to strain the family\'s finances, so bhakoot scores nothing',
    hi: 'द्विर्द्वादश (2/12) सम्बन्ध परिवार की आर्थिक स्थिति पर भारी माना जाता है, इसलिए भकूट को कोई अंक नहीं मिलता',
  },
  '5-9': {
    en: 'The 5/9 (navapanchama) relation is held to trouble progeny, so bhakoot scores nothing',
    hi: 'नवपंचम (5/9) सम्बन्ध सन्तान-पक्ष के लिए कष्टकारी माना जाता है, इसलिए भकूट को कोई अंक नहीं मिलता',
  },
  '6-8': {
    en: 'The 6/8 (shadashtaka) relation is held to bring strife and ill health, so bhakoot scores nothing',
    hi: 'षडाष्टक (6/8) सम्बन्ध कलह और रोग देने वाला माना जाता है, इसलिए भकूट को कोई अंक नहीं मिलता',
  },
};

function bhakootText(a: Ashtakoota, { groom, bride }: Pair): Bilingual {
  const k = a.bhakoot;
  const bs = rashiDisplayName(bride.sign);
  const gs = rashiDisplayName(groom.sign);
  if (k.relation === '1-1') {
    return {
      en: `Bhakoot measures the distance between the Moon signs. Both Moons are in ${gs.en}, a 1/1 relation, which carries no bhakoot dosha: 7 of 7.`,
      hi: `भकूट कूट दोनों चन्द्र राशियों की दूरी देखता है। दोनों का चन्द्रमा ${gs.hi} में है, यह 1/1 सम्बन्ध है, जिसमें भकूट दोष नहीं होता: 7 में से 7 अंक।`,
    };
  }
  const [lo, hi] = k.relation.split('-');
  const rel = bhakootRelation[k.relation] ?? {
    en: `A ${lo}/${hi} relation carries no bhakoot dosha`,
    hi: `${lo}/${hi} सम्बन्ध में भकूट दोष नहीं होता`,
  };
  return {
    en: `Bhakoot measures the distance between the Moon signs. Counted from the bride's ${bs.en}, the groom's ${gs.en} is the ${enOrdinal(k.countFromBride)} sign, and hers is the ${enOrdinal(k.countFromGroom)} from his: a ${lo}/${hi} relation. ${rel.en}: ${k.points} of 7.`,
    hi: `भकूट कूट दोनों चन्द्र राशियों की दूरी देखता है। वधू की ${bs.hi} से गिनने पर वर की ${gs.hi} ${hiOrdinalFeminine(k.countFromBride)} राशि है, और वर की राशि से वधू की राशि ${hiOrdinalFeminine(k.countFromGroom)}: यह ${lo}/${hi} सम्बन्ध है। ${rel.hi}: 7 में से ${k.points} अंक।`,
  };
}

function nadiText(a: Ashtakoota, { groom, bride }: Pair): Bilingual {
  const n = a.nadi;
  const rel =
    n.points === 0
      ? {
          en: 'The same nadi is nadi dosha, the gravest defect of the ashtakoota, held to affect health and progeny',
          hi: 'एक ही नाड़ी होना नाड़ी दोष है, अष्टकूट का सबसे गम्भीर दोष, जो स्वास्थ्य और सन्तान पर प्रभाव डालने वाला माना जाता है',
        }
      : { en: 'Different nadis complement each other', hi: 'भिन्न नाड़ियाँ एक-दूसरे की पूरक होती हैं' };
  return {
    en: `Nadi compares the constitution (the Ayurvedic dosha) of the birth stars. The bride's ${starName(bride.nakshatra).en} is ${nadiNames[n.bride].en} nadi; the groom's ${starName(groom.nakshatra).en} is ${nadiNames[n.groom].en} nadi. ${rel.en}: ${n.points} of 8.`,
    hi: `नाड़ी कूट जन्म नक्षत्रों की प्रकृति (आयुर्वेदिक दोष) की तुलना करता है। वधू का ${starName(bride.nakshatra).hi} ${nadiNames[n.bride].hi} नाड़ी का है; वर का ${starName(groom.nakshatra).hi} ${nadiNames[n.groom].hi} नाड़ी का। ${rel.hi}: 8 में से ${n.points} अंक।`,
  };
}

/** The explanation of one koota's points. */
export function kootaExplanation(id: KootaId, a: Ashtakoota, pair: Pair, variants: MatchVariants): Bilingual {
  switch (id) {
    case 'varna':
      return varnaText(a, pair, variants);
    case 'vashya':
      return vashyaText(a, pair, variants);
    case 'tara':
      return taraText(a, pair);
    case 'yoni':
      return yoniText(a, pair, variants);
    case 'graha-maitri':
      return maitriText(a, pair);
    case 'gana':
      return ganaText(a, pair, variants);
    case 'bhakoot':
      return bhakootText(a, pair);
    case 'nadi':
      return nadiText(a, pair);
  }
}
