/** Texts of the cancellation rules and the reported variants, keyed by rule id. */
import type { Bilingual } from '../../shared/bilingual.ts';
import { arishtaBhangaTexts } from './longevity.ts';

export interface SubRuleText {
  name: Bilingual;
  condition: Bilingual;
}

const t = (nameEn: string, nameHi: string, condEn: string, condHi: string): SubRuleText => ({
  name: { en: nameEn, hi: nameHi }, condition: { en: condEn, hi: condHi },
});

export const yogaSubRuleTexts: Record<string, SubRuleText> = {
  'KEMADRUMA.C_KENDRA_LAGNA': t('Kemadruma cancellation: a graha in a kendra from the lagna', 'केमद्रुम भंग: लग्न से केन्द्र में ग्रह',
    'a graha from the Sun to Saturn (not the Moon, not the nodes) is in the 1st, 4th, 7th or 10th from the lagna', 'सूर्य से शनि तक कोई ग्रह (चन्द्र और छाया ग्रहों के अतिरिक्त) लग्न से पहले, चौथे, सातवें या दसवें भाव में हो'),
  'KEMADRUMA.C_KENDRA_MOON': t('Kemadruma cancellation: a graha in a kendra from the Moon', 'केमद्रुम भंग: चन्द्र से केन्द्र में ग्रह',
    'Mars, Mercury, Jupiter, Venus or Saturn is in the 4th, 7th or 10th from the Moon', 'मंगल, बुध, गुरु, शुक्र या शनि चन्द्र से चौथे, सातवें या दसवें भाव में हो'),
  'KEMADRUMA.C_MOON_KENDRA': t('Kemadruma cancellation: the Moon in a kendra', 'केमद्रुम भंग: चन्द्र केन्द्र में',
    'the Moon is in the 1st, 4th, 7th or 10th from the lagna', 'चन्द्र लग्न से पहले, चौथे, सातवें या दसवें भाव में हो'),
  'KEMADRUMA.C_CONJUNCTION': t('Kemadruma cancellation: a graha with the Moon', 'केमद्रुम भंग: चन्द्र के साथ ग्रह',
    'Mars, Mercury, Jupiter, Venus or Saturn is in the Moon’s sign', 'मंगल, बुध, गुरु, शुक्र या शनि चन्द्र की राशि में हो'),
  'SHAKATA.C_MOON_KENDRA': t('Shakata cancellation: the Moon in a kendra', 'शकट भंग: चन्द्र केन्द्र में',
    'the Moon is in the 1st, 4th, 7th or 10th from the lagna', 'चन्द्र लग्न से पहले, चौथे, सातवें या दसवें भाव में हो'),
  'GK.BASIC': t('Gaja Kesari (basic form)', 'गजकेसरी (मूल रूप)',
    'Jupiter is in a kendra from the Moon, without further conditions', 'गुरु चन्द्र से केन्द्र में हो, अन्य शर्तों के बिना'),
  'GK.BPHS': t('Gaja Kesari (BPHS 36 wording)', 'गजकेसरी (बृहत् पाराशर होरा शास्त्र 36 के अनुसार)',
    'Jupiter in a kendra from the lagna or the Moon, joined or aspected by a benefic, not debilitated, combust or in an enemy’s sign', 'गुरु लग्न या चन्द्र से केन्द्र में हो, किसी शुभ ग्रह से युत या दृष्ट हो, और नीच, अस्त या शत्रु राशि में न हो'),
  'PMP.FROM_MOON_TOO': t('Mahapurusha counted from the Moon too', 'चन्द्र से भी गिना गया महापुरुष योग',
    'the same graha in its own or exaltation sign and in a kendra from the lagna or from the Moon', 'वही ग्रह अपनी या उच्च राशि में हो और लग्न या चन्द्र से केन्द्र में हो'),
  NB1: t('NB1: dispositor in a kendra', 'NB1: राशि-स्वामी केन्द्र में',
    'the lord of the sign where the graha is debilitated is in a kendra from the lagna or the Moon', 'जिस राशि में ग्रह नीच है उसका स्वामी लग्न या चन्द्र से केन्द्र में हो'),
  NB2: t('NB2: the graha exalted there in a kendra', 'NB2: वहाँ उच्च होने वाला ग्रह केन्द्र में',
    'the graha that is exalted in that sign is in a kendra from the lagna or the Moon', 'उस राशि में उच्च होने वाला ग्रह लग्न या चन्द्र से केन्द्र में हो'),
  NB3: t('NB3: lord of the exaltation sign in a kendra', 'NB3: उच्च राशि का स्वामी केन्द्र में',
    'the lord of the graha’s exaltation sign is in a kendra from the lagna or the Moon', 'ग्रह की उच्च राशि का स्वामी लग्न या चन्द्र से केन्द्र में हो'),
  NB4: t('NB4: aspected by its dispositor', 'NB4: राशि-स्वामी की दृष्टि',
    'the debilitated graha receives a full aspect from the lord of its sign', 'नीच ग्रह पर उसकी राशि के स्वामी की पूर्ण दृष्टि हो'),
  NB5: t('NB5: exalted in the navamsa', 'NB5: नवांश में उच्च',
    'the debilitated graha is exalted in the navamsa (D9)', 'नीच ग्रह नवांश (D9) में उच्च का हो'),
  'NAMED.MAHABHAGYA.FEMALE': t('Mahabhagya (female chart)', 'महाभाग्य (स्त्री कुंडली)',
    'birth by night with the lagna, the Sun and the Moon in even signs', 'रात का जन्म और लग्न, सूर्य तथा चन्द्र सम राशियों में'),
  ...arishtaBhangaTexts,
};
