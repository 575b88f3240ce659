/**
 * Names and short texts of the varshaphal result (`jyotish/varshaphal`): sahams, the five
 * offices, Tajaka aspects and their nature, yoga conditions, year-lord rules.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { AspectNature, IthasalaGrade, PairState, TajakaAspectKind } from '../../jyotish/varshaphal/aspects.ts';
import type { SahamId } from '../../jyotish/varshaphal/sahams.ts';
import type { OfficeId, YearLordRule } from '../../jyotish/varshaphal/year-lord.ts';
import type { YogaCondition } from '../../jyotish/varshaphal/yogas.ts';

/** .2: the dwadasha-vargiya labels (dwadasha-vargiya.ts) joined the catalogue. */
export const varshaphalContentVersion = 'varshaphal-content.2';

/** Sahams: name and what tradition reads in them. */
export const sahamTexts: Record<SahamId, { name: Bilingual; signifies: Bilingual }> = {
  punya: { name: { en: 'Punya saham', hi: 'पुण्य सहम' }, signifies: { en: 'merit and good fortune', hi: 'पुण्य और सौभाग्य' } },
  vidya: { name: { en: 'Vidya saham', hi: 'विद्या सहम' }, signifies: { en: 'education and learning', hi: 'विद्या और अध्ययन' } },
  yasas: { name: { en: 'Yasas saham', hi: 'यशः सहम' }, signifies: { en: 'fame and reputation', hi: 'यश और कीर्ति' } },
  mitra: { name: { en: 'Mitra saham', hi: 'मित्र सहम' }, signifies: { en: 'friends', hi: 'मित्र' } },
  mahatmya: { name: { en: 'Mahatmya saham', hi: 'माहात्म्य सहम' }, signifies: { en: 'greatness and eminence', hi: 'महत्ता और बड़प्पन' } },
  asha: { name: { en: 'Asha saham', hi: 'आशा सहम' }, signifies: { en: 'hopes and desires', hi: 'आशाएँ और इच्छाएँ' } },
  samartha: { name: { en: 'Samartha saham', hi: 'सामर्थ्य सहम' }, signifies: { en: 'capability and enterprise', hi: 'सामर्थ्य और उद्यम' } },
  bhratri: { name: { en: 'Bhratri saham', hi: 'भ्रातृ सहम' }, signifies: { en: 'brothers and sisters', hi: 'भाई-बहन' } },
  gaurava: { name: { en: 'Gaurava saham', hi: 'गौरव सहम' }, signifies: { en: 'respect and regard', hi: 'सम्मान और गौरव' } },
  pitri: { name: { en: 'Pitri saham', hi: 'पितृ सहम' }, signifies: { en: 'the father', hi: 'पिता' } },
  rajya: { name: { en: 'Rajya saham', hi: 'राज्य सहम' }, signifies: { en: 'authority and position', hi: 'अधिकार और पद' } },
  matri: { name: { en: 'Matri saham', hi: 'मातृ सहम' }, signifies: { en: 'the mother', hi: 'माता' } },
  putra: { name: { en: 'Putra saham', hi: 'पुत्र सहम' }, signifies: { en: 'children', hi: 'सन्तान' } },
  jeeva: { name: { en: 'Jeeva saham', hi: 'जीव सहम' }, signifies: { en: 'life and vitality', hi: 'जीवन और प्राणशक्ति' } },
  karma: { name: { en: 'Karma saham', hi: 'कर्म सहम' }, signifies: { en: 'work and action', hi: 'कर्म और कार्य' } },
  roga: { name: { en: 'Roga saham', hi: 'रोग सहम' }, signifies: { en: 'illness', hi: 'रोग' } },
  'roga-alt': { name: { en: 'Roga saham (Saturn formula)', hi: 'रोग सहम (शनि सूत्र)' }, signifies: { en: 'illness, by the formula with Saturn', hi: 'रोग, शनि वाले सूत्र से' } },
  kali: { name: { en: 'Kali saham', hi: 'कलि सहम' }, signifies: { en: 'strife and misfortune', hi: 'कलह और दुर्भाग्य' } },
  shastra: { name: { en: 'Shastra saham', hi: 'शास्त्र सहम' }, signifies: { en: 'learning of the sciences and scriptures', hi: 'शास्त्रों का ज्ञान' } },
  bandhu: { name: { en: 'Bandhu saham', hi: 'बन्धु सहम' }, signifies: { en: 'relatives', hi: 'बन्धु-बान्धव' } },
  mrityu: { name: { en: 'Mrityu saham', hi: 'मृत्यु सहम' }, signifies: { en: 'danger to life', hi: 'जीवन पर संकट' } },
  paradesha: { name: { en: 'Paradesha saham', hi: 'परदेश सहम' }, signifies: { en: 'foreign lands and travel abroad', hi: 'परदेश और विदेश यात्रा' } },
  artha: { name: { en: 'Artha saham', hi: 'अर्थ सहम' }, signifies: { en: 'money and wealth', hi: 'धन और सम्पत्ति' } },
  paradara: { name: { en: 'Paradara saham', hi: 'परदारा सहम' }, signifies: { en: 'relations outside marriage', hi: 'विवाहेतर सम्बन्ध' } },
  vanik: { name: { en: 'Vanik saham', hi: 'वणिक सहम' }, signifies: { en: 'trade and commerce', hi: 'वाणिज्य और व्यापार' } },
  karyasiddhi: { name: { en: 'Karyasiddhi saham', hi: 'कार्यसिद्धि सहम' }, signifies: { en: 'success in undertakings', hi: 'कार्यों में सफलता' } },
  vivaha: { name: { en: 'Vivaha saham', hi: 'विवाह सहम' }, signifies: { en: 'marriage', hi: 'विवाह' } },
  santapa: { name: { en: 'Santapa saham', hi: 'सन्ताप सहम' }, signifies: { en: 'sorrow and distress', hi: 'दुःख और सन्ताप' } },
  shraddha: { name: { en: 'Shraddha saham', hi: 'श्रद्धा सहम' }, signifies: { en: 'devotion and sincerity', hi: 'श्रद्धा और निष्ठा' } },
  preeti: { name: { en: 'Preeti saham', hi: 'प्रीति सहम' }, signifies: { en: 'love and attachment', hi: 'प्रेम और लगाव' } },
  jadya: { name: { en: 'Jadya saham', hi: 'जाड्य सहम' }, signifies: { en: 'chronic illness', hi: 'दीर्घकालीन रोग' } },
  vyapara: { name: { en: 'Vyapara saham', hi: 'व्यापार सहम' }, signifies: { en: 'business', hi: 'व्यापार' } },
  shatru: { name: { en: 'Shatru saham', hi: 'शत्रु सहम' }, signifies: { en: 'enemies', hi: 'शत्रु' } },
  jalapatana: { name: { en: 'Jalapatana saham', hi: 'जलपतन सहम' }, signifies: { en: 'crossing the sea', hi: 'समुद्र पार यात्रा' } },
  bandhana: { name: { en: 'Bandhana saham', hi: 'बन्धन सहम' }, signifies: { en: 'confinement', hi: 'बन्धन और कारावास' } },
  apamrityu: { name: { en: 'Apamrityu saham', hi: 'अपमृत्यु सहम' }, signifies: { en: 'danger of an untimely end', hi: 'अकाल संकट' } },
  labha: { name: { en: 'Labha saham', hi: 'लाभ सहम' }, signifies: { en: 'material gains', hi: 'भौतिक लाभ' } },
};

export const lagnaName: Bilingual = { en: 'Lagna', hi: 'लग्न' };

/** "the 8th house" / "8वाँ भाव" as a saham term. */
export function houseTermName(house: number): Bilingual {
  const en = house === 1 ? '1st' : house === 2 ? '2nd' : house === 3 ? '3rd' : `${house}th`;
  const hi = house === 1 ? 'प्रथम' : house === 2 ? 'द्वितीय' : house === 3 ? 'तृतीय' : house === 4 ? 'चतुर्थ' : `${house}वाँ`;
  return { en: `${en} house`, hi: `${hi} भाव` };
}

/** "lord of the 2nd" / "द्वितीयेश" as a saham term. */
export function houseLordTermName(house: number): Bilingual {
  const en = house === 1 ? 'lagna lord' : `lord of the ${houseTermName(house).en}`;
  const hi: Record<number, string> = { 1: 'लग्नेश', 2: 'द्वितीयेश', 9: 'नवमेश', 11: 'एकादशेश' };
  return { en, hi: hi[house] ?? `${house}वें भाव का स्वामी` };
}

export const signLordOfTermName: Record<'sun' | 'moon', Bilingual> = {
  sun: { en: "lord of the Sun's sign", hi: 'सूर्य राशि का स्वामी' },
  moon: { en: "lord of the Moon's sign", hi: 'चन्द्र राशि का स्वामी' },
};

export const officeNames: Record<OfficeId, Bilingual> = {
  'muntha-lord': { en: 'Lord of the muntha', hi: 'मुन्थेश' },
  'janma-lagna-lord': { en: 'Lord of the natal lagna', hi: 'जन्म लग्नेश' },
  'varsha-lagna-lord': { en: 'Lord of the annual lagna', hi: 'वर्ष लग्नेश' },
  'tri-rashi-lord': { en: 'Tri-rashi lord of the annual lagna', hi: 'त्रिराशि पति' },
  'dina-ratri-lord': { en: "Day/night lord (lord of the Sun's sign by day, of the Moon's by night)", hi: 'दिनरात्रि पति (दिन में सूर्य राशि का, रात में चन्द्र राशि का स्वामी)' },
};

export const yearLordRuleTexts: Record<YearLordRule, Bilingual> = {
  'strongest-aspecting-lagna': {
    en: 'The strongest of the five office holders by pancha-vargiya bala among those that aspect the annual lagna.',
    hi: 'पाँच पदाधिकारियों में से वर्ष लग्न को देखने वालों में पंचवर्गीय बल में सबसे बली।',
  },
  'none-aspects-muntha-lord': {
    en: 'No office holder aspects the annual lagna, so the lord of the muntha becomes lord of the year.',
    hi: 'कोई पदाधिकारी वर्ष लग्न को नहीं देखता, अतः मुन्थेश वर्षेश होता है।',
  },
  'all-weak-muntha-lord': {
    en: 'Every office holder has less than 5 units of pancha-vargiya bala, so the lord of the muntha becomes lord of the year.',
    hi: 'सभी पदाधिकारियों का पंचवर्गीय बल 5 से कम है, अतः मुन्थेश वर्षेश होता है।',
  },
};

export const aspectKindNames: Record<TajakaAspectKind, Bilingual> = {
  conjunction: { en: 'Conjunction (1st)', hi: 'युति (प्रथम)' },
  opposition: { en: 'Opposition (7th)', hi: 'सप्तम दृष्टि' },
  trine: { en: 'Trine (5th/9th)', hi: 'नवपंचम दृष्टि' },
  sextile: { en: 'Sextile (3rd/11th)', hi: 'त्रि-एकादश दृष्टि' },
  square: { en: 'Square (4th/10th)', hi: 'चतुर्थ-दशम दृष्टि' },
  'semi-sextile': { en: 'Semi-sextile (2nd/12th)', hi: 'द्वि-द्वादश दृष्टि' },
};

export const aspectNatureNames: Record<AspectNature, Bilingual> = {
  'open-friendly': { en: 'Openly friendly (pratyaksha mitra)', hi: 'प्रत्यक्ष मित्र' },
  'secret-friendly': { en: 'Secretly friendly (gupta mitra)', hi: 'गुप्त मित्र' },
  'open-inimical': { en: 'Openly inimical (pratyaksha shatru)', hi: 'प्रत्यक्ष शत्रु' },
  'secret-inimical': { en: 'Secretly inimical (gupta shatru)', hi: 'गुप्त शत्रु' },
  neutral: { en: 'Neutral (sama)', hi: 'सम' },
};

export const pairStateNames: Record<PairState, Bilingual> = {
  ithasala: { en: 'Applying within orb (ithasala)', hi: 'दीप्तांश में मिलन (इत्थशाल)' },
  ishrafa: { en: 'Separating within orb (ishrafa)', hi: 'दीप्तांश में वियोग (ईशराफ)' },
  approaching: { en: 'Applying, orbs about to meet (bhavishya)', hi: 'मिलन की ओर, दीप्तांश मिलने वाले (भविष्यत्)' },
  apart: { en: 'Aspect by sign, outside the orb', hi: 'राशि दृष्टि, दीप्तांश से बाहर' },
};

export const ithasalaGradeNames: Record<IthasalaGrade, Bilingual> = {
  poorna: { en: 'Poorna (complete, within 1°)', hi: 'पूर्ण (1° के भीतर)' },
  vartamana: { en: 'Vartamana (present, within orb)', hi: 'वर्तमान (दीप्तांश के भीतर)' },
  bhavishya: { en: 'Bhavishya (future, orbs about to meet)', hi: 'भविष्यत् (दीप्तांश मिलने वाले)' },
};

export const yogaConditionNames: Record<YogaCondition['id'], Bilingual> = {
  retrograde: { en: 'retrograde', hi: 'वक्री' },
  combust: { en: 'combust', hi: 'अस्त' },
  debilitated: { en: 'debilitated', hi: 'नीच' },
  'enemy-sign': { en: "in an enemy's sign", hi: 'शत्रु राशि में' },
  dusthana: { en: 'in the 6th, 8th or 12th house', hi: 'छठे, आठवें या बारहवें भाव में' },
  strong: { en: 'strong (exalted, moolatrikona or own sign)', hi: 'बलवान (उच्च, मूलत्रिकोण या स्वराशि)' },
  'kendra-or-panaphara': { en: 'in a kendra or panaphara', hi: 'केन्द्र या पणफर में' },
};

export const yogaRoleNames: Record<'carrier' | 'collector' | 'spoiler' | 'moon' | 'helper', Bilingual> = {
  carrier: { en: 'carries the light (faster than both)', hi: 'प्रकाश पहुँचाने वाला (दोनों से शीघ्र)' },
  collector: { en: 'collects the light (slower than both)', hi: 'प्रकाश ग्रहण करने वाला (दोनों से मन्द)' },
  spoiler: { en: 'spoils the ithasala', hi: 'इत्थशाल को बिगाड़ने वाला' },
  moon: { en: 'the Moon', hi: 'चन्द्र' },
  helper: { en: 'strong helper', hi: 'बलवान सहायक' },
};

export const dayNightNames: Record<'day' | 'night', Bilingual> = {
  day: { en: 'The year begins by day (between sunrise and sunset at the residence)', hi: 'वर्ष का आरम्भ दिन में (निवास स्थान पर सूर्योदय और सूर्यास्त के बीच)' },
  night: { en: 'The year begins by night (between sunset and sunrise at the residence)', hi: 'वर्ष का आरम्भ रात में (निवास स्थान पर सूर्यास्त और सूर्योदय के बीच)' },
};

export const standingNames: Record<'own' | 'friend' | 'neutral' | 'enemy', Bilingual> = {
  own: { en: 'own', hi: 'स्व' },
  friend: { en: 'friend', hi: 'मित्र' },
  neutral: { en: 'neutral', hi: 'सम' },
  enemy: { en: 'enemy', hi: 'शत्रु' },
};
