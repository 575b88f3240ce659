/**
 * Bilingual names of the core jyotish entities, keyed by the stable ids of
 * `src/jyotish/core`. English uses the common transliteration (with the Western sign name in
 * parentheses where users expect it); Hindi is the Devanagari name a Hindi panchang prints.
 */
import type { Bilingual } from '../shared/bilingual.ts';
import { rashiIds, type GrahaId, type NakshatraId, type RashiId } from '../jyotish/core/zodiac.ts';
import type { KaranaId } from '../jyotish/core/limbs.ts';

export const rashiNames: Record<RashiId, Bilingual & { western: string }> = {
  mesha: { en: 'Mesha', western: 'Aries', hi: 'मेष' },
  vrishabha: { en: 'Vrishabha', western: 'Taurus', hi: 'वृषभ' },
  mithuna: { en: 'Mithuna', western: 'Gemini', hi: 'मिथुन' },
  karka: { en: 'Karka', western: 'Cancer', hi: 'कर्क' },
  simha: { en: 'Simha', western: 'Leo', hi: 'सिंह' },
  kanya: { en: 'Kanya', western: 'Virgo', hi: 'कन्या' },
  tula: { en: 'Tula', western: 'Libra', hi: 'तुला' },
  vrishchika: { en: 'Vrishchika', western: 'Scorpio', hi: 'वृश्चिक' },
  dhanu: { en: 'Dhanu', western: 'Sagittarius', hi: 'धनु' },
  makara: { en: 'Makara', western: 'Capricorn', hi: 'मकर' },
  kumbha: { en: 'Kumbha', western: 'Aquarius', hi: 'कुम्भ' },
  meena: { en: 'Meena', western: 'Pisces', hi: 'मीन' },
};

export const nakshatraNames: Record<NakshatraId, Bilingual> = {
  ashwini: { en: 'Ashwini', hi: 'अश्विनी' },
  bharani: { en: 'Bharani', hi: 'भरणी' },
  krittika: { en: 'Krittika', hi: 'कृत्तिका' },
  rohini: { en: 'Rohini', hi: 'रोहिणी' },
  mrigashira: { en: 'Mrigashira', hi: 'मृगशिरा' },
  ardra: { en: 'Ardra', hi: 'आर्द्रा' },
  punarvasu: { en: 'Punarvasu', hi: 'पुनर्वसु' },
  pushya: { en: 'Pushya', hi: 'पुष्य' },
  ashlesha: { en: 'Ashlesha', hi: 'आश्लेषा' },
  magha: { en: 'Magha', hi: 'मघा' },
  'purva-phalguni': { en: 'Purva Phalguni', hi: 'पूर्वा फाल्गुनी' },
  'uttara-phalguni': { en: 'Uttara Phalguni', hi: 'उत्तरा फाल्गुनी' },
  hasta: { en: 'Hasta', hi: 'हस्त' },
  chitra: { en: 'Chitra', hi: 'चित्रा' },
  swati: { en: 'Swati', hi: 'स्वाती' },
  vishakha: { en: 'Vishakha', hi: 'विशाखा' },
  anuradha: { en: 'Anuradha', hi: 'अनुराधा' },
  jyeshtha: { en: 'Jyeshtha', hi: 'ज्येष्ठा' },
  mula: { en: 'Mula', hi: 'मूल' },
  'purva-ashadha': { en: 'Purva Ashadha', hi: 'पूर्वाषाढ़ा' },
  'uttara-ashadha': { en: 'Uttara Ashadha', hi: 'उत्तराषाढ़ा' },
  shravana: { en: 'Shravana', hi: 'श्रवण' },
  dhanishtha: { en: 'Dhanishtha', hi: 'धनिष्ठा' },
  shatabhisha: { en: 'Shatabhisha', hi: 'शतभिषा' },
  'purva-bhadrapada': { en: 'Purva Bhadrapada', hi: 'पूर्वा भाद्रपद' },
  'uttara-bhadrapada': { en: 'Uttara Bhadrapada', hi: 'उत्तरा भाद्रपद' },
  revati: { en: 'Revati', hi: 'रेवती' },
};

/** Graha names: English gives the planet name users search for; Hindi the jyotish name. */
export const grahaNames: Record<GrahaId | 'uranus' | 'neptune' | 'pluto', Bilingual & { sanskrit: string }> = {
  sun: { en: 'Sun', sanskrit: 'Surya', hi: 'सूर्य' },
  moon: { en: 'Moon', sanskrit: 'Chandra', hi: 'चन्द्र' },
  mars: { en: 'Mars', sanskrit: 'Mangala', hi: 'मंगल' },
  mercury: { en: 'Mercury', sanskrit: 'Budha', hi: 'बुध' },
  jupiter: { en: 'Jupiter', sanskrit: 'Guru', hi: 'गुरु' },
  venus: { en: 'Venus', sanskrit: 'Shukra', hi: 'शुक्र' },
  saturn: { en: 'Saturn', sanskrit: 'Shani', hi: 'शनि' },
  rahu: { en: 'Rahu', sanskrit: 'Rahu', hi: 'राहु' },
  ketu: { en: 'Ketu', sanskrit: 'Ketu', hi: 'केतु' },
  uranus: { en: 'Uranus', sanskrit: 'Uranus', hi: 'अरुण' },
  neptune: { en: 'Neptune', sanskrit: 'Neptune', hi: 'वरुण' },
  pluto: { en: 'Pluto', sanskrit: 'Pluto', hi: 'यम' },
};

/** A sign by 0-based index, as every published sign name reads: "Mesha (Aries)" / "मेष". */
export function rashiDisplayName(index0: number): Bilingual {
  const n = rashiNames[rashiIds[index0]];
  return { en: `${n.en} (${n.western})`, hi: n.hi };
}

/** A graha's bilingual name without the `sanskrit` field (so it serialises as `{ en, hi }`). */
export function grahaName(id: GrahaId | 'uranus' | 'neptune' | 'pluto'): Bilingual {
  const n = grahaNames[id];
  return { en: n.en, hi: n.hi };
}

/** Joins items as "A, B and C" / "A, B और C"; one item stands alone, none gives empty strings. */
export function joinList(items: readonly Bilingual[]): Bilingual {
  const join = (xs: string[], and: string) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);
  return { en: join(items.map((i) => i.en), 'and'), hi: join(items.map((i) => i.hi), 'और') };
}

/** House ordinals 1…12 (index 0 = 1st): "5th" and the Sanskrit ordinal a Hindi reader expects ("पंचम"). */
export const houseOrdinals: readonly Bilingual[] = [
  { en: '1st', hi: 'प्रथम' }, { en: '2nd', hi: 'द्वितीय' }, { en: '3rd', hi: 'तृतीय' }, { en: '4th', hi: 'चतुर्थ' },
  { en: '5th', hi: 'पंचम' }, { en: '6th', hi: 'षष्ठ' }, { en: '7th', hi: 'सप्तम' }, { en: '8th', hi: 'अष्टम' },
  { en: '9th', hi: 'नवम' }, { en: '10th', hi: 'दशम' }, { en: '11th', hi: 'एकादश' }, { en: '12th', hi: 'द्वादश' },
];

/** Tithi names 1–14 of either paksha; 15 is Purnima in Shukla and 30 Amavasya in Krishna. */
export const tithiNames: readonly Bilingual[] = [
  { en: 'Pratipada', hi: 'प्रतिपदा' },
  { en: 'Dwitiya', hi: 'द्वितीया' },
  { en: 'Tritiya', hi: 'तृतीया' },
  { en: 'Chaturthi', hi: 'चतुर्थी' },
  { en: 'Panchami', hi: 'पञ्चमी' },
  { en: 'Shashthi', hi: 'षष्ठी' },
  { en: 'Saptami', hi: 'सप्तमी' },
  { en: 'Ashtami', hi: 'अष्टमी' },
  { en: 'Navami', hi: 'नवमी' },
  { en: 'Dashami', hi: 'दशमी' },
  { en: 'Ekadashi', hi: 'एकादशी' },
  { en: 'Dwadashi', hi: 'द्वादशी' },
  { en: 'Trayodashi', hi: 'त्रयोदशी' },
  { en: 'Chaturdashi', hi: 'चतुर्दशी' },
];
export const purnimaName: Bilingual = { en: 'Purnima', hi: 'पूर्णिमा' };
export const amavasyaName: Bilingual = { en: 'Amavasya', hi: 'अमावस्या' };

export const pakshaNames = {
  shukla: { en: 'Shukla', hi: 'शुक्ल' },
  krishna: { en: 'Krishna', hi: 'कृष्ण' },
} as const satisfies Record<string, Bilingual>;

/** Name of a 0-based tithi (0 … 29). */
export function tithiName(tithiIndex: number): Bilingual {
  if (tithiIndex === 14) return purnimaName;
  if (tithiIndex === 29) return amavasyaName;
  return tithiNames[tithiIndex % 15];
}

export const yogaNames: readonly Bilingual[] = [
  { en: 'Vishkambha', hi: 'विष्कम्भ' },
  { en: 'Priti', hi: 'प्रीति' },
  { en: 'Ayushman', hi: 'आयुष्मान्' },
  { en: 'Saubhagya', hi: 'सौभाग्य' },
  { en: 'Shobhana', hi: 'शोभन' },
  { en: 'Atiganda', hi: 'अतिगण्ड' },
  { en: 'Sukarma', hi: 'सुकर्मा' },
  { en: 'Dhriti', hi: 'धृति' },
  { en: 'Shula', hi: 'शूल' },
  { en: 'Ganda', hi: 'गण्ड' },
  { en: 'Vriddhi', hi: 'वृद्धि' },
  { en: 'Dhruva', hi: 'ध्रुव' },
  { en: 'Vyaghata', hi: 'व्याघात' },
  { en: 'Harshana', hi: 'हर्षण' },
  { en: 'Vajra', hi: 'वज्र' },
  { en: 'Siddhi', hi: 'सिद्धि' },
  { en: 'Vyatipata', hi: 'व्यतीपात' },
  { en: 'Variyan', hi: 'वरीयान्' },
  { en: 'Parigha', hi: 'परिघ' },
  { en: 'Shiva', hi: 'शिव' },
  { en: 'Siddha', hi: 'सिद्ध' },
  { en: 'Sadhya', hi: 'साध्य' },
  { en: 'Shubha', hi: 'शुभ' },
  { en: 'Shukla', hi: 'शुक्ल' },
  { en: 'Brahma', hi: 'ब्रह्म' },
  { en: 'Indra', hi: 'इन्द्र' },
  { en: 'Vaidhriti', hi: 'वैधृति' },
];

export const karanaNames: Record<KaranaId, Bilingual> = {
  kimstughna: { en: 'Kimstughna', hi: 'किंस्तुघ्न' },
  bava: { en: 'Bava', hi: 'बव' },
  balava: { en: 'Balava', hi: 'बालव' },
  kaulava: { en: 'Kaulava', hi: 'कौलव' },
  taitila: { en: 'Taitila', hi: 'तैतिल' },
  gara: { en: 'Gara', hi: 'गर' },
  vanija: { en: 'Vanija', hi: 'वणिज' },
  vishti: { en: 'Vishti (Bhadra)', hi: 'विष्टि (भद्रा)' },
  shakuni: { en: 'Shakuni', hi: 'शकुनि' },
  chatushpada: { en: 'Chatushpada', hi: 'चतुष्पद' },
  naga: { en: 'Naga', hi: 'नाग' },
};

/** Weekdays, 0 = Sunday. */
export const vaaraNames: readonly (Bilingual & { id: string; english: string })[] = [
  { id: 'ravivara', english: 'Sunday', en: 'Ravivara (Sunday)', hi: 'रविवार' },
  { id: 'somavara', english: 'Monday', en: 'Somavara (Monday)', hi: 'सोमवार' },
  { id: 'mangalavara', english: 'Tuesday', en: 'Mangalavara (Tuesday)', hi: 'मंगलवार' },
  { id: 'budhavara', english: 'Wednesday', en: 'Budhavara (Wednesday)', hi: 'बुधवार' },
  { id: 'guruvara', english: 'Thursday', en: 'Guruvara (Thursday)', hi: 'गुरुवार' },
  { id: 'shukravara', english: 'Friday', en: 'Shukravara (Friday)', hi: 'शुक्रवार' },
  { id: 'shanivara', english: 'Saturday', en: 'Shanivara (Saturday)', hi: 'शनिवार' },
];

/** Lunar months, 1 = Chaitra (index 0 here). */
export const lunarMonthNames: readonly (Bilingual & { id: string })[] = [
  { id: 'chaitra', en: 'Chaitra', hi: 'चैत्र' },
  { id: 'vaishakha', en: 'Vaishakha', hi: 'वैशाख' },
  { id: 'jyeshtha', en: 'Jyeshtha', hi: 'ज्येष्ठ' },
  { id: 'ashadha', en: 'Ashadha', hi: 'आषाढ़' },
  { id: 'shravana', en: 'Shravana', hi: 'श्रावण' },
  { id: 'bhadrapada', en: 'Bhadrapada', hi: 'भाद्रपद' },
  { id: 'ashvin', en: 'Ashvin', hi: 'आश्विन' },
  { id: 'kartika', en: 'Kartika', hi: 'कार्तिक' },
  { id: 'margashirsha', en: 'Margashirsha', hi: 'मार्गशीर्ष' },
  { id: 'pausha', en: 'Pausha', hi: 'पौष' },
  { id: 'magha', en: 'Magha', hi: 'माघ' },
  { id: 'phalguna', en: 'Phalguna', hi: 'फाल्गुन' },
];

/** The sixty samvatsaras, 0 = Prabhava. */
export const samvatsaraNames: readonly Bilingual[] = [
  ['Prabhava', 'प्रभव'], ['Vibhava', 'विभव'], ['Shukla', 'शुक्ल'], ['Pramoda', 'प्रमोद'], ['Prajapati', 'प्रजापति'],
  ['Angirasa', 'अंगिरा'], ['Shrimukha', 'श्रीमुख'], ['Bhava', 'भाव'], ['Yuva', 'युवा'], ['Dhata', 'धाता'],
  ['Ishvara', 'ईश्वर'], ['Bahudhanya', 'बहुधान्य'], ['Pramathi', 'प्रमाथी'], ['Vikrama', 'विक्रम'], ['Vrisha', 'वृष'],
  ['Chitrabhanu', 'चित्रभानु'], ['Svabhanu', 'स्वभानु'], ['Tarana', 'तारण'], ['Parthiva', 'पार्थिव'], ['Vyaya', 'व्यय'],
  ['Sarvajit', 'सर्वजित्'], ['Sarvadhari', 'सर्वधारी'], ['Virodhi', 'विरोधी'], ['Vikriti', 'विकृति'], ['Khara', 'खर'],
  ['Nandana', 'नन्दन'], ['Vijaya', 'विजय'], ['Jaya', 'जय'], ['Manmatha', 'मन्मथ'], ['Durmukha', 'दुर्मुख'],
  ['Hemalamba', 'हेमलम्ब'], ['Vilambi', 'विलम्बी'], ['Vikari', 'विकारी'], ['Sharvari', 'शार्वरी'], ['Plava', 'प्लव'],
  ['Shubhakrit', 'शुभकृत्'], ['Shobhakrit', 'शोभकृत्'], ['Krodhi', 'क्रोधी'], ['Vishvavasu', 'विश्वावसु'], ['Parabhava', 'पराभव'],
  ['Plavanga', 'प्लवंग'], ['Kilaka', 'कीलक'], ['Saumya', 'सौम्य'], ['Sadharana', 'साधारण'], ['Virodhakrit', 'विरोधकृत्'],
  ['Paridhavi', 'परिधावी'], ['Pramadi', 'प्रमादी'], ['Ananda', 'आनन्द'], ['Rakshasa', 'राक्षस'], ['Nala (Anala)', 'नल'],
  ['Pingala', 'पिंगल'], ['Kalayukta', 'कालयुक्त'], ['Siddharthi', 'सिद्धार्थी'], ['Raudra', 'रौद्र'], ['Durmati', 'दुर्मति'],
  ['Dundubhi', 'दुन्दुभि'], ['Rudhirodgari', 'रुधिरोद्गारी'], ['Raktakshi', 'रक्ताक्षी'], ['Krodhana', 'क्रोधन'], ['Akshaya', 'अक्षय'],
].map(([en, hi]) => ({ en, hi }));

export const rituNames: readonly (Bilingual & { id: string })[] = [
  { id: 'vasanta', en: 'Vasanta (spring)', hi: 'वसन्त' },
  { id: 'grishma', en: 'Grishma (summer)', hi: 'ग्रीष्म' },
  { id: 'varsha', en: 'Varsha (monsoon)', hi: 'वर्षा' },
  { id: 'sharad', en: 'Sharad (autumn)', hi: 'शरद्' },
  { id: 'hemanta', en: 'Hemanta (pre-winter)', hi: 'हेमन्त' },
  { id: 'shishira', en: 'Shishira (winter)', hi: 'शिशिर' },
];

export const ayanaNames = {
  uttarayana: { en: 'Uttarayana', hi: 'उत्तरायण' },
  dakshinayana: { en: 'Dakshinayana', hi: 'दक्षिणायन' },
} as const satisfies Record<string, Bilingual>;
