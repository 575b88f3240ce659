/** The explanation of the Ishta devata indicator: what was read, and that it is a correspondence, not a verdict. */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';
import type { IshtaStep } from '../../jyotish/jaimini/ishta.ts';
import { grahaName, rashiDisplayName } from '../names.ts';
import { grahaList } from '../insights/words.ts';
import { deityNames } from './names.ts';

export const ishtaBoundary: Bilingual = {
  en: 'An indicator by the declared Jaimini rule, offered as a traditional correspondence for reflection — not a ruling on whom anyone should worship. Traditions differ: other authors read the 12th from the Amatyakaraka, or use the avatara table.',
  hi: 'घोषित जैमिनि नियम से प्राप्त संकेतक, चिंतन के लिए पारंपरिक सम्बन्ध के रूप में — यह निर्णय नहीं कि किसे किसकी उपासना करनी चाहिए। परंपराएँ भिन्न हैं: कुछ लेखक अमात्यकारक से बारहवाँ भाव पढ़ते हैं, या अवतार-तालिका का प्रयोग करते हैं।',
};

export function ishtaExplanation(input: { karakamsa: number; sign: number; step: IshtaStep; grahas: GrahaId[]; chosen: GrahaId; deity: string; avatara: string }): Bilingual {
  const k = rashiDisplayName(input.karakamsa);
  const s = rashiDisplayName(input.sign);
  const g = grahaName(input.chosen);
  const d = deityNames[input.deity];
  const a = deityNames[input.avatara];
  const how: Bilingual =
    input.step === 'occupant'
      ? { en: `it holds ${grahaList(input.grahas).en} in the navamsa`, hi: `नवांश में इसमें ${grahaList(input.grahas).hi} हैं` }
      : input.step === 'aspecting'
        ? { en: `it holds no graha; ${grahaList(input.grahas).en} aspect it by rashi drishti`, hi: `इसमें कोई ग्रह नहीं है; ${grahaList(input.grahas).hi} की इस पर राशि दृष्टि है` }
        : { en: 'it holds no graha and none aspects it, so its lord is read', hi: 'इसमें कोई ग्रह नहीं है और कोई दृष्टि भी नहीं, इसलिए इसका स्वामी पढ़ा गया है' };
  return {
    en: `The karakamsa is ${k.en}; the 12th sign from it is ${s.en}, and ${how.en}. The indicating graha is ${g.en}, which the declared table (ISHTA.JAIMINI) relates to ${d.en} and the avatara table (ISHTA.AVATARA) to ${a.en}.`,
    hi: `कारकांश ${k.hi} है; उससे बारहवीं राशि ${s.hi} है, और ${how.hi}। संकेतक ग्रह ${g.hi} है, जिसे घोषित तालिका (ISHTA.JAIMINI) ${d.hi} से और अवतार तालिका (ISHTA.AVATARA) ${a.hi} से जोड़ती है।`,
  };
}
