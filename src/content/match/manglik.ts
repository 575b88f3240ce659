/** Texts of the Manglik compatibility of a couple (`MANGLIK.MATCH_STD`, matching.md §5). */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { ManglikMatch, ManglikMatchOutcome } from '../../jyotish/match/manglik-match.ts';
import { manglikReferenceNames } from '../manglik.ts';
import { partnerNames } from './names.ts';
import { houseOrdinal } from '../insights/words.ts';
import { grahaName } from '../names.ts';

export const manglikMatchOutcomeNames: Record<ManglikMatchOutcome, Bilingual> = {
  'no-dosha': { en: 'No manglik dosha', hi: 'मांगलिक दोष नहीं' },
  'mutually-balanced': { en: 'Mutually balanced (dosha samya)', hi: 'परस्पर सन्तुलित (दोष साम्य)' },
  'balanced-by-partner': { en: 'Balanced by the partner\'s chart', hi: 'साथी की कुण्डली से सन्तुलित' },
  dosha: { en: 'Manglik dosha in the match', hi: 'मिलान में मांगलिक दोष' },
};

/** Why the couple's manglik comparison came out as it did. */
export function manglikMatchText(m: ManglikMatch): Bilingual {
  switch (m.outcome) {
    case 'no-dosha':
      return {
        en: 'Neither partner is manglik after cancellations, so there is no manglik dosha to weigh.',
        hi: 'परिहारों के बाद कोई भी साथी मांगलिक नहीं है, इसलिए विचार करने योग्य मांगलिक दोष नहीं है।',
      };
    case 'mutually-balanced':
      return {
        en: 'Both partners are manglik after cancellations; the doshas balance each other (dosha samya), so the match is compatible on this count.',
        hi: 'परिहारों के बाद दोनों साथी मांगलिक हैं; दोनों के दोष एक-दूसरे को सन्तुलित करते हैं (दोष साम्य), इसलिए इस दृष्टि से मिलान अनुकूल है।',
      };
    default: {
      const who = partnerNames[m.manglikPartner ?? 'groom'];
      const other = partnerNames[m.manglikPartner === 'groom' ? 'bride' : 'groom'];
      if (m.outcome === 'dosha') {
        return {
          en: `Only the ${who.en.toLowerCase()} is manglik after cancellations, and the ${other.en.toLowerCase()}'s chart has no Saturn, Rahu or Ketu in the 1st, 2nd, 4th, 7th, 8th or 12th house from the Lagna or the Moon to balance it: manglik dosha in the match.`,
          hi: `परिहारों के बाद केवल ${who.hi} मांगलिक है, और ${other.hi} की कुण्डली में लग्न या चन्द्रमा से पहले, दूसरे, चौथे, सातवें, आठवें या बारहवें भाव में शनि, राहु या केतु नहीं है जो इसे सन्तुलित करे: मिलान में मांगलिक दोष है।`,
        };
      }
      const list = m.balancers.map((b) => ({
        en: `${grahaName(b.graha).en} in house ${b.house} from the ${manglikReferenceNames[b.reference].en}`,
        hi: `${manglikReferenceNames[b.reference].hi} से ${houseOrdinal(b.house).hi} भाव में ${grahaName(b.graha).hi}`,
      }));
      return {
        en: `Only the ${who.en.toLowerCase()} is manglik after cancellations, but the ${other.en.toLowerCase()}'s chart balances it: ${list.map((x) => x.en).join('; ')}.`,
        hi: `परिहारों के बाद केवल ${who.hi} मांगलिक है, पर ${other.hi} की कुण्डली इसे सन्तुलित करती है: ${list.map((x) => x.hi).join('; ')}।`,
      };
    }
  }
}
