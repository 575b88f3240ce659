/** Bilingual names of the KP result's parts (levels, ruling-planet slots, agency bases, questions). */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { QuestionId } from '../../jyotish/kp/questions.ts';
import type { RulingSlotId } from '../../jyotish/kp/ruling-planets.ts';
import type { AgencyBasis, SignificatorLevel } from '../../jyotish/kp/significators.ts';
import type { HoraryPoint } from '../../jyotish/kp/chart.ts';

export const kpContentVersion = 'kp-content.1';

export const levelNames: Readonly<Record<SignificatorLevel, Bilingual>> = {
  A: { en: 'Grahas in the star (nakshatra) of an occupant of the house', hi: 'भाव में स्थित ग्रह के नक्षत्र में बैठे ग्रह' },
  B: { en: 'Occupants of the house', hi: 'भाव में स्थित ग्रह' },
  C: { en: 'Grahas in the star of the house lord', hi: 'भावेश के नक्षत्र में बैठे ग्रह' },
  D: { en: 'The house lord (sign lord of the cusp)', hi: 'भावेश (भाव-आरम्भ बिन्दु की राशि का स्वामी)' },
  E: {
    en: 'Grahas conjoined with (same sign) or aspecting the occupants',
    hi: 'भाव में स्थित ग्रहों से युति (एक ही राशि) या दृष्टि का संबंध रखने वाले ग्रह',
  },
};

export const rulingSlotNames: Readonly<Record<RulingSlotId, Bilingual>> = {
  'ascendant-sign-lord': { en: 'Ascendant sign lord', hi: 'लग्न राशि स्वामी' },
  'ascendant-star-lord': { en: 'Ascendant star lord', hi: 'लग्न नक्षत्र स्वामी' },
  'ascendant-sub-lord': { en: 'Ascendant sub lord', hi: 'लग्न उप स्वामी' },
  'moon-sign-lord': { en: 'Moon sign lord', hi: 'चन्द्र राशि स्वामी' },
  'moon-star-lord': { en: 'Moon star lord', hi: 'चन्द्र नक्षत्र स्वामी' },
  'moon-sub-lord': { en: 'Moon sub lord', hi: 'चन्द्र उप स्वामी' },
  'day-lord': { en: 'Day lord (weekday counted from sunrise)', hi: 'वार स्वामी (सूर्योदय से गिना गया वार)' },
};

export const agencyBasisNames: Readonly<Record<AgencyBasis, Bilingual>> = {
  conjunction: { en: 'Conjoined with the node (same sign)', hi: 'छाया ग्रह से युति (एक ही राशि में)' },
  aspect: { en: 'Aspects the node', hi: 'छाया ग्रह पर दृष्टि डालता है' },
  'star-lord': { en: 'Star lord of the node', hi: 'छाया ग्रह का नक्षत्र स्वामी' },
  'sign-lord': { en: 'Sign lord of the node', hi: 'छाया ग्रह का राशि स्वामी' },
};

export const nodeRepresentationNames: Readonly<Record<'conjunction' | 'sign', Bilingual>> = {
  conjunction: { en: 'Conjoined (same sign) with the ruling planet', hi: 'शासक ग्रह से युति (एक ही राशि में)' },
  sign: { en: 'Posited in a sign the ruling planet owns', hi: 'शासक ग्रह की राशि में स्थित' },
};

export const questionNames: Readonly<Record<QuestionId, Bilingual>> = {
  marriage: { en: 'Marriage', hi: 'विवाह' },
  career: { en: 'Career and service', hi: 'आजीविका और नौकरी' },
  health: { en: 'Health and recovery', hi: 'स्वास्थ्य और रोग से मुक्ति' },
  property: { en: 'Property (land or building)', hi: 'संपत्ति (भूमि या भवन)' },
  travel: { en: 'Travel far or abroad', hi: 'दूर की या विदेश यात्रा' },
  litigation: { en: 'Litigation', hi: 'मुकदमा' },
  children: { en: 'Children', hi: 'संतान' },
  finance: { en: 'Finance and money', hi: 'धन और वित्त' },
};

export const chartKindNames: Readonly<Record<'horary' | 'natal', Bilingual>> = {
  horary: { en: 'KP horary (prashna) chart from the number 1–249', hi: 'संख्या 1–249 से बनी केपी प्रश्न कुंडली' },
  natal: { en: 'KP chart of the moment (cusps from the real ascendant)', hi: 'उस क्षण की केपी कुंडली (वास्तविक लग्न से भाव-आरम्भ)' },
};

export const horaryPointNames: Readonly<Record<HoraryPoint, Bilingual>> = {
  start: { en: 'Start of the row (KP.HORARY_START)', hi: 'पंक्ति का आरम्भ बिन्दु (KP.HORARY_START)' },
  mid: { en: 'Middle of the row (KP.HORARY_MID)', hi: 'पंक्ति का मध्य बिन्दु (KP.HORARY_MID)' },
};

export const dayLordBasisNames: Readonly<Record<'sunrise' | 'civil-date', Bilingual>> = {
  sunrise: { en: 'Weekday that began at the last sunrise', hi: 'पिछले सूर्योदय से आरम्भ हुआ वार' },
  'civil-date': {
    en: 'The Sun did not rise in the 36 hours before; the civil weekday is used',
    hi: 'पिछले 36 घंटों में सूर्योदय नहीं हुआ; इसलिए नागरिक तिथि का वार लिया गया',
  },
};

/** The note of the optional `kp` block of kundli-advanced. */
export const kundliKpNote: Bilingual = {
  en: 'KP lords are read with the KP ayanamsha shown in this block, whatever ayanamsha the rest of the result uses.',
  hi: 'केपी स्वामी इस खंड में दिए गए केपी अयनांश से निकाले गए हैं, भले ही परिणाम का शेष भाग किसी अन्य अयनांश पर हो।',
};
