/**
 * Texts of the nadi and bhakoot doshas and of their exceptions `MATCH.EXC_STD`
 * (matching.md §2): each exception has a stable rule id, a name, the condition it met in this
 * pair, and its source.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import { rashiLord } from '../../jyotish/core/zodiac.ts';
import type { MatchMoon } from '../../jyotish/match/moon.ts';
import type { Ashtakoota } from '../../jyotish/match/ashtakoota/ashtakoota.ts';
import type { BhakootExceptionId, NadiExceptionId } from '../../jyotish/match/ashtakoota/exceptions.ts';
import { nadiNames } from './names.ts';
import { grahaName, joinList, rashiDisplayName } from '../names.ts';
import { starName } from './words.ts';

type ExceptionId = NadiExceptionId | BhakootExceptionId;

export const exceptionRuleIds: Record<ExceptionId, string> = {
  N1: 'MATCH.EXC_STD.N1',
  N2: 'MATCH.EXC_STD.N2',
  N3: 'NADI_EXC.PADA',
  B1: 'MATCH.EXC_STD.B1',
  B2: 'MATCH.EXC_STD.B2',
};

export const exceptionNames: Record<ExceptionId, Bilingual> = {
  N1: { en: 'Same Moon sign, different nakshatras', hi: 'एक राशि, भिन्न नक्षत्र' },
  N2: { en: 'Same nakshatra, different Moon signs', hi: 'एक नक्षत्र, भिन्न राशि' },
  N3: { en: 'Same nakshatra and sign, different padas', hi: 'एक नक्षत्र और राशि, भिन्न चरण' },
  B1: { en: 'Both Moon signs have the same lord', hi: 'दोनों चन्द्र राशियों का एक ही स्वामी' },
  B2: { en: 'The sign lords are mutual friends', hi: 'राशि स्वामी परस्पर मित्र' },
};

const nadiSource: Bilingual = {
  en: 'Traditional nadi-dosha exception of North Indian kundli milan (the Muhurta Chintamani tradition the ashtakoota follows); declared as MATCH.EXC_STD in matching.md §2.',
  hi: 'उत्तर भारतीय कुण्डली मिलान में नाड़ी दोष का पारम्परिक परिहार (मुहूर्त चिन्तामणि परम्परा, जिस पर अष्टकूट आधारित है); matching.md §2 में MATCH.EXC_STD के रूप में घोषित।',
};
const padaSource: Bilingual = {
  en: 'Optional pada exception of the same tradition (one nakshatra, one sign, different charanas); declared as the variant NADI_EXC.PADA in matching.md §2 and applied only when selected.',
  hi: 'उसी परम्परा का वैकल्पिक चरण-परिहार (एक नक्षत्र, एक राशि, भिन्न चरण); matching.md §2 में NADI_EXC.PADA विकल्प के रूप में घोषित, केवल चुने जाने पर लागू।',
};
const bhakootSource: Bilingual = {
  en: 'Traditional bhakoot-dosha exception (rashi lord maitri) of North Indian kundli milan; declared as MATCH.EXC_STD in matching.md §2.',
  hi: 'उत्तर भारतीय कुण्डली मिलान में भकूट दोष का पारम्परिक परिहार (राशि स्वामियों की मैत्री); matching.md §2 में MATCH.EXC_STD के रूप में घोषित।',
};

export function exceptionSource(id: ExceptionId): Bilingual {
  if (id === 'N3') return padaSource;
  return id.startsWith('N') ? nadiSource : bhakootSource;
}

/** What the exception found in this pair. */
export function exceptionCondition(id: ExceptionId, groom: MatchMoon, bride: MatchMoon): Bilingual {
  switch (id) {
    case 'N1':
      return {
        en: `Both Moons are in ${rashiDisplayName(groom.sign).en}, in different nakshatras (bride ${starName(bride.nakshatra).en}, groom ${starName(groom.nakshatra).en}).`,
        hi: `दोनों का चन्द्रमा ${rashiDisplayName(groom.sign).hi} में है, पर नक्षत्र भिन्न हैं (वधू ${starName(bride.nakshatra).hi}, वर ${starName(groom.nakshatra).hi})।`,
      };
    case 'N2':
      return {
        en: `Both were born in ${starName(groom.nakshatra).en}, with the Moon in different signs (bride ${rashiDisplayName(bride.sign).en}, groom ${rashiDisplayName(groom.sign).en}).`,
        hi: `दोनों का जन्म नक्षत्र ${starName(groom.nakshatra).hi} है, पर चन्द्र राशियाँ भिन्न हैं (वधू ${rashiDisplayName(bride.sign).hi}, वर ${rashiDisplayName(groom.sign).hi})।`,
      };
    case 'N3':
      return {
        en: `Both were born in ${starName(groom.nakshatra).en} with the Moon in ${rashiDisplayName(groom.sign).en}, in different padas (bride ${bride.pada}, groom ${groom.pada}).`,
        hi: `दोनों का जन्म नक्षत्र ${starName(groom.nakshatra).hi} और चन्द्र राशि ${rashiDisplayName(groom.sign).hi} है, पर चरण भिन्न हैं (वधू ${bride.pada}, वर ${groom.pada})।`,
      };
    case 'B1': {
      const lord = grahaName(rashiLord[groom.sign]);
      return {
        en: `${rashiDisplayName(bride.sign).en} and ${rashiDisplayName(groom.sign).en} are both ruled by ${lord.en}.`,
        hi: `${rashiDisplayName(bride.sign).hi} और ${rashiDisplayName(groom.sign).hi} दोनों का स्वामी ${lord.hi} है।`,
      };
    }
    case 'B2': {
      const b = grahaName(rashiLord[bride.sign]);
      const g = grahaName(rashiLord[groom.sign]);
      return {
        en: `${b.en} (lord of the bride's ${rashiDisplayName(bride.sign).en}) and ${g.en} (lord of the groom's ${rashiDisplayName(groom.sign).en}) are natural friends of each other.`,
        hi: `${b.hi} (वधू की ${rashiDisplayName(bride.sign).hi} का स्वामी) और ${g.hi} (वर की ${rashiDisplayName(groom.sign).hi} का स्वामी) परस्पर नैसर्गिक मित्र हैं।`,
      };
    }
  }
}

/** Summary of the nadi dosha for this pair. */
export function nadiDoshaText(a: Ashtakoota): Bilingual {
  const d = a.nadiDosha;
  const nadi = nadiNames[a.nadi.groom];
  if (!d.present) return { en: 'The nadis differ: there is no nadi dosha.', hi: 'नाड़ियाँ भिन्न हैं: नाड़ी दोष नहीं है।' };
  if (!d.cancelled) {
    return {
      en: `Nadi dosha: both stars are ${nadi.en} nadi and no exception applies, so the nadi koota stays at 0 in the adjusted total as well.`,
      hi: `नाड़ी दोष: दोनों नक्षत्र ${nadi.hi} नाड़ी के हैं और कोई परिहार लागू नहीं होता, इसलिए समायोजित योग में भी नाड़ी कूट 0 ही रहता है।`,
    };
  }
  const rules = joinList(d.cancelledBy.map((id) => exceptionNames[id]));
  return {
    en: `Nadi dosha is present (both stars are ${nadi.en} nadi) but cancelled by the exception "${rules.en}". The raw nadi koota stays 0; the adjusted total restores its 8 points.`,
    hi: `नाड़ी दोष उपस्थित है (दोनों नक्षत्र ${nadi.hi} नाड़ी के हैं), पर "${rules.hi}" परिहार से निरस्त हो जाता है। मूल नाड़ी कूट 0 ही रहता है; समायोजित योग में इसके 8 अंक लौटा दिए जाते हैं।`,
  };
}

/** Summary of the bhakoot dosha for this pair. */
export function bhakootDoshaText(a: Ashtakoota): Bilingual {
  const d = a.bhakootDosha;
  const [lo, hi] = a.bhakoot.relation.split('-');
  if (!d.present) return { en: 'The Moon signs are not 2/12, 5/9 or 6/8 apart: there is no bhakoot dosha.', hi: 'चन्द्र राशियाँ परस्पर 2/12, 5/9 या 6/8 पर नहीं हैं: भकूट दोष नहीं है।' };
  if (!d.cancelled) {
    return {
      en: `Bhakoot dosha: the Moon signs are ${lo}/${hi} apart and their lords are neither the same graha nor mutual friends, so the bhakoot koota stays at 0 in the adjusted total as well.`,
      hi: `भकूट दोष: चन्द्र राशियाँ परस्पर ${lo}/${hi} पर हैं और उनके स्वामी न एक ही ग्रह हैं न परस्पर मित्र, इसलिए समायोजित योग में भी भकूट कूट 0 ही रहता है।`,
    };
  }
  const rules = joinList(d.cancelledBy.map((id) => exceptionNames[id]));
  return {
    en: `Bhakoot dosha is present (the Moon signs are ${lo}/${hi} apart) but cancelled by the exception "${rules.en}". The raw bhakoot koota stays 0; the adjusted total restores its 7 points.`,
    hi: `भकूट दोष उपस्थित है (चन्द्र राशियाँ परस्पर ${lo}/${hi} पर हैं), पर "${rules.hi}" परिहार से निरस्त हो जाता है। मूल भकूट कूट 0 ही रहता है; समायोजित योग में इसके 7 अंक लौटा दिए जाते हैं।`,
  };
}
